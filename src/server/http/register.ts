import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import type { AuthOf, BodyOut, EndpointDef, ParamsOut, QueryOut, ResponseOf } from "../../contract/endpoint";
import { acceptsIdempotencyKey, IDEMPOTENCY_KEY_HEADER } from "../../contract/idempotency";
import { idempotencyHeaders } from "../../contract/idempotency-headers";
import { endpointPermission, roleAllows } from "../../contract/people";
import { enrolmentOnlyEndpointIds } from "../../contract/totp";
import type { TokenClaims } from "../auth/tokens";
import { actingOf, runActing } from "../people/acting";
import type { Services } from "../services";
import { ApiError } from "./api-error";
import type { AuthContext, OrgContext } from "./context";
import { beginIdempotentRequest } from "./idempotency";
import { resolveAccount, resolveScenario } from "./scenario";
import { RequestValidator } from "./validation";

/** What a handler may return for a response schema: dates may be given as Date objects. */
export type Wire<T> = T extends string
  ? string | Date
  : T extends Array<infer U>
    ? Array<Wire<U>>
    : T extends object
      ? { [K in keyof T]: Wire<T[K]> }
      : T;

type CtxFor<A> = A extends "org" ? OrgContext : A extends "token" ? AuthContext : undefined;

export interface HandlerInput<E extends EndpointDef> {
  query: QueryOut<E>;
  params: ParamsOut<E>;
  body: BodyOut<E>;
  ctx: CtxFor<AuthOf<E>>;
  request: FastifyRequest;
  reply: FastifyReply;
}

/**
 * A response already serialized once (a constant reference list): sent as it is, so a hot
 * endpoint does not pay JSON.stringify on every request. Made with `preSerialized(value)`.
 */
export class PreSerialized<T> {
  /** The UTF-8 bytes (a Buffer: no per-request length count or encoding). */
  readonly bytes: Buffer;
  private constructor(readonly value: T) {
    this.bytes = Buffer.from(JSON.stringify(value), "utf8");
  }
  static of<T>(value: T): PreSerialized<T> {
    return new PreSerialized(value);
  }
}

export type Handler<E extends EndpointDef> = (
  input: HandlerInput<E>,
) => Promise<Wire<ResponseOf<E>> | PreSerialized<Wire<ResponseOf<E>>>>;

declare module "fastify" {
  interface FastifyRequest {
    tokenClaims?: TokenClaims;
  }
}

const orgHeaders = z.object({
  "requester-organization-id": z.uuid(),
  "target-organization-id": z.uuid(),
});

/** Multipart uploads may carry a 10 MiB file plus the form's other parts. */
export const MULTIPART_BODY_LIMIT = 10485760 + 256 * 1024;

/** Fastify path syntax from the contract's `{name}` placeholders. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ":$1");
}

/**
 * Registers one contract endpoint. Order of checks (api-design §2): maintenance and request size
 * run globally first; then the token (before the body is read), then validation of every part at
 * once, then account and organization state, then the scenario and org_id rule; the handler
 * does resource lookup, role, type and state checks.
 */
