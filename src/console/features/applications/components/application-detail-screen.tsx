import { Link, useNavigate } from "@tanstack/react-router";
import { getCreditApplication } from "../../../../contract/applications";
import { transitions } from "../../../../contract/transitions";
import { Badge } from "../../../components/badge";
import { DescriptionList, Page, Panel } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { ErrorState, Skeleton } from "../../../components/states";
import { actorWords } from "../../../lib/actor-words";
import { isApiError } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { formatDateTime, formatMoney } from "../../../lib/format";
import { useOrganizationNames } from "../../../lib/organization-names";
import { resetTarget, type Scope, setTarget, useScope } from "../../../lib/scope";
import { type ApplicationDetail, useApplication } from "../api/get-application";
import { planPanels, roleOf } from "../model/action-plan";
import { amountDifference, amountKind, amountLabel, formatAmount, invoicesLabel } from "../model/amounts";
import { analysisTypeLabels, financialDocumentLabels, typeLabels } from "../model/labels";
import { ApplicationActions } from "./application-actions";
import { CreditDecisionPanel, HistoryDetailLines } from "./credit-decision";
import { SignaturePanel } from "./signature-panel";
import { StatusBadge } from "./status-badge";

/** One application: summary, type-specific details, needs-action record, history, actions. */
export function ApplicationDetailScreen({ id }: { id: string }) {
  return (
    <ScenarioGate endpoint={getCreditApplication} what="Credit applications" alternative={<ApplicationElsewhere />}>
      <ApplicationDetailLoader id={id} />
    </ScenarioGate>
  );
}

/** A Host looking at one of its Guests: the application is the Host's own, read with its organization. */
function ApplicationElsewhere() {
  const scope = useScope();
  const own = useOrganizationNames(scope?.requesterId).ownName ?? "your organization";
  return (
    <>
      <p className="state__title">
        Credit applications are between you and your shipper: this one opens with your own organization.
      </p>
      <p className="state__body state__actions">
        <button type="button" className="button button--secondary" onClick={() => resetTarget()}>
          Switch back to {own}
        </button>
      </p>
    </>
  );
}

function ApplicationDetailLoader({ id }: { id: string }) {
  const scope = useScope();
  const query = useApplication(id);
  useDocumentTitle(
    query.data ? `${query.data.reference} · ${query.data.organization.name} · Application` : "Application",
  );
  if (query.isPending) return <Skeleton lines={8} label="Loading the application" />;
  if (query.isError || !scope) {
    const notFound = isApiError(query.error) && query.error.code === "credit_application_not_found";
    return (
      <Page title="Credit application" lead={<BackLink />}>
        <ErrorState
          error={query.error}
          title={notFound ? "No application with this address is visible to your organization" : undefined}
          onRetry={() => void query.refetch()}
        />
      </Page>
    );
  }
  return <ApplicationDetailView app={query.data} scope={scope} refreshing={query.isFetching} />;
}

function BackLink() {
  return (
    <Link to="/credit-applications" className="breadcrumb">
      ← Credit applications
    </Link>
  );
}

