// Page layout shared by the corpus makers that lay statements out themselves
// (scripts/make-producer-corpus.mjs, scripts/make-unseen-corpus.mjs, scripts/make-unseen2-corpus.mjs): the grid a statement page
// is drawn from, Kontoform (two grids side by side), A4 page sizes, header lines, text placement
// for the producers that position every run, PDF/PostScript string literals and HTML table rows.
// Each maker keeps its own look by the options it passes; the data (figures, rows, titles, column
// headers) is in scripts/extraction-corpus-model.mjs.
import { PDFDocument, StandardFonts } from "pdf-lib";
import {
  columnHeader,
  esc,
  fmt,
  MONATE,
  MONTHS,
  periodLine,
  printedRows,
  quarterEnd,
  ROWS,
  TITLES,
} from "./extraction-corpus-model.mjs";

// ---------------------------------------------------------------------------------------------
// Grids: one page of a statement as title lines and a table of cells, laid out by every producer.
// column: { header: string[], align: "l" | "r", width (relative) }
// row: { cells: string[], bold: boolean[], heading?: true (one label over the row), rule?: true
//        (a line above the amounts), ruleCols?: boolean[] (that line per column), double?: true
//        (a double line below them) }

/** One statement as a grid; `header(doc, year)` gives a year column's header lines. */
export function statementGrid(doc, type, { title = TITLES[doc.titles][type], header = columnHeader } = {}) {
  const rows = printedRows(doc, type);
  const notes = doc.notes && rows.some((r) => r.note);
  const columns = [{ header: [], align: "l", width: doc.labelWidth ?? 5 }];
  if (notes) columns.push({ header: [doc.lang === "de" ? "Anhang" : "Note"], align: "r", width: 0.7 });
  // Unseen batch 3: the prior year on the left (priorFirst), a currency symbol on the first and
  // the grand total rows only (symbolRows), in a narrow column of its own before each amount
  // (symbolColumn).
  const years = doc.priorFirst ? [...doc.years].reverse() : doc.years;
  const order = (cells) => (doc.priorFirst ? [...cells].reverse() : cells);
  const first = rows.findIndex((r) => !r.heading);
  const symbol = (r, i) => (doc.symbolRows && (i === first || r.grand) ? doc.symbolRows : "");
  for (const y of years) {
    if (doc.symbolColumn) columns.push({ header: [], align: "r", width: 0.3 });
    // Unseen batch 4: the current year's items in an inner column (Vorspalte), its sums beside it.
    if (doc.vorspalte && y === doc.years[0]) columns.push({ header: [], align: "r", width: 1.25 });
    columns.push({ header: header(doc, y), align: "r", width: 1.4 });
  }
  // Unseen batch 4: change columns after the years (amount and per cent), not expected.
  for (const h of doc.changeHeaders ?? []) columns.push({ header: h, align: "r", width: 1.1 });
  return {
    title: [doc.company, title, periodLine(doc, type), doc.scalePhrase].filter(Boolean),
    columns,
    rows: rows.map((r, i) => {
      if (r.heading) return { heading: true, cells: [r.label], bold: [true] };
      const amounts = order(r.cells).flatMap((c) =>
        doc.symbolColumn ? [symbol(r, i), c] : [symbol(r, i) ? `${symbol(r, i)}${c}` : c],
      );
      if (doc.vorspalte) amounts.splice(0, 1, ...(r.total ? ["", amounts[0]] : [amounts[0], ""]));
      if (doc.changeHeaders) amounts.push(...changeCells(doc, r));
      const cells = [r.label, ...(notes ? [r.note ?? ""] : []), ...amounts];
      return { cells, bold: cells.map(() => Boolean(r.total)), rule: r.total, double: r.grand };
    }),
  };
}

/** The change from the prior year to the current year: the amount and the per cent (unseen batch 4). */
function changeCells(doc, r) {
  if (r.davon || !r.fig) return ["", ""];
  const [a, b] = doc.years.slice(0, 2).map((y) => (r.sign ?? 1) * doc.figures[y][r.fig]);
  const pct = b === 0 ? "n/m" : `${(((a - b) / Math.abs(b)) * 100).toFixed(1)}%`;
  return [fmt(a - b, doc), doc.lang === "de" ? pct.replace(".", ",").replace("%", " %") : pct];
}

