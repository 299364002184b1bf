import { createStore, useStore } from "./external-store";

/**
 * Display formatting shared by every screen. Numbers in the "en" style; dates and times in the
 * browser's locale and in the user's time zone (the setting below), always with the zone shown:
 * "26 Nov 2026, 14:05 CET" (en-GB), "Nov 26, 2026, 2:05 PM GMT+1" (en-US). The API, the sealed
 * agreement and the service's own texts stay in UTC; only the console converts.
 *
 * Date-only values (a period end "2025-12-31", a founding date) are calendar dates, not instants:
 * they are never shifted by a zone. A date shown for an instant (a list's "Created" column) is the
 * day in the user's zone.
 *
 * The Intl formatters are built once per locale and zone: a constructor costs far more than a
 * format call, and a list page formats a few values per row.
 */

const moneyFormat = new Intl.NumberFormat("en", { maximumFractionDigits: 2 });

/** Formats money for display: 125000 USD → "USD 125,000". */
export function formatMoney(amount: number | null | undefined, currency?: string | null): string {
  if (amount === null || amount === undefined) return "—";
  const n = moneyFormat.format(amount);
  return currency ? `${currency} ${n}` : n;
}

/** `year_end_financial` → "Year end financial" for enum values the contract has no label for. */
export function humanize(value: string): string {
  const s = value.replace(/_/g, " ");
  return s.charAt(0).toUpperCase() + s.slice(1);
}

// ---------------------------------------------------------------------------------------------
// Time zone: a per-browser setting (there are no user accounts), the browser's zone by default.

const zoneKey = "cas.timeZone";

