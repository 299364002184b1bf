import "@testing-library/jest-dom/vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { CorrectDocumentBody } from "../../../../contract/documents";
import { ApiError } from "../../../lib/api-error";
import type { DocumentDetail } from "../api/get-document";
import { ReviewForm } from "./review-form";
import { ChecksList, CorrectionsHistory } from "./review-panels";

afterEach(cleanup);

const doc: DocumentDetail = {
  id: "0f8fad5b-d9cb-469f-a165-70867728950e",
  file_id: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
  original_filename: "annual-report-2025.pdf",
  document_type: "balance_sheet",
  period: "2025-12-31",
  analysis: false,
  created_at: "2026-01-10T10:00:00.000Z",
  updated_at: "2026-01-10T10:00:00.000Z",
  period_type: "yearly",
  currency: "USD",
  review_status: "needs_review",
  checks: [
    { name: "balance_sheet_identity", passed: false, detail: "5,000,000 printed, 2,502,500 computed" },
    { name: "subtotal_assets", passed: true, detail: "5,000,000 agrees with 5,000,000" },
  ],
  version: 3,
  line_items: [
    {
      key: "cash",
      label: "Cash and cash equivalents",
      amount: 400_000,
      confidence: 0.98,
      source: { page: 2, text: "Cash and cash equivalents 400,000", bbox: [50, 600, 500, 612] },
    },
    { key: "total_assets", label: "Total assets", amount: 5_000_000, confidence: 0.97 },
    { key: "total_equity", label: "Total equity", amount: 2_500, confidence: 0.62 },
  ],
  corrections: [],
};

function setup(overrides: Partial<Parameters<typeof ReviewForm>[0]> = {}) {
  const onSave = vi.fn<(body: CorrectDocumentBody, version: number) => Promise<DocumentDetail>>();
  const onReload = vi.fn<() => Promise<DocumentDetail | undefined>>();
  const onSelect = vi.fn();
  const props = { doc, canCorrect: true, selectedKey: undefined, onSelect, onSave, onReload, ...overrides };
  const view = render(<ReviewForm {...props} />);
  return { ...view, onSave, onReload, onSelect, props };
}

