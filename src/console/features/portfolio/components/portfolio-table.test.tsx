import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import type { PortfolioRow } from "../api/get-portfolio";
import { PortfolioTable } from "./portfolio-table";

afterEach(cleanup);

const row = (over: Partial<PortfolioRow>): PortfolioRow => ({
  kind: "guest",
  id: "00000000-0000-4000-8000-0000000000aa",
  organization_id: "00000000-0000-4000-8000-0000000000aa",
  private_record_id: null,
  name: "Borealis Trading Co",
  total_score: 84,
  band: "excellent",
  score_date: "2025-12-31",
  previous_score: 71.5,
  score_change: 12.5,
  score_history: [
    { date: "2024-12-31", total_score: 71.5 },
    { date: "2025-12-31", total_score: 84 },
  ],
  newest_statement: "2026-09-30",
  stale: false,
  documents_awaiting_review: 2,
  open_applications: 3,
  approved_exposure: [
    { amount: 130000, currency: "EUR", basis: "total" },
    { amount: 12000, currency: "USD", basis: "per_month" },
  ],
  ...over,
});

const items = [
  row({}),
  row({
    kind: "private_record",
    id: "00000000-0000-4000-8000-0000000000bb",
    organization_id: null,
    private_record_id: "00000000-0000-4000-8000-0000000000bb",
    name: "Granite Peak",
    total_score: null,
    band: null,
    score_date: null,
    previous_score: null,
    score_change: null,
    score_history: [],
    newest_statement: null,
    stale: true,
    documents_awaiting_review: 0,
    open_applications: 0,
    approved_exposure: [],
  }),
  row({ id: "00000000-0000-4000-8000-0000000000cc", name: "Old Statements Ltd", stale: true, score_change: -7 }),
];

describe("PortfolioTable", () => {
  it("shows each row's score, band, change, stale badge and exposure, and sorts through the API's order_by", async () => {
    const onSort = vi.fn();
    renderWithQuery(
      <PortfolioTable
        items={items}
        orderBy="name"
        orderDir="asc"
        onSort={onSort}
        renderName={(r) => <span>{r.name}</span>}
      />,
    );
    const table = screen.getByRole("table", { name: "Portfolio" });
    const [, borealis, granite, old] = within(table).getAllByRole("row");
    expect(borealis).toHaveTextContent("84.0");
    expect(borealis).toHaveTextContent("Excellent");
    expect(borealis).toHaveTextContent("+12.5");
    expect(borealis).toHaveTextContent("EUR 130,000 · USD 12,000/month");
    expect(within(borealis as HTMLElement).getByRole("img", { name: "Score history: 71.5, 84.0" })).toBeInTheDocument();
    expect(within(borealis as HTMLElement).queryByText("Stale")).toBeNull();
    expect(granite).toHaveTextContent("Not scored");
    expect(granite).toHaveTextContent("No statements");
    expect(old).toHaveTextContent("Stale");
    expect(old).toHaveTextContent("−7.0");

    await userEvent.setup().click(within(table).getByRole("button", { name: /Score/ }));
    expect(onSort).toHaveBeenCalledWith("total_score", expect.stringMatching(/asc|desc/));
    expect(within(table).queryByRole("button", { name: /Approved exposure/ })).toBeNull();
  });
});
