import fs from "node:fs";
import path from "node:path";
import type { DocumentType, LineItemKey } from "../../src/contract/chart-of-accounts";
import { checkStatements } from "../../src/server/extraction/checks";
import { type ExtractionOutcome, extractStatements } from "../../src/server/extraction/extract";
import type { OcrPagesReader } from "../../src/server/extraction/ocr";

/**
 * Scores the reader against the extraction corpus (test/fixtures/extraction-corpus/, made by
 * scripts/make-extraction-corpus.mjs with other producers than our PDF writer): every expected
 * figure read exactly or not, and whether a wrong figure sits in a document the checks would
 * accept without review (the trust invariant). Used by corpus.test.ts and `npm run accuracy`.
 */

export const CORPUS_DIR = path.resolve(import.meta.dirname, "../fixtures/extraction-corpus");
/**
 * The second batch (holdout/): wording, layouts, scale phrases and number forms made after the
 * reader was tuned on the first batch, to measure it on statements it has not seen.
 */
export const HOLDOUT_DIR = path.join(CORPUS_DIR, "holdout");
/**
 * The third batch (producers/): statements from nine producers the other batches lack (groff,
 * enscript, a2ps, pandoc, wkhtmltopdf, ReportLab, pdf-lib, PDFKit, jsPDF) and scans of four,
 * made by someone not changing the reader: measured per producer (leave-one-producer-out).
 */
export const PRODUCERS_DIR = path.join(CORPUS_DIR, "producers");
/**
 * The fourth batch (unseen/): six more producers (pdfLaTeX, cairo, mutool create, Ghostscript from
 * hand-written PostScript, html2ps, AbiWord) and scans of four, made by a helper whose files the
 * reader's helper did not see: the leave-one-producer-out measurement of issue 22 item 6.
 */
export const UNSEEN_DIR = path.join(CORPUS_DIR, "unseen");
/**
 * The fifth batch (unseen2/): six more producers (Apache FOP, asciidoctor-pdf, PDF::API2, pdfmake,
 * Gnumeric ssconvert, rsvg-convert) and scans of three, made the same way as the fourth by a helper
 * whose files the reader's helper did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN2_DIR = path.join(CORPUS_DIR, "unseen2");
/**
 * The sixth batch (unseen3/): six more producers (TCPDF, iText 5, libharu, LaTeX with dvipdfmx,
 * pdfjs, @react-pdf/renderer) and scans of three, made the same way by a helper whose files the
 * reader's helper did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN3_DIR = path.join(CORPUS_DIR, "unseen3");
/**
 * The seventh batch (unseen4/): six more producers (Apache PDFBox, PHP FPDF, Qt's QPdfWriter,
 * matplotlib's PDF backend, LuaLaTeX, PoDoFo) and scans of three, made the same way by a helper
 * whose files the reader's helpers did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN4_DIR = path.join(CORPUS_DIR, "unseen4");
/**
 * The eighth batch (unseen5/): six more producers (HTMLDOC, PHP dompdf, Ruby Prawn, Perl
 * PDF::Builder, Perl PDF::Create, ConTeXt MkIV) and scans of three, made the same way by a helper
 * whose files the reader's helpers did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN5_DIR = path.join(CORPUS_DIR, "unseen5");
/**
 * The ninth batch (unseen6/): six more producers (R's pdf() device, mandoc -Tpdf, Go gofpdf,
 * Typst, OCaml camlpdf, Perl Text::PDF) and scans of four, made the same way by a helper whose
 * files the reader's helpers did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN6_DIR = path.join(CORPUS_DIR, "unseen6");
/**
 * The tenth batch (unseen7/): six more producers (Perl PDF::Reuse, pikepdf on QPDF, pypdf, Ruby
 * Origami, Java FreeHEP VectorGraphics, XeLaTeX with xdvipdfmx) and scans of four, made the same way
 * by a helper whose files the reader's helpers did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN7_DIR = path.join(CORPUS_DIR, "unseen7");
/**
 * The eleventh batch (unseen8/): six more producers (Free Pascal fcl-pdf, Scribus, gl2ps on OSMesa,
 * @libpdf/core, muhammara, PyX) and pydyf (a named relative of WeasyPrint), scans of four, and three
 * statements in languages the reader does not claim (two French, one Italian), made the same way by a
 * helper whose files the reader's helpers did not see (leave-one-producer-out, issue 22).
 */
