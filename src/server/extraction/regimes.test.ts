import { describe, expect, it } from "vitest";
import { checkStatements } from "./checks";
import { parseStatements } from "./extract";
import { parseAmount } from "./numbers";
import type { TextCell } from "./pdf-text";
import { headingType, isOtherSection, matchLabel } from "./synonyms";
import { amounts, at, page, right } from "./synthetic-lines.fixture";

/**
 * What statements of regimes and tools the reader had not met print (issue 22, reader6; docs/extraction.md
 * "Reader changes (reader6)"): synthetic lines (cells with positions, as pdf-text.ts gives them), never
 * corpus files.
 */

type Row = string[];
const X = (i: number) => 400 + i * 90;
/** Title lines at the margin, header lines (a cell is a text right-aligned over column i, or [text, right edge]), rows. */
function lines(title: string[], headers: Array<Array<string | [string, number]>>, rows: Row[]): TextCell[][] {
  return [
    ...title.map((t) => [at(t, 50)]),
    ...headers.map((h) => h.map((c, i) => (typeof c === "string" ? right(c, X(i)) : right(c[0], c[1])))),
    ...rows.map(([label, ...f]) => [at(label as string, 50), ...f.map((x, i) => right(x, X(i)))]),
  ];
}
const read = (...pages: TextCell[][][]) => {
  const { statements, notes } = parseStatements(pages.flatMap((p, i) => page(p, i + 1)));
  return { statements, notes, checks: checkStatements(statements) };
};
const IS: Row[] = [
  ["Revenue", "1,000", "900"],
  ["Cost of sales", "(600)", "(550)"],
  ["Gross profit", "400", "350"],
  ["Administrative expenses", "(150)", "(140)"],
  ["Operating profit", "250", "210"],
  ["Finance costs", "(50)", "(40)"],
  ["Profit before tax", "200", "170"],
  ["Income tax expense", "(40)", "(34)"],
  ["Profit for the year", "160", "136"],
];
const IS_2025 = { revenue: 1_000, cost_of_goods_sold: 600, gross_profit: 400, operating_profit: 250, net_profit: 160 };

describe("Group and Company columns side by side (SG, MY, HK, ZA, UK and IE annual reports)", () => {
  it("reads the group's columns only, never the company's, and the statement needs no review for it", () => {
    const { statements, checks } = read(
      lines(
        ["Acme Holdings Limited", "Statements of profit or loss", "For the year ended 31 December 2025"],
        [
          [
            ["Group", 445],
            ["Company", 625],
          ],
          ["2025", "2024", "2025", "2024"],
        ],
        IS.map(([l, a, b]) => [l as string, a as string, b as string, "7", "5"]),
      ),
    );
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "income_statement 2025-12-31",
      "income_statement 2024-12-31",
    ]);
    expect(amounts(statements[0])).toMatchObject(IS_2025);
    expect(amounts(statements[1])).toMatchObject({ revenue: 900, net_profit: 136 });
    expect(checks.map((c) => c.reviewStatus)).toEqual(["auto_accepted", "auto_accepted"]);
  });

  it('reads "The Group" / "The Company" over a balance sheet the same way', () => {
    const { statements } = read(
      lines(
        ["Statements of financial position", "As at 31 December 2025"],
        [
          [
            ["The Group", 445],
            ["The Company", 625],
          ],
          ["2025", "2024", "2025", "2024"],
        ],
        [
          ["Current assets"],
          ["Cash and bank balances", "300", "250", "10", "9"],
          ["Trade receivables", "200", "180", "5", "4"],
          ["Total current assets", "500", "430", "15", "13"],
          ["Total assets", "500", "430", "15", "13"],
        ],
      ),
    );
    expect(statements).toHaveLength(2);
    expect(amounts(statements[0])).toMatchObject({ cash: 300, trade_receivables: 200, total_assets: 500 });
  });
});

