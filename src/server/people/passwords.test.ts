import { describe, expect, it } from "vitest";
import { hashPassword, PASSWORD_SCRYPT, passwordProblem, verifyPassword } from "./passwords";

describe("passwordProblem", () => {
  const email = "dana.analyst@atlas.example";

  it("refuses short passwords", () => {
    expect(passwordProblem("Xy7!kq2#Lm", email)).toMatch(/at least 12 characters/);
  });

  it("refuses common passwords, also with digits and symbols around them", () => {
    expect(passwordProblem("qwertyuiop123", email)).toMatch(/common and breached/);
    expect(passwordProblem("Password2024!", email)).toMatch(/common and breached/);
    expect(passwordProblem("1qaz2wsx3edc", email)).toMatch(/common and breached/);
    expect(passwordProblem("aaaaaaaaaaaaaaaa", email)).toMatch(/common and breached/);
  });

  it("refuses the e-mail or its local part", () => {
    expect(passwordProblem("dana.analyst@atlas.example", email)).toMatch(/e-mail/);
    expect(passwordProblem("dana.analyst2026", email)).toMatch(/e-mail/);
  });

  it("allows a long passphrase", () => {
    expect(passwordProblem("correct horse battery staple", email)).toBeUndefined();
  });
});

/** Three real scrypt hashes (32 MiB each): more than the unit default of 5 s on a loaded machine. */
describe("password hashes", { timeout: 60_000 }, () => {
  it("are scrypt with the documented cost and verify only the right password", async () => {
    const stored = await hashPassword("correct horse battery staple");
    expect(stored.split("$").slice(0, 4)).toEqual(["scrypt", String(PASSWORD_SCRYPT.n), "8", "3"]);
    expect(await verifyPassword("correct horse battery staple", stored)).toBe(true);
    expect(await verifyPassword("correct horse battery stapler", stored)).toBe(false);
  });
});