export const UNSEEN8_DIR = path.join(CORPUS_DIR, "unseen8");
/**
 * The twelfth batch (unseen9/): six more producers (tinypdf, Perl CAM::PDF, PDFium through
 * @embedpdf/pdfium, @f-o-t/pdf, ExactImage hocr2pdf, Tesseract's PDF renderer: searchable scans with
 * an OCR text layer), scans of four, and three statements in languages the reader does not claim
 * (Spanish, Dutch, Brazilian Portuguese), made by a helper blind to the reader and read once by the
 * reader as it stood, with no reader helper at work (leave-one-producer-out, issue 22).
 */
export const UNSEEN9_DIR = path.join(CORPUS_DIR, "unseen9");
/**
 * The thirteenth batch (unseen10/): five more producers (pstoedit's own pdf driver, @peculiar/pdf-doc,
 * Syncfusion ej2-pdf; img2pdf and libtiff's tiff2pdf writing the scans) and three statements in
 * languages the vote has no list for (Swedish, Danish, Finnish), made by a helper blind to the reader
 * and read once by the merged reader (leave-one-producer-out, issue 22).
 */
export const UNSEEN10_DIR = path.join(CORPUS_DIR, "unseen10");
/**
 * The fourteenth batch (unseen11/): statement structures the seeded model never had (a UK net-assets
 * balance sheet, liquidity order, IFRS 18 categories, US multi-step with discontinued operations,
 * direct cash flows with restricted cash, Dr/Cr amounts, negative equity, HGB by function…), each
 * statement and figure the maker's own (not scripts/extraction-corpus-model.mjs), printed by
 * producers used before (Chromium, groff with ps2pdf, PDFKit); made by a helper blind to the reader
 * and read once by the merged reader (issue 22: companies and structures never seen).
 */
export const UNSEEN11_DIR = path.join(CORPUS_DIR, "unseen11");
/**
 * The fifteenth batch (unseen12/): more structures never seen (a 10-Q's quarter and six-month
 * columns, group and company columns, an IAS 1 third balance sheet, "Costs and expenses" without gross
 * profit, Ind AS, Swiss OR, HGB § 276 Rohergebnis and § 275(2) in full, overdrafts in cash, contract
 * assets, a balance sheet continued over a page, unlabelled subtotals, Japanese GAAP ordinary income,
 * a 53-week year), each statement the maker's own, by producers used before; made by a helper blind
 * to the reader and read once by the merged reader (issue 22).
 */
export const UNSEEN12_DIR = path.join(CORPUS_DIR, "unseen12");
/**
 * The sixteenth batch (unseen13/): whole documents as analysts receive them, the primary statements
 * among other pages (an annual report with a five-year summary, notes that look like statements and
 * the parent's balance sheet; a 20-page German Geschäftsbericht, also scanned whole; landscape side by
 * side; two-column pages; a management pack with month and budget columns; a quarterly pack; a
 * half-year report; Konzern- and Einzelabschluss; bilingual labels; a 10-K excerpt); made by a helper
 * blind to the reader and read once by the merged reader (issue 22 item 4).
 */
export const UNSEEN13_DIR = path.join(CORPUS_DIR, "unseen13");
/**
 * The seventeenth batch (unseen14/): what small and mid-sized shippers send a forwarder (accounting-
 * software exports, DATEV-style German statements, accountant-prepared small-company accounts), each
 * statement the maker's own; made by a helper blind to the reader and read once by the merged reader
 * (issue 22).
 */
export const UNSEEN14_DIR = path.join(CORPUS_DIR, "unseen14");
/**
 * The eighteenth batch (unseen15/): an analyst's inbox on one day (companies and countries no earlier
 * batch used; a covering e-mail, a restatement, note references in labels, interest and tax paid in the
 * cash flow, abridged accounts, a single-column balance sheet…), each statement the maker's own; made by
 * a helper blind to the reader and read once by the reader after reader23 (issue 22).
 */
export const UNSEEN15_DIR = path.join(CORPUS_DIR, "unseen15");
/**
 * The nineteenth batch (unseen16/): periods and number conventions as printed around the world (a
 * 52/53-week year, a half-year and a third-quarter report, a change of year end, "FY25 | FY24" and
 * "2024/25" labels, oldest column first, SAP's trailing minus, Dr/Cr, "nil", "$" in every cell, "£m",
 * "USD'000" in a header, amounts in "k"), each statement the maker's own; made by a helper blind to the
 * reader and read once by the merged reader (issue 22).
 */
