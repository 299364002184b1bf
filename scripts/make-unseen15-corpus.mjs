// Builds blind batch 15 of the extraction corpus (test/fixtures/extraction-corpus/unseen15/) ONCE.
// Made BLIND to the reader: its maker read only src/contract/, docs/chart-of-accounts.md, /work/shared/spec/*.md,
// scripts/corpus-own-statements.mjs, scripts/make-unseen14-corpus.mjs (its header of key conventions)
// and earlier batches' JSONs ("company", "features"); not the reader, its docs, tests or scorer, and it
// did not run the reader, the scorer or vitest.
//
// Theme: an analyst's inbox on one day: an Irish pack with a covering e-mail page, a Dutch B.V. with
// a restated prior year and its reconciliation note, a Singapore Pte. Ltd. with a Notes column and
// note references inside labels, a Canadian cash flow with interest and income taxes paid apart, a
// South African small company's abridged accounts, an Austrian GmbH's Bilanz with Anlagenspiegel, a
// German GmbH's GuV nach dem Umsatzkostenverfahren, a Swiss AG in Mio. CHF with one decimal, a Belgian
// NV's statement of comprehensive income in a loss year, a Luxembourg S.à r.l.'s balance sheet as a
// single column (this year only); two scans. Every figure is written here; the script throws unless
// balance sheets balance (cash is the plug, checked positive), subtotals add up, profits close,
// retained earnings roll forward and cash rolls forward through the cash flow.
//
// Producers: Chromium headless --print-to-pdf (/usr/bin/chromium), GNU groff (tbl) + ps2pdf, PDFKit
// 0.15 (PDFKIT_PREFIX, default /tmp/own); scans by the model's scan() through the shared driver. No
// Debian package was installed for this batch.
//
// Key conventions: batch 13's and 14's (see scripts/make-unseen14-corpus.mjs), with the project's
// definitions: other_* (current / non-current assets / liabilities) are the RESIDUAL of their section
// (provisions, accruals, current tax, lease liabilities, right-of-use assets, deferred tax, prepayments
// ... summed); other_income is NON-operating (finance income, interest income; "Other operating income"
// / sonstige betriebliche Erträge are not); staff costs are never selling_general_administrative;
// aktive Rechnungsabgrenzungsposten left out; expenses positive, cash outflows negative.
// Added in this batch:
//   - a note reference inside a label ("Trade receivables (Note 7)") or in a Notes column does not
//     change the key; the Notes column is not a period;
//   - restated prior year: the "Restated" column is the prior year's figures (expected); the
//     reconciliation note's "as previously reported" figures are not expected;
//   - Umsatzkostenverfahren: Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten
//     Leistungen = cost_of_goods_sold, Bruttoergebnis vom Umsatz = gross_profit, Vertriebskosten +
//     allgemeine Verwaltungskosten summed = selling_general_administrative, Zinsen und ähnliche Erträge
//     = other_income, Zinsen und ähnliche Aufwendungen = interest_expense; no operating_profit printed;
//   - Anlagenspiegel (schedule of fixed assets) is not expected; Bilanz: A. Anlagevermögen =
//     total_non_current_assets, Sachanlagen = net_fixed_assets, immaterielle Vermögensgegenstände =
//     intangible_assets, Finanzanlagen = other_non_current_assets, sonstige Forderungen =
//     other_current_assets; an Austrian Bilanz without a split by maturity: Rückstellungen,
//     Verbindlichkeiten gegenüber Kreditinstituten and the current / non-current totals not expected;
//   - Swiss OR format (Mio. CHF): Nettoerlöse aus Lieferungen und Leistungen = revenue, Materialaufwand
//     not expected (neither cost of sales nor raw materials alone), Übriger betrieblicher Aufwand =
//     other_operating_expenses, Finanzertrag = other_income, Finanzaufwand = interest_expense, Direkte
//     Steuern = income_tax, Jahresgewinn = net_profit; Aktive Rechnungsabgrenzungen (printed inside
//     the Umlaufvermögen) = other_current_assets; Passive Rechnungsabgrenzungen und Rückstellungen =
//     other_current_liabilities;
//   - cash flow: interest paid and income taxes paid are lines of operating activities (not expected
//     alone); "Dividends paid" = dividends_paid, "Repayment of term loan" = repayment_of_borrowings,
//     "Purchase of property, plant and equipment" = purchase_of_fixed_assets;
//   - statement of comprehensive income: "Loss for the year" = net_profit (negative); OCI lines and
//     total comprehensive income not expected; a tax credit is a negative income_tax;
//   - abridged accounts (South Africa): only the printed lines are expected; "Trade and other
//     receivables" = trade_receivables, "Other non-current assets" = other_non_current_assets,
//     "Current borrowings" = short_term_debt, "Other current liabilities" = other_current_liabilities,
//     "Non-current liabilities" (one line) = total_non_current_liabilities;
//   - cash flow: the depreciation add-back is not expected (no cash-flow key holds it).
//
// Usage: node scripts/make-unseen15-corpus.mjs [--check] [--out DIR] (see corpus-own-statements.mjs).
import {
  add,
  cell,
  eq,
  esc,
  groffDocument,
  groffTable,
  head,
  htmlDocument,
  makeBatch,
  neg,
  pdfkitRender,
  plug,
  row,
  sc,
  styleSheet,
  sub,
  Y,
} from "./corpus-own-statements.mjs";

