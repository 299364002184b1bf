import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  checkWebhookUrl,
  connectLookup,
  embeddedIpv4,
  ipv6Bytes,
  isRefusedAddress,
  postWebhook,
  type Resolve,
  safeLookup,
} from "./url-safety";

describe("ipv6Bytes (exact parsing, every spelling of one address alike)", () => {
  it.each([
    ["::", "00000000000000000000000000000000"],
    ["::1", "00000000000000000000000000000001"],
    ["::127.0.0.1", "0000000000000000000000007f000001"],
    ["::ffff:0:127.0.0.1", "0000000000000000ffff00007f000001"],
    ["0:0:0:0:0:FFFF:7F00:0001", "00000000000000000000ffff7f000001"],
    ["2002:7f00:1::1", "20027f00000100000000000000000001"],
    ["fe80::1%eth0", "fe800000000000000000000000000001"],
  ])("%s", (text, hex) => {
    expect(
      ipv6Bytes(text)
        ?.map((b) => b.toString(16).padStart(2, "0"))
        .join(""),
    ).toBe(hex);
  });

  it.each(["1.2.3.4", "::g", "1:2:3:4:5:6:7:8:9", "", "example.com"])("is not IPv6: %s", (text) => {
    expect(ipv6Bytes(text)).toBeUndefined();
  });
});

describe("embeddedIpv4", () => {
  it.each([
    ["::127.0.0.1", ["127.0.0.1"]],
    ["::ffff:7f00:1", ["127.0.0.1"]],
    ["::ffff:0:7f00:1", ["127.0.0.1"]],
    ["64:ff9b::a00:1", ["10.0.0.1"]],
    ["2002:a9fe:a9fe::1", ["169.254.169.254"]],
    // Teredo: server 65.54.227.120, client 192.0.2.45 stored inverted (3fff:fdd2)
    ["2001:0:4136:e378:8000:63bf:3fff:fdd2", ["65.54.227.120", "192.0.2.45"]],
    ["2606:4700::1111", []],
  ])("%s carries %j", (address, carried) => {
    expect(embeddedIpv4(address)).toEqual(carried);
  });
});

describe("isRefusedAddress", () => {
  it.each([
    // the list (as the URL parser writes them)
    "::7f00:1", // [::127.0.0.1]
    "::127.0.0.1",
    "::ffff:0:7f00:1", // [::ffff:0:127.0.0.1]
    "::ffff:0:127.0.0.1",
    "64:ff9b:1::7f00:1",
    "2002:7f00:1::1",
    "2002:a9fe:a9fe::1",
    // IPv4 specials, each range's first and last address
    "0.0.0.0",
    "0.255.255.255",
    "10.0.0.0",
    "10.255.255.255",
    "100.64.0.0",
    "100.127.255.255",
    "127.0.0.1",
    "127.255.255.255",
    "169.254.0.0",
    "169.254.169.254",
    "169.254.255.255",
    "172.16.0.0",
    "172.31.255.255",
    "192.0.0.0",
    "192.0.0.255",
    "192.0.2.0",
    "192.0.2.255",
    "192.88.99.1",
    "192.168.0.0",
    "192.168.255.255",
    "198.18.0.0",
    "198.19.255.255",
    "198.51.100.0",
    "198.51.100.255",
    "203.0.113.0",
    "203.0.113.255",
    "224.0.0.0",
    "239.255.255.255",
    "240.0.0.0",
    "255.255.255.255",
    // IPv6 specials and their edges
    "::",
    "::1",
    "0:0:0:0:0:0:0:1",
    "100::",
    "100::ffff:ffff:ffff:ffff",
    "2001:db8::",
    "2001:db8:ffff:ffff:ffff:ffff:ffff:ffff",
    "2001:2::1",
    "3fff::1",
    "fc00::",
    "fd00:ec2::254",
    "fdff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "fe80::",
    "fe80::1%eth0",
    "febf:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "fec0::",
    "feff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "ff00::",
    "ff02::1",
    "ffff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    // IPv4-compatible, mapped, translated, in both spellings
    "::10.0.0.1",
    "::a00:1",
    "::ffff:127.0.0.1",
    "::ffff:7f00:1",
    "::ffff:a9fe:a9fe",
    "::ffff:0:a9fe:a9fe",
    "::ffff:0:c0a8:1",
    "::ffff:0.0.0.0",
    "::ffff:ffff:ffff",
    // NAT64: well-known prefix carrying a private address, local-use prefix whole
    "64:ff9b::10.0.0.1",
    "64:ff9b::7f00:1",
    "64:ff9b::a9fe:a9fe",
    "64:ff9b:1::",
    "64:ff9b:1::808:808",
    "64:ff9b:1:ffff:ffff:ffff:ffff:ffff",
    // 6to4 carrying private addresses
    "2002:0a00:0001::1",
    "2002:c0a8:0101::",
    "2002:ac10::1",
    "2002:0000:0000::1",
    // Teredo: a private server, or a client that is loopback once inverted (7f000001 ^ ffffffff)
    "2001:0:a00:1::1",
    "2001:0:808:808:0:0:80ff:fffe",
    "2001:0:4136:e378:8000:63bf:3fff:fdd2", // client 192.0.2.45 (documentation)
    "not an address",
    "",
    "example.com",
  ])("refuses %s", (address) => {
    expect(isRefusedAddress(address)).toBe(true);
  });

  it.each([
    "1.0.0.1",
    "8.8.8.8",
    "9.255.255.255",
    "11.0.0.0",
    "93.184.215.14",
    "100.63.255.255",
    "100.128.0.0",
    "126.255.255.255",
    "128.0.0.0",
    "169.253.255.255",
    "169.255.0.0",
    "172.15.255.255",
    "172.32.0.0",
    "192.0.1.255",
    "192.0.3.0",
    "192.167.255.255",
    "192.169.0.0",
    "198.17.255.255",
    "198.20.0.0",
    "203.0.112.255",
    "223.255.255.255",
    "2606:4700::1111",
    "2606:4700:4700::1111",
    "2a00:1450:4001:81c::200e",
    "::ffff:8.8.8.8",
    "::ffff:808:808",
    "::8.8.8.8",
    "::ffff:0:808:808",
    "64:ff9b::8.8.8.8",
    "64:ff9b::808:808",
    "2002:0808:0808::1",
    "2002:5db8:d70e::1",
    "2001:0:4136:e378:8000:63bf:f7f7:f7f7", // Teredo: server 65.54.227.120, client 8.8.8.8
    "2001:db7:ffff:ffff:ffff:ffff:ffff:ffff",
    "2001:db9::",
    "fbff:ffff:ffff:ffff:ffff:ffff:ffff:ffff",
    "fe00::1",
    "101::",
    "100:0:0:1::",
    "64:ff9b:2::1",
    "64:ff9a:ffff:ffff:ffff:ffff:ffff:ffff",
  ])("accepts %s", (address) => {
    expect(isRefusedAddress(address)).toBe(false);
  });
});

