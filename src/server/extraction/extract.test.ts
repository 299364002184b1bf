import { deflateSync } from "node:zlib";
import { PDFDocument, PDFName, StandardFonts } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { chartOfAccounts, type DocumentType, type LineItemKey, pdfSourceOf } from "../../contract/chart-of-accounts";
import { demoProfiles } from "../demo/companies";
import { modelCompany } from "../demo/financials";
import { quarterlyReportPdf } from "../demo/statement-pdfs";
import {
  buildStatementPdf,
  type LabelStyle,
  rowsFromFigures,
  type StatementRow,
  type StatementSpec,
} from "../statements/pdf-writer";
import {
  balanceSheetKeys,
  canonical,
  cashFlowKeys,
  type Figures,
  incomeStatementKeys,
  sampleYears,
} from "../statements/sample-figures";
import { buildSampleReport } from "../statements/sample-report";
import { type ExtractedStatement, type ExtractionOutcome, extractStatements, MAX_PAGES } from "./extract";
import { readPdfText } from "./pdf-text";

const years = sampleYears(1000);

function byKey(s: ExtractedStatement | undefined): Record<string, number> {
  return Object.fromEntries((s?.lineItems ?? []).map((l) => [l.key, l.amount]));
}

function statements(out: ExtractionOutcome): ExtractedStatement[] {
  if (out.kind !== "statements")
    throw new Error(`expected statements, got ${out.kind}: ${"reason" in out ? out.reason : ""}`);
  return out.statements;
}

function find(list: ExtractedStatement[], type: DocumentType, period: string): ExtractedStatement | undefined {
  return list.find((s) => s.documentType === type && s.period === period);
}

function spec(
  documentType: DocumentType,
  keys: readonly LineItemKey[],
  figures: Figures[],
  style: LabelStyle,
  extra: Partial<StatementSpec>,
): StatementSpec {
  return {
    documentType,
    columns: [{ date: "2025-12-31" }, { date: "2024-12-31" }].slice(0, figures.length),
    rows: rowsFromFigures(keys, figures, style),
    ...extra,
  };
}

