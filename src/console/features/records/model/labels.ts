import type { PrivateRecordOrderBy } from "../../../../contract/records";

export const recordOrderLabels: Record<PrivateRecordOrderBy, string> = {
  name: "Name",
  email: "E-mail",
  total_score: "Score",
  score_updated_at: "Scored",
  created_at: "Created",
  updated_at: "Last updated",
  archived_at: "Archived",
};

export const archivedFilterLabels = {
  false: "Active records",
  true: "Archived records",
  all: "All records",
} as const;
