// Real inline-XBRL filings read two ways (issue 22): every filing of ../shared/ixbrl-corpus (or
// IXBRL_CORPUS_DIR) printed to an A4 PDF by Chromium (Debian's, scripts/debian-browsers.mjs, or
// CHROMIUM_PATH) into a temporary directory, the PDF read by the text reader as the extraction job
// reads it (with the review status of the checks) and the HTML by the tagged reader; the tagged facts
// are the ground truth. Prints a Markdown table per filing, then the totals.
// Arguments: file names (or parts of them) to compare only those; --json for the comparisons.

import fs from "node:fs";
import { stopOcr } from "../src/server/extraction/ocr";
import {
  agreement,
  compareCorpus,
  comparisonTotals,
  counted,
  filingTable,
  IXBRL_CORPUS_DIR,
  loadFilings,
  printBrowserPath,
  rawAgreement,
  summaryTable,
} from "../test/support/ixbrl-print";

const args = process.argv.slice(2);
const json = args.includes("--json");
const only = args.filter((a) => !a.startsWith("--"));

if (!fs.existsSync(IXBRL_CORPUS_DIR)) {
  console.error(`No corpus at ${IXBRL_CORPUS_DIR} (set IXBRL_CORPUS_DIR)`);
  process.exit(2);
}
const browser = printBrowserPath();
if (!browser) {
  console.error("No Chromium found (scripts/debian-browsers.mjs, or set CHROMIUM_PATH)");
  process.exit(2);
}
const filings = (await loadFilings()).filter((f) => only.length === 0 || only.some((o) => f.id.includes(o)));
const rows = await compareCorpus(filings, {
  executablePath: browser,
  onFiling: (c) => {
    if (!json) console.log(`${filingTable(c)}\n`);
  },
});
await stopOcr();
if (json) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const t = comparisonTotals(rows);
  console.log(`### Totals\n\n${summaryTable(rows)}\n`);
  console.log(
    `Agreement ${(100 * agreement(t)).toFixed(1)} % (${t.agree}/${counted(t)} counted; ${(100 * rawAgreement(t)).toFixed(1)} % of all ${t.figures}); explained disagreements: ${t.definition} key definition, ${t.tag} tag, ${t.elsewhere} printed elsewhere, ${t.unclaimed} language not claimed; trust failures ${t.trustFailures}; company names ${t.names}/${rows.length}.`,
  );
}