export function ApplicationDetailView({
  app,
  scope,
  refreshing,
}: {
  app: ApplicationDetail;
  scope: Scope;
  refreshing?: boolean;
}) {
  const role = roleOf(app, scope.requesterId);
  // Which panels show: the status and allowed_actions only (model/action-plan.ts).
  const panels = planPanels(app, scope);
  const type = app.credit_application_type;
  const approvedDiff = amountDifference(app.amounts.requested, app.amounts.approved, amountKind(type));
  return (
    <Page
      title={
        <>
          {typeLabels[app.credit_application_type]} application <span className="mono">{app.reference}</span>{" "}
          <StatusBadge status={app.status} />
        </>
      }
      lead={
        <>
          <BackLink /> · {role === "forwarder" ? "Shipper" : "Forwarder"}: {app.organization.name}
          <ShipperInsightsLinks app={app} scope={scope} />
          {refreshing ? <span className="muted"> · Refreshing…</span> : null}
        </>
      }
    >
      <Panel title="Actions">
        <ApplicationActions app={app} scope={scope} />
      </Panel>
      {panels.signature ? <SignaturePanel app={app} scope={scope} /> : null}
      <CreditDecisionPanel app={app} />
      <div className="grid-2">
        <Panel title="Summary">
          <DescriptionList
            items={[
              { label: "Reference", value: <span className="mono">{app.reference}</span> },
              { label: "Application ID", value: <span className="mono muted">{app.id}</span> },
              { label: "Type", value: typeLabels[app.credit_application_type] },
              { label: "Status", value: <StatusBadge status={app.status} /> },
              { label: "Your role", value: role === "forwarder" ? "Forwarder" : role === "shipper" ? "Shipper" : "—" },
              { label: role === "forwarder" ? "Shipper" : "Forwarder", value: app.organization.name },
              { label: "E-mail", value: app.organization.email },
              { label: amountLabel(type, "requested"), value: formatAmount(app.amounts.requested) },
              ...(app.amounts.approved
                ? [
                    {
                      label: amountLabel(type, "approved"),
                      value: `${formatAmount(app.amounts.approved)}${approvedDiff ? ` — ${approvedDiff}` : ""}`,
                    },
                  ]
                : []),
              ...(app.amounts.invoices_to_be_factored
                ? [{ label: invoicesLabel, value: formatAmount(app.amounts.invoices_to_be_factored) }]
                : []),
              { label: "Payment terms", value: app.payment_terms },
              { label: "Security and compliance", value: app.security_compliance || "—" },
              { label: "Created", value: formatDateTime(app.created_at) },
              { label: "Last updated", value: formatDateTime(app.updated_at) },
              { label: "Expires", value: formatDateTime(app.expires_at) },
            ]}
          />
        </Panel>
        <Panel title={`${typeLabels[app.credit_application_type]} details`}>
          <TypeDetails app={app} />
        </Panel>
      </div>
      {panels.needsAction && app.needs_action ? <NeedsActionPanel record={app.needs_action} /> : null}
      <Panel title="History">
        <HistoryTimeline history={app.history} type={app.credit_application_type} />
      </Panel>
    </Page>
  );
}

type PartnerRef = { id: string; name: string | null };

/** The shipper's partners by the names the API gives; an id only for a partner that is gone. */
function PartnerNames({ partners }: { partners: readonly PartnerRef[] }) {
  if (partners.length === 0) return <>None</>;
  return (
    <ul className="inline-list">
      {partners.map((p) => (
        <li key={p.id}>
          {p.name ?? (
            <span className="muted">
              A partner no longer on record (<span className="mono">{p.id}</span>)
            </span>
          )}
        </li>
      ))}
    </ul>
  );
}

