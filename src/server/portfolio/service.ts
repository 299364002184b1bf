import type { Kysely } from "kysely";
import type { ApplicationAmount } from "../../contract/applications";
import type { Portfolio, PortfolioQuery } from "../../contract/portfolio";
import { amountsOf } from "../applications/mapping";
import { loadApplicationReferences } from "../applications/references";
import { appNow } from "../clock/clock";
import type { DB } from "../db/schema";
import type { Wire } from "../http/register";
import { readOrganizationSettings } from "../organizations/settings";
import { exposureApplications, portfolioPage, scoreHistories } from "./queries";

const DAY_MS = 86_400_000;

/** The approved amounts (amountsOf: the latest approval of each application) summed per currency and basis. */
function sumApproved(amounts: ReadonlyArray<ApplicationAmount | null>): ApplicationAmount[] {
  const sums = new Map<string, ApplicationAmount>();
  for (const a of amounts) {
    if (!a) continue;
    const key = `${a.currency}|${a.basis}`;
    const sum = sums.get(key);
    sums.set(key, sum ? { ...sum, amount: sum.amount + a.amount } : { ...a });
  }
  return [...sums.values()].sort((x, y) => x.currency.localeCompare(y.currency) || x.basis.localeCompare(y.basis));
}

/** GET /portfolio: the caller's Guests and private records with their figures (contract/portfolio.ts). */
export async function getPortfolio(db: Kysely<DB>, orgId: string, q: PortfolioQuery): Promise<Wire<Portfolio>> {
  const settings = await readOrganizationSettings(db, orgId);
  const days = settings.statement_stale_after_days;
  const staleBefore = new Date(appNow().getTime() - days * DAY_MS).toISOString().slice(0, 10);
  const { rows, total } = await portfolioPage(db, orgId, q, staleBefore);
  const guestIds = rows.flatMap((r) => (r.organization_id ? [r.organization_id] : []));
  const recordIds = rows.flatMap((r) => (r.private_record_id ? [r.private_record_id] : []));
  const [history, applications] = await Promise.all([
    scoreHistories(db, guestIds, recordIds),
    exposureApplications(db, orgId, guestIds),
  ]);
  const refs = await loadApplicationReferences(db, applications);
  const approvedByGuest = new Map<string, Array<ApplicationAmount | null>>();
  for (const app of applications) {
    const approved = amountsOf(app, refs).approved;
    approvedByGuest.set(app.shipper_id, [...(approvedByGuest.get(app.shipper_id) ?? []), approved]);
  }
  return {
    items: rows.map((r) => {
      const score = r.total_score === null ? null : Number(r.total_score);
      const previous = r.previous_score === null ? null : Number(r.previous_score);
      return {
        kind: r.kind,
        id: r.id,
        organization_id: r.organization_id,
        private_record_id: r.private_record_id,
        name: r.name,
        total_score: score,
        band: r.band,
        score_date: r.score_date,
        previous_score: previous,
        score_change: score === null || previous === null ? null : Math.round((score - previous) * 10) / 10,
        score_history: history
          .filter((h) => h.subject_id === r.id)
          .map((h) => ({ date: h.date, total_score: Number(h.total_score) })),
        newest_statement: r.newest_statement,
        stale: r.newest_statement === null || r.newest_statement < staleBefore,
        documents_awaiting_review: Number(r.documents_awaiting_review),
        open_applications: Number(r.open_applications),
        approved_exposure: sumApproved(r.organization_id ? (approvedByGuest.get(r.organization_id) ?? []) : []),
      };
    }),
    total_items: total,
    stale_after_days: days,
  };
}