/**
 * Two grids side by side in one table, their last rows (the totals) on one line. The rows keep
 * the rule above the amounts per column (ruleCols); `rule` and `double` say whether they also
 * carry either side's `rule` (a rule over the whole row) and `double` (a double line below).
 */
export function besides(left, right, title, { rule = true, double = false } = {}) {
  const flat = (g) =>
    g.rows.map((r) =>
      r.heading
        ? { cells: [r.cells[0], ...g.columns.slice(1).map(() => "")], bold: g.columns.map((_, k) => k === 0) }
        : r,
    );
  const a = flat(left);
  const b = flat(right);
  const blank = (g) => ({ cells: g.columns.map(() => ""), bold: g.columns.map(() => false) });
  while (a.length < b.length) a.splice(a.length - 1, 0, blank(left));
  while (b.length < a.length) b.splice(b.length - 1, 0, blank(right));
  const bold = (r) => r.cells.map((_, k) => Boolean(r.bold?.[k]));
  return {
    title,
    columns: [...left.columns, ...right.columns],
    rows: a.map((r, i) => ({
      cells: [...r.cells, ...b[i].cells],
      bold: [...bold(r), ...bold(b[i])],
      ...(rule ? { rule: r.rule || b[i].rule } : {}),
      ruleCols: [...r.cells.map(() => Boolean(r.rule)), ...b[i].cells.map(() => Boolean(b[i].rule))],
      ...(double ? { double: r.double || b[i].double } : {}),
    })),
  };
}

/** German balance sheet in Kontoform: Aktiva on the left, Passiva on the right (landscape). */
export function kontoform(grid, { labelWidth, ...marks }) {
  const split = grid.rows.findIndex((r) => r.heading && /^passiva$/i.test(r.cells[0]));
  const side = (rows, name) => ({
    columns: grid.columns.map((c, i) => (i === 0 ? { ...c, header: [name], width: labelWidth } : c)),
    rows: rows.filter((r) => !(r.heading && /^(aktiva|passiva)$/i.test(r.cells[0]))),
  });
  const g = besides(
    side(grid.rows.slice(0, split), "Aktiva"),
    side(grid.rows.slice(split), "Passiva"),
    grid.title,
    marks,
  );
  return { ...g, landscape: true };
}

/** How many header lines the grid's columns have. */
export const headerDepth = (g) => Math.max(...g.columns.map((c) => c.header.length));
/** Header line `i` of a column, its lines aligned to the bottom. */
export const headerLine = (g, c, i) => c.header[i - (headerDepth(g) - c.header.length)] ?? "";

export const A4 = [595.28, 841.89];
export const pageSize = (g) => (g.landscape ? [A4[1], A4[0]] : A4);

// ---------------------------------------------------------------------------------------------
// Positions for the producers that place every text run: columns in proportion to their widths,
// amounts right-aligned at the column's right edge, labels too wide for their column wrapped with
// the amounts on the last line. `measure(text, bold, size)` is the font's width.
// The look (a maker's own) in `style`:
//   lineHeight, top (first baseline below the margin, in sizes), titleSizes [company, title],
//   titleGap (after the company), tableGap (after the title lines, in line heights),
//   headerRule (the rule under the header, in sizes), ruleInset (rules start this far into a
//   column), doubleGap (second line of a double rule, in sizes), wrapIndent (before a wrapped
//   label's next lines), gutter (a label column after amounts starts this far in),
//   rightPad (amounts end this far before the column edge), rightFlag (true: right-aligned runs
//   carry x = their right edge and right: true; false: x = their left edge by measure).
// Page headers (g.pageHeader), prose before the table (g.prose) and a footer (g.footer) are
// placed when the grid has them.

