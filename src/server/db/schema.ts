import type { AnalyticsTables } from "../analytics/tables";
import type { ApplicationTables } from "../applications/tables";
import type { FilesTables } from "../files/tables";
import type { JobsTables } from "../jobs/tables";
import type { PartnerTables } from "../partners/tables";
import type { PeopleTables } from "../people/tables";
import type { RecordsTables } from "../records/tables";
import type { RequestsTables } from "../requests/tables";
import type { SignatureTables } from "../signatures/tables";
import type { WebhookTables } from "../webhooks/tables";
import type { CoreTables } from "./core-tables";

/**
 * Every table of the service, as Kysely sees it. Each domain declares its own tables in
 * `<domain>/tables.ts` and they are joined here.
 */
export interface DB
  extends CoreTables,
    RecordsTables,
    RequestsTables,
    FilesTables,
    JobsTables,
    PartnerTables,
    ApplicationTables,
    SignatureTables,
    AnalyticsTables,
    WebhookTables,
    PeopleTables {}
