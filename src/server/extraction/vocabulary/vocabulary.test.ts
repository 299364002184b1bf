import { describe, expect, it } from "vitest";
import { chartOfAccounts, type DocumentType } from "../../../contract/chart-of-accounts";
import { normalizeLabel } from "../normalize-label";
import { matchLabel, type Section, sectionOf, synonyms } from "../synonyms";
import { type VocabularyLabel, vocabularies, vocabularyLabels } from ".";

const where = (l: VocabularyLabel) => `${l.element} "${l.printed}"`;

describe("label vocabulary (docs/extraction.md, Label vocabulary)", () => {
  it("names its source, version, address and licence for every taxonomy", () => {
    expect(vocabularies.map((v) => v.id)).toEqual(["ifrs", "us-gaap", "frs102", "hgb", "ifrs-de"]);
    for (const v of vocabularies) {
      expect(v.source).toMatch(/\d{4}/);
      expect(v.url).toMatch(/^https:\/\//);
      expect(v.licence.length).toBeGreaterThan(30);
      expect(v.entries.length).toBeGreaterThan(15);
    }
  });

  it("maps every entry to a key of the chart of accounts of its statement", () => {
    for (const v of vocabularies) {
      for (const e of v.entries) {
        expect(chartOfAccounts[e.type] as readonly string[], `${e.element} → ${e.key}`).toContain(e.key);
        const prefix = {
          ifrs: /^ifrs-full:/,
          "ifrs-de": /^ifrs-full:/,
          "us-gaap": /^us-gaap:/,
          frs102: /^core:/,
          hgb: /^HGB §(?:266\(\d\)|275\(\d\)|276) /,
        }[v.id];
        expect(e.element, v.id).toMatch(prefix);
      }
    }
  });

  it("maps no label to two keys in the same place, unless the entry is marked ambiguous", () => {
    const seen = new Map<string, VocabularyLabel>();
    const clashes: string[] = [];
    for (const l of vocabularyLabels) {
      const at = `${l.type}|${l.section ?? ""}|${l.label}`;
      const before = seen.get(at);
      if (before && before.key !== l.key && !before.ambiguous && !l.ambiguous) {
        clashes.push(`${where(before)} → ${before.key} vs ${where(l)} → ${l.key}`);
      }
      if (!before) seen.set(at, l);
    }
    expect(clashes).toEqual([]);
  });

  it("agrees with the hand-made synonyms on every label both have, unless marked ambiguous", () => {
    const clashes: string[] = [];
    for (const l of vocabularyLabels) {
      if (l.ambiguous) continue;
      for (const s of synonyms[l.type]) {
        if (s.element !== undefined || s.key === l.key || (s.section ?? "") !== (l.section ?? "")) continue;
        if (s.labels.some((x) => (typeof x === "string" ? x === l.label : x.test(l.label)))) {
          clashes.push(`${where(l)} → ${l.key}, hand-made → ${s.key}`);
        }
      }
    }
    expect(clashes).toEqual([]);
  });

  it("finds every label of the vocabulary with the mapper, to its key (bound to its section where it has one)", () => {
    const missed: string[] = [];
    for (const l of vocabularyLabels) {
      if (l.ambiguous) continue;
      const hit = matchLabel(l.type, l.printed, l.section);
      if (hit?.key !== l.key) missed.push(`${where(l)}: ${hit?.key ?? "nothing"}, expected ${l.key}`);
    }
    expect(missed).toEqual([]);
  });

  it.each<[DocumentType, string, Section | undefined, string]>([
    // IFRS
    ["balance_sheet", "Cash and cash equivalents", undefined, "cash"],
    ["balance_sheet", "Trade and other current receivables", undefined, "trade_receivables"],
    ["balance_sheet", "Current inventories", undefined, "inventory"],
    ["balance_sheet", "Non-current portion of non-current borrowings", undefined, "long_term_debt"],
    ["income_statement", "Profit (loss) from operating activities", undefined, "operating_profit"],
    ["income_statement", "Finance costs (Note 9)", undefined, "interest_expense"],
    ["cashflow_statement", "Dividends paid to owners of the parent", undefined, "dividends_paid"],
    // US GAAP
    ["balance_sheet", "Long-term debt, less current maturities", undefined, "long_term_debt"],
    ["balance_sheet", "Line of credit", "current_liabilities", "short_term_debt"],
    ["balance_sheet", "Notes payable, less current portion", undefined, "long_term_debt"],
    ["income_statement", "Selling, general and administrative", undefined, "selling_general_administrative"],
    ["income_statement", "Cost of goods and services sold", undefined, "cost_of_goods_sold"],
    [
      "cashflow_statement",
      "Net increase (decrease) in cash, cash equivalents, and restricted cash",
      undefined,
      "net_change_in_cash",
    ],
    ["balance_sheet", "Goodwill", undefined, "intangible_assets"],
    ["balance_sheet", "Deposits and other assets", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Current portion of notes payable", undefined, "current_portion_long_term_debt"],
    ["balance_sheet", "Deferred rent", "non_current_liabilities", "other_non_current_liabilities"],
    ["balance_sheet", "Members' contributed capital", "equity", "share_capital"],
    ["balance_sheet", "Accumulated earnings", "equity", "retained_earnings"],
    ["balance_sheet", "Total members' equity", "equity", "total_equity"],
    ["balance_sheet", "Total liabilities and members' equity", undefined, "total_liabilities_and_equity"],
    [
      "income_statement",
      "Cost of revenues (exclusive of depreciation and amortization shown separately below)",
      undefined,
      "cost_of_goods_sold",
    ],
    // UK FRS 102
    ["balance_sheet", "Investments", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Profit and loss reserve", "equity", "retained_earnings"],
    ["income_statement", "Other operating charges", undefined, "other_operating_expenses"],
    ["income_statement", "Interest receivable", undefined, "other_income"],
    ["balance_sheet", "Cash at bank", undefined, "cash"],
    ["balance_sheet", "Stock on hand", undefined, "inventory"],
    ["balance_sheet", "Total members' equity", undefined, "total_equity"],
    ["balance_sheet", "Bank loans and overdrafts", "non_current_liabilities", "long_term_debt"],
    ["balance_sheet", "Bank loans and overdrafts", "current_liabilities", "short_term_debt"],
    ["income_statement", "Turnover", undefined, "revenue"],
    // HGB §266 / §275
    [
      "balance_sheet",
      "IV. Kassenbestand, Bundesbankguthaben, Guthaben bei Kreditinstituten und Schecks",
      undefined,
      "cash",
    ],
    ["balance_sheet", "1. Forderungen aus Lieferungen und Leistungen", undefined, "trade_receivables"],
    ["balance_sheet", "Vorräte", undefined, "inventory"],
    ["income_statement", "1. Umsatzerlöse", undefined, "revenue"],
    ["income_statement", "17. Jahresüberschuss/Jahresfehlbetrag", undefined, "net_profit"],
  ])("finds the standard label %s: %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it.each<[DocumentType, string, Section | undefined, string]>([
    // AU/NZ
    ["balance_sheet", "Cash at bank and on hand", undefined, "cash"],
    ["balance_sheet", "Contributed equity", "equity", "share_capital"],
    ["balance_sheet", "Plant and equipment", "non_current_assets", "net_fixed_assets"],
    ["income_statement", "Profit before income tax expense", undefined, "profit_before_tax"],
    ["income_statement", "Profit after income tax expense for the year", undefined, "net_profit"],
    ["income_statement", "Borrowing costs", undefined, "interest_expense"],
    ["cashflow_statement", "Payments for plant and equipment", undefined, "purchase_of_fixed_assets"],
    ["cashflow_statement", "Net increase/(decrease) in cash held", undefined, "net_change_in_cash"],
    // UK/IE small companies, Sage
    ["balance_sheet", "Trade and other creditors", undefined, "trade_payables"],
    ["balance_sheet", "Prepayments and accrued income", undefined, "other_current_assets"],
    ["balance_sheet", "Other creditors", undefined, "other_current_liabilities"],
    ["income_statement", "Corporation tax", undefined, "income_tax"],
    ["income_statement", "Trading profit", undefined, "operating_profit"],
    ["income_statement", "Income tax credit", undefined, "income_tax"],
    // IN, PH, SG/HK
    ["balance_sheet", "Balances with banks", undefined, "cash"],
    ["balance_sheet", "Issued and paid-up capital", undefined, "share_capital"],
    ["balance_sheet", "Unappropriated retained earnings", undefined, "retained_earnings"],
    ["balance_sheet", "Prepayments, deposits and other receivables", undefined, "other_current_assets"],
    ["income_statement", "Cost of services", undefined, "cost_of_goods_sold"],
    ["income_statement", "Provision for taxation", undefined, "income_tax"],
    // US small business, QuickBooks, Xero
    ["balance_sheet", "Accounts Receivable (A/R)", undefined, "trade_receivables"],
    ["balance_sheet", "Inventory Asset", undefined, "inventory"],
    ["balance_sheet", "Accounts Payable (A/P)", undefined, "trade_payables"],
    ["balance_sheet", "Total Owner's Equity", undefined, "total_equity"],
    ["balance_sheet", "Total Liabilities and Owner's Equity", undefined, "total_liabilities_and_equity"],
    ["balance_sheet", "Loans payable, net of current portion", undefined, "long_term_debt"],
    ["balance_sheet", "Bank loans, less current maturities", undefined, "long_term_debt"],
    ["income_statement", "Selling and administrative expenses", undefined, "selling_general_administrative"],
    ["income_statement", "Direct Costs", undefined, "cost_of_goods_sold"],
    ["balance_sheet", "Accounts payable and accrued expenses", undefined, "trade_payables"],
    ["balance_sheet", "Total liabilities and stockholders' deficit", undefined, "total_liabilities_and_equity"],
    ["balance_sheet", "Capital and reserves", undefined, "total_equity"],
    ["income_statement", "Operating loss", undefined, "operating_profit"],
    ["income_statement", "Benefit from income taxes", undefined, "income_tax"],
    ["income_statement", "Interest and other income", undefined, "other_income"],
    ["income_statement", "Loss for the financial year", undefined, "net_profit"],
    [
      "income_statement",
      "Net earnings, including earnings attributable to redeemable and noncontrolling interests",
      undefined,
      "net_profit",
    ],
  ])("finds the regional wording %s: %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("reads an agency's commission revenue as a part of revenue, and no non-controlling share as the profit", () => {
    expect(matchLabel("income_statement", "Commission revenue", undefined)).toMatchObject({
      key: "revenue",
      sum: true,
    });
    expect(
      matchLabel("income_statement", "Net income attributable to noncontrolling interests", undefined),
    ).toBeUndefined();
    expect(matchLabel("balance_sheet", "Plant and equipment", undefined)).toBeUndefined();
  });

  it("marks a component as adding up and a subtotal as wider", () => {
    expect(matchLabel("income_statement", "General and administrative", undefined)).toMatchObject({
      key: "selling_general_administrative",
      sum: true,
    });
    expect(matchLabel("income_statement", "Selling, general and administrative expense", undefined)).toEqual({
      key: "selling_general_administrative",
      sum: false,
    });
    expect(matchLabel("balance_sheet", "Long-term debt", undefined)).toMatchObject({
      key: "long_term_debt",
      wider: true,
    });
    expect(matchLabel("balance_sheet", "Long-term debt, less current maturities", undefined)?.wider).toBeUndefined();
  });

  it("reads 'Investments' and 'Deposits' only where their section says what they are", () => {
    expect(matchLabel("balance_sheet", "Investments", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Investments", "current_assets")?.key).toBe("other_current_assets");
    expect(matchLabel("balance_sheet", "Deposits", undefined)).toBeUndefined();
    // "Members' equity" alone heads the equity section of an LLC; its total is "Total members' equity".
    expect(sectionOf("Members' equity")).toBe("equity");
  });

  it("leaves the labels it lists as unmapped unmatched, in every statement", () => {
    const types: DocumentType[] = ["balance_sheet", "income_statement", "cashflow_statement"];
    const matched: string[] = [];
    for (const v of vocabularies) {
      for (const u of v.unmapped) {
        for (const t of types) {
          const hit = matchLabel(t, u.label, undefined);
          if (hit) matched.push(`${u.element} "${u.label}" → ${t} ${hit.key}`);
        }
      }
    }
    expect(matched).toEqual([]);
  });

  it("normalizes a label once: case, punctuation, & and and, note references, less:", () => {
    expect(normalizeLabel("Less: Accumulated Depreciation (Note 5)")).toBe("accumulated depreciation");
    expect(normalizeLabel("Trade & other receivables (see notes 5 and 6)")).toBe("trade and other receivables");
    expect(normalizeLabel("Jahresüberschuß/Jahresfehlbetrag")).toBe("jahresuberschuss jahresfehlbetrag");
    expect(matchLabel("balance_sheet", "Trade receivables 12", undefined)?.key).toBe("trade_receivables");
  });
});