describe("ReviewForm", () => {
  it("names the concept of a figure taken from a tagged filing and selects it", async () => {
    const tagged: DocumentDetail = {
      ...doc,
      line_items: [
        {
          key: "total_assets",
          label: "ifrs-full:Assets",
          amount: 1_520_700_000,
          confidence: 1,
          source: {
            concept: "ifrs-full:Assets",
            context: "i2023",
            period_start: null,
            period_end: "2025-12-31",
            unit: "EUR",
            decimals: "-5",
            scale: 6,
            file: "acme/reports/acme.xhtml",
            text: "1,520.7",
          },
        },
      ],
    };
    const { onSelect } = setup({ doc: tagged });
    await userEvent.click(screen.getByRole("button", { name: /ifrs-full:Assets.*tagged fact of Total assets/ }));
    expect(onSelect).toHaveBeenCalledWith("total_assets");
  });

  it("shows each item's amount, currency and confidence, and says which were uncertain", () => {
    setup();
    expect(screen.getByLabelText("Total equity (USD)")).toHaveValue("2500");
    expect(screen.getByText("USD 2,500")).toBeInTheDocument();
    expect(screen.getByText("62 %")).toHaveTextContent("(uncertain)");
    expect(screen.getByText("98 %")).not.toHaveTextContent("uncertain");
    expect(screen.getByRole("button", { name: /Page 2.*show where Cash/ })).toBeInTheDocument();
  });

  it("selects an item when its field gets focus", async () => {
    const { onSelect } = setup();
    await userEvent.click(screen.getByLabelText("Cash (USD)"));
    expect(onSelect).toHaveBeenCalledWith("cash");
  });

  it("sends only what changed, with the version read, and marks the document reviewed", async () => {
    const { onSave } = setup();
    onSave.mockResolvedValue({ ...doc, version: 4, review_status: "reviewed" });
    const equity = screen.getByLabelText("Total equity (USD)");
    await userEvent.clear(equity);
    await userEvent.type(equity, "2,500,000");
    await userEvent.click(screen.getByRole("button", { name: "Mark reviewed" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(1));
    expect(onSave).toHaveBeenCalledWith(
      { line_items: [{ key: "total_equity", amount: 2_500_000 }], review_status: "reviewed" },
      3,
    );
    expect(await screen.findByText(/Marked reviewed/)).toBeInTheDocument();
  });

  it("refuses what is not an amount, and an empty field removes the item", async () => {
    const { onSave } = setup();
    onSave.mockResolvedValue({ ...doc, version: 4 });
    await userEvent.type(screen.getByLabelText("Total assets (USD)"), "x");
    await userEvent.click(screen.getByRole("button", { name: "Save corrections" }));
    expect(await screen.findByText(/Enter an amount such as 1234.56/)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    await userEvent.clear(screen.getByLabelText("Total assets (USD)"));
    await userEvent.type(screen.getByLabelText("Total assets (USD)"), "5000000");
    await userEvent.clear(screen.getByLabelText("Cash (USD)"));
    await userEvent.click(screen.getByRole("button", { name: "Save corrections" }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith({ line_items: [{ key: "cash", amount: null }] }, 3));
  });

  it("on 412 reloads the document, keeps the typed value and takes the other saved values", async () => {
    const { onSave, onReload } = setup();
    onSave.mockRejectedValueOnce(
      new ApiError(412, "financial_document_version_mismatch", [], "The document was changed meanwhile."),
    );
    // Meanwhile another analyst corrected cash and total equity.
    const newer: DocumentDetail = {
      ...doc,
      version: 4,
      line_items: doc.line_items.map((i) =>
        i.key === "cash" ? { ...i, amount: 410_000 } : i.key === "total_equity" ? { ...i, amount: 2_400_000 } : i,
      ),
    };
    onReload.mockResolvedValue(newer);
    const equity = screen.getByLabelText("Total equity (USD)");
    await userEvent.clear(equity);
    await userEvent.type(equity, "2500000");
    await userEvent.click(screen.getByRole("button", { name: "Save corrections" }));
    expect(await screen.findByText("This document changed meanwhile; reloaded.")).toBeInTheDocument();
    expect(screen.getByLabelText("Total equity (USD)")).toHaveValue("2500000");
    expect(screen.getByLabelText("Cash (USD)")).toHaveValue("410000");
    expect(screen.getByText("Saved meanwhile: USD 2,400,000")).toBeInTheDocument();

    onSave.mockResolvedValueOnce({ ...newer, version: 5 });
    await act(async () => {
      await userEvent.click(screen.getByRole("button", { name: "Save corrections" }));
    });
    // The second try sends the typed value against the new version, not the other analyst's cash.
    expect(onSave).toHaveBeenLastCalledWith({ line_items: [{ key: "total_equity", amount: 2_500_000 }] }, 4);
  });

  it("is read-only for an organization that may not correct", () => {
    setup({ canCorrect: false });
    expect(screen.getByLabelText("Total equity (USD)")).toHaveAttribute("readonly");
    expect(screen.queryByRole("button", { name: "Mark reviewed" })).toBeNull();
  });
});

describe("checks and corrections", () => {
  it("lists failed checks first with their detail", () => {
    render(<ChecksList checks={doc.checks} />);
    const items = screen.getAllByRole("listitem");
    expect(items[0]).toHaveTextContent("Assets = liabilities + equity failed");
    expect(items[0]).toHaveTextContent("5,000,000 printed, 2,502,500 computed");
    expect(items[1]).toHaveTextContent("Subtotal: assets passed");
  });

  it("shows who changed what and when, old → new, newest first", () => {
    render(
      <CorrectionsHistory
        currency="USD"
        nameOf={(id) => (id === "a" ? "Atlas Freight Forwarding Ltd" : null)}
        corrections={[
          { organization_id: "a", at: "2026-01-11T09:00:00.000Z", key: "total_equity", old: 2500, new: 2_500_000 },
          {
            organization_id: "a",
            at: "2026-01-11T09:00:00.000Z",
            key: "review_status",
            old: "needs_review",
            new: "reviewed",
          },
        ]}
      />,
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(rows[0]).toHaveTextContent("Review status");
    expect(rows[0]).toHaveTextContent("Needs review → changed to Reviewed");
    expect(rows[1]).toHaveTextContent("Atlas Freight Forwarding Ltd");
    expect(rows[1]).toHaveTextContent("Total equity");
    expect(rows[1]).toHaveTextContent("USD 2,500 → changed to USD 2,500,000");
  });
});
