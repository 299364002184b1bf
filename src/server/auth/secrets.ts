import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/** Client secrets are stored only as scrypt hashes: `scrypt$N$r$p$salt$hash` (base64url). */
const N = 16384;
const R = 8;
const P = 1;
const KEYLEN = 32;

function derive(secret: string, salt: Buffer, n: number, r: number, p: number): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(secret, salt, KEYLEN, { N: n, r, p, maxmem: 64 * 1024 * 1024 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}

export async function hashSecret(secret: string): Promise<string> {
  return hashWithScrypt(secret, { n: N, r: R, p: P });
}

/** A scrypt hash with the given cost parameters, in the same self-describing form (verifySecret reads any). */
export async function hashWithScrypt(secret: string, cost: { n: number; r: number; p: number }): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(secret, salt, cost.n, cost.r, cost.p);
  return `scrypt$${cost.n}$${cost.r}$${cost.p}$${salt.toString("base64url")}$${key.toString("base64url")}`;
}

export async function verifySecret(secret: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !n || !r || !p || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const key = await derive(secret, Buffer.from(salt, "base64url"), Number(n), Number(r), Number(p));
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** A hash to compare against when the client does not exist, so timing does not tell. */
let dummyHash: Promise<string> | undefined;
export function dummySecretHash(): Promise<string> {
  dummyHash ??= hashSecret(randomBytes(16).toString("hex"));
  return dummyHash;
}

export function newClientId(): string {
  return `cli_${randomBytes(12).toString("hex")}`;
}

export function newClientSecret(): string {
  return randomBytes(36).toString("base64url");
}
