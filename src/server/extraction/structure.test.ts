import { describe, expect, it } from "vitest";
import type { DocumentType } from "../../contract/chart-of-accounts";
import { checkStatements } from "./checks";
import { type ExtractedStatement, parseStatements } from "./extract";
import type { TextLine } from "./pdf-text";

/**
 * Structure over single lines and the trust rules (issue 22): the chart's sign convention whatever
 * the print, printed totals over their parts, "less current portion", and the checks that say
 * why a document needs review. Statements are built as text lines (label at x 50, two amount
 * columns right-aligned at 400 and 480), as pdf-text.ts gives them.
 */

type Row = string | [string, ...string[]];

function lines(rows: Row[]): TextLine[] {
  let y = 800;
  return rows.map((row) => {
    y -= 14;
    const [label, ...amounts] = typeof row === "string" ? [row] : row;
    const cells = [
      ...(label ? [{ text: label, x0: 50, x1: 50 + label.length * 5 }] : []),
      ...amounts.map((a, i) => ({ text: a, x0: 400 + i * 80 - a.length * 5, x1: 400 + i * 80 })),
    ];
    return { page: 1, y, size: 10, cells, text: cells.map((c) => c.text).join(" ") };
  });
}

const header: Row[] = ["Acme Ltd", "(in thousands)", ["", "2025", "2024"]];

function read(title: string, rows: Row[]) {
  const { statements } = parseStatements(lines([title, "For the year ended 31 December 2025", ...header, ...rows]));
  const results = checkStatements(statements);
  return statements.map((s, i) => ({ s, r: results[i] as (typeof results)[number] }));
}

function doc(list: ReturnType<typeof read>, type: DocumentType, period = "2025-12-31") {
  const found = list.find((x) => x.s.documentType === type && x.s.period === period);
  if (!found) throw new Error(`no ${type} ${period}`);
  return found;
}

const amounts = (s: ExtractedStatement) => Object.fromEntries(s.lineItems.map((i) => [i.key, i.amount]));
const failed = (r: { checks: Array<{ name: string; passed: boolean }> }) =>
  r.checks.filter((c) => !c.passed).map((c) => c.name);

describe("sign convention", () => {
  it("stores an expense printed in parentheses among plain expenses as positive, tied by the operating section", () => {
    const list = read("Income statement", [
      ["Revenue", "123,343", "164,076"],
      ["Cost of sales", "119,594", "121,617"],
      ["Gross profit", "3,749", "42,459"],
      ["Operating expenses", "(19,760)", "(22,091)"],
      ["Operating profit (loss)", "(16,011)", "20,368"],
    ]);
    const { s, r } = doc(list, "income_statement");
    expect(amounts(s)).toMatchObject({ other_operating_expenses: 19_760_000, operating_profit: -16_011_000 });
    expect(r.checks.find((c) => c.name === "subtotal_operating_expenses")?.passed).toBe(true);
    expect(r.reviewStatus).toBe("auto_accepted");
  });

  it("a sign changed from the print that no total confirms needs review", () => {
    const list = read("Income statement", [
      ["Revenue", "1,000", "900"],
      ["Cost of sales", "600", "500"],
      ["Gross profit", "400", "400"],
      ["Administrative expenses", "100", "100"],
      ["Research and development", "(50)", "(50)"],
    ]);
    const { r } = doc(list, "income_statement");
    expect(failed(r)).toContain("sign_confirmed");
    expect(r.reviewStatus).toBe("needs_review");
  });

  it("income tax takes its sign from the chain: an expense in parentheses, a credit printed plain", () => {
    const list = read("Income statement", [
      ["Revenue", "1,000", "1,000"],
      ["Cost of sales", "(600)", "(600)"],
      ["Gross profit", "400", "400"],
      ["Profit before tax", "400", "400"],
      ["Income tax", "(100)", "50"],
      ["Net profit", "300", "450"],
    ]);
    expect(amounts(doc(list, "income_statement").s).income_tax).toBe(100_000);
    expect(amounts(doc(list, "income_statement", "2024-12-31").s).income_tax).toBe(-50_000);
    expect(doc(list, "income_statement").r.reviewStatus).toBe("auto_accepted");
  });
});

