import type { ColumnType, Generated, JSONColumnType } from "kysely";
import type { CreatedAt, Timestamp } from "../db/core-tables";

export type JobStatus = "queued" | "running" | "done" | "failed";

/** The durable job queue (migration 0004); see docs/jobs.md. */
export interface JobsTable {
  id: Generated<number>;
  type: string;
  payload: JSONColumnType<Record<string, unknown>, string, string>;
  status: ColumnType<JobStatus, JobStatus | undefined, JobStatus>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  run_at: ColumnType<Date, Date | string | undefined, Date | string>;
  locked_until: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  locked_by: string | null;
  last_error: string | null;
  dedupe_key: string | null;
  /** The request id of the request (or job) that queued it (migration 0019). */
  request_id: string | null;
  /** Its W3C trace context, continued by the worker (migration 0019). */
  traceparent: string | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface JobsTables {
  jobs: JobsTable;
}
