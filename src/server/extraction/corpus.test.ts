import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import {
  CORPUS_DIR,
  claimsLanguage,
  corpusDirs,
  type Fixture,
  type FixtureScore,
  type Group,
  groupOf,
  HOLDOUT_DIR,
  loadFixtures,
  PRODUCERS_DIR,
  producerTotals,
  scoreFixture,
  totals,
  UNSEEN_DIR,
  UNSEEN2_DIR,
  UNSEEN3_DIR,
  UNSEEN4_DIR,
  UNSEEN5_DIR,
  UNSEEN6_DIR,
  UNSEEN7_DIR,
  UNSEEN8_DIR,
  UNSEEN9_DIR,
  UNSEEN10_DIR,
  UNSEEN11_DIR,
  UNSEEN12_DIR,
  UNSEEN13_DIR,
  UNSEEN14_DIR,
  UNSEEN15_DIR,
  UNSEEN16_DIR,
  UNSEEN17_DIR,
  UNSEEN18_DIR,
  UNSEEN19_DIR,
  UNSEEN20_DIR,
  UNSEEN21_DIR,
  UNSEEN22_DIR,
  UNSEEN23_DIR,
  UNSEEN24_DIR,
} from "../../../test/support/corpus-score";
import { cachedOcr } from "../../../test/support/ocr-cache";
import { chartOfAccounts, documentTypes } from "../../contract/chart-of-accounts";
import { stopOcr } from "./ocr";

/**
 * The reader against the extraction corpus (test/fixtures/extraction-corpus/: statement PDFs from
 * Chromium, LibreOffice Calc and Writer, and scans of some of them, each with its expected
 * figures; built once by scripts/make-extraction-corpus.mjs). `npm run accuracy` prints the table.
 *
 * Two things are asserted:
 * - trust: no wrong figure in a document the checks would accept without review. Files that
 *   break it today are listed in KNOWN_TRUST_VIOLATIONS with the number of wrong figures they
 *   carry into auto_accepted documents; a listed file may not get worse, any other file must have
 *   none. Remove a file from the list once it reaches 0.
 * - accuracy per group: the bar (97 % of figures exact on text PDFs, 85 % on scanned and
 *   German ones) where the reader reaches it, else the level it reaches today (FLOOR), to be
 *   raised as the reader improves.
 */

const BAR: Record<Group, number> = { text: 0.97, german: 0.85, scan: 0.85 };

/** Accuracy reached today (ratchet upwards, never down; set to the bar once reached). */
const FLOOR: Record<Group, number> = { text: 0.97, german: 0.85, scan: 0.85 };

/** Wrong figures in auto_accepted documents per file, today (see docs/extraction.md, Corpus and accuracy). */
const KNOWN_TRUST_VIOLATIONS: Record<string, number> = {};

const fixtures = loadFixtures();
const scores = new Map<string, FixtureScore>();
/**
 * The scans' OCR: the stored reading of today's OCR (test/support/ocr-cache.ts; ocr-cache.test.ts
 * proves it current and reads one scan live), else live. What follows OCR runs live on every scan.
 */
const ocr = cachedOcr();

afterAll(() => stopOcr());

describe("extraction corpus fixtures", () => {
  it("name the contract's document types, period types and chart keys, in every batch", () => {
    const dirs = corpusDirs();
    expect(dirs.length).toBeGreaterThanOrEqual(16);
    for (const dir of dirs)
      for (const f of loadFixtures(dir))
        for (const d of f.documents) {
          const where = `${path.basename(dir)}/${f.id} ${d.document_type} ${d.period}`;
          expect(documentTypes, where).toContain(d.document_type);
          expect(["yearly", "quarterly"], where).toContain(d.period_type);
          const keys: readonly string[] = chartOfAccounts[d.document_type] ?? [];
          for (const key of Object.keys(d.line_items)) expect(keys, `${where} ${key}`).toContain(key);
        }
  });
});

describe("extraction corpus", () => {
  it("holds varied fixtures: text PDFs of several producers, German statements and scans", () => {
    const groups = fixtures.map(groupOf);
    expect(groups.filter((g) => g === "text").length).toBeGreaterThanOrEqual(15);
    expect(groups.filter((g) => g === "german").length).toBeGreaterThanOrEqual(4);
    expect(groups.filter((g) => g === "scan").length).toBeGreaterThanOrEqual(6);
    for (const f of fixtures) {
      expect(f.documents.length, f.id).toBeGreaterThan(0);
      // At least three figures a statement (a not-for-profit statement of activities prints revenue, other
      // income and the change in net assets as the figures of the chart it has).
      for (const d of f.documents)
        expect(Object.keys(d.line_items).length, `${f.id} ${d.period}`).toBeGreaterThanOrEqual(3);
    }
  });

  for (const fixture of fixtures) {
    it(
      `${fixture.id}: no wrong figure in an auto-accepted document`,
      async () => {
        const score = await scoreFixture(fixture, CORPUS_DIR, { ocr });
        scores.set(fixture.id, score);
        const known = KNOWN_TRUST_VIOLATIONS[fixture.id] ?? 0;
        if (known === 0) expect(score.trustViolations).toEqual([]);
        else expect(score.trustViolations.length).toBeLessThanOrEqual(known);
      },
      fixture.kind === "scan" ? 240_000 : 30_000,
    );
  }

  it("reads the figures at or above the bar (or today's floor) per group", () => {
    expect(scores.size).toBe(fixtures.length);
    const table = totals([...scores.values()]);
    for (const t of table) {
      expect(t.accuracy, `${t.group}: ${t.exact}/${t.expected}`).toBeGreaterThanOrEqual(
        Math.min(BAR[t.group], FLOOR[t.group]),
      );
    }
  });
});

/**
 * The holdout batch (holdout/): made after the reader was tuned on the first batch, with wording,
 * layouts, scale phrases and number forms the first batch lacks (UK Companies Act format, HGB cost
 * of sales method, SAP trailing minus, dotted leaders, "$" in every cell, FY headers, units under
 * the years). Same assertions, with floors at what the reader reached when it first saw them.
 */
const HOLDOUT_FLOOR: Record<Group, number> = { text: 0.97, german: 0.85, scan: 0.85 };
const HOLDOUT_KNOWN_TRUST_VIOLATIONS: Record<string, number> = {};

const holdout = loadFixtures(HOLDOUT_DIR);
const holdoutScores = new Map<string, FixtureScore>();

describe("extraction corpus, holdout batch", () => {
  for (const fixture of holdout) {
    it(
      `${fixture.id}: no wrong figure in an auto-accepted document`,
      async () => {
        const score = await scoreFixture(fixture, HOLDOUT_DIR, { ocr });
        holdoutScores.set(fixture.id, score);
        const known = HOLDOUT_KNOWN_TRUST_VIOLATIONS[fixture.id] ?? 0;
        if (known === 0) expect(score.trustViolations).toEqual([]);
        else expect(score.trustViolations.length).toBeLessThanOrEqual(known);
      },
      fixture.kind === "scan" ? 240_000 : 30_000,
    );
  }

  it("reads the figures at or above the floor per group", () => {
    expect(holdout.length).toBeGreaterThanOrEqual(10);
    expect(holdoutScores.size).toBe(holdout.length);
    for (const t of totals([...holdoutScores.values()])) {
      expect(t.accuracy, `${t.group}: ${t.exact}/${t.expected}`).toBeGreaterThanOrEqual(
        Math.min(BAR[t.group], HOLDOUT_FLOOR[t.group]),
      );
    }
  });
});

/**
 * The producers batch (producers/): nine producers the other batches lack (groff with tbl, enscript,
 * a2ps, pandoc with WeasyPrint, wkhtmltopdf, ReportLab, pdf-lib, PDFKit, jsPDF) and four scans, with
 * HGB Kontoform and Staffelform, management accounts, side-by-side statements, undated headers and
 * the scale in the column headers; made by scripts/make-producer-corpus.mjs by someone who did not
 * change the reader (leave-one-producer-out, docs/extraction.md). Same trust rule; floors per group
 * and per producer at what the reader reached when it first saw them (26 November 2026), to be
 * raised as it improves, never lowered. Scans: 179/252 measured, floor 0.6 because OCR starts no page
 * after 75 s, so at a load of 30 on 2 cores pages were skipped (161/252 on 26 November 2026).
 * Text, German, pdfkit and wkhtmltopdf floors: the levels of the first reader that had never seen
 * the batch (regions, column meaning, wrapping; measured at its merge, docs/extraction.md). It read
 * fewer figures of the side-by-side page (40/88 with 22 wrong became 22/88 with none wrong), so the
 * text and wkhtmltopdf floors are those of the merge, not of the earlier reader's wrong-figure run.
 */
const PRODUCERS_FLOOR: Record<Group, number> = { text: 0.997, german: 1, scan: 0.6 };
/**
 * Raised on 26 November 2026 by the reader that had now seen these files (periods from centred title
 * lines, rules drawn with characters, the side-by-side gutter and Kontoform right halves; branch
 * `reader`): 927/929 text, 202/202 German. These figures are no longer leave-one-producer-out.
 */
