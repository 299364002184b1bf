import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apply, type Caller, creditTermsBody, invite, newCaller } from "../../../test/support/applications";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import type { CreditApplicationDetail, StatusSummary } from "../../contract/applications";
import type { SignatureProcess } from "../../contract/signatures";

/**
 * Issue 23: what is signed is what the analyst decided. The agreement PDF is generated from the
 * approve decision (amount granted, every condition, reference, parties' legal names and addresses,
 * times in UTC), GET …/signature-process states the same in `agreement`, and the sealed PDF still
 * verifies. The PDF text is read with Poppler's pdftotext, the seal with pdfsig.
 */

const run = promisify(execFile);

let server: TestServer;
let F: Caller;
let S: Caller;
let tmp: string;

beforeAll(async () => {
  server = await startTestServer();
  F = await newCaller(server, { name: "Kestrel Freight" });
  S = await newCaller(server, { name: "Lumen Imports" });
  await invite(F, S);
  // The forwarder's profile carries its legal name and address; the shipper's has none on file.
  await server.built.services.db
    .updateTable("organizations")
    .set({
      profile: JSON.stringify({
        legal_name: "Kestrel Freight Forwarding B.V.",
        address: "Waalhaven 12",
        postal_code: "3089 KH",
        city: "Rotterdam",
        country_code: "NL",
      }) as never,
    })
    .where("id", "=", F.org.id)
    .execute();
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "cas-agreement-"));
});
afterAll(async () => {
  await server?.close();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
});

const base = (id: string) => `/credit-applications/${id}/signature-process`;
const sendBody = { signer_name: "Mira Sol", signer_email: "mira@lumen.example", expires_in_days: 10 };

async function decided(approve: Record<string, unknown>, amount = 1_221_000): Promise<string> {
  const id = await apply(S, F, "credit-terms", creditTermsBody({ amount, currency: "EUR", payment_terms: "NET 60" }));
  const review = await F.call("POST", `/credit-applications/${id}/statuses/internal-review`);
  expect(review.status).toBe(200);
  const approved = await F.call("POST", `/credit-applications/${id}/statuses/approve`, { body: approve });
  expect(approved.status).toBe(200);
  return id;
}

async function download(id: string, query = ""): Promise<Buffer> {
  const r = await fetch(`${server.baseUrl}${base(id)}/document${query}`, {
    headers: {
      authorization: `Bearer ${F.token}`,
      "requester-organization-id": F.org.id,
      "target-organization-id": F.org.id,
    },
  });
  expect(r.status).toBe(200);
  return Buffer.from(await r.arrayBuffer());
}

/** The PDF's text as Poppler reads it, laid out (a label and its value on one line), blanks collapsed. */
async function pdfText(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, bytes);
  const { stdout } = await run("pdftotext", ["-layout", "-enc", "UTF-8", file, "-"]);
  return stdout.replace(/\s+/g, " ");
}

async function pdfsig(bytes: Buffer, name: string): Promise<string> {
  const file = path.join(tmp, name);
  fs.writeFileSync(file, bytes);
  const out = await run("pdfsig", [file]).catch((err: { stdout?: string; stderr?: string }) => ({
    stdout: err.stdout ?? "",
    stderr: err.stderr ?? "",
  }));
  return `${out.stdout}\n${out.stderr}`;
}

async function sendAndSign(id: string): Promise<void> {
  const sent = await F.call<StatusSummary>("POST", base(id), { body: sendBody });
  expect(sent.status).toBe(201);
  const signed = await S.call<StatusSummary>("POST", `${base(id)}/signatures`, {
    target: F.org,
    body: { signer_name: "Mira Sol", consent: true },
  });
  expect([signed.status, signed.body.status]).toEqual([200, "sign_document_completed"]);
}