// ---------------------------------------------------------------------------------------------
// one company's year (index 0) and prior year (1): k scales, o varies
function model(k, o = {}) {
  const v = {};
  const s = (a) => sc(a, k);
  v.rev = s(o.rev ?? [4_820_000, 4_410_000]);
  v.cogs = s(o.cogs ?? [3_180_000, 2_870_000]);
  v.gp = sub(v.rev, v.cogs);
  v.staff = s([620_000, 575_000]);
  v.sga = s([412_000, 386_000]);
  v.dep = s([148_000, 139_000]);
  v.ooi = s([36_000, 29_000]);
  v.op = sub(add(v.gp, v.ooi), add(v.staff, v.sga, v.dep));
  v.fin = s([12_000, 9_000]);
  v.intx = s([86_000, 92_000]);
  v.pbt = sub(add(v.op, v.fin), v.intx);
  v.tax = v.pbt.map((x) => Math.round(x * 0.25));
  v.np = sub(v.pbt, v.tax);
  // balance sheet
  v.capex = s([210_000, 180_000]);
  v.ppeGross = [0, s([2_400_000])[0]];
  v.ppeGross[0] = v.ppeGross[1] + v.capex[0];
  v.accDep = [0, -s([960_000])[0]];
  v.accDep[0] = v.accDep[1] - v.dep[0];
  v.nfa = add(v.ppeGross, v.accDep);
  v.intang = s([64_000, 64_000]);
  v.rou = s([118_000, 131_000]);
  v.tnca = add(v.nfa, v.intang, v.rou);
  v.inv = s([386_000, 352_000]);
  v.ar = s([702_000, 655_000]);
  v.prep = s([41_000, 38_000]);
  v.shareCap = s([500_000, 500_000]);
  v.div = s([o.div ?? 60_000, 50_000]);
  v.re = [0, s([o.re ?? 640_000])[0]];
  v.re[0] = v.re[1] + v.np[0] - v.div[0];
  v.te = add(v.shareCap, v.re);
  v.repay = s([100_000, 100_000]);
  v.ltd = [0, s([900_000])[0]];
  v.ltd[0] = v.ltd[1] - v.repay[0];
  v.lease = s([92_000, 104_000]);
  v.tncl = add(v.ltd, v.lease);
  v.ap = s([468_000, 431_000]);
  v.std = s([120_000, 150_000]);
  v.cpltd = s([100_000, 100_000]);
  v.prov = s([58_000, 52_000]);
  v.ctax = s([31_000, 27_000]);
  v.tcl = add(v.ap, v.std, v.cpltd, v.prov, v.ctax);
  v.tl = add(v.tncl, v.tcl);
  v.tle = add(v.te, v.tl);
  v.cash = plug(v.tle, [v.tnca, v.inv, v.ar, v.prep], "cash");
  v.tca = add(v.inv, v.ar, v.prep, v.cash);
  v.ta = add(v.tnca, v.tca);
  eq(v.ta, v.tle, "balance");
  // cash flow (cash at the start of the prior year given)
  v.cash0 = Math.round(v.cash[1] * 0.8);
  v.begin = [v.cash[1], v.cash0];
  v.dcash = sub(v.cash, v.begin);
  v.cfi = neg(v.capex);
  v.stdChange = [v.std[0] - v.std[1], s([-20_000])[0]];
  v.cff = sub(v.stdChange, add(v.repay, v.div));
  v.cfo = sub(v.dcash, add(v.cfi, v.cff));
  v.intPaid = neg(v.intx);
  v.taxPaid = neg(sub(v.tax, s([4_000, 3_000])));
  v.beforeWc = add(v.pbt, v.dep, v.intx, neg(v.fin));
  v.wc = sub(v.cfo, add(v.beforeWc, v.intPaid, v.taxPaid, v.fin));
  v.cashGen = add(v.beforeWc, v.wc);
  eq(add(v.cashGen, v.intPaid, v.taxPaid, v.fin), v.cfo, "cfo");
  eq(add(v.begin, v.cfo, v.cfi, v.cff), v.cash, "cash roll");
  return v;
}
/** All vectors divided by d (figures in tenths printed with one decimal). */
const scaled = (v, d) =>
  Object.fromEntries(Object.entries(v).map(([key, x]) => [key, Array.isArray(x) ? x.map((y) => y / d) : x / d]));

const FILES = [];
const st = (type, title, rows, o = {}) => ({ kind: "st", type, title, rows, ...o });
const BOTH = [Y("2025-12-31"), Y("2024-12-31")];
const i1 = { i: 1 };
const b = { b: true };
const m1 = { s: -1 };