describe("printed totals over their parts", () => {
  it("takes total revenues, not the first component", () => {
    const list = read("Income statement", [
      ["Service revenue", "700", "600"],
      ["Product revenue", "300", "200"],
      ["Total revenues", "1,000", "800"],
      ["Cost of revenues", "600", "500"],
      ["Gross profit", "400", "300"],
    ]);
    const { s, r } = doc(list, "income_statement");
    expect(amounts(s).revenue).toBe(1_000_000);
    expect(r.reviewStatus).toBe("auto_accepted");
  });

  it("rebuilds revenue from its parts when no total is printed, and needs a total to trust it", () => {
    const tied = read("Income statement", [
      ["Service revenue", "700", "600"],
      ["Product revenue", "300", "200"],
      ["Cost of revenues", "600", "500"],
      ["Gross profit", "400", "300"],
    ]);
    expect(amounts(doc(tied, "income_statement").s).revenue).toBe(1_000_000);
    expect(doc(tied, "income_statement").r.reviewStatus).toBe("auto_accepted");
    const untied = read("Income statement", [
      ["Service revenue", "700", "600"],
      ["Product revenue", "300", "200"],
      ["Net profit", "100", "50"],
      ["Income tax", "20", "10"],
    ]);
    const { r } = doc(untied, "income_statement");
    expect(r.checks.find((c) => c.name === "figures_tied")).toMatchObject({
      passed: false,
      detail: expect.stringContaining("sum of its printed parts"),
    });
  });

  it("takes a printed SG&A total over its parts ('Total selling, general and administrative expenses')", () => {
    const list = read("Income statement", [
      ["Revenue", "1,000", "900"],
      ["Cost of sales", "600", "500"],
      ["Gross profit", "400", "400"],
      "Selling, general and administrative expenses:",
      ["Selling", "100", "90"],
      ["General and administrative", "150", "140"],
      ["Total selling, general and administrative expenses", "250", "230"],
      ["Operating profit", "150", "170"],
    ]);
    const { s, r } = doc(list, "income_statement");
    expect(amounts(s).selling_general_administrative).toBe(250_000);
    expect(r.reviewStatus).toBe("auto_accepted");
  });

  it("a printed SG&A part alone that the operating section does not tie needs review", () => {
    const list = read("Income statement", [
      ["Revenue", "1,000", "900"],
      ["Cost of sales", "600", "500"],
      ["Gross profit", "400", "400"],
      ["Selling", "100", "90"],
      ["General and administrative", "150", "140"],
      ["Operating profit", "150", "170"],
    ]);
    const { s, r } = doc(list, "income_statement");
    expect(amounts(s).selling_general_administrative).toBe(150_000);
    expect(failed(r)).toEqual(expect.arrayContaining(["subtotal_operating_expenses", "figures_tied"]));
  });
});

const balanceHead: Row[] = [
  "Current assets",
  ["Cash", "200", "150"],
  ["Trade receivables", "300", "250"],
  ["Total current assets", "500", "400"],
  "Non-current assets",
  ["Property, plant and equipment", "1,500", "1,600"],
  ["Total non-current assets", "1,500", "1,600"],
  ["Total assets", "2,000", "2,000"],
  "Current liabilities",
  ["Trade payables", "300", "400"],
  ["Current maturities of long-term debt", "100", "100"],
  ["Total current liabilities", "400", "500"],
  "Non-current liabilities",
];
const balanceFoot: Row[] = [
  ["Other non-current liabilities", "100", "100"],
  ["Total non-current liabilities", "1,000", "1,000"],
  ["Total liabilities", "1,400", "1,500"],
  "Equity",
  ["Share capital", "100", "100"],
  ["Retained earnings", "500", "400"],
  ["Total equity", "600", "500"],
  ["Total liabilities and equity", "2,000", "2,000"],
];

