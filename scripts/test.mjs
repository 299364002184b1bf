// `npm test`: every check and every test. Lint and types, then unit, component and API tests
// (API tests on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), the server
// suite again on Node 24 when NODE24_BIN names its binary (see below for how the API tests are then
// shared out), then the Playwright journeys in e2e/ when a Chromium is available.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import { DEBIAN_BROWSERS } from "./debian-browsers.mjs";

const run = (cmd, args, env = {}, after = () => {}) => {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  after();
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
};

run("npx", ["biome", "check", "."]);
run("npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
// The server suite runs on Node 20 and again on Node 24 LTS when .ci/run (or a developer) names its
// binary in NODE24_BIN. The API tests then run once per database, not once per database and Node
// version: on the embedded database (PGlite) with Node 20, and on PostgreSQL (TEST_DATABASE_URL)
// with Node 24, so every API test file still runs on both databases and on both Node versions,
// and the suite stays within its time budget (40 minutes on CI's two cores, docs/testing.md).
// Which unit tests run on Node 24 too: those of code that runs on Node in production or in CI, i.e.
// everything under src/server/, src/contract/ and test/ (crypto, workers, streams, the PDF reader
// and OCR, the start script, ...), less the reader's accuracy corpora (below). The console's unit
// tests (src/console/**/*.test.ts) run once, on Node 20: their code runs in the browser, Node is only
// their test host (VITEST_SKIP_CONSOLE, vitest.config.ts); so do the component tests (jsdom).
const node24 = process.env.NODE24_BIN;
const withNode24 = Boolean(node24 && fs.existsSync(node24));
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);
const slowest = (file) => ["--reporter=default", "--reporter=json", `--outputFile.json=${file}`];
fs.mkdirSync("test-results", { recursive: true });

run(
  "npx",
  [
    "vitest",
    "run",
    ...(withNode24 && onPostgres ? ["--project", "unit", "--project", "components", "--project", "api"] : []),
    ...slowest("test-results/vitest-node20.json"),
  ],
  {},
  () => printSlowest("test-results/vitest-node20.json"),
);

if (withNode24) {
  const bin = node24.slice(0, node24.lastIndexOf("/"));
  // The reader's accuracy corpora (minutes of OCR) are measurements, not Node checks: they run once,
  // above (VITEST_SKIP_CORPORA, vitest.config.ts); the PDF reader and OCR themselves are still
  // exercised on Node 24 (extract, ocr tests).
  run(
    node24,
    [
      "node_modules/vitest/vitest.mjs",
      "run",
      "--project",
      "unit",
      "--project",
      onPostgres ? "api-postgres" : "api",
      ...slowest("test-results/vitest-node24.json"),
    ],
    { PATH: `${bin}:${process.env.PATH ?? ""}`, VITEST_SKIP_CORPORA: "1", VITEST_SKIP_CONSOLE: "1" },
    () => printSlowest("test-results/vitest-node24.json"),
  );
}

/** The ten test files whose tests took longest in a run (their hooks aside), so that CI's log says where the time goes. */
function printSlowest(file) {
  try {
    const report = JSON.parse(fs.readFileSync(file, "utf8"));
    const files = report.testResults
      .map((r) => ({ name: r.name.replace(`${process.cwd()}/`, ""), ms: r.endTime - r.startTime }))
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 10);
    console.log(`\nSlowest test files (${file}):`);
    for (const f of files) console.log(`  ${(f.ms / 1000).toFixed(1).padStart(7)} s  ${f.name}`);
  } catch (err) {
    console.warn(`(no timing summary: ${err instanceof Error ? err.message : String(err)})`);
  }
}

// The journeys' browser (playwright.config.ts): CHROMIUM_PATH, else Debian's headless shell, else its full chromium.
const browsers = process.env.CHROMIUM_PATH ? [process.env.CHROMIUM_PATH] : DEBIAN_BROWSERS;
if (fs.existsSync("e2e") && fs.readdirSync("e2e").some((f) => f.endsWith(".spec.ts"))) {
  if (browsers.some((b) => fs.existsSync(b)) || process.env.PLAYWRIGHT_BROWSERS_PATH) {
    // No `vite build` here: e2e/server.ts builds the console once, into the run's own directory.
    // One worker per core (E2E_WORKERS, default 2), each with a server and database of its own.
    run("npx", ["playwright", "test"]);
  } else {
    console.warn(
      `\nSKIPPED the end-to-end journeys: no Chromium at ${browsers.join(" or ")}. Install Debian's (apt-get install -y chromium-headless-shell) to run them.`,
    );
  }
}
