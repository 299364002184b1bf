import { describe, expect, it } from "vitest";
import { invitationContent } from "./mailer";

const base = {
  to: "ada@example.test",
  name: "Ada",
  organizationName: "Quayside & Sons",
  url: "https://credit.example/accept-invitation#token=abc",
  expiresAt: new Date("2026-03-04T05:06:07Z"),
};

describe("invitation e-mail content", () => {
  it("names the inviting person, the organization and the expiry in both bodies", () => {
    const { text, html } = invitationContent({ ...base, invitedBy: "Grace <Hopper>" });
    expect(text).toContain("Grace <Hopper> invited you to join Quayside & Sons on Credit Applications.");
    expect(text).toContain("until 2026-03-04 05:06 UTC");
    expect(text).toContain(base.url);
    expect(html).toContain("Grace &#60;Hopper&#62; invited you to join Quayside &#38; Sons");
    expect(html).toContain('href="https://credit.example/accept-invitation#token=abc"');
    expect(html).toContain("until 2026-03-04 05:06 UTC");
  });

  it("an API client's invitation names the organization alone", () => {
    const { text } = invitationContent({ ...base, invitedBy: undefined });
    expect(text).toContain("You have been invited to join Quayside & Sons on Credit Applications.");
  });
});
