import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import pg from "pg";
import { Webhook } from "standardwebhooks";
import type { FinancialDocument, FinancialDocumentDetail } from "../src/contract/documents";
import type { FinancialFile } from "../src/contract/files";
import { buildStatementPdf, rowsFromFigures } from "../src/server/statements/pdf-writer";
import { balanceSheetKeys, incomeStatementKeys, sampleYears } from "../src/server/statements/sample-figures";
import { freePorts } from "../test/support/instance";
import { startS3 } from "../test/support/s3";
import { startReceiver } from "../test/support/webhook-receiver";
import { PERFORMANCE_DOC, writePerformanceBlock } from "./performance-doc";

/**
 * The soak (`npm run soak`, issue 27): two real instances of the server (`src/server/main.ts` as
 * child processes, as `npm start` runs it) on one fresh PostgreSQL database, one Redis and one
 * S3-compatible bucket (s3rver in this process), driven for a bounded time by a realistic mix:
 * tokens, application list and detail reads, new applications and their moves, file list reads,
 * uploads of statement PDFs with their extraction, corrections of the extracted documents, and
 * webhooks of every event to a local receiver. Each request goes to one instance or the other.
 *
 * Reports throughput, p50/p99 per operation, the error count (any answer other than the expected
 * 2xx, and any network error), resident memory and open file descriptors of each instance at the
 * start and end of the load (read from /proc/<pid>/status and /proc/<pid>/fd), the job lag (upload
 * answered → the file seen in a final status), whether every accepted upload was extracted (final
 * status `valid` with documents) and whether every webhook event arrived.
 *
 *   npm run soak -- [--duration 300] [--short] [--users 8] [--no-write]
 *
 * `--short` is the CI version (25 s, 4 users). Without `--short` or `--no-write`, the figures go to
 * docs/performance.md under "## Soak". Needs PostgreSQL (SOAK_DATABASE_URL, else TEST_DATABASE_URL,
 * else postgres://postgres@127.0.0.1:5432/postgres: a database of its own is created and dropped)
 * and Redis (SOAK_REDIS_URL, else TEST_REDIS_URL, else redis://127.0.0.1:6379).
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

export const operations = [
  "token",
  "applications.list",
  "applications.detail",
  "applications.create",
  "applications.move",
  "files.list",
  "files.upload",
  "files.detail",
  "documents.list",
  "documents.detail",
  "documents.correct",
] as const;
export type Operation = (typeof operations)[number];

/** How often a virtual user picks each operation (files.detail and documents.list follow uploads). */
const weights: Partial<Record<Operation, number>> = {
  token: 4,
  "applications.list": 20,
  "applications.detail": 20,
  "applications.create": 8,
  "applications.move": 16,
  "files.list": 10,
  "files.upload": 6,
  "documents.correct": 6,
};

export interface SoakOptions {
  durationSeconds: number;
  /** Virtual users: each runs one operation after the other. */
  users: number;
  /** Pause of each user between two operations (random, 0 to this). */
  thinkMs: number;
  /** After the load: how long to wait for the last extractions and webhooks. */
  drainSeconds: number;
  databaseUrl: string;
  redisUrl: string;
  log: (line: string) => void;
}

export interface OperationFigures {
  count: number;
  errors: number;
  p50Ms: number;
  p99Ms: number;
}

export interface InstanceFigures {
  name: string;
  /** Resident memory (VmRSS) and open file descriptors before and after the load. */
  rssStartMb: number;
  rssEndMb: number;
  rssPeakMb: number;
  /** Resident memory once warmed up (at a fifth of the load), to tell warm-up from growth. */
  rssWarmMb: number;
  fdsStart: number;
  fdsEnd: number;
  fdsPeak: number;
  /** Requests this instance answered. */
  requests: number;
  /** Exit code after SIGTERM (0 = drained cleanly). */
  exitCode: number | null;
}

