import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { ChangePasswordForm } from "./change-password-form";

/**
 * "Change password". The network is stubbed at `fetch` only, answering as the contract says the
 * API does (src/server/people/password-change.api.test.ts covers the API over real HTTP).
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function fakeApi() {
  const bodies: unknown[] = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (_input, init) => {
    const body = JSON.parse(String(init?.body)) as { current_password: string; new_password: string };
    bodies.push(body);
    if (body.current_password !== "the old one, right") {
      return json(422, {
        detail: [
          {
            loc: ["body", "current_password"],
            msg: "The current password is not correct",
            type: "value_error",
            code: "current_password_incorrect",
          },
        ],
      });
    }
    if (body.new_password === "password1234") {
      return json(422, {
        detail: [
          {
            loc: ["body", "new_password"],
            msg: "This password is on a list of common and breached passwords: choose another",
            type: "value_error",
            code: "password_not_allowed",
          },
        ],
      });
    }
    return json(200, { ended_sessions: 2 });
  });
  return bodies;
}

async function fill(current: string, next: string, repeat = next) {
  for (const [label, value] of [
    ["Current password", current],
    ["New password", next],
    ["Repeat the new password", repeat],
  ] as const) {
    const field = screen.getByLabelText(label);
    await userEvent.clear(field);
    if (value) await userEvent.type(field, value);
  }
  await userEvent.click(screen.getByRole("button", { name: "Change password" }));
}

describe("ChangePasswordForm", () => {
  it("checks in the browser first, then shows each refusal of the API at its field", { timeout: 60_000 }, async () => {
    const bodies = fakeApi();
    renderWithQuery(<ChangePasswordForm />);

    await fill("", "short", "other");
    expect(await screen.findByText("Enter your current password.")).toBeInTheDocument();
    expect(screen.getByText(/Use at least 12 characters/)).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("Enter your current password.");
    expect(bodies).toHaveLength(0);

    await fill("the old one, right", "a long new passphrase", "a long new passphrase!");
    expect(await screen.findByText("The two new passwords are not the same.")).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await fill("not the old one", "a long new passphrase");
    expect(await screen.findByText("This is not your current password.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveAccessibleDescription("This is not your current password.");
    // The repeat is not sent.
    expect(bodies.at(-1)).toEqual({ current_password: "not the old one", new_password: "a long new passphrase" });

    await fill("the old one, right", "password1234");
    expect(
      await screen.findByText("This password is on a list of common and breached passwords: choose another."),
    ).toBeInTheDocument();

    await fill("the old one, right", "a long new passphrase");
    expect(await screen.findByText("Password changed. Your 2 other sessions were signed out.")).toBeInTheDocument();
    expect(screen.getByLabelText("Current password")).toHaveValue("");
  });
});