describe("Group and Company columns: a line printed in the company's columns alone", () => {
  it("never takes it into the group's statement", () => {
    const rows: Row[] = [
      ["Current assets"],
      ["Cash and bank balances", "300", "250", "10", "9"],
      ["Inventories", "", "", "50", "40"],
      ["Trade receivables", "200", "180", "5", "4"],
      ["Total current assets", "500", "430", "65", "53"],
    ];
    const { statements } = read([
      [at("Statements of financial position", 50)],
      [at("As at 31 December 2025", 50)],
      [right("Group", 445), right("Company", 625)],
      ["2025", "2024", "2025", "2024"].map((y, i) => right(y, X(i))),
      ...rows.map(([label, ...f]) => [at(label as string, 50), ...f.flatMap((x, i) => (x ? [right(x, X(i))] : []))]),
    ]);
    expect(amounts(statements[0])).toMatchObject({ cash: 300, total_current_assets: 500 });
    expect(amounts(statements[0])).not.toHaveProperty("inventory");
  });
});

describe("half-year interim statements", () => {
  it("leaves the six-month columns out and reads the year's column beside them", () => {
    const { statements, notes } = read(
      lines(
        ["Acme plc", "Condensed consolidated interim income statement", "For the six months ended 30 June 2025"],
        [
          ["Unaudited", "Unaudited", "Audited"],
          ["Six months ended", "Six months ended", "Year ended"],
          ["30 June 2025", "30 June 2024", "31 December 2024"],
        ],
        IS.map(([l, a, b]) => [l as string, a as string, b as string, a as string]),
      ),
    );
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2024-12-31 yearly"]);
    expect(notes.join(" ")).toMatch(/2 column\(s\) for six or nine months left out/);
  });

  it("reads an FY column under a half-year title as a year, never ending on the half-year's day (held for review)", () => {
    const { statements, checks } = read(
      lines(
        ["Condensed consolidated income statement", "Half year ended 30 June 2025 (unaudited)"],
        [["H1 2025", "H1 2024", "FY 2024"]],
        IS.map(([l, a, b]) => [l as string, a as string, b as string, a as string]),
      ),
    );
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2024-12-31 yearly"]);
    expect(statements[0]?.reading?.periodAmbiguous).toBe(true);
    expect(checks[0]?.reviewStatus).toBe("needs_review");
  });
});

describe("column headers", () => {
  it.each([["2024 (Re-presented)"], ["2024 Restated"], ["2024 Revised"]])("reads a %s column as the year", (h) => {
    const { statements } = read(
      lines(["Consolidated income statement", "For the year ended 31 December 2025"], [["2025", h]], IS),
    );
    expect(statements.map((s) => s.period)).toEqual(["2025-12-31", "2024-12-31"]);
    expect(statements[1]?.reading?.periodAmbiguous).toBe(false);
  });

  it.each([
    [
      ["Income statement", "Year ended"],
      ["31/03/2025", "31/03/2024"],
    ],
    [
      ["Income statement", "Year ended"],
      ["2025-03-31", "2024-03-31"],
    ],
    [
      ["Income statement", "For the year ended 31 March 2025"],
      ["FY25", "FY24"],
    ],
    [
      ["Income statement", "12 months to 31 March 2025"],
      ["2025", "2024"],
    ],
  ])("dates %j over %j", (title, headers) => {
    const { statements } = read(lines(title, [headers], IS));
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2025-03-31 yearly", "2024-03-31 yearly"]);
  });

  it('reads the Indian "as on" wording in the title and over the columns', () => {
    const { statements } = read(
      lines(
        ["Balance Sheet as on 31st March, 2025"],
        [["As on 31.03.2025", "As on 31.03.2024"]],
        [
          ["Current assets"],
          ["Cash and cash equivalents", "300", "250"],
          ["Trade receivables", "200", "180"],
          ["Total current assets", "500", "430"],
        ],
      ),
    );
    expect(statements.map((s) => `${s.documentType} ${s.period}`)).toEqual([
      "balance_sheet 2025-03-31",
      "balance_sheet 2024-03-31",
    ]);
    expect(amounts(statements[0])).toMatchObject({ cash: 300, total_current_assets: 500 });
  });

  it("dates 52- and 53-week years by their own end", () => {
    const { statements } = read(
      lines(
        ["Group income statement"],
        [
          ["52 weeks ended", "53 weeks ended"],
          ["29 March 2025", "30 March 2024"],
        ],
        IS,
      ),
    );
    expect(statements.map((s) => `${s.period} ${s.periodType}`)).toEqual(["2025-03-29 yearly", "2024-03-30 yearly"]);
  });
});