const PRODUCER_FLOOR: Record<string, number> = {
  a2ps: 1,
  enscript: 1,
  groff: 1,
  jspdf: 1,
  pandoc: 0.976,
  pdfkit: 1,
  "pdf-lib": 1,
  reportlab: 1,
  scan: 0.6,
  wkhtmltopdf: 1,
};
const PRODUCERS_KNOWN_TRUST_VIOLATIONS: Record<string, number> = {};

const producers = loadFixtures(PRODUCERS_DIR);
const producerScores = new Map<string, FixtureScore>();

describe("extraction corpus, producers batch", () => {
  it("holds at least eight producers, German Kontoform and Staffelform, management accounts and scans", () => {
    const ids = new Set(producers.map((f) => f.producer_id).filter((p) => p !== "scan"));
    expect(ids.size).toBeGreaterThanOrEqual(8);
    expect(new Set(Object.keys(PRODUCER_FLOOR))).toEqual(new Set(producers.map((f) => f.producer_id)));
    const features = producers.flatMap((f) => f.features);
    expect(features.some((x) => x.includes("Kontoform"))).toBe(true);
    expect(features.some((x) => x.includes("Staffelform"))).toBe(true);
    expect(features.some((x) => x.includes("management accounts"))).toBe(true);
    expect(producers.filter((f) => f.kind === "scan").length).toBeGreaterThanOrEqual(3);
  });

  for (const fixture of producers) {
    it(
      `${fixture.id}: no wrong figure in an auto-accepted document`,
      async () => {
        const score = await scoreFixture(fixture, PRODUCERS_DIR, { ocr });
        producerScores.set(fixture.id, score);
        const known = PRODUCERS_KNOWN_TRUST_VIOLATIONS[fixture.id] ?? 0;
        if (known === 0) expect(score.trustViolations).toEqual([]);
        else expect(score.trustViolations.length).toBeLessThanOrEqual(known);
      },
      fixture.kind === "scan" ? 240_000 : 30_000,
    );
  }

  it("reads the figures at or above the floor per group and per producer", () => {
    expect(producerScores.size).toBe(producers.length);
    const scored = [...producerScores.values()];
    for (const t of totals(scored)) {
      expect(t.accuracy, `${t.group}: ${t.exact}/${t.expected}`).toBeGreaterThanOrEqual(
        Math.min(BAR[t.group], PRODUCERS_FLOOR[t.group]),
      );
    }
    for (const t of producerTotals(producers, scored)) {
      expect(t.exact / t.expected, `${t.producer}: ${t.exact}/${t.expected}`).toBeGreaterThanOrEqual(
        PRODUCER_FLOOR[t.producer] ?? 1,
      );
    }
  });
});

interface BlindBatch {
  /** The batch's name in the test titles ("unseen2"): run one batch alone with -t "<name> batch". */
  name: string;
  dir: string;
  /** Batches made before it: none of their producers may be one of this batch's. */
  earlier: string[];
  /** Floors per group (the bar where the reader reaches it): raised as the reader improves, never lowered. */
  floor: Record<Group, number>;
  /** Floors per producer ("scan" for the scans); every producer of the batch has one. */
  producerFloor: Record<string, number>;
  /**
   * Files that put a wrong figure into an auto_accepted document with the reader of main (a finding
   * of the batch, reported on issue 22): their trust test is skipped, not weakened, until the reader
   * is fixed; remove a file from the set once it passes. Their figures still count in the floors.
   */
  knownTrustFailures?: string[];
  /** What the batch must hold (its layouts, wordings and scans), besides its new producers. */
  holds: { title: string; check: (batch: Fixture[]) => void };
  /** How many producers no earlier batch has (besides "scan"): six unless the batch says fewer. */
  newProducers?: number;
  /**
   * Files in a language the reader claims that hold no statement of the company (look-alikes only:
   * a budget, a pro forma, a personal statement, an ageing report): they expect no document, and
   * their trust test fails on any document the reader would auto-accept.
   */
  holdNothing?: string[];
}

/**
 * A batch made by a helper who did not change the reader, while another helper improved the reader
 * without its files (leave-one-producer-out, docs/extraction.md "Unseen batch …"): what it holds,
 * the trust rule per file, and floors per group and per producer.
 */
function describeBlindBatch(batch: BlindBatch): void {
  const fixtures = loadFixtures(batch.dir);
  const scored = new Map<string, FixtureScore>();
  const skipped = new Set(batch.knownTrustFailures ?? []);
  describe(`extraction corpus, ${batch.name} batch`, () => {
    it(batch.holds.title, () => {
      const ids = new Set(fixtures.map((f) => f.producer_id).filter((p) => p !== "scan"));
      expect(ids.size).toBeGreaterThanOrEqual(batch.newProducers ?? 6);
      expect(new Set(Object.keys(batch.producerFloor))).toEqual(new Set(fixtures.map((f) => f.producer_id)));
      const earlier = new Set(batch.earlier.flatMap((dir) => loadFixtures(dir).map((f) => f.producer_id)));
      for (const p of ids) expect(earlier.has(p), p).toBe(false);
      batch.holds.check(fixtures);
      for (const f of fixtures) {
        // A file in a language the reader does not claim expects no document (its trust test then
        // fails on any document it would auto-accept).
        if (batch.holdNothing?.includes(f.id)) expect(f.documents, f.id).toEqual([]);
        else if (claimsLanguage(f)) expect(f.documents.length, f.id).toBeGreaterThan(0);
        else expect(f.documents, f.id).toEqual([]);
        // At least three figures a statement (a not-for-profit statement of activities prints revenue, other
        // income and the change in net assets as the figures of the chart it has).
        for (const d of f.documents)
          expect(Object.keys(d.line_items).length, `${f.id} ${d.period}`).toBeGreaterThanOrEqual(3);
      }
    });

    for (const fixture of fixtures) {
      const test = skipped.has(fixture.id) ? it.skip : it;
      test(
        claimsLanguage(fixture)
          ? `${fixture.id}: no wrong figure in an auto-accepted document`
          : `${fixture.id} (${fixture.language}, a language the reader does not claim): nothing read, or only documents held for review`,
        async () => {
          const score = await scoreFixture(fixture, batch.dir, { ocr });
          scored.set(fixture.id, score);
          expect(score.trustViolations).toEqual([]);
        },
        fixture.kind === "scan" ? 240_000 : 30_000,
      );
    }

    it("reads the figures at or above the floor per group and per producer", async () => {
      // Files whose trust test is skipped are scored here, so that the floors count every file.
      for (const f of fixtures) if (!scored.has(f.id)) scored.set(f.id, await scoreFixture(f, batch.dir, { ocr }));
      const scores = [...scored.values()];
      for (const t of totals(scores)) {
        expect(t.accuracy, `${t.group}: ${t.exact}/${t.expected}`).toBeGreaterThanOrEqual(
          Math.min(BAR[t.group], batch.floor[t.group]),
        );
      }
      for (const t of producerTotals(fixtures, scores)) {
        if (t.expected === 0) continue;
        expect(t.exact / t.expected, `${t.producer}: ${t.exact}/${t.expected}`).toBeGreaterThanOrEqual(
          batch.producerFloor[t.producer] ?? 1,
        );
      }
    }, 240_000);
  });
}

/** The blind batches in the order they were made (the producers' batch first). */
const BLIND_BATCHES = [
  PRODUCERS_DIR,
  UNSEEN_DIR,
  UNSEEN2_DIR,
  UNSEEN3_DIR,
  UNSEEN4_DIR,
  UNSEEN5_DIR,
  UNSEEN6_DIR,
  UNSEEN7_DIR,
  UNSEEN8_DIR,
  UNSEEN9_DIR,
  UNSEEN10_DIR,
  UNSEEN11_DIR,
  UNSEEN12_DIR,
  UNSEEN13_DIR,
  UNSEEN14_DIR,
  UNSEEN15_DIR,
  UNSEEN16_DIR,
  UNSEEN17_DIR,
  UNSEEN18_DIR,
  UNSEEN19_DIR,
  UNSEEN20_DIR,
  UNSEEN21_DIR,
  UNSEEN22_DIR,
  UNSEEN23_DIR,
  UNSEEN24_DIR,
];

/** The batches made before `dir`: none of their producers may be one of its own. */
const madeBefore = (dir: string): string[] => BLIND_BATCHES.slice(0, BLIND_BATCHES.indexOf(dir));

/** What the batches from the third unseen one on hold (the test's name). */
const HOLDS_BOTH_HGB_FORMS =
  "holds at least six new producers, German Kontoform and Staffelform by nature and by function, and scans";

/** Both HGB balance-sheet forms and both GuV methods (parts of `features` strings). */
const HGB_LAYOUTS = ["Kontoform", "Staffelform", "Gesamtkostenverfahren", "Umsatzkostenverfahren"];

/** Whether some file of the batch has each of these features (parts of its `features` strings). */
function expectFeatures(batch: Fixture[], kinds: string[]): void {
  const features = batch.flatMap((f) => f.features);
  for (const kind of kinds)
    expect(
      features.some((x) => x.includes(kind)),
      kind,
    ).toBe(true);
}

/** Files of the batch by kind: at least so many German text PDFs, text PDFs and scans. */
function expectFiles(batch: Fixture[], least: { german: number; text: number; scan: number }): void {
  expect(batch.filter((f) => f.language === "de" && f.kind === "text").length).toBeGreaterThanOrEqual(least.german);
  expect(batch.filter((f) => f.kind === "text").length).toBeGreaterThanOrEqual(least.text);
  expect(batch.filter((f) => f.kind === "scan").length).toBeGreaterThanOrEqual(least.scan);
}