const publicResolve: Resolve = async () => [{ address: "93.184.215.14", family: 4 }];

describe("checkWebhookUrl", () => {
  it("accepts a public https address literal and refuses http unless private URLs are allowed", async () => {
    await expect(checkWebhookUrl("https://8.8.8.8/hook", false)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("https://[2606:4700::1111]:8443/hook", false)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("https://[2002:0808:0808::1]/hook", false)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("http://8.8.8.8/hook", false)).rejects.toThrow(/https/);
    await expect(checkWebhookUrl("http://127.0.0.1:9999/hook", true)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("ftp://127.0.0.1/hook", true)).rejects.toThrow(/https/);
  });

  it.each([
    "https://[::127.0.0.1]/hook",
    "https://[::ffff:0:127.0.0.1]/hook",
    "https://[64:ff9b:1::7f00:1]/hook",
    "https://[2002:7f00:1::1]/hook",
    "https://[2002:a9fe:a9fe::1]/hook",
    "https://[::ffff:127.0.0.1]/hook",
    "https://[0:0:0:0:0:ffff:7f00:1]/hook",
    "https://[64:ff9b::169.254.169.254]/hook",
    "https://[2001:0:a00:1::1]/hook",
    // IPv4 literal tricks the WHATWG parser normalizes to 127.0.0.1 / 169.254.169.254 / 10.0.0.1
    "https://0x7f.1/hook",
    "https://0177.0.0.1/hook",
    "https://2130706433/hook",
    "https://127.1/hook",
    "https://0x7f000001/hook",
    "https://2852039166/latest/meta-data",
    "https://0xa9.0xfe.0xa9.0xfe/",
    "https://012.0.0.1/hook",
    "https://0/hook",
  ])("refuses the internal address literal %s", async (url) => {
    await expect(checkWebhookUrl(url, false, publicResolve)).rejects.toThrow(/private, loopback or reserved/);
  });

  it.each(["https://8.8.8.8:0/hook", "https://example.com:0/hook", "https://example.com:65536/hook"])(
    "refuses the port of %s, also where private URLs are allowed",
    async (url) => {
      await expect(checkWebhookUrl(url, false, publicResolve)).rejects.toThrow(/port/);
      await expect(checkWebhookUrl(url, true, publicResolve)).rejects.toThrow(/port/);
    },
  );

  it("accepts ports 1 and 65535", async () => {
    await expect(checkWebhookUrl("https://example.com:1/hook", false, publicResolve)).resolves.toBeUndefined();
    await expect(checkWebhookUrl("https://example.com:65535/hook", false, publicResolve)).resolves.toBeUndefined();
  });

  it("refuses internal names, also written fully qualified", async () => {
    await expect(checkWebhookUrl("https://localhost./hook", false)).rejects.toThrow(/internal/);
    await expect(checkWebhookUrl("https://api.localhost/hook", false)).rejects.toThrow(/internal/);
  });

  it("refuses a name when any address it resolves to is refused, or when it resolves to none", async () => {
    const mixed: Resolve = async () => [
      { address: "93.184.215.14", family: 4 },
      { address: "::ffff:0:a00:1", family: 6 },
    ];
    await expect(checkWebhookUrl("https://hooks.example.com/x", false, mixed)).rejects.toThrow(/::ffff:0:a00:1/);
    await expect(checkWebhookUrl("https://hooks.example.com/x", false, async () => [])).rejects.toThrow(/resolve/);
    await expect(checkWebhookUrl("https://hooks.example.com/x", false, publicResolve)).resolves.toBeUndefined();
  });
});