/** The usual IFRS-style income statement rows (labels en). */
const isRows = (v, n = {}) => [
  row(`Revenue${n.rev ?? ""}`, v.rev, "revenue"),
  row(`Cost of sales${n.cogs ?? ""}`, neg(v.cogs), "cost_of_goods_sold", m1),
  row("Gross profit", v.gp, "gross_profit", b),
  row(`Other operating income${n.ooi ?? ""}`, v.ooi),
  row(`Employee benefits expense${n.staff ?? ""}`, neg(v.staff)),
  row("Selling, general and administrative expenses", neg(v.sga), "selling_general_administrative", m1),
  row(`Depreciation and amortisation${n.dep ?? ""}`, neg(v.dep), "depreciation_amortization", m1),
  row("Operating profit", v.op, "operating_profit", b),
  row(`Finance income${n.fin ?? ""}`, v.fin, "other_income"),
  row(`Finance costs${n.fin ?? ""}`, neg(v.intx), "interest_expense", m1),
  row("Profit before tax", v.pbt, "profit_before_tax", b),
  row(`Income tax expense${n.tax ?? ""}`, neg(v.tax), "income_tax", m1),
  row("Profit for the year", v.np, "net_profit", b),
];
/** The usual balance sheet rows (labels en). */
const bsRows = (v, n = {}) => [
  head("Non-current assets"),
  row(`Property, plant and equipment${n.ppe ?? ""}`, v.nfa, "net_fixed_assets", i1),
  row("Intangible assets", v.intang, "intangible_assets", i1),
  row(`Right-of-use assets${n.rou ?? ""}`, v.rou, "other_non_current_assets", i1),
  row("Total non-current assets", v.tnca, "total_non_current_assets", b),
  head("Current assets"),
  row(`Inventories${n.inv ?? ""}`, v.inv, "inventory", i1),
  row(`Trade receivables${n.ar ?? ""}`, v.ar, "trade_receivables", i1),
  row("Prepayments", v.prep, "other_current_assets", i1),
  row(`Cash and cash equivalents${n.cash ?? ""}`, v.cash, "cash", i1),
  row("Total current assets", v.tca, "total_current_assets", b),
  row("Total assets", v.ta, "total_assets", b),
  head("Equity"),
  row(`Share capital${n.sc ?? ""}`, v.shareCap, "share_capital", i1),
  row("Retained earnings", v.re, "retained_earnings", i1),
  row("Total equity", v.te, "total_equity", b),
  head("Non-current liabilities"),
  row(`Borrowings${n.debt ?? ""}`, v.ltd, "long_term_debt", i1),
  row("Lease liabilities", v.lease, "other_non_current_liabilities", i1),
  row("Total non-current liabilities", v.tncl, "total_non_current_liabilities", b),
  head("Current liabilities"),
  row(`Trade and other payables${n.ap ?? ""}`, v.ap, "trade_payables", i1),
  row("Bank overdraft", v.std, "short_term_debt", i1),
  row("Current portion of borrowings", v.cpltd, "current_portion_long_term_debt", i1),
  row(`Provisions${n.prov ?? ""}`, v.prov, "other_current_liabilities", i1),
  row("Current tax liabilities", v.ctax, "other_current_liabilities", i1),
  row("Total current liabilities", v.tcl, "total_current_liabilities", b),
  row("Total liabilities", v.tl, "total_liabilities", b),
  row("Total equity and liabilities", v.tle, "total_liabilities_and_equity", b),
];

// 1. Irish company: a covering e-mail page (printed from a mail client) before the statements
{
  const v = model(1);
  FILES.push({
    id: "chromium-ie-pack-covering-email",
    producer: "chromium",
    language: "en",
    company: "Shannonside Freight Services Limited",
    currency: "EUR",
    scale: 1,
    scale_phrase: "€",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "statement pack forwarded by e-mail: the first page is the printed e-mail (From, To, Sent, Subject, Attachments, body with a credit limit request), then the income statement and the balance sheet of an Irish private company limited by shares",
    ],
    pages: [
      {
        kind: "email",
        lines: [
          "From: Aoife Brennan <a.brennan@shannonside-freight.ie>",
          "Sent: Friday 27 November 2026 16:42",
          "To: credit.control@meridianforwarding.example",
          "Subject: RE: Credit application - Shannonside Freight Services Limited - 2025 accounts",
          "Attachments: Shannonside_FS_2025_signed.pdf",
          "Hi all,",
          "Further to our call, please find our financial statements for the year ended 31 December 2025 below. We would like the credit limit raised to EUR 250,000 from January.",
          "Best regards, Aoife Brennan, Financial Controller, Shannonside Freight Services Limited, Limerick, Ireland (CRO 512884)",
        ],
      },
      st("income_statement", "Statement of Profit or Loss", isRows(v), {
        expect: BOTH,
        lines: ["For the year ended 31 December 2025"],
      }),
      st("balance_sheet", "Statement of Financial Position", bsRows(v), {
        expect: BOTH,
        lines: ["As at 31 December 2025"],
      }),
    ],
  });
}

// 2. Dutch B.V. in English: prior year restated (inventory error), reconciliation note below
{
  const v = model(0.0013, { rev: [5_260_000, 4_930_000], cogs: [3_470_000, 3_240_000] });
  const adj = 62;
  FILES.push({
    id: "chromium-nl-restated-prior-year",
    producer: "chromium",
    language: "en",
    company: "Moerdijk Reefer Terminals B.V.",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in thousands of euros",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024 Restated*"],
    features: [
      "prior year restated: column headed 2024 Restated*, a reconciliation note (Note 2.4) under the statements with the previously reported figures, the adjustment and the restated figures; Dutch B.V. reporting in English in thousands of euros",
    ],
    pages: [
      st("income_statement", "Consolidated Income Statement", isRows(v), {
        expect: BOTH,
        lines: ["For the year ended 31 December 2025", "in thousands of euros"],
        after: [
          "* Restated, see Note 2.4. Note 2.4 Restatement of comparatives: an overstatement of inventories at 31 December 2024 was corrected.",
          `Cost of sales 2024 as previously reported ${v.cogs[1] - adj}; adjustment ${adj}; restated ${v.cogs[1]}.`,
        ],
      }),
      st("balance_sheet", "Consolidated Balance Sheet", bsRows(v), {
        expect: BOTH,
        lines: ["As at 31 December 2025", "in thousands of euros"],
        after: ["* Restated, see Note 2.4: inventories and retained earnings at 31 December 2024 as restated."],
      }),
    ],
  });
}