describe("statement extraction from generated PDFs", () => {
  it("reads an IFRS annual report: three statements, two year columns, thousands, notes column, parentheses", async () => {
    const pdf = await buildStatementPdf({
      companyName: "Northwind Trading plc",
      preamble: ["Strategic report\nRevenue grew by 11% in 2025 thanks to new markets."],
      statements: [
        {
          ...spec("balance_sheet", balanceSheetKeys, [years.current.bs, years.prior.bs], "ifrs", {
            title: "Consolidated Statement of Financial Position",
            scale: "thousands",
            currency: "GBP",
            notesColumn: true,
          }),
          rows: rowsFromFigures(balanceSheetKeys, [years.current.bs, years.prior.bs], "ifrs", {
            notes: { cash: "14", trade_receivables: "15", net_fixed_assets: "11", long_term_debt: "19" },
          }),
        },
        spec("income_statement", incomeStatementKeys, [years.current.is, years.prior.is], "ifrs", {
          title: "Consolidated Statement of Profit or Loss",
          scale: "thousands",
          currency: "GBP",
        }),
        spec("cashflow_statement", cashFlowKeys, [years.current.cf, years.prior.cf], "ifrs", {
          title: "Consolidated Statement of Cash Flows",
          scale: "thousands",
          currency: "GBP",
        }),
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2025-12-31 yearly",
      "balance_sheet 2024-12-31 yearly",
      "income_statement 2025-12-31 yearly",
      "income_statement 2024-12-31 yearly",
      "cashflow_statement 2025-12-31 yearly",
      "cashflow_statement 2024-12-31 yearly",
    ]);
    expect(byKey(find(list, "balance_sheet", "2025-12-31"))).toEqual(canonical(years.current.bs));
    expect(byKey(find(list, "balance_sheet", "2024-12-31"))).toEqual(canonical(years.prior.bs));
    expect(byKey(find(list, "income_statement", "2025-12-31"))).toEqual(canonical(years.current.is));
    expect(byKey(find(list, "income_statement", "2024-12-31"))).toEqual(canonical(years.prior.is));
    expect(byKey(find(list, "cashflow_statement", "2025-12-31"))).toEqual(canonical(years.current.cf));
    expect(byKey(find(list, "cashflow_statement", "2024-12-31"))).toEqual(canonical(years.prior.cf));
    // The printed label is kept next to the canonical key, with where it was read and how surely.
    const cash = find(list, "balance_sheet", "2025-12-31")?.lineItems[0];
    expect(cash).toMatchObject({
      key: "cash",
      label: "Cash and cash equivalents",
      amount: 1_250_000,
      confidence: 0.98,
      source: { page: 2, text: expect.stringContaining("Cash and cash equivalents") },
    });
    const [x0, y0, x1, y1] = pdfSourceOf(cash?.source)?.bbox ?? [];
    expect(x0).toBeLessThan(x1 as number);
    expect(y0).toBeLessThan(y1 as number);
    expect(find(list, "balance_sheet", "2025-12-31")?.reading).toMatchObject({
      numberConvention: "1,234.56",
      scale: 1000,
      scaleSource: expect.stringMatching(/thousands/i),
      periodAmbiguous: false,
      ocr: false,
    });
  });

  it("reads US GAAP statements: millions, full dates as column headers (December 31, 2025), US labels", async () => {
    const m = sampleYears(1_000_000);
    const columns = [
      { date: "2025-12-31", header: "date" as const },
      { date: "2024-12-31", header: "date" as const },
    ];
    const pdf = await buildStatementPdf({
      companyName: "Contoso Inc.",
      statements: [
        {
          ...spec("balance_sheet", balanceSheetKeys, [m.current.bs, m.prior.bs], "us", {}),
          title: "CONSOLIDATED BALANCE SHEETS",
          columns,
          scale: "millions",
          dateStyle: "month-day",
        },
        {
          ...spec("income_statement", incomeStatementKeys, [m.current.is, m.prior.is], "us", {}),
          title: "Consolidated Statements of Operations",
          columns,
          scale: "millions",
          dateStyle: "month-day",
        },
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(list).toHaveLength(4);
    expect(byKey(find(list, "balance_sheet", "2025-12-31"))).toEqual(canonical(m.current.bs));
    expect(byKey(find(list, "income_statement", "2024-12-31"))).toEqual(canonical(m.prior.is));
  });

  it("reads a single-period statement in units with minus signs and dashes for zero", async () => {
    const figures: Figures = { ...years.current.is, other_income: 0 };
    const pdf = await buildStatementPdf({
      companyName: "Small Co",
      statements: [
        {
          documentType: "income_statement",
          title: "Profit and Loss Account",
          columns: [{ date: "2025-03-31" }],
          rows: rowsFromFigures(incomeStatementKeys, [figures], "plain"),
          negatives: "minus",
          scale: "units",
        },
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(list.map((s) => [s.documentType, s.period, s.periodType])).toEqual([
      ["income_statement", "2025-03-31", "yearly"],
    ]);
    expect(byKey(list[0])).toEqual(canonical(figures));
  });

  it("reads quarter ends: three-month columns are quarterly; an interim balance sheet's year-end column is yearly", async () => {
    const q = sampleYears(100);
    const pdf = await buildStatementPdf({
      companyName: "Quarterly Ltd",
      statements: [
        {
          documentType: "income_statement",
          title: "Condensed Interim Income Statement",
          period: "quarterly",
          columns: [{ date: "2025-06-30" }, { date: "2024-06-30" }],
          rows: rowsFromFigures(incomeStatementKeys, [q.current.is, q.prior.is], "ifrs"),
          scale: "thousands",
        },
        {
          documentType: "balance_sheet",
          title: "Condensed Interim Balance Sheet",
          columns: [
            { date: "2025-06-30", header: "date" },
            { date: "2024-12-31", header: "date" },
          ],
          rows: rowsFromFigures(balanceSheetKeys, [q.current.bs, q.prior.bs], "plain"),
          scale: "thousands",
        },
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2025-06-30 quarterly",
      "balance_sheet 2024-12-31 yearly",
      "income_statement 2025-06-30 quarterly",
      "income_statement 2024-06-30 quarterly",
    ]);
    expect(byKey(find(list, "income_statement", "2024-06-30"))).toEqual(canonical(q.prior.is));
    expect(byKey(find(list, "balance_sheet", "2025-06-30"))).toEqual(canonical(q.current.bs));
  });

  it("reads the years from the period line when there is no column header line, and numeric dates", async () => {
    const pdf = await buildStatementPdf({
      companyName: "Line Only AG",
      statements: [
        {
          ...spec("cashflow_statement", cashFlowKeys, [years.current.cf, years.prior.cf], "plain", {}),
          periodLineOnly: true,
          scale: "thousands",
          currency: "EUR",
        },
        {
          ...spec("balance_sheet", balanceSheetKeys, [years.current.bs], "plain", {}),
          columns: [{ date: "2025-12-31", header: "date" }],
          dateStyle: "numeric",
          scale: "thousands",
        },
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2025-12-31 yearly",
      "cashflow_statement 2025-12-31 yearly",
      "cashflow_statement 2024-12-31 yearly",
    ]);
    expect(byKey(find(list, "cashflow_statement", "2024-12-31"))).toEqual(canonical(years.prior.cf));
    expect(byKey(find(list, "balance_sheet", "2025-12-31"))).toEqual(canonical(years.current.bs));
  });

  it("joins a statement that runs over several pages", async () => {
    const pdf = await buildStatementPdf({
      companyName: "Long Statements plc",
      rowsPerPage: 7,
      statements: [
        spec("balance_sheet", balanceSheetKeys, [years.current.bs, years.prior.bs], "ifrs", { scale: "thousands" }),
      ],
    });
    const doc = await PDFDocument.load(pdf);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(4);
    const out = await extractStatements(pdf);
    const list = statements(out);
    expect(list).toHaveLength(2);
    expect(byKey(find(list, "balance_sheet", "2025-12-31"))).toEqual(canonical(years.current.bs));
    expect(byKey(find(list, "balance_sheet", "2024-12-31"))).toEqual(canonical(years.prior.bs));
  });

  it("maps UK label variants, adds up SG&A components and joins a label wrapped over two lines", async () => {
    const rows: StatementRow[] = [
      { label: "Turnover", values: [5_400_000] },
      { label: "Cost of sales", values: [-3_100_000] },
      { label: "Gross profit", values: [2_300_000], bold: true },
      { label: "Distribution costs", values: [-400_000] },
      { label: "Administrative expenses", values: [-650_000] },
      { label: "Operating profit", values: [1_250_000], bold: true },
      { kind: "section", label: "Interest payable and similar" },
      { label: "charges", values: [-150_000] },
      { label: "Profit on ordinary activities before taxation", values: [1_100_000] },
      { label: "Tax on profit on ordinary activities", values: [-275_000] },
      { label: "Profit for the financial year", values: [825_000], bold: true },
      { label: "Earnings per share (pence)", values: [12] },
    ];
    const pdf = await buildStatementPdf({
      companyName: "Britannia Ltd",
      statements: [
        { documentType: "income_statement", title: "Profit and loss account", columns: [{ date: "2025-09-30" }], rows },
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(byKey(list[0])).toEqual({
      revenue: 5_400_000,
      cost_of_goods_sold: 3_100_000,
      gross_profit: 2_300_000,
      selling_general_administrative: 1_050_000,
      operating_profit: 1_250_000,
      interest_expense: 150_000,
      profit_before_tax: 1_100_000,
      income_tax: 275_000,
      net_profit: 825_000,
    });
    expect(list[0]?.lineItems.find((l) => l.key === "selling_general_administrative")?.label).toBe(
      "Distribution costs + Administrative expenses",
    );
    expect(list[0]?.lineItems.find((l) => l.key === "interest_expense")?.label).toBe(
      "Interest payable and similar charges",
    );
  });

  it("ends a statement at the next part of the report (statement of changes in equity, notes)", async () => {
    const pdf = await buildStatementPdf({
      companyName: "Equity Ltd",
      statements: [
        spec("income_statement", incomeStatementKeys, [years.current.is], "ifrs", {}),
        {
          // Not a statement the chart knows: its columns are equity components, not periods.
          documentType: "income_statement",
          title: "Statement of Changes in Equity",
          newPage: false,
          columns: [{ date: "2025-12-31" }],
          rows: [
            { label: "Revenue", values: [999_000] },
            { label: "EBITDA", values: [777_000] },
            { label: "Dividends paid", values: [-300_000] },
          ],
        },
      ],
    });
    const list = statements(await extractStatements(pdf));
    expect(list).toHaveLength(1);
    expect(byKey(list[0])).toEqual(canonical(years.current.is));
  });

  it("takes expenses printed without sign as they are and keeps a tax credit's sign", async () => {
    const printed = canonical(years.current.is);
    const rows = rowsFromFigures(incomeStatementKeys, [{ ...printed, income_tax: -120_000 }], "plain");
    const pdf = await buildStatementPdf({
      companyName: "Positive Expenses Ltd",
      statements: [{ documentType: "income_statement", columns: [{ date: "2025-12-31" }], rows }],
    });
    const list = statements(await extractStatements(pdf));
    expect(byKey(list[0])).toEqual({ ...printed, income_tax: -120_000 });
  });

  it("leaves out six-month columns and keeps the three-month ones", async () => {
    const q = sampleYears(100);
    const six = sampleYears(200);
    const pdf = await buildStatementPdf({
      companyName: "Half Year Ltd",
      statements: [
        {
          documentType: "income_statement",
          title: "Condensed consolidated statements of income",
          periodLine: "(unaudited)",
          columnGroups: [
            { label: "Three months ended 30 June", span: 2 },
            { label: "Six months ended 30 June", span: 2 },
          ],
          columns: [{ date: "2025-06-30" }, { date: "2024-06-30" }, { date: "2025-06-30" }, { date: "2024-06-30" }],
          rows: rowsFromFigures(incomeStatementKeys, [q.current.is, q.prior.is, six.current.is, six.prior.is], "us"),
          scale: "thousands",
        },
        {
          documentType: "cashflow_statement",
          periodLine: "For the six months ended 30 June 2025",
          columns: [{ date: "2025-06-30" }],
          rows: rowsFromFigures(cashFlowKeys, [six.current.cf], "plain"),
        },
      ],
    });
    const out = await extractStatements(pdf);
    const list = statements(out);
    expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "income_statement 2025-06-30 quarterly",
      "income_statement 2024-06-30 quarterly",
    ]);
    expect(byKey(list[0])).toEqual(canonical(q.current.is));
    expect(byKey(list[1])).toEqual(canonical(q.prior.is));
    expect(out.kind === "statements" && out.summary).toContain("3 column(s) for six or nine months left out");
  });
});

/**
 * Another generator's output: every word drawn on its own (as word processors emit text), amounts
 * left-aligned under left-aligned headers, a "Notes" column, equity before liabilities, a scale in
 * the column header line.
 */
async function wordByWordPdf(pages: Array<Array<Array<[number, string]>>>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await doc.embedFont(StandardFonts.TimesRoman);
  for (const lines of pages) {
    const page = doc.addPage([595, 842]);
    let y = 790;
    for (const cells of lines) {
      for (const [x, text] of cells) {
        let cx = x;
        for (const word of text.split(" ")) {
          page.drawText(word, { x: cx, y, size: 10, font });
          cx += font.widthOfTextAtSize(`${word} `, 10);
        }
      }
      y -= 15;
    }
  }
  return doc.save();
}

describe("other layouts", () => {
  it("reads statements typeset word by word with left-aligned amount columns", async () => {
    const row = (label: string, note: string, a: string, b: string): Array<[number, string]> => [
      [60, label],
      [300, note],
      [380, a],
      [470, b],
    ];
    const pdf = await wordByWordPdf([
      [
        [[60, "ACME HOLDINGS LIMITED"]],
        [[60, "CONSOLIDATED STATEMENT OF FINANCIAL POSITION"]],
        [[60, "As at 31 December 2025"]],
        [
          [300, "Notes"],
          [380, "2025 EUR'000"],
          [470, "2024 EUR'000"],
        ],
        [[60, "Non-current assets"]],
        row("Property, plant and equipment", "12", "6,120", "5,508"),
        row("Intangible assets", "13", "880", "792"),
        row("Total non-current assets", "", "7,000", "6,300"),
        [[60, "Current assets"]],
        row("Inventories", "15", "1,870", "1,683"),
        row("Trade and other receivables", "16", "2,340", "2,106"),
        row("Cash and cash equivalents", "", "1,250", "1,125"),
        row("Total current assets", "", "5,460", "4,914"),
        row("Total assets", "", "12,460", "11,214"),
        [[60, "Equity"]],
        row("Share capital", "", "1,000", "1,000"),
        row("Retained earnings", "", "5,000", "4,500"),
        row("Total equity", "", "6,000", "5,500"),
        [[60, "Non-current liabilities"]],
        row("Borrowings", "19", "2,800", "2,520"),
        [[60, "Current liabilities"]],
        row("Trade and other payables", "", "1,960", "1,764"),
        row("Borrowings", "19", "750", "675"),
        row("Total current liabilities", "", "3,660", "3,194"),
        row("Total equity and liabilities", "", "12,460", "11,214"),
        [[60, "The notes on pages 12 to 40 form part of these financial statements."]],
      ],
    ]);
    const list = statements(await extractStatements(pdf));
    expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2025-12-31 yearly",
      "balance_sheet 2024-12-31 yearly",
    ]);
    expect(byKey(list[0])).toEqual({
      cash: 1_250_000,
      trade_receivables: 2_340_000,
      inventory: 1_870_000,
      total_current_assets: 5_460_000,
      net_fixed_assets: 6_120_000,
      intangible_assets: 880_000,
      total_non_current_assets: 7_000_000,
      total_assets: 12_460_000,
      trade_payables: 1_960_000,
      short_term_debt: 750_000,
      total_current_liabilities: 3_660_000,
      long_term_debt: 2_800_000,
      share_capital: 1_000_000,
      retained_earnings: 5_000_000,
      total_equity: 6_000_000,
      total_liabilities_and_equity: 12_460_000,
    });
    expect(byKey(list[1]).long_term_debt).toBe(2_520_000);
  });
});

describe("interim balance sheets with US month-day dates and 8-digit amounts", () => {
  // The strong manufacturer of the demo data, in units: balance-sheet amounts of 8 digits.
  const model = modelCompany(demoProfiles.strong_manufacturer, 2023, 3, 1);
  const yearEnd = model.periods.filter((p) => p.periodType === "yearly").at(-1);
  const quarter = model.periods.find((p) => p.periodType === "quarterly");
  if (!yearEnd || !quarter) throw new Error("the model has no year end or quarter");

  it("reads both columns printed on one line (March 31, 2026 December 31, 2025) and the quarter's flows", async () => {
    expect(quarter.end).toBe("2026-03-31");
    expect(quarter.balanceSheet.total_assets).toBeGreaterThanOrEqual(10_000_000);
    const pdf = await quarterlyReportPdf(
      "Helios Components Manufacturing Inc",
      { labels: "us", scale: "units", negatives: "parentheses", dateStyle: "month-day", currency: "USD" },
      quarter,
      yearEnd,
    );
    const list = statements(await extractStatements(pdf));
    expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
      "balance_sheet 2026-03-31 quarterly",
      "balance_sheet 2025-12-31 yearly",
      "income_statement 2026-03-31 quarterly",
      "cashflow_statement 2026-03-31 quarterly",
    ]);
    expect(byKey(find(list, "balance_sheet", "2026-03-31"))).toEqual(canonical(quarter.balanceSheet));
    expect(byKey(find(list, "balance_sheet", "2025-12-31"))).toEqual(canonical(yearEnd.balanceSheet));
    expect(byKey(find(list, "income_statement", "2026-03-31"))).toEqual(canonical(quarter.incomeStatement));
    expect(byKey(find(list, "cashflow_statement", "2026-03-31"))).toEqual(canonical(quarter.cashflow));
    // Labels as printed, in chart order.
    expect(find(list, "balance_sheet", "2026-03-31")?.lineItems.slice(0, 2)).toMatchObject([
      { key: "cash", label: "Cash and equivalents", amount: quarter.balanceSheet.cash },
      { key: "trade_receivables", label: "Accounts receivable, net", amount: quarter.balanceSheet.trade_receivables },
    ]);
  });

  it.each([
    ["month-day", 86, "March 31, 2026December 31, 2025"],
    ["month-day", 80, "March 31, 2026December 31, 2025"],
    ["day-month", 80, "31 March 202631 December 2025"],
  ] as const)(
    "reads %s column headers that run together in columns %i pt apart",
    async (dateStyle, columnWidth, printed) => {
      const pdf = await buildStatementPdf({
        companyName: "Helios Components Manufacturing Inc",
        statements: [
          {
            documentType: "balance_sheet",
            title: "Condensed Consolidated Balance Sheets",
            period: "quarterly",
            columns: [
              { date: quarter.end, header: "date" },
              { date: yearEnd.end, header: "date" },
            ],
            columnWidth,
            rows: rowsFromFigures(chartOfAccounts.balance_sheet, [quarter.balanceSheet, yearEnd.balanceSheet], "us"),
            dateStyle,
            currency: "USD",
          },
        ],
      });
      // The text layer joins the two headers without a space.
      const text = await readPdfText(pdf);
      expect(text.lines.map((l) => l.text)).toContain(printed);
      const list = statements(await extractStatements(pdf));
      expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
        "balance_sheet 2026-03-31 quarterly",
        "balance_sheet 2025-12-31 yearly",
      ]);
      expect(byKey(list[0])).toEqual(canonical(quarter.balanceSheet));
      expect(byKey(list[1])).toEqual(canonical(yearEnd.balanceSheet));
    },
  );

  it.each([
    ["As of March 31, 2026", "month-day", "none"],
    ["As at 31 March 2026", "day-month", "none"],
    ["As of", "month-day", "date"],
    ["As at", "day-month", "date"],
    ["As of March 31, 2026", "month-day", "year"],
    ["As at 31 March 2026", "day-month", "year"],
  ] as const)(
    "reads a single-column balance sheet: period line %j, %s dates, column header %s",
    async (line, dateStyle, header) => {
      const pdf = await buildStatementPdf({
        companyName: "Helios Components Manufacturing Inc",
        statements: [
          {
            documentType: "balance_sheet",
            title: "Condensed Consolidated Balance Sheet (Unaudited)",
            columns: [{ date: quarter.end, header: header === "none" ? "date" : header }],
            periodLine: line,
            periodLineOnly: header === "none",
            rows: rowsFromFigures(chartOfAccounts.balance_sheet, [quarter.balanceSheet], "us"),
            dateStyle,
            currency: "USD",
          },
        ],
      });
      const list = statements(await extractStatements(pdf));
      expect(list.map((s) => `${s.documentType} ${s.period} ${s.periodType}`)).toEqual([
        "balance_sheet 2026-03-31 quarterly",
      ]);
      expect(byKey(list[0])).toEqual(canonical(quarter.balanceSheet));
    },
  );
});

describe("the sample report (demo data, bench)", () => {
  it.each([
    ["ifrs", "thousands", 1000],
    ["us", "millions", 1_000_000],
    ["plain", "units", 10],
  ] as const)("extracts exactly the figures of the %s style in %s", async (style, scale, unit) => {
    const { pdf, figures } = await buildSampleReport({ companyName: "Sample Co", style, scale, unit, year: 2024 });
    const list = statements(await extractStatements(pdf));
    expect(list).toHaveLength(6);
    expect(byKey(find(list, "balance_sheet", "2024-12-31"))).toEqual(canonical(figures.current.bs));
    expect(byKey(find(list, "balance_sheet", "2023-12-31"))).toEqual(canonical(figures.prior.bs));
    expect(byKey(find(list, "income_statement", "2024-12-31"))).toEqual(canonical(figures.current.is));
    expect(byKey(find(list, "income_statement", "2023-12-31"))).toEqual(canonical(figures.prior.is));
    expect(byKey(find(list, "cashflow_statement", "2024-12-31"))).toEqual(canonical(figures.current.cf));
    expect(byKey(find(list, "cashflow_statement", "2023-12-31"))).toEqual(canonical(figures.prior.cf));
  });
});

describe("the PDF reader thread", () => {
  it("is ended by an abort in the middle of a long read, and the next read starts a new one", async () => {
    const long = await buildStatementPdf({
      companyName: "Long plc",
      rowsPerPage: 3,
      statements: Array.from({ length: 12 }, () =>
        spec("balance_sheet", balanceSheetKeys, [years.current.bs, years.prior.bs], "plain", {}),
      ),
    });
    expect((await PDFDocument.load(long)).getPageCount()).toBeGreaterThan(100);
    const controller = new AbortController();
    const reading = extractStatements(long, { signal: controller.signal });
    setTimeout(() => controller.abort(new Error("stopped by the test")), 20);
    await expect(reading).rejects.toThrow("stopped by the test");
    const after = await extractStatements(
      await buildStatementPdf({
        companyName: "After plc",
        statements: [spec("income_statement", incomeStatementKeys, [years.current.is], "plain", {})],
      }),
    );
    expect(byKey(statements(after)[0])).toEqual(canonical(years.current.is));
  });
});

/** A one-page PDF whose content stream is `mb` MiB of spaces, Flate-compressed (about 1,000:1). */
async function decompressionBomb(mb: number): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const page = doc.addPage();
  const compressed = deflateSync(Buffer.alloc(mb * 1024 * 1024, 0x20), { level: 9 });
  const stream = doc.context.register(
    doc.context.stream(compressed, { Filter: "FlateDecode", Length: compressed.length }),
  );
  page.node.set(PDFName.of("Contents"), stream);
  return doc.save();
}

describe("hostile PDFs", () => {
  it("ends the reader thread when a decompression bomb grows the process past the memory limit", {
    timeout: 60_000,
  }, async () => {
    const small = await buildStatementPdf({
      companyName: "Warm plc",
      statements: [spec("income_statement", incomeStatementKeys, [years.current.is], "plain", {})],
    });
    // A read first, so that loading pdf.js into a new thread does not count against the limit.
    expect(statements(await extractStatements(small))).toHaveLength(1);
    const bomb = await decompressionBomb(128);
    expect(bomb.length).toBeLessThan(1024 * 1024);
    // 128 MiB of decoded content stream (and the lexer's copies) are far more than 96 MB.
    expect(await extractStatements(bomb, { memoryLimitMb: 96 })).toEqual({
      kind: "unreadable",
      reason: "The PDF needs more than 96 MB of memory to read",
    });
    // The next read starts a new thread.
    expect(byKey(statements(await extractStatements(small))[0])).toEqual(canonical(years.current.is));
  });

  it(`reads at most ${MAX_PAGES} pages`, { timeout: 60_000 }, async () => {
    const withStatementOn = (page: number) =>
      buildStatementPdf({
        companyName: "Thick Report plc",
        preamble: Array.from({ length: page - 1 }, (_, i) => `Narrative page ${i + 1}`),
        statements: [spec("income_statement", incomeStatementKeys, [years.current.is], "plain", {})],
      });
    const last = await extractStatements(await withStatementOn(MAX_PAGES));
    expect(last.kind === "statements" && last.pages).toBe(MAX_PAGES);
    const beyond = await extractStatements(await withStatementOn(MAX_PAGES + 1));
    expect(beyond).toEqual({
      kind: "none",
      pages: MAX_PAGES,
      reason: "No financial statement was found: no balance sheet, income statement or cash flow statement heading",
      ocr: false,
    });
  });
});

describe("files without statements", () => {
  it("says why a readable PDF holds no statement", async () => {
    const pdf = await buildStatementPdf({
      companyName: "Minutes Ltd",
      preamble: ["Minutes of the annual general meeting held on 12 March 2025.\nAll resolutions were passed."],
      statements: [],
    });
    const out = await extractStatements(pdf);
    expect(out).toEqual({
      kind: "none",
      pages: 1,
      reason: "No financial statement was found: no balance sheet, income statement or cash flow statement heading",
      ocr: false,
    });
  });

  it("says when a statement heading has no period", async () => {
    const pdf = await buildStatementPdf({
      companyName: "No Date Ltd",
      preamble: ["Balance sheet\nCash      1,000\nTotal assets      2,000"],
      statements: [],
    });
    const out = await extractStatements(pdf);
    expect(out.kind).toBe("none");
    expect(out.kind === "none" && out.reason).toMatch(/^No statement could be read: /);
  });

  it("reports a PDF without a text layer", async () => {
    const doc = await PDFDocument.create();
    doc.addPage().drawRectangle({ x: 50, y: 50, width: 100, height: 100 });
    const out = await extractStatements(await doc.save());
    expect(out.kind).toBe("none");
    // The page is an empty drawing: OCR finds it near-empty, and the reason says so.
    expect(out.kind === "none" && out.reason).toBe(
      "The PDF has no text to read: its page image is blank or could not be drawn (page 1 near-empty (no print, only specks) and not read by OCR)",
    );
  }, 60_000);

  it("reports a damaged PDF as unreadable", async () => {
    const out = await extractStatements(Buffer.from("%PDF-1.7\n1 0 obj << /Type /Catalog >>\ngarbage without xref"));
    expect(out.kind).toBe("unreadable");
  });
});
