import { z } from "zod";
import { contractNow } from "./clock";
import { orderDirections, scoreBands } from "./values";

/** Shared primitives of the contract. Query helpers accept the strings a query string carries. */

export const uuid = z.uuid();

/**
 * "Another organization" (issue 24, docs/api-conventions.md "Shared Guests"): where a Host reads
 * its Guest's data that other Hosts of that Guest share, a non-nullable organization id that is
 * neither the caller's nor the Guest's (another Host's) reads as this nil UUID; no organization
 * has it. Nullable references to another Host's data (its document requests) read as null.
 */
export const ANOTHER_ORGANIZATION_ID = "00000000-0000-0000-0000-000000000000";
export const dateTime = z.iso.datetime({ offset: true });
/** A date-time after the contract's clock (contract/clock.ts: real time, the demo's instant on the server). */
export const futureDateTime = dateTime.refine((v) => Date.parse(v) > contractNow(), "Must be in the future");
export const isoDate = z.iso.date();
export const currencyCode = z
  .string()
  .length(3)
  .regex(/^[A-Z]{3}$/, "Expected an ISO 4217 code such as USD");
export const countryCode = z
  .string()
  .length(2)
  .regex(/^[A-Z]{2}$/, "Expected an ISO 3166-1 alpha-2 code");
export const orderDir = z.enum(orderDirections);
export type OrderDir = z.infer<typeof orderDir>;

/** A list response: `items` plus the exact `total_items`. */
export function listEnvelope<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), total_items: z.number().int().min(0) });
}

/** An integer carried in a query string. */
export function qInt(bounds: { min?: number; max?: number } = {}) {
  let n = z.number().int();
  if (bounds.min !== undefined) n = n.min(bounds.min);
  if (bounds.max !== undefined) n = n.max(bounds.max);
  return z
    .union([
      z.number(),
      z
        .string()
        .regex(/^-?\d+$/, "Expected an integer")
        .transform(Number),
    ])
    .pipe(n);
}

/** A boolean carried in a query string: `true`/`false` (also `1`/`0`). */
export const qBool = z
  .union([z.boolean(), z.enum(["true", "false", "1", "0"]).transform((v) => v === "true" || v === "1")])
  .pipe(z.boolean());

/**
 * An array carried in a query string by repeating the key (`a=x&a=y`); a single occurrence
 * arrives as a plain string and is wrapped. Items must be unique and there must be at least one.
 */
export function qArray<T extends z.ZodType>(item: T) {
  return z.preprocess(
    (v) => (v === undefined ? undefined : Array.isArray(v) ? v : [v]),
    z
      .array(item)
      .min(1)
      .refine((a) => new Set(a.map((x) => JSON.stringify(x))).size === a.length, "Items must be unique"),
  );
}

/** Standard pagination where the spec requires `limit` and `offset`. */
export const requiredPage = {
  limit: qInt({ min: 1, max: 100 }),
  offset: qInt({ min: 0 }),
};

/** Pagination where the spec does not show it: optional, limit defaults to 100, offset to 0. */
export const optionalPage = {
  limit: qInt({ min: 1, max: 100 }).default(100),
  offset: qInt({ min: 0 }).default(0),
};

export const searchText = z.string().min(1).max(255);

/**
 * Who made a change, as the reader may see it (issue 26 part 6, docs/people.md "Audit by person"):
 * the person's name or the API client's id. Only the acting organization's own members and clients
 * read it; another organization reads null and names the organization instead.
 */
export const changeActorSchema = z
  .object({
    kind: z.enum(["person", "api_client"]),
    name: z.string().describe("The person's name, or the API client's client_id"),
  })
  .meta({ id: "ChangeActor" });
export type ChangeActor = z.infer<typeof changeActorSchema>;

/** A score's band (docs/metrics.md): the analytics, applications and portfolio answers carry it. */
export const scoreBandSchema = z.enum(scoreBands);
export type ScoreBand = z.infer<typeof scoreBandSchema>;
