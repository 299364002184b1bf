import { type ChildProcess, spawn } from "node:child_process";
import { createHash, randomBytes, randomUUID } from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eventually } from "../../../test/support/files";
import { accepts, freePorts } from "../../../test/support/instance";
import { startS3, type TestS3 } from "../../../test/support/s3";
import type { FinancialFile } from "../../contract/files";
import { migrations } from "../db/migrations/index";
import { buildStatementPdf, rowsFromFigures } from "../statements/pdf-writer";
import { incomeStatementKeys, sampleYears } from "../statements/sample-figures";
import { S3FileStorage } from "./storage-s3";

/**
 * Several instances on one PostgreSQL and one Redis (api-design §12, docs/deployment.md): two
 * processes of the real server (`src/server/main.ts`, as `npm start` runs it) on one fresh
 * database, started at the same moment so both migrate at once, each with an empty DATA_DIR of
 * its own that must stay empty. Black-box over HTTP: a token from one works on the other, a file
 * uploaded to one is downloaded from the other and extracted by whichever worker claims its job,
 * token rate limits count across both, and stopping one (SIGTERM, mid-upload) loses nothing.
 *
 * Runs in the api-postgres project (TEST_DATABASE_URL) when Redis answers (TEST_REDIS_URL, or
 * 127.0.0.1:6379); skipped otherwise.
 */

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
const ADMIN_TOKEN = `two-instances-${randomBytes(12).toString("hex")}`;
const PER_CLIENT = 4;

const onPostgres = process.env.TEST_DB === "postgres" && Boolean(process.env.TEST_DATABASE_URL);
const redisUrl =
  process.env.TEST_REDIS_URL ?? (onPostgres && (await accepts(6379, 500)) ? "redis://127.0.0.1:6379" : undefined);

interface Instance {
  name: string;
  origin: string;
  adminOrigin: string;
  dataDir: string;
  child: ChildProcess;
  output: string[];
  exited: Promise<number | null>;
}

/** The file storage the instances of the running suite use (FILE_STORAGE and, for s3, its bucket). */
let storageEnv: NodeJS.ProcessEnv = {};

