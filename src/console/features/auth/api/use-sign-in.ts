import { useCallback, useState } from "react";
import type { Credentials } from "./obtain-token";
import type { PersonCredentials } from "./sign-in-person";

/** One sign-in attempt: a person (e-mail and password) or an API client (client credentials). */
export type SignInRequest = ({ kind: "person" } & PersonCredentials) | ({ kind: "client" } & Credentials);

type SignInState = { status: "idle" } | { status: "pending" } | { status: "error"; error: unknown };

/** Runs one request; a later second step (e.g. a one-time code) is one more kind here. */
async function run(request: SignInRequest): Promise<void> {
  if (request.kind === "person") {
    const { signInPerson } = await import("./sign-in-person");
    await signInPerson({ email: request.email, password: request.password });
    return;
  }
  const { signIn } = await import("./obtain-token");
  await signIn({ client_id: request.client_id, client_secret: request.client_secret });
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
      () => {
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
  };
}