/**
 * The unseen batch (unseen/): six producers no other batch has (pdfLaTeX, cairo, mutool create,
 * Ghostscript from hand-written PostScript, html2ps, AbiWord) and four scans, with HGB Kontoform and
 * Staffelform, management accounts with "Mar-25" columns, "Current year / Prior year" and
 * "Geschäftsjahr / Vorjahr" headers, the scale only in the running page header, expenses in
 * parentheses, a balance sheet over two pages and notes pages; made by scripts/make-unseen-corpus.mjs
 * by a helper who did not change the reader, while another helper improved the reader without these
 * files (leave-one-producer-out, docs/extraction.md "Unseen batch"). Floors per
 * group and per producer a little below what the merged reader (main at e6e333b, the first reader
 * measured on them after the batch was made without it) reached on 26 November 2026: text 708/790,
 * German 184/200, scans 192/290; to be raised as it improves, never lowered. Raised with the reader
 * of branch reader2 (27 November 2026; these files then seen, so no longer leave-one-producer-out):
 * text 790/790, German 200/200, scans 275/290. The suites give OCR an hour (vitest.config.ts), so no
 * scan page is skipped for time; the scans' floor still leaves room for Tesseract's run-to-run
 * differences under load.
 */
describeBlindBatch({
  name: "unseen",
  dir: UNSEEN_DIR,
  earlier: madeBefore(UNSEEN_DIR),
  floor: { text: 0.99, german: 0.99, scan: 0.85 },
  producerFloor: {
    abiword: 0.98,
    cairo: 0.98,
    ghostscript: 0.98,
    html2ps: 0.98,
    mutool: 0.98,
    pdflatex: 0.98,
    scan: 0.85,
  },
  holds: {
    title: "holds at least six producers, German Kontoform and Staffelform, management accounts and scans",
    check: (batch) => {
      expectFeatures(batch, ["Kontoform", "Staffelform", "management accounts"]);
      expectFiles(batch, { german: 3, text: 3, scan: 4 });
    },
  },
});

/**
 * The unseen batch 2 (unseen2/): six more producers no other batch has (Apache FOP, asciidoctor-pdf,
 * PDF::API2, pdfmake, Gnumeric ssconvert, rsvg-convert) and three scans of two pages each, with HGB
 * Kontoform and Staffelform, "Berichtsjahr / Vorjahr" and month-year headers, "This year / Last
 * year", management accounts, the income statement and balance sheet side by side, a small
 * business's wording, a narrow label column, the scale only in the page header and a report with
 * notes pages; made by scripts/make-unseen2-corpus.mjs by a helper who did not change the reader,
 * while another helper improved the reader without these files (leave-one-producer-out,
 * docs/extraction.md "Unseen batch 2"). Same trust rule; floors per group and per producer a little
 * below what the reader of main at ab7b7ea (never developed against them) measured on 27 November
 * 2026: text 642/780, German 152/202, scans 138/186; per producer asciidoctor 136/136, fop 180/190,
 * gnumeric 120/136, pdfapi2 44/172, pdfmake 122/156, rsvg 192/192, scans 138/186 (the scans' floor
 * leaves room for Tesseract's run-to-run differences under load); raised after branch reader3
 * (seen, no longer leave-one-producer-out) read text 780/780, German 202/202 and scans 178/186;
 * never lowered. Run this block alone with -t "unseen2 batch" (17 files, about a minute).
 */
describeBlindBatch({
  name: "unseen2",
  dir: UNSEEN2_DIR,
  earlier: madeBefore(UNSEEN2_DIR),
  floor: { text: 0.99, german: 0.99, scan: 0.85 },
  producerFloor: {
    asciidoctor: 0.98,
    fop: 0.98,
    gnumeric: 0.98,
    pdfapi2: 0.98,
    pdfmake: 0.98,
    rsvg: 0.98,
    scan: 0.85,
  },
  holds: {
    title: "holds at least six new producers, German Kontoform and Staffelform, management accounts and scans",
    check: (batch) => {
      expectFeatures(batch, ["Kontoform", "Staffelform", "management accounts", "side by side"]);
      expectFiles(batch, { german: 3, text: 14, scan: 3 });
    },
  },
});

/**
 * The unseen batch 3 (unseen3/): six more producers no other batch has (TCPDF, iText 5, libharu,
 * LaTeX with dvipdfmx, pdfjs, @react-pdf/renderer) and three scans of two pages each, with HGB
 * Kontoform and Staffelform (GuV by nature and by function, "T€" under the dates, the current year
 * in EUR beside the prior year in TEUR), the prior year in the left column, statements of profit or
 * loss and other comprehensive income, an income statement by nature, cash flows by the direct
 * method, Australian and Canadian wordings, quarterly management packs with YTD columns, an
 * accounting package's Profit and Loss, dashes for zero and currency symbols on the first and
 * total rows only; made by scripts/make-unseen3-corpus.mjs by a helper who did not change the
 * reader, while another helper improved the reader without these files (leave-one-producer-out,
 * docs/extraction.md "Unseen batch 3"). Same trust rule; floors per group and per producer a
 * little below what the reader of main at 930ff78 (never developed against them) measured once on
 * 27 November 2026: text 753/852, German 200/202, scans 164/232; per producer dvipdfmx 210/210,
 * haru 117/146, itext 140/150, pdfjs 122/126, reactpdf 210/230, tcpdf 154/192, scans 164/232 (the
 * scans' floor leaves room for Tesseract's run-to-run differences under load). Raised by reader5
 * (the files seen by then: docs/extraction.md "Reader changes (reader5)") a little below its
 * reading: text 852/852, German 202/202, scans 202/232 and more, every text producer whole; never
 * lowered. Run this block alone with -t "unseen3 batch" (17 files).
 */
describeBlindBatch({
  name: "unseen3",
  dir: UNSEEN3_DIR,
  earlier: madeBefore(UNSEEN3_DIR),
  floor: { text: 0.99, german: 0.99, scan: 0.85 },
  producerFloor: {
    tcpdf: 0.98,
    itext: 0.98,
    haru: 0.98,
    dvipdfmx: 0.99,
    pdfjs: 0.98,
    reactpdf: 0.98,
    scan: 0.85,
  },
  // Empty since reader5: the quarterly management pack (Q1-Q4, YTD, prior YTD), whose Q4 column the
  // reader of 930ff78 took for the year in an auto-accepted statement, is read quarter by quarter
  // now, and a statement whose columns' period lengths are not evident fails the period_length check.
  knownTrustFailures: [],
  holds: {
    title: HOLDS_BOTH_HGB_FORMS,
    check: (batch) => {
      expectFeatures(batch, [
        ...HGB_LAYOUTS,
        "prior year in the LEFT column",
        "other comprehensive income",
        "by nature of expense (IFRS)",
        "direct method",
        "quarter columns",
        "Profit and Loss",
        "for zero",
      ]);
      expectFiles(batch, { german: 4, text: 14, scan: 3 });
    },
  },
});

/**
 * The unseen batch 4 (unseen4/): six more producers no other batch has (Apache PDFBox, PHP FPDF,
 * Qt's QPdfWriter, matplotlib's PDF backend, LuaLaTeX, PoDoFo) and three scans of two pages each,
 * with HGB Kontoform and Staffelform (GuV by nature and by function, Vorspalte columns, "davon"
 * lines, a small GmbH's GuV from "Rohergebnis", "Veränderung" columns), statements of income and
 * retained earnings (US and UK FRS 102), supplemental cash flow disclosures, New Zealand and
 * income-tax-basis wording, "$ / % Change" columns, five year columns, a statement of changes in
 * equity between the statements, "(Unaudited)" / "(Audited)" headers and an earnings release's
 * quarter and year; made by scripts/make-unseen4-corpus.mjs by a helper who did not change the
 * reader, while other helpers changed the reader without these files (docs/extraction.md "Unseen
 * batch 4"). Floors a little below the one-time reading of the merged reader (main at 381e23d, with
 * reader6: text 775/873, German 200/200, scans 195/206; fpdf 214/222, lualatex 80/104, matplotlib
 * 66/132, pdfbox 134/134, podofo 130/130, qt 351/351; 27 November 2026), never lowered; the scans'
 * floor leaves room for Tesseract's run-to-run differences under load. No file broke the trust
 * rule. Raised after reader7 (these files seen by then: docs/extraction.md "Reader changes
 * (reader7)") a little below its reading: text 873/873, German 200/200, scans 195/206. Run this
 * block alone with -t "unseen4 batch" (17 files).
 */
describeBlindBatch({
  name: "unseen4",
  dir: UNSEEN4_DIR,
  earlier: madeBefore(UNSEEN4_DIR),
  floor: { text: 0.99, german: 0.99, scan: 0.9 },
  producerFloor: {
    fpdf: 0.98,
    lualatex: 0.98,
    matplotlib: 0.98,
    pdfbox: 0.99,
    podofo: 0.99,
    qt: 0.99,
    scan: 0.9,
  },
  knownTrustFailures: [],
  holds: {
    title: HOLDS_BOTH_HGB_FORMS,
    check: (batch) => {
      expectFeatures(batch, [
        ...HGB_LAYOUTS,
        "Rohergebnis",
        "Vorspalte",
        "statement of income and retained earnings",
        "supplemental disclosures",
        "New Zealand",
        "income tax basis",
        "Change",
        "five year columns",
        "statement of changes in equity",
        "earnings release",
      ]);
      expectFiles(batch, { german: 4, text: 14, scan: 3 });
    },
  },
});

