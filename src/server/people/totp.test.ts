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
  it("makes ten different recovery codes of 16 characters", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}-[a-z2-9]{4}$/);
    expect(normalizeRecoveryCode(" ABCD-efgh ijkm-NPQR ")).toBe("abcdefghijkmnpqr");
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
