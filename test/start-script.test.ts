import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePorts } from "./support/instance";

/**
 * `npm start` stops cleanly (README, "Stopping"): SIGINT or SIGTERM to the npm process, SIGINT or
 * SIGTERM to scripts/start.mjs, stops the server it started; no process of it remains and the port is free.
 * Runs the real script (without the console build: --skip-build) on an empty embedded database
 * without demo data. Linux only (reads /proc for the process tree).
 */

const root = path.resolve(import.meta.dirname, "..");
const onLinux = process.platform === "linux" && fs.existsSync("/proc/self/stat");
let dataDir: string;

/** Whether nothing listens on the port: binding it succeeds. */
function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => server.close(() => resolve(true)));
  });
}

function parentOf(pid: number): number | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    // pid (comm) state ppid …; comm may hold spaces and parentheses: read after the last ")".
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return Number(fields[1]);
  } catch {
    return null;
  }
}

/** Every live descendant of `pid`. */
function descendants(pid: number): number[] {
  const all = fs
    .readdirSync("/proc")
    .filter((d) => /^\d+$/.test(d))
    .map(Number);
  const found: number[] = [];
  const queue = [pid];
  while (queue.length) {
    const p = queue.shift() as number;
    for (const c of all) {
      if (parentOf(c) === p) {
        found.push(c);
        queue.push(c);
      }
    }
  }
  return found;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    const stat = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return stat.slice(stat.lastIndexOf(")") + 2)[0] !== "Z";
  } catch {
    return false;
  }
}

async function until(what: string, check: () => Promise<boolean> | boolean, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function ready(port: number): Promise<boolean> {
  try {
    return (await fetch(`http://127.0.0.1:${port}/healthz`)).status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts `cmd args`, waits for the server, sends `signal` to the started process and checks that
 * it exits as `expected` and leaves no process of its tree and no listener behind.
 */
async function startAndStop(
  cmd: string,
  args: string[],
  signal: NodeJS.Signals,
  expected: Array<{ code: number | null; signal: NodeJS.Signals | null }>,
) {
  const [port, adminPort] = (await freePorts(2)) as [number, number];
  const child: ChildProcess = spawn(cmd, args, {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: dataDir,
      DEMO_DATA: "0",
      ADMIN_TOKEN: "start-script-test-admin-token",
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    },
  });
  let output = "";
  child.stdout?.on("data", (d) => {
    output += String(d);
  });
  child.stderr?.on("data", (d) => {
    output += String(d);
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on("exit", (code, sig) => resolve({ code, signal: sig })),
  );
  try {
    await until(`the server on port ${port}`, () => ready(port), 120_000);
  } catch (err) {
    child.kill("SIGKILL");
    throw new Error(`${(err as Error).message}\n${output}`);
  }
  const pid = child.pid as number;
  const tree = descendants(pid);
  expect(tree.length, "the server runs as a child of the script").toBeGreaterThan(0);

  process.kill(pid, signal);
  const result = await exited;
  expect(expected, output).toContainEqual(result);
  await until("every process of the tree to end", () => tree.every((p) => !alive(p)), 30_000);
  expect(await portIsFree(port)).toBe(true);
  expect(await portIsFree(adminPort)).toBe(true);
}

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-start-"));
});
afterAll(() => {
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe.skipIf(!onLinux)("npm start stops cleanly", () => {
  it("SIGINT to scripts/start.mjs stops the server it started", async () => {
    await startAndStop(process.execPath, ["scripts/start.mjs", "--skip-build"], "SIGINT", [{ code: 0, signal: null }]);
  }, 180_000);

  it("SIGTERM to the npm process stops the server it started", async () => {
    // npm forwards the signal to the script and ends by it (its own exit status is npm's affair).
    await startAndStop("npm", ["start", "--silent", "--", "--skip-build"], "SIGTERM", [
      { code: 0, signal: null },
      { code: null, signal: "SIGTERM" },
      { code: 143, signal: null },
    ]);
  }, 180_000);

  it("SIGINT to the npm process alone stops the server it started", async () => {
    // `kill -INT <npm's pid>`, not Ctrl+C (which reaches the whole process group): npm passes
    // SIGINT to its script's process, which is the script itself because package.json's start
    // runs it with `exec` (a `sh -c` in between would keep the signal to itself).
    await startAndStop("npm", ["start", "--silent", "--", "--skip-build"], "SIGINT", [
      { code: 0, signal: null },
      { code: null, signal: "SIGINT" },
      { code: 130, signal: null },
    ]);
  }, 180_000);

  it("SIGTERM to scripts/start.mjs stops the server it started", async () => {
    await startAndStop(process.execPath, ["scripts/start.mjs", "--skip-build"], "SIGTERM", [
      { code: 0, signal: null },
      { code: 143, signal: null },
    ]);
  }, 180_000);
});
