import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * How a TOTP secret is stored (docs/people.md): with TOTP_ENCRYPTION_KEY set, sealed with
 * AES-256-GCM (`v1:<iv>:<tag>:<ciphertext>`, base64url, the person's id as associated data so a
 * sealed secret copied to another person's row does not open); without the key, as it is
 * (`plain:<base32>`), and the server warns at start. Either way it is never returned after the
 * enrolment. Rows sealed under one key need that key: set it before the first enrolment.
 */
export function sealSecret(secret: string, userId: string, key: string | undefined): string {
  if (!key) return `plain:${secret}`;
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", Buffer.from(key, "base64"), iv);
  cipher.setAAD(Buffer.from(userId));
  const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
  return ["v1", iv, cipher.getAuthTag(), sealed]
    .map((p) => (typeof p === "string" ? p : p.toString("base64url")))
    .join(":");
}

export function openSecret(stored: string, userId: string, key: string | undefined): string {
  if (stored.startsWith("plain:")) return stored.slice("plain:".length);
  const [version, iv, tag, sealed] = stored.split(":");
  if (version !== "v1" || !iv || !tag || !sealed) throw new Error("Unknown TOTP secret format");
  if (!key) throw new Error("A sealed TOTP secret needs TOTP_ENCRYPTION_KEY");
  const decipher = createDecipheriv("aes-256-gcm", Buffer.from(key, "base64"), Buffer.from(iv, "base64url"));
  decipher.setAAD(Buffer.from(userId));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  return Buffer.concat([decipher.update(Buffer.from(sealed, "base64url")), decipher.final()]).toString("utf8");
}