export const UNSEEN16_DIR = path.join(CORPUS_DIR, "unseen16");
/**
 * The twentieth batch (unseen17/): scans as they really arrive (a phone photo with keystone and a
 * shadow, a 1-bit fax, a photocopy of a photocopy, a page upside down, landscape pages turned onto
 * portrait, two pages per sheet, a stamp and ticks, an 8-page scanned pack), beside six of their text
 * sources; each statement the maker's own, its image pipeline its own; made by a helper blind to the
 * reader and read once by the merged reader (issue 22).
 */
export const UNSEEN17_DIR = path.join(CORPUS_DIR, "unseen17");
/**
 * The twenty-first batch (unseen18/): what German-speaking companies send (an HGB Konzernbilanz in
 * Kontoform, a Kapitalflussrechnung nach DRS 21, a Kleinstkapitalgesellschaft, an e.K. with
 * Privatentnahmen, "davon" lines, "./." negatives, this year in euros beside the Vorjahr in T€, an
 * Austrian UGB and a Swiss OR KMU statement, a GmbH & Co. KG and an eG), each statement the maker's own;
 * made by a helper blind to the reader and read once by the merged reader (issue 22).
 */
export const UNSEEN18_DIR = path.join(CORPUS_DIR, "unseen18");
/**
 * The twenty-second batch (unseen19/): what shippers outside Europe and North America send, in English
 * (Nigeria, Ghana, the Philippines, Singapore, the UAE, Hong Kong, Kenya, Qatar, Malaysia, Oman, New
 * Zealand, Bahrain: Group and Company columns, directors' reports before the statements, restated
 * comparatives, direct cash flows, three-decimal dinars), two producers never used (gropdf, cups-filters
 * texttopdf); each statement the maker's own; made by a helper blind to the reader and read once by the
 * merged reader (issue 22).
 */
export const UNSEEN19_DIR = path.join(CORPUS_DIR, "unseen19");
/**
 * The twenty-third batch (unseen20/): look-alikes, what must not be trusted: budgets, forecasts and
 * plans beside or instead of actuals, Actual | Budget | Variance and Soll/Ist columns, pro forma
 * statements, a five-year summary and segment note, the parent company's statements beside the group's,
 * a guarantor's personal statement, an ageing report, a bank statement, a loan schedule, a covenant
 * certificate, interim quarters beside nine-month columns (English and German); six files hold no
 * statement of the company at all; made by a helper blind to the reader and read once by the merged
 * reader (issue 22).
 */
export const UNSEEN20_DIR = path.join(CORPUS_DIR, "unseen20");
/**
 * The twenty-fourth batch (unseen21/): an ordinary month of uploads at a credit desk (a US importer's
 * compiled statements, an Austrian GmbH, an Indian distributor in lakhs, a UK haulier's audited accounts,
 * an Australian farm co-operative, a Swiss AG, an Irish e-commerce seller, a South African sole trader, a
 * Canadian partnership, a German BWA); jsPDF and ReportLab drawing the maker's own layouts (producers the
 * producers' batch had used, which its maker took for new); made by a helper blind to the reader and read
 * once by the merged reader (issue 22).
 */
export const UNSEEN21_DIR = path.join(CORPUS_DIR, "unseen21");
/**
 * The twenty-fifth batch (unseen22/): four producers new to the corpus (WeasyPrint's HTML layout,
 * @pdfme/generator tables, gnuplot's pdfcairo placing every run, CairoSVG from SVG pages): German HGB in
 * Kontoform and Staffelform and in euros and cents, an Irish annual report of seven pages, a US
 * management pack (Actual / Budget / Variance / Prior year), a Dutch exporter with minus-signed expenses,
 * an Australian June year, a UK landscape page of two statements side by side, a Singapore company in
 * S$'000; made by a helper blind to the reader and read once by the merged reader (issue 22).
 */
export const UNSEEN22_DIR = path.join(CORPUS_DIR, "unseen22");
/**
 * The twenty-sixth batch (unseen23/): look-alikes and groups (a group report with the parent company's own
 * statements after the consolidated ones, restated prior-year columns, non-controlling interests,
 * discontinued operations, notes repeating statement figures, a half-year interim, a balance sheet beside
 * the statement of changes in equity, a French group, a budget-vs-actual memo); producers used before;
 * made by a helper blind to the reader and read once by the merged reader (issue 22).
 */
