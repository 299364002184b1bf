// `npm run accuracy`: reads every PDF of the extraction corpus (test/fixtures/extraction-corpus/)
// with the service's reader and prints the accuracy table (Markdown, as in docs/extraction.md),
// then every wrong and missing figure. Arguments: fixture ids to read only those; --brief for the
// table alone; --json for the scores as JSON.
import { accuracyTable, loadFixtures, scoreFixture, totals } from "../src/server/extraction/corpus-score";
import { stopOcr } from "../src/server/extraction/ocr";

const args = process.argv.slice(2);
const ids = args.filter((a) => !a.startsWith("--"));
const fixtures = loadFixtures().filter((f) => ids.length === 0 || ids.includes(f.id));
const scores = [];
for (const f of fixtures) {
  const s = await scoreFixture(f);
  scores.push(s);
  if (!args.includes("--json")) process.stderr.write(`${f.id}: ${s.exact}/${s.expected} in ${Math.round(s.ms)} ms\n`);
}
stopOcr();
if (args.includes("--json")) {
  console.log(JSON.stringify({ totals: totals(scores), scores }, null, 2));
} else {
  console.log(accuracyTable(fixtures, scores));
  const scans = scores.filter((s) => s.group === "scan" && s.pages > 0);
  const pages = scans.reduce((n, s) => n + s.pages, 0);
  if (pages > 0) {
    const ms = scans.reduce((n, s) => n + s.ms, 0);
    console.log(
      `\nScans: ${Math.round(ms / pages)} ms a page (OCR and reading, ${pages} pages of ${scans.length} files)`,
    );
  }
  if (!args.includes("--brief")) {
    for (const s of scores) {
      if (s.wrong.length + s.missing.length + s.unexpectedDocuments.length + s.trustViolations.length === 0) continue;
      console.log(`\n## ${s.id} (${s.outcome}): ${s.message}`);
      for (const w of s.wrong) console.log(`  WRONG   ${w.document} ${w.key}: got ${w.got}, expected ${w.expected}`);
      for (const m of s.missing) console.log(`  MISSING ${m.document} ${m.key}: expected ${m.expected}`);
      for (const d of s.unexpectedDocuments) console.log(`  UNEXPECTED DOCUMENT ${d} (${s.reviewStatus[d]})`);
      for (const t of s.trustViolations) console.log(`  TRUST   ${t}`);
      if (s.extra.length > 0)
        console.log(`  extra keys: ${s.extra.map((e) => `${e.document.split(" ")[0]}:${e.key}=${e.got}`).join(", ")}`);
    }
  }
}
