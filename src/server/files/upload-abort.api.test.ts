import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { abandonUpload, storedFiles } from "../../../test/support/files";
import { startTestServer, type TestServer } from "../../../test/support/harness";
import { ApiError } from "../http/api-error";
import { receiveUpload } from "./upload";

/**
 * An upload whose client goes away while the request is still being checked (token, organization,
 * subscription: database round trips) reaches the multipart reader with its request already
 * closed. The reader must give up at once rather than wait for a 'close' that was emitted before
 * it listened (a handler that never ends, for every such request). A probe route on the real
 * server waits until its client has gone and then reads the upload as the file endpoints do.
 */

let server: TestServer;
let outcome: Promise<unknown> | undefined;

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      routes: (app, services) => {
        app.post("/probe/late-upload", async (request, reply) => {
          // Wait until the server has seen the client go (the request errors 'aborted', then closes).
          const raw = request.raw;
          if (!raw.destroyed) {
            await new Promise<void>((resolve) => {
              raw.once("error", () => resolve());
              raw.once("close", () => resolve());
            });
          }
          outcome = receiveUpload(request, reply, services.storage, {
            fields: ["currency"],
            required: ["currency"],
            fileField: "file",
          }).then(
            () => "read",
            (err: unknown) => err,
          );
          return outcome;
        });
      },
    },
  );
});
afterAll(async () => server?.close());

describe("an upload whose client left before its body was read", () => {
  it("ends with 400 bad_request instead of waiting for ever, and stages nothing", async () => {
    await abandonUpload(server, "/probe/late-upload", { fileBytes: 0, declaredFileBytes: 64 * 1024 });
    // The route runs once the server has seen the client go; the vitest time-out fails a reader that waits for ever.
    while (!outcome) await new Promise((r) => setTimeout(r, 10));
    const err = await outcome;
    expect(err).toBeInstanceOf(ApiError);
    expect((err as ApiError).code).toBe("bad_request");
    expect(storedFiles(server.config.dataDir).staging).toEqual([]);
  });
});
