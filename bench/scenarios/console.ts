import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Browser, type BrowserContext, chromium, type Page, type Request } from "@playwright/test";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { type Config, desktopConfig, type Flags, type Result } from "lighthouse";
import { consoleBundleSizes } from "../../scripts/console-bundle-size.mjs";
import { freePorts } from "../../test/support/instance";
import { writePerformanceBlock } from "../performance-doc";
import { registerScenario } from "../registry";

/**
 * The console's performance budget (issue 6) in `npm run bench` (`npm run bench:console` runs only
 * this section). The scenario's `prepare` measures the console once, then hands bench/run.ts the
 * request every console screen makes first (GET /connections, the organization switcher), which
 * run.ts fires with autocannon like any other scenario.
 *
 * The console figures, each beside its budget with pass/fail:
 *
 * - sizes: the console is built by e2e/server.ts into a temporary DATA_DIR (never dist/console, so
 *   a build here cannot pull files from under another run), and scripts/console-bundle-size.mjs
 *   sums the gzip (level 9) JavaScript of the sign-in page ("initial") and of a fresh load of the
 *   credit applications list; the chunks are searched for recharts and react-dropzone;
 * - Lighthouse 12 (performance on the sign-in page and on the list, mobile and desktop presets with
 *   Lighthouse's default simulated throttling; accessibility on the list) against that real server
 *   with the demo data, in Debian's Chromium started by chrome-launcher; the median run of
 *   CONSOLE_BENCH_RUNS (default 3) per figure;
 * - first list visible: Playwright clicks "Sign in" on the sign-in page and the page itself records
 *   the time until the first application row is in the DOM and painted (median of
 *   CONSOLE_BENCH_LIST_RUNS, default 5, each in a fresh browser context).
 *
 * Lighthouse needs a signed-in tab for the list: the session lives in sessionStorage, which a new
 * tab does not inherit. The bench signs in once with Playwright (connected to the same Chromium
 * over CDP), copies that tab's sessionStorage and adds it as an init script of the browser's
 * default context: Playwright installs it in every tab of that context before the page's own
 * scripts run, including the tabs Lighthouse opens (the tab looks exactly like a reload after
 * signing in). No Puppeteer of our own, no token in a URL.
 *
 * Writes its figures between `<!-- bench:console-budget:start/end -->` in the "Console" section of
 * docs/performance.md (`--no-write` skips it). Sets a failing exit code when a budget is missed.
 * CHROMIUM_PATH overrides /usr/bin/chromium; no browser is ever downloaded. CONSOLE_BENCH_REPORT_DIR keeps
 * the median Lighthouse reports (JSON).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const KB = 1024;
const RUNS = Math.max(1, Number(process.env.CONSOLE_BENCH_RUNS ?? 3));
const LIST_RUNS = Math.max(1, Number(process.env.CONSOLE_BENCH_LIST_RUNS ?? 10));
const ROUTE_ROUNDS = Math.max(1, Number(process.env.CONSOLE_BENCH_ROUTE_ROUNDS ?? 5));
/** Milliseconds Playwright holds every API request (page.route) in the "added latency" rows. */
const ADDED_LATENCY_MS = Math.max(0, Number(process.env.CONSOLE_BENCH_LATENCY_MS ?? 100));
/** `CONSOLE_BENCH_LIGHTHOUSE=0` skips the Lighthouse rows (a quicker run). */
const LIGHTHOUSE = process.env.CONSOLE_BENCH_LIGHTHOUSE !== "0";
/** `CONSOLE_BENCH_WATERFALL=1` prints the API requests of each measured step (start/end after the click). */
const WATERFALL = process.env.CONSOLE_BENCH_WATERFALL === "1";
/** A console server already running (its origin): the bench then measures the timings only. */
const EXISTING_SERVER = process.env.CONSOLE_BENCH_URL?.replace(/\/$/, "");
const CHROME_FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const DEMO = { clientId: "demo-forwarder", secret: "demo-forwarder-secret" };
/** When set, the median Lighthouse run of each figure is saved there as JSON (open it in Lighthouse's viewer). */
const REPORT_DIR = process.env.CONSOLE_BENCH_REPORT_DIR;

