// `npm start`: builds the console when its build is missing or older than its sources, then runs
// the server (API + operator API + console) with the embedded database by default.
//
// Stopping: SIGINT (Ctrl+C) and SIGTERM are forwarded to the running child (the build or the
// server), and this script exits only when that child has exited, with its exit code. When the
// process that started this script goes away (`kill <npm's pid>`: npm ends without passing
// SIGTERM on), the child is stopped the same way. The server runs in one process (`node --import tsx`,
// no npx or tsx wrapper in between), so nothing is left behind listening on the port.
//
//   node scripts/start.mjs [--skip-build]   (--skip-build: serve the console build as it is)
import { spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const built = path.join(root, "dist/console/index.html");
const skipBuild = process.argv.includes("--skip-build");

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name === "server" || entry.name === "node_modules") continue;
      newest = Math.max(newest, newestMtime(p));
    } else newest = Math.max(newest, fs.statSync(p).mtimeMs);
  }
  return newest;
}

/** The child running now; signals go to it. */
let current = null;
/** The first stop signal received: no further step starts after it. */
let stopSignal = null;

function stop(signal) {
  stopSignal ??= signal;
  // Ctrl+C also reaches the child directly (same process group); a second signal is harmless:
  // the server's own handler shuts down once.
  if (current && current.exitCode === null && current.signalCode === null) current.kill(signal);
  else process.exit(signal === "SIGINT" ? 130 : 143);
}
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => stop(signal));

// package.json runs this script with `exec`, so npm's SIGINT and SIGTERM reach it directly. Should
// whoever started it end without passing a signal on (an npm that does not wait, a killed shell),
// this process is left to init: a changed parent means that, and it stops as on SIGTERM.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) stop("SIGTERM");
}, 500).unref();

/** Runs one child with the terminal's stdio; resolves with its exit code (128 + n when killed by a signal). */
function run(cmd, args) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: "inherit" });
    current = child;
    child.on("error", (err) => {
      console.error(err);
      resolve(1);
    });
    child.on("exit", (code, signal) => {
      current = null;
      resolve(code ?? (signal === "SIGINT" ? 130 : signal === "SIGTERM" ? 143 : 1));
    });
  });
}

const sources = Math.max(newestMtime(path.join(root, "src")), fs.statSync(path.join(root, "index.html")).mtimeMs);
if (!skipBuild && (!fs.existsSync(built) || fs.statSync(built).mtimeMs < sources)) {
  console.log("Building the console…");
  const code = await run(process.execPath, [path.join(root, "node_modules/vite/bin/vite.js"), "build"]);
  if (code !== 0 || stopSignal) process.exit(code || 130);
}
const code = await run(process.execPath, ["--import", "tsx", "src/server/main.ts"]);
process.exit(code);
