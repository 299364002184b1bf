import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { SecondFactorForm } from "./second-factor-form";

/**
 * The second step of a sign-in. The network is stubbed at `fetch` only to answer the way the
 * contract says the API does (src/server/people/totp.api.test.ts covers the API over real HTTP).
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

const sessionToken = {
  access_token: "header.payload.signature",
  expires_in: 600,
  token_type: "Bearer",
  session_id: "0b9d6f7e-7d62-4a53-9f0c-3f9e2a1b4c5d",
  user: {
    id: "5a1f2d3c-4b5e-4f60-8a71-9b8c7d6e5f40",
    organization_id: "6b2f3e4d-5c6f-4071-9b82-ac9d8e7f6051",
    email: "ana@example.test",
    name: "Ana",
    role: "analyst",
    approval_limits: null,
    status: "active",
    last_sign_in_at: "2026-11-26T12:00:00Z",
    created_at: "2026-11-20T12:00:00Z",
    updated_at: "2026-11-26T12:00:00Z",
  },
};

const errorBody = (code: string, msg: string) => ({ detail: [{ loc: ["body"], msg, type: "request", code }] });

describe("SecondFactorForm", () => {
  it("posts the challenge and the code with the CSRF header and hands over the session", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, sessionToken));
    const onSignedIn = vi.fn();
    renderWithQuery(<SecondFactorForm challenge="the-challenge" onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText("Code from your authenticator app"), "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(sessionToken));
    const [url, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/v1-beta/auth/sign-in/second-factor");
    expect(init.method).toBe("POST");
    expect(JSON.parse(String(init.body))).toEqual({ challenge: "the-challenge", code: "123456" });
    expect((init.headers as Record<string, string>)["x-cas-csrf"]).toBe("1");
  });

  it("says a wrong code at the field and asks for a code before calling", async () => {
    const fetchSpy = vi
      .spyOn(globalThis, "fetch")
      .mockResolvedValue(json(401, errorBody("second_factor_failed", "The code is not correct")));
    const onSignedIn = vi.fn();
    renderWithQuery(<SecondFactorForm challenge="c" onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByText("Enter the 6-digit code.")).toBeInTheDocument();
    expect(fetchSpy).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText("Code from your authenticator app"), "000000");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(
      await screen.findByText("This code is not correct. Enter the newest code the app shows."),
    ).toBeInTheDocument();
    expect(screen.getByLabelText("Code from your authenticator app")).toHaveAttribute("aria-invalid", "true");
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it("takes a recovery code instead", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch").mockResolvedValue(json(200, sessionToken));
    const onSignedIn = vi.fn();
    renderWithQuery(<SecondFactorForm challenge="c" onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole("button", { name: "Use a recovery code instead" }));
    await userEvent.type(screen.getByLabelText("Recovery code"), "abcd-efgh-ijkm-npqr");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalled());
    const [, init] = fetchSpy.mock.calls[0] as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ challenge: "c", code: "abcd-efgh-ijkm-npqr" });
  });

  it("offers to start again when the sign-in has expired", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(
      json(401, errorBody("sign_in_challenge_invalid", "This sign-in has expired")),
    );
    const onRestart = vi.fn();
    renderWithQuery(<SecondFactorForm challenge="c" onSignedIn={() => {}} onRestart={onRestart} />);
    await userEvent.type(screen.getByLabelText("Code from your authenticator app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This sign-in has expired; sign in again with e-mail and password",
    );
    expect(screen.getByRole("button", { name: "Sign in" })).toBeDisabled();
    await userEvent.click(screen.getByRole("button", { name: "Sign in again" }));
    expect(onRestart).toHaveBeenCalled();
  });

  it("reports back-off in words", async () => {
    vi.spyOn(globalThis, "fetch").mockResolvedValueOnce(json(429, errorBody("sign_in_rate_limit", "Too many")));
    renderWithQuery(<SecondFactorForm challenge="c" onSignedIn={() => {}} />);
    await userEvent.type(screen.getByLabelText("Code from your authenticator app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findByRole("alert")).toHaveTextContent("Too many failed sign-ins");
  });
});
