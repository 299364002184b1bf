import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/files";
import { onPostgres } from "../../../test/support/harness";
import {
  accepts,
  createDatabase,
  createOrgOn,
  dropDatabase,
  type Instance,
  type InstanceOrg,
  killInstance,
  startInstance,
  tokenOn,
} from "../../../test/support/instance";
import { type Receiver, startReceiver } from "../../../test/support/webhook-receiver";
import type { FinancialFile } from "../../contract/files";
import type { WebhookDelivery, WebhookEndpointWithSecret } from "../../contract/webhooks";

/**
 * Graceful drain (issue 27, docs/operations.md): SIGTERM to the real server process while
 * multi-MB uploads are half-way through their bodies, list requests run in a loop and a webhook
 * delivery job is running. Nothing accepted is lost: every upload whose request the server had
 * (it answered 100 Continue) completes with 200 and is stored; every answer is whole (200, or the
 * contract's 503 on a connection that was open), and after SIGTERM new connections are refused;
 * `/readyz` answers 503 while the uploads are still arriving; the running job is handed back to
 * the queue without counting its attempt; the process exits 0. A second instance started on the
 * same database (PostgreSQL, or the same embedded data directory) serves every file byte for byte,
 * extracts each one and delivers the webhook.
 *
 * Runs once per suite: in the api-postgres project when TEST_DATABASE_URL is set, else on the
 * embedded database (whose data directory the second instance opens after the first has exited).
 */

const ADMIN_TOKEN = `drain-${randomBytes(12).toString("hex")}`;
const UPLOADS = 6;
const FILE_BYTES = 3 * 1024 * 1024;
const LOAD_LOOPS = 4;
const base = process.env.TEST_DATABASE_URL ?? "";

interface LoadOutcome {
  /** A response started (status line received). */
  answered: boolean;
  status?: number;
  /** The body arrived whole. */
  complete?: boolean;
  body?: string;
  connection?: string;
  /** The error of a request that got no response (its connection was refused or closed). */
  code?: string;
  afterSigterm: boolean;
}

interface UploadAnswer {
  status: number;
  body: string;
  connection: string | undefined;
}

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** A PDF of about FILE_BYTES (a long comment makes it big; each one unique). */
function bigPdf(i: number): Buffer {
  const head = Buffer.from(`%PDF-1.4\n% drain upload ${i} ${randomBytes(8).toString("hex")}\n% `);
  const filler = Buffer.from(randomBytes(FILE_BYTES / 2).toString("hex"));
  return Buffer.concat([head, filler, Buffer.from("\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n")]);
}

/**
 * A multipart upload on a connection of its own, with `Expect: 100-continue`: `inFlight` resolves
 * once the server has the request (100 Continue) and half of the body is sent; `sendRest()` sends
 * the other half in 256 KiB writes.
 */
function startUpload(instance: Instance, headers: Record<string, string>, orgId: string, bytes: Buffer, name: string) {
  const boundary = `----drain-${randomBytes(6).toString("hex")}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nEUR\r\n` +
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${name}"\r\n` +
      "Content-Type: application/pdf\r\n\r\n",
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const body = Buffer.concat([head, bytes, tail]);
  const half = Math.floor(body.length / 2);
  let accepted = false;
  const req = http.request(`${instance.origin}/v1-beta/organizations/${orgId}/financial-files`, {
    method: "POST",
    agent: false,
    headers: {
      ...headers,
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "content-length": String(body.length),
      expect: "100-continue",
    },
  });
  // Errors reach the promises below; a second one (after a cut connection) is expected too.
  req.on("error", () => {});
  const inFlight = new Promise<void>((resolve, reject) => {
    req.once("continue", () => {
      accepted = true;
      req.write(body.subarray(0, half), () => resolve());
    });
    req.once("error", reject);
  });
  const answer = new Promise<UploadAnswer>((resolve, reject) => {
    req.once("error", reject);
    req.once("response", (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.once("error", reject);
      res.once("end", () =>
        resolve({
          status: res.statusCode ?? 0,
          body: Buffer.concat(chunks).toString(),
          connection: res.headers.connection,
        }),
      );
    });
  });
  const sendRest = async () => {
    for (let at = half; at < body.length; at += 256 * 1024) {
      const chunk = body.subarray(at, Math.min(body.length, at + 256 * 1024));
      await new Promise<void>((resolve, reject) => req.write(chunk, (err) => (err ? reject(err) : resolve())));
    }
    req.end();
  };
  return { inFlight, answer, sendRest, bytes, isAccepted: () => accepted };
}

