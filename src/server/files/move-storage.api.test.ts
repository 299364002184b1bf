import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertFileRow, tinyPdf, upload } from "../../../test/support/files";
import { onPostgres, startTestServer, type TestOrg, type TestServer } from "../../../test/support/harness";
import { startS3, type TestS3 } from "../../../test/support/s3";
import { runCli } from "../admin/cli";
import { createOrganization } from "../admin/service";
import { openPglite } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { moveLocalFiles } from "./move-storage";
import { type FileStorage, FsFileStorage, localFileStorage } from "./storage";
import { PgFileStorage } from "./storage-postgres";
import { S3FileStorage } from "./storage-s3";

/**
 * Moving the files of the local storage to PostgreSQL or S3 (api-design §12, docs/deployment.md):
 * the function behind `npm run admin -- move-files`, on the test server's database, and the
 * command itself on an embedded database in a data directory.
 */

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

let server: TestServer;
let s3: TestS3;
let org: TestOrg;
let token: string;
const pdfs = [tinyPdf("move-1"), tinyPdf("move-2")];
const fileIds: string[] = [];
let missingKey: string;

beforeAll(async () => {
  server = await startTestServer();
  s3 = await startS3();
  org = await server.createOrg();
  token = await org.token();
  // Two files with the same bytes share one object: two objects for three files.
  for (const [i, bytes] of [pdfs[0], pdfs[1], pdfs[0]].entries()) {
    const r = await upload(server, `/organizations/${org.id}/financial-files`, {
      token,
      as: { requester: org.id, target: org.id },
      currency: "EUR",
      file: { bytes: bytes as Buffer, name: `move-${i}.pdf` },
    });
    expect(r.status).toBe(200);
    fileIds.push(r.body.id);
  }
  // A file row whose bytes are nowhere (reported, not invented).
  const missingId = await insertFileRow(server, {
    organizationId: org.id,
    privateRecordId: null,
    filename: "lost.pdf",
    sizeBytes: 10,
  });
  const row = await server.built.services.db
    .selectFrom("financial_files")
    .select("storage_key")
    .where("id", "=", missingId)
    .executeTakeFirstOrThrow();
  missingKey = row.storage_key;
});
afterAll(async () => {
  await s3?.close();
  await server?.close();
});

async function downloadVia(storage: FileStorage, fileId: string): Promise<Buffer> {
  server.built.services.storage = storage;
  const res = await fetch(`${server.baseUrl}/organizations/${org.id}/financial-files/${fileId}/content`, {
    headers: {
      authorization: `Bearer ${token}`,
      "requester-organization-id": org.id,
      "target-organization-id": org.id,
    },
  });
  expect(res.status).toBe(200);
  return Buffer.from(await res.arrayBuffer());
}

describe("moveLocalFiles", () => {
  it("copies every referenced object to PostgreSQL once, reports the missing one, and is idempotent", async () => {
    const local = server.built.services.storage;
    if (!(local instanceof FsFileStorage)) throw new Error("the test server stores files on disk");
    const target = new PgFileStorage(server.built.services.db);
    const first = await moveLocalFiles(server.built.services.database, local, target);
    expect(first).toEqual({ moved: 2, present: 0, missing: [missingKey], deletedLocal: 0 });
    const again = await moveLocalFiles(server.built.services.database, local, target);
    expect(again).toEqual({ moved: 0, present: 2, missing: [missingKey], deletedLocal: 0 });
    for (const bytes of pdfs) expect((await target.read(sha(bytes as Buffer))).equals(bytes as Buffer)).toBe(true);
    // The service switched to the new storage serves every file.
    try {
      expect((await downloadVia(target, fileIds[0] as string)).equals(pdfs[0] as Buffer)).toBe(true);
      expect((await downloadVia(target, fileIds[2] as string)).equals(pdfs[0] as Buffer)).toBe(true);
    } finally {
      server.built.services.storage = local;
    }
  });

  it("copies to S3 and, with deleteLocal, removes the local copies only once S3 holds them", async () => {
    const local = server.built.services.storage as FsFileStorage;
    const target = new S3FileStorage(s3.settings);
    try {
      const report = await moveLocalFiles(server.built.services.database, local, target, { deleteLocal: true });
      expect(report).toEqual({ moved: 2, present: 0, missing: [missingKey], deletedLocal: 2 });
      for (const bytes of pdfs) {
        expect(await local.exists(sha(bytes as Buffer))).toBe(false);
        expect((await target.read(sha(bytes as Buffer))).equals(bytes as Buffer)).toBe(true);
      }
      try {
        expect((await downloadVia(target, fileIds[1] as string)).equals(pdfs[1] as Buffer)).toBe(true);
      } finally {
        server.built.services.storage = local;
      }
    } finally {
      target.client.destroy();
    }
  });
});

describe("npm run admin -- move-files", () => {
  it("refuses without --to (usage, exit 2)", async () => {
    const err: string[] = [];
    const code = await runCli(["move-files"], {}, { out: () => {}, err: (l) => err.push(l) });
    expect(code).toBe(2);
    expect(err.join("\n")).toContain("--to postgres or --to s3");
  });

  // The command opens an embedded database of its own (not the test database): run once, in the PGlite project.
  it.skipIf(onPostgres)(
    "moves the files of an embedded database's data directory to S3 from the environment",
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-move-"));
      try {
        const database = await openPglite(dataDir);
        await migrateToLatest(database);
        const owner = await createOrganization(database.db, { name: "Mover", email: "mover@example.test" });
        const bytes = tinyPdf("cli-move");
        const stored = await localFileStorage(dataDir).put(Readable.from([bytes]));
        await database.db
          .insertInto("financial_files")
          .values({
            organization_id: owner.organization.id,
            private_record_id: null,
            uploaded_by_organization_id: owner.organization.id,
            original_filename: "cli.pdf",
            mime_type: "application/pdf",
            size_bytes: stored.size,
            sha256: stored.sha256,
            currency: "EUR",
            status: "valid",
            storage_key: stored.key,
          })
          .execute();
        await database.close();

        // The AWS SDK reads credentials from the process environment, as the server does.
        const saved = { id: process.env.AWS_ACCESS_KEY_ID, secret: process.env.AWS_SECRET_ACCESS_KEY };
        process.env.AWS_ACCESS_KEY_ID = "S3RVER";
        process.env.AWS_SECRET_ACCESS_KEY = "S3RVER";
        const out: string[] = [];
        let code: number;
        try {
          code = await runCli(
            ["move-files", "--to", "s3", "--json"],
            {
              DATA_DIR: dataDir,
              S3_BUCKET: s3.settings.bucket,
              S3_REGION: s3.settings.region,
              S3_ENDPOINT: s3.settings.endpoint,
              S3_FORCE_PATH_STYLE: "1",
            },
            { out: (l) => out.push(l), err: (l) => out.push(l) },
          );
        } finally {
          process.env.AWS_ACCESS_KEY_ID = saved.id;
          process.env.AWS_SECRET_ACCESS_KEY = saved.secret;
          if (saved.id === undefined) delete process.env.AWS_ACCESS_KEY_ID;
          if (saved.secret === undefined) delete process.env.AWS_SECRET_ACCESS_KEY;
        }
        expect(code, out.join("\n")).toBe(0);
        expect(JSON.parse(out.join("\n"))).toMatchObject({ moved: 1, missing: [] });
        const target = new S3FileStorage(s3.settings);
        expect((await target.read(stored.key)).equals(bytes)).toBe(true);
        target.client.destroy();
      } finally {
        fs.rmSync(dataDir, { recursive: true, force: true });
      }
    },
  );
});