export const consoleBudget = {
  initialKb: 120,
  listKb: 200,
  performanceMobile: 90,
  performanceDesktop: 98,
  accessibility: 100,
  firstListMs: 1000,
  routeChangeMs: 500,
} as const;

interface Row {
  figure: string;
  budget: string;
  measured: string;
  pass: boolean;
}

interface LighthouseFigure {
  score: number;
  runs: number[];
  metrics: string;
  lhr: Result;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
};
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;
const load = () => os.loadavg()[0]?.toFixed(1) ?? "?";

/** The console server as the journeys run it: e2e/server.ts, own console build, demo data. */
async function startServer(dataDir: string): Promise<{ origin: string; child: ChildProcess }> {
  const [port, adminPort] = (await freePorts(2)) as [number, number];
  const child = spawn(path.join(root, "node_modules/.bin/tsx"), ["e2e/server.ts"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PORT: String(adminPort),
      DATA_DIR: dataDir,
      DEMO_DATA: "1",
      LOG_LEVEL: "warn",
      TOKEN_RATE_PER_CLIENT: "1000",
      TOKEN_RATE_PER_ADDRESS: "1000",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const origin = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 900_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`console server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${origin}/healthz`)).ok) return { origin, child };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  child.kill("SIGTERM");
  throw new Error("console server did not start within 900 s");
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Which chunks carry recharts / react-dropzone (found by strings their minified code keeps). */
function librariesIn(dir: string, files: string[]) {
  const text = (f: string) => fs.readFileSync(path.join(dir, f), "utf8");
  return {
    recharts: files.filter((f) => text(f).includes("recharts-surface")),
    dropzone: files.filter((f) => text(f).includes("file-invalid-type")),
  };
}

const mobileConfig: Config = { extends: "lighthouse:default" };

async function runLighthouse(
  port: number,
  url: string,
  formFactor: "mobile" | "desktop",
  category: "performance" | "accessibility",
  runs: number,
): Promise<LighthouseFigure> {
  const config = formFactor === "desktop" ? desktopConfig : mobileConfig;
  const flags: Flags = { port, output: "json", logLevel: "error", onlyCategories: [category] };
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname) {
      throw new Error(`Lighthouse ended on ${lhr.finalDisplayedUrl}, not ${url} (session missing?)`);
    }
    results.push(lhr);
  }
  const score = (lhr: Result) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
  const scores = results.map(score);
  const med = median(scores);
  const lhr = results.find((r) => score(r) === med) ?? (results[0] as Result);
  const audit = (id: string) => lhr.audits[id]?.displayValue?.replace(/\u00a0/g, " ") ?? "?";
  const metrics =
    category === "performance"
      ? `FCP ${audit("first-contentful-paint")}, LCP ${audit("largest-contentful-paint")}, TBT ${audit("total-blocking-time")}, CLS ${audit("cumulative-layout-shift")}`
      : lhr.categories.accessibility?.auditRefs
          .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id)
          .join(", ") || "no failing audit";
  if (REPORT_DIR) {
    fs.mkdirSync(REPORT_DIR, { recursive: true });
    const name = `${new URL(url).pathname.replace(/\W+/g, "-").replace(/^-|-$/g, "")}-${formFactor}-${category}.json`;
    fs.writeFileSync(path.join(REPORT_DIR, name), JSON.stringify(lhr));
  }
  return { score: med, runs: scores, metrics, lhr };
}

