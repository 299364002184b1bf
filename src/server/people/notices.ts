import type { FastifyRequest } from "fastify";
import type { AuthContext } from "../http/context";
import { enqueue, type JobContext, type JobPayload, type Queryable, registerJobHandler } from "../jobs/queue";
import { type CredentialChange, createMailer } from "./mailer";

/** The job that e-mails a credential-change notice (docs/people.md "Credential-change notices"). */
export const CREDENTIAL_NOTICE_JOB = "people.credential_notice";

/** Attempts before a notice is given up: with the queue's back-off (2 s, 4 s, 8 s, …) about eight minutes. */
const NOTICE_ATTEMPTS = 8;

interface NoticePayload extends JobPayload {
  user_id: string;
  change: CredentialChange;
  /** When the change was made (ISO 8601): the notice says this time, not the time it left. */
  at: string;
  address: string | null;
  /** Present when an admin made the change: the admin's user id, or null for an API client. */
  by_admin?: { user_id: string | null };
}

/**
 * Queues the e-mail that tells a person one of their credentials changed (ASVS 2.2.3). Called
 * after the change was written and its audit event recorded. The notice is a row of the job queue,
 * so it outlives this process and an SMTP server that is down: any instance's worker sends it,
 * retried with back-off, and the request does not wait for the SMTP server.
 */
export async function queueCredentialNotice(
  db: Queryable,
  request: FastifyRequest,
  userId: string,
  change: CredentialChange,
  byAdmin?: AuthContext,
): Promise<void> {
  const payload: NoticePayload = {
    user_id: userId,
    change,
    at: new Date().toISOString(),
    address: request.ip,
    ...(byAdmin ? { by_admin: { user_id: byAdmin.person?.userId ?? null } } : {}),
  };
  await enqueue(db, CREDENTIAL_NOTICE_JOB, payload, { maxAttempts: NOTICE_ATTEMPTS });
}

/** Thrown when the SMTP server did not take a notice: the queue tries again later. */
export class NoticeNotSentError extends Error {
  constructor(change: CredentialChange) {
    super(`The credential-change notice (${change}) was not taken by the SMTP server`);
    this.name = "NoticeNotSentError";
  }
}

async function sendCredentialNotice(ctx: JobContext<NoticePayload>): Promise<void> {
  const { payload, services } = ctx;
  const row = await services.db
    .selectFrom("users as u")
    .innerJoin("organizations as o", "o.id", "u.organization_id")
    .select(["u.email", "u.name", "o.name as organization_name"])
    .where("u.id", "=", payload.user_id)
    .executeTakeFirst();
  // The person was removed since: nobody to tell.
  if (!row) return;
  const adminId = payload.by_admin?.user_id;
  const admin = adminId
    ? await services.db.selectFrom("users").select("name").where("id", "=", adminId).executeTakeFirst()
    : undefined;
  const { smtpUrl, smtpFrom } = services.config.people;
  const mailer = createMailer(smtpUrl, smtpFrom, ctx.log);
  try {
    const sent = await mailer.sendCredentialChange({
      to: row.email,
      name: row.name,
      organizationName: row.organization_name,
      change: payload.change,
      at: new Date(payload.at),
      address: payload.address,
      ...(payload.by_admin ? { byAdmin: { name: admin?.name } } : {}),
    });
    // Without SMTP the log mailer wrote its line and the audit event is the record: nothing to retry.
    if (!sent && smtpUrl) throw new NoticeNotSentError(payload.change);
  } finally {
    mailer.close();
  }
}

/** Registers the notice job's handler (process-wide; registering again replaces it). */
export function registerCredentialNoticeJob(): void {
  registerJobHandler<NoticePayload>(CREDENTIAL_NOTICE_JOB, sendCredentialNotice, {
    maxAttempts: NOTICE_ATTEMPTS,
    onGiveUp: async ({ payload, error, log }) => {
      log.error(
        { change: payload.change, user_id: payload.user_id, error },
        "credential-change notice given up: the audit log has the event",
      );
    },
  });
}
