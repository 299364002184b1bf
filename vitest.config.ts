import { defineConfig } from "vitest/config";

/**
 * Projects: `unit` (pure logic and components), `api` (black-box over HTTP on embedded PGlite)
 * and, when TEST_DATABASE_URL is set, `api-postgres` (the same API tests on a PostgreSQL server,
 * each test file in a database of its own).
 */
// bench/soak.api.test.ts: the soak's short version (runs only on PostgreSQL with Redis).
const apiTests = ["src/server/**/*.api.test.ts", "bench/**/*.api.test.ts"];
// The reader's accuracy corpora (minutes of OCR) are measurements, not Node checks: `npm test`'s
// second run on Node 24 leaves them out with VITEST_SKIP_CORPORA=1 (the CLI's --exclude does not
// reach a project's own exclude list).
const corpora = [
  "src/server/extraction/corpus.test.ts",
  "src/server/extraction/real-statements.test.ts",
  // Real inline-XBRL filings printed to PDF by Chromium and read by the text reader (issue 22).
  "src/server/extraction/tagged-print.test.ts",
];
const skipCorpora = process.env.VITEST_SKIP_CORPORA === "1";
// The console's unit tests (src/console/**/*.test.ts) test code that runs in the browser; Node is
// only their test host, so its version changes nothing for them: `npm test`'s second run on Node 24
// (the server's runtime) leaves them out with VITEST_SKIP_CONSOLE=1 (scripts/test.mjs says the rule).
const consoleUnits = ["src/console/**/*.test.ts"];
const skipConsole = process.env.VITEST_SKIP_CONSOLE === "1";
const projects = [
  {
    test: {
      name: "unit",
      include: ["src/**/*.test.ts", "test/**/*.test.ts", "bench/**/*.test.ts"],
      exclude: [...apiTests, ...(skipCorpora ? corpora : []), ...(skipConsole ? consoleUnits : [])],
      environment: "node",
      // OCR's time budget (75 s a file) would skip pages of a scan on a loaded machine, and the
      // corpus figures would then depend on the load: the suites read every page they ask for.
      env: { OCR_TIME_BUDGET_MS: "3600000" },
      // Reading a generated PDF takes well under a second on a quiet machine, but CI may share the
      // 2 cores with another job: a slow machine must not fail a test that is right.
      testTimeout: 60000,
      hookTimeout: 60000,
    },
  },
  {
    test: {
      name: "components",
      include: ["src/**/*.test.tsx"],
      environment: "jsdom",
    },
  },
  {
    test: {
      name: "api",
      include: apiTests,
      environment: "node",
      env: { TEST_DB: "pglite", NODE_ENV: "test", OCR_TIME_BUDGET_MS: "3600000" },
      // One migrated database per run, which every test server starts from (test/support/database-template.ts).
      globalSetup: ["test/support/database-template.ts"],
      // A file's server starts on a fresh database (every migration): on 2 cores shared with another
      // job that took over a minute, so the limits are there to catch a hang, not to time anything.
      testTimeout: 90000,
      hookTimeout: 180000,
    },
  },
];
if (process.env.TEST_DATABASE_URL) {
  projects.push({
    test: {
      name: "api-postgres",
      include: apiTests,
      environment: "node",
      env: { TEST_DB: "postgres", NODE_ENV: "test", OCR_TIME_BUDGET_MS: "3600000" },
      globalSetup: ["test/support/database-template.ts"],
      testTimeout: 90000,
      hookTimeout: 180000,
    },
  });
}

export default defineConfig({
  test: {
    projects,
    pool: "forks",
    maxWorkers: 2,
  },
});
