import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { type RenderOptions, render } from "@testing-library/react";
import type { ReactElement, ReactNode } from "react";

/**
 * Component-test helpers (Vitest + Testing Library, jsdom): a fresh QueryClient per render and the
 * <dialog> methods jsdom lacks. Components are rendered with fixed props; no server is mocked.
 */
export function renderWithQuery(ui: ReactElement, options?: RenderOptions & { seed?: (client: QueryClient) => void }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  // Fill the cache with fixed data so components that read reference lists never hit the network.
  options?.seed?.(client);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...render(ui, { wrapper, ...options }) };
}

export function polyfillDialog() {
  const proto = globalThis.HTMLDialogElement?.prototype;
  if (!proto || typeof (proto as Partial<HTMLDialogElement>).showModal === "function") return;
  proto.showModal = function showModal(this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  proto.close = function close(this: HTMLDialogElement) {
    this.removeAttribute("open");
  };
}
