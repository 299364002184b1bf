import { describe, expect, it } from "vitest";
import { checkWebhookUrl, isRefusedAddress, safeLookup } from "./url-safety";

describe("isRefusedAddress", () => {
  it.each([
    "127.0.0.1",
    "127.255.0.9",
    "10.0.0.1",
    "172.16.0.1",
    "172.31.255.255",
    "192.168.0.1",
    "169.254.169.254",
    "100.64.0.1",
    "0.0.0.0",
    "224.0.0.1",
    "255.255.255.255",
    "::1",
    "::",
    "fe80::1",
    "fc00::1",
    "fd00:ec2::254",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "64:ff9b::10.0.0.1",
    "not an address",
  ])("refuses %s", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each(["93.184.215.14", "8.8.8.8", "172.32.0.1", "2606:4700::1111", "::ffff:8.8.8.8"])("accepts %s", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

describe("checkWebhookUrl", () => {
  it("accepts a public https address literal and refuses http unless private URLs are allowed", async () => {
    await expect(checkWebhookUrl("https://8.8.8.8/hook", false)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("http://8.8.8.8/hook", false)).rejects.toThrow(/https/);
    await expect(checkWebhookUrl("http://127.0.0.1:9999/hook", true)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("ftp://127.0.0.1/hook", true)).rejects.toThrow(/https/);
  });

  it("refuses internal names, also written fully qualified", async () => {
    await expect(checkWebhookUrl("https://localhost./hook", false)).rejects.toThrow(/internal/);
    await expect(checkWebhookUrl("https://api.localhost/hook", false)).rejects.toThrow(/internal/);
  });
});

describe("safeLookup (the socket's own DNS lookup, so the checked address is the connected one)", () => {
  it("fails for a name resolving to a refused address", async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      safeLookup("localhost", { all: true }, (e) => resolve(e)),
    );
    expect(err?.code).toBe("EREFUSEDADDRESS");
  });
});