/** The audits Lighthouse flags on a run (opportunities and diagnostics below 0.9). */
function flagged(lhr: Result): string[] {
  return Object.values(lhr.audits)
    .filter(
      (a) => a.score !== null && a.score < 0.9 && ["binary", "numeric", "metricSavings"].includes(a.scoreDisplayMode),
    )
    .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue.replace(/\u00a0/g, " ")})` : ""}`);
}

/** JavaScript the page fetched, from Lighthouse's network log: files and bytes on the wire. */
function scriptsFetched(lhr: Result): { count: number; transferBytes: number } {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; transferSize?: number; url?: string }[] }
    | undefined;
  const scripts = (details?.items ?? []).filter((i) => i.resourceType === "Script");
  return { count: scripts.length, transferBytes: scripts.reduce((n, i) => n + (i.transferSize ?? 0), 0) };
}

/** URLs of the fonts the page fetched (Lighthouse's network log). */
function fontRequests(lhr: Result): string[] {
  const details = lhr.audits["network-requests"]?.details as
    | { items?: { resourceType?: string; url?: string }[] }
    | undefined;
  return (details?.items ?? []).filter((i) => i.resourceType === "Font").map((i) => i.url ?? "");
}

/** Signs in with the demo forwarder in a fresh tab and returns that tab's sessionStorage. */
async function signedInStorage(context: BrowserContext, origin: string): Promise<Record<string, string>> {
  const page = await context.newPage();
  try {
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("Client ID").fill(DEMO.clientId);
    await page.getByLabel("Client secret").fill(DEMO.secret);
    await page.getByRole("button", { name: "Sign in" }).click();
    // The landing page after sign-in is the worklist (issue 25).
    await page.getByRole("table", { name: "Worklist" }).locator("tbody tr").first().waitFor();
    return await page.evaluate(() => {
      const out: Record<string, string> = {};
      for (let i = 0; i < sessionStorage.length; i++) {
        const key = sessionStorage.key(i);
        if (key) out[key] = sessionStorage.getItem(key) ?? "";
      }
      return out;
    });
  } finally {
    await page.close();
  }
}

/** In-page conditions (JavaScript expressions) for "this screen's first data is painted". */
const TABLE_ROW = (caption: string) =>
  `[...document.querySelectorAll("table")].some((t) => t.caption?.textContent === ${JSON.stringify(caption)} && t.querySelector("tbody tr td + td"))`;
const SCREEN_READY = {
  worklist: TABLE_ROW("Worklist"),
  applications: TABLE_ROW("Credit applications"),
  application: `[...document.querySelectorAll("#main h2")].some((h) => h.textContent === "Summary")`,
  records: TABLE_ROW("Private records"),
  analytics: `document.querySelector("#main caption.scorecard__caption") !== null`,
} as const;

/**
 * In-page recorder (a string: tsx would wrap named functions in helpers the page does not have):
 * the time of the next click (or of `window.__benchStart` when set by the caller), then of the first
 * animation frame after `ready` holds, checked on every change of the DOM.
 */
const recorder = (ready: string) => `(() => {
  window.__benchStart = undefined;
  window.__benchDone = undefined;
  const onClick = () => { window.__benchStart ??= performance.now(); };
  document.addEventListener("click", onClick, { capture: true, once: true });
  const observer = new MutationObserver(() => {
    if (window.__benchStart === undefined || !(${ready})) return;
    observer.disconnect();
    requestAnimationFrame(() => { window.__benchDone = performance.now(); });
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
})()`;

interface Timing {
  ms: number;
  /** API requests made from the start until the screen was painted, as "+start→+end METHOD path". */
  requests: string[];
}

