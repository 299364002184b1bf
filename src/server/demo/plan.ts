import type { Kysely } from "kysely";
import {
  approveApplication,
  confirmAdditionalDocuments,
  createCreditTermsApplication,
  createFactoringApplication,
  createTradeFinanceApplication,
  declineApplication,
  finalizeApplication,
  listCreditApplications,
  rejectApplication,
  requestChanges as requestChangesEndpoint,
  resubmitApplication,
  startExternalReview,
  startInternalReview,
  updateTradeFinanceApplication,
} from "../../contract/applications";
import type { BodyIn } from "../../contract/endpoint";
import {
  listOrganizationFinancialFiles,
  listPrivateRecordFinancialFiles,
  uploadOrganizationFinancialFile,
  uploadPrivateRecordFinancialFile,
} from "../../contract/files";
import { acceptInvitation, listInvitations } from "../../contract/invitations";
import { createPartner, listPartners, type Partner, revokePartnerInvitation } from "../../contract/partners";
import { createPrivateRecord, listPrivateRecords, updatePrivateRecord } from "../../contract/records";
import {
  cancelDocumentRequest,
  completeDocumentRequest,
  createDocumentRequest,
  listDocumentRequests,
  sendDocumentRequestReminder,
} from "../../contract/requests";
import { runAtClock } from "../clock/clock";
import type { DB } from "../db/schema";
import { expireDueDocumentRequests } from "../requests/service";
import type { Caller, DemoApi } from "./api";
import {
  type DemoOrganization,
  type DemoPrint,
  type DemoPrivateRecord,
  type DemoProfileName,
  demoInvitations,
  demoOrganizations,
  demoOutsidePartners,
  demoPrivateRecords,
  demoProfiles,
} from "./companies";
import { type CompanyProfile, modelCompany } from "./financials";
import { type MisprintedFigure, reviewMisprintedStatement } from "./review";
import { type SignatureStory, signatureStep } from "./signatures";
import { annualReportPdf, quarterlyReportPdf } from "./statement-pdfs";
import { type PlannedStory, planApplications } from "./stories";

export interface DemoPlanContext {
  api: DemoApi;
  /** Access token per demo organization id. */
  tokens: Map<string, string>;
  now: Date;
  /** The expiry sweep of credit applications (the background task runs the same), optionally of some only. */
  expireApplications: (ids?: string[]) => Promise<number>;
  db: Kysely<DB>;
  /** Called as each of the plan's steps starts (npm start prints it as a progress line). */
  progress?: (step: number, steps: number, what: string) => void;
}

/** Deterministic summary of the dataset (the same on every load). */
export interface DemoPlanSummary {
  connections: number;
  pending_invitations: number;
  partners: number;
  credit_applications: number;
  private_records: number;
  document_requests: number;
  financial_files: number;
}

/** The numbered steps of runDemoPlan, for its progress lines. */
const DEMO_STEPS = 7;

// ---------------------------------------------------------------------------------------------
// Small deterministic helpers

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

/** A number in [0, 1) fixed by `seed`. */
function unit(seed: string): number {
  return hash(seed) / 4294967296;
}

function pick<T>(list: readonly T[], seed: string): T {
  return list[Math.floor(unit(seed) * list.length)] as T;
}

/** The profile of a named company: the shared profile, scaled and nudged so no two companies print alike. */
function profileFor(name: string, base: DemoProfileName): CompanyProfile {
  const p = demoProfiles[base];
  const scale = 0.6 + unit(`${name}:scale`) * 1.0;
  const nudge = (unit(`${name}:growth`) - 0.5) * 0.03;
  return {
    ...p,
    revenue: Math.round((p.revenue * scale) / 1000) * 1000,
    growth: p.growth.map((g) => g + nudge),
    receivableDays: p.receivableDays + Math.round((unit(`${name}:dso`) - 0.5) * 10),
  };
}