export function registerEndpoint<E extends EndpointDef>(
  app: FastifyInstance,
  services: Services,
  endpoint: E,
  handler: Handler<E>,
): void {
  const validateResponses = process.env.NODE_ENV === "test";
  const idempotent = acceptsIdempotencyKey(endpoint);
  const permission = endpointPermission(endpoint);
  app.route({
    method: endpoint.method,
    url: fastifyPath(endpoint.path),
    bodyLimit: endpoint.multipart ? MULTIPART_BODY_LIMIT : undefined,
    // The text rule's problems (validation.ts) join this endpoint's other validation problems.
    config: { reportsTextIssues: true },
    onRequest: async (request) => {
      if (endpoint.auth !== "none") {
        request.tokenClaims = await services.tokens.verifyHeader(request.headers.authorization);
      }
    },
    handler: async (request, reply) => {
      const v = new RequestValidator(request.textIssues);
      const headers = endpoint.auth === "org" ? v.check("header", orgHeaders, request.headers) : undefined;
      const idempotency = idempotent ? v.check("header", idempotencyHeaders, request.headers) : undefined;
      const params = v.check("path", endpoint.params, request.params ?? {});
      const query = v.check("query", endpoint.query, request.query ?? {});
      if (!endpoint.query) {
        // An endpoint without query parameters takes none: unknown ones are named, as in bodies.
        for (const key of Object.keys((request.query ?? {}) as object)) {
          v.add(["query", key], `Unknown query parameter "${key}"`, "extra_forbidden");
        }
      }
      let body: unknown;
      if (endpoint.body) {
        body = v.check("body", endpoint.body, request.body === undefined || request.body === null ? {} : request.body);
      } else if (!endpoint.multipart && request.body !== undefined && request.body !== null && request.body !== "") {
        const empty = typeof request.body === "object" && Object.keys(request.body as object).length === 0;
        if (!empty) v.add(["body"], "This endpoint takes no body", "extra_forbidden");
      }
      v.finish();

      let ctx: AuthContext | OrgContext | undefined;
      if (endpoint.auth !== "none") {
        const claims = request.tokenClaims as TokenClaims;
        const auth = await resolveAccount(
          services.db,
          claims,
          services.config.deletionGraceSeconds,
          services.config.people.stateCacheMs,
        );
        ctx = auth;
        if (endpoint.auth === "org" && headers) {
          const orgId = (params as { org_id?: string } | undefined)?.org_id;
          ctx = await resolveScenario(
            services.db,
            auth,
            { requesterId: headers["requester-organization-id"], targetId: headers["target-organization-id"] },
            endpoint.scenarios ?? ["self"],
            endpoint.orgIdRule,
            orgId,
            services.config.deletionGraceSeconds,
          );
        }
        // A person whose organization requires TOTP and who has none may only enrol (contract/totp.ts).
        if (auth.person?.secondFactorEnrolmentRequired && !enrolmentOnlyEndpointIds.has(endpoint.id)) {
          throw new ApiError("second_factor_enrolment_required");
        }
        // A person is limited by their role (contract/people.ts); API clients keep every right.
        if (auth.person && !roleAllows(auth.person.role, permission)) throw new ApiError("user_role_access_denied");
      }

      // Idempotency-Key (http/idempotency.ts): a replay is answered here; otherwise the key is taken.
      const key = idempotency?.[IDEMPOTENCY_KEY_HEADER];
      if (
        key &&
        ctx &&
        (await beginIdempotentRequest(services, endpoint, request, reply, ctx, key, MULTIPART_BODY_LIMIT))
      ) {
        return reply;
      }

      // Who acts (docs/people.md "Audit by person"): changes record it in their own transaction.
      const input = { query, params, body, ctx, request, reply } as HandlerInput<E>;
      const result = ctx
        ? await runActing(actingOf(ctx, request.ip ?? null), () => handler(input))
        : await handler(input);
      // A binary answer (a stored file) is sent by its handler, status and headers included.
      if (reply.sent || endpoint.binaryResponse) return reply;
      reply.code(endpoint.successStatus ?? 200);
      if (validateResponses) {
        const wire = JSON.parse(
          result instanceof PreSerialized ? result.bytes.toString("utf8") : JSON.stringify(result),
        );
        const check = endpoint.response.safeParse(wire);
        if (!check.success) {
          request.log.error(
            { issues: check.error.issues, endpoint: endpoint.id },
            "response does not match the contract",
          );
          throw new ApiError("internal_conflict_error", {
            msg: `Response of ${endpoint.id} does not match the contract`,
          });
        }
      }
      if (result instanceof PreSerialized) return reply.type("application/json; charset=utf-8").send(result.bytes);
      return result;
    },
  });
}