async function startInstance(name: string, databaseUrl: string): Promise<Instance> {
  const [port, adminPort] = (await freePorts(2)) as [number, number];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `cas-${name}-`));
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    ADMIN_PORT: String(adminPort),
    ADMIN_TOKEN,
    DATABASE_URL: databaseUrl,
    REDIS_URL: redisUrl,
    DATA_DIR: dataDir,
    CONSOLE_DIR: path.join(dataDir, "no-console"),
    LOG_LEVEL: "warn",
    LOG_FORMAT: "json",
    TRUST_PROXY: "1",
    TOKEN_RATE_PER_CLIENT: String(PER_CLIENT),
    TOKEN_RATE_PER_ADDRESS: "1000",
    ...storageEnv,
  };
  const child = spawn(process.execPath, ["--import", "tsx", "src/server/main.ts"], {
    cwd: root,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  child.stdout?.on("data", (d: Buffer) => output.push(d.toString()));
  child.stderr?.on("data", (d: Buffer) => output.push(d.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    name,
    origin: `http://127.0.0.1:${port}`,
    adminOrigin: `http://127.0.0.1:${adminPort}`,
    dataDir,
    child,
    output,
    exited,
  };
}

async function ready(instance: Instance): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (instance.child.exitCode !== null) {
      throw new Error(`${instance.name} exited (${instance.child.exitCode}):\n${instance.output.join("")}`);
    }
    const r = await fetch(`${instance.origin}/readyz`).catch(() => undefined);
    if (r?.status === 200) return;
    if (Date.now() > deadline) throw new Error(`${instance.name} never became ready:\n${instance.output.join("")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Org {
  id: string;
  clientId: string;
  clientSecret: string;
}

let a: Instance;
let b: Instance;
let databaseName: string;
let databaseUrl: string;
let org: Org;

async function createOrg(via: Instance): Promise<Org> {
  const r = await fetch(`${via.adminOrigin}/admin/organizations`, {
    method: "POST",
    headers: { authorization: `Bearer ${ADMIN_TOKEN}`, "content-type": "application/json" },
    body: JSON.stringify({
      name: `Two instances ${randomUUID().slice(0, 8)}`,
      email: `two-${randomUUID().slice(0, 8)}@example.test`,
      subscription: true,
    }),
  });
  expect(r.status).toBe(201);
  const body = (await r.json()) as { organization: { id: string }; client_id: string; client_secret: string };
  return { id: body.organization.id, clientId: body.client_id, clientSecret: body.client_secret };
}

let address = 0;
function askToken(via: Instance, who: Org): Promise<Response> {
  address += 1;
  return fetch(`${via.origin}/v1-beta/oauth2/token`, {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": `10.99.${address >> 8}.${address & 255}` },
    body: JSON.stringify({ client_id: who.clientId, client_secret: who.clientSecret }),
  });
}

async function token(via: Instance, who: Org = org): Promise<string> {
  const r = await askToken(via, who);
  expect(r.status).toBe(200);
  return ((await r.json()) as { access_token: string }).access_token;
}

function orgHeaders(accessToken: string, who: Org = org): Record<string, string> {
  return {
    authorization: `Bearer ${accessToken}`,
    "requester-organization-id": who.id,
    "target-organization-id": who.id,
  };
}

async function uploadTo(via: Instance, accessToken: string, bytes: Uint8Array, name: string): Promise<FinancialFile> {
  const form = new FormData();
  form.append("currency", "EUR");
  form.append("file", new Blob([new Uint8Array(bytes)], { type: "application/pdf" }), name);
  const r = await fetch(`${via.origin}/v1-beta/organizations/${org.id}/financial-files`, {
    method: "POST",
    headers: orgHeaders(accessToken),
    body: form,
  });
  expect(r.status).toBe(200);
  return (await r.json()) as FinancialFile;
}

async function download(via: Instance, accessToken: string, fileId: string) {
  const r = await fetch(`${via.origin}/v1-beta/organizations/${org.id}/financial-files/${fileId}/content`, {
    headers: orgHeaders(accessToken),
  });
  return { status: r.status, etag: r.headers.get("etag"), bytes: Buffer.from(await r.arrayBuffer()) };
}

async function fileOn(via: Instance, accessToken: string, fileId: string): Promise<FinancialFile> {
  const r = await fetch(`${via.origin}/v1-beta/organizations/${org.id}/financial-files/${fileId}`, {
    headers: orgHeaders(accessToken),
  });
  expect(r.status).toBe(200);
  return (await r.json()) as FinancialFile;
}

/** Waits (without a time assertion) until a file's extraction reached a final status. */
function extracted(via: Instance, accessToken: string, fileId: string): Promise<FinancialFile> {
  return eventually(
    () => fileOn(via, accessToken, fileId),
    (f) => f.status !== "uploaded" && f.status !== "processing",
    90_000,
  );
}

const years = sampleYears(1000);
async function statementPdf(company: string): Promise<Uint8Array> {
  return buildStatementPdf({
    companyName: company,
    statements: [
      {
        documentType: "income_statement",
        columns: [{ date: "2025-12-31" }],
        rows: rowsFromFigures(incomeStatementKeys, [years.current.is], "plain"),
      },
    ],
  });
}

const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

/** Every file under a directory (an instance's DATA_DIR must have none). */
function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => !e.isDirectory())
    .map((e) => path.join(e.parentPath, e.name));
}

const suite = onPostgres && redisUrl ? describe : describe.skip;

for (const fileStorage of ["postgres", "s3"] as const)
  suite(`two instances on one PostgreSQL and one Redis, FILE_STORAGE=${fileStorage}`, () => {
    let s3: TestS3 | undefined;

    beforeAll(async () => {
      storageEnv = { FILE_STORAGE: fileStorage };
      if (fileStorage === "s3") {
        // One S3-compatible store in this process, shared by both instances (s3rver's fixed credentials).
        s3 = await startS3();
        storageEnv = {
          FILE_STORAGE: "s3",
          S3_BUCKET: s3.settings.bucket,
          S3_REGION: s3.settings.region,
          S3_ENDPOINT: s3.settings.endpoint,
          S3_FORCE_PATH_STYLE: "1",
          AWS_ACCESS_KEY_ID: "S3RVER",
          AWS_SECRET_ACCESS_KEY: "S3RVER",
        };
      }
      const base = process.env.TEST_DATABASE_URL as string;
      databaseName = `cas_two_${process.pid}_${randomBytes(4).toString("hex")}`;
      const admin = new pg.Client({ connectionString: base });
      await admin.connect();
      await admin.query(`create database ${databaseName}`);
      await admin.end();
      const url = new URL(base);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      // Started together: both find an empty database and migrate at once.
      [a, b] = await Promise.all([startInstance("a", databaseUrl), startInstance("b", databaseUrl)]);
      await Promise.all([ready(a), ready(b)]);
      org = await createOrg(a);
    }, 120_000);

    afterAll(async () => {
      for (const instance of [a, b]) {
        if (!instance) continue;
        if (instance.child.exitCode === null) instance.child.kill("SIGTERM");
        await instance.exited;
        fs.rmSync(instance.dataDir, { recursive: true, force: true });
      }
      if (databaseName) {
        const c = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await c.connect();
        await c.query(`drop database if exists ${databaseName} with (force)`);
        await c.end();
      }
      await s3?.close();
    }, 60_000);

    it("both migrated the one database at once: every migration applied exactly once", async () => {
      const c = new pg.Client({ connectionString: databaseUrl });
      await c.connect();
      try {
        const r = await c.query<{ name: string }>("select name from kysely_migration order by name");
        expect(r.rows.map((row) => row.name)).toEqual(Object.keys(migrations).sort());
      } finally {
        await c.end();
      }
    });

    it("a token from one instance works on the other, both ways", async () => {
      const fromA = await token(a);
      const fromB = await token(b);
      for (const [via, t] of [
        [b, fromA],
        [a, fromB],
      ] as const) {
        const r = await fetch(`${via.origin}/v1-beta/organizations/${org.id}/financial-files`, {
          headers: orgHeaders(t),
        });
        expect(r.status).toBe(200);
      }
    });

    it("a file uploaded to one is downloaded from the other and extracted by whichever claims the job", {
      timeout: 120_000,
    }, async () => {
      const t = await token(a);
      const pdfA = await statementPdf("Uploaded to A plc");
      const pdfB = await statementPdf("Uploaded to B GmbH");
      const toA = await uploadTo(a, t, pdfA, "to-a.pdf");
      const toB = await uploadTo(b, t, pdfB, "to-b.pdf");
      for (const [via, file, bytes] of [
        [b, toA, pdfA],
        [a, toB, pdfB],
      ] as const) {
        const d = await download(via, t, file.id);
        expect(d.status).toBe(200);
        expect(d.etag).toBe(`"${sha(bytes)}"`);
        expect(d.bytes.equals(Buffer.from(bytes))).toBe(true);
      }
      for (const file of [toA, toB]) {
        const done = await extracted(a, t, file.id);
        expect(done.status).toBe("valid");
        expect((await fileOn(b, t, file.id)).status).toBe("valid");
      }
      const docs = await fetch(`${b.origin}/v1-beta/organizations/${org.id}/documents`, { headers: orgHeaders(t) });
      expect(docs.status).toBe(200);
      const list = (await docs.json()) as { items: Array<{ file_id?: string }>; total_items: number };
      expect(list.total_items).toBeGreaterThanOrEqual(2);
    });

    it(`counts one client's token requests across both instances (${PER_CLIENT} a minute, then 429)`, async () => {
      const limited = await createOrg(b);
      for (let i = 0; i < PER_CLIENT; i += 1) {
        expect((await askToken(i % 2 === 0 ? a : b, limited)).status).toBe(200);
      }
      for (const via of [a, b]) {
        const r = await askToken(via, limited);
        expect(r.status).toBe(429);
        expect(Number(r.headers.get("retry-after"))).toBeGreaterThanOrEqual(1);
      }
    });

    it("stopping one mid-upload loses nothing: the upload completes, the other serves and extracts it", {
      timeout: 120_000,
    }, async () => {
      const t = await token(a);
      const bytes = await statementPdf("Stopped mid-upload Ltd");
      const boundary = `----two-instances-${randomUUID()}`;
      const head = Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nEUR\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="stopped.pdf"\r\n` +
          "Content-Type: application/pdf\r\n\r\n",
      );
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const half = Math.floor(bytes.length / 2);
      const first = Buffer.concat([head, Buffer.from(bytes.subarray(0, half))]);
      const rest = Buffer.concat([Buffer.from(bytes.subarray(half)), tail]);
      const url = new URL(`${a.origin}/v1-beta/organizations/${org.id}/financial-files`);
      const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
        const req = http.request(url, {
          method: "POST",
          headers: {
            ...orgHeaders(t),
            "content-type": `multipart/form-data; boundary=${boundary}`,
            "content-length": String(first.length + rest.length),
            // The server answers 100 Continue once it has the request: it is then in flight.
            expect: "100-continue",
          },
        });
        req.once("error", reject);
        req.once("continue", () => {
          req.write(first, () => {
            // SIGTERM while the body is half sent: A stops accepting, but finishes this request.
            a.child.kill("SIGTERM");
            setTimeout(() => req.end(rest), 200);
          });
        });
        req.once("response", (res) => {
          const chunks: Buffer[] = [];
          res.on("data", (c: Buffer) => chunks.push(c));
          res.on("end", () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }));
        });
      });
      const answer = await response;
      expect(answer.status, answer.body).toBe(200);
      const file = JSON.parse(answer.body) as FinancialFile;
      expect(file.sha256).toBe(sha(bytes));
      // A drained and exited cleanly; it takes no new connections.
      expect(await a.exited).toBe(0);
      expect(await accepts(Number(new URL(a.origin).port), 500)).toBe(false);

      // B has everything: A's token, the file, its bytes, and runs its extraction.
      const d = await download(b, t, file.id);
      expect(d.status).toBe(200);
      expect(d.bytes.equals(Buffer.from(bytes))).toBe(true);
      expect((await extracted(b, t, file.id)).status).toBe("valid");
    });

    it("left nothing on either instance's disk: the three files are in the shared storage", async () => {
      expect(filesUnder(a.dataDir)).toEqual([]);
      expect(filesUnder(b.dataDir)).toEqual([]);
      if (s3) {
        const bucket = new S3FileStorage(s3.settings);
        try {
          expect(await bucket.list("files/")).toHaveLength(3);
          expect(await bucket.list("staging/")).toEqual([]);
        } finally {
          bucket.client.destroy();
        }
      } else {
        const c = new pg.Client({ connectionString: databaseUrl });
        await c.connect();
        try {
          const r = await c.query<{ objects: number; staged: number }>(
            `select (select count(*) from file_objects)::int as objects,
                    (select count(*) from file_blobs b where not exists
                      (select 1 from file_objects o where o.blob_id = b.id))::int as staged`,
          );
          expect(r.rows[0]).toEqual({ objects: 3, staged: 0 });
        } finally {
          await c.end();
        }
      }
    });
  });

if (!(onPostgres && redisUrl)) {
  describe.skip("two instances (needs TEST_DATABASE_URL in the api-postgres project and Redis)", () => {
    it("needs PostgreSQL and Redis", () => {});
  });
}