function TypeDetails({ app }: { app: ApplicationDetail }) {
  const d = app.extra_details;
  if ("monthly_facility_amount" in d) {
    return (
      <div className="stack">
        <DescriptionList
          items={[
            { label: amountLabel("trade_finance", "requested"), value: formatAmount(app.amounts.requested) },
            { label: "Payment terms", value: d.payment_terms },
            { label: "Incoterms", value: d.inco_terms },
            { label: "Purpose", value: d.purpose },
            { label: "Customers", value: <PartnerNames partners={d.customer_partners} /> },
            { label: "Suppliers", value: <PartnerNames partners={d.supplier_partners} /> },
            { label: "Details updated", value: formatDateTime(d.updated_at) },
          ]}
        />
        {d.security_compliance.length > 0 ? (
          <div>
            <h3 className="form-section__title">Security and compliance</h3>
            <ul>
              {d.security_compliance.map((s) => (
                <li key={s.title}>
                  <strong>{s.title}</strong>
                  {s.other ? " (other)" : ""}
                  {s.description ? ` — ${s.description}` : ""}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
    );
  }
  if ("counterparty_id" in d) {
    return (
      <DescriptionList
        items={[
          { label: amountLabel("factoring", "requested"), value: formatAmount(app.amounts.requested) },
          { label: invoicesLabel, value: formatAmount(app.amounts.invoices_to_be_factored) },
          { label: "Purpose", value: d.purpose ?? "—" },
          {
            label: "Counterparty (debtor)",
            value: d.counterparty ? <PartnerNames partners={[d.counterparty]} /> : "—",
          },
          { label: "Details updated", value: formatDateTime(d.updated_at) },
        ]}
      />
    );
  }
  return (
    <DescriptionList
      items={[
        { label: "Annual revenue", value: formatMoney(d.annual_revenue, app.currency) },
        { label: "Freight spend", value: formatMoney(d.freight_spend, app.currency) },
        { label: "Purpose", value: d.purpose ?? "—" },
        { label: "Details updated", value: formatDateTime(d.updated_at) },
      ]}
    />
  );
}

function NeedsActionPanel({ record }: { record: NonNullable<ApplicationDetail["needs_action"]> }) {
  return (
    <Panel
      title="Needs action"
      actions={
        record.additional_documents_sent ? (
          <Badge tone="success">Documents sent</Badge>
        ) : (
          <Badge tone="warning">Waiting for documents</Badge>
        )
      }
    >
      <DescriptionList
        items={[
          { label: "Financial analysis", value: analysisTypeLabels[record.financial_analysis_type] },
          {
            label: "Financial documents",
            value: record.financial_documents.length
              ? record.financial_documents.map((d) => financialDocumentLabels[d] ?? d).join(", ")
              : "None",
          },
          { label: "Additional documents", value: record.additional_documents },
          { label: "Message", value: record.message ?? "—" },
          { label: "Requested", value: formatDateTime(record.created_at) },
          { label: "Updated", value: formatDateTime(record.updated_at) },
        ]}
      />
    </Panel>
  );
}

const historyWords = { create: "Created", expire: "Expired" } as const;

function HistoryTimeline({
  history,
  type,
}: {
  history: ApplicationDetail["history"];
  type: ApplicationDetail["credit_application_type"];
}) {
  if (history.length === 0) return <p className="muted">No history yet.</p>;
  return (
    <ol className="timeline">
      {history.map((h, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the history is append-only and never reordered
        <li key={i} className="timeline__item">
          <div>
            <strong>
              {h.action === "create" || h.action === "expire" ? historyWords[h.action] : transitions[h.action].label}
            </strong>{" "}
            {h.from && h.from !== h.to ? (
              <>
                <StatusBadge status={h.from} /> → <StatusBadge status={h.to} />
              </>
            ) : (
              <StatusBadge status={h.to} />
            )}
          </div>
          <div className="timeline__meta">
            {formatDateTime(h.at)} · {actorWords(h.actor) ?? h.actor_organization?.name ?? "The service"}
          </div>
          {h.detail ? <HistoryDetailLines action={h.action} detail={h.detail} type={type} /> : null}
        </li>
      ))}
    </ol>
  );
}

/**
 * One click from the application to the shipper's documents, score and metrics, when the caller may
 * read them: the shipper reads its own (Self); its Host switches the target to the shipper (Host → Guest).
 */
function ShipperInsightsLinks({ app, scope }: { app: ApplicationDetail; scope: Scope }) {
  const navigate = useNavigate();
  if (!app.shipper_analytics_readable) return null;
  const own = scope.requesterId === app.shipper_id;
  const shipperName = own ? null : app.organization.name;
  const go = (to: "/financial-files/documents" | "/analytics") => {
    if (own) resetTarget();
    else setTarget({ targetId: app.shipper_id, targetName: shipperName, scenarios: ["host"] });
    void navigate({ to });
  };
  return (
    <span className="insight-links">
      {" · "}
      <button type="button" className="link-button" onClick={() => go("/financial-files/documents")}>
        {own ? "Your documents" : `${app.organization.name}'s documents`}
      </button>
      {" · "}
      <button type="button" className="link-button" onClick={() => go("/analytics")}>
        {own ? "Your score and metrics" : "Score and metrics"}
      </button>
    </span>
  );
}