/** Text runs {text, x, y (from the top, baseline), bold, size, right?} and rules of one page. */
export function place(g, { width, margin, size, measure, style }) {
  const s = style;
  const items = [];
  const rules = [];
  const avail = width - 2 * margin;
  const total = g.columns.reduce((n, c) => n + c.width, 0);
  const xs = [];
  let x = margin;
  for (const c of g.columns) {
    xs.push([x, x + (avail * c.width) / total]);
    x += (avail * c.width) / total;
  }
  const lh = size * s.lineHeight;
  let y = margin + size * s.top;
  if (g.pageHeader) {
    items.push({ text: g.pageHeader, x: width - margin, y: margin - 14, bold: false, size: size - 1, right: true });
  }
  items.push({ text: g.title[0], x: margin, y, bold: true, size: size * s.titleSizes[0] });
  y += size * s.titleGap;
  items.push({ text: g.title[1], x: margin, y, bold: true, size: size * s.titleSizes[1] });
  for (const t of g.title.slice(2)) {
    y += lh;
    items.push({ text: t, x: margin, y, bold: false, size });
  }
  y += lh * s.tableGap;
  for (const p of g.prose ?? []) {
    items.push({ text: p, x: margin, y, bold: false, size });
    y += lh * 1.3;
  }
  const gutter = (i) => (i > 0 ? s.gutter : 0);
  const cell = (text, i, bold, yy) => {
    if (!text) return;
    const [x0, x1] = xs[i];
    if (g.columns[i].align !== "r") items.push({ text, x: x0 + gutter(i), y: yy, bold, size });
    else if (s.rightFlag) items.push({ text, x: x1 - s.rightPad, y: yy, bold, size, right: true });
    else items.push({ text, x: x1 - s.rightPad - measure(text, bold, size), y: yy, bold, size });
  };
  for (let i = 0; i < headerDepth(g); i++) {
    g.columns.forEach((c, k) => {
      cell(headerLine(g, c, i), k, true, y);
    });
    y += lh;
  }
  rules.push({ x1: margin, x2: width - margin, y: y - lh + size * s.headerRule });
  y += lh * 0.2;
  for (const r of g.rows) {
    if (r.heading) {
      y += lh * 0.3;
      cell(r.cells[0], 0, true, y);
      y += lh;
      continue;
    }
    // A label wider than its column goes on as many lines as it needs; the amounts on the last.
    const lines = r.cells.map((c, i) => {
      if (g.columns[i].align !== "l") return [c];
      const max = xs[i][1] - xs[i][0] - 8 - gutter(i);
      const out = [];
      let cur = "";
      for (const word of c.split(" ")) {
        const next = cur ? `${cur} ${word}` : word;
        if (cur && measure(next, r.bold[i], size) > max) {
          out.push(cur);
          cur = `${s.wrapIndent}${word}`;
        } else cur = next;
      }
      return [...out, cur];
    });
    const depth = Math.max(...lines.map((l) => l.length));
    r.cells.forEach((_, i) => {
      // Amounts stand on the last line of the label to their left (each half of a Kontoform).
      const label = g.columns.findLastIndex((c, k) => k <= i && c.align === "l");
      const first = g.columns[i].align === "l" ? 0 : lines[label].length - 1;
      lines[i].forEach((t, k) => {
        cell(t, i, r.bold[i], y + (first + k) * lh);
      });
      const last = y + first * lh;
      const [x1, x2] = [xs[i][0] + s.ruleInset, xs[i][1] - 2];
      if (g.columns[i].align === "r" && (r.ruleCols?.[i] ?? r.rule)) rules.push({ x1, x2, y: last - size * 1.05 });
      if (g.columns[i].align === "r" && r.double) {
        rules.push({ x1, x2, y: last + size * 0.35 });
        rules.push({ x1, x2, y: last + size * s.doubleGap });
      }
    });
    y += depth * lh;
  }
  if (g.footer) items.push({ text: g.footer, x: margin, y: y + lh, bold: false, size: size - 1 });
  return { items, rules };
}

// ---------------------------------------------------------------------------------------------
// Pages of the unseen batches (scripts/make-unseen-corpus.mjs, scripts/make-unseen2-corpus.mjs):
// a document's pages by its layout (statements, a statement continued on a second page, management
// accounts, Kontoform, notes pages) and their runs placed with Helvetica metrics.

// Column headers the unseen batches add: "Current year / Prior year", "Mar-25 / Mar-24".

