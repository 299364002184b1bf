import dns from "node:dns";
import http from "node:http";
import https from "node:https";
import net from "node:net";

/**
 * URL safety of webhook endpoints (api-design §11): https only, a port in 1-65535, and never an
 * address on the service's own side of the network: loopback, private, link-local (which includes
 * the cloud metadata address 169.254.169.254), carrier-grade NAT, multicast, reserved or
 * documentation ranges, in IPv4 and IPv6. Every IPv6 form that carries an IPv4 address
 * (IPv4-compatible ::a.b.c.d, IPv4-mapped ::ffff:a.b.c.d, IPv4-translated ::ffff:0:a.b.c.d, NAT64
 * 64:ff9b::/96, 6to4 2002::/16 and both addresses of Teredo 2001::/32) is judged by the IPv4 rules
 * on the address it carries; the NAT64 local-use prefix 64:ff9b:1::/48 is refused whole (it only
 * exists inside an operator's network). Addresses are parsed exactly (16 bytes) rather than
 * matched as text, so every spelling of one address is judged alike; IPv4 literals in decimal,
 * octal or hex ("0x7f.1", "2130706433") are normalized by the WHATWG URL parser first.
 *
 * The check runs when an endpoint is saved and again on every attempt, inside the socket's own DNS
 * lookup, so the address that is checked is the address that is connected to (no DNS rebinding
 * gap). `WEBHOOK_ALLOW_PRIVATE_URLS=1` (development and tests) lifts the address and scheme rules.
 */

/** IPv4 ranges a webhook may never reach: [first address, prefix length, why]. */
const refusedIpv4: ReadonlyArray<readonly [string, number, string]> = [
  ["0.0.0.0", 8, "this network"],
  ["10.0.0.0", 8, "private"],
  ["100.64.0.0", 10, "carrier-grade NAT"],
  ["127.0.0.0", 8, "loopback"],
  ["169.254.0.0", 16, "link-local, cloud metadata (169.254.169.254)"],
  ["172.16.0.0", 12, "private"],
  ["192.0.0.0", 24, "IETF protocol assignments"],
  ["192.0.2.0", 24, "documentation"],
  ["192.88.99.0", 24, "6to4 relay anycast"],
  ["192.168.0.0", 16, "private"],
  ["198.18.0.0", 15, "benchmarking"],
  ["198.51.100.0", 24, "documentation"],
  ["203.0.113.0", 24, "documentation"],
  ["224.0.0.0", 4, "multicast"],
  ["240.0.0.0", 4, "reserved, and the broadcast address 255.255.255.255"],
];

/** IPv6 ranges refused outright (the IPv4-carrying ranges are judged by what they carry). */
const refusedIpv6: ReadonlyArray<readonly [string, number, string]> = [
  ["::", 128, "unspecified"],
  ["::1", 128, "loopback"],
  ["64:ff9b:1::", 48, "NAT64 local use"],
  ["100::", 64, "discard"],
  ["2001:2::", 48, "benchmarking"],
  ["2001:db8::", 32, "documentation"],
  ["3fff::", 20, "documentation"],
  ["fc00::", 7, "unique local (includes AWS's metadata fd00:ec2::254)"],
  ["fe80::", 10, "link-local"],
  ["fec0::", 10, "site-local (deprecated)"],
  ["ff00::", 8, "multicast"],
];

/** An IPv4 address in dotted-decimal form as its 4 bytes, or undefined. */
function ipv4Bytes(text: string): number[] | undefined {
  if (!net.isIPv4(text)) return undefined;
  return text.split(".").map(Number);
}

/**
 * An IPv6 address (with or without an embedded dotted quad and a zone) as its 16 bytes, or
 * undefined when it is not one.
 */
export function ipv6Bytes(text: string): number[] | undefined {
  const address = text.replace(/%.*$/, "");
  if (!net.isIPv6(address)) return undefined;
  let groups = address.toLowerCase();
  const quad = /(\d+\.\d+\.\d+\.\d+)$/.exec(groups);
  if (quad?.[1]) {
    const b = ipv4Bytes(quad[1]);
    if (!b) return undefined;
    const [b0 = 0, b1 = 0, b2 = 0, b3 = 0] = b;
    groups = `${groups.slice(0, quad.index)}${((b0 << 8) | b1).toString(16)}:${((b2 << 8) | b3).toString(16)}`;
  }
  const [head = "", tail] = groups.split("::");
  const left = head ? head.split(":") : [];
  const right = tail ? tail.split(":") : [];
  const fill = tail === undefined ? [] : new Array<string>(8 - left.length - right.length).fill("0");
  const all = [...left, ...fill, ...right];
  if (all.length !== 8) return undefined;
  return all.flatMap((g) => {
    const v = Number.parseInt(g, 16);
    return [v >> 8, v & 255];
  });
}