export const UNSEEN23_DIR = path.join(CORPUS_DIR, "unseen23");
/**
 * The twenty-seventh batch (unseen24/): English-language statements as shippers send them (Nigeria, Vietnam,
 * Chile, Poland, Scotland, Texas, Queensland, Ontario, New Zealand, Israel, Kenya; one German group), each
 * with an indirect cash flow; Chromium, groff and PDFKit in the shared module's layouts; made by a helper
 * blind to the reader and read once by the merged reader (issue 22).
 */
export const UNSEEN24_DIR = path.join(CORPUS_DIR, "unseen24");

export interface ExpectedDocument {
  document_type: DocumentType;
  period: string;
  period_type: "yearly" | "quarterly";
  line_items: Partial<Record<LineItemKey, number>>;
}

export interface Fixture {
  id: string;
  file: string;
  kind: "text" | "scan";
  producer: string;
  /** The producer's short name (third batch; "scan" for its scans), for the per-producer table. */
  producer_id?: string;
  /**
   * The statement's language: "en" and "de" are read; any other (a French "Bilan", a Spanish
   * "Balance de situación") is a language the reader does not claim, whose file expects no document
   * and must yield nothing, or only documents held for review (issue 22). ISO 639-1 code.
   */
  language: string;
  company: string;
  currency: string;
  scale: number;
  scale_phrase: string;
  number_convention: string;
  features: string[];
  documents: ExpectedDocument[];
}

/** The group a fixture's accuracy bar belongs to (issue 11: 97 % text, 85 % scanned and German). */
export type Group = "text" | "german" | "scan";

export interface FigureMiss {
  document: string;
  key: string;
  expected: number;
  got: number | null;
}

export interface FixtureScore {
  id: string;
  group: Group;
  /** Figures expected, and read exactly. */
  expected: number;
  exact: number;
  /** Expected figures read with another amount. */
  wrong: FigureMiss[];
  /** Expected figures not read (absent key or absent document). */
  missing: FigureMiss[];
  /** Keys read that the fixture does not expect (lines with no chart key, or misread labels). */
  extra: FigureMiss[];
  /** Documents read whose type and period no expected document has. */
  unexpectedDocuments: string[];
  /** Documents found with the right type and period end but another period type (yearly/quarterly). */
  periodTypeMismatches: string[];
  /** Wrong figures, wrong period types and unexpected documents, in documents that would be auto_accepted. */
  trustViolations: string[];
  reviewStatus: Record<string, string>;
  outcome: ExtractionOutcome["kind"];
  /** The company name the reader found (extract.ts), when statements were read. */
  companyName?: string;
  message: string;
  pages: number;
  ms: number;
}

/** Whether the reader claims to read the fixture's language (English and German). */
export function claimsLanguage(f: Pick<Fixture, "language">): boolean {
  return f.language === "en" || f.language === "de";
}

export function groupOf(f: Pick<Fixture, "kind" | "language">): Group {
  if (f.kind === "scan") return "scan";
  return f.language === "de" ? "german" : "text";
}

export function loadFixtures(dir = CORPUS_DIR): Fixture[] {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith(".json"))
    .sort()
    .map((f) => ({ id: f.replace(/\.json$/, ""), ...JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) }));
}

/** The corpus's batch folders: the first batch's and every folder under it holding fixtures (not ocr-cache/). */
export function corpusDirs(): string[] {
  const below = fs
    .readdirSync(CORPUS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && fs.readdirSync(path.join(CORPUS_DIR, d.name)).some((f) => f.endsWith(".pdf")))
    .map((d) => path.join(CORPUS_DIR, d.name))
    .sort();
  return [CORPUS_DIR, ...below];
}

const same = (a: number, b: number) => Math.abs(a - b) < 0.005;

/**
 * Reads one fixture and scores it. `ocr`: what reads its image pages (default the live
 * `ocrPdfPages`; the corpus tests pass ocr-cache.ts's stored readings).
 */