// 3. Singapore Pte. Ltd.: a Notes column and note references inside some labels
{
  const v = model(0.0009, { rev: [6_100_000, 5_720_000], cogs: [4_020_000, 3_790_000] });
  const n = (x) => ` (Note ${x})`;
  FILES.push({
    id: "chromium-sg-notes-column",
    producer: "chromium",
    language: "en",
    company: "Tuas Pallet and Crate Systems Pte. Ltd.",
    currency: "SGD",
    scale: 1000,
    scale_phrase: "S$'000",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    notes: true,
    features: [
      "a Note column between the labels and the years (4, 5, 12 ...) and, on other lines, note references inside the labels (Trade receivables (Note 9)); Singapore private company, S$'000",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of Comprehensive Income",
        isRows(v, { staff: n(6), dep: n(7) }).map((r, i) => ({
          ...r,
          note: [4, 5, null, null, null, null, null, null, 8, 8, null, 10, null][i],
        })),
        { expect: BOTH, lines: ["Financial year ended 31 December 2025"] },
      ),
      st(
        "balance_sheet",
        "Statement of Financial Position",
        bsRows(v, { ar: n(14), cash: n(15), debt: n(17) }).map((r) => ({
          ...r,
          note:
            { "Property, plant and equipment": 11, "Right-of-use assets": 12, Inventories: 13, Provisions: 18 }[r.l] ??
            null,
        })),
        { expect: BOTH, lines: ["As at 31 December 2025"] },
      ),
    ],
  });
}

// 4. Canadian company: cash flow with interest paid and income taxes paid on their own lines
{
  const v = model(1, { rev: [7_340_000, 6_880_000], cogs: [5_010_000, 4_700_000], re: 910_000 });
  FILES.push({
    id: "groff-ca-cash-flow-interest-tax-paid",
    producer: "groff",
    language: "en",
    company: "Thunder Bay Grain Forwarders Ltd.",
    currency: "CAD",
    scale: 1,
    scale_phrase: "(in Canadian dollars)",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "statement of cash flows (indirect method) with finance costs added back and Interest paid and Income taxes paid shown as separate lines of operating activities, finance income received as its own line; Canadian (ASPE-style) private company in dollars",
    ],
    pages: [
      st("income_statement", "Statement of Income", isRows(v), {
        expect: BOTH,
        lines: ["Year ended December 31, 2025"],
      }),
      st("balance_sheet", "Balance Sheet", bsRows(v), { expect: BOTH, lines: ["December 31, 2025"] }),
      st(
        "cashflow_statement",
        "Statement of Cash Flows",
        [
          head("Operating activities"),
          row("Profit before tax", v.pbt, null, i1),
          row("Depreciation and amortization", v.dep, null, i1),
          row("Finance costs", v.intx, null, i1),
          row("Finance income", neg(v.fin), null, i1),
          row("Changes in non-cash working capital", v.wc, null, i1),
          row("Cash generated from operations", v.cashGen, null, b),
          row("Interest paid", v.intPaid, null, i1),
          row("Income taxes paid", v.taxPaid, null, i1),
          row("Interest received", v.fin, null, i1),
          row("Net cash from operating activities", v.cfo, "net_cash_from_operating_activities", b),
          head("Investing activities"),
          row("Purchase of property, plant and equipment", neg(v.capex), "purchase_of_fixed_assets", i1),
          row("Net cash used in investing activities", v.cfi, "net_cash_from_investing_activities", b),
          head("Financing activities"),
          row("Change in bank indebtedness", v.stdChange, null, i1),
          row("Repayment of term loan", neg(v.repay), "repayment_of_borrowings", i1),
          row("Dividends paid", neg(v.div), "dividends_paid", i1),
          row("Net cash used in financing activities", v.cff, "net_cash_from_financing_activities", b),
          row("Net change in cash", v.dcash, "net_change_in_cash", b),
          row("Cash, beginning of year", v.begin, "cash_at_beginning"),
          row("Cash, end of year", v.cash, "cash_at_end", b),
        ],
        { expect: BOTH, lines: ["Year ended December 31, 2025"] },
      ),
    ],
  });
}