describe("amounts as ledgers and exports print them", () => {
  it.each([
    ["USD 1,000", 1_000],
    ["USD (600)", -600],
    ["(600) USD", -600],
    ["1,000 USD", 1_000],
    ["SGD 1,000", 1_000],
    ["RM 1,000", 1_000],
    ["R 1 000", 1_000],
    ["HK$1,000", 1_000],
    ["S$ 1,000", 1_000],
    ["1,234-", -1_234],
    ["nil", 0],
    ["–", 0],
    ["1,234 CR", 1_234],
    ["1,234 Dr", 1_234],
    ["1,234Cr", 1_234],
  ])("reads %s as %d", (text, value) => {
    expect(parseAmount(text)).toBe(value);
  });

  it("reads a currency code printed in every cell", () => {
    const { statements, checks } = read(
      lines(
        ["Income statement", "For the year ended 31 December 2025"],
        [["2025", "2024"]],
        IS.map(([l, a, b]) => [l as string, `USD ${a}`, `USD ${b}`]),
      ),
    );
    expect(amounts(statements[0])).toMatchObject(IS_2025);
    expect(checks[0]?.reviewStatus).toBe("auto_accepted");
  });

  it("signs a figure printed against its account's side (a loss Dr, an overdrawn bank Cr, accumulated losses Dr), held for review", () => {
    const income = read(
      lines(
        ["Income statement", "For the year ended 31 December 2025"],
        [["2025", "2024"]],
        [
          ["Revenue", "1,000 Cr", "900 Cr"],
          ["Cost of sales", "1,100 Dr", "600 Dr"],
          ["Gross profit", "100 Dr", "300 Cr"],
          ["Loss for the year", "100 Dr", "300 Cr"],
        ],
      ),
    );
    expect(amounts(income.statements[0])).toMatchObject({
      revenue: 1_000,
      cost_of_goods_sold: 1_100,
      gross_profit: -100,
      net_profit: -100,
    });
    expect(amounts(income.statements[1])).toMatchObject({ gross_profit: 300, net_profit: 300 });
    const balance = read(
      lines(
        ["Balance sheet", "As at 31 December 2025"],
        [["2025", "2024"]],
        [
          ["Current assets"],
          ["Cash at bank", "200 Dr", "50 Cr"],
          ["Trade receivables", "300 Dr", "250 Dr"],
          ["Total current assets", "500 Dr", "200 Dr"],
          ["Equity"],
          ["Share capital", "600 Cr", "600 Cr"],
          ["Retained earnings", "100 Dr", "400 Dr"],
          ["Total equity", "500 Cr", "200 Cr"],
        ],
      ),
    );
    expect(amounts(balance.statements[1])).toMatchObject({ cash: -50, retained_earnings: -400, share_capital: 600 });
    expect(balance.checks.every((c) => c.reviewStatus === "needs_review")).toBe(true);
  });

  it("reads figures printed with their ledger side (CR/DR) as magnitudes and holds them for review", () => {
    const { statements, checks } = read(
      lines(
        ["Income statement", "For the year ended 31 December 2025"],
        [["2025", "2024"]],
        [
          ["Revenue", "1,000 CR", "900 CR"],
          ["Cost of sales", "600 DR", "550 DR"],
          ["Gross profit", "400 CR", "350 CR"],
          ["Profit for the year", "400 CR", "350 CR"],
        ],
      ),
    );
    expect(amounts(statements[0])).toMatchObject({ revenue: 1_000, cost_of_goods_sold: 600, gross_profit: 400 });
    expect(checks[0]?.reviewStatus).toBe("needs_review");
  });
});

