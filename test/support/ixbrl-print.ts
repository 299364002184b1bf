import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { DEBIAN_BROWSERS } from "../../scripts/debian-browsers.mjs";
import { checkStatements } from "../../src/server/extraction/checks";
import { sameCompany } from "../../src/server/extraction/company-name";
import { type ExtractedStatement, extractStatements } from "../../src/server/extraction/extract";
import { extractTagged } from "../../src/server/extraction/tagged/extract-tagged";
import { readReportPackage, xmlText } from "../../src/server/extraction/tagged/filing-kind";

/**
 * Real inline-XBRL filings read two ways (issue 22; docs/extraction.md "Real filings printed to PDF"):
 * each filing of ../shared/ixbrl-corpus is printed to PDF by Chromium (A4, as a user's browser would
 * print it) into a temporary directory, the PDF is read by the text reader exactly as the extraction
 * job reads it (extractStatements, then checkStatements for the review status) and the HTML by the
 * tagged reader (extractTagged). The tagged facts are the ground truth: every figure the tagged reader
 * maps is compared with the text reader's figure for the same document type, period and key.
 * Used by scripts/ixbrl-print-accuracy.ts and src/server/extraction/tagged-print.test.ts. The
 * filings and their PDFs are never copied into the project.
 */

export const IXBRL_CORPUS_DIR =
  process.env.IXBRL_CORPUS_DIR ?? path.resolve(import.meta.dirname, "../../../shared/ixbrl-corpus");

/**
 * Why a disagreement between the two readers is not the text reader's miss, written after reading the
 * printed page beside the facts (docs/extraction.md "Real filings printed to PDF (issue 22)"):
 * - "definition": the tagged concept map (tagged/concept-map.ts) and the chart of accounts as the text
 *   reader applies it to the printed line (docs/chart-of-accounts.md) define the key differently;
 * - "tag": the filing's own tag disagrees with the figure it prints (a sign="-" on a positive figure);
 * - "elsewhere": the tagged figure is printed only in a note or in another statement, not on the
 *   statement the text reader reads for this document;
 * - "unclaimed": the filing is in a language the text reader does not claim (it must read nothing).
 */
export type Exclusion = "definition" | "tag" | "elsewhere" | "unclaimed";

export interface ExclusionCase {
  /** The filing's id (loadFilings), its document type and key (both periods), or every key ("*"). */
  file: string;
  document: string;
  key: string;
  kind: Exclusion;
  why: string;
}

const SGA =
  "chart: SG&A sums distribution (selling) costs and administrative expenses; the concept map maps AdministrativeExpenses alone";
const TAG_SIGN = 'the filing tags the figure with sign="-" against the sign it prints';

/** The cases found on the corpus's filings (a disagreement on any other key counts as the text reader's). */
export const EXCLUSIONS: readonly ExclusionCase[] = [
  { file: "nl_kvk_klein_template_2023.html", document: "*", key: "*", kind: "unclaimed", why: "Dutch (not claimed)" },
  {
    file: "uk_full_challenge_packaging_2020.html",
    document: "income_statement",
    key: "selling_general_administrative",
    kind: "definition",
    why: SGA,
  },
  {
    file: "uk_full_challenge_packaging_2020.html",
    document: "income_statement",
    key: "depreciation_amortization",
    kind: "elsewhere",
    why: "printed in the notes only",
  },
  ...[
    "net_cash_from_operating_activities",
    "purchase_of_fixed_assets",
    "net_cash_from_investing_activities",
    "dividends_paid",
    "net_cash_from_financing_activities",
  ].map(
    (key): ExclusionCase => ({
      file: "uk_full_challenge_packaging_2020.html",
      document: "cashflow_statement",
      key,
      kind: "tag",
      why: TAG_SIGN,
    }),
  ),
  {
    file: "uk_full_challenge_packaging_2020.html",
    document: "cashflow_statement",
    key: "repayment_of_borrowings",
    kind: "definition",
    why: `chart: repayments of loans add up ("Loan repayments" and "Other loan repayments"); the concept is one line (and ${TAG_SIGN})`,
  },
  {
    file: "uk_full_sarginsons_2020.html",
    document: "income_statement",
    key: "selling_general_administrative",
    kind: "definition",
    why: SGA,
  },
  {
    file: "uk_full_sarginsons_2020.html",
    document: "balance_sheet",
    key: "work_in_progress",
    kind: "elsewhere",
    why: "in the stocks note; the balance sheet prints Stocks",
  },
  {
    file: "uk_group_demo_tv_2020.html",
    document: "balance_sheet",
    key: "trade_receivables",
    kind: "definition",
    why: "chart: the printed Debtors total is trade_receivables; the concept TradeDebtorsTradeReceivables is the trade debtors of the note",
  },
  {
    file: "uk_group_demo_tv_2020.html",
    document: "balance_sheet",
    key: "work_in_progress",
    kind: "elsewhere",
    why: "in the stocks note",
  },
  {
    file: "us_10k_apple_2020.htm",
    document: "balance_sheet",
    key: "current_portion_long_term_debt",
    kind: "definition",
    why: 'chart (reader17): a "Term debt" line among the current liabilities is short-term debt; the concept map reads LongTermDebtCurrent as the current portion',
  },
  {
    file: "us_10k_apple_2020.htm",
    document: "income_statement",
    key: "depreciation_amortization",
    kind: "elsewhere",
    why: "printed in the cash flow statement",
  },
  {
    file: "us_10k_apple_2020.htm",
    document: "income_statement",
    key: "interest_expense",
    kind: "elsewhere",
    why: "printed in a note (other income/(expense))",
  },
  {
    file: "us_10q_uber_2021q1.htm",
    document: "balance_sheet",
    key: "intangible_assets",
    kind: "definition",
    why: "chart: intangible assets and goodwill are summed; the concept map reads IntangibleAssetsNetExcludingGoodwill",
  },
  {
    file: "us_10q_uber_2021q1.htm",
    document: "balance_sheet",
    key: "current_portion_long_term_debt",
    kind: "elsewhere",
    why: "in the debt note",
  },
];

