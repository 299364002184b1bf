import { describe, expect, it } from "vitest";
import {
  base32Decode,
  base32Encode,
  hotp,
  matchingStep,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  otpauthUri,
  RECOVERY_ALPHABET,
  RECOVERY_CODE_LENGTH,
  totpCode,
  totpStep,
} from "./totp";
import { openSecret, sealSecret } from "./totp-secrets";

const sha1Seed = Buffer.from("12345678901234567890");
const sha256Seed = Buffer.from("12345678901234567890123456789012");
const sha512Seed = Buffer.from("1234567890123456789012345678901234567890123456789012345678901234");

describe("HOTP (RFC 4226 Appendix D)", () => {
  it("gives the ten published values", () => {
    const expected = [
      "755224",
      "287082",
      "359152",
      "969429",
      "338314",
      "254676",
      "287922",
      "162583",
      "399871",
      "520489",
    ];
    expect(expected.map((_, i) => hotp(sha1Seed, i))).toEqual(expected);
  });
});

describe("TOTP (RFC 6238 Appendix B, 8 digits)", () => {
  const vectors: Array<[number, string, string, string]> = [
    [59, "94287082", "46119246", "90693936"],
    [1111111109, "07081804", "68084774", "25091201"],
    [1111111111, "14050471", "67062674", "99943326"],
    [1234567890, "89005924", "91819424", "93441116"],
    [2000000000, "69279037", "90698825", "38618901"],
    [20000000000, "65353130", "77737706", "47863826"],
  ];
  it.each(vectors)("at %i s", (seconds, sha1, sha256, sha512) => {
    expect(totpCode(sha1Seed, seconds * 1000, 8, "sha1")).toBe(sha1);
    expect(totpCode(sha256Seed, seconds * 1000, 8, "sha256")).toBe(sha256);
    expect(totpCode(sha512Seed, seconds * 1000, 8, "sha512")).toBe(sha512);
  });

  it("uses 30-second steps from the epoch", () => {
    expect(totpStep(59_000)).toBe(1);
    expect(totpStep(1111111109_000)).toBe(0x23523ec);
  });
});

describe("accepting a code", () => {
  const at = 1_700_000_000_000;
  const step = totpStep(at);
  it("takes the current step and one either side, no further", () => {
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step), at, null)).toBe(step);
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step - 1), at, null)).toBe(step - 1);
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step + 1), at, null)).toBe(step + 1);
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step + 2), at, null)).toBeUndefined();
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step - 2), at, null)).toBeUndefined();
  });
  it("refuses a step at or before the last one used (replay)", () => {
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step), at, step)).toBeUndefined();
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step - 1), at, step - 1)).toBeUndefined();
    expect(matchingStep(sha1Seed, hotp(sha1Seed, step + 1), at, step)).toBe(step + 1);
  });
  it("refuses other lengths and text", () => {
    expect(matchingStep(sha1Seed, "12345", at, null)).toBeUndefined();
    expect(matchingStep(sha1Seed, "abcdef", at, null)).toBeUndefined();
  });
});

describe("secrets and recovery codes", () => {
  it("base32 round-trips and is the RFC 4648 alphabet", () => {
    expect(base32Encode(Buffer.from("foobar"))).toBe("MZXW6YTBOI");
    expect(base32Decode("MZXW6YTBOI").toString()).toBe("foobar");
    const secret = newTotpSecret();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(base32Decode(secret)).toHaveLength(20);
  });
  it("builds the otpauth URI", () => {
    const uri = new URL(otpauthUri("JBSWY3DPEHPK3PXP", "ana@example.test", "Credit Application Service"));
    expect(uri.protocol).toBe("otpauth:");
    expect(uri.searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
    expect(uri.searchParams.get("issuer")).toBe("Credit Application Service");
    expect(decodeURIComponent(uri.pathname)).toContain("Credit Application Service:ana@example.test");
  });
  it("makes ten different recovery codes of 24 characters in groups of four", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}(-[a-z2-9]{4}){5}$/);
    expect(normalizeRecoveryCode(" ABCD-efgh ijkm-NPQR ")).toBe("abcdefghijkmnpqr");
  });
  it("gives recovery codes at least 112 random bits (ASVS 2.6.2): every position draws from all 32 characters", () => {
    // The claim: RECOVERY_CODE_LENGTH independent characters, each uniform over 32 → 5 bits each.
    expect(new Set(RECOVERY_ALPHABET).size).toBe(32);
    expect(RECOVERY_CODE_LENGTH * Math.log2(RECOVERY_ALPHABET.length)).toBeGreaterThanOrEqual(112);
    // Checked on the codes made, not on the constants: 4,000 codes (about 125 draws per character
    // and position) show every character at every position, so no position is fixed or narrowed
    // (a missing one by chance: 24 × 32 × (31/32)^4000 ≈ 1e-52).
    const codes = newRecoveryCodes(4000).map(normalizeRecoveryCode);
    for (const code of codes) expect(code).toHaveLength(RECOVERY_CODE_LENGTH);
    for (let position = 0; position < RECOVERY_CODE_LENGTH; position++) {
      const seen = new Set(codes.map((c) => c[position]));
      expect(seen.size, `characters seen at position ${position}`).toBe(32);
    }
    // And the characters are independent of each other: no two codes of 4,000 share even their first half
    // (60 bits; a collision by chance ≈ 4000² / 2^61 ≈ 7e-12).
    expect(new Set(codes.map((c) => c.slice(0, RECOVERY_CODE_LENGTH / 2))).size).toBe(codes.length);
  });
  it("seals a secret under the key, bound to the person", () => {
    const key = Buffer.alloc(32, 7).toString("base64");
    const sealed = sealSecret("JBSWY3DPEHPK3PXP", "user-a", key);
    expect(sealed).not.toContain("JBSWY3DPEHPK3PXP");
    expect(openSecret(sealed, "user-a", key)).toBe("JBSWY3DPEHPK3PXP");
    expect(() => openSecret(sealed, "user-b", key)).toThrow();
    expect(openSecret(sealSecret("JBSWY3DPEHPK3PXP", "user-a", undefined), "user-a", undefined)).toBe(
      "JBSWY3DPEHPK3PXP",
    );
  });
});
