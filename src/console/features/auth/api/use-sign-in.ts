import { useCallback, useState } from "react";
import type { Credentials } from "./obtain-token";
import type { PersonCredentials } from "./sign-in-person";

/** One sign-in attempt: a person (e-mail and password) or an API client (client credentials). */
export type SignInRequest = ({ kind: "person" } & PersonCredentials) | ({ kind: "client" } & Credentials);

type SignInState =
  | { status: "idle" }
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "second_factor"; challenge: string };

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
 * The sign-in request as a small state machine. The sign-in screen is the first page anyone loads:
 * the request modules (and with them the contract and zod) are fetched on submit (or while typing),
 * not with the page, and TanStack Query is not needed here at all (it loads with the signed-in shell).
 */
export function useSignIn() {
  const [state, setState] = useState<SignInState>({ status: "idle" });
  const mutate = useCallback((request: SignInRequest, options: { onSuccess?: () => void } = {}) => {
    setState({ status: "pending" });
    run(request).then(
      (second) => {
        if (second) {
          setState({ status: "second_factor", challenge: second.challenge });
          return;
        }
        setState({ status: "idle" });
        options.onSuccess?.();
      },
      (error: unknown) => setState({ status: "error", error }),
    );
  }, []);
  const reset = useCallback(() => setState({ status: "idle" }), []);
  return {
    mutate,
    reset,
    isPending: state.status === "pending",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : null,
    /** Set when the password was right and the second step (a code) is asked for. */
    challenge: state.status === "second_factor" ? state.challenge : null,
  };
}
