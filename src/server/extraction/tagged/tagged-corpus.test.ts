import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import type { LineItemKey } from "../../../contract/chart-of-accounts";
import { extractTagged } from "./extract-tagged";
import { readReportPackage, xmlText } from "./filing-kind";

/**
 * Real filings of ../shared/ixbrl-corpus (never copied into the project): the headline figures
 * below were written by reading each file's tagged facts and printed statements. Every mapped
 * headline figure must be exact.
 */
const CORPUS = join(__dirname, "../../../../../shared/ixbrl-corpus");

interface Expected {
  file: string;
  company: string;
  period: string;
  periodType: "yearly" | "quarterly";
  balance: Partial<Record<LineItemKey, number>>;
  income?: Partial<Record<LineItemKey, number>>;
  group?: boolean;
  unmapped: boolean;
}

const filings: Expected[] = [
  {
    file: "uk_full_challenge_packaging_2020.html",
    company: "CHALLENGE PACKAGING LIMITED",
    period: "2020-12-31",
    periodType: "yearly",
    balance: {
      cash: 23_883,
      total_current_assets: 2_504_843,
      total_non_current_assets: 3_304_343,
      total_equity: 990_129,
    },
    income: { revenue: 11_603_544, operating_profit: 494_321, profit_before_tax: 410_201, net_profit: 311_708 },
    unmapped: true,
  },
  {
    file: "uk_full_mazars_2020.html",
    company: "Mazars Limited",
    period: "2020-08-31",
    periodType: "yearly",
    balance: { cash: 2_403, total_current_assets: 12_199_295, total_equity: 5_141_227 },
    income: { revenue: 105_758_329, profit_before_tax: 4_840_466, net_profit: 3_879_534 },
    unmapped: true,
  },
  {
    file: "uk_full_sarginsons_2020.html",
    company: "SARGINSONS INDUSTRIES LIMITED",
    period: "2020-11-30",
    periodType: "yearly",
    balance: { cash: 25_957, total_current_assets: 3_833_630, total_equity: 912_253 },
    income: { revenue: 5_936_600, profit_before_tax: -680_481, net_profit: 6_064 },
    unmapped: true,
  },
  {
    file: "uk_group_demo_tv_2020.html",
    company: "Demo TV Limited",
    period: "2020-09-30",
    periodType: "yearly",
    balance: { cash: 3_639_263, total_current_assets: 5_849_203, total_equity: 2_288_664 },
    income: { revenue: 21_444_801, profit_before_tax: 2_159_151, net_profit: 1_719_447 },
    group: true,
    unmapped: true,
  },
  {
    file: "uk_small_corinthian_2020.html",
    company: "CORINTHIAN EUROPE LIMITED",
    period: "2020-09-30",
    periodType: "yearly",
    balance: { cash: 9_559, total_current_assets: 47_305, total_equity: 47_305 },
    unmapped: true,
  },
  {
    file: "uk_micro_proedge_2020.html",
    company: "ProEdge Accounting Limited",
    period: "2020-12-31",
    periodType: "yearly",
    balance: { total_current_assets: 1_101, total_equity: 1_101 },
    unmapped: false,
  },
  {
    file: "uk_legacy_ukgaap2009_anonymised_2017.html",
    company: "COMMA NAME, TESTAREA AND DISTRICT COMMUNITY ASSOCIATION LIMITED",
    period: "2017-03-31",
    periodType: "yearly",
    balance: { total_current_assets: 4_373, total_current_liabilities: 1_154, total_equity: 3_219 },
    unmapped: true,
  },
  {
    file: "us_10k_apple_2020.htm",
    company: "Apple Inc.",
    period: "2020-09-26",
    periodType: "yearly",
    balance: {
      cash: 38_016_000_000,
      total_assets: 323_888_000_000,
      total_liabilities: 258_549_000_000,
      total_equity: 65_339_000_000,
    },
    income: { revenue: 274_515_000_000, profit_before_tax: 67_091_000_000, net_profit: 57_411_000_000 },
    unmapped: true,
  },
  {
    file: "us_10q_uber_2021q1.htm",
    company: "UBER TECHNOLOGIES, INC.",
    period: "2021-03-31",
    periodType: "quarterly",
    balance: {
      cash: 4_836_000_000,
      total_assets: 34_655_000_000,
      total_liabilities: 20_584_000_000,
      total_equity: 13_598_000_000,
    },
    income: { revenue: 2_903_000_000, net_profit: -108_000_000 },
    unmapped: true,
  },
  {
    file: "dk_xbrl_kastrup_concepts_2017.xml",
    company: "Kastrup Concepts IVS",
    period: "2017-12-31",
    periodType: "yearly",
    balance: { cash: 239_552, total_assets: 675_941, total_equity: 426_895 },
    income: { revenue: 1_257_391, profit_before_tax: 495_124, net_profit: 383_237 },
    unmapped: true,
  },
  {
    file: "nl_kvk_klein_template_2023.html",
    company: "De Kleine B.V.",
    period: "2023-12-31",
    periodType: "yearly",
    balance: { total_assets: 0, total_equity: 0 },
    income: { net_profit: 0 },
    unmapped: true,
  },
];