describe("a line of the key alone over a label that holds more (the vocabulary's wider elements)", () => {
  it("takes 'Trade receivables' over 'Trade and other receivables' printed before it, and keeps it when printed after", () => {
    const before = read("Balance sheet", [
      ["Trade and other receivables", "1,500", "1,400"],
      ["Trade receivables", "1,200", "1,100"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(before, "balance_sheet").s)).toMatchObject({ trade_receivables: 1_200_000, cash: 300_000 });
    const after = read("Balance sheet", [
      ["Trade receivables", "1,200", "1,100"],
      ["Trade and other receivables", "1,500", "1,400"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(after, "balance_sheet").s)).toMatchObject({ trade_receivables: 1_200_000 });
    // Alone, the wider line is the key's figure.
    const alone = read("Balance sheet", [
      ["Trade and other receivables", "1,500", "1,400"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(alone, "balance_sheet").s)).toMatchObject({ trade_receivables: 1_500_000 });
  });
});

describe("goodwill and the other intangibles printed apart (tangible net worth deducts both)", () => {
  it("adds 'Goodwill' and 'Intangible assets, net' whichever comes first; a line of both is the figure", () => {
    const goodwillFirst = read("Balance sheet", [
      ["Goodwill", "700", "650"],
      ["Intangible assets, net", "90", "110"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(goodwillFirst, "balance_sheet").s)).toMatchObject({ intangible_assets: 790_000, cash: 300_000 });
    const intangiblesFirst = read("Balance sheet", [
      ["Other intangible assets", "90", "110"],
      ["Goodwill", "700", "650"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(intangiblesFirst, "balance_sheet").s)).toMatchObject({ intangible_assets: 790_000 });
    const both = read("Balance sheet", [
      ["Goodwill", "700", "650"],
      ["Other intangible assets", "90", "110"],
      ["Goodwill and intangible assets", "790", "760"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(both, "balance_sheet").s)).toMatchObject({ intangible_assets: 790_000 });
    const alone = read("Balance sheet", [
      ["Goodwill", "700", "650"],
      ["Cash", "300", "200"],
    ]);
    expect(amounts(doc(alone, "balance_sheet").s)).toMatchObject({ intangible_assets: 700_000 });
  });
});

describe("a statement continued on the next page without its scale line", () => {
  it("keeps the scale of the first part for the continuation's same columns", () => {
    const part = (n: number, title: string, rows: Row[]) =>
      lines([
        title,
        "As at 31 December 2025",
        ...(n === 1 ? ["(in thousands)"] : []),
        ["", "2025", "2024"],
        ...rows,
      ]).map((l) => ({ ...l, page: n }));
    const { statements } = parseStatements([
      ...part(1, "Balance sheet", [
        ["Cash", "300", "200"],
        ["Total assets", "1,000", "900"],
      ]),
      ...part(2, "Balance sheet (continued)", [
        ["Trade payables", "400", "350"],
        ["Total liabilities and equity", "1,000", "900"],
      ]),
    ]);
    const bs = statements.find((s) => s.documentType === "balance_sheet" && s.period === "2025-12-31");
    expect(bs && amounts(bs)).toMatchObject({
      cash: 300_000,
      trade_payables: 400_000,
      total_liabilities_and_equity: 1_000_000,
    });
  });
});

describe("a first line item that begins with the word 'Notes'", () => {
  it("reads 'Notes payable to banks' under the column headers as a line item, not as the notes column's header", () => {
    const list = read("Balance sheet", [
      ["Notes payable to banks", "3,583", "4,672"],
      ["Accrued liabilities", "3,637", "5,177"],
      ["Total current liabilities", "7,220", "9,849"],
    ]);
    expect(amounts(doc(list, "balance_sheet").s)).toMatchObject({ short_term_debt: 3_583_000 });
  });
});

describe("total equity with non-controlling interests", () => {
  it("takes 'Total equity' printed below the owners' equity and the non-controlling interests", () => {
    const list = read("Balance sheet", [
      ["Total assets", "31,451", "31,090"],
      ["Total liabilities", "20,751", "20,302"],
      ["Total stockholders' equity", "10,449", "10,542"],
      ["Noncontrolling interests", "251", "246"],
      ["Total equity", "10,700", "10,788"],
    ]);
    expect(amounts(doc(list, "balance_sheet").s)).toMatchObject({ total_equity: 10_700_000 });
    const owners = read("Balance sheet", [
      ["Total assets", "31,451", "31,090"],
      ["Total liabilities", "20,751", "20,302"],
      ["Total stockholders' equity", "10,700", "10,788"],
    ]);
    expect(amounts(doc(owners, "balance_sheet").s)).toMatchObject({ total_equity: 10_700_000 });
  });
});

describe("long-term debt less its current portion", () => {
  it("takes 'Long-term debt, less current maturities' over the debt line that includes them", () => {
    const list = read("Balance sheet", [
      ...balanceHead,
      ["Long-term debt", "1,000", "1,000"],
      ["Less current maturities", "(100)", "(100)"],
      ["Long-term debt, less current maturities", "900", "900"],
      ...balanceFoot,
    ]);
    const { s, r } = doc(list, "balance_sheet");
    expect(amounts(s)).toMatchObject({ long_term_debt: 900_000, current_portion_long_term_debt: 100_000 });
    expect(r.checks.find((c) => c.name === "section_sum_non_current_liabilities")?.passed).toBe(true);
    expect(r.reviewStatus).toBe("auto_accepted");
  });

  it("rebuilds long-term debt without its current part when no net line is printed", () => {
    const list = read("Balance sheet", [
      ...balanceHead,
      ["Long-term debt", "1,000", "1,000"],
      ["Less current portion", "(100)", "(100)"],
      ...balanceFoot,
    ]);
    const { s, r } = doc(list, "balance_sheet");
    expect(amounts(s).long_term_debt).toBe(900_000);
    expect(r.checks.find((c) => c.name === "figures_tied")?.passed).toBe(true);
    expect(r.reviewStatus).toBe("auto_accepted");
  });

  it("a non-current section whose lines are all read and do not add up to its total needs review", () => {
    const list = read("Balance sheet", [...balanceHead, ["Long-term debt", "1,000", "1,000"], ...balanceFoot]);
    const { r } = doc(list, "balance_sheet");
    expect(r.checks.find((c) => c.name === "section_sum_non_current_liabilities")).toMatchObject({
      passed: false,
      detail: expect.stringContaining("off by 100,000"),
    });
    expect(r.reviewStatus).toBe("needs_review");
  });
});

describe("one number convention per document, a period the title agrees with", () => {
  it("flags a lone 43.068 among comma-grouped figures", () => {
    const list = read("Income statement", [
      ["Revenue", "1,243,068", "1,100,000"],
      ["Cost of sales", "43.068", "600,000"],
      ["Gross profit", "1,200,000", "500,000"],
    ]);
    const { r } = doc(list, "income_statement");
    expect(failed(r)).toContain("number_convention");
    expect(r.reviewStatus).toBe("needs_review");
  });

  it("flags columns that end after the period the title prints (2028 read for 2025)", () => {
    const { statements } = parseStatements(
      lines([
        "Income statement",
        "For the year ended 31 December 2025",
        ["", "2028", "2024"],
        ["Revenue", "1,000", "900"],
        ["Cost of sales", "600", "500"],
        ["Gross profit", "400", "400"],
      ]),
    );
    const results = checkStatements(statements);
    const i = statements.findIndex((s) => s.period === "2028-12-31");
    expect(results[i]?.checks.find((c) => c.name === "period_plausible")).toMatchObject({
      passed: false,
      detail: expect.stringContaining("2025-12-31"),
    });
    expect(results[i]?.reviewStatus).toBe("needs_review");
  });
});