/** The API requests of a page, with their times relative to `mark()`. */
function watchApi(page: Page) {
  let zero = Date.now();
  let log: { url: string; method: string; start: number; end?: number }[] = [];
  const open = new Map<Request, (typeof log)[number]>();
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (!url.pathname.startsWith("/v1-beta/")) return;
    const entry = { url: url.pathname + url.search, method: r.method(), start: Date.now() - zero };
    log.push(entry);
    open.set(r, entry);
  });
  const done = (r: Request) => {
    const entry = open.get(r);
    if (entry) entry.end = Date.now() - zero;
    open.delete(r);
  };
  page.on("requestfinished", done);
  page.on("requestfailed", done);
  return {
    mark() {
      zero = Date.now();
      log = [];
    },
    requests: () => log.map((e) => `+${e.start}→${e.end === undefined ? "…" : `+${e.end}`} ${e.method} ${e.url}`),
  };
}

/** Holds every API request for `ms` before it goes out (the "added latency" rows). */
async function addLatency(context: BrowserContext, ms: number): Promise<void> {
  if (ms <= 0) return;
  await context.route(
    (url) => url.pathname.startsWith("/v1-beta/"),
    async (route) => {
      await new Promise((r) => setTimeout(r, ms));
      await route.continue();
    },
  );
}

/** Runs `act` (a click, or a history step) and returns the time until `ready` is painted. */
async function timeStep(page: Page, api: ReturnType<typeof watchApi>, ready: string, act: () => Promise<void>) {
  await page.evaluate(recorder(ready));
  api.mark();
  await act();
  await page.waitForFunction(() => (window as unknown as { __benchDone?: number }).__benchDone !== undefined, null, {
    timeout: 30_000,
  });
  const ms = await page.evaluate(() => {
    const w = window as unknown as { __benchStart: number; __benchDone: number };
    return w.__benchDone - w.__benchStart;
  });
  return { ms, requests: api.requests() };
}

/**
 * Milliseconds from the click on "Sign in" to the first row of the landing page (the worklist)
 * painted, measured by the page (performance.now() at the click, then at the first animation frame
 * after a row with cells is in the list's table), in a fresh browser context. The fields are filled
 * first and the page left idle, as a person typing would give the sign-in page's prefetch its time.
 */
async function firstRows(browser: Browser, origin: string, latencyMs: number): Promise<Timing> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await addLatency(context, latencyMs);
    const page = await context.newPage();
    const api = watchApi(page);
    await page.goto(`${origin}/sign-in`, { waitUntil: "networkidle" });
    await page.getByLabel("Client ID").fill(DEMO.clientId);
    await page.getByLabel("Client secret").fill(DEMO.secret);
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    return await timeStep(page, api, SCREEN_READY.worklist, () =>
      page.getByRole("button", { name: "Sign in" }).click(),
    );
  } finally {
    await context.close();
  }
}

/**
 * Route changes with warm data: signs in (fresh context), goes once round the tour unmeasured (so
 * every screen's code and data are loaded), then measures `rounds` rounds of worklist → credit
 * applications → the first application → private records → analytics → browser Back (private
 * records) → worklist, each step from its click (or history.back()) to the next screen's first data
 * painted. A person's pause (300 ms) separates the steps.
 */
