import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { storedFiles, tinyPdf } from "../../../test/support/files";
import { onPostgres } from "../../../test/support/harness";
import { freePorts } from "../../../test/support/instance";

/**
 * kill -9 of a server process (docs/api-conventions.md, "Faults"): one upload has completed and
 * waits for extraction, another is half-way through its body, when the process is killed with
 * SIGKILL. Started again on the same database and data directory, the completed file ends in a
 * final status (its job survives the crash), the interrupted one left no row and no stored object
 * (only its staging part, which the staging sweep removes after an hour), and nothing is stuck.
 * Runs on PostgreSQL (TEST_DB=postgres): a second process must reach the same database.
 */

const ADMIN_TOKEN = "crash-test-operator-token";
const FINAL = ["valid", "invalid", "failed"];

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(onPostgres)("kill -9 of a server process during an upload and an extraction", () => {
  let child: ChildProcess | undefined;
  let dataDir = "";
  let dbName = "";
  const base = process.env.TEST_DATABASE_URL ?? "";

  afterAll(async () => {
    if (child && child.exitCode === null && child.signalCode === null) child.kill("SIGKILL");
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (dbName) {
      const c = new pg.Client({ connectionString: base });
      await c.connect();
      await c.query(`drop database if exists ${dbName} with (force)`);
      await c.end();
    }
  });

  async function start(port: number, adminPort: number, databaseUrl: string): Promise<ChildProcess> {
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      ADMIN_PORT: String(adminPort),
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      DEMO_DATA: "0",
      // The killed process's claim on the completed file's job lapses after this, and the new one takes it over.
      JOB_VISIBILITY_SECONDS: "5",
      // Bytes on the local disk, where the test can see staging parts and stored objects.
      FILE_STORAGE: "local",
      ADMIN_TOKEN,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
    };
    delete env.REDIS_URL;
    delete env.WORKERS;
    const proc = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
      env,
      stdio: ["ignore", "ignore", "ignore"],
    });
    const deadline = Date.now() + 90_000;
    while (Date.now() < deadline && proc.exitCode === null) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/readyz`)).status === 200) return proc;
      } catch {
        // not listening yet
      }
      await sleep(200);
    }
    throw new Error("the server did not start");
  }

  it("leaves every file final and no half-written upload", { timeout: 240_000 }, async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-crash-"));
    dbName = `cas_crash_${process.pid}_${randomBytes(4).toString("hex")}`;
    const admin = new pg.Client({ connectionString: base });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    const url = new URL(base);
    url.pathname = `/${dbName}`;
    const [port, adminPort] = (await freePorts(2)) as [number, number];
    child = await start(port, adminPort, url.toString());
    const api = `http://127.0.0.1:${port}/v1-beta`;

    const created = (await (
      await fetch(`http://127.0.0.1:${adminPort}/admin/organizations`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${ADMIN_TOKEN}` },
        body: JSON.stringify({ name: "Crash Test", email: "crash@example.test", subscription: true }),
      })
    ).json()) as { organization: { id: string }; client_id: string; client_secret: string };
    const orgId = created.organization.id;
    const tokenOf = async () =>
      (
        (await (
          await fetch(`${api}/oauth2/token`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: JSON.stringify({ client_id: created.client_id, client_secret: created.client_secret }),
          })
        ).json()) as { access_token: string }
      ).access_token;
    let token = await tokenOf();
    const headers = () => ({
      authorization: `Bearer ${token}`,
      "requester-organization-id": orgId,
      "target-organization-id": orgId,
    });

    // A complete upload: its extraction job is queued or running when the process dies.
    const form = new FormData();
    form.append("currency", "USD");
    form.append("file", new Blob([new Uint8Array(tinyPdf("crash"))], { type: "application/pdf" }), "done.pdf");
    const done = await fetch(`${api}/organizations/${orgId}/financial-files`, {
      method: "POST",
      headers: headers(),
      body: form,
    });
    expect(done.status).toBe(200);
    const doneId = ((await done.json()) as { id: string }).id;

    // An upload half-way through its body.
    const boundary = "----crash-test";
    const pdf = Buffer.concat([Buffer.from("%PDF-1.4\n"), randomBytes(3 * 1024 * 1024)]);
    const head =
      `--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nUSD\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="half.pdf"\r\nContent-Type: application/pdf\r\n\r\n`;
    const tail = `\r\n--${boundary}--\r\n`;
    const length = Buffer.byteLength(head) + pdf.length + Buffer.byteLength(tail);
    const socket = net.connect(port, "127.0.0.1");
    socket.on("error", () => {});
    let answer = "";
    socket.on("data", (d) => {
      answer += String(d);
    });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    const h = headers();
    socket.write(
      `POST /v1-beta/organizations/${orgId}/financial-files HTTP/1.1\r\nHost: 127.0.0.1\r\n` +
        `Authorization: ${h.authorization}\r\nRequester-Organization-ID: ${orgId}\r\nTarget-Organization-ID: ${orgId}\r\n` +
        `Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: ${length}\r\n\r\n${head}`,
    );
    socket.write(pdf.subarray(0, 1024 * 1024));
    // The server is writing the part to staging when it dies.
    const deadline = Date.now() + 10_000;
    while (storedFiles(dataDir).staging.length === 0 && Date.now() < deadline) await sleep(50);
    expect(storedFiles(dataDir).staging.length, `${answer} ${JSON.stringify(storedFiles(dataDir))}`).toBeGreaterThan(0);

    const killed = child;
    const exited = new Promise((resolve) => killed.once("exit", resolve));
    killed.kill("SIGKILL");
    await exited;
    socket.destroy();

    child = await start(port, adminPort, url.toString());
    token = await tokenOf();

    // The completed file's job survived: it ends final.
    let status = "";
    const until = Date.now() + 120_000;
    while (!FINAL.includes(status) && Date.now() < until) {
      const r = await fetch(`${api}/organizations/${orgId}/financial-files/${doneId}`, { headers: headers() });
      expect(r.status).toBe(200);
      status = ((await r.json()) as { status: string }).status;
      if (!FINAL.includes(status)) await sleep(250);
    }
    expect(FINAL).toContain(status);

    // The interrupted upload left no row, and every row is final.
    const list = (await (
      await fetch(`${api}/organizations/${orgId}/financial-files?limit=100&offset=0`, { headers: headers() })
    ).json()) as { items: Array<{ id: string; status: string; original_filename: string }> };
    expect(list.items.map((f) => f.original_filename)).toEqual(["done.pdf"]);
    for (const f of list.items) expect(FINAL).toContain(f.status);
    // One stored object (the completed file); the interrupted part never left staging.
    expect(storedFiles(dataDir).objects).toHaveLength(1);
  });
});
