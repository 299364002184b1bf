import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

/**
 * URL safety of webhook endpoints (api-design §11): https only, and never an address on the
 * service's own side of the network: loopback, private, link-local (which includes the cloud
 * metadata address 169.254.169.254), carrier-grade NAT, multicast, reserved or documentation
 * ranges, in IPv4 and IPv6 (IPv4-mapped and NAT64 addresses are checked as the IPv4 address they
 * carry). The check runs when an endpoint is saved and again on every attempt, inside the socket's
 * own DNS lookup, so the address that is checked is the address that is connected to (no DNS
 * rebinding gap). `WEBHOOK_ALLOW_PRIVATE_URLS=1` (development and tests) lifts both rules.
 */

const blocked = new net.BlockList();
for (const [address, prefix] of [
  ["0.0.0.0", 8], // "this network"
  ["10.0.0.0", 8], // private
  ["100.64.0.0", 10], // carrier-grade NAT
  ["127.0.0.0", 8], // loopback
  ["169.254.0.0", 16], // link-local, cloud metadata (169.254.169.254)
  ["172.16.0.0", 12], // private
  ["192.0.0.0", 24], // IETF protocol assignments
  ["192.0.2.0", 24], // documentation
  ["192.88.99.0", 24], // 6to4 relay
  ["192.168.0.0", 16], // private
  ["198.18.0.0", 15], // benchmarking
  ["198.51.100.0", 24], // documentation
  ["203.0.113.0", 24], // documentation
  ["224.0.0.0", 4], // multicast
  ["240.0.0.0", 4], // reserved, broadcast
] as const) {
  blocked.addSubnet(address, prefix, "ipv4");
}
for (const [address, prefix] of [
  ["::", 128], // unspecified
  ["::1", 128], // loopback
  ["100::", 64], // discard
  ["2001:db8::", 32], // documentation
  ["fc00::", 7], // unique local (includes AWS's metadata fd00:ec2::254)
  ["fe80::", 10], // link-local
  ["fec0::", 10], // site-local (deprecated)
  ["ff00::", 8], // multicast
] as const) {
  blocked.addSubnet(address, prefix, "ipv6");
}

/** Host names that name the service's own side whatever they resolve to. */
const blockedNames = /^(localhost|.*\.localhost|metadata|metadata\.google\.internal|.*\.internal)$/i;

/** The IPv4 address an IPv6 address carries (IPv4-mapped ::ffff:a.b.c.d, NAT64 64:ff9b::/96), if any. */
function embeddedIpv4(address: string): string | undefined {
  const lower = address.toLowerCase();
  const dotted = /^(?:::ffff:|64:ff9b::)(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:::ffff:|64:ff9b::)([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex?.[1] && hex[2]) {
    const hi = Number.parseInt(hex[1], 16);
    const lo = Number.parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return undefined;
}

/** Whether an IP address is one a webhook may never be sent to. */
export function isRefusedAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 4) return blocked.check(address, "ipv4");
  if (family === 6) {
    const v4 = embeddedIpv4(address);
    if (v4) return blocked.check(v4, "ipv4");
    return blocked.check(address, "ipv6");
  }
  return true;
}

export class RefusedUrlError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "RefusedUrlError";
  }
}

function hostOf(url: URL): string {
  // WHATWG URLs keep IPv6 literals in brackets.
  // (and a fully qualified name may end in a dot: "localhost." is localhost).
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

/**
 * Checks a webhook URL as it is saved: scheme, no credentials, and (unless private URLs are
 * allowed) a host that is not refused and whose every resolved address is not refused.
 * Throws RefusedUrlError with a reason a client can act on.
 */
export async function checkWebhookUrl(raw: string, allowPrivate: boolean): Promise<void> {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrlError("The URL cannot be parsed");
  }
  if (url.username || url.password) throw new RefusedUrlError("The URL must not carry credentials");
  if (allowPrivate) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new RefusedUrlError("The URL must be https://");
    return;
  }
  if (url.protocol !== "https:") throw new RefusedUrlError("The URL must be https://");
  const host = hostOf(url);
  if (net.isIP(host)) {
    if (isRefusedAddress(host)) throw new RefusedUrlError(`The address ${host} is private, loopback or reserved`);
    return;
  }
  if (blockedNames.test(host)) throw new RefusedUrlError(`The host ${host} is internal`);
  let addresses: dns.LookupAddress[];
  try {
    addresses = await dns.promises.lookup(host, { all: true, verbatim: true });
  } catch {
    throw new RefusedUrlError(`The host ${host} does not resolve`);
  }
  const bad = addresses.find((a) => isRefusedAddress(a.address));
  if (bad)
    throw new RefusedUrlError(`The host ${host} resolves to ${bad.address}, a private, loopback or reserved address`);
}