async function routeChanges(
  browser: Browser,
  origin: string,
  latencyMs: number,
  rounds: number,
): Promise<Map<string, Timing[]>> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const steps = new Map<string, Timing[]>();
  try {
    await addLatency(context, latencyMs);
    const page = await context.newPage();
    const api = watchApi(page);
    await page.goto(`${origin}/sign-in`);
    await page.getByLabel("Client ID").fill(DEMO.clientId);
    await page.getByLabel("Client secret").fill(DEMO.secret);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.getByRole("table", { name: "Worklist" }).locator("tbody tr").first().waitFor();
    // A link's name may carry a count after its words (the worklist's), so the words are matched at the start.
    const nav = (name: string) => () =>
      page
        .locator("#main-navigation")
        .getByRole("link", { name: new RegExp(`^${name}(\\W|$)`) })
        .click();
    const tour: [string, string, () => Promise<void>][] = [
      ["worklist → credit applications", SCREEN_READY.applications, nav("Credit applications")],
      [
        "credit applications → an application",
        SCREEN_READY.application,
        () =>
          page
            .getByRole("table", { name: "Credit applications" })
            .locator("tbody tr")
            .first()
            .getByRole("link")
            .first()
            .click(),
      ],
      ["an application → private records", SCREEN_READY.records, nav("Private records")],
      ["private records → analytics", SCREEN_READY.analytics, nav("Analytics")],
      [
        "analytics → Back (private records)",
        SCREEN_READY.records,
        () =>
          page.evaluate(() => {
            (window as unknown as { __benchStart?: number }).__benchStart = performance.now();
            history.back();
          }),
      ],
      ["private records → worklist", SCREEN_READY.worklist, nav("Worklist")],
    ];
    for (let round = 0; round <= rounds; round++) {
      for (const [name, ready, act] of tour) {
        await page.waitForTimeout(300);
        const timing = await timeStep(page, api, ready, act);
        if (round === 0) continue; // the unmeasured round loads every screen's code and data
        const list = steps.get(name) ?? [];
        list.push(timing);
        steps.set(name, list);
      }
    }
    return steps;
  } finally {
    await context.close();
  }
}

/** Nearest-rank percentile. */
function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