/**
 * The unseen batch 5 (unseen5/): six more producers no other batch has (HTMLDOC, PHP dompdf, Ruby
 * Prawn, Perl PDF::Builder, Perl PDF::Create, ConTeXt MkIV) and three scans, with HGB Kontoform on
 * landscape pages, Staffelform, GuV by nature and by function, a Kleinstkapitalgesellschaft's short
 * forms (§ 266 Abs. 1 Satz 4, § 275 Abs. 5) and trailing minus signs; US not-for-profit statements of
 * activities, a Japanese-GAAP English translation with triangles for negatives and the prior year on
 * the left, Canadian ASPE in Courier, a UK sole trader's trading and profit and loss account with a
 * capital account, South African, Malaysian, Philippine, Irish and Australian wording, "$m" and
 * "€ million" with one decimal, space thousands separators, "nil" for zero, and statements in unusual
 * orders; made by scripts/make-unseen5-corpus.mjs by a helper who did not change the reader, while
 * two helpers changed the reader without these files (docs/extraction.md "Unseen batch 5"). The
 * one-time reading of the merged reader (main at b56a6c4, 27 November 2026): text 582/686,
 * German 204/208, scans 80/134, no wrong figure in an auto-accepted document. Floors a little below
 * the reading after the rules written on these files since (monospaced words one cell, sole traders'
 * and Japanese GAAP's wording; the files seen by then): text 656/686, German 204/208, scans 99/134;
 * never lowered; the scans' floor leaves room for Tesseract's run-to-run differences under load.
 * Run this block alone with -t "unseen5 batch" (17 files).
 */
describeBlindBatch({
  name: "unseen5",
  dir: UNSEEN5_DIR,
  earlier: madeBefore(UNSEEN5_DIR),
  floor: { text: 0.94, german: 0.97, scan: 0.65 },
  producerFloor: {
    context: 0.99,
    dompdf: 0.93,
    htmldoc: 0.87,
    pdfbuilder: 0.99,
    pdfcreate: 0.93,
    prawn: 0.9,
    scan: 0.65,
  },
  knownTrustFailures: [],
  holds: {
    title: HOLDS_BOTH_HGB_FORMS,
    check: (batch) => {
      expectFeatures(batch, [
        ...HGB_LAYOUTS,
        "Kleinstkapitalgesellschaft",
        "trailing minus",
        "not-for-profit",
        "Japanese GAAP",
        "Canadian ASPE",
        "Trading and Profit and Loss Account",
        "space as thousands separator",
        '"nil" for zero',
        "cash flow statement first",
      ]);
      expectFiles(batch, { german: 4, text: 14, scan: 3 });
    },
  },
});

/**
 * The unseen batch 6 (unseen6/): six more producers no other batch has (R's pdf() device, mandoc
 * -Tpdf, Go gofpdf with an embedded TrueType font, Typst, OCaml camlpdf, Perl Text::PDF) and four
 * scans, with HGB Kontoform of a GmbH & Co. KG (§ 264c), Staffelform of an eG and of an
 * Einzelkaufmann, a kleine Kapitalgesellschaft's short Bilanz with a GuV by function; Hong Kong's
 * net-current-assets form with restated prior-year columns, Kenyan, Nigerian (trailing minus in an
 * English-format document), Singapore (a balance sheet continued on a second page), Sri Lankan
 * (three years, whole rupees) and Ghanaian wording with Dr/Cr marks after every amount; a US
 * agricultural co-operative, a US limited partnership, a UK LLP, an Australian incorporated
 * association, and New Zealand management accounts (actual / budget / variance / prior year); made
 * by scripts/make-unseen6-corpus.mjs by a helper who did not change the reader, while two helpers
 * changed the reader without these files (docs/extraction.md "Unseen batch 6"). The one-time
 * reading of the merged reader (main at 9dc04da, 27 November 2026): text 697/811, German 146/170,
 * scans 225/262, no wrong figure in an auto-accepted document; floors raised by reader11 once the
 * batch was seen (text 811/811, German 170/170, scans 259/262), never lowered; the scans' floor leaves room for Tesseract's run-to-run differences under load. Run
 * this block alone with -t "unseen6 batch" (19 files).
 */
describeBlindBatch({
  name: "unseen6",
  dir: UNSEEN6_DIR,
  earlier: madeBefore(UNSEEN6_DIR),
  // Raised by reader11 (the batch seen: text 811/811, German 170/170, scans 259/262).
  floor: { text: 0.99, german: 0.99, scan: 0.9 },
  producerFloor: {
    camlpdf: 0.99,
    gofpdf: 0.99,
    mandoc: 0.99,
    r: 0.99,
    textpdf: 0.99,
    typst: 0.99,
    scan: 0.9,
  },
  knownTrustFailures: [],
  holds: {
    title: HOLDS_BOTH_HGB_FORMS,
    check: (batch) => {
      expectFeatures(batch, [
        ...HGB_LAYOUTS,
        "GmbH & Co. KG",
        "Genossenschaft",
        "Einzelkaufmann",
        "Dr/Cr",
        "trailing minus",
        "continued",
        "Restated",
        "management accounts",
        "three years",
        "LLP",
        "limited partnership",
        "cooperative",
        "incorporated association",
      ]);
      expectFiles(batch, { german: 4, text: 15, scan: 4 });
    },
  },
});

/**
 * The unseen batch 7 (unseen7/): six more producers no other batch has (Perl PDF::Reuse, pikepdf on
 * QPDF with word spaces as kerning gaps, pypdf with dotted leaders, Ruby Origami, Java FreeHEP
 * VectorGraphics, XeLaTeX with xdvipdfmx: a relative of dvipdfmx) and four scans, with an Austrian
 * UGB Bilanz and GuV, a Swiss OR Aktiven/Passiven and Erfolgsrechnung (CHF with apostrophes,
 * expenses printed negative), a German GmbH in Staffelform and an OHG in Kontoform; Irish FRS 102,
 * Canadian ASPE, South African (space-grouped), Malaysian, Philippine, Pakistani (equity and
 * liabilities first) and UAE wording, an Australian trading trust, a US LLC, an Indian LLP and a US
 * S corporation's quarterly management pack; made by scripts/make-unseen7-corpus.mjs by a helper who
 * did not change the reader, while a helper changed the reader without these files (docs/extraction.md
 * "Unseen batch 7"). The one-time reading of the merged reader (main at 8e03537, 27 November 2026):
 * text 732/798, German 129/188, scans 273/306, no wrong figure in an auto-accepted document. Seen
 * since: reader12's rules written on its misses read text 794/798, German 186/188, scans 303/306;
 * the floors are a little below that, never lowered (the scans' leave room for Tesseract's
 * run-to-run differences under load). reader35 (pikepdf-ch-or revised to the chart): German
 * 190/190, pikepdf 222/222; German and pikepdf floors raised to 0.99. Run this block alone with
 * -t "unseen7 batch" (19 files).
 */
describeBlindBatch({
  name: "unseen7",
  dir: UNSEEN7_DIR,
  earlier: madeBefore(UNSEEN7_DIR),
  floor: { text: 0.99, german: 0.99, scan: 0.92 },
  producerFloor: {
    freehep: 0.99,
    origami: 0.98,
    pikepdf: 0.99,
    pypdf: 0.99,
    reuse: 0.98,
    xelatex: 0.99,
    scan: 0.92,
  },
  knownTrustFailures: [],
  holds: {
    title:
      "holds at least six new producers, German Kontoform and Staffelform, Austrian and Swiss statements, and scans",
    check: (batch) => {
      expectFeatures(batch, [
        "Kontoform",
        "Staffelform",
        "Gesamtkostenverfahren",
        "Austrian UGB",
        "Swiss OR",
        "Indian LLP",
        "US LLC",
        "S corporation",
        "trading trust",
        "Indian digit grouping",
        "kerning gaps",
        "dotted leaders",
        "Q1-Q4",
      ]);
      expectFiles(batch, { german: 4, text: 15, scan: 4 });
    },
  },
});

/**
 * The unseen batch 8 (unseen8/): six more producers no other batch has (Free Pascal fcl-pdf, Scribus
 * 1.5.8, gl2ps on OSMesa, @libpdf/core, muhammara, PyX) and pydyf (WeasyPrint's low-level writer,
 * a named relative of an earlier producer), four scans (one German), German-language IFRS group
 * statements, a German BWA, a Liechtenstein AG, a gGmbH and HGB statements with an Anhang; Dutch
 * GAAP in English, Cypriot, Fijian, Mauritian (two statements side by side), Maltese, Zambian,
 * Bermudan (three years), Jamaican management accounts, Bangladeshi (lakh grouping), Trinidadian,
 * Botswanan and Israeli wording; and three statements in languages the reader does not claim (a
 * French SAS, a Belgian SRL in French, an Italian S.r.l.), which must give nothing or only documents
 * held for review. Made by scripts/make-unseen8-corpus.mjs by a helper who did not change the reader
 * while reader13 changed it without these files (docs/extraction.md "Unseen batch 8"). The one-time
 * reading of the merged reader (main at 0745949, 28 November 2026): text 873/927, German 179/278,
 * scans 224/308, 4 wrong figures in two auto-accepted balance sheets (fclpdf-nl-bv-notes,
 * scribus-il-nis: made figures trusted because their section's printed lines added up). Seen since:
 * reader14's rules (made figures tied only by checks of their keys, a notes column's header, the EU
 * Directive's claims side, batch 8's wording as families) read text 921/927, German 274/278, scans
 * 300/308 and no wrong figure in an auto-accepted document; the floors are a little below that, never
 * lowered. Run this block alone with -t "unseen8 batch" (24 files).
 */
