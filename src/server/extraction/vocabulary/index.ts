import type { DocumentType, LineItemKey } from "../../../contract/chart-of-accounts";
import { normalizeLabel } from "../normalize-label";
import type { Section } from "../synonyms";
import { frs102Vocabulary } from "./frs102";
import { hgbVocabulary } from "./hgb";
import { ifrsVocabulary } from "./ifrs";
import { ifrsGermanVocabulary } from "./ifrs-de";
import type { Vocabulary, VocabularyEntry, VocabularyRole } from "./types";
import { usGaapVocabulary } from "./us-gaap";

export type { UnmappedLabel, Vocabulary, VocabularyEntry, VocabularyRole } from "./types";

/** The published label sets the mapping reads, in this order (docs/extraction.md "Label vocabulary"). */
export const vocabularies: readonly Vocabulary[] = [
  ifrsVocabulary,
  usGaapVocabulary,
  frs102Vocabulary,
  hgbVocabulary,
  ifrsGermanVocabulary,
];

export type LabelKind = "standard" | "terse" | "variant";

/** One printed label of the vocabulary, normalized once. */
export interface VocabularyLabel {
  vocabulary: Vocabulary["id"];
  element: string;
  type: DocumentType;
  key: LineItemKey;
  role: VocabularyRole;
  section?: Section;
  ambiguous: boolean;
  kind: LabelKind;
  /** As the taxonomy or the law writes it. */
  printed: string;
  /** After `normalizeLabel`: what the mapping compares. */
  label: string;
}

function labelsOf(v: Vocabulary, e: VocabularyEntry): VocabularyLabel[] {
  const out: VocabularyLabel[] = [];
  const add = (printed: string, kind: LabelKind) => {
    const label = normalizeLabel(printed);
    if (!label || out.some((l) => l.label === label)) return;
    out.push({
      vocabulary: v.id,
      element: e.element,
      type: e.type,
      key: e.key,
      role: e.role ?? "exact",
      section: e.section,
      ambiguous: e.ambiguous === true,
      kind,
      printed,
      label,
    });
  };
  if (e.terse) add(e.terse, "terse");
  for (const variant of e.variants ?? []) add(variant, "variant");
  if (e.matchStandard !== false) add(e.standard, "standard");
  return out;
}

/** Every label the mapping matches, per entry, normalized. */
export const vocabularyLabels: readonly VocabularyLabel[] = vocabularies.flatMap((v) =>
  v.entries.flatMap((e) => labelsOf(v, e)),
);
