import net from "node:net";
import { Writable } from "node:stream";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type Caller, caller } from "../../../test/support/applications";
import { startTestServer, type TestServer, testConfig } from "../../../test/support/harness";
import { invitePerson } from "../../../test/support/people";
import { CSRF_HEADER } from "../../contract/people";
import { base32Decode, totpClock, totpCode } from "./totp";

/**
 * Issue 26: invitation e-mails through SMTP (nodemailer) to a real SMTP server (smtp-server) on
 * 127.0.0.1; an unreachable SMTP server loses no invitation; a person is told of every change of
 * their credentials (ASVS 2.2.3), in an e-mail that holds no secret.
 */

interface Received {
  from: string;
  to: string[];
  raw: string;
}

interface Invitation {
  user: { id: string; status: string };
  invitation_url: string;
  invitation_expires_at: string;
  email_sent: boolean;
}

const PASSWORD = "correct horse battery staple";
const SLOW = 180_000;

let smtp: SMTPServer;
let smtpPort: number;
const received: Received[] = [];
/** Resolvers waiting for the next message. */
const waiting: Array<(m: Received) => void> = [];

let server: TestServer;
let admin: Caller;
let orgName: string;

let deadServer: TestServer;
let deadAdmin: Caller;
const deadLog: string[] = [];

function nextMessage(): Promise<Received> {
  return new Promise((resolve) => waiting.push(resolve));
}

/** A real SMTP server on 127.0.0.1 (port 0: any free one) that keeps what it receives in `received`. */
async function startSmtpServer(port: number): Promise<SMTPServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (c: Buffer) => chunks.push(c));
      stream.on("end", () => {
        const message: Received = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        };
        received.push(message);
        waiting.shift()?.(message);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", () => resolve()));
  return server;
}

/** A port nobody listens on: bound, then closed. */
async function closedPort(): Promise<number> {
  const s = net.createServer();
  await new Promise<void>((resolve) => s.listen(0, "127.0.0.1", resolve));
  const port = (s.address() as net.AddressInfo).port;
  await new Promise<void>((resolve) => s.close(() => resolve()));
  return port;
}

/** The decoded bodies of a MIME message's parts (7bit, quoted-printable or base64). */
function decodedParts(raw: string): Array<{ type: string; body: string }> {
  const boundary = /boundary="?([^";\r\n]+)"?/i.exec(raw)?.[1];
  const chunks = boundary ? raw.split(`--${boundary}`).slice(1, -1) : [raw];
  return chunks.map((chunk) => {
    const split = chunk.indexOf("\r\n\r\n");
    const head = chunk.slice(0, split);
    const body = chunk.slice(split + 4);
    const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? "";
    const encoding = /content-transfer-encoding:\s*(\S+)/i.exec(head)?.[1]?.toLowerCase() ?? "7bit";
    let decoded = body;
    if (encoding === "quoted-printable") {
      decoded = body
        .replace(/=\r\n/g, "")
        .replace(/=([0-9A-F]{2})/g, (_, h) => String.fromCharCode(Number.parseInt(h, 16)));
    } else if (encoding === "base64") {
      decoded = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    }
    return { type, body: decoded };
  });
}

function headerOf(raw: string, name: string): string | undefined {
  // Long headers are folded over several lines (RFC 5322 §2.2.3): unfolded before reading.
  const head = raw.slice(0, raw.indexOf("\r\n\r\n")).replace(/\r\n[ \t]+/g, " ");
  return new RegExp(`^${name}:\\s*(.*)$`, "im").exec(head)?.[1];
}