/** A DNS lookup for sockets that fails when any resolved address is refused. */
export function safeLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void,
): void {
  dns.lookup(hostname, { ...options, all: true, verbatim: true }, (err, addresses) => {
    if (err) return callback(err, "");
    const list = addresses as dns.LookupAddress[];
    const bad = list.find((a) => isRefusedAddress(a.address));
    if (bad || list.length === 0) {
      const refused: NodeJS.ErrnoException = new RefusedUrlError(
        `The host ${hostname} resolves to ${bad?.address ?? "nothing"}, a refused address`,
      );
      refused.code = "EREFUSEDADDRESS";
      return callback(refused, "");
    }
    if (options.all) return callback(null, list);
    const first = list[0] as dns.LookupAddress;
    return callback(null, first.address, first.family);
  });
}

export interface PostOutcome {
  /** HTTP status when a response arrived. */
  status: number | null;
  /** The first 1 KB of the response body (UTF-8). */
  excerpt: string | null;
  /** Why no response arrived (timeout, refused address, connection error). */
  error: string | null;
  durationMs: number;
}

/** Bytes of the response body kept in the delivery log. */
export const RESPONSE_EXCERPT_BYTES = 1024;

/**
 * POSTs one webhook: the URL is checked again, the socket's DNS lookup refuses private addresses,
 * redirects are not followed (a 3xx is a failed attempt), the whole exchange is cut off after
 * `timeoutMs`, and at most 1 KB of the response body is read. Never throws.
 */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean; timeoutMs: number; signal?: AbortSignal },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    await checkWebhookUrl(rawUrl, opts.allowPrivate);
  } catch (err) {
    return { status: null, excerpt: null, error: (err as Error).message, durationMs: elapsed() };
  }
  const url = new URL(rawUrl);
  const client = url.protocol === "https:" ? https : http;
  return new Promise<PostOutcome>((resolve) => {
    let settled = false;
    const finish = (outcome: Omit<PostOutcome, "durationMs">) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve({ ...outcome, durationMs: elapsed() });
    };
    const req = client.request(
      url,
      {
        method: "POST",
        headers: {
          ...headers,
          "content-type": "application/json",
          "content-length": String(Buffer.byteLength(body)),
          "user-agent": "credit-application-service-webhooks/1",
        },
        agent: false,
        lookup: opts.allowPrivate ? undefined : safeLookup,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = () => {
          const excerpt = Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString("utf8");
          finish({ status: res.statusCode ?? null, excerpt, error: null });
          res.destroy();
        };
        res.on("data", (chunk: Buffer) => {
          if (size < RESPONSE_EXCERPT_BYTES) chunks.push(chunk);
          size += chunk.length;
          if (size >= RESPONSE_EXCERPT_BYTES) done();
        });
        res.on("end", done);
        res.on("error", done);
        res.on("close", done);
      },
    );
    const timer = setTimeout(() => {
      finish({ status: null, excerpt: null, error: `No response within ${opts.timeoutMs / 1000} s` });
      req.destroy();
    }, opts.timeoutMs);
    const onAbort = () => {
      finish({ status: null, excerpt: null, error: "The attempt was stopped (the service is stopping)" });
      req.destroy();
    };
    if (opts.signal?.aborted) onAbort();
    opts.signal?.addEventListener("abort", onAbort, { once: true });
    req.on("close", () => opts.signal?.removeEventListener("abort", onAbort));
    req.on("error", (err: NodeJS.ErrnoException) => {
      const reason =
        err instanceof RefusedUrlError
          ? err.message
          : err.code === "ECONNREFUSED"
            ? "Connection refused"
            : `${err.code ?? err.name}: ${err.message}`;
      finish({ status: null, excerpt: null, error: reason.slice(0, 500) });
    });
    req.end(body);
  });
}