function inPrefix(bytes: readonly number[], base: readonly number[], length: number): boolean {
  for (let bit = 0; bit < length; bit += 8) {
    const take = Math.min(8, length - bit);
    const mask = (0xff << (8 - take)) & 0xff;
    if (((bytes[bit / 8] ?? 0) & mask) !== ((base[bit / 8] ?? 0) & mask)) return false;
  }
  return true;
}

const ipv4Table = refusedIpv4.map(([a, len, why]) => ({ base: ipv4Bytes(a) ?? [], len, why }));
const ipv6Table = refusedIpv6.map(([a, len, why]) => ({ base: ipv6Bytes(a) ?? [], len, why }));

function ipv4Reason(bytes: readonly number[]): string | undefined {
  return ipv4Table.find((r) => inPrefix(bytes, r.base, r.len))?.why;
}

const dotted = (b: readonly number[]) => b.join(".");
const prefix6 = (text: string) => ipv6Bytes(text) ?? [];
const bytesAt = (bytes: readonly number[], from: number) => bytes.slice(from, from + 4);

/**
 * The IPv4 addresses an IPv6 address carries, by the form it has (the Teredo client's address is
 * stored inverted), or [] when it carries none.
 */
export function embeddedIpv4(address: string): string[] {
  const b = ipv6Bytes(address);
  if (!b) return [];
  // ::a.b.c.d (IPv4-compatible, deprecated), ::ffff:a.b.c.d (mapped), ::ffff:0:a.b.c.d (translated)
  if (inPrefix(b, prefix6("::"), 96)) return [dotted(bytesAt(b, 12))];
  if (inPrefix(b, prefix6("::ffff:0:0"), 96)) return [dotted(bytesAt(b, 12))];
  if (inPrefix(b, prefix6("::ffff:0:0:0"), 96)) return [dotted(bytesAt(b, 12))];
  // NAT64 well-known prefix (RFC 6052)
  if (inPrefix(b, prefix6("64:ff9b::"), 96)) return [dotted(bytesAt(b, 12))];
  // 6to4: 2002:AABB:CCDD::/48
  if (inPrefix(b, prefix6("2002::"), 16)) return [dotted(bytesAt(b, 2))];
  // Teredo: 2001:0:SSSS:SSSS:flags:port:CCCC:CCCC, the client's address XOR 0xffffffff
  if (inPrefix(b, prefix6("2001::"), 32)) {
    return [dotted(bytesAt(b, 4)), dotted(bytesAt(b, 12).map((x) => x ^ 0xff))];
  }
  return [];
}

/**
 * Why an IP address is one a webhook may never be sent to, or undefined when it may be. Anything
 * that is not an IP address is refused.
 */
export function refusalReason(address: string): string | undefined {
  const v4 = ipv4Bytes(address);
  if (v4) return ipv4Reason(v4);
  const v6 = ipv6Bytes(address);
  if (!v6) return "not an IP address";
  const direct = ipv6Table.find((r) => inPrefix(v6, r.base, r.len));
  if (direct) return direct.why;
  for (const carried of embeddedIpv4(address)) {
    const why = ipv4Reason(ipv4Bytes(carried) ?? []);
    if (why) return `carries ${carried}: ${why}`;
  }
  return undefined;
}

/** Whether an IP address is one a webhook may never be sent to. */
export function isRefusedAddress(address: string): boolean {
  return refusalReason(address) !== undefined;
}

export class RefusedUrlError extends Error {
  code = "EREFUSEDADDRESS";
  constructor(message: string) {
    super(message);
    this.name = "RefusedUrlError";
  }
}

/** Resolves a host name to every address it has (dns.lookup; tests inject their own). */
export type Resolve = (hostname: string) => Promise<ReadonlyArray<{ address: string; family: number }>>;

export const systemResolve: Resolve = (hostname) => dns.promises.lookup(hostname, { all: true, verbatim: true });

/** Host names that name the service's own side whatever they resolve to. */
const blockedNames = /^(localhost|.*\.localhost|metadata|metadata\.google\.internal|.*\.internal)$/i;

function hostOf(url: URL): string {
  // WHATWG URLs keep IPv6 literals in brackets
  // (and a fully qualified name may end in a dot: "localhost." is localhost).
  return url.hostname.replace(/^\[(.*)\]$/, "$1").replace(/\.$/, "");
}

/**
 * The checks that need no DNS: the URL parses, carries no credentials, is https (or http when
 * private URLs are allowed), has a port in 1-65535, and (unless private URLs are allowed) its host
 * is neither a refused address literal nor an internal name. Returns the parsed URL and whether
 * its host is a name still to be resolved.
 */
