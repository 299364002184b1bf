import { generateKeyPairSync, randomBytes } from "node:crypto";
import { type Kysely, sql } from "kysely";
import forge from "node-forge";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import type { SigningIdentity } from "./agreement-pdf";

/**
 * The service's signing certificate (api-design §10): `SIGNING_P12` (base64 PKCS#12) with
 * `SIGNING_P12_PASSWORD` when set; otherwise a self-signed RSA-2048 certificate generated once and
 * kept in `service_settings` (key `signing_p12`), so every instance on one database seals with the
 * same certificate. The first instance to insert wins; the others read its row.
 */

const SETTING_KEY = "signing_p12";

export interface SigningConfig {
  signingP12?: string;
  signingP12Password?: string;
}

/** A self-signed RSA certificate and key as a PKCS#12 (3DES, as node-forge and poppler both read). */
export function generateSigningP12(commonName = "Credit Application Service"): SigningIdentity {
  const { privateKey } = generateKeyPairSync("rsa", {
    modulusLength: 2048,
    privateKeyEncoding: { type: "pkcs8", format: "pem" },
    publicKeyEncoding: { type: "spki", format: "pem" },
  });
  const key = forge.pki.privateKeyFromPem(privateKey);
  const publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  const cert = forge.pki.createCertificate();
  cert.publicKey = publicKey;
  cert.serialNumber = `01${randomBytes(15).toString("hex")}`;
  const now = appNow();
  cert.validity.notBefore = new Date(now.getTime() - 24 * 3600 * 1000);
  cert.validity.notAfter = new Date(now.getTime() + 10 * 365 * 24 * 3600 * 1000);
  const attrs = [
    { name: "commonName", value: commonName },
    { name: "organizationName", value: "Credit Application Service" },
  ];
  cert.setSubject(attrs);
  cert.setIssuer(attrs);
  cert.setExtensions([
    { name: "basicConstraints", cA: false },
    { name: "keyUsage", digitalSignature: true, nonRepudiation: true },
    { name: "subjectKeyIdentifier" },
  ]);
  cert.sign(key, forge.md.sha256.create());
  const passphrase = randomBytes(24).toString("base64url");
  const asn1 = forge.pkcs12.toPkcs12Asn1(key, [cert], passphrase, { algorithm: "3des", friendlyName: commonName });
  const der = forge.asn1.toDer(asn1).getBytes();
  return { p12: Buffer.from(der, "binary"), passphrase };
}

const cache = new WeakMap<object, Promise<SigningIdentity>>();

/** The identity as stored (or configured), without the per-process cache. */
export async function loadIdentity(db: Kysely<DB>, config: SigningConfig): Promise<SigningIdentity> {
  if (config.signingP12) {
    return { p12: Buffer.from(config.signingP12, "base64"), passphrase: config.signingP12Password ?? "" };
  }
  const existing = await db
    .selectFrom("service_settings")
    .select("value")
    .where("key", "=", SETTING_KEY)
    .executeTakeFirst();
  if (!existing) {
    const fresh = generateSigningP12();
    const value = { p12: fresh.p12.toString("base64"), passphrase: fresh.passphrase };
    await sql`insert into service_settings (key, value) values (${SETTING_KEY}, ${JSON.stringify(value)}::jsonb)
      on conflict (key) do nothing`.execute(db);
  }
  const row = await db
    .selectFrom("service_settings")
    .select("value")
    .where("key", "=", SETTING_KEY)
    .executeTakeFirstOrThrow();
  const v = row.value as { p12: string; passphrase: string };
  return { p12: Buffer.from(v.p12, "base64"), passphrase: v.passphrase };
}

/** The signing identity of this database (loaded once per process and database). */
export function signingIdentity(db: Kysely<DB>, config: SigningConfig): Promise<SigningIdentity> {
  let p = cache.get(db);
  if (!p) {
    p = loadIdentity(db, config);
    cache.set(db, p);
    p.catch(() => cache.delete(db));
  }
  return p;
}
