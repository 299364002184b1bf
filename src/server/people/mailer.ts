import nodemailer, { type Transporter } from "nodemailer";

/** Where a mailer writes what it did: a request's or a job's logger. */
export interface MailLog {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** An invitation to send to a person (issue 26). */
export interface InvitationMessage {
  to: string;
  name: string;
  organizationName: string;
  /** Who invited: a person's name, or undefined when an API client did (the organization invites). */
  invitedBy: string | undefined;
  url: string;
  expiresAt: Date;
}

/** The credential changes a person is told about by e-mail (ASVS 2.2.3, docs/people.md "Credential-change notices"). */
export const credentialChanges = [
  "password_changed",
  "totp_enabled",
  "totp_disabled",
  "totp_reset",
  "recovery_codes_regenerated",
] as const;
export type CredentialChange = (typeof credentialChanges)[number];

/** A notice after a credential change: what changed, when and from where; never a secret or a link with a token. */
export interface CredentialChangeMessage {
  to: string;
  name: string;
  organizationName: string;
  change: CredentialChange;
  at: Date;
  /** The source address of the request that made the change. */
  address: string | null;
  /** Who made it when not the person (an admin's reset): the admin's name, or undefined for an API client. */
  byAdmin?: { name: string | undefined };
}

/**
 * Sends invitation e-mails: `SmtpMailer` (nodemailer) when SMTP_URL is set, else `LogMailer`.
 * `sendInvitation` answers whether an e-mail left; a failure is logged (without the link) and
 * answered `false`, never thrown: the invitation exists anyway and the admin is shown its link.
 */
export interface Mailer {
  sendInvitation(message: InvitationMessage): Promise<boolean>;
  /** Like sendInvitation: answers whether the notice left, never throws. */
  sendCredentialChange(message: CredentialChangeMessage): Promise<boolean>;
  close(): void;
}

export class LogMailer implements Mailer {
  constructor(private readonly log: MailLog) {}

  async sendInvitation(message: InvitationMessage): Promise<boolean> {
    this.log.info(
      { to: message.to, organization: message.organizationName, expires_at: message.expiresAt.toISOString() },
      `invitation link (no mailer configured): ${message.url}`,
    );
    return false;
  }

  async sendCredentialChange(message: CredentialChangeMessage): Promise<boolean> {
    this.log.info(
      { to: message.to, change: message.change },
      "credential-change notice not e-mailed (no mailer configured); the audit log has the event",
    );
    return false;
  }

