import { execFile } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import { apply, type Caller, creditTermsBody, invite, newCaller } from "../../../test/support/applications";
import { tinyPdf, upload } from "../../../test/support/files";
import { onPostgres, startTestServer, type TestServer } from "../../../test/support/harness";
import { dropDatabase, type Instance, killInstance, startInstance } from "../../../test/support/instance";
import type { StatusSummary } from "../../contract/applications";
import type { FinancialFile } from "../../contract/files";
import type { SignatureProcess } from "../../contract/signatures";

/**
 * The restore drill of docs/operations.md ("Backups and restore"), as an operator runs it: a sealed
 * agreement and an uploaded file exist; `pg_dump -Fc` of the database; the original database is
 * dropped; `createdb` + `pg_restore` into a new one; the real server process starts on it (same
 * configuration: the certificate that seals agreements and the token signing key live in the
 * database when SIGNING_P12 / JWT_PRIVATE_KEY are unset); the sealed agreement downloads byte for
 * byte and still verifies with Poppler's pdfsig, the file's bytes (FILE_STORAGE=postgres) are
 * there, and a token issued before the backup is still accepted.
 *
 * PostgreSQL only (TEST_DATABASE_URL, api-postgres project): the embedded database is backed up by
 * copying its stopped DATA_DIR, which needs no drill of its own.
 */

const run = promisify(execFile);
const base = process.env.TEST_DATABASE_URL ?? "";
const sha = (b: Uint8Array) => createHash("sha256").update(b).digest("hex");

async function pdfsig(file: string): Promise<string> {
  // pdfsig exits non-zero for some invalid signatures: its report is what counts.
  const out = await run("pdfsig", [file]).catch((err: { stdout?: string; stderr?: string }) => ({
    stdout: err.stdout ?? "",
    stderr: err.stderr ?? "",
  }));
  return `${out.stdout}\n${out.stderr}`;
}

function databaseUrl(name: string): string {
  const url = new URL(base);
  url.pathname = `/${name}`;
  return url.toString();
}

