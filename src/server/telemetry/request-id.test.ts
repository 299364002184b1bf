import { describe, expect, it } from "vitest";
import { acceptedRequestId, parseTraceparent, requestIdFor } from "./request-id";

const trace = "4bf92f3577b34da6a3ce929d0e0e4736";

describe("parseTraceparent", () => {
  it("reads a W3C traceparent", () => {
    expect(parseTraceparent(`00-${trace}-00f067aa0ba902b7-01`)).toEqual({
      traceId: trace,
      spanId: "00f067aa0ba902b7",
      flags: "01",
    });
    // A later version may add fields after the four it shares with version 00.
    expect(parseTraceparent(`01-${trace}-00f067aa0ba902b7-00-later`)?.traceId).toBe(trace);
  });

  it("refuses anything else", () => {
    for (const bad of [
      undefined,
      42,
      "",
      `00-${trace}-00f067aa0ba902b7`,
      `00-${trace}-00f067aa0ba902b7-01-extra`,
      `ff-${trace}-00f067aa0ba902b7-01`,
      `00-${"0".repeat(32)}-00f067aa0ba902b7-01`,
      `00-${trace}-${"0".repeat(16)}-01`,
      `00-${trace.toUpperCase()}-00f067aa0ba902b7-01`,
      `00-${trace}-00f067aa0ba902b7-01${"x".repeat(600)}`,
    ]) {
      expect(parseTraceparent(bad), String(bad)).toBeUndefined();
    }
  });
});

describe("acceptedRequestId", () => {
  it("keeps a well-formed id and ignores the rest", () => {
    for (const good of ["abc", "req-1", "5f2b8c1e-0c3a-4d5e-9f6a-1b2c3d4e5f60", "a.b_c:d", "x".repeat(128)]) {
      expect(acceptedRequestId(good)).toBe(good);
    }
    for (const bad of ["", " spaced", "new\nline", '"quoted"', "x".repeat(129), "-leading", "ü", undefined]) {
      expect(acceptedRequestId(bad), String(bad)).toBeUndefined();
    }
    expect(acceptedRequestId(["first", "second"])).toBe("first");
  });
});

describe("requestIdFor (tracing off)", () => {
  it("takes X-Request-Id, else the inbound trace id, else a new UUID", () => {
    const traceparent = `00-${trace}-00f067aa0ba902b7-01`;
    expect(requestIdFor({ "x-request-id": "gateway-1", traceparent })).toBe("gateway-1");
    expect(requestIdFor({ "x-request-id": "bad id", traceparent })).toBe(trace);
    expect(requestIdFor({ traceparent: "garbage" })).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    expect(requestIdFor({})).not.toBe(requestIdFor({}));
  });
});
