import { useState } from "react";
import { listApiClients } from "../../../../contract/api-clients";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { ConfirmDialog } from "../../../components/dialog";
import { Page } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { type Scope, useScope } from "../../../lib/scope";
import { useSession } from "../../../lib/session";
import { useCreateApiClient } from "../api/create-api-client";
import { type ApiClientRow, fetchApiClients, useApiClients } from "../api/list-api-clients";
import { useRevokeApiClient } from "../api/revoke-api-client";
import { useRotateApiClientSecret } from "../api/rotate-api-client-secret";
import { statusTones, statusWords } from "../model/labels";
import type { ApiClientsSearch } from "../model/list-search";
import { ClientSecretDialog } from "./client-secret-dialog";
import { CreateClientDialog } from "./create-client-dialog";

export type { ApiClientsSearch };

/** A client's name in words: made before names existed (the operator's), it has its ID only. */
export function clientName(c: Pick<ApiClientRow, "name">): string {
  return c.name ?? "Unnamed (made by the operator)";
}

/**
 * API clients: the systems that call the API with a client ID and secret. Admins add one (its
 * secret shown once), give it a new secret (the old one keeps working for a while), or revoke it.
 */
export function ApiClientsScreen({
  search,
  onChange,
}: {
  search: ApiClientsSearch;
  onChange: (change: Partial<ApiClientsSearch>) => void;
}) {
  useDocumentTitle("API clients");
  const scope = useScope();
  return (
    <Page
      title="API clients"
      lead="Your organization's systems sign in to the API with a client ID and secret. Add one per system, give it a new secret when one may have leaked, and revoke the ones you no longer use."
    >
      <ScenarioGate endpoint={listApiClients} what="API clients">
        {scope ? <ApiClientList scope={scope} search={search} onChange={onChange} /> : null}
      </ScenarioGate>
    </Page>
  );
}

interface RevealedSecret {
  clientId: string;
  secret: string;
  rotated: boolean;
  previousSecretExpiresAt: string | null;
}

