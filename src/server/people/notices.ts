import type { FastifyRequest } from "fastify";
import type { AuthContext } from "../http/context";
import type { Services } from "../services";
import type { CredentialChange, Mailer } from "./mailer";

/**
 * Tells a person by e-mail that one of their credentials changed (ASVS 2.2.3, docs/people.md
 * "Credential-change notices"). Called after the change committed and its audit event was
 * written; the request does not wait for the SMTP server (a notice is not worth a slow answer):
 * the send runs on, and a failure is logged by the mailer, never thrown. Without SMTP the
 * LogMailer writes a line and the audit event is the only record.
 */
export function notifyCredentialChange(
  services: Services,
  request: FastifyRequest,
  mailer: Mailer,
  userId: string,
  change: CredentialChange,
  byAdmin?: AuthContext,
): void {
  const at = new Date();
  const send = async () => {
    const row = await services.db
      .selectFrom("users as u")
      .innerJoin("organizations as o", "o.id", "u.organization_id")
      .select(["u.email", "u.name", "o.name as organization_name"])
      .where("u.id", "=", userId)
      .executeTakeFirst();
    if (!row) return;
    const admin =
      byAdmin === undefined
        ? undefined
        : byAdmin.person
          ? await services.db
              .selectFrom("users")
              .select("name")
              .where("id", "=", byAdmin.person.userId)
              .executeTakeFirst()
          : undefined;
    await mailer.sendCredentialChange({
      to: row.email,
      name: row.name,
      organizationName: row.organization_name,
      change,
      at,
      address: request.ip,
      ...(byAdmin ? { byAdmin: { name: admin?.name } } : {}),
    });
  };
  send().catch((err: unknown) =>
    request.log.error({ err, change }, "credential-change notice not sent: the person could not be read"),
  );
}
