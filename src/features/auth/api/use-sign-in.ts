import { useMutation } from "@tanstack/react-query";
import type { Credentials } from "./obtain-token";

/**
 * The sign-in mutation. The sign-in screen is the first page anyone loads, so the request module
 * (and with it the contract and zod) is fetched on submit, not with the page.
 */
export function useSignIn() {
  return useMutation({
    mutationFn: async (credentials: Credentials) => (await import("./obtain-token")).signIn(credentials),
  });
}
