import "@testing-library/jest-dom/vitest";
import { cleanup, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { AccountScreen } from "./account-screen";

/**
 * "Your account". The network is stubbed at `fetch` only, answering as the contract says the API
 * does (src/server/people/totp.api.test.ts covers the API over real HTTP): a tiny in-memory TOTP
 * state that the enrolment turns on.
 */
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const json = (status: number, body: unknown) =>
  new Response(status === 204 ? null : JSON.stringify(body), {
    status,
    headers: { "content-type": "application/json" },
  });

const user = {
  id: "5a1f2d3c-4b5e-4f60-8a71-9b8c7d6e5f40",
  organization_id: "6b2f3e4d-5c6f-4071-9b82-ac9d8e7f6051",
  email: "ana@example.test",
  name: "Ana Analyst",
  role: "analyst",
  approval_limits: null,
  status: "active",
  last_sign_in_at: "2026-11-26T12:00:00Z",
  created_at: "2026-11-20T12:00:00Z",
  updated_at: "2026-11-26T12:00:00Z",
};

const person = {
  kind: "person",
  organization_id: user.organization_id,
  role: "analyst",
  permissions: ["view", "work"],
  user,
  session_id: "0b9d6f7e-7d62-4a53-9f0c-3f9e2a1b4c5d",
  client_id: null,
  second_factor_enrolment_required: false,
};

const recoveryCodes = Array.from({ length: 10 }, (_, i) => `abcd-efgh-ijkm-np${String(i).padStart(2, "2")}`);

function fakeApi(opts: { required?: boolean; principal?: unknown } = {}) {
  let enabled = false;
  const calls: Array<{ method: string; path: string; body: unknown }> = [];
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
    const path = String(input).replace("/v1-beta", "");
    const method = init?.method ?? "GET";
    calls.push({ method, path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
    if (path === "/auth/me") return json(200, opts.principal ?? person);
    if (path === "/auth/totp") {
      return json(200, {
        enabled,
        enabled_at: enabled ? "2026-11-26T12:05:00Z" : null,
        recovery_codes_left: enabled ? 10 : 0,
        required_by_organization: opts.required ?? false,
      });
    }
    if (path === "/auth/totp/enrolment") {
      return json(201, {
        secret: "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        otpauth_uri: "otpauth://totp/x?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP",
        qr_code: "data:image/svg+xml;base64,PHN2Zy8+",
      });
    }
    if (path === "/auth/totp/enrolment/confirmation") {
      const code = (calls.at(-1)?.body as { code?: string } | undefined)?.code;
      if (code !== "123456") {
        return json(422, {
          detail: [
            { loc: ["body", "code"], msg: "The code is not correct", type: "value_error", code: "totp_code_invalid" },
          ],
        });
      }
      enabled = true;
      return json(200, { recovery_codes: recoveryCodes });
    }
    if (path === "/auth/totp/deactivation") {
      enabled = false;
      return json(204, null);
    }
    return json(404, { detail: [{ loc: [], msg: "Not found", type: "request", code: "not_found" }] });
  });
  return calls;
}

describe("AccountScreen", () => {
  it("shows who is signed in, sets up two-step sign-in with the QR code and shows the recovery codes once", {
    timeout: 60_000,
  }, async () => {
    const calls = fakeApi();
    renderWithQuery(<AccountScreen />);
    expect(await screen.findByText("ana@example.test")).toBeInTheDocument();
    expect(screen.getByText("Analyst (works on applications)")).toBeInTheDocument();
    expect(await screen.findByText(/Two-step sign-in is off/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "Set up two-step sign-in" }));
    expect(await screen.findByRole("img", { name: "QR code for your authenticator app" })).toHaveAttribute(
      "src",
      "data:image/svg+xml;base64,PHN2Zy8+",
    );
    expect(screen.getByText("JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP")).toBeInTheDocument();

    const field = screen.getByLabelText("Code from your authenticator app");
    await userEvent.type(field, "654321");
    await userEvent.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    expect(
      await screen.findByText("This code is not correct. Enter the newest code the app shows."),
    ).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, "123 456");
    await userEvent.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    const list = await screen.findByRole("list", { name: "Recovery codes" });
    expect(within(list).getAllByRole("listitem")).toHaveLength(10);
    expect(calls.filter((c) => c.path === "/auth/totp/enrolment/confirmation").at(-1)?.body).toEqual({
      code: "123456",
    });

    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await userEvent.click(screen.getByRole("button", { name: "Copy codes" }));
    expect(writeText).toHaveBeenCalledWith(`${recoveryCodes.join("\n")}\n`);
    expect(await screen.findByText("Copied to the clipboard.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Download codes" })).toBeInTheDocument();

    await userEvent.click(screen.getByRole("button", { name: "I have saved them" }));
    expect(await screen.findByText(/You have 10 recovery codes left/)).toBeInTheDocument();
    expect(screen.queryByRole("list", { name: "Recovery codes" })).not.toBeInTheDocument();
  });

  it("turns it off with a code or a recovery code", async () => {
    const calls = fakeApi();
    renderWithQuery(<AccountScreen />);
    await userEvent.click(await screen.findByRole("button", { name: "Set up two-step sign-in" }));
    await userEvent.type(await screen.findByLabelText("Code from your authenticator app"), "123456");
    await userEvent.click(screen.getByRole("button", { name: "Turn on two-step sign-in" }));
    await userEvent.click(await screen.findByRole("button", { name: "I have saved them" }));
    await userEvent.click(await screen.findByRole("button", { name: "Turn off two-step sign-in" }));
    await userEvent.type(
      screen.getByLabelText("Code from your authenticator app, or a recovery code"),
      " abcd-efgh-ijkm-np22 ",
    );
    await userEvent.click(screen.getAllByRole("button", { name: "Turn off two-step sign-in" }).at(-1) as HTMLElement);
    expect(await screen.findByText(/Two-step sign-in is off/)).toBeInTheDocument();
    expect(calls.find((c) => c.path === "/auth/totp/deactivation")?.body).toEqual({ code: "abcd-efgh-ijkm-np22" });
  });

  it("says when the organization requires it", async () => {
    fakeApi({ required: true });
    renderWithQuery(<AccountScreen />);
    expect(
      await screen.findByText(
        "Your organization requires two-step sign-in. Set it up to go on working in the console.",
      ),
    ).toBeInTheDocument();
  });

  it("explains that the API client has no two-step sign-in", async () => {
    fakeApi({
      principal: {
        ...person,
        kind: "api_client",
        role: "admin",
        user: null,
        session_id: null,
        client_id: "atlas-console",
      },
    });
    renderWithQuery(<AccountScreen />);
    expect(
      await screen.findByText(/signed in with your organization's API client \(atlas-console\)/),
    ).toBeInTheDocument();
    expect(screen.queryByRole("button", { name: "Set up two-step sign-in" })).not.toBeInTheDocument();
  });
});