/** One GET on a kept-alive connection of `agent`, classified (never throws). */
function loadRequest(url: string, headers: Record<string, string>, agent: http.Agent, signalled: () => boolean) {
  return new Promise<LoadOutcome>((resolve) => {
    let responded = false;
    const req = http.get(url, { headers, agent }, (res) => {
      responded = true;
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      const half = () =>
        resolve({ answered: true, status: res.statusCode, complete: false, afterSigterm: signalled() });
      res.once("aborted", half);
      res.once("error", half);
      res.once("end", () =>
        resolve({
          answered: true,
          status: res.statusCode,
          complete: res.complete,
          body: Buffer.concat(chunks).toString(),
          connection: res.headers.connection,
          afterSigterm: signalled(),
        }),
      );
    });
    req.once("error", (err: NodeJS.ErrnoException) => {
      if (!responded) resolve({ answered: false, code: err.code ?? err.message, afterSigterm: signalled() });
    });
  });
}

/** A `/readyz` request whose head is half sent: the connection is busy, not idle. */
function startProbe(port: number) {
  const socket = net.connect({ port, host: "127.0.0.1" });
  const chunks: Buffer[] = [];
  socket.on("data", (c: Buffer) => chunks.push(c));
  const ended = new Promise<string>((resolve, reject) => {
    socket.once("error", reject);
    socket.once("close", () => resolve(Buffer.concat(chunks).toString()));
  });
  const started = new Promise<void>((resolve, reject) => {
    socket.once("connect", () => socket.write("GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n", () => resolve()));
    socket.once("error", reject);
  });
  return { started, finish: () => socket.write("\r\n"), ended };
}

function codesOf(body: string): string[] {
  return (JSON.parse(body) as { detail: Array<{ code: string }> }).detail.map((d) => d.code);
}

// On PostgreSQL when TEST_DATABASE_URL is set (api-postgres project), else on the embedded database:
// one run per suite, since each starts two server processes.
const runHere = onPostgres || !base;