/** The case that explains a disagreement on this filing's key, if any. */
export function exclusionOf(file: string, documentType: string, key: string): ExclusionCase | undefined {
  return EXCLUSIONS.find(
    (c) => c.file === file && (c.document === "*" || c.document === documentType) && (c.key === "*" || c.key === key),
  );
}

/** Chromium for printing: Debian's browsers (scripts/debian-browsers.mjs), or CHROMIUM_PATH. */
export function printBrowserPath(): string | undefined {
  if (process.env.CHROMIUM_PATH && fs.existsSync(process.env.CHROMIUM_PATH)) return process.env.CHROMIUM_PATH;
  return DEBIAN_BROWSERS.find((p) => fs.existsSync(p));
}

export interface Filing {
  /** The corpus file (and, for a report package, the report inside it). */
  id: string;
  /** The report's HTML text. */
  html: string;
  /** The report's name (what the tagged reader is given). */
  name: string;
}

/** The corpus's Inline XBRL reports: every .html/.htm, and the report inside each .zip package. */
export async function loadFilings(dir = IXBRL_CORPUS_DIR): Promise<Filing[]> {
  const out: Filing[] = [];
  for (const file of fs.readdirSync(dir).sort()) {
    const full = path.join(dir, file);
    if (/\.html?$/i.test(file)) {
      out.push({ id: file, html: xmlText(fs.readFileSync(full)), name: file });
    } else if (/\.zip$/i.test(file)) {
      const pkg = await readReportPackage(fs.readFileSync(full));
      if (/\.x?html?$/i.test(pkg.reportPath)) {
        out.push({ id: `${file}:${path.basename(pkg.reportPath)}`, html: xmlText(pkg.report), name: pkg.reportPath });
      }
    }
  }
  return out;
}

export type Verdict = "agree" | "wrong" | "missing" | Exclusion;

export interface FigureComparison {
  document: string;
  key: string;
  tagged: number;
  text: number | null;
  verdict: Verdict;
  /** The review status of the text reader's document (none when it read no such document). */
  status: string | null;
}

