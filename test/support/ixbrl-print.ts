import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright";
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
 * Keys whose definition differs between the tagged concept map (tagged/concept-map.ts) and the chart
 * of accounts as the text reader applies it to the printed line (docs/chart-of-accounts.md): a
 * disagreement on them is listed, not counted as the text reader's miss. Keyed by file, document
 * type and key, each with the reason (written after reading the printed page and the facts).
 */
export const KEY_DEFINITION_CASES: ReadonlyArray<{ file: string; document: string; key: string; why: string }> = [];

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

export type Verdict = "agree" | "wrong" | "missing" | "definition";

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
      const definition = KEY_DEFINITION_CASES.some(
        (c) => c.file === filing.id && c.document === t.documentType && c.key === item.key,
      );
      const verdict: Verdict =
        value !== undefined && same(value, item.amount)
          ? "agree"
          : definition
            ? "definition"
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
  definition: number;
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
    extra: rows.reduce((n, r) => n + r.extra.length, 0),
    trustFailures: rows.reduce((n, r) => n + r.trustFailures.length, 0),
    names: rows.filter((r) => r.nameAgrees).length,
  };
}

/** Agreement over the figures that count (key-definition cases left out). */
export function agreement(t: ComparisonTotals): number {
  const counted = t.figures - t.definition;
  return counted === 0 ? 1 : t.agree / counted;
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** One filing's figures, per document (Markdown). */
export function filingTable(c: FilingComparison): string {
  const docs = [...new Set(c.figures.map((f) => f.document))];
  const lines = docs.map((d) => {
    const of = c.figures.filter((f) => f.document === d);
    const n = (v: Verdict) => of.filter((f) => f.verdict === v).length;
    const extra = c.extra.filter((e) => e.document === d).length;
    return `| ${d} | ${of.length} | ${n("agree")} | ${n("wrong")} | ${n("missing")} | ${extra} | ${n("definition")} | ${c.statuses[d] ?? "not read"} |`;
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
    "| Document (tagged) | Figures | Agree | Text wrong | Text missing | Text extra | Key definition | Review status |",
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
    const statuses = Object.values(r.statuses);
    const auto = statuses.filter((s) => s === "auto_accepted").length;
    return `| ${r.id} | ${t.figures} | ${t.agree} | ${t.wrong} | ${t.missing} | ${t.extra} | ${t.definition} | ${auto}/${statuses.length} | ${t.trustFailures} | ${r.nameAgrees ? "agree" : `differ (${r.textName ?? "none"})`} |`;
  };
  const t = comparisonTotals(rows);
  return [
    "| Filing | Figures | Agree | Text wrong | Text missing | Text extra | Key definition | Auto-accepted docs | Trust failures | Company name |",
    "|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(line),
    `| **all** (${rows.length}) | ${t.figures} | **${t.agree} (${pct(agreement(t))})** | ${t.wrong} | ${t.missing} | ${t.extra} | ${t.definition} | | ${t.trustFailures} | ${t.names}/${rows.length} agree |`,
  ].join("\n");
}
