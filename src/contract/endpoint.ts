import type { z } from "zod";
import type { ErrorCode } from "./errors";
import type { OrgIdRule, Scenario } from "./scenarios";

export type HttpMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

/**
 * One endpoint of the API, declared once. The server registers and validates it, the OpenAPI
 * generator documents it, and the console calls it, all from this declaration.
 *
 * - `auth`: `none` (token endpoint, docs), `token` (Authorization only: reference lists),
 *   `org` (Authorization + Requester/Target headers, checked against `scenarios`).
 * - `path` uses `{name}` placeholders and is relative to the version prefix.
 */
export type AuthKind = "none" | "token" | "org";

export interface EndpointDef<
  Q extends z.ZodType | undefined = z.ZodType | undefined,
  P extends z.ZodType | undefined = z.ZodType | undefined,
  B extends z.ZodType | undefined = z.ZodType | undefined,
  R extends z.ZodType = z.ZodType,
  A extends AuthKind = AuthKind,
> {
  id: string;
  method: HttpMethod;
  path: string;
  summary: string;
  tag: string;
  auth: A;
  scenarios?: readonly Scenario[];
  orgIdRule?: OrgIdRule;
  query?: Q;
  params?: P;
  /** JSON body schema; `multipart` bodies are described by `multipart` instead. */
  body?: B;
  multipart?: { fields: Record<string, z.ZodType>; fileField: string };
  response: R;
  /**
   * A success that is not JSON (a stored file): the media types it may come as (the first is the
   * usual one) and what it is. The handler sends the bytes itself (`response` is then
   * `z.unknown()`), may answer 304 Not Modified to If-None-Match, and the OpenAPI document
   * describes the body as binary of each of those media types.
   */
  binaryResponse?: { mediaTypes: readonly string[]; description: string; headers?: Record<string, string> };
  /** HTTP status of a success; 200 unless said. */
  successStatus?: number;
  errors: readonly ErrorCode[];
}

export function defineEndpoint<
  R extends z.ZodType,
  A extends AuthKind,
  Q extends z.ZodType | undefined = undefined,
  P extends z.ZodType | undefined = undefined,
  B extends z.ZodType | undefined = undefined,
>(def: EndpointDef<Q, P, B, R, A>): EndpointDef<Q, P, B, R, A> {
  return def;
}

type In<S> = S extends z.ZodType ? z.input<S> : undefined;
type Out<S> = S extends z.ZodType ? z.output<S> : undefined;

/** What a client sends / what a server receives, per part of an endpoint. */
export type QueryIn<E> = E extends EndpointDef<infer Q, infer _P, infer _B, infer _R, infer _A> ? In<Q> : never;
export type QueryOut<E> = E extends EndpointDef<infer Q, infer _P, infer _B, infer _R, infer _A> ? Out<Q> : never;
export type ParamsOut<E> = E extends EndpointDef<infer _Q, infer P, infer _B, infer _R, infer _A> ? Out<P> : never;
export type ParamsIn<E> = E extends EndpointDef<infer _Q, infer P, infer _B, infer _R, infer _A> ? In<P> : never;
export type BodyIn<E> = E extends EndpointDef<infer _Q, infer _P, infer B, infer _R, infer _A> ? In<B> : never;
export type BodyOut<E> = E extends EndpointDef<infer _Q, infer _P, infer B, infer _R, infer _A> ? Out<B> : never;
export type ResponseOf<E> =
  E extends EndpointDef<infer _Q, infer _P, infer _B, infer R, infer _A> ? z.output<R> : never;
export type AuthOf<E> = E extends EndpointDef<infer _Q, infer _P, infer _B, infer _R, infer A> ? A : never;
