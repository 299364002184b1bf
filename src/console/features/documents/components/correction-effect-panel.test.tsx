import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import type { CorrectionEffect } from "../model/correction-effect";
import { CorrectionEffectPanel, periodName } from "./correction-effect-panel";

afterEach(cleanup);

const at = "2026-01-10T10:00:00.000Z";
const effect: CorrectionEffect = {
  scoreBefore: {
    id: "0f8fad5b-d9cb-469f-a165-70867728950e",
    date: "2025-03-31",
    total_score: 79.9,
    created_at: at,
    updated_at: at,
    band: "good",
    period_type: "quarterly",
  },
  scoreAfter: {
    id: "0f8fad5b-d9cb-469f-a165-70867728950e",
    date: "2025-03-31",
    total_score: 68.6,
    created_at: at,
    updated_at: at,
    band: "marginal",
    period_type: "quarterly",
  },
  moved: [
    {
      metric: "net_profit_margin",
      unit: "fraction",
      before: 0.12,
      after: -0.05,
      pointsBefore: 80,
      pointsAfter: 0,
    },
    { metric: "free_cash_flow", unit: "amount", before: 1_250_000, after: 900_000, pointsBefore: 70, pointsAfter: 60 },
  ],
  unchanged: 20,
};

const link = <a href="/analytics?period_type=quarterly">Open Q1 2025 (quarterly) in Analytics</a>;

function panel(state: Parameters<typeof CorrectionEffectPanel>[0]["state"]) {
  return render(
    <CorrectionEffectPanel state={state} period="2025-03-31" periodType="quarterly" currency="USD" link={link} />,
  );
}

describe("CorrectionEffectPanel", () => {
  it("shows the score and band and each metric that moved, before → after, for the quarter", () => {
    panel({ phase: "done", effect, awaitingReview: false });
    const region = screen.getByRole("region", { name: "Effect of the change" });
    expect(within(region).getByTestId("score-before")).toHaveTextContent("79.9 Good");
    expect(within(region).getByTestId("score-after")).toHaveTextContent("68.6 Marginal");
    expect(region).toHaveTextContent("Score of Q1 2025 (quarterly)");
    const rows = within(region).getAllByRole("row");
    expect(rows[1]).toHaveTextContent("Net profit margin12.0 % · 80 pts-5.0 % · 0 pts");
    expect(rows[2]).toHaveTextContent("Free cash flow");
    expect(rows[2]).toHaveTextContent("USD");
    expect(region).toHaveTextContent("2 metrics of Q1 2025 moved (20 unchanged)");
    expect(within(region).getByRole("link", { name: "Open Q1 2025 (quarterly) in Analytics" })).toBeInTheDocument();
  });

  it("shows no figure while the recompute runs", () => {
    panel({ phase: "recalculating" });
    expect(screen.getByRole("status")).toHaveTextContent("Recalculating the quarterly score and metrics of Q1 2025…");
    expect(screen.queryByTestId("score-after")).toBeNull();
    expect(screen.queryByRole("table")).toBeNull();
  });

  it("says when nothing moved, and why when the document still awaits review", () => {
    panel({ phase: "done", effect: { ...effect, moved: [], unchanged: 22 }, awaitingReview: true });
    expect(screen.getByText(/No metric of Q1 2025 moved/)).toHaveTextContent(
      "This document awaits review: its figures count once it is marked reviewed.",
    );
  });

  it("names the period", () => {
    expect(periodName("2025-09-30", "quarterly")).toBe("Q3 2025");
    expect(periodName("2025-12-31", "yearly")).toBe("FY 2025");
  });
});
