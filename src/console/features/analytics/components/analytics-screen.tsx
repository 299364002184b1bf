import { Page } from "../../../components/page";
import { useDocumentTitle } from "../../../lib/document-title";
import { hostOwnedCall } from "../../../lib/org-scope";
import { useScope } from "../../../lib/scope";
import type { AnalyticsSearch } from "../model/analytics-search";
import type { AnalyticsSearchChange } from "./analytics-pickers";
import { AnalyticsView } from "./analytics-view";
import { RecordAnalyticsPicker } from "./record-analytics-picker";

const organizationSubject = { kind: "organization" } as const;

/**
 * Analytics of the organization the switcher targets (api-design §4): my own in Self and towards
 * my Host (Guest → Host), my Guest's in Host → Guest (read in Self with the Guest's id).
 */
export function AnalyticsScreen({
  search,
  onChange,
}: {
  search: AnalyticsSearch;
  onChange: (change: AnalyticsSearchChange) => void;
}) {
  useDocumentTitle("Analytics");
  const scope = useScope();
  const own = scope ? hostOwnedCall(scope).orgId === scope.requesterId : true;
  return (
    <Page
      title="Analytics"
      actions={scope?.scenarios.includes("self") ? <RecordAnalyticsPicker /> : null}
      lead={
        own
          ? "Your organization's score and financial metrics, computed from its extracted statements."
          : `The score and financial metrics of ${scope?.targetName ?? "your Guest"}, computed from its extracted statements.`
      }
    >
      {scope ? <AnalyticsView subject={organizationSubject} search={search} onChange={onChange} /> : null}
    </Page>
  );
}