describe.runIf(runHere)(
  `graceful drain: SIGTERM during uploads (${onPostgres ? "PostgreSQL" : "embedded PGlite"})`,
  () => {
    let dataDir = "";
    let dbName = "";
    let receiver: Receiver | undefined;
    const instances: Instance[] = [];

    afterAll(async () => {
      for (const instance of instances) await killInstance(instance);
      await receiver?.close();
      if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
      if (dbName) await dropDatabase(base, dbName);
    }, 60_000);

    it("loses no accepted request or upload, refuses new connections, hands the running job back and exits 0", {
      timeout: 300_000,
    }, async () => {
      receiver = await startReceiver();
      // The first delivery hangs (the job is running at SIGTERM); the next one is answered.
      receiver.respond = (_req, n) => (n === 0 ? "hang" : { status: 200, body: "ok" });
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-drain-"));
      const env: NodeJS.ProcessEnv = {
        ADMIN_TOKEN,
        DATA_DIR: dataDir,
        CONSOLE_DIR: path.join(dataDir, "no-console"),
        LOG_LEVEL: "info",
        WEBHOOK_ALLOW_PRIVATE_URLS: "1",
        // Generous: the uploads finish long before on any machine; the bound is not what is tested.
        SHUTDOWN_GRACE_SECONDS: "120",
        // The half-sent uploads and probe wait for the steps before SIGTERM; on a loaded machine that may be long.
        REQUEST_TIMEOUT_MS: "180000",
        HEADERS_TIMEOUT_MS: "180000",
        TOKEN_RATE_PER_CLIENT: "1000",
        TOKEN_RATE_PER_ADDRESS: "10000",
      };
      if (onPostgres) {
        const db = await createDatabase(base, "cas_drain");
        dbName = db.name;
        env.DATABASE_URL = db.url;
      }
      const a = await startInstance(env);
      instances.push(a);
      const org: InstanceOrg = await createOrgOn(a, ADMIN_TOKEN, "Drain Forwarding");
      const token = await tokenOn(a, org);
      const headers = {
        authorization: `Bearer ${token}`,
        "requester-organization-id": org.id,
        "target-organization-id": org.id,
      };

      // A webhook endpoint whose delivery will be running (its receiver holds the request) at SIGTERM.
      const endpoint = await fetch(`${a.origin}/v1-beta/webhook-endpoints`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ url: `${receiver.url}/drain`, event_types: ["webhook.test"] }),
      });
      expect(endpoint.status).toBe(201);
      const endpointId = ((await endpoint.json()) as WebhookEndpointWithSecret).id;

      // Load: list requests in a loop on kept-alive connections, until the uploads are answered.
      let signalled = false;
      let loading = true;
      const agent = new http.Agent({ keepAlive: true, maxSockets: LOAD_LOOPS });
      const outcomes: LoadOutcome[] = [];
      const listUrl = `${a.origin}/v1-beta/organizations/${org.id}/financial-files`;
      const loops = Array.from({ length: LOAD_LOOPS }, async () => {
        while (loading) {
          const outcome = await loadRequest(listUrl, headers, agent, () => signalled);
          outcomes.push(outcome);
          // A refused connection fails at once: pace the retries.
          if (!outcome.answered) await new Promise((r) => setTimeout(r, 20));
        }
      });
      await eventually(
        async () => outcomes.length,
        (n) => n >= 2 * LOAD_LOOPS,
        60_000,
      );

      // Multi-MB uploads, each half sent; a readiness probe half sent.
      const uploads = Array.from({ length: UPLOADS }, (_, i) =>
        startUpload(a, headers, org.id, bigPdf(i), `drain-${i}.pdf`),
      );
      await Promise.all(uploads.map((u) => u.inFlight));
      const probe = startProbe(a.port);
      await probe.started;
      // The delivery starts last, so that its attempt (10 s time-out) is surely running at SIGTERM.
      const sent = await fetch(`${a.origin}/v1-beta/webhook-endpoints/${endpointId}/tests`, {
        method: "POST",
        headers,
      });
      expect(sent.status).toBe(202);
      const deliveryId = ((await sent.json()) as WebhookDelivery).id;
      await receiver.waitFor((list) => list.find((r) => r.path === "/drain"), 60_000);
      // One round trip through the server: it has read the probe's bytes by the time this is answered.
      expect((await fetch(`${a.origin}/healthz`)).status).toBe(200);

      a.child.kill("SIGTERM");
      signalled = true;
      // The listener closes: new connections are refused (the instance has begun to drain).
      await eventually(
        () => accepts(a.port),
        (open) => !open,
        60_000,
      );
      expect(a.child.exitCode).toBeNull();

      // The readiness probe whose request was under way answers 503 while the uploads still arrive.
      probe.finish();
      const probeAnswer = await probe.ended;
      expect(probeAnswer).toMatch(/^HTTP\/1\.1 503 /);
      expect(probeAnswer.toLowerCase()).toContain("connection: close");
      expect(codesOf(probeAnswer.slice(probeAnswer.indexOf("\r\n\r\n") + 4))).toEqual(["service_not_ready"]);

      // A request on a new connection is refused by the connection, never half answered.
      const late = await loadRequest(listUrl, headers, new http.Agent({ keepAlive: false }), () => true);
      expect(late).toMatchObject({ answered: false, code: "ECONNREFUSED" });

      // The uploads finish their bodies now, after SIGTERM, and every one is answered and recorded.
      for (const u of uploads) void u.sendRest();
      const answers = await Promise.all(uploads.map((u) => u.answer));
      loading = false;
      await Promise.all(loops);
      agent.destroy();
      const files: FinancialFile[] = [];
      for (const [i, answer] of answers.entries()) {
        expect(uploads[i]?.isAccepted()).toBe(true);
        expect(answer.status, answer.body).toBe(200);
        // Answered while draining: the connection closes after the answer.
        expect(answer.connection).toBe("close");
        const file = JSON.parse(answer.body) as FinancialFile;
        expect(file.sha256).toBe(sha(uploads[i]?.bytes ?? Buffer.alloc(0)));
        files.push(file);
      }

      // The load: every answer whole and right; after SIGTERM, refusals by connection or the 503.
      expect(outcomes.filter((o) => o.answered && o.status === 200 && !o.afterSigterm).length).toBeGreaterThan(0);
      expect(outcomes.some((o) => o.afterSigterm && !o.answered)).toBe(true);
      for (const o of outcomes) {
        if (!o.answered) {
          expect(o.afterSigterm, `refused before SIGTERM: ${o.code}`).toBe(true);
          expect(["ECONNREFUSED", "ECONNRESET", "EPIPE"]).toContain(o.code);
          continue;
        }
        expect(o.complete, `a half answer (${o.status})`).toBe(true);
        if (o.status === 200) {
          expect(Array.isArray((JSON.parse(o.body ?? "") as { items: unknown }).items)).toBe(true);
        } else {
          expect(o.status).toBe(503);
          expect(o.afterSigterm).toBe(true);
          expect(o.connection).toBe("close");
          expect(codesOf(o.body ?? "")).toEqual(["service_under_maintenance"]);
        }
      }

      // The process drained and exited 0, after handing the running delivery back to the queue.
      expect(await a.exited, a.output.join("")).toBe(0);
      expect(a.output.join("")).toContain("job released: the worker is stopping");

      // A second instance on the same database (or data directory) has everything.
      // B has a short grace and no request time-out of its own: only the grace can end a stalled upload.
      const b = await startInstance({ ...env, SHUTDOWN_GRACE_SECONDS: "2", REQUEST_TIMEOUT_MS: "600000" });
      instances.push(b);
      const tokenB = await tokenOn(b, org);
      const headersB = { ...headers, authorization: `Bearer ${tokenB}` };
      for (const [i, file] of files.entries()) {
        const r = await fetch(`${b.origin}/v1-beta/organizations/${org.id}/financial-files/${file.id}/content`, {
          headers: headersB,
        });
        expect(r.status).toBe(200);
        expect(sha(Buffer.from(await r.arrayBuffer()))).toBe(sha(uploads[i]?.bytes ?? Buffer.alloc(0)));
      }
      const list = await fetch(`${b.origin}/v1-beta/organizations/${org.id}/financial-files`, { headers: headersB });
      expect(((await list.json()) as { total_items: number }).total_items).toBe(UPLOADS);

      // The released delivery runs again on B; the interrupted attempt did not count.
      const delivered = await eventually(
        async () => {
          const r = await fetch(`${b.origin}/v1-beta/webhook-endpoints/${endpointId}/deliveries`, {
            headers: headersB,
          });
          return ((await r.json()) as { items: WebhookDelivery[] }).items.find((d) => d.id === deliveryId);
        },
        (d) => d?.status === "succeeded",
        90_000,
        200,
      );
      expect(delivered).toMatchObject({ attempt: 1, response_status: 200 });
      const received = receiver.received.filter((r) => r.path === "/drain");
      expect(received).toHaveLength(2);
      expect(new Set(received.map((r) => r.headers["webhook-id"])).size).toBe(1);

      // Every upload's extraction job, queued during the drain, runs to a final status.
      for (const file of files) {
        await eventually(
          async () => {
            const r = await fetch(`${b.origin}/v1-beta/organizations/${org.id}/financial-files/${file.id}`, {
              headers: headersB,
            });
            return ((await r.json()) as FinancialFile).status;
          },
          (status) => status !== "uploaded" && status !== "processing",
          120_000,
          200,
        );
      }

      // The grace bounds the drain: an upload that stalls half-way is cut when it ends (the client
      // gets no answer, so it uploads again), and the process still exits 0.
      const stalled = startUpload(b, headersB, org.id, bigPdf(UPLOADS), "stalled.pdf");
      await stalled.inFlight;
      const stalledOutcome = stalled.answer.then(
        (answer) => `answered ${answer.status}`,
        () => "cut",
      );
      b.child.kill("SIGTERM");
      expect(await b.exited, b.output.join("")).toBe(0);
      expect(await stalledOutcome).toBe("cut");
      expect(b.output.join("")).toContain("shutdown grace is over");
    });
  },
);
