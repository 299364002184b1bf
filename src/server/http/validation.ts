import type { FastifyInstance, FastifyRequest } from "fastify";
import type { z } from "zod";
import { validationFailure } from "./api-error";

type Part = "query" | "path" | "body" | "header";
type Loc = (string | number)[];
interface Issue {
  loc: Loc;
  msg: string;
  type: string;
}

/**
 * Validates every part of a request and collects every problem at once (api-design §2):
 * `loc` is the part followed by the field path, e.g. ["query","limit"], ["body","details","currency"].
 * Problems of the text rule found before (`installTextRule`) come first; a schema problem at the
 * same place (or inside it) is then not repeated.
 */
export class RequestValidator {
  private readonly issues: Issue[] = [];
  private readonly textLocs: string[];

  constructor(textIssues: readonly Issue[] = []) {
    this.issues.push(...textIssues);
    this.textLocs = textIssues.map((i) => locKey(i.loc));
  }

  check<S extends z.ZodType>(part: Part, schema: S | undefined, value: unknown): z.output<S> | undefined {
    if (!schema) return undefined;
    const r = schema.safeParse(value);
    if (r.success) return r.data;
    for (const issue of r.error.issues) {
      let path: (string | number)[] = issue.path.map((p) => (typeof p === "symbol" ? String(p) : p));
      let msg = issue.message;
      let type = issue.code === "invalid_type" ? "type_error" : "value_error";
      if (issue.code === "unrecognized_keys") {
        // One item per unknown field, naming it (mass-assignment guard).
        for (const key of issue.keys) {
          this.add([part, ...path, key], `Unknown field "${key}"`, "extra_forbidden");
        }
        continue;
      }
      if (issue.code === "invalid_type" && !isPresent(value, issue.path)) {
        msg = "Field required";
        type = "missing";
      }
      if (part === "header") path = path.map((p) => (typeof p === "string" ? p.toLowerCase() : p));
      this.add([part, ...path], msg, type);
    }
    return undefined;
  }

  add(loc: Loc, msg: string, type = "value_error"): void {
    const key = locKey(loc);
    if (this.textLocs.some((t) => key === t || key.startsWith(`${t.slice(0, -1)},`))) return;
    this.issues.push({ loc, msg, type });
  }

  /** Throws the collected 422, if any. */
  finish(): void {
    if (this.issues.length > 0) throw validationFailure(this.issues);
  }
}

function locKey(loc: Loc): string {
  return JSON.stringify(loc);
}

/** Whether `path` leads to a value in `input` (zod reports no input by default, so "missing" is decided here). */
function isPresent(input: unknown, path: readonly PropertyKey[]): boolean {
  let node: unknown = input;
  for (const key of path) {
    if (node === null || typeof node !== "object" || !Object.hasOwn(node, key)) return false;
    node = (node as Record<PropertyKey, unknown>)[key];
  }
  return node !== undefined;
}

// ---------------------------------------------------------------------------------------------
// The text rule (docs/api-conventions.md, "Text"): what a string may hold when it reaches the API.

/**
 * - `line`: a name, an identifier, a path or query value, a file name, a field name: no NUL, no
 *   unpaired surrogate, no other C0 control character (U+0001-U+001F) and no DEL (U+007F).
 * - `text`: a string value of a body (JSON, form or multipart field), which may be free text
 *   (a comment, a reason, an address): as `line`, but TAB, LF and CR are allowed.
 * - `header`: a header value: as `line`, but TAB is allowed (RFC 9110 field values may hold it;
 *   Node's HTTP parser refuses the other controls itself).
 */
export type TextKind = "line" | "text" | "header";

const UNPAIRED_SURROGATE = "[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]";
const FORBIDDEN: Record<TextKind, RegExp> = {
  line: new RegExp(`[\\u0000-\\u001f\\u007f]|${UNPAIRED_SURROGATE}`),
  text: new RegExp(`[\\u0000-\\u0008\\u000b\\u000c\\u000e-\\u001f\\u007f]|${UNPAIRED_SURROGATE}`),
  header: new RegExp(`[\\u0000-\\u0008\\u000a-\\u001f\\u007f]|${UNPAIRED_SURROGATE}`),
};

/** At most this many text problems are reported for one request (the walk stops there). */
const MAX_TEXT_ISSUES = 50;