export interface FilingComparison {
  id: string;
  pages: number;
  printMs: number;
  readMs: number;
  figures: FigureComparison[];
  /** Keys the text reader read in a document the tagged reader also has, for which it has no fact. */
  extra: Array<{ document: string; key: string; text: number }>;
  /** Text documents (type, period) the tagged reader has no statement for, with their review status. */
  unmatchedDocuments: Array<{ document: string; status: string; items: number }>;
  /** Wrong figures (and wrong period types) in documents the checks would auto-accept. */
  trustFailures: string[];
  /** Review status per text document matched to a tagged one. */
  statuses: Record<string, string>;
  textName: string | undefined;
  taggedName: string | undefined;
  nameAgrees: boolean;
  textOutcome: string;
  taggedOutcome: string;
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

const docId = (s: Pick<ExtractedStatement, "documentType" | "period" | "periodType">) =>
  `${s.documentType} ${s.period} (${s.periodType})`;

/** Compares the two readings of one filing (the PDF's bytes and the HTML's text). */
export async function compareFiling(filing: Filing, pdf: Uint8Array, printMs: number): Promise<FilingComparison> {
  const started = performance.now();
  const text = await extractStatements(pdf);
  const readMs = performance.now() - started;
  const tagged = extractTagged(filing.html, filing.name);
  const textStatements = text.kind === "statements" ? text.statements : [];
  const taggedStatements = tagged.kind === "statements" ? tagged.statements : [];
  const results = checkStatements(textStatements);
  const used = new Set<number>();
  const cmp: FilingComparison = {
    id: filing.id,
    pages: "pages" in text ? text.pages : 0,
    printMs,
    readMs,
    figures: [],
    extra: [],
    unmatchedDocuments: [],
    trustFailures: [],
    statuses: {},
    textName: text.kind === "statements" ? text.companyName : undefined,
    taggedName: tagged.kind === "statements" ? tagged.companyName : undefined,
    nameAgrees: false,
    textOutcome: text.kind === "statements" ? text.summary : text.reason,
    taggedOutcome: tagged.kind === "statements" ? tagged.summary : tagged.reason,
  };
  cmp.nameAgrees =
    cmp.textName !== undefined && cmp.taggedName !== undefined && sameCompany(cmp.textName, cmp.taggedName);
  for (const t of taggedStatements) {
    // The text document of the same type and period end, the same period type first.
    const candidates = textStatements
      .map((s, i) => ({ s, i }))
      .filter(({ s, i }) => !used.has(i) && s.documentType === t.documentType && s.period === t.period);
    const found = candidates.find(({ s }) => s.periodType === t.periodType) ?? candidates[0];
    const id = docId(t);
    const status = found ? (results[found.i]?.reviewStatus ?? "needs_review") : null;
    if (found) {
      used.add(found.i);
      cmp.statuses[id] = status as string;
      if (found.s.periodType !== t.periodType && status === "auto_accepted") {
        cmp.trustFailures.push(`${id}: read as ${found.s.periodType}, auto_accepted`);
      }
    }
    const got = new Map(found?.s.lineItems.map((i) => [i.key as string, i.amount]) ?? []);
    for (const item of t.lineItems) {
      const value = got.get(item.key);
      const excluded = exclusionOf(filing.id, t.documentType, item.key);
      const verdict: Verdict =
        value !== undefined && same(value, item.amount)
          ? "agree"
          : excluded
            ? excluded.kind
            : value === undefined
              ? "missing"
              : "wrong";
      cmp.figures.push({ document: id, key: item.key, tagged: item.amount, text: value ?? null, verdict, status });
      if (verdict === "wrong" && status === "auto_accepted") {
        cmp.trustFailures.push(`${id} ${item.key}: ${value} read, ${item.amount} tagged`);
      }
    }
    if (found) {
      const taggedKeys = new Set(t.lineItems.map((i) => i.key as string));
      for (const [key, value] of got) if (!taggedKeys.has(key)) cmp.extra.push({ document: id, key, text: value });
    }
  }
  for (const [i, s] of textStatements.entries()) {
    if (used.has(i)) continue;
    cmp.unmatchedDocuments.push({
      document: docId(s),
      status: results[i]?.reviewStatus ?? "needs_review",
      items: s.lineItems.length,
    });
  }
  return cmp;
}

/** Prints every filing to an A4 PDF with one Chromium and compares the two readings of each. */
export async function compareCorpus(
  filings: readonly Filing[],
  opts: { executablePath?: string; onFiling?: (c: FilingComparison) => void } = {},
): Promise<FilingComparison[]> {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "ixbrl-print-"));
  const browser = await chromium.launch({
    executablePath: opts.executablePath ?? printBrowserPath(),
    args: ["--no-sandbox", "--headless", "--disable-gpu", "--disable-background-networking"],
  });
  const out: FilingComparison[] = [];
  try {
    const context = await browser.newContext({ offline: true });
    // Only the local file itself: a filing's remote images and fonts are not fetched.
    await context.route(/^(?!file:)/, (route) => route.abort());
    for (const filing of filings) {
      const htmlPath = path.join(
        tmp,
        `${filing.id.replace(/[^A-Za-z0-9._-]/g, "_")}${/\.htm$/i.test(filing.name) ? ".htm" : ".html"}`,
      );
      fs.writeFileSync(htmlPath, filing.html);
      const page = await context.newPage();
      const started = performance.now();
      await page.goto(`file://${htmlPath}`, { waitUntil: "load" });
      const pdf = await page.pdf({ format: "A4", printBackground: true });
      const printMs = performance.now() - started;
      await page.close();
      fs.rmSync(htmlPath);
      const c = await compareFiling(filing, pdf, printMs);
      out.push(c);
      opts.onFiling?.(c);
    }
  } finally {
    await browser.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  return out;
}

export interface ComparisonTotals {
  figures: number;
  agree: number;
  wrong: number;
  missing: number;
  /** Disagreements explained by a key definition, the filing's tag, a figure printed elsewhere, the language. */
  definition: number;
  tag: number;
  elsewhere: number;
  unclaimed: number;
  extra: number;
  trustFailures: number;
  names: number;
}

