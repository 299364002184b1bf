import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, codeOf, invite, newCaller } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail, StatusSummary } from "../../contract/applications";
import type { SignatureProcess, SignatureProcessList } from "../../contract/signatures";
import { createJobWorker } from "../jobs/worker";

const run = promisify(execFile);

let server: TestServer;
let F: Caller;
let S: Caller;
let tmp: string;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Fjord Forwarding" });
  S = await newCaller(server, { name: "Saga Shipping" });
  await invite(F, S);
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cas-signature-"));
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const base = (id: string) => `/credit-applications/${id}/signature-process`;
/** The shipper acts in the Guest scenario (Target = forwarder); the forwarder in Self. */
const shipper = <T>(method: string, p: string, body?: unknown) => S.call<T>(method, p, { target: F.org, body });
const forwarder = <T>(method: string, p: string, body?: unknown) => F.call<T>(method, p, { body });

async function approvedApplication(s = S, f = F, type: "factoring" | "trade-finance" = "factoring"): Promise<string> {
  const id = await apply(s, f, type);
  for (const move of ["internal-review", "approve"]) {
    const r = await f.call<StatusSummary>("POST", `/credit-applications/${id}/statuses/${move}`);
    if (r.status !== 200) throw new Error(`${move}: ${r.status}`);
  }
  return id;
}

const sendBody = { signer_name: "Astrid Berg", signer_email: "astrid@saga.example", expires_in_days: 7 };

