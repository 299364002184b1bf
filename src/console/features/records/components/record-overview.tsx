import { Link } from "@tanstack/react-router";
import { Badge } from "../../../components/badge";
import { DescriptionList, Panel } from "../../../components/page";
import { Skeleton } from "../../../components/states";
import { formatDate, formatDateTime } from "../../../lib/format";
import { useCountries, useOrganizationRoles } from "../../../lib/reference-lists";
import { bandLabels, bandTones, formatScore } from "../../../lib/score-band";
import { useCurrentScore } from "../api/get-current-score";
import type { PrivateRecord } from "../api/get-record";

/**
 * The record's current score: the value, its band and the date of the statements it rates.
 * `awaitingScore` (some file is valid) keeps reading it until the recompute has produced one.
 */
export function RecordScoreCard({ recordId, awaitingScore = false }: { recordId: string; awaitingScore?: boolean }) {
  const score = useCurrentScore(recordId, awaitingScore);
  return (
    <Panel
      title="Score"
      actions={
        <Link to="/private-records/$recordId/analytics" params={{ recordId }} className="button button--ghost">
          Score history and metrics →
        </Link>
      }
    >
      {score.isPending ? (
        <Skeleton lines={2} label="Loading the score" />
      ) : score.isError ? (
        <p className="muted">The score could not be loaded.</p>
      ) : score.data ? (
        <div className="score-card">
          <p className="score-card__value">
            <span className="visually-hidden">Total score </span>
            {formatScore(score.data.total_score)}
            <span className="score-card__max">/ 100</span>
          </p>
          <div className="stack score-card__meta">
            <Badge tone={bandTones[score.data.band]}>{bandLabels[score.data.band]}</Badge>
            <span className="muted small">
              Rates the {score.data.period_type === "yearly" ? "year" : "quarter"} ended {formatDate(score.data.date)}
            </span>
          </div>
        </div>
      ) : awaitingScore ? (
        <p className="muted live-status" role="status">
          <span className="spinner" aria-hidden="true" /> Statements were extracted; the score is being computed…
        </p>
      ) : (
        <p className="muted">
          Not scored yet. The score appears once a balance sheet, an income statement and a cash flow statement were
          extracted from the uploaded files.
        </p>
      )}
    </Panel>
  );
}

/** The record's fields, in words (reference ids resolved to names). */
export function RecordDetails({ record }: { record: PrivateRecord }) {
  const countries = useCountries();
  const roles = useOrganizationRoles();
  const country = countries.data?.find((c) => c.country_code === record.country_code)?.country_name;
  const role = roles.data?.find((r) => r.id === record.role_id)?.name;
  const address = [record.address, record.postal_code, record.city, record.state, country ?? record.country_code]
    .filter(Boolean)
    .join(", ");
  return (
    <Panel title="Details">
      <DescriptionList
        items={[
          { label: "Name", value: record.name },
          { label: "Currency", value: record.currency_code },
          { label: "E-mail", value: record.email ?? "—" },
          { label: "Phone", value: record.phone ?? "—" },
          {
            label: "Website",
            value: record.website ? (
              <a href={record.website} target="_blank" rel="noreferrer noopener">
                {record.website}
              </a>
            ) : (
              "—"
            ),
          },
          { label: "Established", value: formatDate(record.established_date) },
          { label: "Address", value: address || "—" },
          { label: "Registration number", value: record.company_registration_number ?? "—" },
          { label: "Tax ID", value: record.tax_id ?? "—" },
          { label: "Organization role", value: role ?? "—" },
          { label: "Size", value: record.size_id ?? "—" },
          { label: "Industry code", value: record.naics_code_id ?? "—" },
          { label: "Corporation type", value: record.corporation_type_id ?? "—" },
          {
            label: "Status",
            value: record.archived ? `Archived ${formatDateTime(record.archived_at)}` : "Active",
          },
          { label: "Created", value: formatDateTime(record.created_at) },
          { label: "Last updated", value: formatDateTime(record.updated_at) },
        ]}
      />
    </Panel>
  );
}
