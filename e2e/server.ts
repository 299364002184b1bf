/**
 * The server for the browser journeys: builds the console into a directory of its own (inside the
 * run's temporary DATA_DIR) and starts the API on it, so a `vite build` elsewhere in the checkout
 * (which empties dist/console) cannot pull files from under a running journey. Otherwise it starts
 * the service as `npm start` does (configuration from the environment, demo data on an empty
 * database), except that it listens only once the demo data is in.
 *
 * Run by playwright.config.ts (`webServer`): `tsx e2e/server.ts`.
 */
import path from "node:path";
import { build } from "vite";
import { composeService } from "../src/server/compose";
import { loadConfig } from "../src/server/config";
import { isEmptyDatabase } from "../src/server/demo/load";

const root = path.resolve(import.meta.dirname, "..");
const config = loadConfig();
const consoleDir = path.join(config.dataDir, "console");
await build({ root, logLevel: "warn", build: { outDir: consoleDir, emptyOutDir: true } });
config.consoleDir = consoleDir;
config.adminToken ??= "e2e-admin-token";

const built = await composeService(config);
if (config.workers) for (const task of built.tasks) task.start();
// Demo data first, then the listener: Playwright starts the journeys once /healthz answers, and
// they rely on the demo organizations and their connections.
const started = Date.now();
if (config.demoData && (await isEmptyDatabase(built.services))) await built.loadDemo();
console.log(`demo data loaded in ${Date.now() - started} ms`);
await built.app.listen({ port: config.port, host: config.host });
if (built.admin) await built.admin.listen({ port: config.adminPort, host: "127.0.0.1" });
console.log(`e2e server on http://${config.host}:${config.port}/ (console from ${consoleDir})`);

const stop = async () => {
  await built.app.close();
  await built.admin?.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