const FEB = [Y("2025-02-28"), Y("2024-02-29")];
// 5. South African small company: abridged accounts (few lines each), rand
{
  const v = model(0.6, { rev: [3_900_000, 3_610_000], cogs: [2_360_000, 2_170_000] });
  const opex = add(v.staff, v.sga, v.dep);
  eq(sub(add(v.gp, v.ooi), opex), v.op, "za op");
  const oth = add(v.rou, v.intang);
  const ocl = add(v.prov, v.ctax);
  const curBorr = add(v.std, v.cpltd);
  FILES.push({
    id: "groff-za-abridged-small-company",
    producer: "groff",
    language: "en",
    company: "Mossel Bay Cold Storage (Pty) Ltd",
    currency: "ZAR",
    scale: 1,
    scale_phrase: "Figures in Rand",
    conv: "en",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "abridged annual financial statements of a small South African (Pty) company: a few lines per statement (operating expenses in one line, other non-current assets and other current liabilities grouped), space-free comma thousands, losses with a minus, Rand",
    ],
    pages: [
      st(
        "income_statement",
        "Abridged Statement of Comprehensive Income",
        [
          row("Revenue", v.rev, "revenue"),
          row("Cost of sales", neg(v.cogs), "cost_of_goods_sold", m1),
          row("Gross profit", v.gp, "gross_profit", b),
          row("Other operating income", v.ooi),
          row("Operating expenses", neg(opex)),
          row("Operating profit", v.op, "operating_profit", b),
          row("Investment revenue", v.fin, "other_income"),
          row("Finance costs", neg(v.intx), "interest_expense", m1),
          row("Profit before taxation", v.pbt, "profit_before_tax", b),
          row("Taxation", neg(v.tax), "income_tax", m1),
          row("Profit for the year", v.np, "net_profit", b),
        ],
        { expect: FEB, lines: ["for the year ended 28 February 2025"] },
      ),
      st(
        "balance_sheet",
        "Abridged Statement of Financial Position",
        [
          row("Property, plant and equipment", v.nfa, "net_fixed_assets"),
          row("Other non-current assets", oth, "other_non_current_assets"),
          row("Inventories", v.inv, "inventory"),
          row("Trade and other receivables", add(v.ar, v.prep), "trade_receivables"),
          row("Cash and cash equivalents", v.cash, "cash"),
          row("Total assets", v.ta, "total_assets", b),
          row("Share capital", v.shareCap, "share_capital"),
          row("Retained income", v.re, "retained_earnings"),
          row("Total equity", v.te, "total_equity", b),
          row("Non-current liabilities", v.tncl, "total_non_current_liabilities"),
          row("Trade and other payables", v.ap, "trade_payables"),
          row("Current borrowings", curBorr, "short_term_debt"),
          row("Other current liabilities", ocl, "other_current_liabilities"),
          row("Total equity and liabilities", v.tle, "total_liabilities_and_equity", b),
        ],
        { expect: FEB, lines: ["as at 28 February 2025"] },
      ),
    ],
  });
}