describe.runIf(onPostgres)(
  "restore drill: pg_dump → new database → instance starts → the sealed agreement verifies",
  () => {
    let server: TestServer | undefined;
    let restored: Instance | undefined;
    let restoredName = "";
    const tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cas-restore-"));

    afterAll(async () => {
      await killInstance(restored);
      await server?.close();
      if (restoredName) await dropDatabase(base, restoredName);
      fs.rmSync(tmp, { recursive: true, force: true });
    }, 60_000);

    it("restores everything an instance needs from the database dump alone", { timeout: 180_000 }, async () => {
      server = await startTestServer({ fileStorage: "postgres" });
      const F: Caller = await newCaller(server, { name: "Drill Forwarding" });
      const S: Caller = await newCaller(server, { name: "Drill Shipping" });
      await invite(F, S);

      // A sealed agreement: applied, approved, sent, signed.
      const id = await apply(S, F, "credit-terms", creditTermsBody({ amount: 400_000, currency: "EUR" }));
      expect((await F.call("POST", `/credit-applications/${id}/statuses/internal-review`)).status).toBe(200);
      const approve = await F.call("POST", `/credit-applications/${id}/statuses/approve`, {
        body: { approved_amount: 350_000 },
      });
      expect(approve.status).toBe(200);
      const processPath = `/credit-applications/${id}/signature-process`;
      const sent = await F.call<StatusSummary>("POST", processPath, {
        body: { signer_name: "Ada Drill", signer_email: "ada@drill.example", expires_in_days: 10 },
      });
      expect(sent.status).toBe(201);
      const signed = await S.call<StatusSummary>("POST", `${processPath}/signatures`, {
        target: F.org,
        body: { signer_name: "Ada Drill", consent: true },
      });
      expect([signed.status, signed.body.status]).toEqual([200, "sign_document_completed"]);
      const before = await F.call<SignatureProcess>("GET", processPath);
      expect(before.body.signed_sha256).toMatch(/^[0-9a-f]{64}$/);

      // An uploaded file, whose bytes live in the database (FILE_STORAGE=postgres).
      const pdf = tinyPdf(`restore drill ${randomBytes(6).toString("hex")}`);
      const uploaded = await upload(server, `/organizations/${S.org.id}/financial-files`, {
        token: S.token,
        as: { requester: S.org.id, target: S.org.id },
        currency: "EUR",
        file: { bytes: pdf, name: "drill.pdf" },
      });
      expect(uploaded.status).toBe(200);
      const file: FinancialFile = uploaded.body;

      // The backup: pg_dump of the live database (a consistent snapshot; the service keeps running).
      const sourceName = (
        await server.built.services.db
          .selectNoFrom((eb) => eb.fn<string>("current_database", []).as("name"))
          .executeTakeFirstOrThrow()
      ).name;
      const dump = path.join(tmp, "cas.dump");
      await run("pg_dump", [
        "--format=custom",
        "--no-owner",
        "--no-privileges",
        `--file=${dump}`,
        databaseUrl(sourceName),
      ]);
      expect(fs.statSync(dump).size).toBeGreaterThan(0);

      // The disaster: the original instance and its database are gone.
      await server.close();
      server = undefined;

      // The restore: a new database, the dump restored into it, an instance started on it.
      restoredName = `cas_restored_${process.pid}_${randomBytes(4).toString("hex")}`;
      await run("createdb", [`--maintenance-db=${base}`, restoredName]);
      await run("pg_restore", [
        "--no-owner",
        "--no-privileges",
        "--exit-on-error",
        `--dbname=${databaseUrl(restoredName)}`,
        dump,
      ]);
      restored = await startInstance({
        DATABASE_URL: databaseUrl(restoredName),
        FILE_STORAGE: "postgres",
        DATA_DIR: path.join(tmp, "data"),
        CONSOLE_DIR: path.join(tmp, "no-console"),
        ADMIN_TOKEN: `restore-drill-${randomBytes(12).toString("hex")}`,
        LOG_LEVEL: "warn",
        WORKERS: "0",
      });

      // A token issued before the backup is accepted: the token signing key came back with the data.
      const headers = {
        authorization: `Bearer ${F.token}`,
        "requester-organization-id": F.org.id,
        "target-organization-id": F.org.id,
      };
      const after = await fetch(`${restored.origin}/v1-beta${processPath}`, { headers });
      expect(after.status).toBe(200);
      const restoredProcess = (await after.json()) as SignatureProcess;
      expect(restoredProcess.status).toBe("sign_document_completed");
      expect(restoredProcess.signed_sha256).toBe(before.body.signed_sha256);

      // The sealed agreement: the same bytes, and the seal still verifies over the whole document.
      const document = await fetch(`${restored.origin}/v1-beta${processPath}/document`, { headers });
      expect(document.status).toBe(200);
      const sealed = Buffer.from(await document.arrayBuffer());
      expect(sha(sealed)).toBe(before.body.signed_sha256);
      const sealedFile = path.join(tmp, "sealed.pdf");
      fs.writeFileSync(sealedFile, sealed);
      const report = await pdfsig(sealedFile);
      expect(report).toContain("Signature is Valid");
      expect(report).toContain("Total document signed");

      // The uploaded file's bytes came back with the database.
      const content = await fetch(
        `${restored.origin}/v1-beta/organizations/${S.org.id}/financial-files/${file.id}/content`,
        {
          headers: {
            authorization: `Bearer ${S.token}`,
            "requester-organization-id": S.org.id,
            "target-organization-id": S.org.id,
          },
        },
      );
      expect(content.status).toBe(200);
      expect(sha(Buffer.from(await content.arrayBuffer()))).toBe(sha(pdf));

      restored.child.kill("SIGTERM");
      expect(await restored.exited).toBe(0);
    });
  },
);

describe.skipIf(onPostgres)("restore drill", () => {
  it.skip("runs on PostgreSQL only: set TEST_DATABASE_URL (api-postgres project)", () => {});
});
