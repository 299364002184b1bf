import { useCallback } from "react";
import { useRequest } from "../hooks/use-request";
import type { Credentials } from "./obtain-token";
import type { PersonCredentials } from "./sign-in-person";

/** One sign-in attempt: a person (e-mail and password) or an API client (client credentials). */
export type SignInRequest = ({ kind: "person" } & PersonCredentials) | ({ kind: "client" } & Credentials);

/** Runs one request: signed in, or the challenge of a second step (a person with two-step sign-in). */
async function run(request: SignInRequest): Promise<{ challenge: string } | null> {
  if (request.kind === "person") {
    const { signInPerson } = await import("./sign-in-person");
    const answer = await signInPerson({ email: request.email, password: request.password });
    return "challenge" in answer ? answer : null;
  }
  const { signIn } = await import("./obtain-token");
  await signIn({ client_id: request.client_id, client_secret: request.client_secret });
  return null;
}

/**
 * The sign-in request. The sign-in screen is the first page anyone loads: the request modules (and
 * with them the contract and zod) are fetched on submit (or while typing), not with the page.
 */
export function useSignIn() {
  const request = useRequest(run);
  const { mutate: send } = request;
  const mutate = useCallback(
    (input: SignInRequest, options: { onSuccess?: () => void } = {}) =>
      send(input, { onSuccess: (second) => (second ? undefined : options.onSuccess?.()) }),
    [send],
  );
  return {
    mutate,
    reset: request.reset,
    isPending: request.isPending,
    isError: request.isError,
    error: request.error,
    /** Set when the password was right and the second step (a code) is asked for. */
    challenge: request.data?.challenge ?? null,
  };
}
