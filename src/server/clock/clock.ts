import { AsyncLocalStorage } from "node:async_hooks";
import { setContractClock } from "../../contract/clock";

/**
 * The application clock: real time, except inside a demo-clock scope (the demo loader's
 * in-process requests, see docs/demo-data.md), where it reads the scope's instant. Nothing is
 * process-global: the instant lives in the async context of one request (AsyncLocalStorage) and,
 * for SQL, in a setting of the connection that request holds (`app.now`, read by the SQL function
 * `app_now()` of migration 0015 and reset when the connection is released).
 */
const scope = new AsyncLocalStorage<Date>();

/** The request header that carries a demo instant; honoured only with the in-process mark. */
export const DEMO_CLOCK_HEADER = "x-demo-clock";

/** Now: the demo instant of the current scope, else the real time. */
export function appNow(): Date {
  const at = scope.getStore();
  return at ? new Date(at.getTime()) : new Date();
}

/** The demo instant of the current scope, if any (the database layer sets `app.now` from it). */
export function clockOverride(): Date | undefined {
  return scope.getStore();
}

/** Runs `fn` (and everything it starts) at the instant `at`. */
export function runAtClock<T>(at: Date, fn: () => T): T {
  return scope.run(at, fn);
}

/** Parses a demo-clock header value: an ISO instant not in the future, else undefined. */
export function parseDemoClock(value: unknown): Date | undefined {
  if (typeof value !== "string" || value.length > 40) return undefined;
  const t = Date.parse(value);
  if (!Number.isFinite(t) || t > Date.now()) return undefined;
  return new Date(t);
}

// The contract's "in the future" checks read the same clock.
setContractClock(() => appNow().getTime());