/** The zone the browser runs in ("Europe/Paris"). */
export function browserTimeZone(): string {
  return new Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

let zoneList: readonly string[] | null = null;

/** Every zone the user may choose: the browser's IANA names (`Intl.supportedValuesOf`), UTC and the browser's own. */
export function timeZoneNames(): readonly string[] {
  if (!zoneList) {
    const names = new Set<string>(Intl.supportedValuesOf("timeZone"));
    names.add("UTC");
    names.add(browserTimeZone());
    zoneList = [...names].sort();
  }
  return zoneList;
}

export function isTimeZoneName(value: unknown): value is string {
  return typeof value === "string" && timeZoneNames().includes(value);
}

/** The stored choice: an IANA name, or null to follow the browser (a stored name no longer valid counts as none). */
function readChoice(): string | null {
  try {
    const v = globalThis.localStorage?.getItem(zoneKey) ?? null;
    return isTimeZoneName(v) ? v : null;
  } catch {
    return null;
  }
}

const zoneStore = createStore<string | null>(readChoice());

// Another tab of this browser changed the setting: follow it (values render with their zone, so
// a value still shown in the old zone until its next render is never ambiguous).
globalThis.addEventListener?.("storage", (e: StorageEvent) => {
  if (e.key === zoneKey || e.key === null) zoneStore.set(readChoice());
});

/** The zone times are shown in: the user's choice, else the browser's. */
export function currentTimeZone(): string {
  return zoneStore.get() ?? browserTimeZone();
}

/** The stored choice (null: follow the browser). */
export function useTimeZoneChoice(): string | null {
  return useStore(zoneStore);
}

/** The zone times are shown in, re-rendering when the setting changes. */
export function useTimeZone(): string {
  return useStore(zoneStore) ?? browserTimeZone();
}

/** Stores the choice in this browser (null: follow the browser's zone). Refuses names that are not IANA zones. */
export function setTimeZone(choice: string | null): void {
  if (choice !== null && !isTimeZoneName(choice)) throw new RangeError(`Unknown time zone: ${choice}`);
  try {
    if (choice === null) globalThis.localStorage?.removeItem(zoneKey);
    else globalThis.localStorage?.setItem(zoneKey, choice);
  } catch {
    // not persisted (storage disabled): applies to this tab only
  }
  zoneStore.set(choice);
}

// ---------------------------------------------------------------------------------------------
// Dates and times.

/** The browser's locale (undefined outside a browser: the runtime's default). */
function browserLocale(): string | undefined {
  return globalThis.navigator?.languages?.[0] ?? globalThis.navigator?.language ?? undefined;
}

/** Where to format: the zone and locale (both default to the setting and the browser). */
export interface TimeOptions {
  timeZone?: string;
  locale?: string;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(
  kind: "dateTime" | "date" | "calendar" | "month" | "csv" | "wall",
  opts: TimeOptions = {},
): Intl.DateTimeFormat {
  // A calendar date is formatted in UTC, where it was parsed: never shifted.
  const timeZone = kind === "calendar" || kind === "month" ? "UTC" : (opts.timeZone ?? currentTimeZone());
  const locale = kind === "csv" || kind === "wall" ? "en-CA" : (opts.locale ?? browserLocale());
  const key = `${kind}|${locale ?? ""}|${timeZone}`;
  let f = formatters.get(key);
  if (!f) {
    const day = { day: "numeric", month: "short", year: "numeric" } as const;
    const options: Intl.DateTimeFormatOptions =
      kind === "dateTime"
        ? { ...day, hour: "numeric", minute: "2-digit", timeZoneName: "short", timeZone }
        : kind === "csv" || kind === "wall"
          ? {
              year: "numeric",
              month: "2-digit",
              day: "2-digit",
              hour: "2-digit",
              minute: "2-digit",
              ...(kind === "wall" ? { second: "2-digit" } : {}),
              hourCycle: "h23",
              timeZone,
            }
          : kind === "month"
            ? { month: "short", year: "numeric", timeZone }
            : { ...day, timeZone };
    f = new Intl.DateTimeFormat(locale, options);
    formatters.set(key, f);
  }
  return f;
}

const calendarDate = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2025-12-31" (a date without a time) as a UTC midnight, or null when it is not one. */
function parseCalendarDate(value: string): Date | null {
  const m = calendarDate.exec(value);
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return Number.isNaN(d.getTime()) ? null : d;
}

function parseInstant(value: string): Date | null {
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** An instant (the API's ISO 8601 date-time) in the user's zone with the zone: "26 Nov 2026, 14:05 CET". */
export function formatDateTime(value: string | null | undefined, opts?: TimeOptions): string {
  if (!value) return "—";
  const d = parseInstant(value);
  return d ? formatter("dateTime", opts).format(d) : value;
}

/**
 * A date: a calendar date ("2025-12-31", never shifted) or the day of an instant in the user's
 * zone ("26 Nov 2026").
 */
export function formatDate(value: string | null | undefined, opts?: TimeOptions): string {
  if (!value) return "—";
  const day = parseCalendarDate(value);
  if (day) return formatter("calendar", opts).format(day);
  const d = parseInstant(value);
  return d ? formatter("date", opts).format(d) : value;
}

/** The month of a calendar date, for chart axes: "2025-12-31" → "Dec 2025" (never shifted). */
export function formatMonth(value: string, opts?: TimeOptions): string {
  const day = parseCalendarDate(value);
  return day ? formatter("month", opts).format(day) : value;
}

/**
 * An instant for a spreadsheet: "2026-11-26 14:05" in the given zone (the CSV header names the
 * zone); a calendar date stays as it is ("2025-12-31").
 */
export function formatCsvDateTime(value: string | null | undefined, timeZone: string = currentTimeZone()): string {
  if (!value) return "";
  if (parseCalendarDate(value)) return value;
  const d = parseInstant(value);
  if (!d) return value;
  const parts = Object.fromEntries(
    formatter("csv", { timeZone })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`;
}

/**
 * The service's own texts (signature event details) say times in UTC: "due by 2026-12-10 04:47:18
 * UTC" or "2026-12-10T04:47:18.259Z". Shown in the user's zone like every other time.
 */
const utcInText = /\b\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?Z| \d{2}:\d{2}(?::\d{2})? UTC)\b/g;

export function localizeTimes(text: string, opts?: TimeOptions): string {
  return text.replace(utcInText, (match) => {
    const iso = match.endsWith(" UTC") ? `${match.slice(0, -4).replace(" ", "T")}Z` : match;
    const d = parseInstant(iso);
    return d ? formatter("dateTime", opts).format(d) : match;
  });
}

/** The wall-clock fields of an instant in a zone. */
function wallParts(d: Date, timeZone: string): Record<string, string> {
  return Object.fromEntries(
    formatter("wall", { timeZone })
      .formatToParts(d)
      .map((p) => [p.type, p.value]),
  );
}

/** How far the zone's wall clock is ahead of UTC at an instant, in ms. */
function zoneOffset(ms: number, timeZone: string): number {
  const p = wallParts(new Date(ms), timeZone);
  const n = (type: string) => Number(p[type]);
  const wall = Date.UTC(n("year"), n("month") - 1, n("day"), n("hour"), n("minute"), n("second"));
  return wall - Math.floor(ms / 1000) * 1000;
}

/**
 * A date and time typed by the user ("2026-12-31", "23:59:59") read in the user's zone, as the
 * API's ISO instant: a form and the times it shows agree. Undefined when it is not a date and time.
 */
export function zonedTimeToIso(date: string, time: string, timeZone: string = currentTimeZone()): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time);
  if (!m || !t) return undefined;
  const num = (v: string | undefined) => Number(v ?? 0);
  const wall = Date.UTC(num(m[1]), num(m[2]) - 1, num(m[3]), num(t[1]), num(t[2]), num(t[3]));
  if (Number.isNaN(wall)) return undefined;
  // The offset at the guess, then at the result (a guess across a daylight-saving change is off by it).
  let at = wall - zoneOffset(wall, timeZone);
  at = wall - zoneOffset(at, timeZone);
  return new Date(at).toISOString();
}
