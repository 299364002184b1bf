import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { fallbackLabel } from "./fallback-label";
import { matchLabel } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * reader11 (issue 22): entity forms' wording as families (co-operatives, associations, partnerships,
 * HGB KG / eG / Einzelkaufmann, Commonwealth small companies), labels that qualify a known label,
 * and the fallback classifier for labels outside the table. Synthetic labels and lines only, never
 * corpus files.
 */
const none = new Set<never>();

describe("entity forms' wording, as families", () => {
  it.each([
    // co-operatives
    ["income_statement", "Sales and revenues", undefined, "revenue"],
    ["income_statement", "Net sales and other revenue", undefined, "revenue"],
    ["income_statement", "Net margins from operations", undefined, "operating_profit"],
    ["income_statement", "Net savings from operations", undefined, "operating_profit"],
    ["income_statement", "Net margins before income taxes", undefined, "profit_before_tax"],
    ["income_statement", "Patronage dividends from other cooperatives", undefined, "other_income"],
    ["income_statement", "Patronage refunds received", undefined, "other_income"],
    ["balance_sheet", "Investments in other cooperatives", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Seasonal line of credit", "current_liabilities", "short_term_debt"],
    [
      "balance_sheet",
      "Patronage refunds and equities payable in cash",
      "current_liabilities",
      "other_current_liabilities",
    ],
    ["balance_sheet", "Patronage dividends payable", "current_liabilities", "other_current_liabilities"],
    [
      "balance_sheet",
      "Deferred patronage and other liabilities",
      "non_current_liabilities",
      "other_non_current_liabilities",
    ],
    ["balance_sheet", "Preferred stock and member certificates", "equity", "share_capital"],
    ["balance_sheet", "Membership certificates", "equity", "share_capital"],
    ["balance_sheet", "Allocated and unallocated equity", "equity", "retained_earnings"],
    ["balance_sheet", "Patronage equities", "equity", "retained_earnings"],
    ["balance_sheet", "Goodwill and other intangibles", undefined, "intangible_assets"],
    // associations and clubs
    ["income_statement", "Interest paid", undefined, "interest_expense"],
    ["balance_sheet", "Payables", "current_liabilities", "trade_payables"],
    ["balance_sheet", "Income in advance", "current_liabilities", "other_current_liabilities"],
    ["balance_sheet", "Subscriptions received in advance", "current_liabilities", "other_current_liabilities"],
    ["balance_sheet", "Employee provisions", "current_liabilities", "other_current_liabilities"],
    [
      "balance_sheet",
      "Provision for employee entitlements",
      "non_current_liabilities",
      "other_non_current_liabilities",
    ],
    ["balance_sheet", "Term deposits", "non_current_assets", "other_non_current_assets"],
    // partnerships
    ["income_statement", "Fee income", undefined, "revenue"],
    ["income_statement", "Professional fees earned", undefined, "revenue"],
    ["income_statement", "Income before unincorporated business tax", undefined, "profit_before_tax"],
    ["income_statement", "Unincorporated business tax", undefined, "income_tax"],
    ["income_statement", "State franchise tax", undefined, "income_tax"],
    ["balance_sheet", "Client relationships, net", undefined, "intangible_assets"],
    ["balance_sheet", "Customer lists", undefined, "intangible_assets"],
    // Commonwealth small companies
    ["balance_sheet", "GST receivable and prepayments", "current_assets", "other_current_assets"],
    ["balance_sheet", "VAT recoverable", "current_assets", "other_current_assets"],
    ["balance_sheet", "Tax recoverable and prepayments", "current_assets", "other_current_assets"],
    ["balance_sheet", "Prepayments and other assets", "current_assets", "other_current_assets"],
    ["balance_sheet", "GST and PAYE payable", "current_liabilities", "other_current_liabilities"],
    ["balance_sheet", "VAT and social security", "current_liabilities", "other_current_liabilities"],
    ["balance_sheet", "Shareholder advances", "non_current_liabilities", "other_non_current_liabilities"],
    ["balance_sheet", "Advances from directors", "non_current_liabilities", "other_non_current_liabilities"],
    ["balance_sheet", "Quoted equity investments", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Long-term investments", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Other investments", "non_current_assets", "other_non_current_assets"],
    ["balance_sheet", "Income surplus", "equity", "retained_earnings"],
    ["balance_sheet", "Reserves", "equity", "retained_earnings"],
    ["balance_sheet", "Trade and bills payables", "current_liabilities", "trade_payables"],
    ["income_statement", "Depreciation of property, plant and equipment", undefined, "depreciation_amortization"],
    ["income_statement", "Amortisation of intangible assets", undefined, "depreciation_amortization"],
    // HGB partnerships, co-operatives and sole traders
    ["balance_sheet", "I. Kapitalanteile der Kommanditisten", "equity", "share_capital"],
    ["balance_sheet", "Kapitalanteil der persönlich haftenden Gesellschafterin", "equity", "share_capital"],
    ["balance_sheet", "I. Geschäftsguthaben der Mitglieder", "equity", "share_capital"],
    ["balance_sheet", "Kapital am Ende des Geschäftsjahres", "equity", "total_equity"],
    ["balance_sheet", "II. 2. Forderungen gegen Gesellschafter", "current_assets", "other_current_assets"],
    ["income_statement", "4. Abschreibungen auf Sachanlagen", undefined, "depreciation_amortization"],
    ["income_statement", "6. Erträge aus Beteiligungen an Genossenschaften", undefined, "other_income"],
    ["income_statement", "9. Gewerbesteuer", undefined, "income_tax"],
    // cash flow statements' short lines
    ["cashflow_statement", "At start of year", undefined, "cash_at_beginning"],
    ["cashflow_statement", "At the beginning of the financial year", undefined, "cash_at_beginning"],
    ["cashflow_statement", "At end of year", undefined, "cash_at_end"],
    ["cashflow_statement", "Net cash generated from operations", undefined, "net_cash_from_operating_activities"],
    ["cashflow_statement", "Borrowings repaid", undefined, "repayment_of_borrowings"],
    ["cashflow_statement", "Repayment of bank borrowings", undefined, "repayment_of_borrowings"],
  ] as const)("reads %s '%s' (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });

  it("keeps lines that may be one part of their key adding up, and whole lines plain", () => {
    expect(matchLabel("income_statement", "Fee income", undefined)).toEqual({ key: "revenue", sum: true });
    expect(matchLabel("balance_sheet", "Reserves", "equity")).toEqual({ key: "retained_earnings", sum: true });
    expect(matchLabel("income_statement", "Net margins before income taxes", undefined)).toEqual({
      key: "profit_before_tax",
      sum: false,
    });
  });

  it("leaves the table's plain labels as they were", () => {
    expect(matchLabel("balance_sheet", "Accumulated surplus", "equity")).toEqual({
      key: "retained_earnings",
      sum: false,
    });
    expect(matchLabel("balance_sheet", "Bank line of credit", "current_liabilities")).toEqual({
      key: "short_term_debt",
      sum: false,
    });
    expect(matchLabel("balance_sheet", "Members shares", "equity")).toEqual({ key: "share_capital", sum: false });
    expect(matchLabel("balance_sheet", "Kommanditkapital", "equity")).toEqual({ key: "share_capital", sum: false });
  });

  it.each([
    "Employee expenses",
    "Employee costs",
    "Salaries, wages and benefits",
    "Salaries and benefits",
    "Wages and benefits",
    "Salaries and related costs",
  ])("reads staff costs '%s' as no key, never SG&A (reader31, the chart of accounts)", (label) => {
    expect(matchLabel("income_statement", label, undefined)).toBeUndefined();
    expect(fallbackLabel("income_statement", label, undefined, { first: false, read: none })?.key).not.toBe(
      "selling_general_administrative",
    );
  });

  it("does not take IAS 7's cash generated from operations, nor a result before interest, for the totals", () => {
    expect(matchLabel("cashflow_statement", "Cash generated from operations", undefined)).toBeUndefined();
    expect(matchLabel("income_statement", "Profit before interest and tax", undefined)?.key).not.toBe(
      "profit_before_tax",
    );
  });

  it("reads section-bound wording only in its section", () => {
    expect(matchLabel("balance_sheet", "Reserves", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Payables", undefined)).toBeUndefined();
    expect(matchLabel("balance_sheet", "Term deposits", "current_assets")).toBeUndefined();
  });
});

describe("labels that qualify a known label", () => {
  it.each([
    ["Accounts receivable − members and patrons", "current_assets", "trade_receivables"],
    ["Inventories – grain, feed and agronomy", "current_assets", "inventory"],
    ["Bank borrowings - due within one year", "current_liabilities", "short_term_debt"],
    ["Bank borrowings - due after one year", "non_current_liabilities", "long_term_debt"],
    ["III. Finanzanlagen (Geschäftsanteile an Genossenschaften)", undefined, "other_non_current_assets"],
    ["II. Forderungen aus Lieferungen und Leistungen an Mitglieder", undefined, "trade_receivables"],
    ["Rental deposits and other non-current assets", "non_current_assets", "other_non_current_assets"],
    ["Deposits and other current assets", "current_assets", "other_current_assets"],
  ] as const)("reads '%s' (%s) as %s, adding up", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)).toEqual({ key, sum: true });
  });

  it("reads a qualified income line and a tax explained in parentheses", () => {
    expect(matchLabel("income_statement", "Occupancy and other expenses", undefined)).toEqual({
      key: "other_operating_expenses",
      sum: true,
    });
    expect(matchLabel("income_statement", "Steuern vom Einkommen und vom Ertrag (Gewerbesteuer)", undefined)).toEqual({
      key: "income_tax",
      sum: true,
    });
  });

  it("drops a sub-item's number after its group's", () => {
    expect(matchLabel("balance_sheet", "II. 1. Forderungen aus Lieferungen und Leistungen", undefined)?.key).toBe(
      "trade_receivables",
    );
  });

  it("reads a class of fixed assets ', net' as the net fixed assets", () => {
    expect(matchLabel("balance_sheet", "Equipment and leasehold improvements, net", "non_current_assets")?.key).toBe(
      "net_fixed_assets",
    );
    expect(matchLabel("balance_sheet", "Equipment and leasehold improvements", "non_current_assets")?.key).toBe(
      "gross_fixed_assets",
    );
  });

  it("refuses a head whose key does not belong to the line's section", () => {
    // "Trade receivables − due after one year" among non-current liabilities is no receivable there.
    expect(
      matchLabel("balance_sheet", "Trade receivables − due after one year", "non_current_liabilities"),
    ).toBeUndefined();
    expect(matchLabel("balance_sheet", "Investments and other assets", "current_assets")).toBeUndefined();
    expect(matchLabel("balance_sheet", "Accruals and other payables", "operating")).toBeUndefined();
  });
});

describe("the fallback classifier", () => {
  const bs = (label: string, section: Parameters<typeof fallbackLabel>[2]) =>
    fallbackLabel("balance_sheet", label, section, { first: false, read: none })?.key;

  it.each([
    ["Petty cash and bank accounts", "current_assets", "cash"],
    ["Customer receivables", "current_assets", "trade_receivables"],
    ["Staff advances and deposits", "current_assets", "other_current_assets"],
    ["Stocks of spare parts", "current_assets", "inventory"],
    ["Brand names and licences", "non_current_assets", "intangible_assets"],
    ["Loans to associates", "non_current_assets", "other_non_current_assets"],
    ["Motor vehicles and machinery, net", "non_current_assets", "net_fixed_assets"],
    ["Overdraft facility", "current_liabilities", "short_term_debt"],
    ["Suppliers creditors", "current_liabilities", "trade_payables"],
    ["Accrued charges and deferred grants", "current_liabilities", "other_current_liabilities"],
    ["Mortgage loan", "non_current_liabilities", "long_term_debt"],
    ["Loans from partners", "non_current_liabilities", "other_non_current_liabilities"],
    ["General reserve", "equity", "retained_earnings"],
    ["Paid up capital", "equity", "share_capital"],
  ] as const)("reads '%s' under %s as %s", (label, section, key) => {
    expect(bs(label, section)).toBe(key);
  });

  it("leaves a line without a section, a total, a premium or a group's reserve alone", () => {
    expect(bs("Petty cash", undefined)).toBeUndefined();
    expect(bs("Total borrowings", "current_liabilities")).toBeUndefined();
    expect(bs("Share premium", "equity")).toBeUndefined();
    expect(bs("Capital reserve", "equity")).toBeUndefined();
    expect(bs("Revaluation reserve", "equity")).toBeUndefined();
    expect(bs("Rücklagen", "equity")).toBeUndefined();
    expect(bs("Current portion of mortgage", "current_liabilities")).toBeUndefined();
    expect(bs("Motor vehicles at valuation", "non_current_assets")).toBeUndefined();
  });

  it("reads what is left of a printed section as its other line, never in an inferred section", () => {
    const place = (sectionPrinted: boolean) => ({ first: false, read: none, sectionPrinted });
    expect(fallbackLabel("balance_sheet", "Derivative assets", "current_assets", place(true))?.key).toBe(
      "other_current_assets",
    );
    expect(fallbackLabel("balance_sheet", "Derivative assets", "current_assets", place(false))).toBeUndefined();
    expect(
      fallbackLabel("balance_sheet", "Asset retirement obligation", "non_current_liabilities", place(true))?.key,
    ).toBe("other_non_current_liabilities");
    expect(
      fallbackLabel("balance_sheet", "Plant and machinery at cost", "non_current_assets", place(true)),
    ).toBeUndefined();
    expect(fallbackLabel("balance_sheet", "Hedging reserve", "equity", place(true))).toBeUndefined();
  });

  it("never reads a label the published vocabularies leave unmapped on purpose", () => {
    const place = { first: false, read: none, sectionPrinted: true };
    expect(fallbackLabel("balance_sheet", "Rückstellungen", "current_liabilities", place)).toBeUndefined();
    expect(fallbackLabel("income_statement", "Employee benefits expense", undefined, place)).toBeUndefined();
  });

  it("reads income-statement lines by their place", () => {
    const is = (label: string, place: Parameters<typeof fallbackLabel>[3]) =>
      fallbackLabel("income_statement", label, undefined, place)?.key;
    expect(is("Tuition and boarding fees", { first: true, read: none })).toBe("revenue");
    expect(is("Tuition and boarding fees", { first: false, read: none })).toBeUndefined();
    expect(is("Other operating income", { first: true, read: none })).toBeUndefined();
    expect(is("Cost of program supplies", { first: false, read: new Set(["revenue"] as const) })).toBe(
      "cost_of_goods_sold",
    );
    expect(
      is("Cost of program supplies", { first: false, read: new Set(["revenue", "gross_profit"] as const) }),
    ).toBeUndefined();
    expect(is("Surplus before levies and tax", { first: false, read: none })).toBe("profit_before_tax");
    expect(is("Result before interest and tax", { first: false, read: none })).toBeUndefined();
    expect(is("Levies and withholding taxes", { first: false, previous: "profit_before_tax", read: none })).toBe(
      "income_tax",
    );
    expect(is("Levies and withholding taxes", { first: false, previous: "revenue", read: none })).toBeUndefined();
    expect(is("Interest on bank overdraft", { first: false, read: none })).toBe("interest_expense");
    expect(is("Interest received and other income", { first: false, read: none })).toBeUndefined();
    expect(is("Depreciation of motor vehicles", { first: false, read: none })).toBe("depreciation_amortization");
  });

  it("reads cash-flow lines by their words", () => {
    const cf = (label: string) =>
      fallbackLabel("cashflow_statement", label, undefined, { first: false, read: none })?.key;
    expect(cf("Mortgage principal repaid")).toBe("repayment_of_borrowings");
    expect(cf("Additions to motor vehicles and equipment")).toBe("purchase_of_fixed_assets");
    expect(cf("Distributions to partners")).toBe("dividends_paid");
    expect(cf("Proceeds from new loans")).toBeUndefined();
  });
});

describe("figures read by the fallback in a statement", () => {
  const association = (total: string, prior: string) =>
    page([
      [at("Statement of Financial Position", 200)],
      [at("As at 30 June 2025", 210)],
      [right("2025", 400), right("2024", 480)],
      [at("Current assets", 30)],
      [at("Cash at bank", 30), right("5,000", 400), right("4,000", 480)],
      [at("Trade receivables", 30), right("1,000", 400), right("900", 480)],
      [at("Staff advances and deposits", 30), right("200", 400), right("100", 480)],
      [at("Total current assets", 30), right(total, 400), right(prior, 480)],
      [at("Total assets", 30), right(total, 400), right(prior, 480)],
      [at("Current liabilities", 30)],
      [at("Trade payables", 30), right("1,200", 400), right("1,000", 480)],
      [at("Total liabilities", 30), right("1,200", 400), right("1,000", 480)],
      [at("Equity", 30)],
      [at("Accumulated surplus", 30), right("5,000", 400), right("4,000", 480)],
      [at("Total equity", 30), right("5,000", 400), right("4,000", 480)],
      [at("Total liabilities and equity", 30), right("6,200", 400), right("5,000", 480)],
    ]);

  it("stores the figure marked derived; a section total that ties it leaves the document trusted", () => {
    const { statements } = parseStatements(association("6,200", "5,000"));
    const [current] = statements;
    expect(amounts(current)).toMatchObject({ other_current_assets: 200, total_current_assets: 6200 });
    expect(
      current?.reading?.notes?.some(
        (n) => n.key === "other_current_assets" && n.kind === "derived" && /outside the synonym table/.test(n.detail),
      ),
    ).toBe(true);
    const results = checkStatements(statements);
    expect(results[0]?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(true);
  });

  it("holds the document for review when no total ties the figure", () => {
    const lines = page([
      [at("Statement of Financial Position", 200)],
      [at("As at 30 June 2025", 210)],
      [right("2025", 400), right("2024", 480)],
      [at("Current assets", 30)],
      [at("Cash at bank", 30), right("5,000", 400), right("4,000", 480)],
      [at("Staff advances and deposits", 30), right("200", 400), right("100", 480)],
      [at("Equity", 30)],
      [at("Accumulated surplus", 30), right("5,200", 400), right("4,100", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toMatchObject({ other_current_assets: 200 });
    const results = checkStatements(statements);
    expect(results[0]?.checks.find((c) => c.name === "figures_tied")?.passed).toBe(false);
    expect(results[0]?.reviewStatus).toBe("needs_review");
  });

  it("gives way to a line of the key from the table", () => {
    const lines = page([
      [at("Statement of Financial Position", 200)],
      [at("As at 30 June 2025", 210)],
      [right("2025", 400), right("2024", 480)],
      [at("Current assets", 30)],
      [at("Staff advances and deposits", 30), right("200", 400), right("100", 480)],
      [at("Other current assets", 30), right("350", 400), right("300", 480)],
      [at("Cash", 30), right("5,000", 400), right("4,000", 480)],
      [at("Total current assets", 30), right("5,550", 400), right("4,400", 480)],
      [at("Total assets", 30), right("5,550", 400), right("4,400", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toMatchObject({ other_current_assets: 350, cash: 5000 });
  });
});

describe("a co-operative's income statement", () => {
  it("reads general and administrative as SG&A and leaves the salaries out (staff costs, reader31)", () => {
    const lines = page([
      [at("Consolidated Statements of Operations", 170)],
      [at("For the years ended August 31, 2025 and 2024", 160)],
      [right("2025", 400), right("2024", 480)],
      [at("Sales and revenues", 30), right("10,000", 400), right("9,000", 480)],
      [at("Cost of goods sold", 30), right("6,000", 400), right("5,500", 480)],
      [at("Gross margins", 30), right("4,000", 400), right("3,500", 480)],
      [at("Salaries, wages and benefits", 30), right("1,000", 400), right("900", 480)],
      [at("General and administrative", 30), right("700", 400), right("600", 480)],
      [at("Net margins from operations", 30), right("2,300", 400), right("2,000", 480)],
      [at("Patronage dividends from other cooperatives", 30), right("100", 400), right("50", 480)],
      [at("Net margins before income taxes", 30), right("2,400", 400), right("2,050", 480)],
      [at("Income taxes", 30), right("400", 400), right("350", 480)],
      [at("Net margins", 30), right("2,000", 400), right("1,700", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toMatchObject({
      revenue: 10_000,
      selling_general_administrative: 700,
      operating_profit: 2300,
      other_income: 100,
      profit_before_tax: 2400,
      income_tax: 400,
      net_profit: 2000,
    });
  });
});

describe("a UK LLP's members' interests below its net assets", () => {
  it("leaves them out of the liabilities section above", () => {
    const lines = page([
      [at("Balance Sheet", 200)],
      [at("As at 30 April 2025", 200)],
      [right("2025", 400), right("2024", 480)],
      [at("Current assets", 30)],
      [at("Cash at bank and in hand", 30), right("1,000", 400), right("900", 480)],
      [at("Debtors", 30), right("600", 400), right("500", 480)],
      [at("Creditors: amounts falling due after more than one year", 30)],
      [at("Bank loans", 30), right("(300)", 400), right("(200)", 480)],
      [at("Net assets attributable to members", 30), right("1,300", 400), right("1,200", 480)],
      [at("Represented by:", 30)],
      [at("Members' capital classified as a liability", 30), right("170", 400), right("170", 480)],
      [at("Other amounts", 30), right("1,130", 400), right("1,030", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).not.toHaveProperty("other_non_current_liabilities");
  });
});

describe("an HGB item printed without its group's noun", () => {
  it("reads '2. aus Lieferungen und Leistungen' under 'B. Verbindlichkeiten' as the trade payables", () => {
    const lines = page([
      [at("Bilanz", 200)],
      [at("zum 31. Dezember 2025", 190)],
      [right("31.12.2025", 400), right("31.12.2024", 480)],
      [at("Passiva", 30)],
      [at("A. Eigenkapital", 30)],
      [at("I. Kapitalanteile der Kommanditisten", 30), right("3.200", 400), right("3.200", 480)],
      [at("Summe Eigenkapital", 30), right("3.200", 400), right("3.200", 480)],
      [at("B. Verbindlichkeiten", 30)],
      [at("1. gegenüber Kreditinstituten", 30), right("2.000", 400), right("2.400", 480)],
      [at("2. aus Lieferungen und Leistungen", 30), right("886", 400), right("778", 480)],
      [at("Summe Passiva", 30), right("6.086", 400), right("6.378", 480)],
    ]);
    const { statements } = parseStatements(lines);
    expect(amounts(statements[0])).toMatchObject({ trade_payables: 886, share_capital: 3200 });
    expect(amounts(statements[0])).not.toHaveProperty("short_term_debt");
  });
});