  close(): void {}
}

/** Waits on the SMTP server, bounded so an invitation request never hangs for nodemailer's 2-minute default. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 20_000 };

export class SmtpMailer implements Mailer {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly from: string,
    private readonly log: MailLog,
  ) {
    this.transport = nodemailer.createTransport({ url: smtpUrl, ...SMTP_TIMEOUTS });
  }

  async sendInvitation(message: InvitationMessage): Promise<boolean> {
    const content = invitationContent(message);
    try {
      // Headers carry only the address (validated by the contract's e-mail rule, no CR/LF) and a
      // fixed subject; names and the organization go into the body alone.
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: "Your invitation to Credit Applications",
        text: content.text,
        html: content.html,
      });
      this.log.info({ to: message.to, organization: message.organizationName }, "invitation e-mail sent");
      return true;
    } catch (err) {
      // Never the link: its token lets anyone choose the person's password.
      const e = err as { code?: string; command?: string; responseCode?: number; message?: string };
      this.log.error(
        { to: message.to, code: e.code, command: e.command, response_code: e.responseCode },
        "invitation e-mail not sent: the link is shown to the inviting admin instead",
      );
      return false;
    }
  }

  async sendCredentialChange(message: CredentialChangeMessage): Promise<boolean> {
    const content = credentialChangeContent(message);
    try {
      await this.transport.sendMail({
        from: this.from,
        to: message.to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
      this.log.info({ to: message.to, change: message.change }, "credential-change notice sent");
      return true;
    } catch (err) {
      const e = err as { code?: string; command?: string; responseCode?: number };
      this.log.error(
        { to: message.to, change: message.change, code: e.code, command: e.command, response_code: e.responseCode },
        "credential-change notice not sent",
      );
      return false;
    }
  }

  close(): void {
    this.transport.close();
  }
}

const changeWords: Record<CredentialChange, { subject: string; what: string }> = {
  password_changed: {
    subject: "Your Credit Applications password was changed",
    what: "The password of your account was changed. Your other sessions were signed out.",
  },
  totp_enabled: {
    subject: "Two-step sign-in was turned on for your Credit Applications account",
    what: "Two-step sign-in (an authenticator app) was turned on for your account, with new recovery codes.",
  },
  totp_disabled: {
    subject: "Two-step sign-in was turned off for your Credit Applications account",
    what: "Two-step sign-in was turned off for your account: the password alone now signs you in.",
  },
  totp_reset: {
    subject: "Two-step sign-in was reset for your Credit Applications account",
    what: "Two-step sign-in was reset for your account, and your sessions were signed out. Set it up again after you sign in.",
  },
  recovery_codes_regenerated: {
    subject: "New recovery codes for your Credit Applications account",
    what: "New recovery codes were made for your account; the earlier ones no longer work.",
  },
};

/** The subject and bodies of a credential-change notice (exported for tests): no secret, no link. */
export function credentialChangeContent(message: CredentialChangeMessage): {
  subject: string;
  text: string;
  html: string;
} {
  const words = changeWords[message.change];
  const when = `${message.at.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const by = message.byAdmin
    ? `By: ${message.byAdmin.name ?? "an API client of your organization"} (an administrator of ${message.organizationName}).`
    : `From the address ${message.address ?? "unknown"}.`;
  const advice =
    "If this was not you, tell an administrator of your organization at once: someone may know your password.";
  const lead = words.what;
  const text = [`Hello ${message.name},`, "", lead, "", `When: ${when}.`, by, "", advice, ""].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif">',
    `<p>Hello ${escapeHtml(message.name)},</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p>When: ${escapeHtml(when)}.<br>${escapeHtml(by)}</p>`,
    `<p>${escapeHtml(advice)}</p>`,
    "</body></html>",
  ].join("\n");
  return { subject: words.subject, text, html };
}

/** The plain-text and HTML bodies of an invitation (exported for tests). */
export function invitationContent(message: InvitationMessage): { text: string; html: string } {
  const expires = `${message.expiresAt.toISOString().slice(0, 16).replace("T", " ")} UTC`;
  const inviter = message.invitedBy ? `${message.invitedBy} invited you` : "You have been invited";
  const lead = `${inviter} to join ${message.organizationName} on Credit Applications.`;
  const text = [
    `Hello ${message.name},`,
    "",
    lead,
    "",
    "Open this link to choose your password:",
    message.url,
    "",
    `The link works once, until ${expires}.`,
    "If you did not expect this invitation, ignore this e-mail.",
    "",
  ].join("\n");
  const html = [
    "<!doctype html>",
    '<html><body style="font-family: sans-serif">',
    `<p>Hello ${escapeHtml(message.name)},</p>`,
    `<p>${escapeHtml(lead)}</p>`,
    `<p><a href="${escapeHtml(message.url)}">Choose your password</a></p>`,
    `<p>The link works once, until ${escapeHtml(expires)}.<br>If you did not expect this invitation, ignore this e-mail.</p>`,
    "</body></html>",
  ].join("\n");
  return { text, html };
}

function escapeHtml(s: string): string {
  return s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function createMailer(smtpUrl: string | undefined, from: string, log: MailLog): Mailer {
  return smtpUrl ? new SmtpMailer(smtpUrl, from, log) : new LogMailer(log);
}