describeBlindBatch({
  name: "unseen8",
  dir: UNSEEN8_DIR,
  earlier: madeBefore(UNSEEN8_DIR),
  floor: { text: 0.99, german: 0.98, scan: 0.94 },
  producerFloor: {
    fclpdf: 0.99,
    gl2ps: 0.97,
    libpdf: 1,
    // reader31: 167/167 (staff costs out of SG&A, the expected figures revised to the chart).
    muhammara: 0.99,
    pydyf: 1,
    pyx: 1,
    scan: 0.94,
    scribus: 0.98,
  },
  knownTrustFailures: [],
  holds: {
    title:
      "holds at least six new producers, German-language IFRS and HGB statements, scans, and statements in languages the reader does not claim",
    check: (batch) => {
      expectFeatures(batch, [
        "German-language IFRS",
        "German HGB",
        "Liechtenstein",
        "BWA",
        "gGmbH",
        "two statements on one landscape page",
        "management accounts",
        "three year columns",
        "lakh digit grouping",
        "unclaimed language",
      ]);
      expectFiles(batch, { german: 5, text: 20, scan: 4 });
      expect(batch.filter((f) => !claimsLanguage(f)).map((f) => f.language)).toEqual(["fr", "it", "fr"]);
    },
  },
});

/**
 * The unseen batch 9 (unseen9/): six more producers no other batch has (npm tinypdf, Perl CAM::PDF,
 * PDFium through @embedpdf/pdfium, npm @f-o-t/pdf, ExactImage hocr2pdf, Tesseract's PDF renderer:
 * searchable scans whose text layer is OCR) and four scans (one German); a German KGaA, two
 * registered associations (e.V.), a South Tyrolean GmbH in German, an architects' PartG mbB; Ugandan
 * (one report in "Shs millions"), Namibian close corporations, Barbadian (two statements side by
 * side), Guernsey (management accounts) and Papua New Guinea (three years) wording; and three
 * statements in languages the reader does not claim (a Spanish S.L., a Dutch B.V., a Brazilian
 * Ltda.). Made by scripts/make-unseen9-corpus.mjs by a helper blind to the reader, and read once by
 * the reader as it stood (main at f4ef872, 28 November 2026), with no reader helper at work:
 * text 727/965, German 166/234, scans 208/254, and 86 wrong figures in the six auto-accepted
 * documents of pdfium-ug-notes (its "(Shs millions)" not read as a scale). Seen since: reader15's
 * rules (a currency beside a scale word read as the scale, and a scale word printed over a statement
 * but not used failing the scale_read check; OCR text layers of one run a word; German
 * associations' statements; close corporations; bank loans by section) read text 903/965, German
 * 204/234, scans 220/254 and no wrong figure in an auto-accepted document; the floors are a little
 * below that, never lowered. Run this block alone with -t "unseen9 batch" (24 files).
 */
describeBlindBatch({
  name: "unseen9",
  dir: UNSEEN9_DIR,
  earlier: madeBefore(UNSEEN9_DIR),
  floor: { text: 0.93, german: 0.86, scan: 0.84 },
  producerFloor: {
    campdf: 0.93,
    fot: 0.9,
    hocr2pdf: 1,
    pdfium: 0.88,
    scan: 0.84,
    tesseract: 0.88,
    tinypdf: 0.93,
  },
  knownTrustFailures: [],
  holds: {
    title:
      "holds at least six new producers, German statements, searchable scans, scans, and statements in languages the reader does not claim",
    check: (batch) => {
      expectFeatures(batch, [
        "KGaA",
        "registered association (e.V.)",
        "South Tyrolean",
        "close corporation",
        "searchable scan",
        "two statements on one landscape page",
        "management accounts",
        "three year columns",
        "unclaimed language",
      ]);
      expectFiles(batch, { german: 5, text: 20, scan: 4 });
      expect(batch.filter((f) => !claimsLanguage(f)).map((f) => f.language)).toEqual(["es", "nl", "pt"]);
    },
  },
});

/**
 * The unseen batch 10 (unseen10/): five producers no other batch has (pstoedit's own pdf driver,
 * @peculiar/pdf-doc, Syncfusion ej2-pdf for text; img2pdf and libtiff's tiff2pdf writing the scans'
 * image-only PDFs); Tanzanian, Maltese, Cayman (management accounts), Bahamian (two statements side
 * by side; three years), Belizean, Rwandan, Bruneian, Seychellois, Malawian (a quarterly pack) and
 * Jersey (management accounts) wording; a Liechtenstein AG, a cooperative (eG), a GmbH & Co. KG in
 * Kontoform and a gGmbH in German; and three statements in languages the vote has no list for
 * (Swedish, Danish, Finnish). Made by scripts/make-unseen10-corpus.mjs by a helper blind to the
 * reader, and read once by the merged reader (main at 2ed70ae, reader16's rules, written without it,
 * 28 November 2026): text 1,211/1,230, German 198/202, scans 270/274 (two tiff2pdf scans first drew
 * blank, a maker's fault mended in the generator and read again by the same reader), and no wrong
 * figure in an auto-accepted document. Seen since: reader17's families (a tax line under another
 * name, long-term debt among current liabilities, a fixed-asset class alone as the net figure, SG&A
 * and reserve wording) read every figure (1,706/1,706); the floors are a little below that, never
 * lowered. Run this block alone with -t "unseen10 batch" (26 files).
 */
describeBlindBatch({
  name: "unseen10",
  dir: UNSEEN10_DIR,
  earlier: madeBefore(UNSEEN10_DIR),
  newProducers: 5,
  floor: { text: 0.99, german: 0.99, scan: 0.98 },
  producerFloor: {
    img2pdf: 0.98,
    peculiar: 0.99,
    pstoedit: 0.99,
    syncfusion: 0.99,
    tiff2pdf: 0.98,
  },
  knownTrustFailures: [],
  holds: {
    title:
      "holds five new producers, German statements, management accounts, scans, and statements in languages the vote has no list for",
    check: (batch) => {
      expectFeatures(batch, [
        "Kontoform",
        "registered cooperative (eG)",
        "Liechtenstein AG",
        "two statements on one landscape page side by side",
        "management accounts",
        "quarterly management pack",
        "three year columns",
        "unclaimed language",
      ]);
      expectFiles(batch, { german: 4, text: 22, scan: 4 });
      expect(batch.filter((f) => !claimsLanguage(f)).map((f) => f.language)).toEqual(["da", "fi", "sv"]);
    },
  },
});

/**
 * The unseen batch 11 (unseen11/): statement structures the seeded model never had, every statement
 * and figure the maker's own (scripts/make-unseen11-corpus.mjs, not extraction-corpus-model.mjs): a
 * UK FRS 102 net-assets balance sheet, liquidity order (a trading and a finance company), IFRS 18
 * categories, a US multi-step statement with discontinued operations over three years, a direct cash
 * flow with restricted cash, a contribution margin and EBITDA inside the P&L, exceptional items, a
 * stockholders' deficit, Dr/Cr amounts, two statements for OCI, an Indian Schedule III P&L, a Canadian
 * statement of operations and retained earnings; in German an HGB P&L by function with a cash flow, a
 * Bilanz with a "nicht durch Eigenkapital gedeckter Fehlbetrag", an Austrian UGB. Printed by producers
 * used before (Chromium, groff with ps2pdf, PDFKit; scans written by pdf-lib): this batch tests
 * structures, not producers. Made by a helper blind to the reader and read once by the merged reader
 * (main at 97f3a5a, 28 November 2026): text 444/478, German 102/114, scans 82/88, and no wrong figure in
 * an auto-accepted document (all 32 wrong figures in documents held for review). Seen since: reader18
 * and reader19 (families of its misses) read text 468/478, German 106/114, scans 82/88, still none wrong
 * in an auto-accepted document; reader20's key definitions and reader21: text 472/478, German 110/114,
 * scans 86/88. The floors are a little below that, never lowered. Run this block alone with -t "unseen11 batch" (18 files).
 */
describeBlindBatch({
  name: "unseen11",
  dir: UNSEEN11_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.98, german: 0.96, scan: 0.97 },
  producerFloor: { chromium: 0.98, groff: 0.97, pdfkit: 0.98, scan: 0.97 },
  knownTrustFailures: [],
  holds: {
    title: "holds statement structures the seeded model never had, German statements and scans",
    check: (batch) => {
      expectFeatures(batch, [
        "UK FRS 102",
        "order of liquidity",
        "IFRS 18",
        "direct method",
        "Dr or Cr",
        "negative equity",
        "Nicht durch Eigenkapital gedeckter Fehlbetrag",
        "Umsatzkostenverfahren",
      ]);
      expectFiles(batch, { german: 3, text: 16, scan: 2 });
    },
  },
});

