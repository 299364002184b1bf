import "@testing-library/jest-dom/vitest";
import { cleanup, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { polyfillDialog, renderWithQuery } from "../../../../../test/support/console";
import { Toaster } from "../../../components/toaster";
import type { Scope } from "../../../lib/scope";
import type { ApplicationDetail } from "../api/get-application";
import { ApplicationActions, doneMessage } from "./application-actions";
import { applicationDetail, at, forwarderId, shipperId } from "./application-detail.fixture";

/**
 * Issue 23: a double click on a move at 800 ms latency sent two POSTs (200, then 409) and reported
 * the user's own first click as someone else's change. Now every submit of one intent carries the
 * same Idempotency-Key, the button is disabled while it runs, and the API's answer to the repeat
 * (409 idempotency_key_in_use while the first runs, then the replay) ends in success.
 *
 * The network is stubbed at `fetch` only to hold the answer back (the latency) and to answer the
 * way docs/api-conventions.md "Idempotency" says the API does; the behaviour itself is covered over
 * real HTTP by src/server/http/idempotency.api.test.ts.
 */

const scope: Scope = { requesterId: forwarderId, targetId: forwarderId, targetName: null, scenarios: ["self"] };

function app(): ApplicationDetail {
  return applicationDetail("pending", ["start_review", "decline"]);
}

const summary = {
  id: "app-0000000001",
  credit_application_type: "trade_finance",
  forwarder_id: forwarderId,
  shipper_id: shipperId,
  status: "internal_review",
  created_at: at,
  updated_at: at,
};

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json", ...headers } });

/** A slow API that keeps its answers per Idempotency-Key, as the real one does. */
function slowKeyedApi() {
  const posts: Array<{ url: string; key: string | null }> = [];
  const answered = new Map<string, "running" | "done">();
  let release: () => void = () => {};
  const firstAnswer = new Promise<void>((resolve) => {
    release = resolve;
  });
  const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const url = String(input);
    if (init?.method !== "POST") return json(200, { items: [], total_items: 0 });
    const key = new Headers(init.headers).get("idempotency-key");
    posts.push({ url, key });
    if (key && answered.get(key) === "running") {
      return json(
        409,
        { detail: [{ loc: [], msg: "in use", type: "request", code: "idempotency_key_in_use" }] },
        { "retry-after": "1" },
      );
    }
    if (key && answered.get(key) === "done") return json(200, summary, { "idempotent-replayed": "true" });
    if (key) answered.set(key, "running");
    await firstAnswer;
    if (key) answered.set(key, "done");
    return json(200, summary);
  });
  return { posts, release: () => release(), restore: () => spy.mockRestore() };
}

beforeAll(polyfillDialog);
afterEach(cleanup);

describe("one Idempotency-Key per intent", () => {
  it("a double click on a move sends one key, disables the button while it runs and ends in success", async () => {
    const api = slowKeyedApi();
    try {
      const user = userEvent.setup();
      renderWithQuery(
        <>
          <ApplicationActions app={app()} scope={scope} />
          <Toaster />
        </>,
      );
      await user.click(screen.getByRole("button", { name: "Start review" }));
      const dialog = screen.getByRole("dialog", { name: "Start review?" });
      const confirm = within(dialog).getByRole("button", { name: "Start review" });
      await user.dblClick(confirm);
      // While the first request runs, the control is disabled.
      await waitFor(() => expect(within(dialog).getByRole("button", { name: "Working…" })).toBeDisabled());
      api.release();
      expect(await screen.findByText(doneMessage("start_review"))).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      const moves = api.posts.filter((p) => p.url.endsWith("/statuses/internal-review"));
      expect(moves.length).toBeGreaterThanOrEqual(1);
      expect(moves[0]?.key).toMatch(/^[0-9a-f-]{36}$/);
      // However many requests the clicks made, they were one intent: one key.
      expect(new Set(moves.map((p) => p.key)).size).toBe(1);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    } finally {
      api.restore();
    }
  });

  it("a second intent after a success gets a new key", async () => {
    const api = slowKeyedApi();
    api.release();
    try {
      const user = userEvent.setup();
      renderWithQuery(<ApplicationActions app={app()} scope={scope} />);
      for (let i = 0; i < 2; i++) {
        await user.click(screen.getByRole("button", { name: "Start review" }));
        const dialog = screen.getByRole("dialog", { name: "Start review?" });
        await user.click(within(dialog).getByRole("button", { name: "Start review" }));
        await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
      }
      const keys = api.posts.map((p) => p.key);
      expect(keys).toHaveLength(2);
      expect(keys[0]).not.toBe(keys[1]);
    } finally {
      api.restore();
    }
  });
});
