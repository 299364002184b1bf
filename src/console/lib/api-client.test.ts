import { describe, expect, it } from "vitest";
import { errorCatalogue } from "../../contract/errors";
import { buildPath, buildQuery } from "./api-client";
import { decodeErrorResponse, wordsFor } from "./error-words";
import { decodeJwtPayload, sessionFromToken } from "./session";

describe("API client", () => {
  it("builds paths and query strings the API reads", () => {
    expect(
      buildPath("/credit-applications/{credit_application_id}/statuses/approve", { credit_application_id: "a/b" }),
    ).toBe("/credit-applications/a%2Fb/statuses/approve");
    expect(() => buildPath("/x/{id}", {})).toThrow(/id/);
    expect(
      buildQuery({ credit_application_types: ["factoring", "credit_terms"], limit: 20, search_text: undefined }),
    ).toBe("?credit_application_types=factoring&credit_application_types=credit_terms&limit=20");
  });

  it("decodes error bodies to their code, in the catalogue's words", async () => {
    const body = { detail: [{ loc: [], msg: "x", type: "request", code: "credit_application_not_found" }] };
    const error = await decodeErrorResponse(new Response(JSON.stringify(body), { status: 404 }));
    expect(error.code).toBe("credit_application_not_found");
    expect(error.message).toBe(errorCatalogue.credit_application_not_found.msg);
    expect(error.endsSession).toBe(false);

    const expired = await decodeErrorResponse(
      new Response(JSON.stringify({ detail: [{ loc: [], msg: "x", type: "token", code: "token_expired" }] }), {
        status: 401,
      }),
    );
    expect(expired.endsSession).toBe(true);

    const garbage = await decodeErrorResponse(new Response("<html>", { status: 502 }));
    expect(garbage.code).toBe("internal_conflict_error");
  });

  it("lists every field problem of a 422", () => {
    const words = wordsFor("validation_error", [
      {
        loc: ["body", "details", "currency"],
        msg: "Expected an ISO 4217 code such as USD",
        type: "x",
        code: "validation_error",
      },
      { loc: ["query", "limit"], msg: "Too big", type: "x", code: "validation_error" },
    ]);
    expect(words).toBe(
      "Request validation failed. details › currency: Expected an ISO 4217 code such as USD; limit: Too big",
    );
  });

  it("reads the organization from the token", () => {
    const payload = Buffer.from(JSON.stringify({ org: "org-1", sub: "c" })).toString("base64url");
    const token = `h.${payload}.s`;
    expect(decodeJwtPayload(token)).toMatchObject({ org: "org-1" });
    expect(sessionFromToken("c", token, 60, 1000)).toEqual({
      accessToken: token,
      expiresAt: 61_000,
      clientId: "c",
      organizationId: "org-1",
    });
    expect(sessionFromToken("c", "nonsense", 60)).toBeNull();
  });
});