/**
 * The unseen batch 12 (unseen12/): more statement structures the seeded model never had, each the
 * maker's own (scripts/make-unseen12-corpus.mjs): a US 10-Q with quarter and six-month columns, Group and
 * Company columns, the IAS 1 third balance sheet, a "Costs and expenses" block, an AASB statement by
 * nature with OCI, an Ind AS balance sheet in lakhs, cash net of overdrafts, a construction contractor,
 * thousands of euros with one decimal, a balance sheet continued over two pages, a sole trader's
 * unlabelled subtotals, Japanese GAAP ordinary income, a 52/53-week retailer; in German a Swiss OR
 * Bilanz and Erfolgsrechnung, an HGB § 276 GuV, an HGB Gesamtkostenverfahren. Made by a helper blind to
 * the reader and read once by main at 71890ac: text 594/639, German 96/108, scans 138/148, 8 figures
 * wrong in auto-accepted documents, all disagreements about what a key holds. Its expected figures were
 * then revised to the key definitions (docs/chart-of-accounts.md; 910 figures): the blind reading under
 * them text 604/652, German 100/108, scans 144/150, 5 wrong in auto-accepted documents. Seen since:
 * reader20 reads text 644/652, German 106/108, scans 148/150, none wrong in an auto-accepted document;
 * reader22 (bank loans in both liability sections) text 646/652; reader24 (the Swiss übriger
 * betrieblicher Aufwand as other operating expenses) German 108/108, Chromium 294/296.
 * The floors are a little below that, never lowered. Run this block alone with -t "unseen12 batch" (19 files).
 */
describeBlindBatch({
  name: "unseen12",
  dir: UNSEEN12_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.99, german: 0.99, scan: 0.95 },
  producerFloor: { chromium: 0.99, groff: 0.97, pdfkit: 0.99, scan: 0.95 },
  knownTrustFailures: [],
  holds: {
    title: "holds more statement structures the seeded model never had, German statements and scans",
    check: (batch) => {
      expectFeatures(batch, [
        "IAS 1.40A third statement of financial position",
        "Group and Company columns",
        "Erfolgsrechnung nach",
        "Gesamtkostenverfahren",
        "net of bank overdrafts",
        "a balance sheet over two pages",
        "micro and small",
        "Ordinary income",
      ]);
      expectFiles(batch, { german: 3, text: 16, scan: 3 });
    },
  },
});

/**
 * The unseen batch 13 (unseen13/): whole documents as analysts receive them, the primary statements
 * among other pages (scripts/make-unseen13-corpus.mjs): a 17-page UK plc annual report, a 20-page
 * German Geschäftsbericht (also scanned whole), a Konzern- and Einzelabschluss, a GmbH
 * Jahresabschluss, bilingual German / English statements, a two-column page layout, a landscape page
 * of statements side by side, a monthly management pack, a half-year report, a quarterly investor
 * pack, a 10-K excerpt and UK small company accounts. Read once blind by main (190d049, 28 November
 * 2026): text 405/501, German 134/194, scans 142/158, no wrong figure in an auto-accepted document.
 * Seen since: reader21 (bilingual labels, run-together figures, quarter columns by number, page
 * columns) read text 461/501, German 172/194, scans 142/158, still none wrong in an auto-accepted
 * document; merged with reader20 (the key definitions), main reads text 471/501, German 188/194, scans
 * 148/158; reader22 (prose dates, note tables, sections from subtotals below, bank loans in both
 * sections, labels) text 491/501, German 194/194, scans 154/158. The floors are a little below that, never lowered. Run this block alone with -t "unseen13 batch" (15 files).
 */
describeBlindBatch({
  name: "unseen13",
  dir: UNSEEN13_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.975, german: 0.99, scan: 0.97 },
  producerFloor: { chromium: 0.975, groff: 0.99, scan: 0.97 },
  knownTrustFailures: [],
  holds: {
    title: "holds whole documents with the primary statements among other pages, German statements and scans",
    check: (batch) => {
      expectFeatures(batch, [
        "bilingual German/English",
        "two-column page layout",
        "monthly management accounts pack",
        "quarterly investor pack",
        "20-page German Geschäftsbericht",
        "Konzernabschluss",
      ]);
      expectFiles(batch, { german: 4, text: 12, scan: 3 });
    },
  },
});

/**
 * The unseen batch 14 (unseen14/): what small and mid-sized shippers send a forwarder, each statement the
 * maker's own (scripts/make-unseen14-corpus.mjs): QuickBooks-, Xero- and Sage-style exports (a covering
 * letter first, account codes, "$" in every cell, a minus after the amount), a CPA compilation on the
 * income-tax basis, UK micro-entity accounts, an Australian special-purpose report, an importer's and a
 * manufacturer's cost of goods sold; in German a DATEV-style Bilanz with Kontennachweis, a BWA, a GmbH &
 * Co. KG with Kapitalkonten, an Einnahmenüberschussrechnung. Read once blind by main (2b82012: reader20
 * and reader21 merged, 28 November 2026): text 324/370, German 86/110, scans 58/92, no wrong figure in
 * an auto-accepted document; three files gave nothing (the BWA and the EÜR: headings the reader does not
 * know; the Sage export: no period date found). The floors were that blind reading; reader23 read the
 * batch as seen (text 360/370, German 110/110, scans 86/92, Chromium 97.3 %, groff 98.8 %, PDFKit 100 %) and raised
 * them to just below it; reader24 (one fixed-asset class over its accumulated depreciation is the cost:
 * QuickBooks' "1500 Equipment"; a bare "Interest" among the operating expenses is the interest expense)
 * text 364/370, scans 88/92, Chromium 98.0 %, groff 100 %. Run this block alone with -t "unseen14 batch".
 */
describeBlindBatch({
  name: "unseen14",
  dir: UNSEEN14_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.98, german: 0.99, scan: 0.95 },
  producerFloor: { chromium: 0.975, groff: 0.99, pdfkit: 0.99, scan: 0.95 },
  knownTrustFailures: [],
  holds: {
    title: "holds statements as small and mid-sized shippers send them, German statements and scans",
    check: (batch) => {
      expectFeatures(batch, [
        "QuickBooks",
        "Xero-style",
        "Sage-style",
        "micro-entity",
        "Betriebswirtschaftliche Auswertung",
        "Einnahmenüberschussrechnung",
        "GmbH & Co. KG",
      ]);
      expectFiles(batch, { german: 4, text: 12, scan: 3 });
    },
  },
});

/**
 * The unseen batch 15 (unseen15/): an analyst's inbox on one day, from companies and countries no
 * earlier batch used (scripts/make-unseen15-corpus.mjs): an Irish pack behind a printed covering e-mail,
 * a Dutch B.V.'s restated prior year, a Singapore notes column, a Canadian cash flow with interest and
 * tax paid, South African abridged accounts, a Belgian loss year with a tax credit, a Luxembourg
 * single-column balance sheet; in German an Austrian Bilanz with Anlagenspiegel, a GuV nach dem
 * Umsatzkostenverfahren, a Swiss AG in Mio. CHF. Read once blind by main (d31929d + docs, reader23
 * merged; 28 November 2026 08:52 UTC): text 357/381, German 92/108, scans 95/98, and one balance sheet
 * auto-accepted under a period its maker did not mean: "for the year ended 28 February 2025" over
 * 2025 | 2024 dated 28 February 2024, where the company closed on the month's last day (29 February
 * 2024). Batches 5 and 9 meant a fixed 28 February, so the reader now holds such a statement for review
 * (`leapYearEndUnsure`, year-end.test.ts) and this block runs with no known trust failure. Floors: the
 * blind reading, then reader24 read the batch as seen (the Swiss convention with one decimal, Swiss and
 * Austrian equity and debt lines, South African investment revenue): text 358/381, German 108/108,
 * scans 97/98 (Chromium 279/279, groff 125/148, PDFKit 62/62), the floors raised to just below it.
 * The South African file's prior year stays held (its 29 February 2024 is the leap-year case above).
 */
describeBlindBatch({
  name: "unseen15",
  dir: UNSEEN15_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.935, german: 0.99, scan: 0.98 },
  producerFloor: { chromium: 0.99, groff: 0.84, pdfkit: 0.99, scan: 0.98 },
  knownTrustFailures: [],
  holds: {
    title: "holds an analyst's inbox of companies and countries no earlier batch used, German statements and scans",
    check: (batch) => {
      expectFeatures(batch, ["forwarded by e-mail", "Restated", "a Note column", "single column", "Umsatzkostenv"]);
      expectFiles(batch, { german: 3, text: 10, scan: 2 });
    },
  },
});