describe.skipIf(!existsSync(CORPUS))("real tagged filings (../shared/ixbrl-corpus)", () => {
  for (const f of filings) {
    it(`${f.file}: exact headline figures`, () => {
      const outcome = extractTagged(readFileSync(join(CORPUS, f.file), "utf8"), f.file);
      expect(outcome.kind).toBe("statements");
      if (outcome.kind !== "statements") return;
      expect(outcome.companyName).toBe(f.company);
      const amounts = (type: string) =>
        Object.fromEntries(
          outcome.statements
            .find((s) => s.documentType === type && s.period === f.period)
            ?.lineItems.map((i) => [i.key, i.amount]) ?? [],
        );
      const bs = outcome.statements.find((s) => s.documentType === "balance_sheet" && s.period === f.period);
      expect(bs?.periodType).toBe(f.periodType);
      expect(amounts("balance_sheet")).toMatchObject(f.balance);
      if (f.income) expect(amounts("income_statement")).toMatchObject(f.income);
      for (const s of outcome.statements) {
        for (const i of s.lineItems) {
          expect(i.confidence).toBe(1);
          expect(i.source && "concept" in i.source ? i.source.file : null).toBe(f.file);
        }
      }
      expect((outcome.unmappedFacts ?? []).length > 0).toBe(f.unmapped);
      if (f.group) expect(outcome.summary).toContain("group accounts");
    });
  }

  it("nl_kvk_ifrs_package_template_2023.zip: the report package's report, ifrs-full (all values zero)", async () => {
    const pkg = await readReportPackage(readFileSync(join(CORPUS, "nl_kvk_ifrs_package_template_2023.zip")));
    expect(pkg.reportPath).toBe(
      "groot-en-jaarrekening-ifrs-2023/reports/jaarrekening-2023/degrotebv-jaarrekening-en-2023-12-31.html",
    );
    const outcome = extractTagged(xmlText(pkg.report), pkg.reportPath);
    expect(outcome.kind).toBe("statements");
    if (outcome.kind !== "statements") return;
    expect(outcome.companyName).toBe("De Grote B.V.");
    const bs = outcome.statements.find((s) => s.documentType === "balance_sheet" && s.period === "2023-12-31");
    expect(Object.fromEntries(bs?.lineItems.map((i) => [i.key, i.amount]) ?? [])).toMatchObject({
      cash: 0,
      total_assets: 0,
      total_liabilities: 0,
      total_equity: 0,
    });
    expect(outcome.statements.map((s) => s.documentType).sort()).toEqual([
      "balance_sheet",
      "balance_sheet",
      "cashflow_statement",
      "cashflow_statement",
      "income_statement",
      "income_statement",
    ]);
    expect((outcome.unmappedFacts ?? []).length).toBeGreaterThan(0);
  });
});
