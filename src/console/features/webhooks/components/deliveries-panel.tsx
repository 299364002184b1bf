import {
  type WebhookDeliveryStatus,
  webhookDeliveryOrderFields,
  webhookDeliveryStatuses,
} from "../../../../contract/webhooks";
import { Badge } from "../../../components/badge";
import { DataTable, type DataTableColumn, Pagination } from "../../../components/data-table";
import { FilterBar } from "../../../components/list-kit/filter-bar";
import { MultiSelectMenu } from "../../../components/list-kit/multi-select-menu";
import { Panel } from "../../../components/page";
import { EmptyState, ErrorState, TableSkeleton } from "../../../components/states";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { formatDateTime } from "../../../lib/format";
import type { Scope } from "../../../lib/scope";
import {
  fetchWebhookDeliveries,
  useWebhookDeliveries,
  type WebhookDeliveryRow,
  webhookDeliveriesQueryOf,
} from "../api/list-deliveries";
import type { WebhookEndpointRow } from "../api/list-endpoints";
import { useRetryWebhookDelivery } from "../api/retry-delivery";
import { deliveryStatusTone, deliveryStatusWords } from "../model/labels";
import type { WebhooksSearch } from "../model/list-search";

function responseWords(d: WebhookDeliveryRow): string {
  if (d.response_status !== null) return `HTTP ${d.response_status}`;
  if (d.error) return d.error;
  return d.attempt === 0 ? "Not sent yet" : "—";
}

/** The delivery log of one endpoint: status, response, duration, the next attempt, and "Redeliver". */
export function DeliveriesPanel({
  scope,
  endpoint,
  search,
  onChange,
}: {
  scope: Scope;
  endpoint: WebhookEndpointRow;
  search: WebhooksSearch;
  onChange: (change: Partial<WebhooksSearch>) => void;
}) {
  const query = webhookDeliveriesQueryOf(search);
  const list = useWebhookDeliveries(scope, endpoint.id, query);
  const retry = useRetryWebhookDelivery(scope);

  const columns: Array<DataTableColumn<WebhookDeliveryRow>> = [
    {
      id: "event",
      header: "Event",
      enableSorting: false,
      accessorFn: (d) => d.event_type,
      cell: ({ row }) => <code>{row.original.event_type}</code>,
    },
    {
      id: "status",
      header: "Status",
      enableSorting: false,
      accessorFn: (d) => deliveryStatusWords[d.status],
      cell: ({ row }) => (
        <Badge tone={deliveryStatusTone[row.original.status]}>{deliveryStatusWords[row.original.status]}</Badge>
      ),
    },
    { id: "response", header: "Response", enableSorting: false, accessorFn: responseWords },
    {
      id: "duration",
      header: "Duration",
      enableSorting: false,
      accessorFn: (d) => (d.duration_ms === null ? "—" : `${d.duration_ms} ms`),
      csv: [{ header: "Duration (ms)", value: (d) => d.duration_ms }],
    },
    {
      id: "attempt",
      header: "Attempts",
      enableSorting: false,
      accessorFn: (d) => String(d.attempt),
      csv: { value: (d) => d.attempt },
    },
    {
      id: "created_at",
      header: "Created",
      accessorFn: (d) => formatDateTime(d.created_at),
      csv: { kind: "instant", value: (d) => d.created_at },
    },
    {
      id: "next_attempt_at",
      header: "Next attempt",
      accessorFn: (d) => (d.next_attempt_at && d.attempt > 0 ? formatDateTime(d.next_attempt_at) : "—"),
      csv: { kind: "instant", value: (d) => (d.attempt > 0 ? d.next_attempt_at : null) },
    },
    {
      id: "actions",
      header: () => <span className="visually-hidden">Actions</span>,
      enableSorting: false,
      accessorFn: (d) => d.id,
      cell: ({ row }) => (
        <button
          type="button"
          className="button button--secondary"
          aria-label={`Redeliver ${row.original.event_type} of ${formatDateTime(row.original.created_at)}`}
          disabled={retry.isPending}
          onClick={() =>
            retry.mutate(
              { endpointId: endpoint.id, deliveryId: row.original.id },
              {
                onSuccess: () => toast.success("Redelivery queued: it is sent again now."),
                onError: (e) => toast.error(errorMessage(e)),
              },
            )
          }
        >
          Redeliver
        </button>
      ),
    },
  ];

  const filtered = (search.status?.length ?? 0) > 0;
  return (
    <Panel title="Delivery log">
      <p className="muted">
        Deliveries to <code style={{ overflowWrap: "anywhere" }}>{endpoint.url}</code>. A failed attempt is retried
        after about 5 s, 5 min, 30 min, 2 h, 5 h, 10 h and 10 h; then the delivery is marked failed.
      </p>
      <FilterBar label="Filter deliveries" active={filtered} onClear={() => onChange({ status: undefined, offset: 0 })}>
        <MultiSelectMenu<WebhookDeliveryStatus>
          label="Status"
          options={webhookDeliveryStatuses.map((s) => ({ value: s, label: deliveryStatusWords[s] }))}
          value={search.status ?? []}
          onChange={(next) => onChange({ status: next.length ? next : undefined, offset: 0 })}
        />
      </FilterBar>
      {list.isPending ? (
        <TableSkeleton rows={4} columns={7} />
      ) : list.isError ? (
        <ErrorState error={list.error} onRetry={() => void list.refetch()} />
      ) : list.data.total_items === 0 && !filtered ? (
        <EmptyState title="No deliveries yet">Send a test event, or wait for the next change.</EmptyState>
      ) : (
        <>
          <DataTable
            caption="Webhook deliveries"
            phoneColumns={["event", "status", "actions"]}
            numericColumns={["duration", "attempt"]}
            columns={columns}
            data={list.data.items}
            getRowId={(d) => d.id}
            sort={{
              orderBy: search.order_by,
              orderDir: search.order_dir,
              onSort: (by, dir) => {
                const field = webhookDeliveryOrderFields.find((f) => f === by);
                if (field) onChange({ order_by: field, order_dir: dir, offset: 0 });
              },
            }}
            busy={list.isFetching && !list.isPending}
            listId="webhook-deliveries"
            exportCsv={{
              filename: "webhook-deliveries.csv",
              fetchPage: (limit, offset) => fetchWebhookDeliveries(scope, endpoint.id, { ...query, limit, offset }),
            }}
            empty={<p className="muted">No delivery matches the filter.</p>}
          />
          <Pagination
            total={list.data.total_items}
            limit={search.limit}
            offset={search.offset}
            onChange={({ limit, offset }) => onChange({ limit, offset })}
          />
        </>
      )}
    </Panel>
  );
}
