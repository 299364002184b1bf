import http from "node:http";

/**
 * A webhook receiver for the tests: a real HTTP server on 127.0.0.1 that records every request
 * and answers as `respond` says (status, body, a redirect, or never).
 */
export interface ReceivedWebhook {
  path: string;
  headers: Record<string, string>;
  body: string;
  json: { id: string; type: string; created_at: string; data: Record<string, unknown> };
}

export type Reply = { status: number; body?: string; headers?: Record<string, string> } | "hang";

export interface Receiver {
  url: string;
  received: ReceivedWebhook[];
  /** How to answer the n-th request (0-based) to a path; default 200. */
  respond: (req: ReceivedWebhook, n: number) => Reply;
  /** Requests currently held open ("hang"). */
  readonly open: number;
  /** Waits until `pick` finds something among the received requests (fails after `ms`). */
  waitFor<T>(pick: (received: ReceivedWebhook[]) => T | undefined, ms?: number): Promise<T>;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  const held = new Set<http.ServerResponse>();
  const counts = new Map<string, number>();
  const receiver: Receiver = {
    url: "",
    received: [],
    respond: () => ({ status: 200, body: "ok" }),
    get open() {
      return held.size;
    },
    async waitFor(pick, ms = 15_000) {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = pick(receiver.received);
        if (found !== undefined) return found;
        if (Date.now() > deadline) {
          throw new Error(`receiver: not found in ${receiver.received.map((r) => r.json?.type).join(", ")}`);
        }
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    async close() {
      for (const res of held) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      let json: ReceivedWebhook["json"];
      try {
        json = JSON.parse(body);
      } catch {
        json = { id: "", type: "", created_at: "", data: {} };
      }
      const headers = Object.fromEntries(
        Object.entries(req.headers).map(([k, v]) => [k, Array.isArray(v) ? v.join(", ") : (v ?? "")]),
      );
      const entry: ReceivedWebhook = { path: req.url ?? "/", headers, body, json };
      const n = counts.get(entry.path) ?? 0;
      counts.set(entry.path, n + 1);
      const reply = receiver.respond(entry, n);
      receiver.received.push(entry);
      if (reply === "hang") {
        held.add(res);
        res.on("close", () => held.delete(res));
        return;
      }
      res.writeHead(reply.status, { "content-type": "text/plain", ...reply.headers });
      res.end(reply.body ?? "");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  receiver.url = `http://127.0.0.1:${port}`;
  return receiver;
}
