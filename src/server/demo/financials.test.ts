import { describe, expect, it } from "vitest";
import { metricTypes } from "../../contract/analytics";
import { analyse } from "../analytics/engine/analyse";
import type { StatementInput } from "../analytics/engine/periods";
import { demoProfiles } from "./companies";
import { modelCompany } from "./financials";

describe("the demo's financial model", () => {
  for (const [name, profile] of Object.entries(demoProfiles)) {
    describe(name, () => {
      const { opening, periods } = modelCompany(profile, 2023, 3, 3);

      it("balances every balance sheet and ties every total", () => {
        for (const bs of [opening.balanceSheet, ...periods.map((p) => p.balanceSheet)]) {
          const ca =
            (bs.cash ?? 0) +
            (bs.trade_receivables ?? 0) +
            (bs.inventory ?? 0) +
            (bs.work_in_progress ?? 0) +
            (bs.other_current_assets ?? 0);
          expect(bs.total_current_assets).toBe(ca);
          expect(bs.net_fixed_assets).toBe((bs.gross_fixed_assets ?? 0) - (bs.accumulated_depreciation ?? 0));
          expect(bs.total_assets).toBe((bs.total_current_assets ?? 0) + (bs.total_non_current_assets ?? 0));
          expect(bs.total_liabilities_and_equity).toBe((bs.total_liabilities ?? 0) + (bs.total_equity ?? 0));
          expect(bs.total_assets).toBe(bs.total_liabilities_and_equity);
          expect(bs.total_equity ?? 0).toBeGreaterThan(0);
          expect(bs.cash ?? 0).toBeGreaterThan(0);
        }
      });

      it("ties the cash flow to the balance sheets and the income statement to itself", () => {
        let previous = opening.balanceSheet;
        for (const p of periods) {
          const cf = p.cashflow;
          expect(cf.cash_at_beginning).toBe(previous.cash);
          expect(cf.cash_at_end).toBe(p.balanceSheet.cash);
          expect(cf.net_change_in_cash).toBe(
            (cf.net_cash_from_operating_activities ?? 0) +
              (cf.net_cash_from_investing_activities ?? 0) +
              (cf.net_cash_from_financing_activities ?? 0),
          );
          const is = p.incomeStatement;
          expect(is.gross_profit).toBe((is.revenue ?? 0) - (is.cost_of_goods_sold ?? 0));
          expect(is.net_profit).toBe((is.profit_before_tax ?? 0) - (is.income_tax ?? 0));
          expect(p.balanceSheet.gross_fixed_assets).toBe(
            (previous.gross_fixed_assets ?? 0) - (cf.purchase_of_fixed_assets ?? 0),
          );
          previous = p.balanceSheet;
        }
      });

      it("gives every metric for the years and a score within 0-100", () => {
        let order = 0;
        const docs: StatementInput[] = [
          {
            documentType: "balance_sheet",
            period: opening.end,
            periodType: "yearly",
            lineItems: opening.balanceSheet as Record<string, number>,
            order: order++,
          },
        ];
        for (const p of periods) {
          docs.push(
            {
              documentType: "balance_sheet",
              period: p.end,
              periodType: p.periodType,
              lineItems: p.balanceSheet as Record<string, number>,
              order: order++,
            },
            {
              documentType: "income_statement",
              period: p.end,
              periodType: p.periodType,
              lineItems: p.incomeStatement as Record<string, number>,
              order: order++,
            },
            {
              documentType: "cashflow_statement",
              period: p.end,
              periodType: p.periodType,
              lineItems: p.cashflow as Record<string, number>,
              order: order++,
            },
          );
        }
        const { metrics, scores } = analyse(docs);
        const lastYear = metrics.filter((m) => m.period === "2025-12-31");
        // Without stock (forwarders) there is no inventory turnover: COGS over zero inventory.
        const expected = metricTypes.filter((m) => profile.inventoryDays > 0 || m !== "inventory_turnover_ratio");
        expect(lastYear.map((m) => m.metricType).sort()).toEqual([...expected].sort());
        expect(scores).toHaveLength(1 + 3 + 3);
        for (const s of scores) {
          expect(s.totalScore).toBeGreaterThanOrEqual(0);
          expect(s.totalScore).toBeLessThanOrEqual(100);
        }
      });
    });
  }
});
