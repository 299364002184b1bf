/**
 * URL search params of the console, readable and like the API's own query strings: arrays repeat
 * the key (`?statuses=pending&statuses=approved`), numbers are plain. The router parses every value
 * to a string or string[]; each route's `validateSearch` coerces and defaults them.
 *
 * Routes validate with zod: `lib/search-schema.ts` (zod/mini helpers, enum values from
 * `contract/values.ts`). The hand-written coercions below (`integer`, `oneOf`, `stringList`, …) are
 * what the screens not yet moved to it still use; new routes use `lib/search-schema.ts`.
 */
export type RawSearch = Record<string, unknown>;

export function parseSearch(searchStr: string): RawSearch {
  const out: Record<string, string | string[]> = {};
  const sp = new URLSearchParams(searchStr.startsWith("?") ? searchStr.slice(1) : searchStr);
  for (const [key, value] of sp) {
    const prev = out[key];
    if (prev === undefined) out[key] = value;
    else out[key] = Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

export function stringifySearch(search: RawSearch): string {
  const sp = new URLSearchParams();
  for (const [key, value] of Object.entries(search)) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) sp.append(key, String(v));
    else sp.append(key, String(value));
  }
  const s = sp.toString();
  return s ? `?${s}` : "";
}

/** A non-empty string, or undefined. */
export function optionalString(raw: unknown, maxLength = 255): string | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (typeof v !== "string" && typeof v !== "number") return undefined;
  const s = String(v).trim();
  return s ? s.slice(0, maxLength) : undefined;
}

/** An integer within bounds, or the default. */
export function integer(raw: unknown, fallback: number, bounds: { min?: number; max?: number } = {}): number {
  const v = Array.isArray(raw) ? raw[0] : raw;
  const n = typeof v === "number" ? v : typeof v === "string" && /^-?\d+$/.test(v) ? Number(v) : Number.NaN;
  if (!Number.isInteger(n)) return fallback;
  if (bounds.min !== undefined && n < bounds.min) return fallback;
  if (bounds.max !== undefined && n > bounds.max) return fallback;
  return n;
}

/** One of the allowed literals, or the default. */
export function oneOf<T extends string>(raw: unknown, allowed: readonly T[], fallback: T): T {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return typeof v === "string" && (allowed as readonly string[]).includes(v) ? (v as T) : fallback;
}

/** One of the allowed literals, or undefined. */
export function optionalOneOf<T extends string>(raw: unknown, allowed: readonly T[]): T | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  return typeof v === "string" && (allowed as readonly string[]).includes(v) ? (v as T) : undefined;
}

/** A list of distinct non-empty strings (a single value becomes a list), or undefined when empty. */
export function stringList(raw: unknown): string[] | undefined {
  const arr = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
  const out = [...new Set(arr.filter((v): v is string => typeof v === "string" && v.length > 0))];
  return out.length ? out : undefined;
}

/** `true`/`false` (also `1`/`0`), or undefined. */
export function optionalBoolean(raw: unknown): boolean | undefined {
  const v = Array.isArray(raw) ? raw[0] : raw;
  if (v === true || v === "true" || v === "1") return true;
  if (v === false || v === "false" || v === "0") return false;
  return undefined;
}

/** Narrows a string to one of `values` (a select's value, a table's column id). */
export function isOneOf<T extends string>(values: readonly T[], value: unknown): value is T {
  return typeof value === "string" && (values as readonly string[]).includes(value);
}