// 6. Austrian GmbH (de): Bilanz in TEUR with an Anlagenspiegel (schedule of fixed assets) page
{
  const v = model(0.0011, { rev: [5_480_000, 5_060_000], cogs: [3_610_000, 3_330_000], re: 700_000 });
  const bank = add(v.ltd, v.std, v.cpltd);
  const rst = add(v.prov, v.ctax);
  const sumV = add(bank, v.ap, v.lease);
  eq(add(v.te, rst, sumV), v.tle, "at passiva");
  const ak0 = v.ppeGross[1] + v.intang[1] * 2;
  const zu = v.capex[0];
  const kumAbs = -v.accDep[0] + v.intang[0];
  FILES.push({
    id: "chromium-at-bilanz-anlagenspiegel",
    producer: "chromium",
    language: "de",
    company: "Innviertler Speditions- und Lagerhaus GmbH",
    currency: "EUR",
    scale: 1000,
    scale_phrase: "in TEUR",
    conv: "de",
    decimals: 0,
    cols: ["31.12.2025", "31.12.2024"],
    features: [
      "österreichische GmbH (UGB): Bilanz in TEUR, Aktiva und Passiva untereinander, Passiva ohne Fristengliederung (Rückstellungen, Verbindlichkeiten), dann ein Anlagenspiegel mit Anschaffungskosten, Zugängen, kumulierten Abschreibungen und Buchwerten (nicht erwartet)",
    ],
    pages: [
      st(
        "balance_sheet",
        "Bilanz zum 31. Dezember 2025",
        [
          head("AKTIVA"),
          head("A. Anlagevermögen"),
          row("I. Immaterielle Vermögensgegenstände", v.intang, "intangible_assets", i1),
          row("II. Sachanlagen", v.nfa, "net_fixed_assets", i1),
          row("III. Finanzanlagen", v.rou, "other_non_current_assets", i1),
          row("Summe Anlagevermögen", v.tnca, "total_non_current_assets", b),
          head("B. Umlaufvermögen"),
          row("I. Vorräte", v.inv, "inventory", i1),
          row("II. Forderungen aus Lieferungen und Leistungen", v.ar, "trade_receivables", i1),
          row("III. Sonstige Forderungen und Vermögensgegenstände", v.prep, "other_current_assets", i1),
          row("IV. Kassenbestand, Guthaben bei Kreditinstituten", v.cash, "cash", i1),
          row("Summe Umlaufvermögen", v.tca, "total_current_assets", b),
          row("Summe Aktiva", v.ta, "total_assets", b),
          head("PASSIVA"),
          head("A. Eigenkapital"),
          row("I. Eingefordertes und einbezahltes Stammkapital", v.shareCap, "share_capital", i1),
          row("II. Bilanzgewinn", v.re, "retained_earnings", i1),
          row("Summe Eigenkapital", v.te, "total_equity", b),
          row("B. Rückstellungen", rst),
          head("C. Verbindlichkeiten"),
          row("1. Verbindlichkeiten gegenüber Kreditinstituten", bank, null, i1),
          row("2. Verbindlichkeiten aus Lieferungen und Leistungen", v.ap, "trade_payables", i1),
          row("3. Sonstige Verbindlichkeiten", v.lease, null, i1),
          row("Summe Verbindlichkeiten", sumV, null, b),
          row("Summe Passiva", v.tle, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, lines: ["Innviertler Speditions- und Lagerhaus GmbH, Ried im Innkreis, FN 214577 k"] },
      ),
      st(
        "schedule",
        "Anlagenspiegel zum 31. Dezember 2025",
        [
          row("Immaterielle Vermögensgegenstände", [
            v.intang[1] * 2,
            0,
            v.intang[1] * 2,
            v.intang[0],
            v.intang[0],
            v.intang[1],
          ]),
          row("Sachanlagen", [v.ppeGross[1], zu, v.ppeGross[0], -v.accDep[0], v.nfa[0], v.nfa[1]]),
          row("Summe", [ak0, zu, ak0 + zu, kumAbs, v.nfa[0] + v.intang[0], v.nfa[1] + v.intang[1]], null, b),
        ],
        {
          expect: null,
          cols: ["AK 1.1.2025", "Zugänge", "AK 31.12.2025", "kum. Abschr.", "BW 31.12.2025", "BW 31.12.2024"],
          lines: ["Entwicklung des Anlagevermögens (ohne Finanzanlagen)"],
        },
      ),
    ],
  });
}

// 7. German GmbH (de): GuV nach dem Umsatzkostenverfahren (§ 275 Abs. 3 HGB), EUR with cents
{
  const v = model(1.7, { rev: [4_880_000, 4_470_000], cogs: [3_010_000, 2_740_000] });
  const fn = add(v.staff, v.sga, v.dep);
  const vk = fn.map((x) => Math.round(x * 0.56));
  const vw = sub(fn, vk);
  const st5 = [9_140, 8_760];
  const ek = sub(v.tax, st5);
  const nachSt = sub(v.pbt, ek);
  eq(sub(nachSt, st5), v.np, "guv");
  FILES.push({
    id: "groff-de-guv-umsatzkostenverfahren",
    producer: "groff",
    language: "de",
    company: "Westerwälder Kunststofflogistik GmbH",
    currency: "EUR",
    scale: 1,
    scale_phrase: "in EUR",
    conv: "de",
    decimals: 2,
    cols: ["2025", "2024"],
    features: [
      "Gewinn- und Verlustrechnung nach dem Umsatzkostenverfahren (§ 275 Abs. 3 HGB) einer mittelgroßen GmbH: Herstellungskosten, Bruttoergebnis vom Umsatz, Vertriebskosten, allgemeine Verwaltungskosten, Ergebnis nach Steuern, sonstige Steuern, Jahresüberschuss; EUR mit Cent, Aufwendungen mit Minus",
    ],
    pages: [
      st(
        "income_statement",
        "Gewinn- und Verlustrechnung für das Geschäftsjahr 2025",
        [
          row("1. Umsatzerlöse", v.rev, "revenue"),
          row(
            "2. Herstellungskosten der zur Erzielung der Umsatzerlöse erbrachten Leistungen",
            neg(v.cogs),
            "cost_of_goods_sold",
            m1,
          ),
          row("3. Bruttoergebnis vom Umsatz", v.gp, "gross_profit", b),
          row("4. Vertriebskosten", neg(vk), "selling_general_administrative", m1),
          row("5. allgemeine Verwaltungskosten", neg(vw), "selling_general_administrative", m1),
          row("6. sonstige betriebliche Erträge", v.ooi),
          row("7. sonstige Zinsen und ähnliche Erträge", v.fin, "other_income"),
          row("8. Zinsen und ähnliche Aufwendungen", neg(v.intx), "interest_expense", m1),
          row("9. Steuern vom Einkommen und vom Ertrag", neg(ek), "income_tax", m1),
          row("10. Ergebnis nach Steuern", nachSt, null, b),
          row("11. sonstige Steuern", neg(st5)),
          row("12. Jahresüberschuss", v.np, "net_profit", b),
        ],
        { expect: BOTH, lines: ["Montabaur, Umsatzkostenverfahren"] },
      ),
    ],
  });
}

// 8. Swiss AG (de): Erfolgsrechnung and Bilanz in Mio. CHF with one decimal (OR format)
{
  const v = scaled(model(0.0021, { rev: [4_820_000, 4_410_000], re: 700_000 }), 10);
  const r1 = (x) => x.map((y) => Math.round(y * 10) / 10);
  const ocl = r1(add(v.prov, v.ctax));
  FILES.push({
    id: "pdfkit-de-ch-ag-mio-chf",
    producer: "pdfkit",
    language: "de",
    company: "Thurgauer Kühllogistik AG",
    currency: "CHF",
    scale: 1_000_000,
    scale_phrase: "in Mio. CHF",
    conv: "ch",
    decimals: 1,
    cols: ["2025", "2024"],
    features: [
      "Schweizer AG, Erfolgsrechnung und Bilanz nach OR-Gliederung in Mio. CHF mit einer Nachkommastelle, Apostroph als Tausendertrennzeichen, Aktiven mit Umlaufvermögen zuerst, Passiven mit kurz- und langfristigem Fremdkapital vor dem Eigenkapital",
    ],
    pages: [
      st(
        "income_statement",
        "Erfolgsrechnung 2025",
        [
          row("Nettoerlöse aus Lieferungen und Leistungen", v.rev, "revenue"),
          row("Materialaufwand", neg(v.cogs)),
          row("Personalaufwand", neg(v.staff)),
          row("Übriger betrieblicher Aufwand", neg(v.sga), "other_operating_expenses", m1),
          row("Übriger betrieblicher Ertrag", v.ooi),
          row("Abschreibungen", neg(v.dep), "depreciation_amortization", m1),
          row("Betriebliches Ergebnis (EBIT)", v.op, "operating_profit", b),
          row("Finanzertrag", v.fin, "other_income"),
          row("Finanzaufwand", neg(v.intx), "interest_expense", m1),
          row("Ergebnis vor Steuern", v.pbt, "profit_before_tax", b),
          row("Direkte Steuern", neg(v.tax), "income_tax", m1),
          row("Jahresgewinn", v.np, "net_profit", b),
        ],
        { expect: BOTH, lines: ["1. Januar bis 31. Dezember 2025, in Mio. CHF"] },
      ),
      st(
        "balance_sheet",
        "Bilanz per 31. Dezember 2025",
        [
          row("Flüssige Mittel", v.cash, "cash"),
          row("Forderungen aus Lieferungen und Leistungen", v.ar, "trade_receivables"),
          row("Vorräte", v.inv, "inventory"),
          row("Aktive Rechnungsabgrenzungen", v.prep, "other_current_assets"),
          row("Total Umlaufvermögen", v.tca, "total_current_assets", b),
          row("Finanzanlagen", v.rou, "other_non_current_assets"),
          row("Sachanlagen", v.nfa, "net_fixed_assets"),
          row("Immaterielle Werte", v.intang, "intangible_assets"),
          row("Total Anlagevermögen", v.tnca, "total_non_current_assets", b),
          row("Total Aktiven", v.ta, "total_assets", b),
          row("Verbindlichkeiten aus Lieferungen und Leistungen", v.ap, "trade_payables"),
          row("Kurzfristige Bankverbindlichkeiten", v.std, "short_term_debt"),
          row("Kurzfristiger Anteil Bankdarlehen", v.cpltd, "current_portion_long_term_debt"),
          row("Passive Rechnungsabgrenzungen und Rückstellungen", ocl, "other_current_liabilities"),
          row("Total kurzfristiges Fremdkapital", v.tcl, "total_current_liabilities", b),
          row("Langfristige Bankdarlehen", v.ltd, "long_term_debt"),
          row("Übrige langfristige Verbindlichkeiten", v.lease, "other_non_current_liabilities"),
          row("Total langfristiges Fremdkapital", v.tncl, "total_non_current_liabilities", b),
          row("Aktienkapital", v.shareCap, "share_capital"),
          row("Gewinnreserven", v.re, "retained_earnings"),
          row("Total Eigenkapital", v.te, "total_equity", b),
          row("Total Passiven", v.tle, "total_liabilities_and_equity", b),
        ],
        { expect: BOTH, cols: ["31.12.2025", "31.12.2024"], lines: ["in Mio. CHF"] },
      ),
    ],
  });
}

// 9. Belgian NV in English: statement of comprehensive income in a loss year
{
  const v = model(1, { rev: [4_560_000, 4_410_000], cogs: [3_900_000, 2_870_000], div: 0, re: 1_300_000 });
  if (!(v.np[0] < 0)) throw new Error("be: no loss");
  const fx = [-14_000, 9_000];
  const tci = add(v.np, fx);
  const lab = {
    "Operating profit": "Operating (loss) / profit",
    "Profit before tax": "(Loss) / profit before tax",
    "Income tax expense": "Income tax credit / (expense)",
    "Profit for the year": "(Loss) / profit for the year",
  };
  FILES.push({
    id: "chromium-be-comprehensive-income-loss-year",
    producer: "chromium",
    language: "en",
    company: "Zeebrugge Ro-Ro Handling NV",
    currency: "EUR",
    scale: 1,
    scale_phrase: "in EUR",
    conv: "paren",
    decimals: 0,
    cols: ["2025", "2024"],
    features: [
      "statement of profit or loss and other comprehensive income with a loss in the current year and a profit in the prior year (operating loss, loss before tax, a tax credit, loss for the year in brackets), exchange differences in OCI and total comprehensive income; Belgian NV reporting in English",
    ],
    pages: [
      st(
        "income_statement",
        "Statement of Profit or Loss and Other Comprehensive Income",
        [
          ...isRows(v).map((r) => ({ ...r, l: lab[r.l] ?? r.l })),
          head("Other comprehensive income"),
          row("Items that may be reclassified to profit or loss:", null, null, i1),
          row("Exchange differences on translation of foreign operations", fx, null, i1),
          row("Total comprehensive (loss) / income for the year", tci, null, b),
        ],
        { expect: BOTH, lines: ["For the year ended 31 December 2025"] },
      ),
    ],
  });
}

// 10. Luxembourg S.à r.l.: balance sheet printed as a single column (this year only)
{
  const v = model(0.8, { rev: [5_900_000, 5_400_000], cogs: [4_100_000, 3_760_000] });
  FILES.push({
    id: "chromium-lu-single-column-balance-sheet",
    producer: "chromium",
    language: "en",
    company: "Bettembourg Multimodal Services S.à r.l.",
    currency: "EUR",
    scale: 1,
    scale_phrase: "EUR",
    conv: "en",
    decimals: 0,
    cols: ["31 December 2025"],
    features: [
      "balance sheet printed as a single column of amounts (31 December 2025 only, no comparative), Luxembourg S.à r.l. reporting in English, amounts in EUR without a scale",
    ],
    pages: [
      st(
        "balance_sheet",
        "Balance Sheet as at 31 December 2025",
        bsRows(v).map((r) => ({ ...r, v: r.v ? [r.v[0]] : null })),
        {
          expect: [Y("2025-12-31")],
          lines: ["Amounts in EUR"],
        },
      ),
    ],
  });
}

// ---------------------------------------------------------------------------------------------
const SCANS = [
  { id: "scan-chromium-ie-pack-covering-email", of: "chromium-ie-pack-covering-email", dpi: 170, angle: 0.5, seed: 15 },
  {
    id: "scan-chromium-at-bilanz-anlagenspiegel",
    of: "chromium-at-bilanz-anlagenspiegel",
    dpi: 190,
    angle: -0.6,
    seed: 41,
  },
];

const tablesOf = (f) => f.pages.filter((p) => p.kind === "st");

/** A statement's lines under its title, with the scale phrase unless a line already says it. */
const linesOf = (f, p) =>
  (p.lines ?? []).some((l) => l.includes(f.scale_phrase)) ? (p.lines ?? []) : [...(p.lines ?? []), f.scale_phrase];

function tableHtml(f, p) {
  const cols = p.cols ?? f.cols;
  const nc = f.notes ? '<th class="n">Note</th>' : "";
  const th = `<tr><th></th>${nc}${cols.map((c) => `<th class="n">${esc(c)}</th>`).join("")}</tr>`;
  const trs = p.rows
    .map((r) => {
      const cls = `${r.b ? "b" : ""}${r.b && r.v ? " t" : ""} i${r.i}`;
      const note = f.notes ? `<td class="c">${r.note ?? ""}</td>` : "";
      const tds = r.v
        ? r.v.map((x) => `<td class="n">${esc(cell(f, x, r))}</td>`).join("")
        : cols.map(() => "<td></td>").join("");
      return `<tr class="${cls}"><td class="l">${esc(r.l)}</td>${note}${tds}</tr>`;
    })
    .join("\n");
  return `<table><thead>${th}</thead><tbody>${trs}</tbody></table>`;
}

function html(f) {
  const secs = f.pages.map((p) => {
    if (p.kind === "email")
      return `<div class="mail">${p.lines.map((l, i) => `<p${i < 5 ? ' class="hd"' : ""}>${esc(l)}</p>`).join("")}</div>`;
    const lines = linesOf(f, p).map(esc).join("<br>");
    const after = (p.after ?? []).map((a) => `<p class="after">${esc(a)}</p>`).join("");
    return `<h1>${esc(f.company)}</h1><h2>${esc(p.title)}</h2><p class="sub">${lines}</p>${tableHtml(f, p)}${after}`;
  });
  const css = styleSheet({
    margin: "18mm 16mm",
    fontSize: 10,
    h2: 11.5,
    subGap: 8,
    pad: "1.5px 4px",
    numWidth: f.cols.length === 1 ? 22 : 15,
    indent: 16,
    after: true,
    extra: [
      ".mail { font-family: 'DejaVu Sans', sans-serif; font-size: 10pt; } .mail p.hd { margin: 1px 0; } .mail p.hd:last-of-type { border-bottom: 1px solid #888; padding-bottom: 8px; }",
      "td.c { text-align: center; width: 7%; }",
    ],
  });
  return htmlDocument(f, css, secs.map((s) => `<section>${s}</section>`).join("\n"));
}

function groffSrc(f) {
  // labels in T{ T} text blocks wrap only in fill mode: filled from .TS to .TE
  const pages = f.pages.map((p) => {
    const lines = groffTable(f, { ...p, lines: linesOf(f, p) }, { lw: 3.4, cw: 1.2, block: true });
    const ts = lines.indexOf(".TS");
    const te = lines.indexOf(".TE");
    return [...lines.slice(0, ts), ".fi", ...lines.slice(ts, te + 1), ".nf", ...lines.slice(te + 1)];
  });
  return groffDocument([".ps 10", ".vs 13p", ".ll 6.6i", ".po 0.9i", ".nf"], pages);
}

const pdfkit = (f, file) => pdfkitRender(f, file, tablesOf(f), { colWidth: () => 80 });

await makeBatch({
  batch: "unseen15",
  files: FILES,
  scans: SCANS,
  tables: tablesOf,
  renderers: { html, groff: groffSrc, pdfkit },
  html: "HTML",
  scanFeature: "image-only PDF (scan) of the whole document",
});
