import { useCallback, useState } from "react";

type State<O> =
  | { status: "idle" }
  | { status: "pending" }
  | { status: "error"; error: unknown }
  | { status: "done"; data: O };

/**
 * One request as a small state machine (pending, error, the last answer): what the sign-in page
 * needs of a mutation without TanStack Query, which loads with the signed-in shell, not with the
 * first page anyone opens.
 */
export function useRequest<I, O>(request: (input: I) => Promise<O>) {
  const [state, setState] = useState<State<O>>({ status: "idle" });
  const mutate = useCallback(
    (input: I, options: { onSuccess?: (data: O) => void } = {}) => {
      setState({ status: "pending" });
      request(input).then(
        (data) => {
          setState({ status: "done", data });
          options.onSuccess?.(data);
        },
        (error: unknown) => setState({ status: "error", error }),
      );
    },
    [request],
  );
  const reset = useCallback(() => setState({ status: "idle" }), []);
  return {
    mutate,
    reset,
    isPending: state.status === "pending",
    isError: state.status === "error",
    error: state.status === "error" ? state.error : null,
    data: state.status === "done" ? state.data : undefined,
  };
}
