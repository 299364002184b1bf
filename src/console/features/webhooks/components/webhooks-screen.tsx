import { useState } from "react";
import { listWebhookEndpoints, webhookEndpointOrderFields } from "../../../../contract/webhooks";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn } from "../../../components/data-table";
import { ConfirmDialog } from "../../../components/dialog";
import { Page } from "../../../components/page";
import { PermissionGate } from "../../../components/permission";
import { ScenarioGate } from "../../../components/scenario-gate";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime } from "../../../lib/format";
import { type Scope, useScope } from "../../../lib/scope";
import { useCreateWebhookEndpoint } from "../api/create-endpoint";
import { useDeleteWebhookEndpoint } from "../api/delete-endpoint";
import { useWebhookEndpoints, type WebhookEndpointRow, webhookEndpointsQueryOf } from "../api/list-endpoints";
import { useRotateWebhookSecret } from "../api/rotate-secret";
import { useSendWebhookTest } from "../api/send-test";
import { useUpdateWebhookEndpoint } from "../api/update-endpoint";
import { describeEventTypes } from "../model/labels";
import type { WebhooksSearch } from "../model/list-search";
import { DeliveriesPanel } from "./deliveries-panel";
import { EndpointFormDialog } from "./endpoint-form";
import { SecretDialog } from "./secret-dialog";

export type { WebhooksSearch };

/** At most this many endpoints per organization (the API answers 409 beyond). */
const MAX_ENDPOINTS = 20;

/**
 * Webhooks: the organization's endpoints (add, send a test, rotate the secret, enable/disable,
 * delete) and the delivery log of the chosen one. A new secret is revealed once, with Copy.
 */
export function WebhooksScreen({
  search,
  onChange,
}: {
  search: WebhooksSearch;
  onChange: (change: Partial<WebhooksSearch>) => void;
}) {
  useDocumentTitle("Webhooks");
  const scope = useScope();
  return (
    <Page
      title="Webhooks"
      lead="Your systems receive a signed HTTPS request for every change they may read: applications, document requests, files, metrics and invitations."
    >
      <PermissionGate endpoint={listWebhookEndpoints} doing="manage webhooks">
        <ScenarioGate endpoint={listWebhookEndpoints} what="Webhooks">
          {scope ? <WebhookEndpoints scope={scope} search={search} onChange={onChange} /> : null}
        </ScenarioGate>
      </PermissionGate>
    </Page>
  );
}