describe("connect-time lookup (the socket's own DNS lookup, so the checked address is the connected one)", () => {
  it("fails for a name resolving to a refused address", async () => {
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      safeLookup("localhost", { all: true }, (e) => resolve(e)),
    );
    expect(err?.code).toBe("EREFUSEDADDRESS");
  });

  it("answers a public address in both callback forms, and passes a resolver's error through", async () => {
    const lookup = connectLookup(publicResolve, true);
    const one = await new Promise<unknown[]>((resolve) => lookup("hooks.example.com", {}, (...args) => resolve(args)));
    expect(one).toEqual([null, "93.184.215.14", 4]);
    const all = await new Promise<unknown[]>((resolve) =>
      lookup("hooks.example.com", { all: true }, (...args) => resolve(args)),
    );
    expect(all).toEqual([null, [{ address: "93.184.215.14", family: 4 }]]);
    const failing = connectLookup(
      async () => Promise.reject(Object.assign(new Error("nx"), { code: "ENOTFOUND" })),
      true,
    );
    const err = await new Promise<NodeJS.ErrnoException | null>((resolve) =>
      failing("nx.example.com", {}, (e) => resolve(e)),
    );
    expect(err?.code).toBe("ENOTFOUND");
  });

  describe("postWebhook against a name that rebinds to 127.0.0.1 after its check", () => {
    let target: http.Server;
    let port: number;
    let hits = 0;
    beforeAll(async () => {
      target = http.createServer((_req, res) => {
        hits += 1;
        res.end("reached");
      });
      target.on("connection", () => {
        hits += 1;
      });
      await new Promise<void>((resolve) => target.listen(0, "127.0.0.1", resolve));
      port = (target.address() as AddressInfo).port;
    });
    afterAll(async () => {
      await new Promise<void>((resolve) => target.close(() => resolve()));
    });

    it("does not connect: the attempt fails with 'refused: … resolves to a private address'", async () => {
      let calls = 0;
      // Public for the check at registration, loopback afterwards (what a rebinding DNS answers).
      const rebinding: Resolve = async () => {
        calls += 1;
        return [{ address: calls === 1 ? "93.184.215.14" : "127.0.0.1", family: 4 }];
      };
      const url = `https://rebind.example.com:${port}/hook`;
      await expect(checkWebhookUrl(url, false, rebinding)).resolves.toBeUndefined();
      const outcome = await postWebhook(url, {}, "{}", { allowPrivate: false, timeoutMs: 5000, resolve: rebinding });
      expect(outcome.status).toBeNull();
      expect(outcome.error).toMatch(/^refused: rebind\.example\.com resolves to 127\.0\.0\.1, a private address/);
      expect(calls).toBe(2);
      expect(hits).toBe(0);
    });

    it("connects to the same name when private URLs are allowed (development)", async () => {
      const loopback: Resolve = async () => [{ address: "127.0.0.1", family: 4 }];
      const outcome = await postWebhook(`http://rebind.example.com:${port}/hook`, {}, "{}", {
        allowPrivate: true,
        timeoutMs: 5000,
        resolve: loopback,
      });
      expect(outcome.status).toBe(200);
      expect(outcome.excerpt).toBe("reached");
      expect(hits).toBeGreaterThan(0);
    });
  });
});
