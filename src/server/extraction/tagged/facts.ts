import { SaxesParser, type SaxesTagNS } from "saxes";
import { FormatValueError, scaleDecimal, transformNumber, UnknownFormatError } from "./ixt-formats";

/**
 * Reads the facts of a tagged filing: an Inline XBRL document (XHTML with `ix:` tags) or a plain
 * XBRL instance, with a streaming XML parser (saxes). DTDs are refused (no entity expansion), and so
 * are documents nested deeper than MAX_DEPTH. See docs/extraction.md, "Tagged filings".
 */

export const XBRLI = "http://www.xbrl.org/2003/instance";
const XBRLDI = "http://xbrl.org/2006/xbrldi";
const IX_NAMESPACES = new Set(["http://www.xbrl.org/2013/inlineXBRL", "http://www.xbrl.org/2008/inlineXBRL"]);
const ISO4217 = "http://www.xbrl.org/2003/iso4217";
const XSI = "http://www.w3.org/2001/XMLSchema-instance";

/** Elements open at once, at most: deeper documents are refused (a parser bomb, not a filing). */
export const MAX_DEPTH = 256;
/** Facts read from one document at most. */
export const MAX_FACTS = 200_000;

export class TaggedDocumentError extends Error {}

export interface Concept {
  namespace: string;
  localName: string;
  /** As written in the filing (prefix:localName). */
  qname: string;
}

export interface TaggedContext {
  id: string;
  entity: string | null;
  /** Start of a duration (YYYY-MM-DD), null for an instant or forever. */
  periodStart: string | null;
  /** The instant or the end of the duration (YYYY-MM-DD); null for forever. */
  periodEnd: string | null;
  /** Explicit (and typed) dimension members of the segment or scenario, as written. */
  dimensions: Array<{ dimension: string; member: string }>;
}

export interface TaggedUnit {
  id: string;
  /** The measure(s) as written, e.g. "iso4217:GBP" or "iso4217:USD/xbrli:shares". */
  measure: string;
  /** The ISO 4217 code when the unit is a single currency. */
  currency: string | null;
}

export interface NumericFact {
  concept: Concept;
  contextRef: string;
  unitRef: string | null;
  /** Null for a nil fact. */
  value: number | null;
  decimals: string | null;
  scale: number;
  /** The displayed (inline) or written (instance) text. */
  text: string;
  file: string;
}

export interface TextFact {
  concept: Concept;
  contextRef: string;
  text: string;
}

export interface TaggedDocument {
  kind: "ixbrl" | "xbrl";
  file: string;
  contexts: Map<string, TaggedContext>;
  units: Map<string, TaggedUnit>;
  numericFacts: NumericFact[];
  textFacts: TextFact[];
  /** Facts that could not be read (unknown format, malformed value), each said in one sentence. */
  problems: string[];
}

interface OpenText {
  concept: Concept;
  contextRef: string;
  parts: string[];
  /** ix:continuation chain id (`continuedAt`). */
  continuedAt: string | null;
}

interface OpenNumber {
  concept: Concept;
  attrs: Record<string, string>;
  parts: string[];
  nil: boolean;
}

function attrMap(tag: SaxesTagNS): Record<string, string> {
  const out: Record<string, string> = {};
  for (const a of Object.values(tag.attributes)) {
    out[a.uri === XSI ? `xsi:${a.local}` : a.local] = a.value;
  }
  return out;
}

function isoDateOf(text: string): string {
  const t = text.trim();
  // xs:date or xs:dateTime; a dateTime at midnight with no time is the end of the day before in XBRL,
  // but filings write plain dates, which is what is kept.
  return t.slice(0, 10);
}