/**
 * The unseen batch 16 (unseen16/): periods and number conventions as printed around the world
 * (scripts/make-unseen16-corpus.mjs): a 52/53-week year, a half-year interim and a third-quarter
 * report, a change of year end (15 months beside a year), "FY25 | FY24", "2024/25", a Japanese
 * "FY2024 (year ended March 31, 2025)", the oldest column first, SAP's trailing minus in English and
 * German, Dr/Cr and "nil", "$" in every cell, "£m", "USD'000" under the years only, amounts in "k".
 * Read once blind by main (f81229a, the reader of 0d1005b; 28 November 2026 10:13 UTC): text 652/792,
 * German 60/90, scans 56/130, and three files with documents auto-accepted under periods the file does
 * not mean (the 52/53-week income statement and cash flow dated 31 December, the 15-month cash flow as a
 * year, a year-end balance sheet typed quarterly). reader25 mended the three (the day printed above
 * the month, a period longer than a year left out, a balance sheet at a period's end a year end) and
 * read text 781/792, German 88/90, scans 119/130. reader27 read the leftovers ("Profit" alone after
 * the tax, "Profit for the financial period", salaries and wages out of SG&A, motor vehicles as a
 * fixed-asset class, a loan's "current portion"): text 792/792, German 90/90, scans 121/130. Floors:
 * reader27's reading.
 */
describeBlindBatch({
  name: "unseen16",
  dir: UNSEEN16_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 1, german: 1, scan: 0.93 },
  producerFloor: { chromium: 1, groff: 1, pdfkit: 1, scan: 0.93 },
  knownTrustFailures: [],
  holds: {
    title: "holds periods and number conventions no earlier batch printed, German statements and scans",
    check: (batch) => {
      expectFeatures(batch, ["52/53-week", "15 months", "FY25", "trailing minus", "'k' suffix", "Dr"]);
      expectFiles(batch, { german: 2, text: 14, scan: 2 });
    },
  },
});

/**
 * The unseen batch 17 (unseen17/): scans as they really arrive (scripts/make-unseen17-corpus.mjs, its
 * own image pipeline: pdftoppm, ImageMagick, img2pdf): a phone photo (keystone, light gradient, shadow
 * band, JPEG 60), a 1-bit fax at 200×100 dpi, a photocopy of a photocopy (2.5° skew, speckle, dark
 * margins), a page upside down, landscape pages turned onto portrait, two pages on one sheet, a stamp
 * and ticks, an 8-page pack with the statements in the middle; beside six of their text sources.
 * Read once blind by main (f81229a, the reader of 0d1005b; 28 November 2026 10:13 UTC): text 336/340,
 * German 44/46, scans 294/516, no wrong figure in an auto-accepted document. Floors: the blind reading,
 * the scans' raised by ocr4 (uneven light evened out, upside-down and leaning pages read turned): 417/516,
 * and by ocr6 (the photocopy's light specks whitened and its pages levelled): 462/516, and by ocr7 (the
 * photocopy read at half resolution, the stamp dropped): 487/516, and by ocr8 (the 1-bit fax read at half
 * resolution): 489/516.
 */
describeBlindBatch({
  name: "unseen17",
  dir: UNSEEN17_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.98, german: 0.95, scan: 0.945 },
  producerFloor: { chromium: 0.99, groff: 0.95, pdfkit: 0.97, scan: 0.945 },
  knownTrustFailures: [],
  holds: {
    title: "holds scans as they arrive (photo, fax, photocopy, upside down, turned, two-up, stamped, a pack)",
    check: (batch) => {
      expectFeatures(batch, ["landscape", "eight-page pack"]);
      expectFiles(batch, { german: 1, text: 6, scan: 8 });
    },
  },
});

/**
 * The unseen batch 18 (unseen18/): what German-speaking companies send (scripts/make-unseen18-corpus.mjs):
 * an HGB Konzernbilanz in Kontoform on a landscape page with a Konzern-GuV (Gesamtkostenverfahren), a
 * Kapitalflussrechnung nach DRS 21, a Kleinstkapitalgesellschaft, a kleine GmbH in euros and cents
 * beside a Vorjahr in T€ with "./." negatives, an e.K. Spedition with Privatentnahmen and a 2024/2025
 * Geschäftsjahr, an Austrian UGB Bilanz and GuV (and their English translation), a Swiss OR KMU
 * Erfolgsrechnung, a GmbH & Co. KG, an eG, a bilingual statement; "davon" lines throughout. Read once
 * blind by main (f81229a, the reader of 0d1005b; 28 November 2026 10:13 UTC): text 42/46, German 335/388,
 * scans 53/78, no wrong figure in an auto-accepted document. Floors: the blind reading, raised by
 * reader26 to its reading (text 46/46, German 386/388, scans 59/78), and by ocr6 (an umlaut of a column
 * header misread by OCR, "Geschüftsjahr", read as the word): scans 75/78.
 */
describeBlindBatch({
  name: "unseen18",
  dir: UNSEEN18_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 1, german: 0.99, scan: 0.96 },
  producerFloor: { chromium: 1, groff: 1, pdfkit: 0.98, scan: 0.96 },
  knownTrustFailures: [],
  holds: {
    title: "holds what German-speaking companies send, in German and in one English translation, and scans",
    check: (batch) => {
      expectFeatures(batch, ["Kontoform", "Kleinstkapitalgesellschaft", "Genossenschaft", "UGB"]);
      expectFiles(batch, { german: 10, text: 11, scan: 2 });
    },
  },
});

/**
 * The unseen batch 19 (unseen19/): what shippers outside Europe and North America send, in English
 * (scripts/make-unseen19-corpus.mjs): Nigeria (Group and Company columns, a directors' report first),
 * Ghana (unaudited management accounts, a trading account), the Philippines (restated comparatives),
 * Singapore (directors' statement, four columns), the UAE (direct cash flow), Hong Kong (a March year end),
 * Kenya (a June year end), Qatar and Bahrain (no tax line; dinars with three decimals), Malaysia, Oman,
 * New Zealand; two producers never used before (gropdf, cups-filters texttopdf). Read once blind by
 * main (42b22c9, 28 November 2026 13:50 UTC): text 561/742 (75.6 %), scans 65/172 (37.8 %), no wrong
 * figure in an auto-accepted document. Floors: the blind reading, raised by reader29 to its reading
 * (text 738/742, scans 162/172).
 */
describeBlindBatch({
  name: "unseen19",
  dir: UNSEEN19_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.99, german: 1, scan: 0.94 },
  producerFloor: { chromium: 1, groff: 1, gropdf: 0.98, pdfkit: 1, texttopdf: 0.98, scan: 0.94 },
  knownTrustFailures: [],
  holds: {
    title: "holds English statements of shippers outside Europe and North America, two new producers, and scans",
    check: (batch) => {
      expectFeatures(batch, ["Nigerian", "Ghanaian", "Bahraini", "Kenyan"]);
      expectFiles(batch, { german: 0, text: 12, scan: 3 });
      expect(new Set(batch.map((f) => f.producer_id))).toEqual(
        new Set(["chromium", "groff", "gropdf", "pdfkit", "texttopdf", "scan"]),
      );
    },
  },
});

/**
 * The unseen batch 20 (unseen20/): look-alikes, what must not be trusted (scripts/make-unseen20-corpus.mjs):
 * a budget and a forecast beside the actuals, Actual | Budget | Variance management accounts, a Soll/Ist-
 * Vergleich, a Planbilanz with Plan columns, a Vorschau alone, pro forma statements alone, a five-year
 * summary and a segment note, the parent company's statements after the group's, a guarantor's personal
 * statement, an ageing report and a bank statement, a loan schedule and a covenant certificate, interim
 * quarters beside nine-month columns; six files hold no statement of the company at all. Read once
 * blind by main (b583b92, 28 November 2026 13:52 UTC): text 296/297, German 36/88 (40.9 %), scans 85/86,
 * and **five documents trusted that the files do not hold or with a wrong period type** (a budget year's
 * income statement and balance sheet, text and scan; a pro forma balance sheet; an interim report's
 * year-end comparative balance sheet typed quarterly): the known trust failures below, until mended.
 */
describeBlindBatch({
  name: "unseen20",
  dir: UNSEEN20_DIR,
  earlier: [],
  newProducers: 0,
  // reader28: statements titled as a plan are not read (or their Ist column alone, held): german 40.9 → 65.9 %,
  // chromium 73.2 → 84.5 %, and no known trust failure left; "Administration overheads": text and groff 100 %;
  // "(ungeprüft)" titles and "3. Quartal" columns: german and chromium 100 %.
  floor: { text: 1, german: 1, scan: 0.98 },
  producerFloor: { chromium: 1, groff: 1, pdfkit: 1, scan: 0.98 },
  knownTrustFailures: [],
  holdNothing: [
    "chromium-en-ar-ageing-and-bank-statement",
    "chromium-en-five-year-summary-and-segments",
    "groff-en-loan-schedule-and-covenant-certificate",
    "pdfkit-de-vorschau-hochrechnung-only",
    "pdfkit-en-guarantor-personal-statement",
    "pdfkit-en-pro-forma-combined-only",
  ],
  holds: {
    title: "holds look-alikes beside and instead of actual statements, in English and German, and scans",
    check: (batch) => {
      expectFeatures(batch, ["LOOK-ALIKES ONLY", "Budget", "Soll/Ist", "pro forma"]);
      expectFiles(batch, { german: 4, text: 14, scan: 2 });
      expect(batch.filter((f) => f.documents.length === 0).map((f) => f.id)).toEqual([
        "chromium-en-ar-ageing-and-bank-statement",
        "chromium-en-five-year-summary-and-segments",
        "groff-en-loan-schedule-and-covenant-certificate",
        "pdfkit-de-vorschau-hochrechnung-only",
        "pdfkit-en-guarantor-personal-statement",
        "pdfkit-en-pro-forma-combined-only",
      ]);
    },
  },
});

