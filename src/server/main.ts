// First: traces must start before Fastify and pg are loaded (telemetry/tracing.ts).
import "./telemetry/start";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { composeService } from "./compose";
import { loadConfig } from "./config";
import { isEmptyDatabase } from "./demo/load";
import { stopTracing } from "./telemetry/tracing";

/** After SHUTDOWN_GRACE_SECONDS the remaining connections are cut; the rest of the stop must fit in this. */
const AFTER_GRACE_MS = 10_000;

/** `npm start`: one process serving the API, the operator API and the built console. */
async function main(): Promise<void> {
  // A stop signal that arrives while the instance starts is kept and honoured once it has started.
  let signalled: string | undefined;
  let onSignal = (signal: string) => {
    signalled ??= signal;
  };
  process.on("SIGTERM", () => onSignal("SIGTERM"));
  process.on("SIGINT", () => onSignal("SIGINT"));

  const config = loadConfig();
  config.consoleDir ??= path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../dist/console");
  if (!config.adminToken) {
    // Generated once, kept in DATA_DIR, printed at start so the operator can use it.
    const file = path.join(config.dataDir, "admin-token");
    fs.mkdirSync(config.dataDir, { recursive: true });
    if (!fs.existsSync(file)) fs.writeFileSync(file, randomBytes(24).toString("base64url"), { mode: 0o600 });
    config.adminToken = fs.readFileSync(file, "utf8").trim();
    // A person at a terminal reads it here; a log collector (JSON lines) never gets a secret.
    if (config.logFormat === "pretty") console.log(`Operator API token (kept in ${file}): ${config.adminToken}`);
    else console.log(JSON.stringify({ level: 30, time: Date.now(), msg: `operator API token kept in ${file}` }));
  }
  const built = await composeService(config);

  // Graceful drain (docs/operations.md): the listeners stop accepting at once and `/readyz` answers
  // 503 on any connection still open; requests in flight (uploads included) finish, for up to
  // SHUTDOWN_GRACE_SECONDS, after which their connections are cut; running jobs are handed back to
  // the queue; then the database closes and the process exits 0 (1 if stopping itself fails or
  // takes AFTER_GRACE_MS more).
  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    const graceMs = config.shutdownGraceSeconds * 1000;
    const started = Date.now();
    built.app.log.info({ signal, graceSeconds: config.shutdownGraceSeconds }, "shutting down: draining");
    const cut = setTimeout(() => {
      built.app.log.warn("shutdown grace is over: cutting the connections of requests still in flight");
      built.app.server.closeAllConnections();
      built.admin?.server.closeAllConnections();
      built.metricsApp?.server.closeAllConnections();
    }, graceMs);
    cut.unref();
    const force = setTimeout(() => {
      built.app.log.error("shutdown did not complete in time");
      process.exit(1);
    }, graceMs + AFTER_GRACE_MS);
    force.unref();
    try {
      await built.close();
      // The spans still in the batch go out before the process ends.
      await stopTracing().catch((err) => built.app.log.warn({ err }, "could not export the last spans"));
      built.app.log.info({ ms: Date.now() - started }, "drained: exiting");
      process.exit(0);
    } catch (err) {
      built.app.log.error({ err }, "shutdown did not complete cleanly");
      process.exit(1);
    }
  };

  if (config.workers) for (const task of built.tasks) task.start();
  await built.app.listen({ port: config.port, host: config.host });
  if (built.admin) await built.admin.listen({ port: config.adminPort, host: "127.0.0.1" });
  if (built.metricsApp) await built.metricsApp.listen({ port: config.metricsPort, host: config.metricsHost });
  onSignal = (signal) => void stop(signal);
  if (signalled) return stop(signalled);
  console.log(`API and console on http://${config.host}:${config.port}/  (API under /v1-beta and /v1)`);
  // Demo data loads after the listener is up, through the same services the API uses, so the
  // service answers at once and the demo organizations fill in while it runs.
  if (config.demoData && (await isEmptyDatabase(built.services))) {
    built
      .loadDemo()
      .then((manifest) => built.app.log.info({ organizations: manifest.organizations.length }, "demo data loaded"))
      .catch((err) => built.app.log.error({ err }, "demo data failed to load"));
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