export const MON = MONTHS.map((m) => m.slice(0, 3));
/** A year column's header lines, with the unseen batches' kinds; empty lines left out. */
export function headerOf(doc, year) {
  const first = doc.years.indexOf(year) === 0;
  switch (doc.header) {
    case "current-prior":
      return [first ? "Current year" : "Prior year", doc.unitHeader].filter(Boolean);
    case "mon-yy":
      return [`${MON[doc.fye[0] - 1]}-${String(year).slice(2)}`, doc.unitHeader].filter(Boolean);
    case "month-year":
      return [`${MONTHS[doc.fye[0] - 1]} ${year}`, doc.unitHeader].filter(Boolean);
    case "de-month-year":
      return [`${MONATE[doc.fye[0] - 1]} ${year}`, doc.unitHeader].filter(Boolean);
    case "de-report-prior":
      return [first ? "Berichtsjahr" : "Vorjahr", doc.unitHeader].filter(Boolean);
    // Unseen batch 3: "30 June" over "2025" over "$'000"; the current year in EUR beside the
    // prior year in TEUR; an accounting package's "Jan - Dec 2025" and "As of Dec 31, 2024 (PY)".
    case "uk-date-unit":
      return [`${doc.fye[1]} ${MONTHS[doc.fye[0] - 1]}`, String(year), doc.unitHeader].filter(Boolean);
    case "de-eur-teur":
      return [
        `${String(doc.fye[1]).padStart(2, "0")}.${String(doc.fye[0]).padStart(2, "0")}.${year}`,
        first ? "EUR" : "TEUR",
      ];
    case "qb-period":
      return [`${MON[doc.fye[0] % 12]} - ${MON[doc.fye[0] - 1]} ${year}${first ? "" : " (PY)"}`];
    case "qb-as-of":
      return [`As of ${MON[doc.fye[0] - 1]} ${doc.fye[1]}, ${year}${first ? "" : " (PY)"}`];
    // Unseen batch 4: the current year unaudited beside the audited prior year.
    case "audit-status":
      return [`${MONTHS[doc.fye[0] - 1]} ${doc.fye[1]}, ${year}`, first ? "(Unaudited)" : "(Audited)"];
    default:
      return columnHeader(doc, year).filter(Boolean);
  }
}

// ---------------------------------------------------------------------------------------------
// Grids: a page of title lines and a table (columns: header lines, align, width; rows: cells,
// bold, heading, rule above, double rule below), laid out by each producer.

/** A statement's grid, or two when `doc.splitAt[type]` continues it on a second page. */
export function statementPages(doc, type, title = TITLES[doc.titles][type]) {
  // A header kind per statement (doc.headers, unseen batch 3), else the document's.
  const grid = statementGrid(doc.headers?.[type] ? { ...doc, header: doc.headers[type] } : doc, type, {
    title,
    header: headerOf,
  });
  // A statement that goes on over a second page: the column headers again, "(continued)".
  const at = doc.splitAt?.[type];
  if (!at) return [grid];
  return [
    { ...grid, rows: grid.rows.slice(0, at), footer: "(continued on next page)" },
    { ...grid, title: [doc.company, `${title} (continued)`, grid.title[2]], rows: grid.rows.slice(at) },
  ];
}

export const EXPENSES = new Set([
  "cost_of_goods_sold",
  "selling_general_administrative",
  "sga_distribution",
  "sga_admin",
  "depreciation_amortization",
  "other_operating_expenses",
  "interest_expense",
  "income_tax",
]);

