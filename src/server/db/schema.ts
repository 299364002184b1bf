import type { CoreTables } from "./core-tables";

/**
 * Every table of the service, as Kysely sees it. Each domain declares its own tables in
 * `<domain>/tables.ts` and they are joined here.
 */
export interface DB extends CoreTables {}