export interface SoakReport {
  durationSeconds: number;
  users: number;
  cpus: number;
  loadAverage: [number, number, number];
  requests: number;
  throughputPerSecond: number;
  errors: number;
  errorSamples: string[];
  perOperation: Record<Operation, OperationFigures>;
  instances: InstanceFigures[];
  uploadsAccepted: number;
  uploadsExtracted: number;
  /** Accepted uploads that ended other than `valid` with documents, or never ended. */
  uploadsNotExtracted: string[];
  jobLagP50Ms: number;
  jobLagP99Ms: number;
  jobLagMaxMs: number;
  applicationsCreated: number;
  applicationMoves: number;
  corrections: number;
  webhookEventsExpected: number;
  webhookEventsReceived: number;
  /** Expected events that never arrived (type and resource id). */
  webhooksMissing: string[];
  /** Deliveries whose signature did not verify under the endpoint's secret. */
  webhookSignatureFailures: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

interface Instance {
  name: string;
  origin: string;
  adminOrigin: string;
  dataDir: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
  requests: number;
}

/** Resident memory (MB) and open file descriptors of a process, from /proc (Linux). */
function processUsage(pid: number | undefined): { rssMb: number; fds: number } {
  if (pid === undefined) return { rssMb: 0, fds: 0 };
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    const rssKb = Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0);
    const fds = fs.readdirSync(`/proc/${pid}/fd`).length;
    return { rssMb: rssKb / 1024, fds };
  } catch {
    return { rssMb: 0, fds: 0 };
  }
}

async function startInstance(name: string, env: NodeJS.ProcessEnv): Promise<Instance> {
  const [port, adminPort] = (await freePorts(2)) as [number, number];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cas-soak-${name}-`));
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_PORT: String(adminPort),
      DATA_DIR: dataDir,
      CONSOLE_DIR: path.join(dataDir, "no-console"),
      LOG_LEVEL: "warn",
      LOG_FORMAT: "json",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  // Only the last lines are kept (for a failure's message), so a long soak holds no growing log.
  const keep = (d: Buffer) => {
    output.push(d.toString());
    if (output.length > 200) output.shift();
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    adminOrigin: `http://127.0.0.1:${adminPort}`,
    dataDir,
    child,
    output,
    exited,
    requests: 0,
  };
}

