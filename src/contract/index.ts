import { analyticsEndpoints } from "./analytics";
import { apiClientEndpoints } from "./api-clients";
import { creditApplicationEndpoints } from "./applications";
import { authEndpoints } from "./auth";
import { documentEndpoints } from "./documents";
import type { EndpointDef } from "./endpoint";
import { fileEndpoints } from "./files";
import { invitationEndpoints } from "./invitations";
import { organizationSettingsEndpoints } from "./organization-settings";
import { organizationEndpoints } from "./organizations";
import { partnerEndpoints } from "./partners";
import { peopleEndpoints } from "./people-admin";
import { portfolioEndpoints } from "./portfolio";
import { privateRecordEndpoints } from "./records";
import { documentRequestEndpoints } from "./requests";
import { resourceEndpoints } from "./resources";
import { signatureEndpoints } from "./signatures";
import { ssoEndpoints } from "./sso";
import { totpEndpoints } from "./totp";
import { webhookEndpoints } from "./webhooks";
import { worklistEndpoints } from "./worklist";

export * from "./endpoint";
export * from "./errors";
export * from "./idempotency";
export * from "./scenarios";

/** Every endpoint of the public API, in the order the reference lists them. */
export const allEndpoints: readonly EndpointDef[] = [
  ...authEndpoints,
  ...peopleEndpoints,
  ...totpEndpoints,
  ...apiClientEndpoints,
  ...ssoEndpoints,
  ...resourceEndpoints,
  ...organizationEndpoints,
  ...organizationSettingsEndpoints,
  ...partnerEndpoints,
  ...invitationEndpoints,
  ...creditApplicationEndpoints,
  ...signatureEndpoints,
  ...privateRecordEndpoints,
  ...fileEndpoints,
  ...documentEndpoints,
  ...documentRequestEndpoints,
  ...analyticsEndpoints,
  ...webhookEndpoints,
  ...worklistEndpoints,
  ...portfolioEndpoints,
];

/** The permission table (endpoint × Self/Host/Guest), derived from the declarations. */
export const permissionTable = Object.fromEntries(
  allEndpoints.filter((e) => e.auth === "org").map((e) => [e.id, e.scenarios ?? ["self"]]),
);
