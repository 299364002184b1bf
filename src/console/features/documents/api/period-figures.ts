import {
  listOrganizationMetrics,
  listOrganizationScores,
  listPrivateRecordMetrics,
  listPrivateRecordScores,
  type MetricItem,
  type PeriodType,
  type ScoreItem,
} from "../../../../contract/analytics";
import { callApi } from "../../../lib/api-client";
import { hostOwnedCall } from "../../../lib/org-scope";
import type { Scope } from "../../../lib/scope";
import type { DocumentSubject } from "../model/subject";

/** The score and metrics of one period of a subject, as read at one moment (issue 25). */
export interface PeriodFigures {
  period: string;
  periodType: PeriodType;
  metrics: MetricItem[];
  /** The score dated at the period's end, if one was computed. */
  score: ScoreItem | null;
  /** A recompute of the subject was queued or running: these are the previous figures. */
  recalculating: boolean;
}

/**
 * GET …/metrics?period_type&date_from=date_to=period and GET …/metrics/scores?date_from=date_to=period
 * of the document's subject (host-owned org_id, or the private record); one period has at most one
 * page of metrics (38 types).
 */
export async function fetchPeriodFigures(
  scope: Scope,
  subject: DocumentSubject,
  period: string,
  periodType: PeriodType,
  signal?: AbortSignal,
): Promise<PeriodFigures> {
  const metricsQuery = { period_type: periodType, date_from: period, date_to: period, limit: 100 } as const;
  const scoresQuery = { date_from: period, date_to: period, limit: 100 } as const;
  const [metrics, scores] =
    subject.kind === "record"
      ? await Promise.all([
          callApi(listPrivateRecordMetrics, {
            scope,
            params: { record_id: subject.recordId },
            query: metricsQuery,
            signal,
          }),
          callApi(listPrivateRecordScores, {
            scope,
            params: { record_id: subject.recordId },
            query: scoresQuery,
            signal,
          }),
        ])
      : await (() => {
          const call = hostOwnedCall(scope);
          const params = { org_id: call.orgId };
          return Promise.all([
            callApi(listOrganizationMetrics, { scope: call.scope, params, query: metricsQuery, signal }),
            callApi(listOrganizationScores, { scope: call.scope, params, query: scoresQuery, signal }),
          ]);
        })();
  return {
    period,
    periodType,
    metrics: metrics.items,
    score: scores.items.find((s) => s.date === period) ?? null,
    recalculating: metrics.recalculating || scores.recalculating,
  };
}
