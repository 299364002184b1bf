import { randomUUID } from "node:crypto";
import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  apply,
  type Caller,
  codeOf,
  creditTermsBody,
  invite,
  newCaller,
  requestChangesBody,
} from "../../../test/support/applications";
import { listOrgFiles, tinyPdf } from "../../../test/support/files";
import {
  type ApiResponse,
  errorLocs,
  startTestServer,
  type TestServer,
  toApiResponse,
} from "../../../test/support/harness";
import type { CreditApplicationDetail, CreditApplicationListItem } from "../../contract/applications";
import type { FinancialFile } from "../../contract/files";
import { allEndpoints } from "../../contract/index";
import type { CreditApplicationStatus } from "../../contract/transitions";
import type { OpenApiDocument } from "../openapi/document";
import { pruneExpiredKeys } from "./idempotency-queries";

let server: TestServer;
/** Forwarder (Host) and shipper (its Guest); X is an unrelated forwarder. */
let F: Caller;
let S: Caller;
let X: Caller;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Idempotent Freight" });
  S = await newCaller(server, { name: "Retrying Shipping" });
  X = await newCaller(server, { name: "Other Forwarding" });
  await invite(F, S);
});
afterAll(async () => server?.close());

const db = () => server.built.services.db;
const key = () => randomUUID();
const withKey = (k: string) => ({ "idempotency-key": k });
async function setStatus(id: string, status: CreditApplicationStatus): Promise<void> {
  await db().updateTable("credit_applications").set({ status }).where("id", "=", id).execute();
}
const inReview = async () => {
  const id = await apply(S, F, "credit-terms");
  await setStatus(id, "internal_review");
  return id;
};
const approve = (id: string, k?: string, body: unknown = { reason: "Solid figures" }) =>
  F.call<{ status: string }>("POST", `/credit-applications/${id}/statuses/approve`, {
    body,
    headers: k ? withKey(k) : {},
  });