/**
 * The unseen batch 21 (unseen21/): an ordinary month of uploads at a credit desk
 * (scripts/make-unseen21-corpus.mjs): a US importer's compiled statements, an Austrian GmbH (UGB, euros
 * and cents), an Indian distributor in lakhs, a UK haulier's audited accounts with a cash flow, an
 * Australian farm co-operative, a Swiss AG, an Irish e-commerce seller (FRS 102), a South African sole
 * trader, a Canadian partnership with unlabelled totals, a German BWA; jsPDF and ReportLab drawing the
 * maker's own layouts. Read once blind by main (9593b9b, the reader after reader28, reader29 and ixpdf;
 * 28 November 2026 14:49 UTC): text 331/371 (89.2 %), German 118/132 (89.4 %), scans 97/105 (92.4 %),
 * nothing wrong in any text file and no wrong figure in an auto-accepted document. Floors: the blind reading,
 * raised by reader30 (text 349/371, reportlab 166/183: the farm co-operative's income statement under a
 * registration number; its two SG&A figures wrong but held for review), then German 128/132, reportlab
 * 176/183 (a Swiss Bilanz's sub-note numbers "2.1" at the far left of the labels), then by reader31
 * (staff costs never SG&A, unlabelled subtotals under indented lines, bare Selling / Administrative
 * under an expenses heading, a Gewinnreserve and the Bilanzgewinn added up): text 368/371, German
 * 132/132, scans 102/105, jspdf 166/166, pdfkit 42/42, reportlab 183/183.
 */
describeBlindBatch({
  name: "unseen21",
  dir: UNSEEN21_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.99, german: 0.99, scan: 0.97 },
  producerFloor: { chromium: 1, groff: 0.85, jspdf: 0.99, pdfkit: 0.99, reportlab: 0.99, scan: 0.97 },
  knownTrustFailures: [],
  holds: {
    title: "holds an ordinary month of uploads in English and German, and scans",
    check: (batch) => {
      expectFiles(batch, { german: 3, text: 10, scan: 2 });
      expect(new Set(batch.map((f) => f.producer_id))).toEqual(
        new Set(["chromium", "groff", "jspdf", "pdfkit", "reportlab", "scan"]),
      );
    },
  },
});

/**
 * The unseen batch 22 (unseen22/): four producers no earlier batch used (WeasyPrint's HTML layout,
 * @pdfme/generator tables, gnuplot's pdfcairo placing every run, CairoSVG from SVG pages;
 * scripts/make-unseen22-corpus.mjs): German HGB in Kontoform, Staffelform and euros and cents, an Irish
 * seven-page annual report with a cash flow, a US quarterly management pack (Actual / Budget / Variance /
 * Prior year), a Dutch exporter with minus-signed expenses, an Australian June year with a chart page, a UK
 * and a Singapore landscape page of two statements side by side; three scans at 150 dpi. Read once blind by
 * main (2147b9f's reader; 28 November 2026 16:50 UTC; the maker's "cash_flow" document type mended to the
 * contract's first): text 326/376 (86.7 %), German 124/130 (95.4 %), scans 85/160 (53.1 %), no wrong figure in
 * an auto-accepted document. Floors raised by reader32 (rules written on this batch once seen): text
 * 376/376, German 124/130, scans 91/160 (the scans' floor a little below, for the OCR store's remakes);
 * per producer cairosvg 112/112, gnuplot 116/118, pdfme 106/108, weasyprint 166/168; then with reader31
 * (profit reserves and Bilanzgewinn) and ocr7 merged: German 130/130, scans 132/160 (the Dutch scan 39/64, its
 * six wrong figures held), every producer of text 100 %; reader33 (the landscape scan's unlabelled subtotal
 * per column) and ocr8 (the 150 dpi pdfme scan read at 300 dpi, its shading and rules' edges whitened): scans
 * 143/160 (the Dutch scan 48/64, its four wrong figures held).
 */
describeBlindBatch({
  name: "unseen22",
  dir: UNSEEN22_DIR,
  // Every batch before it, the first two (the root folder and holdout/) included: its four producers are new.
  earlier: [CORPUS_DIR, HOLDOUT_DIR, ...madeBefore(UNSEEN22_DIR)],
  newProducers: 4,
  floor: { text: 1, german: 1, scan: 0.89 },
  producerFloor: { cairosvg: 1, gnuplot: 1, pdfme: 1, scan: 0.89, weasyprint: 1 },
  knownTrustFailures: [],
  holds: {
    title: "holds four producers no earlier batch used, German Kontoform and Staffelform, and scans",
    check: (batch) => {
      expectFiles(batch, { german: 3, text: 6, scan: 3 });
      expectFeatures(batch, ["Kontoform", "Staffelform"]);
    },
  },
});

/**
 * The unseen batch 23 (unseen23/): look-alikes and groups (scripts/make-unseen23-corpus.mjs; Chromium and
 * WeasyPrint, no new producer): a UK group report with the parent company's own balance sheet after the
 * consolidated statements (only the group's expected), restated prior-year columns ("As previously reported
 * | Adjustment | As restated", "2024 angepasst | 2024 wie berichtet"), non-controlling interests,
 * discontinued operations, notes repeating statement figures, a half-year interim, a Bilanz beside the
 * Eigenkapitalspiegel, a French group and a budget-vs-actual memo (both expect nothing); three scans. Read
 * once blind by main (d135b16: reader31, reader32, ocr7 merged; 28 November 2026 17:34 UTC): text 312/350
 * (89.1 %), German 165/184 (89.7 %), scans 185/210 (88.1 %), no wrong figure in an auto-accepted document (the
 * restated file's prior year read from "As previously reported": 16 wrong, held). Floors: that reading;
 * raised by reader34 (rules written on this batch once seen): text 330/350, German 184/184, scans 189/210
 * (the half-year interim's 20 six-month figures, text and scan, left out on purpose: no half-year period in
 * the contract; the scans' floor a little below, for the OCR store's remakes); per producer chromium
 * 244/244, weasyprint 270/290. Then the half-year file's expected figures revised to the contract (its
 * six-month income statements expected in no document; the maker had typed them quarterly): text 330/330,
 * scans 189/190 (under the revised figures the blind reading was text 312/330, scans 185/190).
 */
describeBlindBatch({
  name: "unseen23",
  dir: UNSEEN23_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 1, german: 1, scan: 0.99 },
  producerFloor: { chromium: 1, scan: 0.99, weasyprint: 1 },
  knownTrustFailures: [],
  holdNothing: ["chromium-us-budget-vs-actual-commentary"],
  holds: {
    title: "holds look-alikes and groups in English, German and French, and scans",
    check: (batch) => {
      expectFiles(batch, { german: 3, text: 10, scan: 3 });
      expect(new Set(batch.map((f) => f.producer_id))).toEqual(new Set(["chromium", "scan", "weasyprint"]));
    },
  },
});

/**
 * The unseen batch 24 (unseen24/): English-language statements as shippers send them
 * (scripts/make-unseen24-corpus.mjs; Chromium, groff and PDFKit in the shared module's layouts, no new
 * producer): Nigeria (₦'000), Vietnam (VND million), Chile (ThCh$), Poland (PLN, "Gross profit" for the
 * profit before tax as Polish usage has it), a Scottish distillery's annual report, Texas (statements of
 * operations), a Queensland annual financial report, Ontario (C$ millions, one decimal), New Zealand
 * (unlabelled subtotals), Israel (NIS thousands), a Kenyan income and expenditure account, a German group in
 * TEUR; every file with an indirect cash flow; two scans. Read once blind by main (0473504: reader31-35, ocr7,
 * ocr8 merged; 28 November 2026 18:07 UTC): text 674/872 (77.3 %), German 68/80 (85.0 %), scans 151/160
 * (94.4 %), and **58 wrong figures in auto-accepted documents in one file**: the Chilean "ThCh$" (thousands of
 * Chilean pesos) not read as a scale, every figure a thousand times too small and trusted (batch 9's failure
 * in another currency). Floors: that reading; the Chilean file's trust test was the known failure. Raised by
 * reader36 (rules written on this batch once seen: "ThCh$" read as thousands and unread scale-and-currency
 * forms held; "FY25 Kshs" heads; Polish "Gross profit" as the profit before tax; shippers' labels): text
 * 846/872, German 68/80, scans 151/160; per producer chromium 386/394, groff 300/318, pdfkit 228/240; no
 * known trust failure.
 */
describeBlindBatch({
  name: "unseen24",
  dir: UNSEEN24_DIR,
  earlier: [],
  newProducers: 0,
  floor: { text: 0.97, german: 0.85, scan: 0.94 },
  producerFloor: { chromium: 0.97, groff: 0.94, pdfkit: 0.95, scan: 0.94 },
  knownTrustFailures: [],
  holds: {
    title: "holds English statements as shippers send them, one German group, and scans",
    check: (batch) => {
      expectFiles(batch, { german: 1, text: 12, scan: 2 });
      expect(new Set(batch.map((f) => f.producer_id))).toEqual(new Set(["chromium", "groff", "pdfkit", "scan"]));
    },
  },
});