describe("partnerships and LLPs", () => {
  it("reads the partners' capital accounts with figures as the equity", () => {
    const { statements } = read(
      lines(
        ["Balance Sheet", "As at 31 December 2025"],
        [["2025", "2024"]],
        [
          ["Current assets"],
          ["Cash", "25,000", "20,000"],
          ["Total assets", "25,000", "20,000"],
          ["Current liabilities"],
          ["Accounts payable", "15,000", "12,000"],
          ["Partners' capital accounts", "10,000", "8,000"],
          ["Total liabilities and partners' capital", "25,000", "20,000"],
        ],
      ),
    );
    expect(amounts(statements[0])).toMatchObject({ total_equity: 10_000, total_liabilities_and_equity: 25_000 });
  });

  it("takes a printed Total equity below the partners' accounts over the first of them", () => {
    const { statements } = read(
      lines(
        ["Balance Sheet", "As at 31 December 2025"],
        [["2025", "2024"]],
        [
          ["Current assets"],
          ["Cash", "25,000", "20,000"],
          ["Total assets", "25,000", "20,000"],
          ["Current liabilities"],
          ["Accounts payable", "15,000", "12,000"],
          ["Equity"],
          ["Partners' capital accounts", "6,000", "5,000"],
          ["Partners' current accounts", "4,000", "3,000"],
          ["Total equity", "10,000", "8,000"],
        ],
      ),
    );
    expect(amounts(statements[0]).total_equity).toBe(10_000);
  });

  it("reads an LLP's members' capital classified as equity and members' other interests", () => {
    const { statements } = read(
      lines(
        ["Balance Sheet", "As at 31 December 2025"],
        [["2025", "2024"]],
        [
          ["Current assets"],
          ["Cash at bank and in hand", "65,000", "55,000"],
          ["Total current assets", "65,000", "55,000"],
          ["Loans and other debts due to members", "30,000", "25,000"],
          ["Members' capital classified as equity", "20,000", "18,000"],
          ["Members' other interests", "35,000", "30,000"],
        ],
      ),
    );
    expect(amounts(statements[0])).toMatchObject({ share_capital: 20_000, total_equity: 35_000 });
  });
});

describe("what is no primary statement, and labels as printed", () => {
  it("never reads a statement of changes in equity", () => {
    const { statements } = read(
      lines(
        ["Statement of changes in equity", "For the year ended 31 December 2025"],
        [["Share capital", "Retained earnings", "Total"]],
        [
          ["Balance at 1 January 2025", "500", "440", "940"],
          ["Profit for the year", "0", "110", "110"],
          ["Balance at 31 December 2025", "500", "550", "1,050"],
        ],
      ),
    );
    expect(statements).toEqual([]);
  });

  it.each([
    ["in capitals with a trailing colon", (l: string) => `${l.toUpperCase()}:`],
    ["with dotted leaders", (l: string) => `${l} ..........`],
  ])("reads labels %s", (_name, f) => {
    const { statements } = read(
      lines(
        ["INCOME STATEMENT", "FOR THE YEAR ENDED 31 DECEMBER 2025"],
        [["2025", "2024"]],
        IS.map(([l, a, b]) => [f(l as string), a as string, b as string]),
      ),
    );
    expect(amounts(statements[0])).toMatchObject(IS_2025);
  });
});

describe("wording of Singapore, Malaysia, Hong Kong, New Zealand and South Africa", () => {
  it.each([
    ["Retained income", "equity", "retained_earnings"],
    ["Stated capital", "equity", "share_capital"],
    ["Trade and bills receivables", "current_assets", "trade_receivables"],
    ["Deposits, cash and bank balances", "current_assets", "cash"],
    ["Accounts payable and accruals", "current_liabilities", "trade_payables"],
    ["Bank borrowings", "non_current_liabilities", "long_term_debt"],
    ["Bank borrowings", "current_liabilities", "short_term_debt"],
    ["Interest-bearing borrowings", "non_current_liabilities", "long_term_debt"],
  ] as const)("%s (%s) is %s", (label, section, key) => {
    expect(matchLabel("balance_sheet", label, section)?.key).toBe(key);
  });
});

