// `npm test`: every check and every test. Lint and types, then unit, component and API tests
// (API tests on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), the server
// suite again on Node 24 when NODE24_BIN names its binary, then the Playwright journeys in e2e/
// when a Chromium is available.
import { spawnSync } from "node:child_process";
import fs from "node:fs";

const run = (cmd, args, env = {}) => {
  console.log(`\n> ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) {
    console.error(`\n${cmd} ${args.join(" ")} failed (exit ${r.status})`);
    process.exit(r.status ?? 1);
  }
};

run("npx", ["biome", "check", "."]);
run("npx", ["tsc", "--noEmit", "-p", "tsconfig.json"]);
run("npx", ["vitest", "run"]);

// The server suite (unit and API tests on the embedded database) once more on Node 24 LTS when
// .ci/run (or a developer) names its binary in NODE24_BIN.
const node24 = process.env.NODE24_BIN;
if (node24 && fs.existsSync(node24)) {
  const bin = node24.slice(0, node24.lastIndexOf("/"));
  // The reader's accuracy corpora (minutes of OCR) are measurements, not Node checks: they run once,
  // above; the PDF reader and OCR themselves are still exercised on Node 24 (extract, ocr tests).
  const corpora = ["src/server/extraction/corpus.test.ts", "src/server/extraction/real-statements.test.ts"];
  const exclude = corpora.flatMap((f) => ["--exclude", f]);
  run(node24, ["node_modules/vitest/vitest.mjs", "run", "--project", "unit", "--project", "api", ...exclude], {
    PATH: `${bin}:${process.env.PATH ?? ""}`,
  });
}

const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (fs.existsSync("e2e") && fs.readdirSync("e2e").some((f) => f.endsWith(".spec.ts"))) {
  if (fs.existsSync(chromium) || process.env.PLAYWRIGHT_BROWSERS_PATH) {
    run("npx", ["vite", "build"]);
    run("npx", ["playwright", "test"]);
  } else {
    console.warn(
      `\nSKIPPED the end-to-end journeys: no Chromium at ${chromium}. Install Debian's chromium (apt-get install -y chromium) to run them.`,
    );
  }
}
