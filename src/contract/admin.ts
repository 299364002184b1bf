import { z } from "zod";
import { organizationSchema } from "./organizations";

/** Operator API bodies (api-design §9). Served on ADMIN_PORT, not under the version prefix. */
export const adminCreateOrganizationBody = z.strictObject({
  name: z.string().min(1).max(300),
  email: z.email().max(100),
  subscription: z.boolean().optional(),
});
export const adminCreatedClient = z.object({ client_id: z.string(), client_secret: z.string() });
export const adminCreateOrganizationResponse = z.object({
  organization: organizationSchema,
  client_id: z.string(),
  client_secret: z.string(),
});
export const adminPatchClientBody = z.strictObject({ disabled: z.boolean() });
export const adminMaintenanceBody = z.strictObject({ enabled: z.boolean() });
