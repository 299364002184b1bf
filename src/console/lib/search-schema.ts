import type { SearchSchemaInput } from "@tanstack/react-router";
import * as z from "zod/mini";

/**
 * Route search params validated by zod. Route `validateSearch` functions run in the console's entry
 * chunk, so they use `zod/mini` (tree-shakable: ≈ 6 KB gzip for what these helpers use, against
 * ≈ 25 KB for the full `zod` that the contract's schemas need, which loads with the screens). Enum
 * values come from `src/contract/values.ts`, the zod-free module the contract's schemas are built
 * from.
 *
 * The router gives every value as a string, or a string[] when the key repeats
 * (`lib/search-params.ts`); links and `navigate` give typed values. Every field here *catches*: a
 * hand-edited or outdated URL never throws, an invalid value falls back to its default or drops out.
 *
 * ```ts
 * const listSearch = searchObject({
 *   statuses: searchEnumList(creditApplicationStatuses),
 *   order_dir: searchEnum(orderDirections, "desc"),
 *   limit: searchInteger(20, { min: 1, max: 100 }),
 * });
 * export const validateListSearch = searchValidator(listSearch);
 * // route: validateSearch: validateListSearch, search: { middlewares: [stripSearchParams(defaults)] }
 * ```
 */
/** `z.object` of zod/mini: unknown keys are dropped. */
export const searchObject = z.object;

/** The validated search of a schema built with `searchObject`. */
export type SearchOutput<S extends z.ZodMiniType> = z.output<S>;

type Values = readonly [string, ...string[]];

/** The first value of a repeated key. */
const first = (raw: unknown): unknown => (Array.isArray(raw) ? raw[0] : raw);

/** The values of a possibly repeated key, as a list. */
const list = (raw: unknown): unknown[] => (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]);

/** One of `values`, else `fallback` (also when absent). */
export function searchEnum<const T extends Values>(values: T, fallback: T[number]) {
  return z.catch(z.pipe(z.transform(first), z.enum(values)), fallback);
}

/** One of `values`, else absent. */
export function searchOptionalEnum<const T extends Values>(values: T) {
  return z.catch(z.optional(z.pipe(z.transform(first), z.optional(z.enum(values)))), undefined);
}

/** Distinct members of `values` (a single value is a list of one; others drop out), absent when none. */
export function searchEnumList<const T extends Values>(values: T) {
  const item = z.enum(values);
  return z.catch(
    z.pipe(
      z.transform((raw: unknown) => {
        const members = [...new Set(list(raw))].filter((v) => item.safeParse(v).success);
        return members.length ? members : undefined;
      }),
      z.optional(z.array(item)),
    ),
    undefined,
  );
}

/** An integer within bounds, else `fallback` (also when absent). */
export function searchInteger(fallback: number, bounds: { min?: number; max?: number } = {}) {
  const checks = [
    z.int(),
    ...(bounds.min === undefined ? [] : [z.gte(bounds.min)]),
    ...(bounds.max === undefined ? [] : [z.lte(bounds.max)]),
  ];
  return z.catch(z.pipe(z.transform(first), z.coerce.number().check(...checks)), fallback);
}

/** Trimmed text of 1 to `maxLength` characters, else absent. */
export function searchText(maxLength = 255) {
  return z.catch(
    z.optional(z.pipe(z.transform(first), z.string().check(z.trim(), z.minLength(1), z.maxLength(maxLength)))),
    undefined,
  );
}

/** A UUID (as the contract's `uuid`), else absent. */
export function searchUuid() {
  return z.catch(z.optional(z.pipe(z.transform(first), z.uuid())), undefined);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Distinct UUIDs of a possibly repeated key (others drop out), absent when none. */
export function searchUuidList() {
  return z.catch(
    z.pipe(
      z.transform((raw: unknown) => {
        const values = Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw];
        const ids = [...new Set(values.filter((v): v is string => typeof v === "string" && UUID.test(v)))];
        return ids.length ? ids : undefined;
      }),
      z.optional(z.array(z.string())),
    ),
    undefined,
  );
}

/** A calendar date `YYYY-MM-DD`, else absent. */
export function searchIsoDate() {
  return z.catch(z.optional(z.pipe(z.transform(first), z.iso.date())), undefined);
}

/** `true`/`false` (also `1`/`0`, as the contract's query booleans), else absent. */
export function searchBoolean() {
  return z.catch(
    z.optional(
      z.pipe(
        z.transform(first),
        z.union([
          z.boolean(),
          z.pipe(
            z.enum(["true", "false", "1", "0"]),
            z.transform((v) => v === "true" || v === "1"),
          ),
        ]),
      ),
    ),
    undefined,
  );
}

/**
 * A route's `validateSearch` from an object schema of the helpers above. Links and `navigate` are
 * typed with the validated shape, every key optional (defaults fill the rest); the URL's raw strings
 * are parsed by the schema.
 */
export function searchValidator<S extends z.ZodMiniObject>(schema: S) {
  return (input: Partial<z.output<S>> & SearchSchemaInput): z.output<S> => schema.parse(input);
}
