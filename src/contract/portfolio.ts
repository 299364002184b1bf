import { z } from "zod";
import { applicationAmountSchema } from "./applications";
import { isoDate, listEnvelope, optionalPage, orderDir, qArray, qBool, scoreBandSchema, uuid } from "./common";
import { defineEndpoint } from "./endpoint";
import { commonOrgErrors } from "./errors";
import type { CreditApplicationStatus } from "./transitions";
import { portfolioKinds, portfolioOrderFields } from "./values";
import { applicationStatusWaitsOn } from "./worklist";

/**
 * The portfolio (issue 25): every Guest and every (not archived) private record of the caller, one
 * row each, with its latest score and band, the change since the previous scoring date, its score
 * history for a sparkline, the date of its newest statement (stale after the organization's
 * `statement_stale_after_days`), the documents awaiting review, open applications and the approved
 * exposure. GET /portfolio, Self only. docs/api-conventions.md, "Portfolio".
 */
export { portfolioKinds, portfolioOrderFields };
export const portfolioKindSchema = z.enum(portfolioKinds);
export type PortfolioKind = z.infer<typeof portfolioKindSchema>;
export const portfolioOrderBy = z.enum(portfolioOrderFields);
export type PortfolioOrderBy = z.infer<typeof portfolioOrderBy>;

export const portfolioKindLabels: Record<PortfolioKind, string> = {
  guest: "Guest",
  private_record: "Private record",
};

/** How many scores (the latest ones, oldest first) a row carries for its sparkline. */
export const PORTFOLIO_HISTORY_POINTS = 12;

/** An application is open while its status waits on a side (not final: `applicationStatusWaitsOn`). */
export const openApplicationStatuses = (Object.keys(applicationStatusWaitsOn) as CreditApplicationStatus[]).filter(
  (s) => applicationStatusWaitsOn[s] !== null,
);

/**
 * The statuses in which an application's approval stands (approved, the signature process and its
 * outcomes, finalized): its approved amount is exposure. A rejected (by the shipper after approval),
 * declined or expired application is not.
 */
export const exposureStatuses = [
  "approved",
  "sign_document_created",
  "sign_document_in_progress",
  "sign_document_completed",
  "sign_document_expired",
  "sign_document_canceled",
  "sign_document_declined",
  "sign_document_process_failed",
  "finalized",
] as const satisfies readonly CreditApplicationStatus[];

export const portfolioScorePointSchema = z
  .object({ date: isoDate, total_score: z.number().min(0).max(100) })
  .meta({ id: "PortfolioScorePoint" });

export const portfolioItemSchema = z
  .object({
    kind: portfolioKindSchema,
    id: uuid.describe("The Guest's organization id, or the private record's id"),
    organization_id: uuid.nullable().describe("The Guest (Target it to open the company); null for a private record"),
    private_record_id: uuid.nullable().describe("Set for a private record"),
    name: z.string(),
    total_score: z
      .number()
      .min(0)
      .max(100)
      .nullable()
      .describe("The score of the latest scoring date; null before any"),
    band: scoreBandSchema.nullable().describe("That score's band"),
    score_date: isoDate.nullable().describe("The latest scoring date"),
    previous_score: z.number().min(0).max(100).nullable().describe("The score of the scoring date before it"),
    score_change: z.number().nullable().describe("total_score − previous_score; null without both"),
    score_history: z
      .array(portfolioScorePointSchema)
      .describe(`The latest scores (up to ${PORTFOLIO_HISTORY_POINTS}), oldest first, for a sparkline`),
    newest_statement: isoDate
      .nullable()
      .describe("Period end of the newest extracted statement (shared, not withdrawn); null when there is none"),
    stale: z
      .boolean()
      .describe(
        "No statement, or the newest ends more than `stale_after_days` before today (the organization's setting)",
      ),
    documents_awaiting_review: z
      .number()
      .int()
      .min(0)
      .describe("Extracted documents awaiting review, as the analytics reads count them (not in the score)"),
    open_applications: z
      .number()
      .int()
      .min(0)
      .describe("The caller's credit applications with this Guest that are not final; 0 for a private record"),
    approved_exposure: z
      .array(applicationAmountSchema)
      .describe(
        "The approved amounts of the caller's applications with this Guest whose approval stands, summed per currency and basis; empty when none",
      ),
  })
  .meta({ id: "PortfolioItem" });
export type PortfolioItem = z.infer<typeof portfolioItemSchema>;

export const portfolioQuery = z.strictObject({
  kinds: qArray(portfolioKindSchema).optional().describe("Only rows of these kinds (Guests, private records)"),
  bands: qArray(scoreBandSchema).optional().describe("Only rows whose latest score is in these bands"),
  stale: qBool.optional().describe("true: only stale rows; false: only fresh ones; absent: both"),
  search_text: z.string().min(1).max(255).optional().describe("Case-insensitive substring of the name"),
  order_by: portfolioOrderBy.default("name"),
  order_dir: orderDir.default("asc"),
  ...optionalPage,
});
export type PortfolioQuery = z.output<typeof portfolioQuery>;

export const portfolioResponse = listEnvelope(portfolioItemSchema)
  .extend({
    stale_after_days: z
      .number()
      .int()
      .min(1)
      .describe("The organization's setting `statement_stale_after_days` the `stale` flags were computed with"),
  })
  .meta({ id: "Portfolio" });
export type Portfolio = z.infer<typeof portfolioResponse>;

export const getPortfolio = defineEndpoint({
  id: "getPortfolio",
  method: "GET",
  path: "/portfolio",
  summary:
    "Every Guest and private record of the caller with its latest score and band, change, newest statement, documents awaiting review, open applications and approved exposure (Self only)",
  tag: "Portfolio",
  auth: "org",
  scenarios: ["self"],
  query: portfolioQuery,
  response: portfolioResponse,
  errors: commonOrgErrors,
});

export const portfolioEndpoints = [getPortfolio] as const;
