import { QueryClient } from "@tanstack/react-query";
import { ApiError } from "../lib/api-error";
import { onSessionEnded } from "../lib/session";

/** One QueryClient for the app. Client errors (4xx) are never retried; 5xx and network twice. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 15_000,
        // Back to a tab: what is stale (older than staleTime) is fetched again, so a second tab does
        // not keep offering moves that another tab or colleague already made.
        refetchOnWindowFocus: true,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 2;
        },
      },
      mutations: { retry: false },
    },
  });
}

/** The app's client; loaded with the signed-in shell (see route-query-client.ts). */
export const queryClient = createQueryClient();

// An expired or revoked session forgets all server state (sign-out clears it in the shell).
onSessionEnded(() => queryClient.clear());
