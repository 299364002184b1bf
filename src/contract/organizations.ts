import { z } from "zod";
import { optionalPage, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";

export const organizationSchema = z
  .object({
    id: uuid,
    name: z.string().min(1).max(300),
    email: z.string().min(1).max(100),
    subscription: z.boolean(),
    created_at: z.iso.datetime({ offset: true }),
    updated_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Organization" });
export type Organization = z.infer<typeof organizationSchema>;

export const connectionRelation = z.enum(["guest", "host"]);
export const connectionSchema = z
  .object({
    organization_id: uuid,
    name: z.string(),
    relation: connectionRelation.describe("guest = they are my Guest; host = they are my Host"),
    created_at: z.iso.datetime({ offset: true }),
  })
  .meta({ id: "Connection" });
export type Connection = z.infer<typeof connectionSchema>;

export const orgIdParams = z.strictObject({ org_id: uuid });

export const getOrganization = defineEndpoint({
  id: "getOrganization",
  method: "GET",
  path: "/organizations/{org_id}",
  summary: "Read an organization (org_id = Target; Self or connected)",
  tag: "Organizations",
  auth: "org",
  scenarios: ["self", "host", "guest"],
  orgIdRule: "target",
  params: orgIdParams,
  response: organizationSchema,
  errors: commonOrgErrors,
});

export const listConnections = defineEndpoint({
  id: "listConnections",
  method: "GET",
  path: "/connections",
  summary: "Organizations connected to the caller (feeds the organization switcher)",
  tag: "Organizations",
  auth: "org",
  scenarios: ["self"],
  // Pagination is "not shown" in the spec: optional limit (default 100, max 100) and offset (api-design §7);
  // a caller may send no query at all.
  query: z.strictObject({ ...optionalPage }).default({ limit: 100, offset: 0 }),
  response: z.object({ items: z.array(connectionSchema), total_items: z.number().int().min(0) }),
  errors: commonOrgErrors,
});

export const organizationEndpoints = [getOrganization, listConnections] as const;