export async function scoreFixture(
  fixture: Fixture,
  dir = CORPUS_DIR,
  opts: { ocr?: OcrPagesReader } = {},
): Promise<FixtureScore> {
  const bytes = fs.readFileSync(path.join(dir, fixture.file));
  const started = performance.now();
  const outcome = await extractStatements(bytes, { ocr: opts.ocr });
  const ms = performance.now() - started;
  const statements = outcome.kind === "statements" ? outcome.statements : [];
  // The review status the extraction job stores (job.ts): the checks over the file's statements.
  const results = checkStatements(statements);
  // A document is matched by its type, period end and period type, or failing that by type and
  // period end (the period type then counts as misread): a quarterly pack prints a Q4 and a yearly
  // income statement ending on the same day, both expected.
  const readList = statements.map((s, i) => ({ s, r: results[i] }));
  const twins = (type: string, period: string) =>
    fixture.documents.filter((d) => d.document_type === type && d.period === period).length > 1 ||
    readList.filter((x) => x.s.documentType === type && x.s.period === period).length > 1;
  const idOf = (type: string, period: string, periodType: string) =>
    twins(type, period) ? `${type} ${period} (${periodType})` : `${type} ${period}`;
  const used = new Set<number>();
  const matchOf = (doc: Fixture["documents"][number]) => {
    const exact = readList.findIndex(
      (x, i) =>
        !used.has(i) &&
        x.s.documentType === doc.document_type &&
        x.s.period === doc.period &&
        x.s.periodType === doc.period_type,
    );
    const loose =
      exact >= 0
        ? exact
        : readList.findIndex(
            (x, i) =>
              !used.has(i) &&
              x.s.documentType === doc.document_type &&
              x.s.period === doc.period &&
              !fixture.documents.some(
                (d) =>
                  d !== doc &&
                  d.document_type === doc.document_type &&
                  d.period === doc.period &&
                  d.period_type === x.s.periodType,
              ),
          );
    if (loose < 0) return undefined;
    used.add(loose);
    return readList[loose];
  };
  const matched = new Map(fixture.documents.map((doc) => [doc, matchOf(doc)]));
  const score: FixtureScore = {
    id: fixture.id,
    group: groupOf(fixture),
    expected: 0,
    exact: 0,
    wrong: [],
    missing: [],
    extra: [],
    unexpectedDocuments: [],
    periodTypeMismatches: [],
    trustViolations: [],
    reviewStatus: {},
    outcome: outcome.kind,
    companyName: outcome.kind === "statements" ? outcome.companyName : undefined,
    message: outcome.kind === "statements" ? outcome.summary : outcome.reason,
    pages: "pages" in outcome ? outcome.pages : 0,
    ms,
  };
  for (const doc of fixture.documents) {
    const id = idOf(doc.document_type, doc.period, doc.period_type);
    const found = matched.get(doc);
    const status = found?.r?.reviewStatus ?? "needs_review";
    if (found) score.reviewStatus[id] = status;
    if (found && found.s.periodType !== doc.period_type) {
      score.periodTypeMismatches.push(`${id}: read as ${found.s.periodType}, is ${doc.period_type}`);
      if (status === "auto_accepted") {
        score.trustViolations.push(`${id}: period type ${found.s.periodType} instead of ${doc.period_type}`);
      }
    }
    const got = new Map(found?.s.lineItems.map((i) => [i.key as string, i.amount]) ?? []);
    for (const [key, amount] of Object.entries(doc.line_items) as [string, number][]) {
      score.expected += 1;
      const value = got.get(key);
      if (value === undefined) score.missing.push({ document: id, key, expected: amount, got: null });
      else if (same(value, amount)) score.exact += 1;
      else {
        score.wrong.push({ document: id, key, expected: amount, got: value });
        if (status === "auto_accepted") score.trustViolations.push(`${id} ${key}: ${value} read, ${amount} printed`);
      }
    }
    for (const [key, value] of got) {
      if (!(key in doc.line_items)) score.extra.push({ document: id, key, expected: Number.NaN, got: value });
    }
  }
  for (const [i, { s, r }] of readList.entries()) {
    if (used.has(i)) continue;
    const id = idOf(s.documentType, s.period, s.periodType);
    score.unexpectedDocuments.push(id);
    score.reviewStatus[id] = r?.reviewStatus ?? "needs_review";
    if (r?.reviewStatus === "auto_accepted") {
      score.trustViolations.push(
        `${id}: a document the file does not hold (${s.lineItems.length} items), auto_accepted`,
      );
    }
  }
  return score;
}

export interface GroupTotal {
  group: Group;
  fixtures: number;
  expected: number;
  exact: number;
  accuracy: number;
}

