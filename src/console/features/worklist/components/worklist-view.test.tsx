import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import type { WorklistPage, WorklistRow } from "../api/get-worklist";
import { WorklistView } from "./worklist-view";

afterEach(cleanup);

const row = (over: Partial<WorklistRow>): WorklistRow => ({
  kind: "document_review",
  id: "00000000-0000-4000-8000-000000000001",
  reference: null,
  title: "Review balance sheet, year 2025",
  status: "needs_review",
  organization_id: "00000000-0000-4000-8000-0000000000aa",
  organization_name: "Borealis Trading Co",
  private_record_id: null,
  credit_application_id: null,
  scenario: "host",
  direction: null,
  at: "2026-11-20T10:00:00.000Z",
  due_at: null,
  overdue: false,
  ...over,
});

const page: WorklistPage = {
  items: [
    row({
      kind: "request_due",
      id: "00000000-0000-4000-8000-000000000002",
      title: "Document request to answer (sent)",
      status: "pending",
      scenario: "self",
      direction: "sent",
      due_at: "2026-11-01T00:00:00.000Z",
      overdue: true,
    }),
    row({}),
    row({
      kind: "application_action",
      id: "CA-app-0001",
      reference: "CA-2026-17",
      title: "Trade finance application: pending",
      status: "pending",
      credit_application_id: "CA-app-0001",
      scenario: "self",
    }),
  ],
  total_items: 3,
  counts: {
    document_review: 1,
    application_action: 1,
    request_due: 1,
    signature_expiring: 0,
    invitation_unanswered: 0,
  },
};

const renderWork = (r: WorklistRow) => <a href={`#${r.id}`}>{r.title}</a>;

describe("WorklistView", () => {
  it("lists each row with its work as a link, the company, reference and an overdue mark", () => {
    renderWithQuery(
      <WorklistView
        page={page}
        kind={undefined}
        orderBy="urgency"
        orderDir="asc"
        limit={50}
        offset={0}
        onChange={() => {}}
        renderWork={renderWork}
      />,
    );
    const table = screen.getByRole("table", { name: "Worklist" });
    const rows = within(table).getAllByRole("row").slice(1);
    expect(rows).toHaveLength(3);
    expect(
      within(rows[0] as HTMLElement).getByRole("link", { name: "Document request to answer (sent)" }),
    ).toBeVisible();
    expect(within(rows[0] as HTMLElement).getByText("Overdue")).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByRole("link", { name: "Review balance sheet, year 2025" })).toBeVisible();
    expect(within(rows[1] as HTMLElement).getByText("Borealis Trading Co")).toBeVisible();
    expect(within(rows[2] as HTMLElement).getByText("CA-2026-17")).toBeVisible();
  });

  it("shows the count of every kind and filters by one", async () => {
    const onChange = vi.fn();
    renderWithQuery(
      <WorklistView
        page={page}
        kind={undefined}
        orderBy="urgency"
        orderDir="asc"
        limit={50}
        offset={0}
        onChange={onChange}
        renderWork={renderWork}
      />,
    );
    const filter = screen.getByRole("group", { name: "Show work of one kind" });
    expect(within(filter).getByRole("button", { name: "All 3" })).toHaveAttribute("aria-pressed", "true");
    const documents = within(filter).getByRole("button", { name: "Documents to review 1" });
    expect(documents).toHaveAttribute("aria-pressed", "false");
    await userEvent.click(documents);
    expect(onChange).toHaveBeenCalledWith({ kind: "document_review", offset: 0 });
  });

  it("sorts by its date columns, Waiting since and Due, and by nothing else", async () => {
    const onChange = vi.fn();
    const { rerender } = renderWithQuery(
      <WorklistView
        page={page}
        kind={undefined}
        orderBy="urgency"
        orderDir="asc"
        limit={50}
        offset={20}
        onChange={onChange}
        renderWork={renderWork}
      />,
    );
    const table = screen.getByRole("table", { name: "Worklist" });
    expect(within(table).queryByRole("button", { name: /^Work/ })).toBeNull();
    expect(within(table).queryByRole("button", { name: /^Company/ })).toBeNull();
    await userEvent.click(within(table).getByRole("button", { name: /Waiting since/ }));
    expect(onChange).toHaveBeenLastCalledWith({ order_by: "at", order_dir: "asc", offset: 0 });
    await userEvent.click(within(table).getByRole("button", { name: /Due/ }));
    expect(onChange).toHaveBeenLastCalledWith({ order_by: "due_at", order_dir: "asc", offset: 0 });
    rerender(
      <WorklistView
        page={page}
        kind={undefined}
        orderBy="due_at"
        orderDir="asc"
        limit={50}
        offset={0}
        onChange={onChange}
        renderWork={renderWork}
      />,
    );
    const due = screen.getByRole("columnheader", { name: /Due/ });
    expect(due).toHaveAttribute("aria-sort", "ascending");
    await userEvent.click(within(due).getByRole("button"));
    expect(onChange).toHaveBeenLastCalledWith({ order_by: "due_at", order_dir: "desc", offset: 0 });
  });

  it("says where the data is when one kind is empty", () => {
    renderWithQuery(
      <WorklistView
        page={{ ...page, items: [], total_items: 0 }}
        kind="signature_expiring"
        orderBy="urgency"
        orderDir="asc"
        limit={50}
        offset={0}
        onChange={() => {}}
        renderWork={renderWork}
      />,
    );
    expect(screen.getByText("No agreement awaiting signature expires within a week.")).toBeVisible();
    expect(screen.getByRole("button", { name: "Signatures expiring 0" })).toHaveAttribute("aria-pressed", "true");
  });
});