async function download(
  id: string,
  who: Caller,
  target: Caller,
  query = "",
): Promise<{ status: number; headers: Headers; bytes: Buffer }> {
  const token = who.token;
  const r = await fetch(`${server.baseUrl}${base(id)}/document${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      "requester-organization-id": who.org.id,
      "target-organization-id": target.org.id,
    },
  });
  return { status: r.status, headers: r.headers, bytes: Buffer.from(await r.arrayBuffer()) };
}

async function pdfsig(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, bytes);
  // pdfsig exits non-zero for some invalid signatures: its report is what counts.
  const out = await run("pdfsig", [file]).catch((err: { stdout?: string; stderr?: string }) => ({
    stdout: err.stdout ?? "",
    stderr: err.stderr ?? "",
  }));
  return `${out.stdout}\n${out.stderr}`;
}

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

describe("the signature process from sending to the sealed PDF", () => {
  it("send → open → sign: the sealed PDF verifies with pdfsig over the whole document; a changed byte fails", async () => {
    const id = await approvedApplication();
    const before = await forwarder<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(before.body.allowed_actions).toEqual(["send_for_signature"]);

    const sent = await forwarder<StatusSummary>("POST", base(id), { ...sendBody, message: "Please sign by Friday" });
    expect([sent.status, sent.body.status]).toEqual([201, "sign_document_created"]);

    const p1 = await forwarder<SignatureProcess>("GET", base(id));
    expect(p1.status).toBe(200);
    expect(p1.body).toMatchObject({
      status: "sign_document_created",
      signer_name: "Astrid Berg",
      signer_email: "astrid@saga.example",
      message: "Please sign by Friday",
      completed_at: null,
      signed_sha256: null,
      events: [{ type: "created", organization_id: F.org.id }],
    });
    const days = (Date.parse(p1.body.expires_at) - Date.parse(p1.body.created_at)) / 86_400_000;
    expect(days).toBe(7);

    // The agreement as sent: a PDF attachment whose ETag is the original's sha256.
    const original = await download(id, S, F);
    expect(original.status).toBe(200);
    expect(original.headers.get("content-type")).toBe("application/pdf");
    expect(original.headers.get("content-disposition")).toBe(`attachment; filename="credit-agreement-${id}.pdf"`);
    expect(original.headers.get("etag")).toBe(`"${p1.body.original_sha256}"`);
    expect(sha(original.bytes)).toBe(p1.body.original_sha256);
    expect(original.bytes.subarray(0, 5).toString()).toBe("%PDF-");

    const shipperView = await shipper<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(shipperView.body.allowed_actions).toEqual(["open_agreement", "sign_agreement", "decline_agreement"]);
    const forwarderView = await forwarder<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(forwarderView.body.allowed_actions).toEqual(["cancel_signature"]);

    const opened = await shipper<StatusSummary>("POST", `${base(id)}/views`);
    expect([opened.status, opened.body.status]).toEqual([200, "sign_document_in_progress"]);
    const again = await shipper<StatusSummary>("POST", `${base(id)}/views`);
    expect([again.status, again.body.status]).toEqual([200, "sign_document_in_progress"]);

    const wrongName = await shipper<{ detail: Array<{ loc: unknown[] }> }>("POST", `${base(id)}/signatures`, {
      signer_name: "Someone Else",
      consent: true,
    });
    expect([wrongName.status, wrongName.body.detail[0]?.loc]).toEqual([422, ["body", "signer_name"]]);

    const signed = await shipper<StatusSummary>("POST", `${base(id)}/signatures`, {
      signer_name: "  astrid BERG ",
      consent: true,
    });
    expect([signed.status, signed.body.status]).toEqual([200, "sign_document_completed"]);

    const p2 = await shipper<SignatureProcess>("GET", base(id));
    expect(p2.body.status).toBe("sign_document_completed");
    expect(p2.body.events.map((e) => [e.type, e.organization_id])).toEqual([
      ["created", F.org.id],
      ["viewed", S.org.id],
      ["signed", S.org.id],
      ["sealed", null],
    ]);
    expect(p2.body.completed_at).not.toBeNull();
    expect(p2.body.signed_sha256).toMatch(/^[0-9a-f]{64}$/);

    const sealed = await download(id, F, F);
    expect(sealed.headers.get("etag")).toBe(`"${p2.body.signed_sha256}"`);
    expect(sealed.headers.get("content-disposition")).toBe(`attachment; filename="credit-agreement-${id}-signed.pdf"`);
    expect(sha(sealed.bytes)).toBe(p2.body.signed_sha256);
    const report = await pdfsig(sealed.bytes, "sealed.pdf");
    expect(report).toContain("Signature is Valid");
    expect(report).toContain("Total document signed");
    expect(report).toContain("ETSI.CAdES.detached");

    // One byte changed inside the signed range: the digest no longer matches.
    const tampered = Buffer.from(sealed.bytes);
    const at = tampered.indexOf("Credit agreement");
    tampered[at] = "c".charCodeAt(0);
    const broken = await pdfsig(tampered, "tampered.pdf");
    expect(broken).not.toContain("Signature is Valid");

    // The original stays downloadable; a client with the current ETag gets 304.
    const orig = await download(id, F, F, "?version=original");
    expect(sha(orig.bytes)).toBe(p2.body.original_sha256);
    const cached = await fetch(`${server.baseUrl}${base(id)}/document`, {
      headers: {
        authorization: `Bearer ${F.token}`,
        "requester-organization-id": F.org.id,
        "target-organization-id": F.org.id,
        "if-none-match": `"${p2.body.signed_sha256}"`,
      },
    });
    expect(cached.status).toBe(304);

    // History records each move, and the completed agreement can be finalized.
    const detail = await shipper<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(detail.body.history.slice(-3).map((h) => [h.action, h.from, h.to])).toEqual([
      ["send_for_signature", "approved", "sign_document_created"],
      ["open_agreement", "sign_document_created", "sign_document_in_progress"],
      ["sign_agreement", "sign_document_in_progress", "sign_document_completed"],
    ]);
    expect(detail.body.allowed_actions).toEqual(["finalize"]);
    const fin = await shipper<StatusSummary>("POST", `/credit-applications/${id}/statuses/finalize`);
    expect([fin.status, fin.body.status]).toEqual([200, "finalized"]);
  });

  it("decline with a reason, send again; ?all=true lists both processes newest first", async () => {
    const id = await approvedApplication();
    await forwarder("POST", base(id), sendBody);
    const declined = await shipper<StatusSummary>("POST", `${base(id)}/declinations`, { reason: "Rate too high" });
    expect([declined.status, declined.body.status]).toEqual([200, "sign_document_declined"]);
    const again = await forwarder<StatusSummary>("POST", base(id), { ...sendBody, signer_name: "Other Signer" });
    expect([again.status, again.body.status]).toEqual([201, "sign_document_created"]);
    const all = await forwarder<SignatureProcessList>("GET", base(id), undefined);
    expect(all.status).toBe(200);
    const list = await F.call<SignatureProcessList>("GET", base(id), { query: { all: "true" } });
    expect(list.body.total_items).toBe(2);
    expect(list.body.items.map((p) => [p.status, p.signer_name])).toEqual([
      ["sign_document_created", "Other Signer"],
      ["sign_document_declined", "Astrid Berg"],
    ]);
    expect(list.body.items[1]?.events.map((e) => [e.type, e.detail])).toEqual([
      ["created", expect.any(String)],
      ["declined", "Rate too high"],
    ]);
    // The document without a seal is the agreement as sent, also for ?version=current.
    const doc = await download(id, S, F);
    expect(sha(doc.bytes)).toBe(list.body.items[0]?.original_sha256);
  });

  it("cancel by the forwarder; the shipper can no longer sign", async () => {
    const id = await approvedApplication();
    await forwarder("POST", base(id), sendBody);
    const canceled = await forwarder<StatusSummary>("POST", `${base(id)}/cancellations`);
    expect([canceled.status, canceled.body.status]).toEqual([200, "sign_document_canceled"]);
    const sign = await shipper("POST", `${base(id)}/signatures`, { signer_name: "Astrid Berg", consent: true });
    expect([sign.status, codeOf(sign)]).toEqual([409, "invalid_application_status_transition"]);
    const p = await forwarder<SignatureProcess>("GET", base(id));
    expect(p.body.events.map((e) => e.type)).toEqual(["created", "canceled"]);
    const d = await forwarder<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(d.body.allowed_actions).toEqual(["send_for_signature"]);
  });
});

describe("errors of the signature endpoints", () => {
  it("404 signature_process_not_found before any process; 404 credit_application_not_found for strangers", async () => {
    const id = await approvedApplication();
    const get = await forwarder("GET", base(id));
    expect([get.status, codeOf(get)]).toEqual([404, "signature_process_not_found"]);
    const doc = await forwarder("GET", `${base(id)}/document`);
    expect([doc.status, codeOf(doc)]).toEqual([404, "signature_process_not_found"]);
    for (const [seg, body] of [
      ["/views", undefined],
      ["/signatures", { signer_name: "X", consent: true }],
      ["/declinations", { reason: "no" }],
    ] as const) {
      const r = await shipper("POST", `${base(id)}${seg}`, body);
      expect([seg, r.status, codeOf(r)]).toEqual([seg, 404, "signature_process_not_found"]);
    }
    const cancel = await forwarder("POST", `${base(id)}/cancellations`);
    expect([cancel.status, codeOf(cancel)]).toEqual([404, "signature_process_not_found"]);
    const stranger = await newCaller(server);
    const foreign = await stranger.call("GET", base(id));
    expect([foreign.status, codeOf(foreign)]).toEqual([404, "credit_application_not_found"]);
  });

  it("wrong role: 403; wrong status: 409; bad bodies: 422 with every field", async () => {
    const id = await approvedApplication();
    const bySender = await S.call("POST", base(id), { body: sendBody });
    expect([bySender.status, codeOf(bySender)]).toEqual([403, "credit_application_shipper_access_denied"]);
    await forwarder("POST", base(id), sendBody);
    const twice = await forwarder("POST", base(id), sendBody);
    expect([twice.status, codeOf(twice)]).toEqual([409, "invalid_application_status_transition"]);
    const signByForwarder = await forwarder("POST", `${base(id)}/signatures`, {
      signer_name: "Astrid Berg",
      consent: true,
    });
    expect([signByForwarder.status, codeOf(signByForwarder)]).toEqual([
      403,
      "credit_application_forwarder_access_denied",
    ]);
    const cancelByShipper = await S.call("POST", `${base(id)}/cancellations`);
    expect([cancelByShipper.status, codeOf(cancelByShipper)]).toEqual([
      403,
      "credit_application_shipper_access_denied",
    ]);

    const bad = await forwarder<{ detail: Array<{ loc: unknown[] }> }>("POST", base(id), {
      signer_name: "",
      signer_email: "not-an-email",
      expires_in_days: 91,
      message: "m".repeat(1001),
    });
    expect(bad.status).toBe(422);
    expect(bad.body.detail.map((d) => d.loc)).toEqual(
      expect.arrayContaining([
        ["body", "signer_name"],
        ["body", "signer_email"],
        ["body", "expires_in_days"],
        ["body", "message"],
      ]),
    );
    const noConsent = await shipper<{ detail: Array<{ loc: unknown[] }> }>("POST", `${base(id)}/signatures`, {
      signer_name: "Astrid Berg",
      consent: false,
    });
    expect([noConsent.status, noConsent.body.detail.map((d) => d.loc)]).toEqual([422, [["body", "consent"]]]);
    const noReason = await shipper("POST", `${base(id)}/declinations`, { reason: "   " });
    expect(noReason.status).toBe(422);
    // Nothing was half-written by the refused requests.
    const p = await forwarder<SignatureProcess>("GET", base(id));
    expect([p.body.status, p.body.events.length]).toEqual(["sign_document_created", 1]);
  });
});

describe("races and failures", () => {
  it("of concurrent signatures exactly one seals; the others get 409", async () => {
    const id = await approvedApplication();
    await forwarder("POST", base(id), sendBody);
    const results = await Promise.all(
      Array.from({ length: 5 }, () =>
        shipper<StatusSummary>("POST", `${base(id)}/signatures`, { signer_name: "Astrid Berg", consent: true }),
      ),
    );
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const p = await forwarder<SignatureProcess>("GET", base(id));
    expect(p.body.events.filter((e) => e.type === "sealed")).toHaveLength(1);
    expect(p.body.events.filter((e) => e.type === "signed")).toHaveLength(1);
    const report = await pdfsig((await download(id, F, F)).bytes, "race.pdf");
    expect(report).toContain("Signature is Valid");
  });

  it("a process past its expires_at is expired by the job queue (and only once)", async () => {
    const id = await approvedApplication();
    await forwarder("POST", base(id), { ...sendBody, expires_in_days: 1 });
    const db = server.built.services.db;
    const past = new Date(Date.now() - 1000);
    await db
      .updateTable("signature_processes")
      .set({ expires_at: past })
      .where("credit_application_id", "=", id)
      .execute();
    await db.updateTable("jobs").set({ run_at: past }).where("type", "=", "signature.expire").execute();
    const quiet = { info() {}, warn() {}, error() {} };
    const workers = [1, 2].map(() =>
      createJobWorker(server.built.services, { log: quiet, pollIntervalMs: 20, types: ["signature.expire"] }),
    );
    for (const w of workers) w.start();
    try {
      let status = "";
      for (let i = 0; i < 500 && status !== "sign_document_expired"; i++) {
        const row = await db
          .selectFrom("credit_applications")
          .select("status")
          .where("id", "=", id)
          .executeTakeFirstOrThrow();
        status = row.status;
        if (status !== "sign_document_expired") await new Promise((r) => setTimeout(r, 20));
      }
      expect(status).toBe("sign_document_expired");
    } finally {
      await Promise.all(workers.map((w) => w.stop()));
    }
    const p = await forwarder<SignatureProcess>("GET", base(id));
    expect([p.body.status, p.body.events.map((e) => e.type)]).toEqual([
      "sign_document_expired",
      ["created", "expired"],
    ]);
    const d = await forwarder<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect(d.body.history.at(-1)).toMatchObject({
      action: "expire",
      from: "sign_document_created",
      to: "sign_document_expired",
    });
    const sign = await shipper("POST", `${base(id)}/signatures`, { signer_name: "Astrid Berg", consent: true });
    expect([sign.status, codeOf(sign)]).toEqual([409, "invalid_application_status_transition"]);
  });

  it("an application that expires during the signature closes its process (status and event say so)", async () => {
    const id = await approvedApplication();
    await forwarder("POST", base(id), sendBody);
    const db = server.built.services.db;
    await db
      .updateTable("credit_applications")
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where("id", "=", id)
      .execute();
    const d = await forwarder<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    expect([d.body.status, d.body.allowed_actions]).toEqual(["expired", []]);
    const p = await shipper<SignatureProcess>("GET", base(id));
    expect(p.body.status).toBe("sign_document_expired");
    expect(p.body.events.at(-1)).toMatchObject({
      type: "expired",
      organization_id: null,
      detail: "The application is no longer awaiting this signature",
    });
    const sign = await shipper("POST", `${base(id)}/signatures`, { signer_name: "Astrid Berg", consent: true });
    expect([sign.status, codeOf(sign)]).toEqual([409, "invalid_application_status_transition"]);
  });

  it("a sealing failure (unusable certificate) ends in sign_document_process_failed with the reason; resend works", async () => {
    const broken = await startTestServer({ signingP12: Buffer.from("not a pkcs12").toString("base64") });
    try {
      const f = await newCaller(broken);
      const s = await newCaller(broken);
      await invite(f, s);
      const id = await approvedApplication(s, f);
      await f.call("POST", base(id), { body: sendBody });
      const r = await s.call<StatusSummary>("POST", `${base(id)}/signatures`, {
        target: f.org,
        body: { signer_name: "Astrid Berg", consent: true },
      });
      expect([r.status, r.body.status]).toEqual([200, "sign_document_process_failed"]);
      const p = await f.call<SignatureProcess>("GET", base(id));
      expect(p.body.status).toBe("sign_document_process_failed");
      expect(p.body.signed_sha256).toBeNull();
      const failed = p.body.events.at(-1);
      expect(failed?.type).toBe("failed");
      expect(failed?.detail).toMatch(/^Sealing failed: .+/);
      const d = await f.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
      expect(d.body.allowed_actions).toEqual(["send_for_signature"]);
      const resend = await f.call<StatusSummary>("POST", base(id), { body: sendBody });
      expect([resend.status, resend.body.status]).toEqual([201, "sign_document_created"]);
    } finally {
      await broken.close();
    }
  });
});
