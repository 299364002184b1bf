import type { FastifyInstance } from "fastify";
import type { CreatePrivateRecordBody } from "../../contract/records";
import { createPrivateRecord, getPrivateRecord, listPrivateRecords, updatePrivateRecord } from "../../contract/records";
import { ApiError, validationFailure } from "../http/api-error";
import { registerEndpoint } from "../http/register";
import { isKnownCountry, isKnownCurrency } from "../resources/reference-data";
import type { Services } from "../services";
import {
  findOwnPrivateRecord,
  insertPrivateRecord,
  listPrivateRecords as queryPrivateRecords,
  setPrivateRecordArchived,
} from "./queries";

/**
 * Reference values the schema can only check by form: the currency and country must be in the
 * reference lists and the role must exist. 422 with the field's `loc`, like any invalid field.
 */
async function checkReferences(services: Services, body: CreatePrivateRecordBody): Promise<void> {
  const problems: Array<{ loc: string[]; msg: string }> = [];
  if (!isKnownCurrency(body.currency_code)) {
    problems.push({ loc: ["body", "currency_code"], msg: "Unknown currency (see /resources/currencies)" });
  }
  if (body.country_code && !isKnownCountry(body.country_code)) {
    problems.push({ loc: ["body", "country_code"], msg: "Unknown country (see /resources/countries)" });
  }
  if (body.role_id) {
    const role = await services.db
      .selectFrom("organization_roles")
      .select("id")
      .where("id", "=", body.role_id)
      .executeTakeFirst();
    if (!role) problems.push({ loc: ["body", "role_id"], msg: "Unknown organization role" });
  }
  if (problems.length > 0) throw validationFailure(problems);
}

export function privateRecordRoutes(app: FastifyInstance, services: Services): void {
  registerEndpoint(app, services, createPrivateRecord, async ({ body, ctx }) => {
    await checkReferences(services, body);
    return insertPrivateRecord(services.db, ctx.requesterId, body);
  });

  registerEndpoint(app, services, listPrivateRecords, async ({ query, ctx }) => {
    return queryPrivateRecords(services.db, ctx.requesterId, query);
  });

  registerEndpoint(app, services, getPrivateRecord, async ({ params, ctx }) => {
    const record = await findOwnPrivateRecord(services.db, ctx.requesterId, params.record_id);
    if (!record) throw new ApiError("private_record_not_found");
    return record;
  });

  registerEndpoint(app, services, updatePrivateRecord, async ({ params, body, ctx }) => {
    const record = await setPrivateRecordArchived(services.db, ctx.requesterId, params.record_id, body.archived);
    if (!record) throw new ApiError("private_record_not_found");
    return record;
  });
}