async function ready(instance: Instance): Promise<void> {
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output.join("")}`);
    }
    const r = await fetch(`${instance.origin}/readyz`).catch(() => undefined);
    if (r?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${instance.name} never became ready:\n${instance.output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

interface Org {
  id: string;
  name: string;
  email: string;
  clientId: string;
  clientSecret: string;
  token: string;
}

class SoakError extends Error {}

type AppStatus = "pending" | "internal_review" | "external_review" | "needs_action";

interface App {
  id: string;
  status: AppStatus;
  shipper: Org;
}

interface PendingUpload {
  fileId: string;
  answeredAt: number;
}

const requestChangesBody = {
  financial_analysis_type: "full",
  financial_documents: ["year_end_financial"],
  additional_documents: "Audited balance sheet",
  message: "Please send the audited statements",
};

/** Runs the soak and returns its figures; throws only when the set-up itself fails. */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const log = options.log;
  const adminToken = `soak-${randomBytes(16).toString("hex")}`;
  const databaseName = `cas_soak_${process.pid}_${randomBytes(4).toString("hex")}`;
  const admin = new pg.Client({ connectionString: options.databaseUrl });
  await admin.connect();
  await admin.query(`create database ${databaseName}`);
  await admin.end();
  const dbUrl = new URL(options.databaseUrl);
  dbUrl.pathname = `/${databaseName}`;

  const s3 = await startS3(`cas-soak-${randomBytes(3).toString("hex")}`);
  // s3rver (the test double, not the service) removes a key's folder when its last object goes and
  // races a concurrent write into it (ENOENT in s3rver's own process). A plain file that is no S3
  // object keeps the folders the instances write to from ever being empty.
  for (const folder of ["staging", "files"]) {
    const dir = path.join(s3.directory, s3.settings.bucket, folder);
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, ".soak-keep"), "");
  }
  const receiver = await startReceiver();
  const instances: Instance[] = [];
  const cleanups: Array<() => Promise<void>> = [
    async () => {
      await receiver.close();
      await s3.close();
      const c = new pg.Client({ connectionString: options.databaseUrl });
      await c.connect();
      await c.query(`drop database if exists ${databaseName} with (force)`);
      await c.end();
    },
  ];
  // Should this process die abruptly (an uncaught error), the instances must not outlive it.
  const killInstances = () => {
    for (const instance of instances) if (instance.child.exitCode === null) instance.child.kill("SIGKILL");
  };
  process.once("exit", killInstances);
  try {
    const env: NodeJS.ProcessEnv = {
      ADMIN_TOKEN: adminToken,
      DATABASE_URL: dbUrl.toString(),
      REDIS_URL: options.redisUrl,
      FILE_STORAGE: "s3",
      S3_BUCKET: s3.settings.bucket,
      S3_REGION: s3.settings.region,
      S3_ENDPOINT: s3.settings.endpoint,
      S3_FORCE_PATH_STYLE: "1",
      AWS_ACCESS_KEY_ID: "S3RVER",
      AWS_SECRET_ACCESS_KEY: "S3RVER",
      WEBHOOK_ALLOW_PRIVATE_URLS: "1",
      // The soak measures the service, not the token rate limits (they would refuse most token calls).
      TOKEN_RATE_PER_CLIENT: "1000000",
      TOKEN_RATE_PER_ADDRESS: "1000000",
    };
    log(
      `Starting two instances on database ${databaseName}, Redis ${options.redisUrl}, s3rver ${s3.settings.endpoint}…`,
    );
    instances.push(...(await Promise.all([startInstance("a", env), startInstance("b", env)])));
    await Promise.all(instances.map(ready));
    return await drive(options, instances, adminToken, receiver);
  } finally {
    for (const instance of instances) {
      if (instance.child.exitCode === null) instance.child.kill("SIGTERM");
      await instance.exited;
      fs.rmSync(instance.dataDir, { recursive: true, force: true });
    }
    process.off("exit", killInstances);
    for (const cleanup of cleanups) await cleanup();
  }
}

async function drive(
  options: SoakOptions,
  instances: Instance[],
  adminToken: string,
  receiver: Awaited<ReturnType<typeof startReceiver>>,
): Promise<SoakReport> {
  const log = options.log;
  const timings = new Map<Operation, number[]>(operations.map((o) => [o, []]));
  const errorsBy = new Map<Operation, number>(operations.map((o) => [o, 0]));
  const errorSamples: string[] = [];
  let turn = 0;
  const pick = (): Instance => {
    turn += 1;
    return instances[turn % instances.length] as Instance;
  };

  /** One call: timed, counted per instance, an error unless the status is the expected one. */
  async function call<T>(
    op: Operation,
    method: string,
    urlPath: string,
    init: { org: Org; target?: string; body?: unknown; form?: FormData; headers?: Record<string, string> },
    expected: number[] = [200],
  ): Promise<T> {
    const via = pick();
    const headers: Record<string, string> = {
      authorization: `Bearer ${init.org.token}`,
      "requester-organization-id": init.org.id,
      "target-organization-id": init.target ?? init.org.id,
      ...init.headers,
    };
    let body: string | FormData | undefined;
    if (init.form) body = init.form;
    else if (init.body !== undefined) {
      body = JSON.stringify(init.body);
      headers["content-type"] = "application/json";
    }
    const start = performance.now();
    via.requests += 1;
    let status = 0;
    let text = "";
    try {
      const r = await fetch(`${via.origin}/v1-beta${urlPath}`, { method, headers, body });
      status = r.status;
      text = await r.text();
    } catch (err) {
      text = String(err);
    }
    timings.get(op)?.push(performance.now() - start);
    if (!expected.includes(status)) {
      errorsBy.set(op, (errorsBy.get(op) ?? 0) + 1);
      if (errorSamples.length < 20)
        errorSamples.push(`${op} ${method} ${urlPath} via ${via.name}: ${status} ${text.slice(0, 300)}`);
      throw new SoakError(`${op}: ${status}`);
    }
    return (text ? JSON.parse(text) : undefined) as T;
  }

  async function newToken(org: Org): Promise<string> {
    const via = pick();
    via.requests += 1;
    const start = performance.now();
    let status = 0;
    let text = "";
    try {
      const r = await fetch(`${via.origin}/v1-beta/oauth2/token`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ client_id: org.clientId, client_secret: org.clientSecret }),
      });
      status = r.status;
      text = await r.text();
    } catch (err) {
      text = String(err);
    }
    timings.get("token")?.push(performance.now() - start);
    if (status !== 200) {
      errorsBy.set("token", (errorsBy.get("token") ?? 0) + 1);
      if (errorSamples.length < 20) errorSamples.push(`token via ${via.name}: ${status} ${text.slice(0, 300)}`);
      throw new SoakError(`token: ${status}`);
    }
    return (JSON.parse(text) as { access_token: string }).access_token;
  }

  async function createOrg(label: string): Promise<Org> {
    const name = `Soak ${label} ${randomUUID().slice(0, 8)}`;
    const email = `soak-${randomUUID().slice(0, 8)}@example.test`;
    const r = await fetch(`${(instances[0] as Instance).adminOrigin}/admin/organizations`, {
      method: "POST",
      headers: { authorization: `Bearer ${adminToken}`, "content-type": "application/json" },
      body: JSON.stringify({ name, email, subscription: true }),
    });
    if (r.status !== 201) throw new Error(`create organization: ${r.status} ${await r.text()}`);
    const body = (await r.json()) as { organization: { id: string }; client_id: string; client_secret: string };
    const org: Org = {
      id: body.organization.id,
      name,
      email,
      clientId: body.client_id,
      clientSecret: body.client_secret,
      token: "",
    };
    org.token = await newToken(org);
    return org;
  }

  // Set-up: one forwarder (the Host, who reviews and uploads) and three shippers (its Guests, who apply).
  const forwarder = await createOrg("forwarder");
  const shippers: Org[] = [];
  for (let i = 0; i < 3; i += 1) {
    const shipper = await createOrg(`shipper ${i + 1}`);
    const partner = await call<{ id: string }>(
      "applications.create",
      "POST",
      "/partners",
      { org: forwarder, body: { company_name: shipper.name, partner_type: "customer", email: shipper.email } },
      [201],
    );
    await call("applications.create", "POST", `/invitations/${partner.id}/acceptance`, { org: shipper });
    shippers.push(shipper);
  }
  const endpoint = await call<{ secret: string }>(
    "applications.create",
    "POST",
    "/webhook-endpoints",
    { org: forwarder, body: { url: `${receiver.url}/forwarder`, event_types: ["*"], description: "soak receiver" } },
    [201],
  );
  // Every delivery's signature is checked as it arrives (Standard Webhooks; the timestamp must be fresh).
  const signer = new Webhook(endpoint.secret);
  let badSignatures = 0;
  receiver.respond = (req) => {
    try {
      signer.verify(req.body, req.headers);
    } catch {
      badSignatures += 1;
    }
    return { status: 200, body: "ok" };
  };
  // The set-up calls are not part of the figures.
  for (const list of timings.values()) list.length = 0;
  for (const instance of instances) instance.requests = 0;

  // What the load did, to check afterwards.
  const open: App[] = [];
  const busy = new Set<string>();
  const known: string[] = [];
  const created: string[] = [];
  const moves = new Map<string, number>();
  const pending = new Map<string, PendingUpload>();
  const accepted: string[] = [];
  const extracted = new Set<string>();
  const notExtracted = new Map<string, string>();
  const lags: number[] = [];
  const documents: string[] = [];
  let corrections = 0;
  let uploadSeq = 0;

  const any = <T>(xs: readonly T[]): T | undefined => xs[Math.floor(Math.random() * xs.length)];

  async function createApplication(): Promise<void> {
    const shipper = any(shippers) as Org;
    const kind = Math.random() < 0.5 ? "credit-terms" : "factoring";
    const body =
      kind === "credit-terms"
        ? { amount: 20000 + Math.floor(Math.random() * 80000), currency: "EUR", payment_terms: "NET 30" }
        : {
            amount: 50000 + Math.floor(Math.random() * 50000),
            currency: "USD",
            payment_terms: "NET 60",
            details: { requested_amount: 40000, purpose: "Working capital" },
          };
    const app = await call<{ id: string }>(
      "applications.create",
      "POST",
      `/credit-applications/${kind}`,
      { org: shipper, target: forwarder.id, body },
      [201],
    );
    open.push({ id: app.id, status: "pending", shipper });
    known.push(app.id);
    created.push(app.id);
  }

  /** The next step of an open application, by the party whose turn it is. */
  async function moveApplication(): Promise<void> {
    const candidates = open.filter((a) => !busy.has(a.id));
    const app = any(candidates);
    if (!app) return createApplication();
    busy.add(app.id);
    try {
      const r = Math.random();
      let segment: string;
      let next: AppStatus | "final";
      let by = forwarder;
      let body: unknown = {};
      if (app.status === "pending") [segment, next] = ["internal-review", "internal_review"];
      else if (app.status === "needs_action") {
        [segment, next, by] = ["resubmit", "pending", app.shipper];
      } else if (app.status === "internal_review" && r < 0.25) [segment, next] = ["external-review", "external_review"];
      else if (r < 0.45) {
        [segment, next, body] = ["request-changes", "needs_action", requestChangesBody];
      } else if (r < 0.65) [segment, next, body] = ["decline", "final", { reason: "Soak: outside appetite" }];
      else [segment, next] = ["approve", "final"];
      await call(
        "applications.move",
        "POST",
        `/credit-applications/${app.id}/statuses/${segment}`,
        by === forwarder ? { org: by, body } : { org: by, target: forwarder.id, body },
      );
      moves.set(app.id, (moves.get(app.id) ?? 0) + 1);
      if (next === "final") open.splice(open.indexOf(app), 1);
      else app.status = next;
    } finally {
      busy.delete(app.id);
    }
  }

  async function upload(): Promise<void> {
    uploadSeq += 1;
    // Distinct figures (so distinct bytes) for every upload: a balance sheet and an income statement.
    const y = sampleYears(1000 + uploadSeq);
    const pdf = await buildStatementPdf({
      companyName: forwarder.name,
      statements: [
        {
          documentType: "balance_sheet",
          columns: [{ date: "2025-12-31" }],
          rows: rowsFromFigures(balanceSheetKeys, [y.current.bs], "plain"),
        },
        {
          documentType: "income_statement",
          columns: [{ date: "2025-12-31" }],
          rows: rowsFromFigures(incomeStatementKeys, [y.current.is], "plain"),
        },
      ],
    });
    const form = new FormData();
    form.append("currency", "EUR");
    form.append("file", new Blob([new Uint8Array(pdf)], { type: "application/pdf" }), `soak-${uploadSeq}.pdf`);
    const file = await call<FinancialFile>("files.upload", "POST", `/organizations/${forwarder.id}/financial-files`, {
      org: forwarder,
      form,
    });
    accepted.push(file.id);
    pending.set(file.id, { fileId: file.id, answeredAt: performance.now() });
  }

  async function correct(): Promise<void> {
    const id = any(documents.filter((d) => !busy.has(d)));
    if (!id) return;
    busy.add(id);
    try {
      const doc = await call<FinancialDocumentDetail>(
        "documents.detail",
        "GET",
        `/organizations/${forwarder.id}/documents/${id}`,
        { org: forwarder },
      );
      const item = any(doc.line_items.filter((li) => typeof li.amount === "number"));
      if (!item) return;
      await call("documents.correct", "PATCH", `/organizations/${forwarder.id}/documents/${id}`, {
        org: forwarder,
        headers: { "if-match": `"${doc.version}"` },
        body: { line_items: [{ key: item.key, amount: (item.amount as number) + 1 }], review_status: "reviewed" },
      });
      corrections += 1;
    } finally {
      busy.delete(id);
    }
  }

  async function one(op: Operation): Promise<void> {
    switch (op) {
      case "token": {
        const org = any([forwarder, ...shippers]) as Org;
        org.token = await newToken(org);
        return;
      }
      case "applications.list": {
        const asShipper = Math.random() < 0.3;
        const shipper = any(shippers) as Org;
        // Now and then filtered by status, as the console's list is.
        const filter = Math.random() < 0.3 ? "&credit_application_statuses=pending" : "";
        await call(
          op,
          "GET",
          `/credit-applications?limit=20&offset=0${filter}`,
          asShipper ? { org: shipper, target: forwarder.id } : { org: forwarder },
        );
        return;
      }
      case "applications.detail": {
        const id = any(known);
        if (!id) return createApplication();
        await call(op, "GET", `/credit-applications/${id}`, { org: forwarder });
        return;
      }
      case "applications.create":
        return createApplication();
      case "applications.move":
        return moveApplication();
      case "files.list":
        await call(op, "GET", `/organizations/${forwarder.id}/financial-files?limit=20`, { org: forwarder });
        return;
      case "files.upload":
        return upload();
      case "documents.correct":
        return correct();
      default:
        return;
    }
  }

  const weighted: Operation[] = Object.entries(weights).flatMap(([op, w]) => Array<Operation>(w).fill(op as Operation));

  /** Polls the pending uploads until each reaches a final status; then reads its documents. */
  async function pollUploads(): Promise<void> {
    for (const upload of [...pending.values()]) {
      const file = await call<FinancialFile>(
        "files.detail",
        "GET",
        `/organizations/${forwarder.id}/financial-files/${upload.fileId}`,
        {
          org: forwarder,
        },
      ).catch(() => undefined);
      if (!file || file.status === "uploaded" || file.status === "processing") continue;
      lags.push(performance.now() - upload.answeredAt);
      pending.delete(upload.fileId);
      const docs = await call<{ items: FinancialDocument[] }>(
        "documents.list",
        "GET",
        `/organizations/${forwarder.id}/documents?file_id=${upload.fileId}`,
        { org: forwarder },
      ).catch(() => undefined);
      const count = docs?.items.length ?? 0;
      if (file.status === "valid" && count > 0) {
        extracted.add(upload.fileId);
        documents.push(...(docs?.items ?? []).map((d) => d.id));
      } else {
        notExtracted.set(upload.fileId, `${file.status}, ${count} documents: ${file.file_message ?? ""}`);
      }
    }
  }

  const samples = new Map<string, Array<{ rssMb: number; fds: number }>>(instances.map((i) => [i.name, []]));
  const sample = () => {
    for (const i of instances) samples.get(i.name)?.push(processUsage(i.child.pid));
  };

  // The load.
  const stopAt = Date.now() + options.durationSeconds * 1000;
  const loadStart = performance.now();
  sample();
  const sampler = setInterval(sample, 1000);
  let pollerRunning = true;
  const poller = (async () => {
    while (pollerRunning) {
      await pollUploads();
      await new Promise((r) => setTimeout(r, 250));
    }
  })();
  let lastReport = Date.now();
  const users = Array.from({ length: options.users }, async () => {
    while (Date.now() < stopAt) {
      const op = any(weighted) as Operation;
      await one(op).catch((err) => {
        if (!(err instanceof SoakError)) {
          errorsBy.set(op, (errorsBy.get(op) ?? 0) + 1);
          if (errorSamples.length < 20) errorSamples.push(`${op}: ${String(err)}`);
        }
      });
      if (Date.now() - lastReport > 10_000) {
        lastReport = Date.now();
        const done = [...timings.values()].reduce((n, t) => n + t.length, 0);
        const errors = [...errorsBy.values()].reduce((n, e) => n + e, 0);
        log(
          `  ${Math.round((performance.now() - loadStart) / 1000)} s: ${done} requests, ${errors} errors, ${pending.size} uploads in extraction`,
        );
      }
      if (options.thinkMs > 0) await new Promise((r) => setTimeout(r, Math.random() * options.thinkMs));
    }
  });
  await Promise.all(users);
  const loadSeconds = (performance.now() - loadStart) / 1000;
  const loadRequests = [...timings.values()].reduce((n, t) => n + t.length, 0);
  sample();
  clearInterval(sampler);
  const endUsage = new Map(instances.map((i) => [i.name, processUsage(i.child.pid)]));

  // Drain: the last extractions, then every expected webhook.
  log(`Load done after ${loadSeconds.toFixed(1)} s; waiting for ${pending.size} extractions and the webhooks…`);
  const drainUntil = Date.now() + options.drainSeconds * 1000;
  while (pending.size > 0 && Date.now() < drainUntil) await new Promise((r) => setTimeout(r, 250));
  pollerRunning = false;
  await poller;
  for (const id of pending.keys()) notExtracted.set(id, "no final status before the drain ended");

  const expected: Array<{ type: string; key: string; id: string; count: number }> = [
    ...created.map((id) => ({ type: "credit_application.created", key: "credit_application_id", id, count: 1 })),
    ...[...moves].map(([id, count]) => ({
      type: "credit_application.status_changed",
      key: "credit_application_id",
      id,
      count,
    })),
    ...[...extracted, ...notExtracted.keys()].map((id) => ({
      type: "financial_file.processed",
      key: "financial_file_id",
      id,
      count: 1,
    })),
  ];
  const missingEvents = (): string[] => {
    const seen = new Map<string, Set<string>>();
    for (const w of receiver.received) {
      const id =
        w.json.data[w.json.type === "financial_file.processed" ? "financial_file_id" : "credit_application_id"];
      const k = `${w.json.type} ${String(id)}`;
      if (!seen.has(k)) seen.set(k, new Set());
      seen.get(k)?.add(w.json.id);
    }
    return expected
      .filter((e) => (seen.get(`${e.type} ${e.id}`)?.size ?? 0) < e.count)
      .map((e) => `${e.type} ${e.id} (${seen.get(`${e.type} ${e.id}`)?.size ?? 0} of ${e.count})`);
  };
  let missing = missingEvents();
  while (missing.length > 0 && Date.now() < drainUntil) {
    await new Promise((r) => setTimeout(r, 250));
    missing = missingEvents();
  }
  const expectedCount = expected.reduce((n, e) => n + e.count, 0);

  // Stop both: SIGTERM, each drains and exits 0.
  const exitCodes = await Promise.all(
    instances.map(async (i) => {
      i.child.kill("SIGTERM");
      return i.exited;
    }),
  );

  const perOperation = Object.fromEntries(
    operations.map((op) => {
      const t = [...(timings.get(op) ?? [])].sort((x, y) => x - y);
      return [
        op,
        { count: t.length, errors: errorsBy.get(op) ?? 0, p50Ms: percentile(t, 50), p99Ms: percentile(t, 99) },
      ];
    }),
  ) as Record<Operation, OperationFigures>;
  const sortedLags = [...lags].sort((x, y) => x - y);
  const requests = Object.values(perOperation).reduce((n, o) => n + o.count, 0);
  return {
    durationSeconds: Math.round(loadSeconds),
    users: options.users,
    cpus: os.cpus().length,
    loadAverage: os.loadavg() as [number, number, number],
    requests,
    throughputPerSecond: loadRequests / loadSeconds,
    errors: [...errorsBy.values()].reduce((n, e) => n + e, 0),
    errorSamples,
    perOperation,
    instances: instances.map((i, n) => {
      const s = samples.get(i.name) ?? [];
      const first = s[0] ?? { rssMb: 0, fds: 0 };
      const end = endUsage.get(i.name) ?? { rssMb: 0, fds: 0 };
      return {
        name: i.name,
        rssStartMb: first.rssMb,
        rssEndMb: end.rssMb,
        rssPeakMb: Math.max(...s.map((x) => x.rssMb)),
        rssWarmMb: (s[Math.floor(s.length / 5)] ?? first).rssMb,
        fdsStart: first.fds,
        fdsEnd: end.fds,
        fdsPeak: Math.max(...s.map((x) => x.fds)),
        requests: i.requests,
        exitCode: exitCodes[n] ?? null,
      };
    }),
    uploadsAccepted: accepted.length,
    uploadsExtracted: extracted.size,
    uploadsNotExtracted: [...notExtracted].map(([id, why]) => `${id}: ${why}`),
    jobLagP50Ms: percentile(sortedLags, 50),
    jobLagP99Ms: percentile(sortedLags, 99),
    jobLagMaxMs: sortedLags.at(-1) ?? 0,
    applicationsCreated: created.length,
    applicationMoves: [...moves.values()].reduce((n, m) => n + m, 0),
    corrections,
    webhookEventsExpected: expectedCount,
    webhookEventsReceived: new Set(receiver.received.map((w) => w.json.id)).size,
    webhookSignatureFailures: badSignatures,
    webhooksMissing: missing,
  };
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { minimumFractionDigits: digits, maximumFractionDigits: digits });

/** The report as Markdown lines (printed, and written to docs/performance.md). */
export function formatReport(r: SoakReport): string[] {
  const lines = [
    `Run of ${r.durationSeconds} s, ${r.users} virtual users, two instances (PostgreSQL, Redis, s3rver), ${r.cpus} CPUs, load average at the end ${r.loadAverage.map((l) => fmt(l, 2)).join(" / ")}.`,
    "",
    `**${fmt(r.requests)} requests, ${fmt(r.throughputPerSecond, 1)} a second, ${r.errors} errors.** ` +
      `${r.uploadsAccepted} uploads accepted, ${r.uploadsExtracted} extracted (valid, with documents); ` +
      `job lag (upload answered → final status seen, polled every 250 ms) p50 ${fmt(r.jobLagP50Ms)} ms, p99 ${fmt(r.jobLagP99Ms)} ms, max ${fmt(r.jobLagMaxMs)} ms. ` +
      `${r.applicationsCreated} applications created, ${r.applicationMoves} moves, ${r.corrections} corrections; ` +
      (r.webhooksMissing.length === 0
        ? `every one of the ${r.webhookEventsExpected} expected webhook events arrived`
        : `${r.webhooksMissing.length} expected webhook events (of ${r.webhookEventsExpected}) never arrived`) +
      ` (${r.webhookEventsReceived} distinct events received, ${r.webhookSignatureFailures} with a bad signature).`,
    "",
    "| operation | requests | errors | p50 ms | p99 ms |",
    "|---|---:|---:|---:|---:|",
    ...operations.map((op) => {
      const o = r.perOperation[op];
      return `| ${op} | ${fmt(o.count)} | ${o.errors} | ${fmt(o.p50Ms, 1)} | ${fmt(o.p99Ms, 1)} |`;
    }),
    "",
    "| instance | requests | RSS MB start → warm (⅕ of the load) → end (peak) | open fds start → end (peak) | exit after SIGTERM |",
    "|---|---:|---|---|---:|",
    ...r.instances.map(
      (i) =>
        `| ${i.name} | ${fmt(i.requests)} | ${fmt(i.rssStartMb)} → ${fmt(i.rssWarmMb)} → ${fmt(i.rssEndMb)} (${fmt(i.rssPeakMb)}) | ${i.fdsStart} → ${i.fdsEnd} (${i.fdsPeak}) | ${i.exitCode} |`,
    ),
  ];
  if (r.errorSamples.length > 0) lines.push("", "Errors (first ones):", ...r.errorSamples.map((e) => `- ${e}`));
  if (r.uploadsNotExtracted.length > 0) lines.push("", "Not extracted:", ...r.uploadsNotExtracted.map((e) => `- ${e}`));
  if (r.webhooksMissing.length > 0)
    lines.push("", "Webhooks missing:", ...r.webhooksMissing.slice(0, 20).map((e) => `- ${e}`));
  return lines;
}

/** The short version (`--short`, and the CI test bench/soak.api.test.ts). */
export const shortSoak = { durationSeconds: 25, users: 4, thinkMs: 50, drainSeconds: 90 } as const;

/** The connection strings the soak uses when none is given. */
export function soakServices(env: NodeJS.ProcessEnv = process.env): { databaseUrl: string; redisUrl: string } {
  return {
    databaseUrl: env.SOAK_DATABASE_URL ?? env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres",
    redisUrl: env.SOAK_REDIS_URL ?? env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379",
  };
}

async function main(): Promise<void> {
  const { values: args } = parseArgs({
    options: {
      duration: { type: "string" },
      users: { type: "string" },
      short: { type: "boolean", default: false },
      "no-write": { type: "boolean", default: false },
    },
  });
  const short = args.short ?? false;
  const base = short ? shortSoak : { durationSeconds: 300, users: 8, thinkMs: 20, drainSeconds: 120 };
  const report = await runSoak({
    ...base,
    durationSeconds: Number(args.duration ?? base.durationSeconds),
    users: Number(args.users ?? base.users),
    ...soakServices(),
    log: (line) => console.log(line),
  });
  const lines = formatReport(report);
  console.log(`\n${lines.join("\n")}`);
  if (!short && !args["no-write"]) {
    writePerformanceBlock("soak", "## Soak", lines);
    console.log(`\nWritten to ${path.relative(root, PERFORMANCE_DOC)} (## Soak).`);
  }
  const ok =
    report.errors === 0 &&
    report.uploadsNotExtracted.length === 0 &&
    report.webhooksMissing.length === 0 &&
    report.webhookSignatureFailures === 0 &&
    report.instances.every((i) => i.exitCode === 0);
  process.exit(ok ? 0 : 1);
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}
