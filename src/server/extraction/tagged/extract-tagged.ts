import {
  chartOfAccounts,
  type DocumentType,
  type LineItem,
  type LineItemKey,
  type TaggedLineItemSource,
  type UnmappedFact,
} from "../../../contract/chart-of-accounts";
import type { ExtractedStatement, ExtractionOutcome } from "../extract";
import {
  conceptMap,
  entityNameConcepts,
  groupMembers,
  separateMembers,
  type Taxonomy,
  taxonomyOf,
} from "./concept-map";
import {
  type NumericFact,
  readTaggedDocument,
  type TaggedContext,
  type TaggedDocument,
  TaggedDocumentError,
} from "./facts";
import { FilingRefusedError, readReportPackage, sniffKind, xmlText } from "./filing-kind";

/**
 * Statements from a tagged filing (iXBRL, XBRL instance): the facts of the primary contexts (no
 * dimension; or the consolidated group's member, for group accounts) of the latest period and the
 * one before, mapped to the chart of accounts through concept-map.ts. Every figure has confidence 1
 * and its fact as source; a concept we do not map is returned in `unmappedFacts`.
 * See docs/extraction.md, "Tagged filings".
 */

/** Confidence of a figure whose duplicates in the filing disagree: the document then needs review. */
const INCONSISTENT_CONFIDENCE = 0.5;
const DAY_MS = 86_400_000;
/** Statements need this many mapped figures (as the PDF reader's MIN_LINE_ITEMS). */
const MIN_ITEMS = 2;

const keyType = new Map<LineItemKey, DocumentType>();
for (const [type, keys] of Object.entries(chartOfAccounts) as Array<[DocumentType, readonly LineItemKey[]]>) {
  for (const k of keys) keyType.set(k, type);
}

function days(ctx: TaggedContext): number {
  if (!ctx.periodStart || !ctx.periodEnd) return 0;
  return Math.round((Date.parse(ctx.periodEnd) - Date.parse(ctx.periodStart)) / DAY_MS);
}

function localOf(qname: string): string {
  const at = qname.indexOf(":");
  return at >= 0 ? qname.slice(at + 1) : qname;
}

/** Rounds a value to `decimals` places (XBRL consistency of duplicate facts). */
function roundTo(value: number, decimals: string | null): number {
  if (decimals === null || decimals === "INF") return value;
  const d = Number.parseInt(decimals, 10);
  if (!Number.isFinite(d)) return value;
  const f = 10 ** d;
  return Math.round(value * f) / f;
}

interface Resolved {
  fact: NumericFact;
  context: TaggedContext;
  currency: string | null;
  /** True when another fact of the same concept, context and unit has another value. */
  inconsistent: boolean;
}

