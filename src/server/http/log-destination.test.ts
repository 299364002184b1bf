import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { IN_PROCESS_HEADER, inProcessMark, logEachRequest } from "./hooks-plugin";
import { LOG_REDACTION, logDestination, redactSecrets } from "./log-destination";

function collector(): { stream: Writable; lines: string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  return { stream, lines };
}

describe("log destination", () => {
  it("uses the configured stream, else stdout for json, else a readable line per entry", () => {
    const { stream } = collector();
    expect(logDestination({ logStream: stream, logFormat: "pretty" })).toBe(stream);
    expect(logDestination({ logFormat: "json" })).toBe(process.stdout);
    const pretty = logDestination({ logFormat: "pretty" });
    expect(pretty).not.toBe(process.stdout);
    expect(typeof pretty.write).toBe("function");
  });

  it("logs requests at info, and this process's own in-process requests at debug only", async () => {
    const { stream, lines } = collector();
    const app = Fastify({
      logger: { level: "info", stream },
      logController: new LogController({ disableRequestLogging: true }),
    });
    logEachRequest(app, "request");
    app.get("/x", async () => ({ ok: true }));
    await app.inject({ method: "GET", url: "/x" });
    await app.inject({ method: "GET", url: "/x", headers: { [IN_PROCESS_HEADER]: inProcessMark } });
    // A client cannot quieten its own lines by sending the header with another value.
    await app.inject({ method: "GET", url: "/x", headers: { [IN_PROCESS_HEADER]: "guess" } });
    await app.close();
    const requests = lines.map((l) => JSON.parse(l) as { msg: string }).filter((e) => e.msg === "request");
    expect(requests).toHaveLength(2);
  });

  it("writes secrets as [redacted] at any of three levels and in bindings, and leaves other fields alone", () => {
    const { stream, lines } = collector();
    const log = pino({ level: "info", ...LOG_REDACTION }, stream);
    const failure = Object.assign(new Error("upstream refused"), { token: "tok-123" });
    log.child({ reqId: "r1", secret: "bound-secret" }).info(
      {
        Authorization: "Bearer abc",
        user: { email: "a@example.test", password: "hunter2-long" },
        busboyOptions: { headers: { authorization: "Bearer def", "content-type": "multipart/form-data" } },
        err: failure,
        status: 200,
      },
      "line",
    );
    const line = lines.join("\n");
    for (const secret of ["abc", "hunter2-long", "def", "tok-123", "bound-secret"]) expect(line).not.toContain(secret);
    const entry = JSON.parse(lines[0] ?? "{}") as Record<string, unknown>;
    expect(entry).toMatchObject({
      reqId: "r1",
      secret: "[redacted]",
      Authorization: "[redacted]",
      user: { email: "a@example.test", password: "[redacted]" },
      busboyOptions: { headers: { authorization: "[redacted]", "content-type": "multipart/form-data" } },
      err: { message: "upstream refused", token: "[redacted]" },
      status: 200,
    });
    // The Error logged keeps its own token (a copy was redacted) and the logged error its stack.
    expect(failure.token).toBe("tok-123");
    expect(String((entry.err as { stack?: string }).stack)).toContain("upstream refused");
  });

  it("returns an ordinary line's fields as they are (no copy)", () => {
    const fields = { method: "GET", path: "/v1/x", status: 200, ms: 1.2, nested: { a: { b: { password: "deep" } } } };
    expect(redactSecrets(fields)).toBe(fields);
  });
});
