import { type FormEvent, useState } from "react";
import { type UserRole, userRoles } from "../../../../contract/people";
import { listUsers } from "../../../../contract/people-admin";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { ConfirmDialog, Dialog } from "../../../components/dialog";
import { SelectField, TextField } from "../../../components/form-fields";
import { Page } from "../../../components/page";
import { PermissionGate } from "../../../components/permission";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { formatAmountsPerCurrency, parseAmountsPerCurrency } from "../../../lib/amounts-per-currency";
import { errorMessage, isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { type Scope, useScope } from "../../../lib/scope";
import { useSession } from "../../../lib/session";
import { useInviteUser } from "../api/invite-user";
import { type UserRow, useUsers } from "../api/list-users";
import { useReissueInvitation } from "../api/reissue-invitation";
import { useRemoveUser } from "../api/remove-user";
import { useUpdateUser } from "../api/update-user";

export const roleWords: Record<UserRole, string> = {
  viewer: "Viewer",
  analyst: "Analyst",
  approver: "Approver",
  admin: "Admin",
};

const roleHints: Record<UserRole, string> = {
  viewer: "sees everything, changes nothing",
  analyst: "works on applications, files and requests",
  approver: "also approves and declines",
  admin: "also manages people, settings and webhooks",
};

const statusWords: Record<UserRow["status"], string> = { invited: "Invited", active: "Active", disabled: "Disabled" };

const roleOptions = userRoles.map((r) => ({ value: r, label: `${roleWords[r]} (${roleHints[r]})` }));

/** The refusals an admin meets here, in plain words. */
export function peopleErrorWords(error: unknown): string {
  if (isApiError(error)) {
    if (error.code === "user_last_admin") {
      return "The organization needs at least one active admin. Make someone else an admin first.";
    }
    if (error.code === "user_email_taken") return "Someone already has an account with this e-mail.";
  }
  return errorMessage(error);
}

/** People: the organization's users; invite, change role, disable/enable, remove, new link. */
export function PeopleScreen() {
  useDocumentTitle("People");
  const scope = useScope();
  return (
    <Page title="People" lead="Who signs in to your organization, and what their role lets them do.">
      <PermissionGate endpoint={listUsers} doing="manage people">
        <ScenarioGate endpoint={listUsers} what="People">
          {scope ? <PeopleList scope={scope} /> : null}
        </ScenarioGate>
      </PermissionGate>
    </Page>
  );
}

/**
 * Whether the invitation e-mail left (`email_sent`), in words. The link is shown either way
 * (docs/people.md "Console"): with an e-mail, in case it does not arrive or must be passed on.
 */
export function invitationMailWords(emailSent: boolean, email: string): string {
  return emailSent
    ? `Invitation e-mailed to ${email}. The link is below too, in case the e-mail does not arrive.`
    : "No invitation e-mail was sent (no mail server is set up, or it refused the message): copy this link and send it yourself.";
}

export function InvitationLink({
  url,
  expiresAt,
  emailSent,
  email,
}: {
  url: string;
  expiresAt: string;
  emailSent: boolean;
  email: string;
}) {
  return (
    <div className="stack">
      <p className={emailSent ? "notice" : "notice notice--warning"} role="status" data-testid="invitation-mail">
        {invitationMailWords(emailSent, email)}
      </p>
      <div className="invitation-link">
        <input className="input" readOnly value={url} aria-label="Invitation link" onFocus={(e) => e.target.select()} />
        <button
          type="button"
          className="button button--secondary"
          onClick={() =>
            void navigator.clipboard?.writeText(url).then(
              () => toast.success("Invitation link copied."),
              () => toast.error("Could not copy: select the link and copy it."),
            )
          }
        >
          Copy link
        </button>
      </div>
      <p className="muted">
        {emailSent ? "The link" : "Send this link to the person. It"} works once, until {formatDateTime(expiresAt)}.
        Anyone with the link can choose the password, so send it only to them.
      </p>
    </div>
  );
}

function InviteDialog({ scope, onClose }: { scope: Scope; onClose: () => void }) {
  const invite = useInviteUser(scope);
  const [email, setEmail] = useState("");
  const [name, setName] = useState("");
  const [role, setRole] = useState<UserRole>("analyst");
  const fieldErrors = isApiError(invite.error) ? invite.error.fieldErrors("body") : {};
  const formError = invite.isError && Object.keys(fieldErrors).length === 0 ? peopleErrorWords(invite.error) : null;
  const submit = (e: FormEvent) => {
    e.preventDefault();
    invite.mutate({ email: email.trim(), name: name.trim(), role });
  };
  return (
    <Dialog open title={invite.data ? "Invitation ready" : "Invite a person"} onClose={onClose} size="large">
      {invite.data ? (
        <div className="stack">
          <p>
            {invite.data.user.name} ({invite.data.user.email}) is invited as {roleWords[invite.data.user.role]}.
          </p>
          <InvitationLink
            url={invite.data.invitation_url}
            expiresAt={invite.data.invitation_expires_at}
            emailSent={invite.data.email_sent}
            email={invite.data.user.email}
          />
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={onClose}>
              Done
            </button>
          </div>
        </div>
      ) : (
        <form className="stack" noValidate onSubmit={submit}>
          {formError ? (
            <p className="form-error" role="alert">
              {formError}
            </p>
          ) : null}
          <TextField
            label="E-mail"
            type="email"
            value={email}
            maxLength={254}
            onChange={(e) => setEmail(e.target.value)}
            error={fieldErrors.email}
            required
          />
          <TextField
            label="Name"
            value={name}
            maxLength={100}
            onChange={(e) => setName(e.target.value)}
            error={fieldErrors.name}
            required
          />
          <SelectField
            label="Role"
            options={roleOptions}
            value={role}
            onChange={(e) => setRole(e.target.value as UserRole)}
            error={fieldErrors.role}
          />
          <div className="dialog__actions">
            <button type="button" className="button button--secondary" onClick={onClose}>
              Cancel
            </button>
            <button type="submit" className="button button--primary" disabled={invite.isPending}>
              {invite.isPending ? "Inviting…" : "Invite"}
            </button>
          </div>
        </form>
      )}
    </Dialog>
  );
}

/** How a person's approval limit reads in the list (docs/people.md, "Approval limits"). */
function limitWords(u: UserRow): string {
  if (u.role !== "approver" && u.role !== "admin") return "—";
  if (u.approval_limits === null) return "No personal limit";
  const amounts = formatAmountsPerCurrency(u.approval_limits);
  return amounts === "" ? "Proposes only" : `Up to ${amounts}`;
}

/**
 * A person's approval limit: the amount per currency up to which their approval completes alone;
 * above it (or in another currency) it only proposes and a second approver confirms it.
 */
function LimitDialog({ scope, user, onClose }: { scope: Scope; user: UserRow; onClose: () => void }) {
  const update = useUpdateUser(scope);
  const [text, setText] = useState(user.approval_limits ? formatAmountsPerCurrency(user.approval_limits) : "");
  const parsed = text.trim() === "" ? null : parseAmountsPerCurrency(text);
  const invalid = text.trim() !== "" && parsed === null;
  const [tried, setTried] = useState(false);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setTried(true);
    if (invalid) return;
    update.mutate(
      { userId: user.id, body: { approval_limits: parsed } },
      {
        onSuccess: (u) => {
          toast.success(`${u.name}: ${limitWords(u).toLowerCase()}.`);
          onClose();
        },
      },
    );
  };
  return (
    <Dialog open title={`Approval limit of ${user.name}`} onClose={onClose}>
      <form className="stack" noValidate onSubmit={submit}>
        {update.isError ? (
          <p className="form-error" role="alert">
            {peopleErrorWords(update.error)}
          </p>
        ) : null}
        <TextField
          label="Approval limit"
          value={text}
          maxLength={500}
          onChange={(e) => setText(e.target.value)}
          hint="Per currency, e.g. EUR 250000, USD 300000. Above it, or in another currency, this person's approval only proposes and another approver confirms it. Empty: no personal limit (the organization's threshold on Settings still applies)."
          error={
            tried && invalid ? "Write each amount as a currency code and a whole amount, e.g. EUR 250000." : undefined
          }
        />
        <div className="dialog__actions">
          <button type="button" className="button button--secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="button button--primary" disabled={update.isPending}>
            {update.isPending ? "Saving…" : "Save limit"}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

function PeopleList({ scope }: { scope: Scope }) {
  const session = useSession();
  const list = useUsers();
  const update = useUpdateUser(scope);
  const remove = useRemoveUser(scope);
  const reissue = useReissueInvitation(scope);
  const [inviting, setInviting] = useState(false);
  const [removing, setRemoving] = useState<UserRow | null>(null);
  const [limiting, setLimiting] = useState<UserRow | null>(null);
  const [link, setLink] = useState<{ user: UserRow; url: string; expiresAt: string; emailSent: boolean } | null>(null);

  if (list.isPending) return <TableSkeleton rows={4} columns={5} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const people = list.data.items;
  const refused = (error: unknown) => toast.error(peopleErrorWords(error));

  const columns: Array<DataTableColumn<UserRow>> = [
    {
      id: "name",
      header: "Person",
      accessorFn: (u) => u.name,
      cell: ({ row }) => (
        <>
          {row.original.name}
          {row.original.id === session?.person?.id ? " (you)" : ""}
          <br />
          <span className="muted person-email">{row.original.email}</span>
        </>
      ),
    },
    {
      id: "role",
      header: "Role",
      accessorFn: (u) => u.role,
      cell: ({ row }) => (
        <select
          className="input select role-select"
          aria-label={`Role of ${row.original.email}`}
          value={row.original.role}
          disabled={update.isPending}
          onChange={(e) =>
            update.mutate(
              { userId: row.original.id, body: { role: e.target.value as UserRole } },
              {
                onSuccess: (u) => toast.success(`${u.name} is now ${roleWords[u.role]}.`),
                onError: refused,
              },
            )
          }
        >
          {userRoles.map((r) => (
            <option key={r} value={r}>
              {roleWords[r]}
            </option>
          ))}
        </select>
      ),
    },
    {
      id: "approval_limits",
      header: "Approval limit",
      accessorFn: (u) => limitWords(u),
      cell: ({ row }) => {
        const u = row.original;
        const decides = u.role === "approver" || u.role === "admin";
        return (
          <>
            {limitWords(u)}
            {decides ? (
              <>
                {" "}
                <button
                  type="button"
                  className="button button--ghost"
                  aria-label={`Change the approval limit of ${u.email}`}
                  onClick={() => setLimiting(u)}
                >
                  Change
                </button>
              </>
            ) : null}
          </>
        );
      },
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (u) => u.status,
      cell: ({ row }) => (
        <Badge
          tone={
            row.original.status === "active" ? "success" : row.original.status === "disabled" ? "danger" : "neutral"
          }
        >
          {statusWords[row.original.status]}
        </Badge>
      ),
    },
    {
      id: "last_sign_in_at",
      header: "Last sign-in",
      accessorFn: (u) => u.last_sign_in_at ?? "",
      cell: ({ row }) => (row.original.last_sign_in_at ? formatDateTime(row.original.last_sign_in_at) : "Never"),
    },
    {
      id: "actions",
      header: "Actions",
      accessorFn: (u) => u.id,
      cell: ({ row }) => {
        const u = row.original;
        return (
          <div className="actions-bar">
            {u.status === "invited" ? (
              <button
                type="button"
                className="button button--secondary"
                aria-label={`New invitation link for ${u.email}`}
                disabled={reissue.isPending}
                onClick={() =>
                  reissue.mutate(u.id, {
                    onSuccess: (r) =>
                      setLink({
                        user: u,
                        url: r.invitation_url,
                        expiresAt: r.invitation_expires_at,
                        emailSent: r.email_sent,
                      }),
                    onError: refused,
                  })
                }
              >
                New link
              </button>
            ) : (
              <button
                type="button"
                className="button button--ghost"
                aria-label={`${u.status === "disabled" ? "Enable" : "Disable"} ${u.email}`}
                disabled={update.isPending}
                onClick={() =>
                  update.mutate(
                    { userId: u.id, body: { disabled: u.status !== "disabled" } },
                    {
                      onSuccess: (next) =>
                        toast.success(`${next.name} is ${next.status === "disabled" ? "disabled" : "enabled"}.`),
                      onError: refused,
                    },
                  )
                }
              >
                {u.status === "disabled" ? "Enable" : "Disable"}
              </button>
            )}
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Remove ${u.email}`}
              onClick={() => {
                remove.reset();
                setRemoving(u);
              }}
            >
              Remove
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <div className="actions-bar">
        <button type="button" className="button button--primary" onClick={() => setInviting(true)}>
          Invite a person
        </button>
      </div>
      {people.length === 0 ? (
        <EmptyState title="No people yet">
          Invite the first admin, analysts and approvers of your organization.
        </EmptyState>
      ) : (
        <DataTable
          caption="People"
          columns={columns}
          data={people}
          getRowId={(u) => u.id}
          sorting={[]}
          phoneColumns={["name", "role", "actions"]}
        />
      )}
      {inviting ? <InviteDialog scope={scope} onClose={() => setInviting(false)} /> : null}
      {limiting ? <LimitDialog scope={scope} user={limiting} onClose={() => setLimiting(null)} /> : null}
      {link ? (
        <Dialog open title={`New invitation link for ${link.user.name}`} onClose={() => setLink(null)} size="large">
          <InvitationLink
            url={link.url}
            expiresAt={link.expiresAt}
            emailSent={link.emailSent}
            email={link.user.email}
          />
          <p className="muted">The earlier link no longer works.</p>
          <div className="dialog__actions">
            <button type="button" className="button button--primary" onClick={() => setLink(null)}>
              Done
            </button>
          </div>
        </Dialog>
      ) : null}
      {removing ? (
        <ConfirmDialog
          open
          title={`Remove ${removing.name}?`}
          description={`${removing.email} can no longer sign in; their sessions end at once. Their actions stay in the audit log.`}
          confirmLabel="Remove"
          tone="danger"
          pending={remove.isPending}
          error={remove.isError ? peopleErrorWords(remove.error) : null}
          onClose={() => setRemoving(null)}
          onConfirm={() =>
            remove.mutate(removing.id, {
              onSuccess: () => {
                toast.success(`${removing.name} was removed.`);
                setRemoving(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