/** The latest financial year with published accounts, and the interim quarters published since. */
export function reportingCalendar(now: Date): { lastYear: number; quarterYear: number; quarters: number } {
  const year = now.getUTCFullYear();
  // Annual accounts are out about three months after the year end.
  const lastYear = now.getUTCMonth() >= 3 ? year - 1 : year - 2;
  const quarterYear = lastYear + 1;
  let quarters = 0;
  for (let q = 1; q <= 3; q++) {
    const end = Date.UTC(quarterYear, q * 3, 0);
    if (end + 45 * 86_400_000 <= now.getTime()) quarters = q;
  }
  return { lastYear, quarterYear, quarters };
}

interface ReportFile {
  filename: string;
  currency: string;
  /** Builds the PDF (only for files not uploaded yet). */
  build(): Promise<Uint8Array>;
}

/** The annual reports (latest `annual`) and interim reports of one company, built on demand. */
function reportsOf(
  name: string,
  base: DemoProfileName,
  print: DemoPrint,
  annual: number,
  withQuarterlies: boolean,
  now: Date,
): { annual: ReportFile[]; interim: ReportFile[]; misprinted?: ReportFile & MisprintedFigure } {
  const { lastYear, quarters } = reportingCalendar(now);
  const years = 3;
  const model = modelCompany(profileFor(name, base), lastYear - years + 1, years, withQuarterlies ? quarters : 0);
  const yearly = model.periods.filter((p) => p.periodType === "yearly");
  const interim = model.periods.filter((p) => p.periodType === "quarterly");
  const slug = name
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
  const out: { annual: ReportFile[]; interim: ReportFile[]; misprinted?: ReportFile & MisprintedFigure } = {
    annual: [],
    interim: [],
  };
  for (let i = Math.max(0, yearly.length - annual); i < yearly.length; i++) {
    const year = yearly[i];
    const prior = i === 0 ? model.opening : yearly[i - 1];
    if (!year || !prior) continue;
    out.annual.push({
      filename: `${slug}-annual-report-${year.end.slice(0, 4)}.pdf`,
      currency: print.currency,
      build: () => annualReportPdf(name, print, year, prior),
    });
  }
  const lastYearEnd = yearly.at(-1);
  const yearBefore = yearly.at(-2);
  if (lastYearEnd && yearBefore) {
    // Management accounts typed by hand: one receivable and one inventory figure wrong, totals right.
    const bs = lastYearEnd.balanceSheet;
    const receivables = bs.trade_receivables ?? 0;
    const typo = Math.round(receivables * 0.1);
    out.misprinted = {
      filename: `${slug}-management-accounts-${lastYearEnd.end.slice(0, 4)}.pdf`,
      currency: print.currency,
      period: lastYearEnd.end,
      key: "trade_receivables",
      amount: receivables,
      build: () =>
        annualReportPdf(
          name,
          print,
          { ...lastYearEnd, balanceSheet: { ...bs, trade_receivables: receivables + typo } },
          {
            ...yearBefore,
            balanceSheet: {
              ...yearBefore.balanceSheet,
              inventory: Math.round((yearBefore.balanceSheet.inventory ?? 0) * 0.9),
            },
          },
        ),
    };
  }
  if (lastYearEnd) {
    for (const [i, q] of interim.entries()) {
      out.interim.push({
        filename: `${slug}-interim-q${i + 1}-${q.end.slice(0, 4)}.pdf`,
        currency: print.currency,
        build: () => quarterlyReportPdf(name, print, q, lastYearEnd),
      });
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------

function orgByKey(key: string): DemoOrganization {
  const org = demoOrganizations.find((o) => o.key === key);
  if (!org) throw new Error(`unknown demo organization ${key}`);
  return org;
}

function emailFor(company: string): string {
  const local = company
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .slice(0, 40);
  return `finance@${local}.example`;
}

export async function runDemoPlan(ctx: DemoPlanContext): Promise<DemoPlanSummary> {
  const { api } = ctx;
  const self = (org: DemoOrganization): Caller => ({
    token: ctx.tokens.get(org.id) ?? "",
    requester: org.id,
    target: org.id,
  });
  const as = (org: DemoOrganization, target: DemoOrganization): Caller => ({
    token: ctx.tokens.get(org.id) ?? "",
    requester: org.id,
    target: target.id,
  });

  // 1. Partners and invitations: forwarders invite their shippers; accepting makes the connection.
  ctx.progress?.(1, DEMO_STEPS, "partners and invitations");
  const partnersOf = new Map<string, Partner[]>();
  const partnerList = async (org: DemoOrganization) => {
    const all: Partner[] = [];
    for (let offset = 0; ; offset += 100) {
      const page = await api.call(listPartners, self(org), { query: { limit: 100, offset } });
      all.push(...(page.items as Partner[]));
      if (all.length >= page.total_items || page.items.length === 0) break;
    }
    partnersOf.set(org.id, all);
    return all;
  };
  for (const org of demoOrganizations) await partnerList(org);

  const ensurePartner = async (
    owner: DemoOrganization,
    company: string,
    email: string,
    type: "customer" | "supplier",
    extra: { city: string; countryCode: string; at: Date },
  ) => {
    const known = partnersOf.get(owner.id) ?? [];
    if (known.some((p) => p.email.toLowerCase() === email.toLowerCase())) return;
    const seed = `${owner.key}:${company}`;
    const created = await api.call(createPartner, self(owner), {
      body: {
        company_name: company,
        partner_type: type,
        email,
        sales_amount: Math.round(250_000 + unit(seed) * 4_750_000),
        frequency: pick(["weekly", "monthly", "quarterly", "per shipment"], `${seed}:freq`),
        payment_terms: pick(["Net 30", "Net 45", "Net 60", "30 days EOM"], `${seed}:terms`),
        address: `${1 + Math.floor(unit(`${seed}:no`) * 220)} Harbour Road`,
        city: extra.city,
        postal_code: 10000 + Math.floor(unit(`${seed}:zip`) * 89999),
        country_code: extra.countryCode,
        company_registration_number: `REG-${hash(seed).toString(36).toUpperCase()}`,
      },
      at: extra.at,
    });
    known.push(created as Partner);
    partnersOf.set(owner.id, known);
  };

  // Partners and connections date from before the oldest application (about nineteen months back):
  // each invitation accepted one to four days after it was sent; the invitations still open were
  // sent in the last weeks; the other partners were added over the year.
  const daysAgo = (d: number, hours = 0) => new Date(ctx.now.getTime() - d * 86_400_000 - hours * 3_600_000);
  const invitedAt = new Map<string, Date>();
  for (const [i, inv] of demoInvitations.entries()) {
    const host = orgByKey(inv.host);
    const guest = orgByKey(inv.guest);
    const at = inv.accepted ? daysAgo(575 - i * 2, i % 6) : daysAgo(12 + i, i % 5);
    invitedAt.set(`${host.id}:${guest.id}`, at);
    await ensurePartner(host, guest.name, guest.email, "customer", {
      city: guest.city,
      countryCode: guest.countryCode,
      at,
    });
  }
  for (const [i, p] of demoOutsidePartners.entries()) {
    const owner = orgByKey(p.owner);
    await ensurePartner(owner, p.company, emailFor(p.company), p.type, {
      city: p.city,
      countryCode: p.countryCode,
      at: daysAgo(420 - i * 37, i % 7),
    });
  }
  for (const [i, inv] of demoInvitations.entries()) {
    if (!inv.accepted) continue;
    const host = orgByKey(inv.host);
    const guest = orgByKey(inv.guest);
    const open = await api.call(listInvitations, self(guest), {
      query: { invitation_statuses: ["invited"], limit: 100 },
    });
    const mine = open.items.find((x) => x.host_organization_id === host.id);
    const sent = invitedAt.get(`${host.id}:${guest.id}`) ?? daysAgo(575);
    const accepted = new Date(sent.getTime() + (1 + (i % 4)) * 86_400_000 + (2 + (i % 5)) * 3_600_000);
    if (mine) await api.call(acceptInvitation, self(guest), { params: { invitation_id: mine.id }, at: accepted });
  }
  // One invitation sent to an address that belongs to nobody on the service is revoked a day later.
  const stray = demoOutsidePartners[0];
  if (stray) {
    const owner = orgByKey(stray.owner);
    const partner = (partnersOf.get(owner.id) ?? []).find((x) => x.company_name === stray.company);
    if (partner?.invitation_status === "invited") {
      await api.call(revokePartnerInvitation, self(owner), {
        params: { partner_id: partner.id },
        at: new Date(Date.parse(partner.created_at) + 86_400_000 + 3 * 3_600_000),
      });
    }
  }
  const connections = demoInvitations
    .filter((i) => i.accepted)
    .map((i) => [orgByKey(i.host), orgByKey(i.guest)] as const);

  // 2. Document requests from each Host to its Guests, in every status; some are answered by uploads below.
  ctx.progress?.(2, DEMO_STEPS, "document requests");
  const { lastYear, quarterYear, quarters } = reportingCalendar(ctx.now);
  const daysBefore = (d: number) => new Date(ctx.now.getTime() - d * 86_400_000);
  /** The instant `days` after `from` (a request's due date follows its creation). */
  const after = (from: Date, days: number) => new Date(from.getTime() + days * 86_400_000);
  const answerRequests = new Map<string, string>(); // guest id → request id its next interim upload answers
  const completeAfterUpload: Array<{ host: DemoOrganization; guest: DemoOrganization; requestId: string }> = [];
  let documentRequests = 0;
  for (const [n, [host, guest]] of connections.entries()) {
    const existing = await api.call(listDocumentRequests, self(host), {
      params: { org_id: guest.id },
      query: { limit: 1 },
    });
    documentRequests += 3;
    if (existing.total_items > 0) continue;
    // Made at past instants (the demo clock): days to weeks before the load, at different hours of
    // the working day, each due a set number of days after it was made.
    const create = (daysAgo: number, dueInDays: number | null, body: BodyIn<typeof createDocumentRequest>) => {
      const made = new Date(daysBefore(daysAgo).getTime() - ((n * 5 + daysAgo) % 7) * 3_600_000);
      const expires_at = dueInDays === null ? undefined : after(made, dueInDays).toISOString();
      return api.call(createDocumentRequest, self(host), {
        params: { org_id: guest.id },
        body: { ...body, ...(expires_at ? { expires_at } : {}) },
        at: made,
      });
    };
    // Always: the latest annual accounts, still pending (half of them chased with a reminder).
    const annual = await create(8 + (n % 7), 30, {
      items: [{ document_type: "year_end_financial", period_type: "year", period_year: lastYear }],
      comment: `Audited financial statements for ${lastYear}, please.`,
    });
    if (n % 2 === 0) {
      await api.call(sendDocumentRequestReminder, self(host), {
        params: { org_id: guest.id, request_id: annual.id },
        at: daysBefore(2 + (n % 3)),
      });
    }
    // The latest interim statements: answered by an upload (partially), some completed by the Guest.
    const interim = await create(3 + (n % 5), 21, {
      items: [
        {
          document_type: "interim_financial",
          period_type: "quarter",
          period_year: quarterYear,
          period_quarter: Math.max(1, quarters),
        },
        { document_type: "bank_statement", period_type: "month", period_year: quarterYear, period_month: 9 },
      ],
      comment: "Latest management accounts and a recent bank statement for the annual credit review.",
    });
    if (guest.quarterlies && quarters > 0) {
      answerRequests.set(`${host.id}:${guest.id}`, interim.id);
      if (n % 3 !== 2) completeAfterUpload.push({ host, guest, requestId: interim.id });
    }
    // One more per pair, by turns: cancelled, expired or a full financial package.
    switch (n % 3) {
      case 0: {
        // Without a due date: the default lifetime (30 days after it was made).
        const r = await create(40 + n, null, {
          all_documents: true,
          comment: "Full financial package for the facility renewal.",
        });
        await api.call(cancelDocumentRequest, self(host), {
          params: { org_id: guest.id, request_id: r.id },
          at: daysBefore(38 + n),
        });
        break;
      }
      case 1: {
        // Made five weeks ago, due three weeks later and never answered: the expiry sweep expires it
        // at its due date (the sweep runs at that instant, as the background task did then).
        const r = await create(35, 21, {
          items: [{ document_type: "financial_package", period_type: "year", period_year: lastYear - 1 }],
          comment: "Prior-year financial package (comparatives).",
        });
        await runAtClock(new Date(Date.parse(r.expires_at) + 60_000), () =>
          expireDueDocumentRequests(ctx.db, { hostId: host.id }),
        );
        break;
      }
      default:
        await create(6, 14, {
          items: [
            { document_type: "bank_statement", period_type: "month", period_year: quarterYear, period_month: 6 },
            { document_type: "bank_statement", period_type: "month", period_year: quarterYear, period_month: 7 },
          ],
          comment: "Bank statements for June and July.",
        });
    }
  }

  let financialFiles = 0;
  // 3. Private records: the forwarders' own assessments of companies not on the service (first, so
  // the misprinted management accounts are extracted early and step 7 finds them read).
  ctx.progress?.(3, DEMO_STEPS, "private records");
  let toReview: { owner: Caller; recordId: string; file: ReportFile & MisprintedFigure } | undefined;
  for (const [i, rec] of demoPrivateRecords.entries()) {
    const owner = orgByKey(rec.owner);
    // The first record also holds hand-typed management accounts that need review (step 7).
    const held = await ensurePrivateRecord(ctx, self(owner), rec, i === 0);
    financialFiles += held.files;
    if (held.misprinted) toReview = { owner: self(owner), recordId: held.recordId, file: held.misprinted };
  }

  // 4. Statement PDFs through the upload → extraction → metrics → score pipeline.
  ctx.progress?.(4, DEMO_STEPS, "statement PDFs (upload, extraction, metrics, score)");
  const hostOf = new Map<string, DemoOrganization>(); // a guest's first host
  for (const [host, guest] of connections) if (!hostOf.has(guest.id)) hostOf.set(guest.id, host);
  for (const [i, org] of demoOrganizations.entries()) {
    const reports = reportsOf(org.name, org.profile, org.print, 3, org.quarterlies, ctx.now);
    financialFiles += reports.annual.length + reports.interim.length;
    const host = hostOf.get(org.id);
    // A file the host uploaded is shared with the guest only once extraction has read it: until
    // then only the host lists it, so an earlier load's files are looked up as both.
    const viewers = host ? [self(org), as(host, org)] : [self(org)];
    const uploaded = new Set<string>();
    for (const viewer of viewers) {
      const listed = await api.call(listOrganizationFinancialFiles, viewer, {
        params: { org_id: org.id },
        query: { limit: 100 },
      });
      for (const f of listed.items) uploaded.add(f.original_filename);
    }
    for (const [j, file] of reports.annual.entries()) {
      if (uploaded.has(file.filename)) continue;
      // Most companies upload their own accounts; for some shippers the forwarder uploads what it was sent.
      const uploader = host && i % 4 === 1 && j === 0 ? as(host, org) : self(org);
      await api.upload(uploadOrganizationFinancialFile, uploader, { org_id: org.id }, file, {
        currency: file.currency,
      });
    }
    for (const [j, file] of reports.interim.entries()) {
      if (uploaded.has(file.filename)) continue;
      const fields: Record<string, string> = { currency: file.currency };
      const last = j === reports.interim.length - 1;
      const answering = host ? answerRequests.get(`${host.id}:${org.id}`) : undefined;
      if (last && answering) fields.document_request_id = answering;
      await api.upload(uploadOrganizationFinancialFile, self(org), { org_id: org.id }, file, fields);
    }
  }
  for (const { host, guest, requestId } of completeAfterUpload) {
    await api
      .call(completeDocumentRequest, as(guest, host), { params: { org_id: guest.id, request_id: requestId } })
      .catch(() => undefined); // already completed by an earlier load
  }

  // 5. Shippers' credit applications to their forwarders over the past eighteen months (stories.ts):
  // every request runs at its demo instant, so histories take days and weeks, not milliseconds.
  ctx.progress?.(5, DEMO_STEPS, "credit applications and their moves");
  const planned = planApplications(
    connections.map(([host, guest]) => ({ host: host.key, guest: guest.key })),
    ctx.now,
  );
  const skip = new Map<string, number>();
  for (const [host, guest] of connections) {
    const existing = await api.call(listCreditApplications, self(host), {
      query: { shipper_id: guest.id, limit: 1, offset: 0 },
    });
    skip.set(`${host.key}:${guest.key}`, existing.total_items);
  }
  const seenOfPair = new Map<string, number>();
  // Oldest first (the signing certificate is made at the first signature and dates from then).
  for (const story of planned) {
    const pairKey = `${story.host}:${story.guest}`;
    const nth = seenOfPair.get(pairKey) ?? 0;
    seenOfPair.set(pairKey, nth + 1);
    if (nth < (skip.get(pairKey) ?? 0)) continue;
    const host = orgByKey(story.host);
    const guest = orgByKey(story.guest);
    await applicationStory(ctx, { host, guest, story, shipperPartners: partnersOf.get(guest.id) ?? [] });
  }
  const applications = planned.length;

  // 6. Whatever fell due by now expires (the background sweeps do the same when workers run).
  ctx.progress?.(6, DEMO_STEPS, "expiry of what fell due");
  await ctx.expireApplications();
  await expireDueDocumentRequests(ctx.db);

  // 7. An analyst corrects the misprinted statement once extraction has read it (the other stays for review).
  ctx.progress?.(7, DEMO_STEPS, "review of a misprinted statement");
  if (toReview)
    await reviewMisprintedStatement(ctx, toReview.owner, toReview.recordId, toReview.file.filename, toReview.file);

  return {
    connections: connections.length,
    pending_invitations: demoInvitations.filter((i) => !i.accepted).length,
    partners: demoInvitations.length + demoOutsidePartners.length,
    credit_applications: applications,
    private_records: demoPrivateRecords.length,
    document_requests: documentRequests,
    financial_files: financialFiles,
  };
}

/** One private record with its statements (and, when asked, misprinted management accounts). */
async function ensurePrivateRecord(
  ctx: DemoPlanContext,
  owner: Caller,
  rec: DemoPrivateRecord,
  withMisprint: boolean,
): Promise<{ files: number; recordId: string; misprinted?: ReportFile & MisprintedFigure }> {
  const { api } = ctx;
  const reports = reportsOf(rec.name, rec.profile, rec.print, rec.annualReports, rec.quarterlies, ctx.now);
  const misprinted = withMisprint ? reports.misprinted : undefined;
  const files = [...reports.annual, ...reports.interim, ...(misprinted ? [misprinted] : [])];
  const found = await api.call(listPrivateRecords, owner, {
    query: { search_field: "name", search_text: rec.name, limit: 10 },
  });
  let record = found.items.find((r) => r.name === rec.name);
  if (!record) {
    record = await api.call(createPrivateRecord, owner, {
      body: {
        name: rec.name,
        currency_code: rec.print.currency,
        email: rec.email,
        city: rec.city,
        country_code: rec.countryCode,
        website: `https://www.${rec.email.split("@")[1] ?? "example.com"}`,
        company_registration_number: `CRN-${hash(rec.name).toString(36).toUpperCase()}`,
        established_date: `${1985 + (hash(rec.name) % 35)}-0${1 + (hash(rec.name) % 9)}-15`,
      },
    });
  }
  const recordId = record.id;
  const listed = await api.call(listPrivateRecordFinancialFiles, owner, {
    params: { record_id: recordId },
    query: { limit: 100 },
  });
  const uploaded = new Set(listed.items.map((f) => f.original_filename));
  for (const file of files) {
    if (uploaded.has(file.filename)) continue;
    await api.upload(uploadPrivateRecordFinancialFile, owner, { record_id: recordId }, file, {
      currency: file.currency,
    });
  }
  if (rec.archived && !record.archived) {
    await api.call(updatePrivateRecord, owner, { params: { record_id: recordId }, body: { archived: true } });
  }
  return { files: files.length, recordId, misprinted };
}

const purposes = [
  "Ocean freight on new trans-Pacific lanes",
  "Seasonal peak volumes (Q4 retail)",
  "Consolidated LCL shipments to Northern Europe",
  "Air freight for time-critical components",
  "Customs duties and import VAT prepayment",
  "Project cargo for a plant expansion",
];
const paymentTerms = ["Net 30", "Net 45", "Net 60", "Net 90", "30 days EOM"];
const security = [
  { title: "Credit insurance", other: false, description: "Whole-turnover policy with a rated insurer" },
  { title: "Personal guarantee", other: false, description: "Guarantee of the managing director" },
  { title: "Letter of credit", other: false, description: "Confirmed irrevocable L/C for each shipment" },
  { title: "Escrow of bill of lading", other: true, description: "Original B/L held until payment" },
];
const approvalConditions = [
  "Credit insurance cover confirmed before the first shipment",
  "Quarterly management accounts within 45 days of quarter end",
  "Limit reviewed after six months",
];
const declineReasons = [
  "Leverage above our appetite for unsecured terms",
  "The documents asked for were not received",
  "Trading history too short for the amount requested",
];

/**
 * One planned application (stories.ts): created by the shipper at its instant, then each move
 * through the API at its own instant; expiry is the service's sweep, run at the expiry instant.
 */
async function applicationStory(
  ctx: DemoPlanContext,
  s: { host: DemoOrganization; guest: DemoOrganization; story: PlannedStory; shipperPartners: Partner[] },
): Promise<void> {
  const { api } = ctx;
  const { host, guest, story } = s;
  const shipper: Caller = { token: ctx.tokens.get(guest.id) ?? "", requester: guest.id, target: host.id };
  const forwarder: Caller = { token: ctx.tokens.get(host.id) ?? "", requester: host.id, target: host.id };
  const seed = story.seed;
  const currency = guest.print.currency;
  const amount = Math.round((50_000 + unit(seed) * 1_450_000) / 1000) * 1000;
  const terms = pick(paymentTerms, `${seed}:terms`);
  const purpose = pick(purposes, `${seed}:purpose`);
  const securityItems = unit(`${seed}:sec`) < 0.6 ? [pick(security, `${seed}:sec1`)] : [];
  const customers = s.shipperPartners.filter((p) => p.partner_type === "customer").map((p) => p.id);
  const suppliers = s.shipperPartners.filter((p) => p.partner_type === "supplier").map((p) => p.id);
  const expiresAt = story.expiresAt ? story.expiresAt.toISOString() : null;
  const at = story.createdAt;

  let id: string;
  if (story.type === "trade_finance") {
    const created = await api.call(createTradeFinanceApplication, shipper, {
      at,
      body: {
        details: {
          monthly_facility_amount: Math.round(amount / 12),
          currency,
          payment_terms: terms,
          inco_terms: pick(["FOB", "CIF", "EXW", "DAP", "DDP"], `${seed}:inco`),
          purpose,
        },
        customers: customers.slice(0, 1),
        suppliers: suppliers.slice(0, 1),
        security_compliance: securityItems,
        expires_at: expiresAt,
      },
    });
    id = created.id;
  } else if (story.type === "factoring") {
    const created = await api.call(createFactoringApplication, shipper, {
      at,
      body: {
        amount,
        currency,
        payment_terms: terms,
        expires_at: expiresAt,
        security_compliance: securityItems,
        details: { requested_amount: Math.round(amount * 0.8), purpose, counterparty_id: customers[0] ?? null },
      },
    });
    id = created.id;
  } else {
    const created = await api.call(createCreditTermsApplication, shipper, {
      at,
      body: {
        amount,
        currency,
        payment_terms: terms,
        expires_at: expiresAt,
        security_compliance: securityItems,
        details: {
          annual_revenue: Math.round(amount * (8 + unit(`${seed}:rev`) * 20)),
          freight_spend: Math.round(amount * (1.5 + unit(`${seed}:fs`) * 3)),
          purpose,
        },
      },
    });
    id = created.id;
  }

  const params = { credit_application_id: id };
  const sendStep = story.steps.find((x) => x.move === "send");
  const daysSinceSent = sendStep ? Math.ceil((ctx.now.getTime() - sendStep.at.getTime()) / 86_400_000) : 0;
  const signature: SignatureStory = {
    forwarder,
    shipper,
    id,
    shipperEmail: guest.email,
    seed: hash(seed),
    // The expired story is given 14 days; the others enough that their deadline is still ahead.
    expiresInDays: story.kind === "sign_expired" ? 14 : Math.min(90, Math.max(14, daysSinceSent + 10)),
  };
  for (const { at, move } of story.steps) {
    switch (move) {
      case "review":
        await api.call(startInternalReview, forwarder, { params, at });
        break;
      case "external":
        await api.call(startExternalReview, forwarder, { params, at });
        break;
      case "changes":
        await api.call(requestChangesEndpoint, forwarder, {
          params,
          at,
          body: {
            financial_analysis_type: pick(["full", "partial", "none"] as const, `${seed}:fa`),
            financial_documents: ["year_end_financial", "interim_financial"],
            additional_documents: "Aged receivables listing and the latest management accounts",
            message: "Please send the documents listed so we can complete the review.",
          },
        });
        break;
      case "confirm":
        await api.call(confirmAdditionalDocuments, shipper, { params, at });
        break;
      case "resubmit":
        await api.call(resubmitApplication, shipper, { params, at });
        break;
      case "approve":
        await api.call(approveApplication, forwarder, {
          params,
          at,
          body: {
            // On the basis of the requested amount (api-design §6): trade finance grants a monthly facility.
            approved_amount:
              story.type === "trade_finance"
                ? Math.round((amount * (0.7 + 0.3 * unit(`${seed}:granted`))) / 12 / 100) * 100
                : Math.round((amount * (0.7 + 0.3 * unit(`${seed}:granted`))) / 1000) * 1000,
            conditions: pick(approvalConditions, `${seed}:cond`),
            reason: "Sound payment record and adequate liquidity",
          },
        });
        break;
      case "decline":
        await api.call(declineApplication, forwarder, { params, at, body: { reason: pick(declineReasons, seed) } });
        break;
      case "reject":
        await api.call(rejectApplication, shipper, {
          params,
          at,
          body: { reason: "We arranged financing elsewhere on better terms" },
        });
        break;
      case "finalize":
        await api.call(finalizeApplication, shipper, { params, at });
        break;
      case "update":
        // A trade-finance application the shipper revised while pending.
        await api.call(updateTradeFinanceApplication, shipper, {
          params,
          at,
          body: {
            details: {
              monthly_facility_amount: Math.round((amount * 1.1) / 12),
              currency,
              payment_terms: terms,
              inco_terms: "FOB",
              purpose: `${purpose} (revised volumes)`,
            },
            customers: customers.slice(0, 2),
            suppliers: suppliers.slice(0, 2),
            security_compliance: [...securityItems, pick(security, `${seed}:sec2`)].filter(
              (v, i, a) => a.findIndex((x) => x.title === v.title) === i,
            ),
          },
        });
        break;
      case "expire":
        // The service's sweep, as it runs at that instant (the background sweep may have been first).
        await runAtClock(at, () => ctx.expireApplications([id]));
        break;
      default:
        await signatureStep(api, ctx.db, signature, move, at);
    }
  }
}
