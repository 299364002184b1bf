import type { z } from "zod";
import { validationFailure } from "./api-error";

type Part = "query" | "path" | "body" | "header";

/**
 * Validates every part of a request and collects every problem at once (api-design §2):
 * `loc` is the part followed by the field path, e.g. ["query","limit"], ["body","details","currency"].
 */
export class RequestValidator {
  private readonly issues: Array<{ loc: (string | number)[]; msg: string; type: string }> = [];

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
          this.issues.push({ loc: [part, ...path, key], msg: `Unknown field "${key}"`, type: "extra_forbidden" });
        }
        continue;
      }
      if (issue.code === "invalid_type" && !isPresent(value, issue.path)) {
        msg = "Field required";
        type = "missing";
      }
      if (part === "header") path = path.map((p) => (typeof p === "string" ? p.toLowerCase() : p));
      this.issues.push({ loc: [part, ...path], msg, type });
    }
    return undefined;
  }

  add(loc: (string | number)[], msg: string, type = "value_error"): void {
    this.issues.push({ loc, msg, type });
  }

  /** Throws the collected 422, if any. */
  finish(): void {
    if (this.issues.length > 0) throw validationFailure(this.issues);
  }
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