export function comparisonTotals(rows: readonly FilingComparison[]): ComparisonTotals {
  const count = (v: Verdict) => rows.reduce((n, r) => n + r.figures.filter((f) => f.verdict === v).length, 0);
  return {
    figures: rows.reduce((n, r) => n + r.figures.length, 0),
    agree: count("agree"),
    wrong: count("wrong"),
    missing: count("missing"),
    definition: count("definition"),
    tag: count("tag"),
    elsewhere: count("elsewhere"),
    unclaimed: count("unclaimed"),
    extra: rows.reduce((n, r) => n + r.extra.length, 0),
    trustFailures: rows.reduce((n, r) => n + r.trustFailures.length, 0),
    names: rows.filter((r) => r.nameAgrees).length,
  };
}

/** The figures that count: every compared figure less the explained disagreements (EXCLUSIONS). */
export function counted(t: ComparisonTotals): number {
  return t.agree + t.wrong + t.missing;
}

/** Agreement over the figures that count. */
export function agreement(t: ComparisonTotals): number {
  const n = counted(t);
  return n === 0 ? 1 : t.agree / n;
}

/** Agreement over every compared figure (nothing explained away). */
export function rawAgreement(t: ComparisonTotals): number {
  return t.figures === 0 ? 1 : t.agree / t.figures;
}

const explained = (n: (v: Verdict) => number) =>
  (["definition", "tag", "elsewhere", "unclaimed"] as const)
    .filter((v) => n(v) > 0)
    .map((v) => `${n(v)} ${v}`)
    .join(", ") || "0";

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** One filing's figures, per document (Markdown). */
export function filingTable(c: FilingComparison): string {
  const docs = [...new Set(c.figures.map((f) => f.document))];
  const lines = docs.map((d) => {
    const of = c.figures.filter((f) => f.document === d);
    const n = (v: Verdict) => of.filter((f) => f.verdict === v).length;
    const extra = c.extra.filter((e) => e.document === d).length;
    return `| ${d} | ${of.length} | ${n("agree")} | ${n("wrong")} | ${n("missing")} | ${extra} | ${explained(n)} | ${c.statuses[d] ?? "not read"} |`;
  });
  const detail = c.figures
    .filter((f) => f.verdict !== "agree")
    .map((f) => `- ${f.verdict}: ${f.document} ${f.key}: tagged ${f.tagged}, text ${f.text ?? "none"}`);
  const extras = c.extra.map((e) => `- extra: ${e.document} ${e.key}: text ${e.text}`);
  const unmatched = c.unmatchedDocuments.map((u) => `- text only: ${u.document} (${u.items} items, ${u.status})`);
  return [
    `#### ${c.id}`,
    "",
    `Company name: text reader ${c.textName ?? "(none)"}, tagged ${c.taggedName ?? "(none)"}: ${c.nameAgrees ? "agree" : "differ"}. ${c.pages} pages; printed in ${Math.round(c.printMs)} ms, read in ${Math.round(c.readMs)} ms.`,
    "",
    "| Document (tagged) | Figures | Agree | Text wrong | Text missing | Text extra | Explained (definition, tag, elsewhere, unclaimed) | Review status |",
    "|---|---|---|---|---|---|---|---|",
    ...lines,
    "",
    ...detail,
    ...extras,
    ...unmatched,
    ...c.trustFailures.map((t) => `- TRUST FAILURE: ${t}`),
    ...(c.figures.length === 0 ? [`- text reader: ${c.textOutcome}`, `- tagged reader: ${c.taggedOutcome}`] : []),
  ].join("\n");
}

/** The summary table, one row per filing (Markdown). */
export function summaryTable(rows: readonly FilingComparison[]): string {
  const line = (r: FilingComparison) => {
    const t = comparisonTotals([r]);
    const n = (v: Verdict) => t[v as keyof ComparisonTotals] as number;
    const statuses = Object.values(r.statuses);
    const auto = statuses.filter((s) => s === "auto_accepted").length;
    return `| ${r.id} | ${t.figures} | ${t.agree} | ${t.wrong} | ${t.missing} | ${t.extra} | ${explained(n)} | ${auto}/${statuses.length} | ${t.trustFailures} | ${r.nameAgrees ? "agree" : `differ (${r.textName ?? "none"})`} |`;
  };
  const t = comparisonTotals(rows);
  const n = (v: Verdict) => t[v as keyof ComparisonTotals] as number;
  return [
    "| Filing | Figures | Agree | Text wrong | Text missing | Text extra | Explained | Auto-accepted docs | Trust failures | Company name |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(line),
    `| **all** (${rows.length}) | ${t.figures} | **${t.agree} (${pct(agreement(t))} of ${counted(t)} counted)** | ${t.wrong} | ${t.missing} | ${t.extra} | ${explained(n)} | | ${t.trustFailures} | ${t.names}/${rows.length} agree |`,
  ].join("\n");
}
