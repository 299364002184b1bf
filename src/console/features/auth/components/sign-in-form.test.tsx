import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { apiError } from "../../../lib/error-words";
import { SignInForm, signInErrorWords, waitWords } from "./sign-in-form";

afterEach(cleanup);

describe("SignInForm", () => {
  it("offers e-mail and password by default", () => {
    renderWithQuery(<SignInForm onSignedIn={() => {}} />);
    expect(screen.getByRole("radio", { name: "E-mail and password" })).toBeChecked();
    expect(screen.getByLabelText("E-mail")).toHaveAttribute("type", "email");
    expect(screen.getByLabelText("Password")).toHaveAttribute("type", "password");
    expect(screen.queryByLabelText("Client ID")).toBeNull();
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("checks e-mail and password with the contract's schema before calling the API", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const onSignedIn = vi.fn();
    renderWithQuery(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-e-mail");
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    await vi.waitFor(() => expect(screen.getByLabelText("E-mail")).toHaveAttribute("aria-invalid", "true"), {
      timeout: 8000,
    });
    expect(screen.getByLabelText("Password")).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("has the labelled API client fields the journeys find behind the API client option", async () => {
    renderWithQuery(<SignInForm onSignedIn={() => {}} />);
    await userEvent.click(screen.getByRole("radio", { name: "API client" }));
    expect(screen.getByLabelText("Client ID")).toBeInTheDocument();
    expect(screen.getByLabelText("Client secret")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("checks the fields with the contract's schema before calling the API", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const onSignedIn = vi.fn();
    renderWithQuery(<SignInForm onSignedIn={onSignedIn} />);
    await userEvent.click(screen.getByRole("radio", { name: "API client" }));
    await userEvent.click(screen.getByRole("button", { name: "Sign in" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(screen.getByLabelText("Client ID")).toHaveAttribute("aria-invalid", "true");
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
    fetchSpy.mockRestore();
  });

  it("explains why sign-in is asked again", () => {
    renderWithQuery(<SignInForm reason="expired" onSignedIn={() => {}} />);
    expect(screen.getByRole("status")).toHaveTextContent("Your session has expired. Sign in again to continue.");
  });

  it("says one thing for every refused sign-in, and how long to wait when backed off", () => {
    expect(signInErrorWords(apiError(401, "sign_in_failed"))).toBe("The e-mail or the password is not correct.");
    const limited = apiError(429, "sign_in_rate_limit");
    limited.retryAfter = 120;
    expect(signInErrorWords(limited)).toBe(
      "Too many failed sign-ins with this e-mail or from this network. Try again in 2 minutes.",
    );
    expect(waitWords(1)).toBe("1 second");
    expect(waitWords(61)).toBe("2 minutes");
  });
});