function chromiumVersion(chromePath: string): string {
  try {
    return execFileSync(chromePath, ["--version"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
  } catch {
    return chromePath;
  }
}

/** Sizes of the build in `outDir` and where recharts and react-dropzone land. */
function measureSizes(outDir: string, rows: Row[]) {
  const sizes = consoleBundleSizes(outDir);
  const initial = sizes.routes.initial;
  const list = sizes.routes["credit-applications (list)"];
  if (!initial || !list) throw new Error("console build: sign-in or list route missing from the manifest");
  rows.push({
    figure: "initial JavaScript (sign-in page), gzip",
    budget: `≤ ${consoleBudget.initialKb} KB`,
    measured: `${kb(initial.gzipBytes)} (${initial.files.length} files)`,
    pass: initial.gzipBytes <= consoleBudget.initialKb * KB,
  });
  rows.push({
    figure: "credit applications list, all JavaScript, gzip",
    budget: `≤ ${consoleBudget.listKb} KB`,
    measured: `${kb(list.gzipBytes)} (${list.files.length} files)`,
    pass: list.gzipBytes <= consoleBudget.listKb * KB,
  });
  const allJs = fs.readdirSync(path.join(outDir, "assets")).filter((f) => f.endsWith(".js"));
  const libs = librariesIn(
    outDir,
    allJs.map((f) => `assets/${f}`),
  );
  const analyticsFiles = new Set(
    Object.entries(sizes.routes)
      .filter(([name]) => name === "analytics")
      .flatMap(([, r]) => r.files),
  );
  const nonAnalytics = Object.entries(sizes.routes)
    .filter(([name]) => name !== "analytics")
    .flatMap(([, r]) => r.files);
  const rechartsLeaks = libs.recharts.filter((f) => nonAnalytics.includes(f));
  rows.push({
    figure: "recharts only on analytics screens",
    budget: "split",
    measured: rechartsLeaks.length
      ? `also in ${rechartsLeaks.join(", ")}`
      : `${libs.recharts.length} chunk(s)${libs.recharts.some((f) => analyticsFiles.has(f)) ? ", loaded by /analytics" : ""}, in no other screen's load`,
    pass: rechartsLeaks.length === 0 && libs.recharts.length > 0,
  });
  const dropzoneLeaks = libs.dropzone.filter((f) => nonAnalytics.includes(f));
  rows.push({
    figure: "react-dropzone only where uploads are",
    budget: "split",
    measured: dropzoneLeaks.length
      ? `in the first load of a screen: ${dropzoneLeaks.join(", ")}`
      : `${libs.dropzone.length} chunk(s), loaded with the upload panel only`,
    pass: dropzoneLeaks.length === 0 && libs.dropzone.length > 0,
  });
}

/** Measures the console's budget; returns the table and whether every figure passes. */
export async function measureConsole(): Promise<{ rows: Row[]; notes: string[]; flags: string[] }> {
  const started = Date.now();
  const loadAtStart = load();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-console-bench-"));
  const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
  console.log("  console: building the console and starting its server (e2e/server.ts, demo data)…");
  // CONSOLE_BENCH_URL: a console server already running (tsx e2e/server.ts with DEMO_DATA=1): only
  // the timings are measured (no build here, so no sizes and no Lighthouse).
  const { origin, child } = EXISTING_SERVER
    ? { origin: EXISTING_SERVER, child: undefined }
    : await startServer(dataDir);
  const rows: Row[] = [];
  const flags: string[] = [];
  let chrome: chromeLauncher.LaunchedChrome | undefined;
  let browser: Browser | undefined;
  try {
    // Sizes of this very build.
    const outDir = path.join(dataDir, "console");
    if (!EXISTING_SERVER) measureSizes(outDir, rows);
    chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
    const port = chrome.port;
    const loadBeforeLighthouse = load();
    const notes: string[] = [];
    let lighthouseNotes: string[] = [];
    let benchmarkIndex = "";
    browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
    if (LIGHTHOUSE && !EXISTING_SERVER) {
      const signInUrl = `${origin}/sign-in`;
      const listUrl = `${origin}/credit-applications`;
      console.log(`  console: Lighthouse, ${RUNS} run(s) per figure (load average ${loadBeforeLighthouse})…`);
      const signInMobile = await runLighthouse(port, signInUrl, "mobile", "performance", RUNS);
      const signInDesktop = await runLighthouse(port, signInUrl, "desktop", "performance", RUNS);

      const defaultContext = browser.contexts()[0];
      if (!defaultContext) throw new Error("Chromium has no default context");
      const storage = await signedInStorage(defaultContext, origin);
      await defaultContext.addInitScript((entries: Record<string, string>) => {
        for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
      }, storage);
      const listMobile = await runLighthouse(port, listUrl, "mobile", "performance", RUNS);
      const listDesktop = await runLighthouse(port, listUrl, "desktop", "performance", RUNS);
      const listA11y = await runLighthouse(port, listUrl, "desktop", "accessibility", 1);
      const loadAfterLighthouse = load();

      const perfRow = (what: string, fig: LighthouseFigure, min: number): Row => ({
        figure: `Lighthouse performance, ${what}`,
        budget: `≥ ${min}`,
        measured: `${fig.score}${fig.runs.length > 1 ? ` (runs ${fig.runs.join(", ")})` : ""}: ${fig.metrics}`,
        pass: fig.score >= min,
      });
      rows.push(perfRow("sign-in page, mobile", signInMobile, consoleBudget.performanceMobile));
      rows.push(perfRow("sign-in page, desktop", signInDesktop, consoleBudget.performanceDesktop));
      rows.push(perfRow("applications list, mobile", listMobile, consoleBudget.performanceMobile));
      rows.push(perfRow("applications list, desktop", listDesktop, consoleBudget.performanceDesktop));
      rows.push({
        figure: "Lighthouse accessibility, applications list",
        budget: `${consoleBudget.accessibility}`,
        measured: `${listA11y.score} (${listA11y.metrics})`,
        pass: listA11y.score >= consoleBudget.accessibility,
      });
      const fonts = [...fontRequests(signInMobile.lhr), ...fontRequests(listMobile.lhr)];
      const thirdParty = fonts.filter((url) => !url.startsWith(`${origin}/`));
      const cssText = consoleBundleSizes(outDir)
        .css.map((f) => fs.readFileSync(path.join(outDir, f), "utf8"))
        .join("\n");
      rows.push({
        figure: "fonts",
        budget: "self-hosted or system",
        measured:
          fonts.length === 0 && !cssText.includes("@font-face")
            ? "system fonts, no font request"
            : `${fonts.length} font request(s), ${thirdParty.length} to another origin`,
        pass: thirdParty.length === 0,
      });
      for (const [what, fig] of [
        ["sign-in, mobile", signInMobile],
        ["list, mobile", listMobile],
      ] as const) {
        const items = flagged(fig.lhr);
        if (items.length) flags.push(`${what}: ${items.join("; ")}`);
      }
      const signInScripts = scriptsFetched(signInMobile.lhr);
      const listScripts = scriptsFetched(listMobile.lhr);
      benchmarkIndex = `, Lighthouse ${signInMobile.lhr.lighthouseVersion} (benchmarkIndex ${Math.round(signInMobile.lhr.environment.benchmarkIndex)})`;
      lighthouseNotes = [
        `Load average (1 min) ${loadBeforeLighthouse} before Lighthouse, ${loadAfterLighthouse} after.`,
        "Lighthouse presets: mobile = Lighthouse's default (Moto G Power screen, simulated throttling: slow 4G," +
          " 150 ms RTT, 1.6 Mbps down, CPU × 4); desktop = Lighthouse's desktop config (simulated 40 ms RTT," +
          ` 10 Mbps, CPU × 1). Median of ${RUNS} run(s) per performance figure, cold cache each run.`,
        `On the wire (Lighthouse's network log): the sign-in page fetched ${signInScripts.count} scripts,` +
          ` ${kb(signInScripts.transferBytes)}; the list ${listScripts.count} scripts, ${kb(listScripts.transferBytes)}` +
          " (compressed as served). Sizes above are gzip level 9 of the built files.",
      ];
    }

    // Time to first rows and route changes, on localhost and with latency added to every API request.
    const loadBeforeTimings = load();
    const timingNotes: string[] = [];
    for (const latency of [0, ADDED_LATENCY_MS]) {
      const label = latency ? `, +${latency} ms per API request (Playwright page.route)` : " (localhost)";
      console.log(`  console: first rows after "Sign in"${label}, ${LIST_RUNS} fresh context(s)…`);
      const first: Timing[] = [];
      for (let i = 0; i < LIST_RUNS; i++) first.push(await firstRows(browser, origin, latency));
      const firstMs = first.map((t) => t.ms);
      const p95 = percentile(firstMs, 95);
      console.log(`    p50 ${Math.round(percentile(firstMs, 50))} ms, p95 ${Math.round(p95)} ms`);
      rows.push({
        figure: `first rows of the landing page (worklist) after clicking "Sign in"${label}, p50 / p95 of ${LIST_RUNS}`,
        budget: `≤ ${consoleBudget.firstListMs} ms`,
        measured: `${Math.round(percentile(firstMs, 50))} / ${Math.round(p95)} ms (runs ${firstMs.map((t) => Math.round(t)).join(", ")})`,
        pass: p95 <= consoleBudget.firstListMs,
      });
      timingNotes.push(
        `Sign-in → first rows${label}: ${median(first.map((t) => t.requests.length))} API requests (median); requests of the median run: ${
          first.find((t) => t.ms === median(firstMs))?.requests.join(", ") ?? "?"
        }`,
      );
      if (WATERFALL) for (const t of first) console.log(`    ${Math.round(t.ms)} ms: ${t.requests.join(" | ")}`);

      console.log(`  console: route changes with warm data${label}, ${ROUTE_ROUNDS} round(s)…`);
      const steps = await routeChanges(browser, origin, latency, ROUTE_ROUNDS);
      const all = [...steps.values()].flat().map((t) => t.ms);
      const routeP95 = percentile(all, 95);
      console.log(`    p50 ${Math.round(percentile(all, 50))} ms, p95 ${Math.round(routeP95)} ms`);
      rows.push({
        figure: `route change with warm data${label}, p50 / p95 of ${all.length} (${ROUTE_ROUNDS} rounds × ${steps.size} steps)`,
        budget: `≤ ${consoleBudget.routeChangeMs} ms`,
        measured: `${Math.round(percentile(all, 50))} / ${Math.round(routeP95)} ms (slowest ${Math.round(Math.max(...all))} ms)`,
        pass: routeP95 <= consoleBudget.routeChangeMs,
      });
      timingNotes.push(
        `Route changes${label}, per step p50 / p95 ms (API requests, median): ${[...steps.entries()]
          .map(([name, ts]) => {
            const ms = ts.map((t) => t.ms);
            return `${name} ${Math.round(percentile(ms, 50))} / ${Math.round(percentile(ms, 95))} (${median(ts.map((t) => t.requests.length))})`;
          })
          .join("; ")}`,
      );
      if (WATERFALL) {
        for (const [name, ts] of steps) {
          for (const t of ts) console.log(`    ${name} ${Math.round(t.ms)} ms: ${t.requests.join(" | ")}`);
        }
      }
    }
    const cpus = os.cpus();
    notes.push(
      `${cpus[0]?.model.trim() ?? "unknown CPU"} × ${cpus.length}, Node ${process.version}, ${chromiumVersion(chromePath)}${benchmarkIndex}.` +
        ` Load average (1 min): ${loadAtStart} at start, ${loadBeforeTimings} before the timings, ${load()} after;` +
        ` ${Math.round((Date.now() - started) / 1000)} s in all.`,
      ...lighthouseNotes,
      "Timings: measured by the page (performance.now() at the click, or at history.back(), then at the first animation" +
        " frame after the screen's first data is in the DOM: a row with cells in the worklist, applications or records" +
        " table, the application's Summary panel, the analytics scorecard). Route changes: one unmeasured round first" +
        " (code and data loaded), 300 ms between steps. p95 is the nearest rank.",
      ...timingNotes,
    );
    return { rows, notes, flags };
  } finally {
    await browser?.close().catch(() => {});
    chrome?.kill();
    if (child) await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function table(rows: Row[]): string[] {
  return [
    "| figure | budget | measured | |",
    "|---|---|---|---|",
    ...rows.map((r) => `| ${r.figure} | ${r.budget} | ${r.measured} | ${r.pass ? "pass" : "**FAIL**"} |`),
  ];
}

let measured: Promise<void> | undefined;

registerScenario({
  name: "console: switcher's connections",
  section: "Console",
  description:
    "GET /v1-beta/connections, the first request of every console screen (the organization switcher); the console's budget is measured before it",
  prepare: async (ctx) => {
    measured ??= (async () => {
      const date = new Date().toISOString().slice(0, 10);
      const { rows, notes, flags } = await measureConsole();
      console.log("");
      for (const line of table(rows)) console.log(line);
      for (const note of notes) console.log(`  ${note}`);
      for (const f of flags) console.log(`  Lighthouse flags ${f}`);
      console.log("");
      if (!process.argv.includes("--no-write")) {
        writePerformanceBlock("console-budget", "## Console", [
          `Measured ${date} by \`npm run bench\` (bench/scenarios/console.ts; \`npm run bench:console\` for this`,
          "section alone) against the real server with the demo data (e2e/server.ts, its own console build).",
          "",
          ...table(rows),
          "",
          ...notes.map((n) => `- ${n}`),
          ...(flags.length
            ? ["- What Lighthouse still flags (median mobile runs):", ...flags.map((f) => `  - ${f}`)]
            : []),
        ]);
      }
      const failed = rows.filter((r) => !r.pass);
      if (failed.length) {
        console.error(`Console budget missed: ${failed.map((r) => r.figure).join("; ")}`);
        process.exitCode = 1;
      }
    })();
    await measured;
    return { method: "GET", path: "/v1-beta/connections", headers: ctx.orgHeaders(await ctx.token()) };
  },
});
