import "@testing-library/jest-dom/vitest";
import { cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { InvitationLink } from "./people-screen";

afterEach(cleanup);

const url = "https://cas.example/accept-invitation#token=abc";
const expiresAt = "2026-01-04T00:00:00.000Z";

describe("the invitation's answer (email_sent)", () => {
  it("says the invitation was e-mailed, and still shows the link to pass on", () => {
    renderWithQuery(<InvitationLink url={url} expiresAt={expiresAt} emailSent email="nora@atlas.example" />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "Invitation e-mailed to nora@atlas.example. The link is below too, in case the e-mail does not arrive.",
    );
    expect(screen.getByRole("textbox", { name: "Invitation link" })).toHaveValue(url);
    expect(screen.queryByText(/send it yourself/)).toBeNull();
  });

  it("without an e-mail, says so and asks the admin to send the link", () => {
    renderWithQuery(<InvitationLink url={url} expiresAt={expiresAt} emailSent={false} email="nora@atlas.example" />);
    expect(screen.getByRole("status")).toHaveTextContent(
      "No invitation e-mail was sent (no mail server is set up, or it refused the message): copy this link and send it yourself.",
    );
    expect(screen.queryByText(/e-mailed to/)).toBeNull();
    expect(screen.getByRole("textbox", { name: "Invitation link" })).toHaveValue(url);
    expect(screen.getByRole("button", { name: "Copy link" })).toBeEnabled();
  });
});