/** Reads one tagged document (iXBRL or XBRL instance) from its text. */
export function readTaggedDocument(xml: string, file: string): TaggedDocument {
  const parser = new SaxesParser({ xmlns: true, position: false });
  const doc: TaggedDocument = {
    kind: "xbrl",
    file,
    contexts: new Map(),
    units: new Map(),
    numericFacts: [],
    textFacts: [],
    problems: [],
  };
  const nsStack: Array<Record<string, string>> = [];
  const resolve = (prefix: string): string | undefined => {
    for (let i = nsStack.length - 1; i >= 0; i--) {
      const uri = nsStack[i]?.[prefix];
      if (uri !== undefined) return uri;
    }
    return undefined;
  };
  const qnameOf = (qname: string): Concept => {
    const at = qname.indexOf(":");
    const prefix = at >= 0 ? qname.slice(0, at) : "";
    const localName = at >= 0 ? qname.slice(at + 1) : qname;
    return { namespace: resolve(prefix) ?? "", localName, qname: qname.trim() };
  };
  let depth = 0;
  let rootSeen = false;
  let textTarget: string[] | null = null;
  // Context/unit under construction.
  let context: TaggedContext | null = null;
  let unit: { id: string; numerator: string[]; denominator: string[]; inDenominator: boolean } | null = null;
  let dimension: { dimension: string; parts: string[] } | null = null;
  let periodPart: "startDate" | "endDate" | "instant" | "identifier" | "measure" | null = null;
  const numbers: OpenNumber[] = [];
  const texts: OpenText[] = [];
  let excludeDepth = 0;
  const continuations = new Map<string, { parts: string[]; continuedAt: string | null }>();
  const openContinuations: Array<{ id: string; parts: string[] }> = [];
  const pendingTexts: OpenText[] = [];
  // Plain XBRL instance facts: a direct child of xbrli:xbrl with a contextRef.
  let instanceFact: { concept: Concept; attrs: Record<string, string>; parts: string[]; depth: number } | null = null;

  parser.on("doctype", () => {
    throw new TaggedDocumentError("The document declares a DTD, which is refused (no entity expansion)");
  });
  parser.on("opentag", (tag) => {
    depth++;
    if (depth > MAX_DEPTH) throw new TaggedDocumentError(`The document nests elements deeper than ${MAX_DEPTH}`);
    nsStack.push(tag.ns ?? {});
    const uri = tag.uri;
    const local = tag.local;
    if (!rootSeen) {
      rootSeen = true;
      if (uri === XBRLI && local === "xbrl") doc.kind = "xbrl";
      else if (local === "html") doc.kind = "ixbrl";
      else throw new TaggedDocumentError("Neither an XBRL instance nor an XHTML document");
    }
    const attrs = attrMap(tag);
    if (uri === XBRLI) {
      if (local === "context") {
        context = { id: attrs.id ?? "", entity: null, periodStart: null, periodEnd: null, dimensions: [] };
      } else if (local === "unit") {
        unit = { id: attrs.id ?? "", numerator: [], denominator: [], inDenominator: false };
      } else if (local === "unitDenominator" && unit) {
        unit.inDenominator = true;
      } else if (
        local === "startDate" ||
        local === "endDate" ||
        local === "instant" ||
        local === "identifier" ||
        local === "measure"
      ) {
        periodPart = local;
        textTarget = [];
      }
      return;
    }
    if (uri === XBRLDI && (local === "explicitMember" || local === "typedMember") && context) {
      dimension = { dimension: attrs.dimension ?? "", parts: [] };
      return;
    }
    if (uri !== undefined && IX_NAMESPACES.has(uri)) {
      doc.kind = "ixbrl";
      if (local === "nonFraction" || local === "fraction") {
        numbers.push({
          concept: qnameOf(attrs.name ?? ""),
          attrs,
          parts: [],
          nil: attrs["xsi:nil"] === "true",
        });
      } else if (local === "nonNumeric") {
        texts.push({
          concept: qnameOf(attrs.name ?? ""),
          contextRef: attrs.contextRef ?? "",
          parts: [],
          continuedAt: attrs.continuedAt ?? null,
        });
      } else if (local === "continuation") {
        openContinuations.push({ id: attrs.id ?? "", parts: [] });
        continuations.set(attrs.id ?? "", { parts: [], continuedAt: attrs.continuedAt ?? null });
      } else if (local === "exclude") {
        excludeDepth++;
      }
      return;
    }
    if (doc.kind === "xbrl" && depth === 2 && attrs.contextRef !== undefined) {
      instanceFact = { concept: { namespace: uri ?? "", localName: local, qname: tag.name }, attrs, parts: [], depth };
    }
  });
  parser.on("text", (t) => {
    if (textTarget) textTarget.push(t);
    if (dimension) dimension.parts.push(t);
    if (instanceFact) instanceFact.parts.push(t);
    if (excludeDepth > 0) return;
    for (const n of numbers) n.parts.push(t);
    for (const x of texts) x.parts.push(t);
    for (const c of openContinuations) c.parts.push(t);
  });
  parser.on("cdata", (t) => {
    if (instanceFact) instanceFact.parts.push(t);
  });
  parser.on("closetag", (tag) => {
    depth--;
    nsStack.pop();
    const uri = tag.uri;
    const local = tag.local;
    if (uri === XBRLI) {
      if (periodPart && (local === periodPart || (local === "identifier" && periodPart === "identifier"))) {
        const value = (textTarget ?? []).join("").trim();
        textTarget = null;
        if (context) {
          if (periodPart === "startDate") context.periodStart = isoDateOf(value);
          else if (periodPart === "endDate" || periodPart === "instant") context.periodEnd = isoDateOf(value);
          else if (periodPart === "identifier") context.entity = value;
        } else if (unit && periodPart === "measure") {
          (unit.inDenominator ? unit.denominator : unit.numerator).push(value);
        }
        periodPart = null;
      } else if (local === "context" && context) {
        doc.contexts.set(context.id, context);
        context = null;
      } else if (local === "unit" && unit) {
        const measures = unit.numerator.concat(unit.denominator);
        const measure =
          unit.denominator.length > 0
            ? `${unit.numerator.join("*")}/${unit.denominator.join("*")}`
            : measures.join("*");
        let currency: string | null = null;
        if (unit.denominator.length === 0 && unit.numerator.length === 1) {
          const q = unit.numerator[0] ?? "";
          const at = q.indexOf(":");
          const ns = at >= 0 ? resolveAt(q.slice(0, at)) : undefined;
          const code = at >= 0 ? q.slice(at + 1) : q;
          if (ns === ISO4217 || (at >= 0 && q.slice(0, at).toLowerCase() === "iso4217")) currency = code;
        }
        doc.units.set(unit.id, { id: unit.id, measure, currency });
        unit = null;
      }
      return;
    }
    if (uri === XBRLDI && dimension && context) {
      context.dimensions.push({ dimension: dimension.dimension, member: dimension.parts.join("").trim() });
      dimension = null;
      return;
    }
    if (uri !== undefined && IX_NAMESPACES.has(uri)) {
      if ((local === "nonFraction" || local === "fraction") && numbers.length > 0) {
        const n = numbers.pop() as OpenNumber;
        addInlineNumber(n);
      } else if (local === "nonNumeric" && texts.length > 0) {
        const x = texts.pop() as OpenText;
        pendingTexts.push(x);
      } else if (local === "continuation" && openContinuations.length > 0) {
        const c = openContinuations.pop() as { id: string; parts: string[] };
        const entry = continuations.get(c.id);
        if (entry) entry.parts = c.parts;
      } else if (local === "exclude") {
        excludeDepth = Math.max(0, excludeDepth - 1);
      }
      return;
    }
    if (instanceFact && depth === instanceFact.depth - 1) {
      const f = instanceFact;
      instanceFact = null;
      addInstanceFact(f);
    }
  });

  function resolveAt(prefix: string): string | undefined {
    return resolve(prefix);
  }

  function pushNumeric(fact: NumericFact): void {
    if (doc.numericFacts.length >= MAX_FACTS) throw new TaggedDocumentError(`More than ${MAX_FACTS} facts`);
    doc.numericFacts.push(fact);
  }

  function addInlineNumber(n: OpenNumber): void {
    const text = n.parts.join("").trim();
    const scale = Number.parseInt(n.attrs.scale ?? "0", 10) || 0;
    const base = {
      concept: n.concept,
      contextRef: n.attrs.contextRef ?? "",
      unitRef: n.attrs.unitRef ?? null,
      decimals: n.attrs.decimals ?? null,
      scale,
      text,
      file,
    };
    if (n.nil) {
      pushNumeric({ ...base, value: null });
      return;
    }
    try {
      const lexical = transformNumber(n.attrs.format ?? null, text);
      pushNumeric({ ...base, value: scaleDecimal(lexical, scale, n.attrs.sign === "-") });
    } catch (err) {
      if (err instanceof UnknownFormatError || err instanceof FormatValueError) {
        doc.problems.push(`${n.concept.qname} in ${base.contextRef}: ${err.message}`);
        return;
      }
      throw err;
    }
  }

  function addInstanceFact(f: { concept: Concept; attrs: Record<string, string>; parts: string[] }): void {
    const text = f.parts.join("").trim();
    const contextRef = f.attrs.contextRef ?? "";
    if (f.attrs.unitRef === undefined) {
      doc.textFacts.push({ concept: f.concept, contextRef, text });
      return;
    }
    const base = {
      concept: f.concept,
      contextRef,
      unitRef: f.attrs.unitRef,
      decimals: f.attrs.decimals ?? null,
      scale: 0,
      text,
      file,
    };
    if (f.attrs["xsi:nil"] === "true") {
      pushNumeric({ ...base, value: null });
      return;
    }
    try {
      pushNumeric({ ...base, value: scaleDecimal(transformNumber(null, text), 0, false) });
    } catch (err) {
      if (err instanceof FormatValueError) {
        doc.problems.push(`${f.concept.qname} in ${contextRef}: ${err.message}`);
        return;
      }
      throw err;
    }
  }

  try {
    parser.write(xml).close();
  } catch (err) {
    if (err instanceof TaggedDocumentError) throw err;
    throw new TaggedDocumentError(`Not well-formed XML: ${err instanceof Error ? err.message : String(err)}`);
  }
  // nonNumeric facts joined with their continuations (ix:continuation chains, in order).
  for (const x of pendingTexts) {
    let text = x.parts.join("");
    let next = x.continuedAt;
    const seen = new Set<string>();
    while (next && !seen.has(next)) {
      seen.add(next);
      const c = continuations.get(next);
      if (!c) break;
      text += c.parts.join("");
      next = c.continuedAt;
    }
    doc.textFacts.push({ concept: x.concept, contextRef: x.contextRef, text: text.replace(/\s+/g, " ").trim() });
  }
  return doc;
}
