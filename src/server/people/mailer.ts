import type { FastifyBaseLogger } from "fastify";

/** An invitation to send to a person (issue 26). */
export interface InvitationMessage {
  to: string;
  name: string;
  organizationName: string;
  url: string;
  expiresAt: Date;
}

/**
 * Sends invitation e-mails. Today only `LogMailer` exists: nodemailer is not installed yet, so the
 * link is written to the log (and returned to the inviting admin); an SMTP mailer built on
 * nodemailer will implement this interface when SMTP_URL is set (docs/people.md).
 */
export interface Mailer {
  sendInvitation(message: InvitationMessage): Promise<void>;
}

export class LogMailer implements Mailer {
  constructor(private readonly log: FastifyBaseLogger) {}

  async sendInvitation(message: InvitationMessage): Promise<void> {
    this.log.info(
      { to: message.to, organization: message.organizationName, expires_at: message.expiresAt.toISOString() },
      `invitation link (no mailer configured): ${message.url}`,
    );
  }
}

export function createMailer(smtpUrl: string | undefined, log: FastifyBaseLogger): Mailer {
  if (smtpUrl) {
    log.warn("SMTP_URL is set but no SMTP mailer is installed yet (nodemailer): invitation links are logged instead");
  }
  return new LogMailer(log);
}
