// `npm run accuracy`: reads every PDF of the extraction corpus (test/fixtures/extraction-corpus/
// and its holdout/, producers/, unseen/ … unseen18/ batches) with the service's reader and
// prints the accuracy tables (Markdown, as in docs/extraction.md), then every wrong and missing figure.
// Arguments: fixture ids to read only those; --first, --holdout, --producers, --unseen, --unseen2,
// --unseen3, --unseen4, --unseen5, --unseen6, --unseen7, --unseen8, --unseen9, --unseen10 … --unseen18 for those batches only (the
// third to twenty-first batches, producers/ and unseen/ … unseen18/, also get a table per producer); --brief for the tables alone;
// --json for the scores; --stored-ocr to take the scans' OCR from the stored readings of today's OCR
// (test/support/ocr-cache.ts; a scan without one is read live): the figures are the same, the
// time a page is then not OCR's.
import { stopOcr } from "../src/server/extraction/ocr";
import {
  accuracyTable,
  CORPUS_DIR,
  type FixtureScore,
  HOLDOUT_DIR,
  loadFixtures,
  PRODUCERS_DIR,
  producerTable,
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
} from "../test/support/corpus-score";
import { cachedOcr, ocrCacheUse } from "../test/support/ocr-cache";

const args = process.argv.slice(2);
const ids = args.filter((a) => !a.startsWith("--"));
const all = [
  { name: "First batch", dir: CORPUS_DIR, flag: "--first", perProducer: false },
  { name: "Holdout batch", dir: HOLDOUT_DIR, flag: "--holdout", perProducer: false },
  { name: "Producers batch", dir: PRODUCERS_DIR, flag: "--producers", perProducer: true },
  { name: "Unseen batch", dir: UNSEEN_DIR, flag: "--unseen", perProducer: true },
  { name: "Unseen batch 2", dir: UNSEEN2_DIR, flag: "--unseen2", perProducer: true },
  { name: "Unseen batch 3", dir: UNSEEN3_DIR, flag: "--unseen3", perProducer: true },
  { name: "Unseen batch 4", dir: UNSEEN4_DIR, flag: "--unseen4", perProducer: true },
  { name: "Unseen batch 5", dir: UNSEEN5_DIR, flag: "--unseen5", perProducer: true },
  { name: "Unseen batch 6", dir: UNSEEN6_DIR, flag: "--unseen6", perProducer: true },
  { name: "Unseen batch 7", dir: UNSEEN7_DIR, flag: "--unseen7", perProducer: true },
  { name: "Unseen batch 8", dir: UNSEEN8_DIR, flag: "--unseen8", perProducer: true },
  { name: "Unseen batch 9", dir: UNSEEN9_DIR, flag: "--unseen9", perProducer: true },
  { name: "Unseen batch 10", dir: UNSEEN10_DIR, flag: "--unseen10", perProducer: true },
  { name: "Unseen batch 11 (structures)", dir: UNSEEN11_DIR, flag: "--unseen11", perProducer: true },
  { name: "Unseen batch 12 (structures)", dir: UNSEEN12_DIR, flag: "--unseen12", perProducer: true },
  { name: "Unseen batch 13 (whole documents)", dir: UNSEEN13_DIR, flag: "--unseen13", perProducer: true },
  { name: "Unseen batch 14 (shippers' statements)", dir: UNSEEN14_DIR, flag: "--unseen14", perProducer: true },
  { name: "Unseen batch 15 (an analyst's inbox)", dir: UNSEEN15_DIR, flag: "--unseen15", perProducer: true },
  {
    name: "Unseen batch 16 (periods and number conventions)",
    dir: UNSEEN16_DIR,
    flag: "--unseen16",
    perProducer: true,
  },
  { name: "Unseen batch 17 (scans as they arrive)", dir: UNSEEN17_DIR, flag: "--unseen17", perProducer: true },
  { name: "Unseen batch 18 (German-speaking companies)", dir: UNSEEN18_DIR, flag: "--unseen18", perProducer: true },
  {
    name: "Unseen batch 19 (shippers outside Europe and North America)",
    dir: UNSEEN19_DIR,
    flag: "--unseen19",
    perProducer: true,
  },
  { name: "Unseen batch 20 (look-alikes)", dir: UNSEEN20_DIR, flag: "--unseen20", perProducer: true },
  { name: "Unseen batch 21 (an ordinary month)", dir: UNSEEN21_DIR, flag: "--unseen21", perProducer: true },
  { name: "Unseen batch 22 (four new producers)", dir: UNSEEN22_DIR, flag: "--unseen22", perProducer: true },
  { name: "Unseen batch 23 (look-alikes and groups)", dir: UNSEEN23_DIR, flag: "--unseen23", perProducer: true },
  {
    name: "Unseen batch 24 (English statements as shippers send them)",
    dir: UNSEEN24_DIR,
    flag: "--unseen24",
    perProducer: true,
  },
];
const chosen = all.filter((b) => args.includes(b.flag));
const batches = chosen.length > 0 ? chosen : all;

