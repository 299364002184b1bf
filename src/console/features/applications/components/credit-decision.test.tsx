import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { ApplicationDetail } from "../api/get-application";
import { CreditDecisionPanel, scoreWords } from "./credit-decision";

afterEach(cleanup);

const fwd = { id: "0b3f5c2e-1a4d-4e7f-9c11-000000000001", name: "Atlas Freight" };
const base = {
  requested_amount: 50000,
  currency: "EUR",
  basis: "total" as const,
  conditions: null,
  reason: null,
  message: null,
  score: null,
};

function app(history: ApplicationDetail["history"]): ApplicationDetail {
  return {
    amount: 50000,
    currency: "EUR",
    credit_application_type: "credit_terms",
    amounts: {
      requested: { amount: 50000, currency: "EUR", basis: "total" },
      approved: null,
      invoices_to_be_factored: null,
    },
    history,
  } as unknown as ApplicationDetail;
}

describe("CreditDecisionPanel", () => {
  it("a monthly facility is compared per month, with a monthly approval (issue 23)", () => {
    const tf = {
      ...app([
        {
          action: "approve",
          from: "internal_review",
          to: "approved",
          actor_organization: fwd,
          at: "2026-02-01T10:00:00Z",
          detail: { ...base, requested_amount: 14333, approved_amount: 12000, currency: "USD", basis: "per_month" },
        },
      ]),
      credit_application_type: "trade_finance",
    } as ApplicationDetail;
    render(<CreditDecisionPanel app={tf} />);
    const panel = screen.getByTestId("credit-decision");
    expect(panel).toHaveTextContent(/Monthly facility requested\s*USD 14,333 per month/);
    expect(panel).toHaveTextContent(
      /Monthly facility approved\s*USD 12,000 per month — USD 2,333 per month \(16.3 %\) below the requested monthly facility/,
    );
    expect(panel).not.toHaveTextContent(/above/);
  });

  it("shows nothing before a decision", () => {
    render(
      <CreditDecisionPanel
        app={app([
          {
            action: "create",
            from: null,
            to: "pending",
            actor_organization: fwd,
            at: "2026-01-01T00:00:00Z",
            detail: null,
          },
        ])}
      />,
    );
    expect(screen.queryByTestId("credit-decision")).not.toBeInTheDocument();
  });

  it("explains an approval: requested vs approved, conditions, reason and the score at decision time", () => {
    render(
      <CreditDecisionPanel
        app={app([
          {
            action: "approve",
            from: "internal_review",
            to: "approved",
            actor_organization: fwd,
            at: "2026-02-01T10:00:00Z",
            detail: {
              ...base,
              approved_amount: 30000,
              conditions: "Director's guarantee",
              reason: "Thin equity",
              score: { total_score: 72.5, band: "good", date: "2025-12-31" },
            },
          },
        ])}
      />,
    );
    const panel = screen.getByTestId("credit-decision");
    expect(panel).toHaveTextContent("Approved");
    expect(panel).toHaveTextContent(/EUR 50,000/);
    expect(panel).toHaveTextContent(/Credit limit requested\s*EUR 50,000/);
    expect(panel).toHaveTextContent(/Credit limit approved\s*EUR 30,000.*below the requested credit limit/);
    expect(within(panel).getByText("Director's guarantee")).toBeInTheDocument();
    expect(within(panel).getByText("Thin equity")).toBeInTheDocument();
    expect(panel).toHaveTextContent("72.5 (Good) · scored as of 2025-12-31");
  });

  it("a hidden or missing score is never shown as a figure", () => {
    expect(scoreWords(null)).toMatch(/^Not available/);
    render(
      <CreditDecisionPanel
        app={app([
          {
            action: "decline",
            from: "pending",
            to: "declined",
            actor_organization: fwd,
            at: "2026-02-01T10:00:00Z",
            detail: { ...base, approved_amount: null, reason: "Negative equity" },
          },
        ])}
      />,
    );
    const panel = screen.getByTestId("credit-decision");
    expect(panel).toHaveTextContent("Declined");
    expect(panel).toHaveTextContent("Negative equity");
    expect(panel).toHaveTextContent("Not available");
    expect(panel).not.toHaveTextContent("Approved amount");
  });
});
