// `npm test`: every check and every test. Lint and types, then unit, component and API tests
// (API tests on embedded PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set), then the
// Playwright journeys in e2e/ when a Chromium is available.
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
