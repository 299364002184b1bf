import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, defineConfig } from "@playwright/test";

/**
 * Browser journeys against the real server and a real (temporary, embedded) database with the demo
 * data: no mocks. The server is started by Playwright itself (`webServer`: e2e/server.ts) on a free
 * port with a fresh DATA_DIR, serving a console build of its own.
 *
 * Browser: Playwright's own Chromium when installed, otherwise Debian's (/usr/bin/chromium, or
 * CHROMIUM_PATH). Browsers are never downloaded.
 */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      const port = typeof address === "object" && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

// Computed once in the runner; workers inherit the environment, so every process agrees.
if (!process.env.E2E_PORT) process.env.E2E_PORT = String(await freePort());
if (!process.env.E2E_ADMIN_PORT) process.env.E2E_ADMIN_PORT = String(await freePort());
if (!process.env.E2E_DATA_DIR) process.env.E2E_DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "cas-e2e-"));
const port = Number(process.env.E2E_PORT);
/** E2E_BASE_URL runs the journeys against a server that is already running (no webServer then). */
const external = process.env.E2E_BASE_URL;
const baseURL = external ?? `http://127.0.0.1:${port}`;

function browserPath(): string | undefined {
  try {
    const own = chromium.executablePath();
    if (own && fs.existsSync(own)) return undefined; // Playwright's own browser: use its default
  } catch {
    // not installed
  }
  return process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
}

export default defineConfig({
  testDir: "e2e",
  // Runs side by side in one checkout each need their own (Playwright empties it at start).
  outputDir: process.env.E2E_OUTPUT_DIR ?? "test-results/artifacts",
  fullyParallel: false,
  workers: 1,
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
        url: `${baseURL}/healthz`,
        reuseExistingServer: false,
        timeout: 180_000,
        stdout: "ignore",
        stderr: "pipe",
        env: {
          PORT: String(port),
          HOST: "127.0.0.1",
          ADMIN_PORT: process.env.E2E_ADMIN_PORT,
          DATA_DIR: process.env.E2E_DATA_DIR,
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