const history = async (id: string) =>
  (await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`)).body.history.map((h) => h.action);
const replayed = (r: ApiResponse) => r.headers.get("idempotent-replayed");

describe("Idempotency-Key: the same request with the same key runs once and answers the first answer again", () => {
  it("approve twice with one key: both 200 with the same body, the second marked as a replay; history has one approve", async () => {
    const id = await inReview();
    const k = key();
    const first = await approve(id, k);
    const second = await approve(id, k);
    expect(first.status).toBe(200);
    expect(replayed(first)).toBeNull();
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(replayed(second)).toBe("true");
    expect(second.headers.get("content-type")).toBe(first.headers.get("content-type"));
    expect((await history(id)).filter((a) => a === "approve")).toHaveLength(1);
    // Without the key the same approve is a second, refused move: unchanged behaviour.
    const again = await approve(id);
    expect(again.status).toBe(409);
    expect(codeOf(again)).toBe("invalid_application_status_transition");
  });

  it("create an application twice with one key: one application, the same id twice (201 both times)", async () => {
    const k = key();
    const body = creditTermsBody({ amount: 4242 });
    const create = () =>
      S.call<CreditApplicationListItem>("POST", "/credit-applications/credit-terms", {
        target: F.org,
        body,
        headers: withKey(k),
      });
    const first = await create();
    const second = await create();
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body).toEqual(first.body);
    const list = await F.call<{ items: Array<{ id: string; amount?: number }>; total_items: number }>(
      "GET",
      "/credit-applications",
      { query: { limit: 100, offset: 0 } },
    );
    expect(list.body.items.filter((a) => a.id === first.body.id)).toHaveLength(1);
    const count = await db()
      .selectFrom("credit_applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("shipper_id", "=", S.org.id)
      .where("amount", "=", 4242)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("the replay repeats the stored headers: ETag of a partner creation and Retry-After of a 429", async () => {
    const k = key();
    const guest = await newCaller(server, { name: "Headed Guest" });
    const body = { company_name: guest.org.name, partner_type: "customer", email: guest.org.email };
    const first = await F.call<{ id: string }>("POST", "/partners", { body, headers: withKey(k) });
    const second = await F.call<{ id: string }>("POST", "/partners", { body, headers: withKey(k) });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.body).toEqual(first.body);
    expect(first.headers.get("etag")).toBeTruthy();
    expect(second.headers.get("etag")).toBe(first.headers.get("etag"));
    // The invitation was just sent: a resend is 429 with Retry-After, and its replay says the same.
    const k2 = key();
    const resend = () => F.call("POST", `/partners/${first.body.id}/invitation/resend`, { headers: withKey(k2) });
    const r1 = await resend();
    const r2 = await resend();
    expect(r1.status).toBe(429);
    expect(r2.status).toBe(429);
    expect(r2.body).toEqual(r1.body);
    expect(r2.headers.get("retry-after")).toBe(r1.headers.get("retry-after"));
    expect(replayed(r2)).toBe("true");
  });

  it("a 4xx answer is stored and replayed: the same key keeps answering the refusal after the state changed", async () => {
    const id = await apply(S, F, "credit-terms"); // pending: approve is refused
    const k = key();
    const refused = await approve(id, k);
    expect(refused.status).toBe(409);
    expect(codeOf(refused)).toBe("invalid_application_status_transition");
    await setStatus(id, "internal_review");
    const again = await approve(id, k);
    expect(again.status).toBe(409);
    expect(again.body).toEqual(refused.body);
    expect(replayed(again)).toBe("true");
    expect(await history(id)).not.toContain("approve");
    // A new key is a new request and runs.
    expect((await approve(id, key())).status).toBe(200);
  });

  it("the same key with a different request: 422 idempotency_key_reused (body, path or method), nothing runs", async () => {
    const id = await inReview();
    const other = await inReview();
    const k = key();
    expect((await approve(id, k, { reason: "First reason" })).status).toBe(200);
    const otherBody = await approve(id, k, { reason: "Another reason" });
    expect(otherBody.status).toBe(422);
    expect(codeOf(otherBody)).toBe("idempotency_key_reused");
    expect(errorLocs(otherBody)).toEqual([["header", "idempotency-key"]]);
    const otherPath = await approve(other, k, { reason: "First reason" });
    expect(otherPath.status).toBe(422);
    expect(codeOf(otherPath)).toBe("idempotency_key_reused");
    const otherAction = await F.call("POST", `/credit-applications/${other}/statuses/decline`, {
      body: { reason: "First reason" },
      headers: withKey(k),
    });
    expect(codeOf(otherAction)).toBe("idempotency_key_reused");
    expect(await history(other)).toEqual(["create"]);
    // Key order and spacing of the JSON body do not make it another request; the other prefix neither.
    const same = await server.request("POST", `/v1/credit-applications/${id}/statuses/approve`, {
      token: F.token,
      as: { requester: F.org.id, target: F.org.id },
      body: { reason: "First reason" },
      headers: withKey(k),
    });
    expect(same.status).toBe(200);
    expect(replayed(same)).toBe("true");
  });

  it("five identical requests at the same instant: the handler runs once; the others replay or get 409 in_use", async () => {
    const id = await inReview();
    const k = key();
    const results = await Promise.all(Array.from({ length: 5 }, () => approve(id, k)));
    const ok = results.filter((r) => r.status === 200);
    const inUse = results.filter((r) => r.status === 409);
    expect(ok.length + inUse.length).toBe(5);
    expect(ok.length).toBeGreaterThanOrEqual(1);
    expect(ok.filter((r) => replayed(r) !== "true")).toHaveLength(1);
    for (const r of ok) expect(r.body).toEqual(ok[0]?.body);
    for (const r of inUse) {
      expect(codeOf(r)).toBe("idempotency_key_in_use");
      expect(r.headers.get("retry-after")).toBe("1");
    }
    expect((await history(id)).filter((a) => a === "approve")).toHaveLength(1);
    // Once the first has answered, the same key replays.
    const after = await approve(id, k);
    expect(after.status).toBe(200);
    expect(replayed(after)).toBe("true");
  });

  it("five identical creations at the same instant make one application", async () => {
    const k = key();
    const body = creditTermsBody({ amount: 7777 });
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        S.call<{ id: string }>("POST", "/credit-applications/credit-terms", {
          target: F.org,
          body,
          headers: withKey(k),
        }),
      ),
    );
    const created = results.filter((r) => r.status === 201);
    expect(created.length).toBeGreaterThanOrEqual(1);
    expect(new Set(created.map((r) => r.body.id)).size).toBe(1);
    for (const r of results.filter((x) => x.status !== 201)) expect(codeOf(r)).toBe("idempotency_key_in_use");
    const count = await db()
      .selectFrom("credit_applications")
      .select((eb) => eb.fn.countAll<number>().as("n"))
      .where("shipper_id", "=", S.org.id)
      .where("amount", "=", 7777)
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(1);
  });

  it("keys are the caller's own: organization B's request with A's key runs as B's own request", async () => {
    const k = key();
    const mine = await F.call<{ id: string; name: string }>("POST", "/private-records", {
      body: { name: "Keyed Record Ltd", currency_code: "USD" },
      headers: withKey(k),
    });
    expect(mine.status).toBe(201);
    // The same key and the same body from another organization: a new record of its own, no replay.
    const theirs = await X.call<{ id: string; name: string }>("POST", "/private-records", {
      body: { name: "Keyed Record Ltd", currency_code: "USD" },
      headers: withKey(k),
    });
    expect(theirs.status).toBe(201);
    expect(replayed(theirs)).toBeNull();
    expect(theirs.body.id).not.toBe(mine.body.id);
    // And another body from the other organization is no reuse either.
    const different = await X.call("POST", "/private-records", {
      body: { name: "Another Name", currency_code: "USD" },
      headers: withKey(k),
    });
    expect(different.status).toBe(422);
    expect(codeOf(different)).toBe("idempotency_key_reused"); // X's own key, used by X just before
    const again = await F.call<{ id: string }>("POST", "/private-records", {
      body: { name: "Keyed Record Ltd", currency_code: "USD" },
      headers: withKey(k),
    });
    expect(again.body.id).toBe(mine.body.id);
    expect(replayed(again)).toBe("true");
  });

  it("a document request reminder sent twice with one key: one reminder, both answers 200", async () => {
    const path = `/organizations/${S.org.id}/documents/requests`;
    const created = await F.call<{ id: string }>("POST", path, {
      body: { items: [{ document_type: "year_end_financial", period_type: "year", period_year: 2024 }] },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const k = key();
    const remind = () => F.call("POST", `${path}/${created.body.id}/reminder`, { headers: withKey(k) });
    const first = await remind();
    const second = await remind();
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body).toEqual(first.body);
    expect(replayed(second)).toBe("true");
  });

  it("an upload with a key is replayed: one stored file, even with another multipart boundary", async () => {
    const k = key();
    const send = async (boundary: string, pdf: Buffer) => {
      const body = Buffer.concat([
        Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="currency"\r\n\r\nUSD\r\n`),
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fy.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        pdf,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      const res = await fetch(`${server.baseUrl}/organizations/${F.org.id}/financial-files`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${F.token}`,
          "requester-organization-id": F.org.id,
          "target-organization-id": F.org.id,
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "idempotency-key": k,
        },
        body: new Uint8Array(body),
      });
      return toApiResponse<FinancialFile>(res);
    };
    const first = await send("----first7MA4YWxkTrZu0gW", tinyPdf("idempotent"));
    const second = await send("----second0a9c4e2b7f1d3", tinyPdf("idempotent"));
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.id).toBe(first.body.id);
    expect(second.body).toEqual(first.body);
    expect(replayed(second)).toBe("true");
    const files = await listOrgFiles(server, F.org, F.token);
    expect(files.body.items.filter((f) => f.original_filename === "fy.pdf")).toHaveLength(1);
    // Other bytes under the same key: reused, and nothing stored.
    const reused = await send("----third", tinyPdf("other bytes"));
    expect(reused.status).toBe(422);
    expect(codeOf(reused)).toBe("idempotency_key_reused");
    expect((await listOrgFiles(server, F.org, F.token)).body.total_items).toBe(files.body.total_items);
    // Without a key the upload streams as before and makes a second file.
    const form = new FormData();
    form.append("currency", "USD");
    form.append("file", new Blob([new Uint8Array(tinyPdf("idempotent"))], { type: "application/pdf" }), "fy.pdf");
    const plain = await toApiResponse<FinancialFile>(
      await fetch(`${server.baseUrl}/organizations/${F.org.id}/financial-files`, {
        method: "POST",
        headers: {
          authorization: `Bearer ${F.token}`,
          "requester-organization-id": F.org.id,
          "target-organization-id": F.org.id,
        },
        body: form,
      }),
    );
    expect(plain.status).toBe(200);
    expect(plain.body.id).not.toBe(first.body.id);
  });

  it("a malformed key is 422 validation_error on [header, idempotency-key], before anything runs", async () => {
    const id = await inReview();
    for (const bad of ["", "x".repeat(256), "caf\u00e9-key"]) {
      const r = await F.call("POST", `/credit-applications/${id}/statuses/approve`, {
        body: { reason: "r" },
        headers: { "idempotency-key": bad },
      });
      expect(r.status, JSON.stringify(bad)).toBe(422);
      expect(codeOf(r)).toBe("validation_error");
      expect(errorLocs(r)).toContainEqual(["header", "idempotency-key"]);
    }
    expect(await history(id)).toEqual(["create"]);
    // 255 printable characters are fine.
    const long = `${"k".repeat(250)} ~!{}`;
    expect((await approve(id, long)).status).toBe(200);
  });

  it("refusals before the handler are not stored: a 422 body error, then the corrected request with the same key runs", async () => {
    const id = await apply(S, F, "trade-finance");
    await setStatus(id, "internal_review");
    const k = key();
    const path = `/credit-applications/${id}/statuses/request-changes`;
    const invalid = await F.call("POST", path, {
      body: { ...requestChangesBody, message: "" },
      headers: withKey(k),
    });
    expect(invalid.status).toBe(422);
    expect(codeOf(invalid)).toBe("validation_error");
    const fixed = await F.call("POST", path, { body: requestChangesBody, headers: withKey(k) });
    expect(fixed.status).toBe(200);
    expect(replayed(fixed)).toBeNull();
  });

  it("the token endpoint ignores the header; GET ignores it too", async () => {
    const k = key();
    for (let i = 0; i < 2; i++) {
      const r = await server.request<{ access_token: string }>("POST", "/oauth2/token", {
        body: { client_id: F.org.clientId, client_secret: F.org.clientSecret },
        headers: { ...withKey(k), "x-forwarded-for": "10.250.0.1" },
      });
      expect(r.status).toBe(200);
      expect(replayed(r)).toBeNull();
    }
    const r = await F.call("GET", "/credit-applications", { query: { limit: 1, offset: 0 }, headers: withKey("") });
    expect(r.status).toBe(200);
  });

  it("an expired key is forgotten: pruning deletes it and the same key runs anew", async () => {
    const id = await inReview();
    const k = key();
    expect((await approve(id, k)).status).toBe(200);
    await sql`update idempotency_keys set expires_at = now() - interval '1 second' where idempotency_key = ${k}`.execute(
      db(),
    );
    expect(await pruneExpiredKeys(db())).toBeGreaterThanOrEqual(1);
    const rows = await sql`select 1 from idempotency_keys where idempotency_key = ${k}`.execute(db());
    expect(rows.rows).toHaveLength(0);
    const again = await approve(id, k);
    expect(again.status).toBe(409);
    expect(replayed(again)).toBeNull();
  });
});

describe("the OpenAPI document declares the header and the codes on every POST, PUT and PATCH", () => {
  it("lists Idempotency-Key and both codes where they apply, and neither on GET nor the token endpoint", async () => {
    const doc = (await server.request<OpenApiDocument>("GET", "/v1-beta/openapi.json")).body;
    expect(doc.components.parameters.IdempotencyKey).toMatchObject({ name: "Idempotency-Key", in: "header" });
    let checked = 0;
    for (const endpoint of allEndpoints) {
      const op = doc.paths[endpoint.path]?.[endpoint.method.toLowerCase()] as Record<string, unknown>;
      const params = (op.parameters ?? []) as Array<Record<string, unknown>>;
      const has = params.some((p) => p.$ref === "#/components/parameters/IdempotencyKey");
      const text = JSON.stringify(op.responses);
      const writes = ["POST", "PUT", "PATCH"].includes(endpoint.method) && endpoint.auth !== "none";
      expect(has, endpoint.id).toBe(writes);
      expect(text.includes("idempotency_key_reused"), endpoint.id).toBe(writes);
      expect(text.includes("idempotency_key_in_use"), endpoint.id).toBe(writes);
      if (writes) checked += 1;
    }
    expect(checked).toBeGreaterThan(30);
  });
});
