import pretty from "pino-pretty";
import type { Config } from "../config";

/**
 * Where the API's and the operator API's log lines go: the configured stream (tests), else stdout,
 * as pino's JSON lines (LOG_FORMAT=json, the default when stdout is not a terminal: collectors
 * read them) or one readable line per entry (LOG_FORMAT=pretty, the default on a terminal).
 */
export function logDestination(config: Pick<Config, "logStream" | "logFormat">): NodeJS.WritableStream {
  if (config.logStream) return config.logStream;
  if (config.logFormat === "json") return process.stdout;
  return pretty({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true, sync: true });
}

/** The field names whose values never reach a log line (any letter case). */
const SECRET_FIELDS = new Set([
  "authorization",
  "cookie",
  "password",
  "secret",
  "client_secret",
  "previous_secret",
  "access_token",
  "token",
  "admin_token",
]);
const CENSOR = "[redacted]";
/** How deep a logged object is searched: `{ busboyOptions: { headers: { authorization } } }` is three levels. */
const REDACT_DEPTH = 3;

/**
 * A copy of `value` with every field named in {@link SECRET_FIELDS} replaced by `[redacted]`, up to
 * three levels deep (the header fields a library logs sit at `*.*.headers.authorization`); the
 * value itself when nothing is to hide, so an ordinary log line costs one pass over its few keys and
 * no copy. An Error keeps its prototype, message and stack.
 */
export function redactSecrets<T>(value: T, depth = 0): T {
  if (value === null || typeof value !== "object" || depth >= REDACT_DEPTH || Array.isArray(value)) return value;
  const source = value as Record<string, unknown>;
  let copy: Record<string, unknown> | undefined;
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const field = source[key];
    const next = SECRET_FIELDS.has(key.toLowerCase())
      ? field === undefined
        ? field
        : CENSOR
      : field !== null && typeof field === "object"
        ? redactSecrets(field, depth + 1)
        : field;
    if (next !== field) {
      copy ??= copyOf(source);
      copy[key] = next;
    }
  }
  return (copy ?? value) as T;
}

function readField(source: Record<string, unknown>, name: string): unknown {
  try {
    return source[name];
  } catch {
    return undefined;
  }
}

function copyOf(source: Record<string, unknown>): Record<string, unknown> {
  const copy = Object.create(Object.getPrototypeOf(source)) as Record<string, unknown>;
  for (const name of Object.getOwnPropertyNames(source)) {
    const descriptor = Object.getOwnPropertyDescriptor(source, name);
    if (!descriptor) continue;
    // An accessor (an Error's `stack` on Node 24) is copied as the value it reads now.
    const value = "value" in descriptor ? descriptor.value : readField(source, name);
    Object.defineProperty(copy, name, { value, enumerable: descriptor.enumerable, writable: true, configurable: true });
  }
  return copy;
}

/**
 * The redaction of the API's and the operator API's loggers: the fields named above, in what a
 * line logs (any letter case, three levels deep: pino `formatters.log`) and among a child
 * logger's bindings (pino `redact` on those exact names: pino formats a child's bindings without
 * `formatters`), are written as `[redacted]`. A second line of defence: no code of ours logs
 * headers, bodies or query strings (hooks-plugin.ts). pino's wildcard paths (`*.password`), used
 * before, ran pino's path redactor on every field of every line: about 7 % of the server's time
 * per request in the bench (docs/performance.md).
 */
export const LOG_REDACTION = {
  formatters: { log: (fields: Record<string, unknown>) => redactSecrets(fields) },
  redact: { paths: [...SECRET_FIELDS], censor: CENSOR },
};
