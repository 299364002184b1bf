import type { Migration } from "kysely";
import * as m0001 from "./0001-core";
import * as m0002 from "./0002-partners-applications";
import * as m0002a from "./0002a-applications-list-indexes";
import * as m0003 from "./0003-records-requests";
import * as m0004 from "./0004-files-documents-jobs";
import * as m0005 from "./0005-analytics";
import * as m0006 from "./0006-financial-files-name-order";
import * as m0007 from "./0007-document-review";
import * as m0009 from "./0009-file-objects";
import * as m0010 from "./0010-signature-processes";
import * as m0011 from "./0011-webhooks";
import * as m0012 from "./0012-application-decisions-references";
import * as m0013 from "./0013-partner-invitations";
import * as m0014 from "./0014-file-warnings";
import * as m0015 from "./0015-app-clock";
import * as m0016 from "./0016-organization-settings";
import * as m0017 from "./0017-idempotency-keys";
import * as m0018 from "./0018-file-withdrawal";
import * as m0019 from "./0019-job-origin";
import * as m0020 from "./0020-tagged-unmapped-facts";
import * as m0021 from "./0021-statement-stale-after";
import * as m0022 from "./0022-people";
import * as m0023 from "./0023-applications-expires-order";
import * as m0024 from "./0024-totp";
import * as m0025 from "./0025-four-eyes";
import * as m0026 from "./0026-api-client-management";
import * as m0027 from "./0027-actors";
import * as m0028 from "./0028-delivery-next-attempt-order";
import * as m0029 from "./0029-sso";

/**
 * Versioned migrations, applied in name order at start (Kysely's Migrator takes a lock, so
 * several instances starting together apply each migration once). Each domain adds its own
 * numbered file here; a migration never changes once it has landed.
 */
export const migrations: Record<string, Migration> = {
  "0001-core": m0001,
  "0002-partners-applications": m0002,
  "0002a-applications-list-indexes": m0002a,
  "0003-records-requests": m0003,
  "0004-files-documents-jobs": m0004,
  "0005-analytics": m0005,
  "0006-financial-files-name-order": m0006,
  "0007-document-review": m0007,
  "0009-file-objects": m0009,
  "0010-signature-processes": m0010,
  "0011-webhooks": m0011,
  "0012-application-decisions-references": m0012,
  "0013-partner-invitations": m0013,
  "0014-file-warnings": m0014,
  "0015-app-clock": m0015,
  "0016-organization-settings": m0016,
  "0017-idempotency-keys": m0017,
  "0018-file-withdrawal": m0018,
  "0019-job-origin": m0019,
  "0020-tagged-unmapped-facts": m0020,
  "0021-statement-stale-after": m0021,
  "0022-people": m0022,
  "0023-applications-expires-order": m0023,
  "0024-totp": m0024,
  "0025-four-eyes": m0025,
  "0026-api-client-management": m0026,
  "0027-actors": m0027,
  "0028-delivery-next-attempt-order": m0028,
  "0029-sso": m0029,
};
