import { describe, expect, it } from "vitest";
import { credentialChangeContent, credentialChanges, invitationContent } from "./mailer";

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

describe("credential-change notice content", () => {
  const notice = {
    to: "ada@example.test",
    name: "Ada <Lovelace>",
    organizationName: "Quayside & Sons",
    at: new Date("2026-03-04T05:06:07Z"),
    address: "203.0.113.9",
  };

  it("has a fixed subject per change, says when and from where, and escapes the name in HTML", () => {
    const subjects = credentialChanges.map((change) => credentialChangeContent({ ...notice, change }).subject);
    expect(new Set(subjects).size).toBe(credentialChanges.length);
    const { text, html } = credentialChangeContent({ ...notice, change: "password_changed" });
    expect(text).toContain("Hello Ada <Lovelace>,");
    expect(text).toContain("When: 2026-03-04 05:06 UTC.");
    expect(text).toContain("From the address 203.0.113.9.");
    expect(html).toContain("Hello Ada &#60;Lovelace&#62;,");
    expect(html).not.toContain("<Lovelace>");
    expect(text).not.toMatch(/https?:\/\//);
  });

  it("names the admin of a reset, or the organization's API client", () => {
    const byPerson = credentialChangeContent({ ...notice, change: "totp_reset", byAdmin: { name: "Grace" } });
    expect(byPerson.text).toContain("By: Grace (an administrator of Quayside & Sons).");
    const byClient = credentialChangeContent({ ...notice, change: "totp_reset", byAdmin: { name: undefined } });
    expect(byClient.text).toContain("By: an API client of your organization (an administrator of Quayside & Sons).");
  });
});
