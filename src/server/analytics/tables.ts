import type { Generated } from "kysely";
import type { MetricSectionType, MetricType, PeriodType, ScoreBand } from "../../contract/analytics";
import type { CreatedAt, Timestamp } from "../db/core-tables";

/**
 * The analytics store (migration 0005). A subject is an organization (`private_record_id` null)
 * or a private record (`organization_id` is then the record's owner), as in financial_documents.
 * Rows are rewritten by the recompute job whenever the subject's documents change; a row that
 * keeps its key keeps its id and created_at.
 */
export interface MetricValuesTable {
  id: Generated<string>;
  organization_id: string;
  private_record_id: string | null;
  /** 'YYYY-MM-DD' */
  period: string;
  period_type: PeriodType;
  metric_type: MetricType;
  metric_section_type: MetricSectionType;
  value: number;
  points: number;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

/** One score per subject and scoring date (the as-of date of the statements it rates). */
export interface ScoreHistoryTable {
  id: Generated<string>;
  organization_id: string;
  private_record_id: string | null;
  /** 'YYYY-MM-DD' */
  date: string;
  period_type: PeriodType;
  total_score: number;
  band: ScoreBand;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface AnalyticsTables {
  metric_values: MetricValuesTable;
  score_history: ScoreHistoryTable;
}