describe("titles of other regimes and entities", () => {
  it.each([
    ["Statement of Financial Performance for the year ended 31 March 2025", "income_statement"],
    ["Income and Expenditure Account", "income_statement"],
    ["Statement of Income and Retained Earnings", "income_statement"],
  ] as const)("reads %s as a %s", (title, type) => {
    expect(headingType(title)).toBe(type);
  });

  it.each([
    "Statement of Changes in Members' Interests",
    "Reconciliation of Members' Interests",
    "Statement of Changes in Net Assets",
    "Statement of Retained Earnings",
  ])("ends the statement before %s (no primary statement)", (title) => {
    expect(isOtherSection(title)).toBe(true);
    expect(headingType(title)).toBeUndefined();
  });

  it("reads an NZ statement of financial performance with its trading income and surplus", () => {
    const { statements } = read(
      lines(
        ["Statement of Financial Performance", "For the year ended 31 March 2025"],
        [["2025", "2024"]],
        [
          ["Trading Income"],
          ["Sales", "410,000", "380,000"],
          ["Total Trading Income", "410,000", "380,000"],
          ["Cost of Sales", "250,000", "230,000"],
          ["Gross Profit", "160,000", "150,000"],
          ["Surplus for the year", "42,000", "39,000"],
        ],
      ),
    );
    expect(amounts(statements[0])).toMatchObject({ revenue: 410_000, gross_profit: 160_000, net_profit: 42_000 });
  });

  it("never reads an LLP's reconciliation of members' interests into the balance sheet above it", () => {
    const { statements } = read(
      lines(
        ["Balance Sheet", "As at 31 March 2025"],
        [["2025", "2024"]],
        [
          ["Current assets"],
          ["Cash at bank and in hand", "65,000", "55,000"],
          ["Total current assets", "65,000", "55,000"],
          ["Members' other interests", "35,000", "30,000"],
          ["Reconciliation of Members' Interests"],
          ["Members' other interests", "99,000", "98,000"],
          ["Cash at bank and in hand", "1", "2"],
        ],
      ),
    );
    expect(amounts(statements[0])).toMatchObject({ cash: 65_000, total_equity: 35_000 });
  });
});

describe("a notes column printed without a Note header", () => {
  it("takes small aligned numbers left of the period columns for note references, not figures", () => {
    const { statements, checks } = read([
      [at("Income statement", 50)],
      [at("For the year ended 31 December 2025", 50)],
      [right("2025", X(0)), right("2024", X(1))],
      ...IS.map(([l, a, b], i) => [
        at(l as string, 50),
        ...(i % 2 === 0 ? [right(String(i + 3), 330)] : []),
        right(a as string, X(0)),
        right(b as string, X(1)),
      ]),
    ]);
    expect(amounts(statements[0])).toMatchObject(IS_2025);
    expect(statements[0]?.reading?.periodAmbiguous).toBe(false);
    expect(checks[0]?.reviewStatus).toBe("auto_accepted");
  });

  it("leaves a band of figures with separators alone (a column of amounts, not notes)", () => {
    const { statements } = read([
      [at("Income statement", 50)],
      [at("For the year ended 31 December 2025", 50)],
      [right("2025", X(0)), right("2024", X(1))],
      ...IS.map(([l, a, b]) => [
        at(l as string, 50),
        right(a as string, 330),
        right(a as string, X(0)),
        right(b as string, X(1)),
      ]),
    ]);
    expect(statements.every((s) => s.reading?.periodAmbiguous)).toBe(true);
  });
});

describe("accounting packages' exports (Xero, MYOB, Sage, Tally)", () => {
  it("never stores the opening retained earnings beside Current Year Earnings, printed before or after them", () => {
    for (const order of [
      [
        ["Current Year Earnings", "150.00"],
        ["Retained Earnings", "250.00"],
      ],
      [
        ["Retained Earnings", "250.00"],
        ["Current Year Earnings", "150.00"],
      ],
    ]) {
      const { statements } = read(
        lines(
          ["Balance Sheet", "As at 31 March 2025"],
          [["31 Mar 2025"]],
          [
            ["Current Assets"],
            ["Business Bank Account", "500.00"],
            ["Total Current Assets", "500.00"],
            ["Equity"],
            ["Owner Funds Introduced", "100.00"],
            ...order,
            ["Total Equity", "500.00"],
          ],
        ),
      );
      expect(amounts(statements[0])).toMatchObject({ total_equity: 500 });
      expect(amounts(statements[0])).not.toHaveProperty("retained_earnings");
    }
  });

  it.each([
    ["balance_sheet", "Closing Stock", "current_assets", "inventory"],
    ["balance_sheet", "Deposits and Cash", "current_assets", "cash"],
    ["balance_sheet", "Creditors : Short Term", "current_liabilities", "trade_payables"],
    ["balance_sheet", "P & L Account", "equity", "retained_earnings"],
    ["balance_sheet", "Profit & Loss A/c", "equity", "retained_earnings"],
    ["income_statement", "Sales Accounts", undefined, "revenue"],
    ["income_statement", "Total Sales", undefined, "revenue"],
    ["income_statement", "Nett Profit", undefined, "net_profit"],
  ] as const)("reads %s %s (%s) as %s", (type, label, section, key) => {
    expect(matchLabel(type, label, section)?.key).toBe(key);
  });
});
