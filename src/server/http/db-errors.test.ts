import net from "node:net";
import { afterAll, describe, expect, it } from "vitest";
import { defaultDatabaseTimeouts, openPostgres } from "../db/database";
import { ApiError } from "./api-error";
import { DATABASE_RETRY_AFTER_SECONDS, databaseUnavailableError, databaseUnavailableReason } from "./db-errors";
import { toApiError } from "./errors-plugin";
import { clientGone } from "./failure-log";

/** A pg-like server error: what the driver raises for a SQLSTATE. */
function serverError(code: string, message = "server error"): Error {
  return Object.assign(new Error(message), { code, severity: "ERROR" });
}

/** The error a statement gets through the real PostgreSQL layer when nothing answers at `port`. */
async function failureAt(port: number, connectTimeoutMs = 300): Promise<unknown> {
  const database = openPostgres(`postgres://nobody@127.0.0.1:${port}/none`, 1, {
    ...defaultDatabaseTimeouts,
    connectTimeoutMs,
    poolWaitTimeoutMs: 5000,
  });
  try {
    return await database.db
      .selectFrom("organizations")
      .select("id")
      .execute()
      .then(
        () => new Error("no failure"),
        (err: unknown) => err,
      );
  } finally {
    await database.close().catch(() => undefined);
  }
}

describe("which database failures mean 'retry later' (503) and which stay a bug (500)", () => {
  it.each([
    ["57014", /statement timeout/],
    ["55P03", /lock timeout/],
    ["25P03", /idle-in-transaction/],
    ["57P01", /shutting down/],
    ["57P03", /starting up/],
    ["53300", /too many connections/],
    ["08006", /connection exception/],
    ["08001", /connection exception/],
    ["08P01", /connection exception/],
  ])("SQLSTATE %s is retry-later", (code, reason) => {
    expect(databaseUnavailableReason(serverError(code))).toMatch(reason);
    const answer = toApiError(serverError(code));
    expect(answer.status).toBe(503);
    expect(answer.code).toBe("service_unavailable");
    expect(answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
  });

  it.each([
    ["23505", "unique violation"],
    ["23503", "foreign key violation"],
    ["42P01", "undefined table"],
    ["42703", "undefined column"],
    ["22P02", "invalid text representation"],
    ["40P01", "deadlock"],
  ])("SQLSTATE %s (%s) stays 500 internal_conflict_error", (code) => {
    expect(databaseUnavailableReason(serverError(code))).toBeUndefined();
    expect(toApiError(serverError(code)).code).toBe("internal_conflict_error");
  });

  it("a bug, and socket errors or pg-like messages that did not come from the database layer, stay 500", () => {
    const aborted = Object.assign(new Error("aborted"), { code: "ECONNRESET" });
    for (const err of [
      new TypeError("Cannot read properties of undefined"),
      aborted,
      Object.assign(new Error("connect ECONNREFUSED"), { code: "ECONNREFUSED" }),
      new Error("Connection terminated unexpectedly"),
      "a string",
      undefined,
    ]) {
      expect(databaseUnavailableReason(err)).toBeUndefined();
      expect(toApiError(err).code).toBe("internal_conflict_error");
    }
  });

  it("a refused connection through the PostgreSQL layer is retry-later", async () => {
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const err = await failureAt(port);
    expect(databaseUnavailableReason(err)).toBe("connection refused");
    const answer = toApiError(err);
    expect(answer.status).toBe(503);
    expect(answer.code).toBe("service_unavailable");
  });

  describe("a server that accepts and never answers", () => {
    const silent = net.createServer(() => {});
    const sockets = new Set<net.Socket>();
    silent.on("connection", (s) => sockets.add(s));
    afterAll(async () => {
      for (const s of sockets) s.destroy();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    });

    it("fails within the connect time-out, as retry-later", async () => {
      await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
      const at = performance.now();
      const err = await failureAt((silent.address() as net.AddressInfo).port, 300);
      expect(performance.now() - at).toBeLessThan(3000);
      expect(databaseUnavailableReason(err)).toMatch(/connect timeout|connection lost/);
      expect(toApiError(err).status).toBe(503);
    });
  });

  it("the token endpoint's own code keeps its cause for the log", () => {
    const cause = serverError("57P01");
    const answer = databaseUnavailableError(cause, "oauth_service_unavailable");
    expect(answer).toBeInstanceOf(ApiError);
    expect(answer.status).toBe(503);
    expect(answer.items[0]?.type).toBe("oauth");
    expect(answer.headers["retry-after"]).toBe(String(DATABASE_RETRY_AFTER_SECONDS));
    expect(databaseUnavailableReason(answer.cause)).toMatch(/shutting down/);
  });
});

describe("a client that went away is not a database failure", () => {
  it("a request stream's abort is 'closed'; a bug or a database error is not", async () => {
    expect(clientGone(Object.assign(new Error("aborted"), { code: "ECONNRESET" }), undefined)).toBe("closed");
    expect(clientGone(Object.assign(new Error("x"), { code: "ERR_STREAM_PREMATURE_CLOSE" }), undefined)).toBe("closed");
    expect(clientGone(new TypeError("boom"), undefined)).toBeUndefined();
    const closed = net.createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as net.AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const fromDatabase = await failureAt(port);
    expect(clientGone(fromDatabase, undefined)).toBeUndefined();
  });
});