const storedOcr = args.includes("--stored-ocr");
const ocr = storedOcr ? cachedOcr() : undefined;
const results = [];
for (const batch of batches) {
  const fixtures = loadFixtures(batch.dir).filter((f) => ids.length === 0 || ids.includes(f.id));
  const scores: FixtureScore[] = [];
  for (const f of fixtures) {
    const s = await scoreFixture(f, batch.dir, { ocr });
    scores.push(s);
    if (!args.includes("--json")) process.stderr.write(`${f.id}: ${s.exact}/${s.expected} in ${Math.round(s.ms)} ms\n`);
  }
  if (fixtures.length > 0) results.push({ ...batch, fixtures, scores });
}
stopOcr();

if (args.includes("--json")) {
  console.log(
    JSON.stringify(
      results.map((r) => ({
        batch: r.name,
        totals: totals(r.scores),
        producers: r.perProducer ? producerTotals(r.fixtures, r.scores) : undefined,
        scores: r.scores,
      })),
      null,
      2,
    ),
  );
} else {
  for (const r of results) {
    console.log(`\n### ${r.name}\n`);
    console.log(accuracyTable(r.fixtures, r.scores));
    if (r.perProducer) {
      console.log(`\n#### ${r.name} per producer\n`);
      console.log(producerTable(r.fixtures, r.scores));
    }
  }
  const scans = results.flatMap((r) => r.scores).filter((s) => s.group === "scan" && s.pages > 0);
  const pages = scans.reduce((n, s) => n + s.pages, 0);
  if (pages > 0) {
    const ms = scans.reduce((n, s) => n + s.ms, 0);
    console.log(
      storedOcr
        ? `\nScans: OCR from stored readings for ${ocrCacheUse.stored} files, live for ${ocrCacheUse.live} (--stored-ocr: no time a page)`
        : `\nScans: ${Math.round(ms / pages)} ms a page (OCR and reading, ${pages} pages of ${scans.length} files)`,
    );
  }
  if (!args.includes("--brief")) {
    for (const s of results.flatMap((r) => r.scores)) {
      const problems = s.wrong.length + s.missing.length + s.unexpectedDocuments.length + s.periodTypeMismatches.length;
      if (problems + s.trustViolations.length === 0) continue;
      console.log(`\n## ${s.id} (${s.outcome}): ${s.message}`);
      for (const w of s.wrong) console.log(`  WRONG   ${w.document} ${w.key}: got ${w.got}, expected ${w.expected}`);
      for (const m of s.missing) console.log(`  MISSING ${m.document} ${m.key}: expected ${m.expected}`);
      for (const d of s.unexpectedDocuments) console.log(`  UNEXPECTED DOCUMENT ${d} (${s.reviewStatus[d]})`);
      for (const d of s.periodTypeMismatches) console.log(`  PERIOD TYPE ${d}`);
      for (const t of s.trustViolations) console.log(`  TRUST   ${t}`);
      if (s.extra.length > 0)
        console.log(`  extra keys: ${s.extra.map((e) => `${e.document.split(" ")[0]}:${e.key}=${e.got}`).join(", ")}`);
    }
  }
}
