import { describe, expect, it } from "vitest";
import { startChildServer } from "../../../../test/support/child-server";
import { eventually } from "../../../../test/support/files";
import { largeIxbrl } from "../../../../test/support/ixbrl";
import { type FinancialFile, finalFileStatuses } from "../../../contract/files";

/**
 * The tagged reader's threads in the real server process as `npm start` runs it
 * (`node --import tsx src/server/main.ts`): the thread script loads the TypeScript reader there as
 * under vitest. A tagged upload is checked and read (valid); a DTD is refused.
 */

describe("tagged filings in the process npm start runs", () => {
  it("checks and reads a filing in its threads under `node --import tsx` (the threads load the TypeScript reader)", {
    timeout: 180_000,
  }, async () => {
    const child = await startChildServer();
    try {
      const owner = await child.createOrg();
      const bearer = await child.token(owner);
      const as = { requester: owner.id, target: owner.id };
      const sent = await child.upload<FinancialFile>(`/organizations/${owner.id}/financial-files`, {
        token: bearer,
        as,
        bytes: Buffer.from(largeIxbrl(30_000)),
        name: "child.xhtml",
      });
      expect([sent.status, sent.body.mime_type]).toEqual([200, "application/xhtml+xml"]);
      const refused = await child.upload(`/organizations/${owner.id}/financial-files`, {
        token: bearer,
        as,
        bytes: Buffer.from('<?xml version="1.0"?><!DOCTYPE x [<!ENTITY a "b">]><x>&a;</x>'),
        name: "dtd.xml",
      });
      expect(refused.status).toBe(400);
      const done = await eventually(
        () =>
          child.request<{ items: FinancialFile[] }>("GET", `/organizations/${owner.id}/financial-files`, {
            token: bearer,
            as,
          }),
        (r) => finalFileStatuses.includes(r.body.items.find((f) => f.id === sent.body.id)?.status ?? "uploaded"),
        120_000,
        200,
      );
      expect(done.body.items.find((f) => f.id === sent.body.id)?.status).toBe("valid");
    } finally {
      await child.stop();
    }
  });
});
