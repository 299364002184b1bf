/**
 * Friendlier words for the contract's zod checks in forms (pass as the resolver's schema options:
 * `zodResolver(schema, formErrorMap)`). Only the generic "expected number, received undefined"
 * kinds are rephrased; the contract's own messages (lengths, formats, refinements) are kept.
 */
interface IssueLike {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
}

export function formErrorMessage(issue: IssueLike): string | undefined {
  if (issue.code === "invalid_type") {
    const empty = issue.input === undefined || issue.input === null || issue.input === "";
    if (empty) return "This field is required.";
    if (issue.expected === "number") return "Enter a number.";
  }
  if (issue.code === "too_small" && issue.input === "") return "This field is required.";
  if (issue.origin === "string" && issue.code === "too_big") return `Use at most ${issue.maximum} characters.`;
  if (issue.origin === "string" && issue.code === "too_small") return `Use at least ${issue.minimum} characters.`;
  return undefined;
}

export const formErrorMap = { error: formErrorMessage };

/** For `register(name, { setValueAs })`: "" → undefined, else a number (NaN stays NaN: "Enter a number"). */
export const asNumber = (v: unknown) => (v === "" || v === null || v === undefined ? undefined : Number(v));
/** "" → null (optional nullable numbers). */
export const asNullableNumber = (v: unknown) => (v === "" || v === null || v === undefined ? null : Number(v));
/** "" → null (optional nullable text). */
export const asNullableText = (v: unknown) => (typeof v === "string" && v.trim() === "" ? null : v);
