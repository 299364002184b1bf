import { afterEach, describe, expect, it, vi } from "vitest";
import { applicationActionEndpoints } from "../../contract/applications";
import { callApi } from "./api-client";
import { ApiError } from "./api-error";
import { IntentKey, keyed } from "./intent-key";

const refusal = (status: number, code: string) => new ApiError(status, code, [], code);

describe("IntentKey: one Idempotency-Key per user intent", () => {
  it("keeps the key while the same variables are retried and the outcome is unknown", () => {
    const intent = new IntentKey();
    const first = intent.for({ action: "approve", body: { reason: "ok" } });
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(intent.for({ action: "approve", body: { reason: "ok" } })).toBe(first);
    intent.settle(refusal(0, "network_error"));
    expect(intent.for({ action: "approve", body: { reason: "ok" } })).toBe(first);
    intent.settle(refusal(500, "internal_conflict_error"));
    expect(intent.for({ action: "approve", body: { reason: "ok" } })).toBe(first);
    intent.settle(refusal(409, "idempotency_key_in_use"));
    expect(intent.for({ action: "approve", body: { reason: "ok" } })).toBe(first);
  });

  it("a success or a stored refusal (4xx) ends the intent; other variables are another intent", () => {
    const intent = new IntentKey();
    const first = intent.for("approve");
    intent.settle(null);
    const second = intent.for("approve");
    expect(second).not.toBe(first);
    intent.settle(refusal(409, "invalid_application_status_transition"));
    const third = intent.for("approve");
    expect(third).not.toBe(second);
    expect(intent.for("decline")).not.toBe(third);
  });

  it("keyed(): concurrent submits of one intent share the key", async () => {
    const intent = new IntentKey();
    const seen: string[] = [];
    const fn = keyed(
      intent,
      async (_v: string, key: string) => {
        seen.push(key);
        await new Promise((r) => setTimeout(r, 5));
        return key;
      },
      (v) => v,
    );
    await Promise.all([fn("approve"), fn("approve")]);
    expect(new Set(seen).size).toBe(1);
    await fn("approve");
    expect(new Set(seen).size).toBe(2);
  });
});

describe("callApi with an idempotency key", () => {
  afterEach(() => vi.restoreAllMocks());

  it("sends Idempotency-Key and waits out 409 idempotency_key_in_use until the replayed answer", async () => {
    const summary = {
      id: "app-0000000001",
      credit_application_type: "credit_terms",
      forwarder_id: "0b3f5c2e-1a4d-4e7f-9c11-000000000001",
      shipper_id: "0b3f5c2e-1a4d-4e7f-9c11-000000000002",
      status: "internal_review",
      created_at: "2026-01-01T00:00:00.000Z",
      updated_at: "2026-01-01T00:00:00.000Z",
    };
    const headers: Array<string | null> = [];
    let calls = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
      headers.push(new Headers(init?.headers).get("idempotency-key"));
      calls += 1;
      if (calls === 1) {
        return new Response(
          JSON.stringify({ detail: [{ loc: [], msg: "in use", type: "request", code: "idempotency_key_in_use" }] }),
          { status: 409, headers: { "retry-after": "0.1", "content-type": "application/json" } },
        );
      }
      return new Response(JSON.stringify(summary), { status: 200, headers: { "idempotent-replayed": "true" } });
    });
    const result = await callApi(applicationActionEndpoints.start_review, {
      params: { credit_application_id: summary.id },
      idempotencyKey: "k-1",
    });
    expect(headers).toEqual(["k-1", "k-1"]);
    expect(result).toEqual(summary);
  });

  it("without a key a 409 is reported at once", async () => {
    let calls = 0;
    vi.spyOn(globalThis, "fetch").mockImplementation(async () => {
      calls += 1;
      return new Response(
        JSON.stringify({ detail: [{ loc: [], msg: "in use", type: "request", code: "idempotency_key_in_use" }] }),
        { status: 409 },
      );
    });
    const error = await callApi(applicationActionEndpoints.start_review, {
      params: { credit_application_id: "app-0000000001" },
    }).catch((e: unknown) => e);
    expect(calls).toBe(1);
    expect(error).toBeInstanceOf(ApiError);
  });
});