function ApiClientList({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: ApiClientsSearch;
  onChange: (change: Partial<ApiClientsSearch>) => void;
}) {
  const session = useSession();
  const query = { limit: search.limit, offset: search.offset };
  const list = useApiClients(query);
  const create = useCreateApiClient(scope);
  const rotate = useRotateApiClientSecret(scope);
  const revoke = useRevokeApiClient(scope);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<RevealedSecret | null>(null);
  const [rotating, setRotating] = useState<ApiClientRow | null>(null);
  const [revoking, setRevoking] = useState<ApiClientRow | null>(null);

  if (list.isPending) return <TableSkeleton rows={3} columns={6} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;

  const columns: Array<DataTableColumn<ApiClientRow>> = [
    {
      id: "name",
      header: "Name",
      accessorFn: (c) => clientName(c),
      cell: ({ row }) => (
        <div>
          <div>{clientName(row.original)}</div>
          <code className="mono muted" style={{ overflowWrap: "anywhere" }}>
            {row.original.client_id}
          </code>
        </div>
      ),
      csv: [
        { header: "Name", value: (c) => clientName(c) },
        { header: "Client ID", value: (c) => c.client_id },
      ],
    },
    {
      id: "status",
      header: "Status",
      accessorFn: (c) => statusWords[c.status],
      cell: ({ row }) => <Badge tone={statusTones[row.original.status]}>{statusWords[row.original.status]}</Badge>,
    },
    {
      id: "secret",
      header: "Secret",
      accessorFn: (c) => secretState(c),
    },
    {
      id: "last_used",
      header: "Last used",
      accessorFn: (c) => (c.last_used_at ? formatDateTime(c.last_used_at) : "Never"),
      csv: { kind: "instant", value: (c) => c.last_used_at },
    },
    {
      id: "created",
      header: "Added",
      accessorFn: (c) => formatDateTime(c.created_at),
      cell: ({ row }) => (
        <div>
          <div>{formatDateTime(row.original.created_at)}</div>
          <div className="muted">by {row.original.created_by?.label ?? "the operator"}</div>
        </div>
      ),
      csv: [
        { header: "Added", kind: "instant", value: (c) => c.created_at },
        { header: "Added by", value: (c) => c.created_by?.label ?? "the operator" },
      ],
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      accessorFn: (c) => c.client_id,
      cell: ({ row }) => {
        const c = row.original;
        if (c.status === "revoked") return <span className="muted">Revoked {formatDateTime(c.revoked_at)}</span>;
        const self = c.client_id === session?.clientId;
        return (
          <div className="actions-bar">
            <button
              type="button"
              className="button button--secondary"
              aria-label={`New secret for ${clientName(c)}`}
              onClick={() => {
                rotate.reset();
                setRotating(c);
              }}
            >
              New secret
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Revoke ${clientName(c)}`}
              disabled={self}
              title={self ? "This console is signed in with this client: revoke it from another one." : undefined}
              onClick={() => {
                revoke.reset();
                setRevoking(c);
              }}
            >
              Revoke
            </button>
          </div>
        );
      },
    },
  ];

  return (
    <>
      <div className="actions-bar">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            create.reset();
            setAdding(true);
          }}
        >
          Add API client
        </button>
      </div>
      {list.data.total_items === 0 ? (
        <EmptyState title="No API clients">Add one for each system of yours that calls the API.</EmptyState>
      ) : (
        <>
          <DataTable
            caption="API clients"
            columns={columns}
            data={list.data.items}
            getRowId={(c) => c.client_id}
            sorting={[]}
            phoneColumns={["name", "status", "actions"]}
            exportCsv={{
              filename: "api-clients.csv",
              fetchPage: (limit, offset) => fetchApiClients(scope, { limit, offset }),
            }}
          />
          <Pagination
            total={list.data.total_items}
            limit={search.limit}
            offset={search.offset}
            onChange={({ limit, offset }) => onChange({ limit, offset })}
          />
        </>
      )}

      {adding ? (
        <CreateClientDialog
          pending={create.isPending}
          error={create.error}
          onClose={() => setAdding(false)}
          onSubmit={(name) =>
            create.mutate(
              { name },
              {
                onSuccess: (created) => {
                  setAdding(false);
                  setSecret({
                    clientId: created.client_id,
                    secret: created.client_secret,
                    rotated: false,
                    previousSecretExpiresAt: null,
                  });
                },
              },
            )
          }
        />
      ) : null}
      {secret ? (
        <ClientSecretDialog
          clientId={secret.clientId}
          secret={secret.secret}
          rotated={secret.rotated}
          previousSecretExpiresAt={secret.previousSecretExpiresAt}
          onClose={() => setSecret(null)}
        />
      ) : null}
      {rotating ? (
        <ConfirmDialog
          open
          title={`New secret for ${clientName(rotating)}?`}
          description="A new secret is shown once. The current one keeps working for 24 hours, so the system can switch over; then it stops."
          confirmLabel="Make new secret"
          cancelLabel="Keep current secret"
          pending={rotate.isPending}
          error={rotate.isError ? errorMessage(rotate.error) : null}
          onClose={() => setRotating(null)}
          onConfirm={() =>
            rotate.mutate(rotating.client_id, {
              onSuccess: (r) => {
                setRotating(null);
                setSecret({
                  clientId: r.client_id,
                  secret: r.client_secret,
                  rotated: true,
                  previousSecretExpiresAt: r.previous_secret_expires_at
                    ? formatDateTime(r.previous_secret_expires_at)
                    : null,
                });
              },
            })
          }
        />
      ) : null}
      {revoking ? (
        <ConfirmDialog
          open
          tone="danger"
          title={`Revoke ${clientName(revoking)}?`}
          description="Its secrets stop working and its access tokens are refused within a second. This cannot be undone: the system would need a new client."
          confirmLabel="Revoke client"
          cancelLabel="Keep client"
          pending={revoke.isPending}
          error={revoke.isError ? errorMessage(revoke.error) : null}
          onClose={() => setRevoking(null)}
          onConfirm={() =>
            revoke.mutate(revoking.client_id, {
              onSuccess: () => {
                toast.success(`${clientName(revoking)} is revoked.`);
                setRevoking(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}

/** The secret's rotation state in words. */
function secretState(c: ApiClientRow): string {
  if (c.status === "revoked") return "Stopped";
  if (c.previous_secret_expires_at)
    return `Renewed; the old one works until ${formatDateTime(c.previous_secret_expires_at)}`;
  if (c.secret_rotated_at) return `Renewed ${formatDateTime(c.secret_rotated_at)}`;
  return "Original";
}