function WebhookEndpoints({
  scope,
  search,
  onChange,
}: {
  scope: Scope;
  search: WebhooksSearch;
  onChange: (change: Partial<WebhooksSearch>) => void;
}) {
  const list = useWebhookEndpoints(webhookEndpointsQueryOf(search));
  const create = useCreateWebhookEndpoint(scope);
  const update = useUpdateWebhookEndpoint(scope);
  const remove = useDeleteWebhookEndpoint(scope);
  const rotate = useRotateWebhookSecret(scope);
  const test = useSendWebhookTest(scope);
  const [adding, setAdding] = useState(false);
  const [secret, setSecret] = useState<{ value: string; rotated: boolean } | null>(null);
  const [deleting, setDeleting] = useState<WebhookEndpointRow | null>(null);
  const [rotating, setRotating] = useState<WebhookEndpointRow | null>(null);

  if (list.isPending) return <TableSkeleton rows={3} columns={5} />;
  if (list.isError) return <ErrorState error={list.error} onRetry={() => void list.refetch()} />;
  const endpoints = list.data.items;
  const selected = endpoints.find((e) => e.id === search.endpoint);
  const full = list.data.total_items >= MAX_ENDPOINTS;

  const sendTest = (e: WebhookEndpointRow) =>
    test.mutate(e.id, {
      onSuccess: () => {
        toast.success("Test event queued: follow it in the delivery log.");
        if (search.endpoint !== e.id) onChange({ endpoint: e.id, status: undefined, offset: 0 });
      },
      onError: (err) => toast.error(errorMessage(err)),
    });

  const columns: Array<DataTableColumn<WebhookEndpointRow>> = [
    {
      id: "url",
      header: "Endpoint",
      accessorFn: (e) => e.url,
      cell: ({ row }) => (
        <div>
          <code className="mono" style={{ overflowWrap: "anywhere" }}>
            {row.original.url}
          </code>
          {row.original.description ? <div className="muted">{row.original.description}</div> : null}
        </div>
      ),
    },
    { id: "events", header: "Events", enableSorting: false, accessorFn: (e) => describeEventTypes(e.event_types) },
    {
      id: "state",
      header: "State",
      enableSorting: false,
      accessorFn: (e) => (e.enabled ? "Enabled" : "Disabled"),
      cell: ({ row }) => (
        <Badge tone={row.original.enabled ? "success" : "neutral"}>
          {row.original.enabled ? "Enabled" : "Disabled"}
        </Badge>
      ),
    },
    { id: "created_at", header: "Added", accessorFn: (e) => formatDateTime(e.created_at) },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      accessorFn: (e) => e.id,
      cell: ({ row }) => {
        const e = row.original;
        return (
          <div className="actions-bar">
            <button
              type="button"
              className="button button--secondary"
              aria-pressed={search.endpoint === e.id}
              aria-label={`Delivery log of ${e.url}`}
              onClick={() => onChange({ endpoint: e.id, status: undefined, offset: 0 })}
            >
              Deliveries
            </button>
            <button
              type="button"
              className="button button--secondary"
              aria-label={`Send test event to ${e.url}`}
              disabled={test.isPending}
              onClick={() => sendTest(e)}
            >
              Send test
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`${e.enabled ? "Disable" : "Enable"} ${e.url}`}
              disabled={update.isPending}
              onClick={() =>
                update.mutate(
                  { endpointId: e.id, body: { enabled: !e.enabled } },
                  { onError: (err) => toast.error(errorMessage(err)) },
                )
              }
            >
              {e.enabled ? "Disable" : "Enable"}
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Rotate the secret of ${e.url}`}
              onClick={() => setRotating(e)}
            >
              Rotate secret
            </button>
            <button
              type="button"
              className="button button--ghost"
              aria-label={`Delete ${e.url}`}
              onClick={() => setDeleting(e)}
            >
              Delete
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
          disabled={full}
        >
          Add endpoint
        </button>
        {full ? <span className="muted">An organization can have at most {MAX_ENDPOINTS} endpoints.</span> : null}
      </div>
      {endpoints.length === 0 ? (
        <EmptyState title="No webhook endpoints">
          Add the address of your system to receive signed events instead of polling the lists.
        </EmptyState>
      ) : (
        <DataTable
          caption="Webhook endpoints"
          columns={columns}
          data={endpoints}
          getRowId={(e) => e.id}
          sort={{
            orderBy: search.endpoint_order_by,
            orderDir: search.endpoint_order_dir,
            onSort: (by, dir) => {
              const field = webhookEndpointOrderFields.find((f) => f === by);
              if (field) onChange({ endpoint_order_by: field, endpoint_order_dir: dir });
            },
          }}
          phoneColumns={["url", "state", "actions"]}
        />
      )}
      {selected ? <DeliveriesPanel scope={scope} endpoint={selected} search={search} onChange={onChange} /> : null}

      {adding ? (
        <EndpointFormDialog
          pending={create.isPending}
          error={create.error}
          onClose={() => setAdding(false)}
          onSubmit={(values) =>
            create.mutate(values, {
              onSuccess: (created) => {
                setAdding(false);
                setSecret({ value: created.secret, rotated: false });
                onChange({ endpoint: created.id, status: undefined, offset: 0 });
              },
            })
          }
        />
      ) : null}
      {secret ? <SecretDialog secret={secret.value} rotated={secret.rotated} onClose={() => setSecret(null)} /> : null}
      {rotating ? (
        <ConfirmDialog
          open
          title="Rotate the signing secret?"
          description="A new secret is shown once. The current one keeps signing alongside it for 24 hours, then stops."
          confirmLabel="Rotate secret"
          cancelLabel="Keep current secret"
          pending={rotate.isPending}
          error={rotate.isError ? errorMessage(rotate.error) : null}
          onClose={() => {
            rotate.reset();
            setRotating(null);
          }}
          onConfirm={() =>
            rotate.mutate(rotating.id, {
              onSuccess: (r) => {
                setRotating(null);
                setSecret({ value: r.secret, rotated: true });
              },
            })
          }
        />
      ) : null}
      {deleting ? (
        <ConfirmDialog
          open
          tone="danger"
          title="Delete this endpoint?"
          description={`${deleting.url} stops receiving events at once; its delivery log is deleted with it.`}
          confirmLabel="Delete endpoint"
          cancelLabel="Keep endpoint"
          pending={remove.isPending}
          error={remove.isError ? errorMessage(remove.error) : null}
          onClose={() => {
            remove.reset();
            setDeleting(null);
          }}
          onConfirm={() =>
            remove.mutate(deleting.id, {
              onSuccess: () => {
                toast.success("Endpoint deleted.");
                if (search.endpoint === deleting.id) onChange({ endpoint: undefined, status: undefined, offset: 0 });
                setDeleting(null);
              },
            })
          }
        />
      ) : null}
    </>
  );
}
