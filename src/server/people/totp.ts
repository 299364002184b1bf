import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { RECOVERY_CODE_COUNT, TOTP_DIGITS, TOTP_PERIOD_SECONDS } from "../../contract/totp";

/**
 * TOTP (RFC 6238) over HOTP (RFC 4226) with node:crypto: HMAC-SHA1, 6 digits, 30-second steps,
 * codes of the step before and after the current one accepted (clock drift of a phone).
 * docs/people.md, "Two-step sign-in (TOTP)".
 */

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = "";
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += BASE32[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += BASE32[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/=+$/, "").toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const ch of clean) {
    const index = BASE32.indexOf(ch);
    if (index < 0) throw new Error("Not base32");
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** RFC 4226 §5.3: HMAC of the 8-byte big-endian counter, dynamic truncation, `digits` decimal digits. */
export function hotp(key: Uint8Array, counter: number, digits = TOTP_DIGITS, algorithm = "sha1"): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac(algorithm, key).update(message).digest();
  const offset = (mac[mac.length - 1] as number) & 0x0f;
  const binary = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(binary % 10 ** digits).padStart(digits, "0");
}

/** The time step of a moment (RFC 6238 §4.2, T0 = 0). */
export function totpStep(epochMs: number, period = TOTP_PERIOD_SECONDS): number {
  return Math.floor(epochMs / 1000 / period);
}

export function totpCode(key: Uint8Array, epochMs: number, digits = TOTP_DIGITS, algorithm = "sha1"): string {
  return hotp(key, totpStep(epochMs), digits, algorithm);
}

/**
 * The step whose code matches, looking at the current step and one either side, or undefined.
 * Steps at or before `lastUsedStep` are not accepted (a code works once).
 */
export function matchingStep(
  key: Uint8Array,
  code: string,
  epochMs: number,
  lastUsedStep: number | null,
): number | undefined {
  const now = totpStep(epochMs);
  const given = Buffer.from(code);
  for (const step of [now - 1, now, now + 1]) {
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    const expected = Buffer.from(hotp(key, step));
    if (expected.length === given.length && timingSafeEqual(expected, given)) return step;
  }
  return undefined;
}

/** A new secret: 20 random bytes (the HMAC-SHA1 block RFC 4226 recommends), base32 without padding. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20));
}

/** The `otpauth://` URI authenticator apps read from the QR code (Google Authenticator key-URI format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = `${encodeURIComponent(issuer)}:${encodeURIComponent(account)}`;
  const params = new URLSearchParams({
    secret,
    issuer,
    algorithm: "SHA1",
    digits: String(TOTP_DIGITS),
    period: String(TOTP_PERIOD_SECONDS),
  });
  return `otpauth://totp/${label}?${params.toString()}`;
}

/** 32 letters and digits without look-alikes (no l, o, 0, 1): 5 random bits per character. */
export const RECOVERY_ALPHABET = "abcdefghijkmnpqrstuvwxyz23456789";
/** Characters of a recovery code: 24 × 5 = 120 random bits (ASVS 2.6.2 asks at least 112). */
export const RECOVERY_CODE_LENGTH = 24;
/** Codes issued before the 120-bit ones had 16 characters (80 bits); their stored hashes still verify. */
export const LEGACY_RECOVERY_CODE_LENGTH = 16;

/**
 * Recovery codes: RECOVERY_CODE_LENGTH characters of RECOVERY_ALPHABET, each from one random byte
 * (256 is a multiple of 32, so `byte & 31` is uniform), shown in groups of four:
 * `xxxx-xxxx-xxxx-xxxx-xxxx-xxxx`.
 */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const bytes = randomBytes(RECOVERY_CODE_LENGTH);
    const chars = Array.from(bytes, (b) => RECOVERY_ALPHABET[b & 31]).join("");
    return chars.match(/.{4}/g)?.join("-") ?? chars;
  });
}

/** A recovery code as typed (any case, spaces or dashes anywhere) to the form that is hashed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]/g, "");
}

/**
 * The clock TOTP reads. Only the API tests, which run the server in their own process, move it:
 * codes of steps to come without waiting for them.
 */
export const totpClock = { now: (): number => Date.now() };