/** Management accounts: Actual / Budget / Variance / Prior year of the income statement. */
export function managementGrid(doc) {
  const [y, py] = doc.years;
  const mon = (yy) => `${MON[doc.fye[0] - 1]}-${String(yy).slice(2)}`;
  const columns = [
    { header: [], align: "l", width: 4.4 },
    { header: ["Actual", mon(y)], align: "r", width: 1.3 },
    { header: ["Budget", mon(y)], align: "r", width: 1.3 },
    { header: ["Variance", "fav/(adv)"], align: "r", width: 1.3 },
    { header: ["Prior year", mon(py)], align: "r", width: 1.3 },
  ];
  const [a, b, p] = [doc.figures[y], doc.budget, doc.figures[py]];
  const rows = ROWS[doc.rows.income_statement].map((r) => {
    if (r.heading) return { heading: true, cells: [r.label], bold: [true] };
    const s = r.sign ?? 1;
    // Favourable variance positive: income above budget, expenses below it.
    const expense = EXPENSES.has(r.fig);
    const variance = expense ? b[r.fig] - a[r.fig] : a[r.fig] - b[r.fig];
    const cells = [r.label, fmt(s * a[r.fig], doc), fmt(s * b[r.fig], doc), fmt(variance, doc), fmt(s * p[r.fig], doc)];
    return { cells, bold: cells.map(() => Boolean(r.total)), rule: r.total, double: r.grand };
  });
  return {
    title: [
      doc.company,
      "Management accounts: profit and loss",
      `Twelve months to ${doc.fye[1]} ${MONTHS[doc.fye[0] - 1]} ${y}`,
      doc.scalePhrase,
    ].filter(Boolean),
    columns,
    rows,
  };
}

/**
 * A management pack by quarter (unseen batch 3): the latest year's income statement in four
 * quarter columns, the year to date (the whole year) and the prior year to date, landscape.
 */
export function quarterPackGrid(doc) {
  const [y, py] = doc.years;
  const ends = doc.quarters.map((_, q) => quarterEnd(doc, y, q));
  const at = (e) => `${MON[e.month - 1]} ${e.year}`;
  const columns = [
    { header: [], align: "l", width: 3.6 },
    ...ends.map((e, q) => ({ header: [`Q${q + 1}`, at(e)], align: "r", width: 1.1 })),
    { header: ["YTD", at(ends[3])], align: "r", width: 1.2 },
    { header: ["Prior YTD", `${MON[doc.fye[0] - 1]} ${py}`], align: "r", width: 1.2 },
  ];
  const values = [...doc.quarters, doc.figures[y], doc.figures[py]];
  const rows = ROWS[doc.rows.income_statement].map((r) => {
    if (r.heading) return { heading: true, cells: [r.label], bold: [true] };
    const cells = [r.label, ...values.map((v) => fmt((r.sign ?? 1) * v[r.fig], doc))];
    return { cells, bold: cells.map(() => Boolean(r.total)), rule: r.total, double: r.grand };
  });
  return {
    title: [
      doc.company,
      "Quarterly management accounts: income statement",
      `Fiscal year ended ${MONTHS[doc.fye[0] - 1]} ${doc.fye[1]}, ${y}`,
      doc.scalePhrase,
    ].filter(Boolean),
    columns,
    rows,
    landscape: true,
  };
}

/** HGB balance sheet in Kontoform: Aktiva on the left, Passiva on the right, totals on one line. */
export function kontoformPage(doc) {
  const [grid] = statementPages({ ...doc, splitAt: undefined }, "balance_sheet");
  return kontoform(grid, { labelWidth: 3.2, rule: false, double: true });
}

/** Notes pages after the statements: prose and a small table that is not a statement. */
export function notesPage(doc) {
  const [y, py] = doc.years;
  const f = doc.figures;
  const de = doc.lang === "de";
  return {
    title: [doc.company, de ? "Anhang (Auszug)" : "Notes to the financial statements (extract)"],
    prose: de
      ? [
          "1. Allgemeine Angaben: Der Jahresabschluss wurde nach den Vorschriften des HGB aufgestellt.",
          "2. Sachanlagen werden zu Anschaffungskosten abzüglich planmäßiger Abschreibungen bewertet.",
        ]
      : [
          "1. Basis of preparation: the financial statements have been prepared under the historical cost convention.",
          "2. Property, plant and equipment is stated at cost less accumulated depreciation and impairment.",
          "3. The analysis of receivables by age is as follows:",
        ],
    columns: [
      { header: [], align: "l", width: 5 },
      { header: [String(y)], align: "r", width: 1.4 },
      { header: [String(py)], align: "r", width: 1.4 },
    ],
    rows: [
      [de ? "Forderungen bis 1 Jahr" : "Not past due", 0.7],
      [de ? "Forderungen über 1 Jahr" : "Past due 1-90 days", 0.2],
      [de ? "Wertberichtigungen" : "Past due over 90 days", 0.1],
    ].map(([label, share]) => {
      const cells = [
        label,
        fmt(Math.round(f[y].trade_receivables * share), doc),
        fmt(Math.round(f[py].trade_receivables * share), doc),
      ];
      return { cells, bold: [] };
    }),
  };
}

