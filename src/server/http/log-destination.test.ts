import { Writable } from "node:stream";
import Fastify, { LogController } from "fastify";
import { describe, expect, it } from "vitest";
import { IN_PROCESS_HEADER, inProcessMark, logEachRequest } from "./hooks-plugin";
import { logDestination } from "./log-destination";

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
});
