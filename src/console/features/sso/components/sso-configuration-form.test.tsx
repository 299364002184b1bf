import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { putSsoConfigurationBody, type SsoConfiguration } from "../../../../contract/sso";
import { ApiError } from "../../../lib/api-error";
import { SsoConfigurationForm } from "./sso-configuration-form";
import { SsoSummary } from "./sso-screen";

afterEach(cleanup);

const saved: SsoConfiguration = {
  organization_id: "0b0e7c52-6c1f-4b8e-9d2a-6f2d2b7f4a11",
  issuer: "https://login.atlas.example/realms/credit",
  client_id: "credit-console",
  client_secret_set: true,
  allowed_email_domains: ["atlas-freight.example", "atlas.example"],
  jit_enabled: true,
  default_role: "analyst",
  redirect_uri: "https://credit.example/v1/auth/sso/callback",
  created_at: "2026-11-20T08:00:00Z",
  updated_at: "2026-11-26T09:30:00Z",
};

function apiError(code: string, status: number, loc: Array<string | number>, msg: string) {
  return new ApiError(status, code, [{ loc, msg, type: "value_error", code }], msg);
}

const field = (label: string) => screen.getByLabelText(label, { exact: true });

// Typing whole URLs takes a while on a busy machine: room for it (nothing here measures speed).
const SLOW = { timeout: 60_000 };
const WAIT = { timeout: 10_000 };

