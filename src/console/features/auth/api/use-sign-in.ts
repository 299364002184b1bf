import { useCallback, useState } from "react";
import type { Credentials } from "./obtain-token";

type SignInState = { status: "idle" } | { status: "pending" } | { status: "error"; error: unknown };

/**
 * The sign-in request as a small state machine. The sign-in screen is the first page anyone loads:
 * the request module (and with it the contract and zod) is fetched on submit (or while typing), not
 * with the page, and TanStack Query is not needed here at all (it loads with the signed-in shell).
 */
export function useSignIn() {
  const [state, setState] = useState<SignInState>({ status: "idle" });
  const mutate = useCallback((credentials: Credentials, options: { onSuccess?: () => void } = {}) => {
    setState({ status: "pending" });
    import("./obtain-token")
      .then((m) => m.signIn(credentials))
      .then(
        () => {
          setState({ status: "idle" });
          options.onSuccess?.();
        },
        (error: unknown) => setState({ status: "error", error }),
      );
  }, []);
  return {
    mutate,
    isPending: state.status === "pending",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : null,
  };
}