/** Duplicates reconciled: same concept, context and unit; consistent values make one fact. */
export function reconcile(doc: TaggedDocument): Resolved[] {
  const byKey = new Map<string, Resolved>();
  for (const fact of doc.numericFacts) {
    if (fact.value === null) continue;
    const context = doc.contexts.get(fact.contextRef);
    if (!context || context.periodEnd === null) continue;
    const unit = fact.unitRef ? doc.units.get(fact.unitRef) : undefined;
    const key = `${fact.concept.namespace}#${fact.concept.localName}|${fact.contextRef}|${fact.unitRef ?? ""}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { fact, context, currency: unit?.currency ?? null, inconsistent: false });
      continue;
    }
    const decimals = [seen.fact.decimals, fact.decimals].filter((d): d is string => d !== null && d !== "INF");
    const least = decimals.length > 0 ? String(Math.min(...decimals.map((d) => Number.parseInt(d, 10)))) : null;
    if (roundTo(seen.fact.value ?? 0, least) !== roundTo(fact.value, least)) seen.inconsistent = true;
  }
  return [...byKey.values()];
}

function isGroupContext(ctx: TaggedContext): boolean {
  return hasOnlyMember(ctx, groupMembers);
}

/** No dimension, or only the member of the entity's own statements. */
function isPrimaryContext(ctx: TaggedContext): boolean {
  return ctx.dimensions.length === 0 || hasOnlyMember(ctx, separateMembers);
}

function hasOnlyMember(
  ctx: TaggedContext,
  members: ReadonlyArray<{ dimensionLocalName: string; memberLocalName: string }>,
): boolean {
  return (
    ctx.dimensions.length === 1 &&
    members.some(
      (g) =>
        localOf(ctx.dimensions[0]?.dimension ?? "") === g.dimensionLocalName &&
        localOf(ctx.dimensions[0]?.member ?? "") === g.memberLocalName,
    )
  );
}

interface Mapped {
  key: LineItemKey;
  rank: number;
  negate: boolean;
}

function mappingOf(taxonomy: Taxonomy | undefined, localName: string): Mapped | undefined {
  if (!taxonomy) return undefined;
  for (const m of conceptMap[taxonomy]) {
    const rank = m.concepts.findIndex((c) => (typeof c === "string" ? c : c.name) === localName);
    if (rank >= 0) {
      const c = m.concepts[rank];
      return { key: m.key, rank, negate: typeof c === "object" };
    }
  }
  return undefined;
}

function sourceOf(r: Resolved): TaggedLineItemSource {
  return {
    concept: r.fact.concept.qname,
    context: r.fact.contextRef,
    period_start: r.context.periodStart,
    period_end: r.context.periodEnd ?? "",
    unit: r.currency ?? r.fact.unitRef,
    decimals: r.fact.decimals,
    scale: r.fact.scale,
    file: r.fact.file,
    text: r.fact.text,
  };
}

function companyNameOf(doc: TaggedDocument): string | undefined {
  for (const want of entityNameConcepts) {
    const f = doc.textFacts.find(
      (t) => t.concept.localName === want.localName && t.concept.namespace.startsWith(want.namespaceStartsWith),
    );
    const name = f?.text.trim();
    if (name) return name;
  }
  return undefined;
}

export interface TaggedOutcomeExtras {
  unmappedFacts: UnmappedFact[];
}

/** Builds the statements of one tagged document. */
export function statementsFromTagged(doc: TaggedDocument): ExtractionOutcome & Partial<TaggedOutcomeExtras> {
  const resolved = reconcile(doc);
  const withMapping = resolved.map((r) => ({
    r,
    taxonomy: taxonomyOf(r.fact.concept.namespace),
    mapped: mappingOf(taxonomyOf(r.fact.concept.namespace), r.fact.concept.localName),
  }));
  const mappedGroup = withMapping.filter((m) => m.mapped && isGroupContext(m.r.context));
  const group = mappedGroup.length > 0;
  const primary = withMapping.filter((m) => (group ? isGroupContext(m.r.context) : isPrimaryContext(m.r.context)));
  const mapped = primary.filter((m) => m.mapped && m.r.currency !== null);
  if (mapped.length === 0) {
    return {
      kind: "none",
      pages: 0,
      reason:
        resolved.length === 0
          ? "The filing has no numeric facts"
          : "None of the filing's facts maps to the chart of accounts (taxonomy not supported?)",
    };
  }
  // The currency most of the mapped figures are in.
  const currencies = new Map<string, number>();
  for (const m of mapped) currencies.set(m.r.currency as string, (currencies.get(m.r.currency as string) ?? 0) + 1);
  const currency = [...currencies.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] as string;
  const inCurrency = mapped.filter((m) => m.r.currency === currency);

  // Period ends with mapped figures, latest first: the current period and the one before.
  const ends = [...new Set(inCurrency.map((m) => m.r.context.periodEnd as string))].sort().reverse();
  // A quarterly filing (its latest duration is short): its latest balance sheet is quarterly, the
  // one before (the year end) yearly.
  const latestDurations = inCurrency.filter((m) => m.r.context.periodEnd === ends[0] && m.r.context.periodStart);
  const quarterlyFiling = latestDurations.length > 0 && latestDurations.every((m) => days(m.r.context) <= 200);

  const statements: ExtractedStatement[] = [];
  const chosenContexts = new Set<string>();
  for (const type of ["balance_sheet", "income_statement", "cashflow_statement"] as const) {
    const ofType = inCurrency.filter((m) => keyType.get((m.mapped as Mapped).key) === type);
    let taken = 0;
    let currentDays = 0;
    for (const end of ends) {
      if (taken >= 2) break;
      let candidates = ofType.filter((m) => m.r.context.periodEnd === end);
      if (type === "balance_sheet") {
        candidates = candidates.filter((m) => m.r.context.periodStart === null);
      } else {
        candidates = candidates.filter((m) => m.r.context.periodStart !== null);
        // The duration with most figures (the year, or the quarter of a 10-Q); the prior one of like length.
        const counts = new Map<number, number>();
        for (const m of candidates) counts.set(days(m.r.context), (counts.get(days(m.r.context)) ?? 0) + 1);
        const lengths = [...counts.entries()]
          .filter(([d]) => taken === 0 || Math.abs(d - currentDays) <= 20)
          .sort((a, b) => b[1] - a[1] || a[0] - b[0]);
        const length = lengths[0]?.[0];
        if (length === undefined) continue;
        candidates = candidates.filter((m) => days(m.r.context) === length);
        if (taken === 0) currentDays = length;
      }
      const items = new Map<LineItemKey, { m: (typeof candidates)[number]; rank: number }>();
      for (const m of candidates) {
        const mp = m.mapped as Mapped;
        const had = items.get(mp.key);
        if (!had || mp.rank < had.rank) items.set(mp.key, { m, rank: mp.rank });
      }
      if (items.size < MIN_ITEMS) continue;
      const lineItems: LineItem[] = [];
      for (const key of chartOfAccounts[type] as readonly LineItemKey[]) {
        const it = items.get(key);
        if (!it) continue;
        const { r } = it.m;
        const value = r.fact.value as number;
        const negate = (it.m.mapped as Mapped).negate;
        chosenContexts.add(r.fact.contextRef);
        lineItems.push({
          key,
          label: r.fact.concept.qname,
          amount: negate && value !== 0 ? -value : value,
          confidence: r.inconsistent ? INCONSISTENT_CONFIDENCE : 1,
          source: sourceOf(r),
        });
      }
      const length = type === "balance_sheet" ? 0 : currentDays;
      const periodType: "yearly" | "quarterly" =
        type === "balance_sheet"
          ? quarterlyFiling && end === ends[0]
            ? "quarterly"
            : "yearly"
          : length > 300
            ? "yearly"
            : "quarterly";
      statements.push({ documentType: type, period: end, periodType, lineItems, page: 1 });
      taken++;
    }
  }
  if (statements.length === 0) {
    return { kind: "none", pages: 0, reason: "Too few mapped figures in any period to make a statement" };
  }
  // Every other fact of the chosen contexts that the chart does not map, listed (never dropped).
  const unmappedFacts: UnmappedFact[] = primary
    .filter((m) => !m.mapped && chosenContexts.has(m.r.fact.contextRef))
    .map((m) => ({
      concept: m.r.fact.concept.qname,
      context: m.r.fact.contextRef,
      period_start: m.r.context.periodStart,
      period_end: m.r.context.periodEnd as string,
      unit: m.r.currency ?? m.r.fact.unitRef,
      amount: m.r.fact.value as number,
    }));
  const taxonomies = [...new Set(inCurrency.map((m) => m.taxonomy))].join(", ");
  const inconsistent = resolved.filter((r) => r.inconsistent).length;
  const parts = [
    `Read from a tagged filing (${doc.kind === "ixbrl" ? "Inline XBRL" : "XBRL instance"}, ${taxonomies}, ${currency})`,
    `${statements.length} statement(s), ${statements.reduce((n, s) => n + s.lineItems.length, 0)} figures mapped`,
    `${new Set(unmappedFacts.map((u) => u.concept)).size} concepts not mapped (listed with the file)`,
  ];
  if (group) parts.push("group accounts: the consolidated figures were imported (the group's member of the dimension)");
  if (inconsistent > 0) parts.push(`${inconsistent} fact(s) tagged twice with different values`);
  if (doc.problems.length > 0) parts.push(`${doc.problems.length} fact(s) could not be read`);
  return {
    kind: "statements",
    statements,
    summary: parts.join("; "),
    pages: 0,
    companyName: companyNameOf(doc),
    unmappedFacts,
  };
}

/** Reads a tagged document's text and builds its statements; malformed or hostile XML is unreadable. */
export function extractTagged(text: string, file: string): ExtractionOutcome & Partial<TaggedOutcomeExtras> {
  let doc: TaggedDocument;
  try {
    doc = readTaggedDocument(text, file);
  } catch (err) {
    if (err instanceof TaggedDocumentError) return { kind: "unreadable", reason: err.message };
    throw err;
  }
  return statementsFromTagged(doc);
}

/**
 * Reads a tagged filing (checked at upload): a report package's report, or the Inline XBRL
 * document or XBRL instance itself. Runs in the tagged reader's thread (tagged-reader.ts).
 */
export async function extractFiling(
  bytes: Buffer,
  filename: string,
): Promise<ExtractionOutcome & Partial<TaggedOutcomeExtras>> {
  if (sniffKind(bytes.subarray(0, 64)) === "zip") {
    try {
      const pkg = await readReportPackage(bytes);
      return extractTagged(xmlText(pkg.report), pkg.reportPath);
    } catch (err) {
      if (err instanceof FilingRefusedError) return { kind: "unreadable", reason: err.message };
      throw err;
    }
  }
  return extractTagged(xmlText(bytes), filename);
}