describe("SsoConfigurationForm (the contract's putSsoConfigurationBody)", SLOW, () => {
  it("says what is missing, then sends the body the contract accepts (domains split, lowercased, without @)", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    render(<SsoConfigurationForm saved={null} onSave={onSave} pending={false} error={null} />);
    await user.click(screen.getByRole("button", { name: "Turn on single sign-on" }));
    expect(
      await screen.findByText("Enter the issuer URL of your identity provider.", undefined, WAIT),
    ).toBeInTheDocument();
    expect(screen.getByText("Enter the client ID.")).toBeInTheDocument();
    expect(screen.getByText(/^Enter the client secret\./)).toBeInTheDocument();
    expect(screen.getByText("Enter at least one e-mail domain, for example example.com.")).toBeInTheDocument();
    expect(field("Issuer URL")).toHaveAttribute("aria-invalid", "true");
    expect(onSave).not.toHaveBeenCalled();

    await user.type(field("Issuer URL"), "login.example.com");
    await user.type(field("Client ID"), "  credit-console ");
    await user.type(field("Client secret"), "s3cret-value");
    await user.type(field("Allowed e-mail domains"), "Atlas-Freight.example, @atlas.example;; not_a domain");
    await user.click(screen.getByRole("button", { name: "Turn on single sign-on" }));
    expect(
      await screen.findByText(
        "Enter the issuer as a full URL, for example https://login.example.com/realms/credit.",
        undefined,
        WAIT,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Not a domain name: not_a, domain\./)).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();

    await user.clear(field("Issuer URL"));
    await user.type(field("Issuer URL"), "https://login.example.com/realms/credit");
    await user.clear(field("Allowed e-mail domains"));
    await user.type(field("Allowed e-mail domains"), "Atlas-Freight.example, @atlas.example atlas.example");
    await user.click(screen.getByLabelText("Create accounts at the first sign-on"));
    await user.selectOptions(field("Role of new accounts"), "analyst");
    await user.click(screen.getByRole("button", { name: "Turn on single sign-on" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const body = onSave.mock.calls[0]?.[0];
    expect(body).toEqual({
      issuer: "https://login.example.com/realms/credit",
      client_id: "credit-console",
      client_secret: "s3cret-value",
      allowed_email_domains: ["atlas-freight.example", "atlas.example"],
      jit_enabled: true,
      default_role: "analyst",
    });
    expect(putSsoConfigurationBody.safeParse(body).success).toBe(true);
  });

  it("starts from the saved configuration, never shows the secret, and keeps it when the field stays empty", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn();
    const onCancel = vi.fn();
    render(<SsoConfigurationForm saved={saved} onSave={onSave} onCancel={onCancel} pending={false} error={null} />);
    expect(field("Issuer URL")).toHaveValue(saved.issuer);
    expect(field("Client ID")).toHaveValue("credit-console");
    expect(field("Client secret")).toHaveValue("");
    expect(field("Client secret")).toHaveAccessibleDescription(
      /A secret is stored; it is never shown\. Leave empty to keep the current secret/,
    );
    expect(field("Allowed e-mail domains")).toHaveValue("atlas-freight.example, atlas.example");
    expect(screen.getByLabelText("Create accounts at the first sign-on")).toBeChecked();
    expect(field("Role of new accounts")).toHaveValue("analyst");

    // Left empty: the body has no secret, so the API keeps the stored one.
    await user.click(screen.getByLabelText("Create accounts at the first sign-on"));
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).toHaveBeenCalledTimes(1);
    const kept = onSave.mock.calls[0]?.[0];
    expect(kept).toEqual({
      issuer: saved.issuer,
      client_id: "credit-console",
      allowed_email_domains: ["atlas-freight.example", "atlas.example"],
      jit_enabled: false,
      default_role: "analyst",
    });
    expect(kept?.client_secret).toBeUndefined();
    expect(putSsoConfigurationBody.safeParse(kept).success).toBe(true);
    // A new secret is sent as typed.
    await user.type(field("Client secret"), "rotated-secret");
    await user.click(screen.getByRole("button", { name: "Save changes" }));
    expect(onSave).toHaveBeenLastCalledWith({
      issuer: saved.issuer,
      client_id: "credit-console",
      client_secret: "rotated-secret",
      allowed_email_domains: ["atlas-freight.example", "atlas.example"],
      jit_enabled: false,
      default_role: "analyst",
    });
    await user.click(screen.getByRole("button", { name: "Cancel" }));
    expect(onCancel).toHaveBeenCalled();
  });

  it("shows the API's refusals at their field in plain words, others for the whole form", () => {
    const { rerender } = render(
      <SsoConfigurationForm
        saved={null}
        onSave={() => {}}
        pending={false}
        error={apiError("sso_issuer_not_allowed", 422, ["body", "issuer"], "The issuer must be an https URL")}
      />,
    );
    expect(field("Issuer URL")).toHaveAccessibleDescription(/The issuer must start with https:\/\//);
    expect(screen.queryByRole("alert")).toBeNull();

    rerender(
      <SsoConfigurationForm
        saved={null}
        onSave={() => {}}
        pending={false}
        error={apiError(
          "sso_domain_taken",
          409,
          ["body", "allowed_email_domains"],
          "An e-mail domain is already used by another organization's single sign-on",
        )}
      />,
    );
    expect(field("Allowed e-mail domains")).toHaveAccessibleDescription(
      /already signs in to another organization's single sign-on/,
    );

    rerender(
      <SsoConfigurationForm
        saved={null}
        onSave={() => {}}
        pending={false}
        error={apiError("validation_error", 422, ["body", "client_id"], "Invalid string: must not contain NUL")}
      />,
    );
    expect(field("Client ID")).toHaveAccessibleDescription(/must not contain NUL\./);

    rerender(
      <SsoConfigurationForm
        saved={null}
        onSave={() => {}}
        pending
        error={apiError("user_role_access_denied", 403, [], "Your role does not allow this.")}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Your role does not allow this.");
    expect(screen.getByRole("button", { name: "Saving…" })).toBeDisabled();
  });
});

describe("SsoSummary", () => {
  it("shows the configuration in words: the secret only as stored, the redirect URI to copy", () => {
    render(<SsoSummary saved={saved} />);
    const list = document.querySelector("dl");
    expect(list).not.toBeNull();
    const summary = within(list as HTMLElement);
    expect(summary.getByText("On")).toBeInTheDocument();
    expect(summary.getByText(saved.issuer)).toBeInTheDocument();
    expect(summary.getByText("Stored (never shown)")).toBeInTheDocument();
    expect(summary.getByText("atlas-freight.example, atlas.example")).toBeInTheDocument();
    expect(summary.getByText("Get an account at their first sign-on, as Analyst")).toBeInTheDocument();
    expect(screen.getByLabelText("Redirect URI")).toHaveValue(saved.redirect_uri);
    cleanup();
    render(<SsoSummary saved={{ ...saved, jit_enabled: false }} />);
    expect(screen.getByText("Need an invitation first (no account is created at sign-on)")).toBeInTheDocument();
  });
});
