import { type ErrorCode, type ErrorItem, errorCatalogue } from "../../contract/errors";

/**
 * The one way a handler reports a failure: throw an ApiError with a spec code. The error mapper
 * turns it into the spec's body `{detail:[{loc,msg,type,code}]}` with the catalogue's status.
 */
export class ApiError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly items: ErrorItem[];
  readonly headers: Record<string, string>;

  constructor(
    code: ErrorCode,
    opts: { msg?: string; loc?: (string | number)[]; items?: ErrorItem[]; headers?: Record<string, string> } = {},
  ) {
    const entry = errorCatalogue[code];
    super(opts.msg ?? entry.msg);
    this.code = code;
    this.status = entry.status;
    this.headers = opts.headers ?? {};
    this.items = opts.items ?? [{ loc: opts.loc ?? [], msg: opts.msg ?? entry.msg, type: entry.type, code }];
  }
}

export function fail(code: ErrorCode, opts?: ConstructorParameters<typeof ApiError>[1]): never {
  throw new ApiError(code, opts);
}

/** A 422 with one item per invalid field. */
export function validationFailure(items: Array<{ loc: (string | number)[]; msg: string; type?: string }>): ApiError {
  return new ApiError("validation_error", {
    items: items.map((i) => ({ loc: i.loc, msg: i.msg, type: i.type ?? "value_error", code: "validation_error" })),
  });
}
