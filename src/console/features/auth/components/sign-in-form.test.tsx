import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { SignInForm } from "./sign-in-form";

afterEach(cleanup);

describe("SignInForm", () => {
  it("has the labelled fields and button the journeys find", () => {
    renderWithQuery(<SignInForm onSignedIn={() => {}} />);
    expect(screen.getByLabelText("Client ID")).toBeInTheDocument();
    expect(screen.getByLabelText("Client secret")).toHaveAttribute("type", "password");
    expect(screen.getByRole("button", { name: "Sign in" })).toBeInTheDocument();
  });

  it("checks the fields with the contract's schema before calling the API", async () => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const onSignedIn = vi.fn();
    renderWithQuery(<SignInForm onSignedIn={onSignedIn} />);
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
});