describe("the agreement states the decision", () => {
  it("an approval of another amount with two conditions: the sealed PDF prints them, the reference and UTC, and verifies", async () => {
    const id = await decided({
      approved_amount: 900_000,
      conditions: "Letter of credit from a tier-1 bank\nQuarterly management accounts within 30 days",
      reason: "Leverage above our limit for the full amount",
    });
    const detail = await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    const reference = detail.body.reference;
    expect(reference).toMatch(/^CA-\d{4}-\d{6}$/);
    await sendAndSign(id);

    const process = await F.call<SignatureProcess>("GET", base(id));
    expect(process.body.agreement).toMatchObject({
      reference,
      approved_amount: 900_000,
      currency: "EUR",
      as_requested: false,
      requested_amount: 1_221_000,
      conditions: ["Letter of credit from a tier-1 bank", "Quarterly management accounts within 30 days"],
      payment_terms: "NET 60",
      decision_reason_included: false,
    });
    const approve = detail.body.history.find((h) => h.action === "approve");
    expect(process.body.agreement?.decided_at).toBe(approve?.at);
    // The shipper reads the same summary.
    const shipperView = await S.call<SignatureProcess>("GET", base(id), { target: F.org });
    expect(shipperView.body.agreement).toEqual(process.body.agreement);

    const sealed = await download(id);
    const text = await pdfText(sealed, "sealed.pdf");
    expect(text).toContain("Approved amount 900,000 EUR");
    expect(text).toContain("1. Letter of credit from a tier-1 bank");
    expect(text).toContain("2. Quarterly management accounts within 30 days");
    expect(text).toContain(`application ${reference}`);
    expect(text).toContain("Payment terms NET 60");
    expect(text).toMatch(/Decided on \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(text).toMatch(/Signed at \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2} UTC/);
    expect(text).toContain("All times are Coordinated Universal Time (UTC).");
    // Legal name and address from the profile; the shipper's address is said to be missing.
    expect(text).toContain("Kestrel Freight Forwarding B.V.");
    expect(text).toContain("Waalhaven 12, 3089 KH Rotterdam, NL");
    expect(text).toContain("Address Not on file");
    // The forwarder did not choose to print decision reasons.
    expect(text).not.toContain("Leverage above our limit");
    // No ISO "Z" timestamps left on any page (the audit trail's event details included).
    expect(text).not.toMatch(/\d{2}:\d{2}:\d{2}(\.\d+)?Z/);

    const report = await pdfsig(sealed, "sealed-sig.pdf");
    expect(report).toContain("Signature is Valid");
    expect(report).toContain("Total document signed");
  });

  it("the requested amount never appears as the agreed amount", async () => {
    const id = await decided({ approved_amount: 900_000 });
    await F.call<StatusSummary>("POST", base(id), { body: sendBody });
    const text = await pdfText(await download(id), "original.pdf");
    expect(text).toContain("Approved amount 900,000 EUR");
    expect(text).not.toContain("Approved amount 1,221,000");
    expect(text).not.toContain("(as requested)");
    // Where the requested amount is printed it is labelled as applied for, not granted.
    const requested = [...text.matchAll(/1,221,000/g)].map((m) =>
      text.slice(Math.max(0, (m.index ?? 0) - 40), (m.index ?? 0) + 60),
    );
    expect(requested.length).toBeGreaterThan(0);
    for (const around of requested) expect(around).toMatch(/applied for/);
    expect(text).toContain("Conditions None");
  });

  it("an approval as requested says so; the reason is printed once the forwarder's setting includes it", async () => {
    const on = await F.call("PATCH", "/organization-settings", { body: { agreement_includes_decision_reasons: true } });
    expect(on.status).toBe(200);
    try {
      const id = await decided({ reason: "Strong cash position" }, 250_000);
      await F.call<StatusSummary>("POST", base(id), { body: sendBody });
      const process = await F.call<SignatureProcess>("GET", base(id));
      expect(process.body.agreement).toMatchObject({
        approved_amount: 250_000,
        as_requested: true,
        conditions: [],
        decision_reason_included: true,
      });
      const text = await pdfText(await download(id), "as-requested.pdf");
      expect(text).toContain("Approved amount 250,000 EUR (as requested)");
      expect(text).toContain("Reason for the decision Strong cash position");
      expect(text).not.toContain("Amount applied for");
    } finally {
      await F.call("PATCH", "/organization-settings", { body: { agreement_includes_decision_reasons: false } });
    }
  });

  it("re-sending after a cancellation states the current decision again (the decision cannot change after sending)", async () => {
    const id = await decided({ approved_amount: 700_000, conditions: "Personal guarantee of the director" });
    await F.call<StatusSummary>("POST", base(id), { body: sendBody });
    // approve is not allowed once the agreement is out: the decision stays what was sent.
    const again = await F.call("POST", `/credit-applications/${id}/statuses/approve`, {
      body: { approved_amount: 1_000_000 },
    });
    expect(again.status).toBe(409);
    const canceled = await F.call<StatusSummary>("POST", `${base(id)}/cancellations`);
    expect(canceled.body.status).toBe("sign_document_canceled");
    const resent = await F.call<StatusSummary>("POST", base(id), { body: sendBody });
    expect(resent.status).toBe(201);
    const all = await F.call<{ items: SignatureProcess[] }>("GET", base(id), { query: { all: true } });
    expect(all.body.items).toHaveLength(2);
    const detail = await F.call<CreditApplicationDetail>("GET", `/credit-applications/${id}`);
    const approve = detail.body.history.find((h) => h.action === "approve");
    for (const p of all.body.items) {
      expect(p.agreement).toMatchObject({
        approved_amount: approve?.detail?.approved_amount,
        conditions: [approve?.detail?.conditions],
        decided_at: approve?.at,
      });
    }
    const text = await pdfText(await download(id), "resent.pdf");
    expect(text).toContain("Approved amount 700,000 EUR");
    expect(text).toContain("1. Personal guarantee of the director");
  });
});
