import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { startTestServer } from "../../../test/support/harness";

/** The built console is served statically: its folder must never contain the data folder. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), "cas-console-dir-"));
fs.writeFileSync(path.join(root, "index.html"), "<!doctype html><title>console</title>");
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe("CONSOLE_DIR and DATA_DIR", () => {
  it("refuses to start when the console folder contains the data folder", async () => {
    await expect(startTestServer({ consoleDir: root, dataDir: path.join(root, "data") })).rejects.toThrow(
      /must not contain DATA_DIR/,
    );
  });

  it("serves the console when the folders are apart, and never a file of the data folder", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "cas-data-"));
    fs.writeFileSync(path.join(dataDir, "secret.txt"), "stored");
    const server = await startTestServer({ consoleDir: root, dataDir });
    try {
      const page = await server.request<string>("GET", `${server.origin}/`);
      expect(page.status).toBe(200);
      expect(page.body).toContain("<title>console</title>");
      const probe = await server.request<string>("GET", `${server.origin}/../${path.basename(dataDir)}/secret.txt`);
      expect(String(probe.body)).not.toContain("stored");
    } finally {
      await server.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