export function totals(scores: readonly FixtureScore[]): GroupTotal[] {
  const groups: Group[] = ["text", "german", "scan"];
  return groups.map((group) => {
    const of = scores.filter((s) => s.group === group);
    const expected = of.reduce((n, s) => n + s.expected, 0);
    const exact = of.reduce((n, s) => n + s.exact, 0);
    return { group, fixtures: of.length, expected, exact, accuracy: expected === 0 ? 1 : exact / expected };
  });
}

const pct = (x: number) => `${(100 * x).toFixed(1)} %`;

/** The accuracy table (Markdown) docs/extraction.md shows. */
export function accuracyTable(fixtures: readonly Fixture[], scores: readonly FixtureScore[]): string {
  const rows = scores.map((s) => {
    const f = fixtures.find((x) => x.id === s.id);
    const statuses = Object.values(s.reviewStatus);
    const auto = statuses.filter((x) => x === "auto_accepted").length;
    const perPage = s.pages > 0 ? Math.round(s.ms / s.pages) : 0;
    const group = f && !claimsLanguage(f) ? `${f.language}, not claimed` : s.group;
    return `| ${s.id} | ${group} | ${f?.number_convention ?? ""} · ${f?.scale_phrase ?? ""} | ${s.exact}/${s.expected} (${pct(s.expected ? s.exact / s.expected : 1)}) | ${s.wrong.length} | ${s.missing.length} | ${auto}/${statuses.length} | ${s.trustViolations.length} | ${perPage} |`;
  });
  const sum = totals(scores).map(
    (t) => `| **${t.group}** (${t.fixtures} files) | | | **${t.exact}/${t.expected} (${pct(t.accuracy)})** | | | | | |`,
  );
  return [
    "| Fixture | Group | Numbers · scale | Exact | Wrong | Missing | Auto-accepted docs | Wrong in auto-accepted | ms/page |",
    "|---|---|---|---|---|---|---|---|---|",
    ...rows,
    ...sum,
  ].join("\n");
}

export interface ProducerTotal {
  producer: string;
  fixtures: number;
  expected: number;
  exact: number;
  wrong: number;
  missing: number;
  trustViolations: number;
  autoAccepted: number;
  documents: number;
}

/** Totals per producer (the fixtures' producer_id), in the order producers first appear. */
export function producerTotals(fixtures: readonly Fixture[], scores: readonly FixtureScore[]): ProducerTotal[] {
  const out = new Map<string, ProducerTotal>();
  for (const s of scores) {
    const producer = fixtures.find((f) => f.id === s.id)?.producer_id ?? "unknown";
    const t = out.get(producer) ?? {
      producer,
      fixtures: 0,
      expected: 0,
      exact: 0,
      wrong: 0,
      missing: 0,
      trustViolations: 0,
      autoAccepted: 0,
      documents: 0,
    };
    const statuses = Object.values(s.reviewStatus);
    t.fixtures += 1;
    t.expected += s.expected;
    t.exact += s.exact;
    t.wrong += s.wrong.length;
    t.missing += s.missing.length;
    t.trustViolations += s.trustViolations.length;
    t.autoAccepted += statuses.filter((x) => x === "auto_accepted").length;
    t.documents += statuses.length;
    out.set(producer, t);
  }
  return [...out.values()];
}

/** The per-producer table (Markdown) docs/extraction.md shows for the third batch. */
export function producerTable(fixtures: readonly Fixture[], scores: readonly FixtureScore[]): string {
  const rows = producerTotals(fixtures, scores).map(
    (t) =>
      `| ${t.producer} | ${t.fixtures} | ${t.exact}/${t.expected} (${pct(t.expected ? t.exact / t.expected : 1)}) | ${t.wrong} | ${t.missing} | ${t.autoAccepted}/${t.documents} | ${t.trustViolations} |`,
  );
  const expected = scores.reduce((n, s) => n + s.expected, 0);
  const exact = scores.reduce((n, s) => n + s.exact, 0);
  return [
    "| Producer | Files | Exact | Wrong | Missing | Auto-accepted docs | Wrong in auto-accepted |",
    "|---|---|---|---|---|---|---|",
    ...rows,
    `| **all** | ${scores.length} | **${exact}/${expected} (${pct(expected ? exact / expected : 1)})** | | | | |`,
  ].join("\n");
}