/** Why `value` breaks the text rule for `kind`, or undefined when it does not. */
export function textProblem(value: string, kind: TextKind): string | undefined {
  const found = FORBIDDEN[kind].exec(value);
  if (!found) return undefined;
  const unit = found[0].charCodeAt(0);
  const code = `U+${unit.toString(16).toUpperCase().padStart(4, "0")}`;
  if (unit === 0) return "Must not contain the NUL character (U+0000)";
  if (unit >= 0xd800 && unit <= 0xdfff) return `Must not contain an unpaired surrogate (${code}): not valid Unicode`;
  return `Must not contain the control character ${code}`;
}

interface Node {
  value: unknown;
  key: string | number | undefined;
  parent: Node | undefined;
}

function locOf(node: Node): Loc {
  const loc: Loc = [];
  for (let n: Node | undefined = node; n; n = n.parent) if (n.key !== undefined) loc.unshift(n.key);
  return loc;
}

/**
 * Every string of `value` (nested objects and arrays included, and their keys, which are names)
 * that breaks the text rule, with its `loc` under `base`. Iterative: a body nested 20,000 levels
 * deep is walked without recursion.
 */
export function textIssues(base: Loc, value: unknown, kind: TextKind, limit = MAX_TEXT_ISSUES): Issue[] {
  const issues: Issue[] = [];
  const stack: Node[] = [{ value, key: undefined, parent: undefined }];
  while (stack.length > 0 && issues.length < limit) {
    const node = stack.pop() as Node;
    const v = node.value;
    if (typeof v === "string") {
      const msg = textProblem(v, kind);
      if (msg) issues.push({ loc: [...base, ...locOf(node)], msg, type: "value_error" });
    } else if (Array.isArray(v)) {
      for (let i = v.length - 1; i >= 0; i -= 1) stack.push({ value: v[i], key: i, parent: node });
    } else if (v !== null && typeof v === "object") {
      const entries = Object.entries(v);
      for (let i = entries.length - 1; i >= 0; i -= 1) {
        const [key, child] = entries[i] as [string, unknown];
        const msg = textProblem(key, "line");
        if (msg) issues.push({ loc: [...base, ...locOf(node), key], msg: `Field name: ${msg}`, type: "value_error" });
        else stack.push({ value: child, key, parent: node });
      }
    }
  }
  return issues.slice(0, limit);
}

/** Throws the contract's 422 when `value` breaks the text rule (multipart parts, read as they stream). */
export function assertText(loc: Loc, value: string | undefined, kind: TextKind): void {
  if (value === undefined) return;
  const issues = textIssues(loc, value, kind);
  if (issues.length > 0) throw validationFailure(issues);
}

/** The text rule over every part a route has parsed: path, query, headers and body. */
function requestTextIssues(request: FastifyRequest): Issue[] {
  const issues = [
    ...textIssues(["path"], request.params ?? {}, "line"),
    ...textIssues(["query"], request.query ?? {}, "line"),
    ...textIssues(["header"], request.headers, "header"),
  ];
  if (request.body !== undefined && issues.length < MAX_TEXT_ISSUES) {
    issues.push(...textIssues(["body"], request.body, "text", MAX_TEXT_ISSUES - issues.length));
  }
  return issues;
}

declare module "fastify" {
  interface FastifyRequest {
    /** Problems of the text rule, for a route that reports them with its own validation. */
    textIssues?: Issue[];
  }
  interface FastifyContextConfig {
    /** The route lists text problems with its other validation problems (`registerEndpoint`). */
    reportsTextIssues?: boolean;
  }
}

/**
 * The text rule at the edge, for every route of `app` (the API, the token endpoint, the operator
 * API): after the body is parsed and before any handler, so no refused string reaches the
 * database. A contract endpoint reports the problems together with its other validation problems
 * (one 422); any other route answers the 422 at once. Multipart parts stream past this hook and
 * are checked as they are read (`files/upload.ts`, `assertText`). Unknown paths keep their 404.
 */
export function installTextRule(app: FastifyInstance): void {
  app.addHook("preValidation", async (request) => {
    if (request.is404) return;
    const issues = requestTextIssues(request);
    if (issues.length === 0) return;
    if (request.routeOptions.config.reportsTextIssues) request.textIssues = issues;
    else throw validationFailure(issues);
  });
}