/**
 * The income statement and the balance sheet side by side on one landscape page, each label
 * column headed by its statement's title, the periods under the company's name.
 */
export function sideBySidePage(doc) {
  const [is] = statementPages({ ...doc, splitAt: undefined }, "income_statement");
  const [bs] = statementPages({ ...doc, splitAt: undefined }, "balance_sheet");
  const head = (g) => ({ ...g, columns: g.columns.map((c, i) => (i === 0 ? { ...c, header: [g.title[1]] } : c)) });
  const both = besides(
    head(is),
    head(bs),
    [doc.company, `${is.title[2]} / ${bs.title[2]}`, doc.scalePhrase].filter(Boolean),
  );
  return { ...both, landscape: true };
}

/**
 * An earnings release's income statement (unseen batch 4): the fourth quarter and the year, each
 * for the current and the prior year, under spanning headers (g.spans: producers that draw spans).
 */
export function pressGrid(doc) {
  const [y, py] = doc.years;
  const [m, d] = doc.fye;
  const columns = [
    { header: [], align: "l", width: 3.2 },
    ...[y, py, y, py].map((yy) => ({ header: [String(yy)], align: "r", width: 1.3 })),
  ];
  const values = [doc.q4[y], doc.q4[py], doc.figures[y], doc.figures[py]];
  const rows = ROWS[doc.rows.income_statement].map((r) => {
    if (r.heading) return { heading: true, cells: [r.label], bold: [true] };
    const cells = [r.label, ...values.map((v) => fmt((r.sign ?? 1) * v[r.fig], doc))];
    return { cells, bold: cells.map(() => Boolean(r.total)), rule: r.total, double: r.grand };
  });
  return {
    title: [doc.company, TITLES[doc.titles].income_statement, doc.scalePhrase].filter(Boolean),
    spans: [
      { from: 1, to: 2, text: `Three Months Ended ${MONTHS[m - 1]} ${d},` },
      { from: 3, to: 4, text: `Year Ended ${MONTHS[m - 1]} ${d},` },
    ],
    columns,
    rows,
  };
}

/**
 * A statement of changes in equity (unseen batch 4): share capital, other reserves, retained
 * earnings and total equity from the opening of the prior year to the close of the current one.
 * Not one of the three statements: nothing on it is expected.
 */
export function socieGrid(doc) {
  const [y, py] = doc.years;
  const [m, d] = doc.fye;
  const f = doc.figures;
  const date = (yy) => `${d} ${MONTHS[m - 1]} ${yy}`;
  const line = (label, v, total = false) => {
    // A dash for a zero movement, as statements of changes in equity print it.
    const dash = { ...doc, zero: "-" };
    const cells = [
      label,
      ...v.map((x) => fmt(x, dash)),
      fmt(
        v.reduce((n, x) => n + x, 0),
        dash,
      ),
    ];
    return { cells, bold: cells.map(() => total), rule: total, double: false };
  };
  const open = f[py - 1] ?? null;
  const movements = (yy) => [
    line("Profit for the year", [0, 0, f[yy].net_profit]),
    line("Other comprehensive income", [0, f[yy].oci_movement, 0]),
    line("Dividends paid", [0, 0, f[yy].dividends_paid]),
  ];
  const balance = (v, yy) =>
    line(`Balance at ${date(yy)}`, [v.share_capital, v.other_reserves, v.retained_earnings], true);
  return {
    title: [doc.company, "Statement of Changes in Equity", `For the year ended ${date(y)}`, doc.scalePhrase].filter(
      Boolean,
    ),
    columns: [
      { header: [], align: "l", width: 4 },
      { header: ["Share", "capital"], align: "r", width: 1.3 },
      { header: ["Other", "reserves"], align: "r", width: 1.3 },
      { header: ["Retained", "earnings"], align: "r", width: 1.3 },
      { header: ["Total", "equity"], align: "r", width: 1.3 },
    ],
    rows: [
      ...(open ? [balance(open, py - 1)] : []),
      ...movements(py),
      balance(f[py], py),
      ...movements(y),
      balance(f[y], y),
    ],
  };
}

