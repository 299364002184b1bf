/**
 * The servers for the browser journeys: one per Playwright worker (playwright.config.ts), each on its
 * own ports and its own embedded database in its own DATA_DIR with the demo data, so that two
 * journeys running at the same time never share a server's state.
 *
 * This process builds the console once into a directory of its own (inside the run's temporary
 * directory), so a `vite build` elsewhere in the checkout (which empties dist/console) cannot pull
 * files from under a running journey. It is the first server itself and starts the others as child
 * processes (this file again, with E2E_SERVER_INDEX set) that serve the same build. Each starts the
 * service as `npm start` does (configuration from the environment, demo data on an empty database),
 * except that it listens only once the demo data is in; the first server listens last, once every
 * other one answers, because Playwright starts the journeys as soon as the first one's /healthz does.
 *
 * Environment (set by playwright.config.ts): E2E_PORTS and E2E_ADMIN_PORTS (comma-separated, one
 * per server), E2E_DATA_DIR (the run's directory: `server-<i>/` for each DATA_DIR, `console/` for the
 * build). Run by playwright.config.ts (`webServer`): `tsx e2e/server.ts`.
 */
import { fork } from "node:child_process";
import path from "node:path";
import { build } from "vite";
import { composeService } from "../src/server/compose";
import { loadConfig } from "../src/server/config";
import { isEmptyDatabase } from "../src/server/demo/load";

const list = (name: string) => (process.env[name] ?? "").split(",").filter(Boolean);
const ports = list("E2E_PORTS");
const adminPorts = list("E2E_ADMIN_PORTS");
const runDir = process.env.E2E_DATA_DIR;
if (!runDir || ports.length === 0 || adminPorts.length !== ports.length) {
  throw new Error("e2e/server.ts needs E2E_DATA_DIR, E2E_PORTS and E2E_ADMIN_PORTS (playwright.config.ts sets them)");
}
const index = Number(process.env.E2E_SERVER_INDEX ?? 0);
const consoleDir = path.join(runDir, "console");
const root = path.resolve(import.meta.dirname, "..");

if (index === 0) await build({ root, logLevel: "warn", build: { outDir: consoleDir, emptyOutDir: true } });

// The first server starts the others: this file again, in child processes that tell it when they listen.
const others = (index === 0 ? ports.slice(1) : []).map((_, i) => {
  const child = fork(import.meta.filename, [], {
    execArgv: process.execArgv,
    env: { ...process.env, E2E_SERVER_INDEX: String(i + 1) },
  });
  return new Promise<void>((resolve, reject) => {
    child.once("message", () => resolve());
    child.once("exit", (code) => reject(new Error(`e2e server ${i + 1} exited (${code}) before it listened`)));
  });
});

const config = loadConfig({
  ...process.env,
  PORT: ports[index],
  ADMIN_PORT: adminPorts[index],
  DATA_DIR: path.join(runDir, `server-${index}`),
});
config.consoleDir = consoleDir;
config.adminToken ??= "e2e-admin-token";

const built = await composeService(config);
if (config.workers) for (const task of built.tasks) task.start();
// Demo data first, then the listener: Playwright starts the journeys once /healthz answers, and
// they rely on the demo organizations and their connections.
const started = Date.now();
if (config.demoData && (await isEmptyDatabase(built.services))) await built.loadDemo();
console.log(`server ${index}: demo data loaded in ${Date.now() - started} ms`);
await Promise.all(others);
await built.app.listen({ port: config.port, host: config.host });
if (built.admin) await built.admin.listen({ port: config.adminPort, host: "127.0.0.1" });
console.log(`e2e server ${index} on http://${config.host}:${config.port}/ (console from ${consoleDir})`);
process.send?.("listening");

const stop = async () => {
  await built.app.close();
  await built.admin?.close();
  process.exit(0);
};
process.on("SIGTERM", () => void stop());
process.on("SIGINT", () => void stop());
// A child whose first server is gone (killed by Playwright at the end of the run) stops too.
process.on("disconnect", () => void stop());