/** The first message to `to` whose subject is `subject`, waiting for it (the notices are sent after the answer). */
async function messageTo(to: string, subject: string): Promise<Received> {
  for (let waited = 0; ; waited += 100) {
    if (waited > 60_000) {
      const subjects = received.filter((m) => m.to.includes(to)).map((m) => headerOf(m.raw, "subject"));
      throw new Error(`No e-mail "${subject}" to ${to}; received: ${JSON.stringify(subjects)}`);
    }
    const found = received.find((m) => m.to.includes(to) && headerOf(m.raw, "subject") === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function textOf(message: Received): string {
  return decodedParts(message.raw).find((p) => p.type === "text/plain")?.body ?? "";
}

function tokenOf(url: string): string {
  return new URL(url).hash.replace("#token=", "");
}

beforeAll(async () => {
  smtp = await startSmtpServer(0);
  smtpPort = (smtp.server.address() as net.AddressInfo).port;

  server = await startTestServer({
    people: {
      ...testConfig().people,
      smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
      smtpFrom: "Quayside Credit <credit@quayside.example>",
    },
  });
  // The notices are jobs: this server runs its job worker.
  for (const task of server.built.tasks) if (task.name === "job-worker") task.start();
  const org = await server.createOrg();
  orgName = org.name;
  admin = await caller(server, org);

  const logStream = new Writable({
    write(chunk, _encoding, done) {
      deadLog.push(...String(chunk).split("\n").filter(Boolean));
      done();
    },
  });
  deadServer = await startTestServer({
    people: { ...testConfig().people, smtpUrl: `smtp://127.0.0.1:${await closedPort()}` },
    logLevel: "info",
    logFormat: "json",
    logStream,
  });
  deadAdmin = await caller(deadServer, await deadServer.createOrg());
}, 180_000);

afterAll(async () => {
  await server?.close();
  await deadServer?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe("invitation e-mails through SMTP", () => {
  it(
    "sends one e-mail to the invited address with a working link; reissuing sends a new one",
    async () => {
      const email = `smtp-${Math.random().toString(36).slice(2)}@example.test`;
      const first = nextMessage();
      const invited = await admin.call<Invitation>("POST", "/users", {
        body: { email, name: "Ada <b>Lovelace</b>", role: "admin" },
      });
      expect(invited.status).toBe(201);
      expect(invited.body.email_sent).toBe(true);
      // The inviting admin still gets the link (docs/people.md).
      expect(invited.body.invitation_url).toContain("#token=");

      const message = await first;
      expect(message.to).toEqual([email]);
      expect(message.from).toBe("credit@quayside.example");
      expect(headerOf(message.raw, "to")).toContain(email);
      expect(headerOf(message.raw, "subject")).toBe("Your invitation to Credit Applications");
      const parts = decodedParts(message.raw);
      const text = parts.find((p) => p.type === "text/plain")?.body ?? "";
      const html = parts.find((p) => p.type === "text/html")?.body ?? "";
      expect(text).toContain(invited.body.invitation_url);
      expect(text).toContain(orgName);
      expect(text).toContain("Hello Ada <b>Lovelace</b>,");
      expect(text).toContain(`${invited.body.invitation_expires_at.slice(0, 16).replace("T", " ")} UTC`);
      // The name is escaped in the HTML body; the link is there (its & would be escaped, it has none).
      expect(html).toContain("Ada &#60;b&#62;Lovelace&#60;/b&#62;");
      expect(html).not.toContain("<b>Lovelace");
      expect(html).toContain(`href="${invited.body.invitation_url}"`);

      // Reissuing sends a new e-mail with a new link; the first link stops working.
      const second = nextMessage();
      const reissued = await admin.call<Invitation>("POST", `/users/${invited.body.user.id}/invitation`);
      expect(reissued.status).toBe(201);
      expect(reissued.body.email_sent).toBe(true);
      const again = await second;
      expect(again.to).toEqual([email]);
      const againText = decodedParts(again.raw).find((p) => p.type === "text/plain")?.body ?? "";
      expect(againText).toContain(reissued.body.invitation_url);
      expect(reissued.body.invitation_url).not.toBe(invited.body.invitation_url);

      const stale = await server.request("POST", "/auth/invitation-acceptance", {
        body: { token: tokenOf(invited.body.invitation_url), password: PASSWORD },
      });
      expect(stale.status).toBe(404);
      // The link of the e-mail works.
      const mailedUrl = /https?:\/\/\S+#token=[A-Za-z0-9_-]+/.exec(againText)?.[0] ?? "";
      const accepted = await server.request<{ status: string }>("POST", "/auth/invitation-acceptance", {
        body: { token: tokenOf(mailedUrl), password: PASSWORD },
      });
      expect(accepted.status).toBe(200);
      expect(accepted.body.status).toBe("active");

      // Signed in, Ada invites: the e-mail names her (in the body only; the subject is fixed).
      const session = await server.request<{ access_token: string }>("POST", "/auth/sign-in", {
        body: { email, password: PASSWORD },
        headers: { [CSRF_HEADER]: "1", origin: server.origin },
      });
      expect(session.status).toBe(200);
      const third = nextMessage();
      const byAda = await server.request<Invitation>("POST", "/users", {
        token: session.body.access_token,
        as: { requester: admin.org.id, target: admin.org.id },
        body: { email: `by-ada-${Math.random().toString(36).slice(2)}@example.test`, name: "Grace", role: "viewer" },
      });
      expect(byAda.status).toBe(201);
      expect(byAda.body.email_sent).toBe(true);
      const fromAda = decodedParts((await third).raw).find((p) => p.type === "text/plain")?.body ?? "";
      expect(fromAda).toContain(`Ada <b>Lovelace</b> invited you to join ${orgName} on Credit Applications.`);
    },
    SLOW,
  );

  it(
    "an unreachable SMTP server loses no invitation: the answer says the e-mail was not sent and carries the link",
    async () => {
      const email = `dead-${Math.random().toString(36).slice(2)}@example.test`;
      const invited = await deadAdmin.call<Invitation>("POST", "/users", {
        body: { email, name: "Grace Hopper", role: "analyst" },
      });
      expect(invited.status).toBe(201);
      expect(invited.body.email_sent).toBe(false);
      expect(invited.body.user.status).toBe("invited");
      const token = tokenOf(invited.body.invitation_url);

      // The failure is logged, without the link's token.
      const failure = deadLog.find((l) => l.includes("invitation e-mail not sent"));
      expect(failure).toBeDefined();
      expect(failure).toContain(email);
      expect(deadLog.some((l) => l.includes(token))).toBe(false);

      const reissued = await deadAdmin.call<Invitation>("POST", `/users/${invited.body.user.id}/invitation`);
      expect(reissued.status).toBe(201);
      expect(reissued.body.email_sent).toBe(false);

      const accepted = await deadServer.request<{ status: string }>("POST", "/auth/invitation-acceptance", {
        body: { token: tokenOf(reissued.body.invitation_url), password: PASSWORD },
      });
      expect(accepted.status).toBe(200);
      expect(received.some((m) => m.to.includes(email))).toBe(false);
    },
    SLOW,
  );
});

describe("credential-change notices through SMTP", () => {
  it(
    "tells the person after a password change, TOTP on, new recovery codes, TOTP off and an admin's reset, never with a secret",
    async () => {
      let now = Date.UTC(2026, 10, 26, 12, 0, 0);
      totpClock.now = () => now;
      try {
        const person = await invitePerson(server, admin, "viewer", PASSWORD, "notice");
        const signedIn = await server.request<{ access_token: string }>("POST", "/auth/sign-in", {
          body: { email: person.email, password: PASSWORD },
          headers: { [CSRF_HEADER]: "1", origin: server.origin },
        });
        expect(signedIn.status).toBe(200);
        const token = signedIn.body.access_token;
        const asPerson = (method: string, path: string, body?: unknown) =>
          server.request<Record<string, unknown>>(method, path, { token, body });
        const secrets: string[] = [PASSWORD];

        const newPassword = "quiet harbour lantern seventeen";
        secrets.push(newPassword);
        const changed = await asPerson("POST", "/auth/password-change", {
          current_password: PASSWORD,
          new_password: newPassword,
        });
        expect(changed.status).toBe(200);
        const passwordMail = await messageTo(person.email, "Your Credit Applications password was changed");
        expect(passwordMail.from).toBe("credit@quayside.example");
        const passwordText = textOf(passwordMail);
        expect(passwordText).toContain("Hello A viewer,");
        expect(passwordText).toContain("The password of your account was changed.");
        expect(passwordText).toContain("From the address 127.0.0.1.");
        expect(passwordText).toMatch(/When: \d{4}-\d{2}-\d{2} \d{2}:\d{2} UTC\./);
        expect(passwordText).toContain("If this was not you");

        const started = await asPerson("POST", "/auth/totp/enrolment");
        expect(started.status).toBe(201);
        const secret = started.body.secret as string;
        secrets.push(secret);
        const confirmed = await asPerson("POST", "/auth/totp/enrolment/confirmation", {
          code: totpCode(base32Decode(secret), now),
        });
        expect(confirmed.status).toBe(200);
        secrets.push(...(confirmed.body.recovery_codes as string[]));
        await messageTo(person.email, "Two-step sign-in was turned on for your Credit Applications account");

        now += 30_000;
        const regenerated = await asPerson("POST", "/auth/totp/recovery-codes", {
          code: totpCode(base32Decode(secret), now),
        });
        expect(regenerated.status).toBe(201);
        const fresh = regenerated.body.recovery_codes as string[];
        secrets.push(...fresh);
        await messageTo(person.email, "New recovery codes for your Credit Applications account");

        expect((await asPerson("POST", "/auth/totp/deactivation", { code: fresh[0] })).status).toBe(204);
        await messageTo(person.email, "Two-step sign-in was turned off for your Credit Applications account");

        // Enrolled again, then reset by the organization's API client (an admin's reset).
        now += 30_000;
        const again = await asPerson("POST", "/auth/totp/enrolment");
        const secondSecret = again.body.secret as string;
        secrets.push(secondSecret);
        const reconfirmed = await asPerson("POST", "/auth/totp/enrolment/confirmation", {
          code: totpCode(base32Decode(secondSecret), now),
        });
        expect(reconfirmed.status).toBe(200);
        secrets.push(...(reconfirmed.body.recovery_codes as string[]));
        expect((await admin.call("DELETE", `/users/${person.id}/totp`)).status).toBe(204);
        const resetMail = await messageTo(
          person.email,
          "Two-step sign-in was reset for your Credit Applications account",
        );
        expect(textOf(resetMail)).toContain(`By: an API client of your organization (an administrator of ${orgName}).`);

        // No notice carries a password, a TOTP secret or a recovery code (in any part or header).
        const notices = received.filter(
          (m) => m.to.includes(person.email) && !/invitation/i.test(headerOf(m.raw, "subject") ?? ""),
        );
        expect(notices).toHaveLength(6);
        for (const m of notices) {
          const all = `${m.raw}\n${decodedParts(m.raw)
            .map((p) => p.body)
            .join("\n")}`;
          for (const s of secrets) {
            expect(all).not.toContain(s);
            expect(all.toLowerCase()).not.toContain(s.replaceAll("-", "").toLowerCase());
          }
        }

        // And each change is in the audit log, naming the person (or the client that reset).
        const audit = await admin.call<{ items: Array<{ action: string }> }>(
          "GET",
          `/audit-events?subject=${person.id}`,
        );
        const actions = audit.body.items.map((e) => e.action);
        for (const action of [
          "password_changed",
          "totp_enabled",
          "recovery_codes_regenerated",
          "totp_disabled",
          "totp_reset",
        ]) {
          expect(actions).toContain(action);
        }
      } finally {
        totpClock.now = () => Date.now();
      }
    },
    SLOW,
  );
});

describe("a credential-change notice outlives an SMTP server that is down", () => {
  it(
    "is queued as a job, retried with back-off and delivered once the SMTP server answers",
    async () => {
      const port = await closedPort();
      const lateLog: string[] = [];
      const late = await startTestServer({
        people: {
          ...testConfig().people,
          smtpUrl: `smtp://127.0.0.1:${port}`,
          smtpFrom: "Quayside Credit <credit@quayside.example>",
        },
        logLevel: "info",
        logFormat: "json",
        logStream: new Writable({
          write(chunk, _encoding, done) {
            lateLog.push(...String(chunk).split("\n").filter(Boolean));
            done();
          },
        }),
      });
      for (const task of late.built.tasks) if (task.name === "job-worker") task.start();
      let lateSmtp: SMTPServer | undefined;
      try {
        const lateAdmin = await caller(late, await late.createOrg());
        const person = await invitePerson(late, lateAdmin, "viewer", PASSWORD, "late-notice");
        const signedIn = await late.request<{ access_token: string }>("POST", "/auth/sign-in", {
          body: { email: person.email, password: PASSWORD },
          headers: { [CSRF_HEADER]: "1", origin: late.origin },
        });
        expect(signedIn.status).toBe(200);
        const changed = await late.request("POST", "/auth/password-change", {
          token: signedIn.body.access_token,
          body: { current_password: PASSWORD, new_password: "slow tide over the breakwater" },
        });
        // The change does not wait for (or fail with) the SMTP server.
        expect(changed.status).toBe(200);

        // The notice is a queued job; its first attempt finds no SMTP server and is retried.
        const jobs = () =>
          late.built.services.db
            .selectFrom("jobs")
            .select(["status", "attempts", "payload"])
            .where("type", "=", "people.credential_notice")
            .execute();
        for (let waited = 0; !lateLog.some((l) => l.includes("credential-change notice not sent")); waited += 100) {
          if (waited > 60_000) throw new Error("the first attempt did not fail");
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        const queued = await jobs();
        expect(queued).toHaveLength(1);
        expect(queued[0]?.payload).toMatchObject({ change: "password_changed", user_id: person.id });
        // The payload holds no secret either.
        expect(JSON.stringify(queued[0]?.payload)).not.toContain(PASSWORD);

        // The SMTP server comes up on the configured port: a retry delivers the notice.
        lateSmtp = await startSmtpServer(port);
        const mail = await messageTo(person.email, "Your Credit Applications password was changed");
        expect(textOf(mail)).toContain("The password of your account was changed.");
        let done = await jobs();
        for (let waited = 0; done[0]?.status !== "done"; waited += 100) {
          if (waited > 30_000) throw new Error(`the notice job is ${done[0]?.status}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
          done = await jobs();
        }
        expect(done[0]?.attempts).toBeGreaterThanOrEqual(2);
        // Sent once.
        expect(received.filter((m) => m.to.includes(person.email))).toHaveLength(1);
      } finally {
        const smtpDown = lateSmtp;
        if (smtpDown) await new Promise<void>((resolve) => smtpDown.close(() => resolve()));
        await late.close();
      }
    },
    SLOW,
  );
});
