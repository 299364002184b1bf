/**
 * Friendlier words for the contract's zod checks in forms (pass as the resolver's schema options:
 * `zodResolver(schema, formErrorMap)`). The validator's generic wording ("expected number, received
 * undefined", "Too small: expected number to be >0") is rephrased in plain words; the contract's own
 * messages (formats, refinements) are kept.
 */
interface IssueLike {
  code: string;
  input?: unknown;
  expected?: string;
  origin?: string;
  minimum?: number | bigint;
  maximum?: number | bigint;
  inclusive?: boolean;
}

const formatNumber = (n: number | bigint | undefined) =>
  typeof n === "number" ? n.toLocaleString("en-US", { maximumFractionDigits: 6 }) : String(n);

export function formErrorMessage(issue: IssueLike): string | undefined {
  if (issue.code === "invalid_type") {
    const empty = issue.input === undefined || issue.input === null || issue.input === "";
    if (empty) return "This field is required.";
    if (issue.expected === "number") return "Enter a number.";
    if (issue.expected === "int") return "Enter a whole number.";
  }
  // `.int()` checks its own safe range (origin "int"): a whole amount, said as one.
  if (issue.origin === "int" && issue.code === "too_big") {
    return `Enter a whole amount up to ${formatNumber(issue.maximum)}.`;
  }
  if (issue.origin === "int" && issue.code === "too_small") {
    return `Enter a whole amount of at least ${formatNumber(issue.minimum)}.`;
  }
  if (issue.origin === "number" && issue.code === "too_small") {
    return issue.inclusive
      ? `Enter ${formatNumber(issue.minimum)} or more.`
      : `Enter a number greater than ${formatNumber(issue.minimum)}.`;
  }
  if (issue.origin === "number" && issue.code === "too_big") {
    return issue.inclusive
      ? `Enter ${formatNumber(issue.maximum)} or less.`
      : `Enter a number less than ${formatNumber(issue.maximum)}.`;
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
