import { randomBytes } from "node:crypto";
import fs from "node:fs";
import { fileURLToPath } from "node:url";
import { PASSWORD_MIN_LENGTH } from "../../contract/people";
import { hashWithScrypt, verifySecret } from "../auth/secrets";
import { ApiError } from "../http/api-error";

/**
 * Which passwords a person may choose (docs/people.md, "Passwords"): at least PASSWORD_MIN_LENGTH
 * characters, and not a common or breached one. The list (`common-passwords.txt`) is the top of
 * SecLists' "10-million-password-list-top-10000" (Daniel Miessler, MIT licence). A password is
 * refused when, lowercased, it is on the list, or its letters without the digits and symbols
 * around them are ("Password2024!" → "password"), or it has fewer than 5 different characters,
 * or it is the person's e-mail or its local part.
 */
let list: Set<string> | undefined;
function commonPasswords(): Set<string> {
  list ??= new Set(
    fs
      .readFileSync(fileURLToPath(new URL("./common-passwords.txt", import.meta.url)), "utf8")
      .split("\n")
      .map((l) => l.trim().toLowerCase())
      .filter((l) => l.length > 0),
  );
  return list;
}

/** Why a password is refused, or undefined when it is allowed. */
export function passwordProblem(password: string, email: string): string | undefined {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    return `Use at least ${PASSWORD_MIN_LENGTH} characters (a few words together are easy to remember)`;
  }
  const lower = password.toLowerCase();
  const core = lower.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, "");
  const local = email.toLowerCase().split("@")[0] ?? "";
  if (lower === email.toLowerCase() || (local.length > 0 && (lower === local || core === local))) {
    return "Do not use your e-mail address as the password";
  }
  const common = commonPasswords();
  if (common.has(lower) || common.has(core) || new Set(lower).size < 5) {
    return "This password is on a list of common and breached passwords: choose another";
  }
  return undefined;
}

/** Throws 422 `password_not_allowed` with the rule's message at `field` (`password` of an acceptance, `new_password` of a change). */
export function requireAllowedPassword(password: string, email: string, field = "password"): void {
  const problem = passwordProblem(password, email);
  if (problem) throw new ApiError("password_not_allowed", { msg: problem, loc: ["body", field] });
}

/**
 * scrypt cost of people's passwords (docs/people.md): N = 2^15, r = 8, p = 3, one of OWASP's
 * Password Storage Cheat Sheet settings (32 MiB of memory per hash). Client secrets keep
 * N = 2^14, p = 1: they are random and long, a person's password is not.
 */
export const PASSWORD_SCRYPT = { n: 32768, r: 8, p: 3 } as const;

export function hashPassword(password: string): Promise<string> {
  return hashWithScrypt(password, PASSWORD_SCRYPT);
}

export function verifyPassword(password: string, stored: string): Promise<boolean> {
  return verifySecret(password, stored);
}

/** Compared against when the e-mail has no usable account, so the answer takes as long as a real check. */
let dummy: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummy ??= hashPassword(randomBytes(16).toString("hex"));
  return dummy;
}