/** The pages of a document, by its layout. */
export function documentPages(doc) {
  const out = [];
  if (doc.layout === "management") out.push(managementGrid(doc));
  if (doc.layout === "quarters") out.push(quarterPackGrid(doc));
  if (doc.layout === "side-by-side") out.push(sideBySidePage(doc));
  for (const t of doc.statements) {
    // Unseen batch 4: an earnings release's income statement (three and twelve months).
    if (doc.layout === "press" && t === "income_statement") {
      out.push(pressGrid(doc));
      continue;
    }
    if ((doc.layout === "management" || doc.layout === "quarters") && t === "income_statement") continue;
    if (doc.layout === "side-by-side" && (t === "income_statement" || t === "balance_sheet")) continue;
    if (doc.layout === "kontoform" && t === "balance_sheet") out.push(kontoformPage(doc));
    else out.push(...statementPages(doc, t, doc.layout === "management" ? "Balance sheet" : undefined));
    // Unseen batch 4: a statement of changes in equity after the income statement.
    if (doc.socie && t === "income_statement") out.push(socieGrid(doc));
  }
  if (doc.notesPages) out.push(notesPage(doc));
  return out.map((g) => ({ ...g, pageHeader: doc.pageHeader }));
}

// ---------------------------------------------------------------------------------------------
// Positions for the producers that place every text run (cairo, mutool create, PostScript):
// columns in proportion to their widths, amounts right-aligned at the column's right edge, labels
// too wide for their column wrapped with the amounts on the last line. Helvetica metrics (pdf-lib).

export const helvetica = await (async () => {
  const pdf = await PDFDocument.create();
  const r = await pdf.embedFont(StandardFonts.Helvetica);
  const b = await pdf.embedFont(StandardFonts.HelveticaBold);
  return (t, bold, size) => (bold ? b : r).widthOfTextAtSize(t, size);
})();

export const PLACED_LOOK = {
  lineHeight: 1.4,
  top: 1,
  titleSizes: [1.4, 1.15],
  titleGap: 1.8,
  tableGap: 1.6,
  headerRule: 0.45,
  ruleInset: 12,
  doubleGap: 0.6,
  wrapIndent: "  ",
  gutter: 22,
  rightPad: 3,
  rightFlag: true,
};

/** Text runs {text, x, y (from the top, baseline), bold, size, right?}, rules and size of one page. */
export function placePage(g, { size = 9, margin = 50, style = PLACED_LOOK, measure = helvetica } = {}) {
  const [width, height] = pageSize(g);
  return { ...place(g, { width, margin, size, measure, style }), width, height };
}

// ---------------------------------------------------------------------------------------------
// Strings

/** A PDF or PostScript string literal of Latin-1 text: ( ) \ escaped, bytes above 126 in octal. */
export const latin1String = (s) =>
  `(${[...s]
    .map((ch) => {
      const c = ch.charCodeAt(0);
      if (ch === "(" || ch === ")" || ch === "\\") return `\\${ch}`;
      if (c > 126) {
        if (c > 255) throw new Error(`not Latin-1: ${ch}`);
        return `\\${c.toString(8).padStart(3, "0")}`;
      }
      return ch;
    })
    .join("")})`;

// ---------------------------------------------------------------------------------------------
// HTML tables

/**
 * The rows of a grid as HTML table rows: the header lines (`th(column)` gives a header cell's
 * attributes), then a heading row by `heading(text, span)` and every other row as
 * `<tr{tr(row)}>` of `td(row, i)` cells.
 */
export function htmlRows(g, { th, heading, tr = () => "", td }) {
  const head = Array.from(
    { length: headerDepth(g) },
    (_, i) => `<tr>${g.columns.map((c) => `<th ${th(c)}>${esc(headerLine(g, c, i))}</th>`).join("")}</tr>`,
  );
  const body = g.rows.map((r) =>
    r.heading
      ? heading(esc(r.cells[0]), g.columns.length)
      : `<tr${tr(r)}>${r.cells.map((_, i) => td(r, i)).join("")}</tr>`,
  );
  return { head, body };
}