function checkUrlShape(raw: string, allowPrivate: boolean): { url: URL; host: string; isName: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RefusedUrlError("The URL cannot be parsed (or its port is not in 1-65535)");
  }
  if (url.username || url.password) throw new RefusedUrlError("The URL must not carry credentials");
  // The parser refuses ports over 65535 and drops the scheme's default; port 0 reaches no server.
  if (url.port !== "" && Number(url.port) < 1) throw new RefusedUrlError("The port must be in 1-65535");
  const host = hostOf(url);
  if (allowPrivate) {
    if (url.protocol !== "https:" && url.protocol !== "http:") throw new RefusedUrlError("The URL must be https://");
    return { url, host, isName: false };
  }
  if (url.protocol !== "https:") throw new RefusedUrlError("The URL must be https://");
  if (net.isIP(host)) {
    const why = refusalReason(host);
    if (why) throw new RefusedUrlError(`The address ${host} is private, loopback or reserved (${why})`);
    return { url, host, isName: false };
  }
  if (blockedNames.test(host)) throw new RefusedUrlError(`The host ${host} is internal`);
  return { url, host, isName: true };
}

/**
 * Checks a webhook URL as it is saved: the checks of checkUrlShape and, for a host name (unless
 * private URLs are allowed), that every address it resolves to is not refused.
 * Throws RefusedUrlError with a reason a client can act on.
 */
export async function checkWebhookUrl(
  raw: string,
  allowPrivate: boolean,
  resolve: Resolve = systemResolve,
): Promise<void> {
  const { host, isName } = checkUrlShape(raw, allowPrivate);
  if (!isName) return;
  let addresses: ReadonlyArray<{ address: string }>;
  try {
    addresses = await resolve(host);
  } catch {
    throw new RefusedUrlError(`The host ${host} does not resolve`);
  }
  if (addresses.length === 0) throw new RefusedUrlError(`The host ${host} does not resolve`);
  const bad = addresses.find((a) => isRefusedAddress(a.address));
  if (bad)
    throw new RefusedUrlError(`The host ${host} resolves to ${bad.address}, a private, loopback or reserved address`);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * A DNS lookup for sockets (the `lookup` option of net/http/https): it resolves with `resolve` and,
 * when `check` is set, fails with RefusedUrlError ("refused: … resolves to a private address")
 * when any resolved address is refused, so the address checked is the address connected to.
 */
export function connectLookup(resolve: Resolve, check: boolean) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    resolve(hostname).then(
      (found) => {
        const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
        const list = found
          .filter((a) => wanted === undefined || a.family === wanted)
          .map((a) => ({ address: a.address, family: a.family }));
        const bad = check ? list.find((a) => isRefusedAddress(a.address)) : undefined;
        if (bad || list.length === 0) {
          const why = bad ? refusalReason(bad.address) : undefined;
          return callback(
            new RefusedUrlError(
              bad
                ? `refused: ${hostname} resolves to ${bad.address}, a private address (${why}); not connected`
                : `refused: ${hostname} resolves to no address`,
            ),
            "",
          );
        }
        if (options.all) return callback(null, list);
        const first = list[0] as dns.LookupAddress;
        return callback(null, first.address, first.family);
      },
      (err: NodeJS.ErrnoException) => callback(err, ""),
    );
  };
}

/** The socket lookup of the system resolver that refuses private addresses. */
export const safeLookup = connectLookup(systemResolve, true);

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
 * POSTs one webhook: the URL is checked again (scheme, port, address literal, internal names),
 * the socket's own DNS lookup refuses a name that now resolves to a private address (so a name
 * that changed since it was saved, or answers differently for each query, is never connected to),
 * redirects are not followed (a 3xx is a failed attempt), the whole exchange is cut off after
 * `timeoutMs`, and at most 1 KB of the response body is read. Never throws.
 */
export async function postWebhook(
  rawUrl: string,
  headers: Record<string, string>,
  body: string,
  opts: { allowPrivate: boolean; timeoutMs: number; signal?: AbortSignal; resolve?: Resolve },
): Promise<PostOutcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  let url: URL;
  try {
    url = checkUrlShape(rawUrl, opts.allowPrivate).url;
  } catch (err) {
    return { status: null, excerpt: null, error: (err as Error).message, durationMs: elapsed() };
  }
  const client = url.protocol === "https:" ? https : http;
  const lookup =
    opts.allowPrivate && !opts.resolve ? undefined : connectLookup(opts.resolve ?? systemResolve, !opts.allowPrivate);
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
        lookup,
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
