import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, defineConfig } from "@playwright/test";
import { DEBIAN_BROWSERS } from "./scripts/debian-browsers.mjs";

/**
 * Browser journeys against the real server and a real (temporary, embedded) database with the demo
 * data: no mocks. The servers are started by Playwright itself (`webServer`: e2e/server.ts), one per
 * worker, each on free ports with a DATA_DIR of its own, serving one console build of the run.
 *
 * Workers: E2E_WORKERS (default 2, CI's two cores), each with a server of its own, so two journeys
 * running at the same time never share an organization's state (docs/console.md "Testing"). The
 * config is evaluated in the runner and again in each worker after Playwright has set the worker's
 * TEST_PARALLEL_INDEX (0 … workers - 1, kept by a worker started again after a failure): that
 * index picks the worker's server for `baseURL`.
 *
 * Browser: Playwright's own Chromium when installed, otherwise CHROMIUM_PATH, otherwise Debian's
 * headless shell (/usr/bin/chromium-headless-shell, package chromium-headless-shell: what Playwright
 * itself runs for headless journeys), otherwise Debian's full browser (/usr/bin/chromium), which in
 * headless mode still runs the whole browser (its own UI's renderers, more GPU-process work) and
 * took about a third more CPU for the same journeys (docs/testing.md). Browsers are never downloaded.
 */
/** `count` distinct free loopback ports (all held open until every one is chosen). */
async function freePorts(count: number): Promise<number[]> {
  const servers = await Promise.all(
    Array.from(
      { length: count },
      () =>
        new Promise<net.Server>((resolve, reject) => {
          const server = net.createServer();
          server.once("error", reject);
          server.listen(0, "127.0.0.1", () => resolve(server));
        }),
    ),
  );
  const ports = servers.map((s) => {
    const address = s.address();
    return typeof address === "object" && address ? address.port : 0;
  });
  await Promise.all(servers.map((s) => new Promise((resolve) => s.close(resolve))));
  return ports;
}

/** E2E_BASE_URL runs the journeys against a server that is already running (no webServer then, one worker). */
const external = process.env.E2E_BASE_URL;
const workers = external ? 1 : Math.max(1, Number(process.env.E2E_WORKERS ?? 2));
// Computed once in the runner; workers inherit the environment, so every process agrees.
if (!process.env.E2E_PORTS || !process.env.E2E_ADMIN_PORTS) {
  const ports = await freePorts(2 * workers);
  process.env.E2E_PORTS = ports.slice(0, workers).join(",");
  process.env.E2E_ADMIN_PORTS = ports.slice(workers).join(",");
}
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cas-e2e-"));
const origins = process.env.E2E_PORTS.split(",").map((port) => `http://127.0.0.1:${port}`);
const parallelIndex = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
const baseURL = external ?? origins[parallelIndex % origins.length];

function browserPath(): string | undefined {
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return undefined; // Playwright's own browser: use its default
  } catch {
    // not installed
  }
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  return DEBIAN_BROWSERS.find((p) => fs.existsSync(p)) ?? "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "e2e",
  // Runs side by side in one checkout each need their own (Playwright empties it at start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/artifacts",
  fullyParallel: false,
  workers,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    baseURL,
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
    viewport: { width: 1366, height: 900 },
    launchOptions: {
      executablePath: browserPath(),
      args: [
        "--no-sandbox",
        "--headless",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  projects: [{ name: "chromium", use: { browserName: "chromium" } }],
  webServer: external
    ? undefined
    : {
        command: "node_modules/.bin/tsx e2e/server.ts",
        // The first server listens once all of them have their demo data (e2e/server.ts).
        url: `${origins[0]}/healthz`,
        reuseExistingServer: false,
        // Catches a hang: the servers load their demo data side by side, which took 3¾ min on a
        // machine shared by several runs.
        timeout: 360_000,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          HOST: "127.0.0.1",
          E2E_PORTS: process.env.E2E_PORTS,
          E2E_ADMIN_PORTS: process.env.E2E_ADMIN_PORTS,
          E2E_DATA_DIR: process.env.E2E_DATA_DIR,
          DEMO_DATA: "1",
          LOG_LEVEL: "warn",
          // Journeys sign in often: keep the token rate limit out of their way.
          TOKEN_RATE_PER_CLIENT: "1000",
          TOKEN_RATE_PER_ADDRESS: "1000",
          // e2e/webhooks.spec.ts delivers to a receiver it starts on 127.0.0.1 (api-design §11).
          WEBHOOK_ALLOW_PRIVATE_URLS: "1",
          // e2e/sso.spec.ts signs in at an OpenID provider it starts on http://localhost (docs/people.md).
          SSO_ALLOW_HTTP_ISSUER: "1",
        },
      },
});
