import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { lazy, Suspense, useCallback, useMemo, useState } from "react";
import { type LineItemKey, pdfSourceOf, taggedSourceOf } from "../../../../contract/chart-of-accounts";
import type { CorrectDocumentBody } from "../../../../contract/documents";
import { Badge } from "../../../components/badge";
import { Panel } from "../../../components/page";
import { ErrorState, Skeleton } from "../../../components/states";
import { formatDate } from "../../../lib/format";
import { hostOwnedCall } from "../../../lib/org-scope";
import { useOrganizationNames } from "../../../lib/organization-names";
import { useScope } from "../../../lib/scope";
import { useCorrectDocument } from "../api/correct-document";
import { type DocumentDetail, useDocument } from "../api/get-document";
import { useFileContent } from "../api/get-file-content";
import { documentKeys } from "../api/keys";
import { fetchPeriodFigures, type PeriodFigures } from "../api/period-figures";
import { correctionEffect } from "../model/correction-effect";
import { accountLabel, periodTypeLabels } from "../model/labels";
import { LOW_CONFIDENCE, reviewRows, reviewStatusLabels, reviewStatusTones } from "../model/review";
import { type DocumentSubject, subjectKey } from "../model/subject";
import { CorrectionEffectPanel, type CorrectionEffectState, periodName } from "./correction-effect-panel";
import { ReviewForm } from "./review-form";
import { ChecksList, CorrectionsHistory } from "./review-panels";
import "./document-review.css";

/** Page widths offered: 100 % = as wide as the panel. */
const ZOOMS: readonly number[] = [1, 1.5, 2, 3];

// pdf.js is large: loaded only when a document is reviewed.
const PdfPageView = lazy(() => import("./pdf-page-view").then((m) => ({ default: m.PdfPageView })));

/**
 * Review of one extracted document (api-design §13): the PDF page beside the extracted items, the
 * selected item's source box outlined on the page, the figures editable, "Mark reviewed", the
 * checks and every correction made so far.
 */
export function DocumentReviewView({ subject, documentId }: { subject: DocumentSubject; documentId: string }) {
  const doc = useDocument(subject, documentId);
  if (doc.isPending) return <Skeleton lines={10} label="Loading the document" />;
  if (doc.isError) {
    return <ErrorState error={doc.error} onRetry={() => void doc.refetch()} title="The document could not be loaded" />;
  }
  return <LoadedReview subject={subject} doc={doc.data} onReload={async () => (await doc.refetch()).data} />;
}

function LoadedReview({
  subject,
  doc,
  onReload,
}: {
  subject: DocumentSubject;
  doc: DocumentDetail;
  onReload: () => Promise<DocumentDetail | undefined>;
}) {
  const scope = useScope();
  const names = useOrganizationNames(scope?.requesterId);
  const correct = useCorrectDocument(subject);
  const rows = useMemo(() => reviewRows(doc.line_items), [doc.line_items]);
  const firstWithSource = rows.find((r) => pdfSourceOf(r.source) || taggedSourceOf(r.source))?.key;
  const [selected, setSelected] = useState<LineItemKey | undefined>(
    () => rows.find((r) => pdfSourceOf(r.source) && (r.confidence ?? 1) < LOW_CONFIDENCE)?.key ?? firstWithSource,
  );
  const selectedRow = rows.find((r) => r.key === selected);
  const selectedSource = pdfSourceOf(selectedRow?.source);
  // A tagged filing (issue 28): its figures name a fact, not a place on a page.
  const tagged = rows.some((r) => taggedSourceOf(r.source));
  const selectedFact = taggedSourceOf(selectedRow?.source);
  const [page, setPage] = useState(selectedSource?.page ?? 1);
  const [pageCount, setPageCount] = useState<number | null>(null);
  const [zoom, setZoom] = useState(1);
  const pdf = useFileContent(subject, doc.file_id);

  const select = useCallback(
    (key: LineItemKey) => {
      setSelected(key);
      const p = pdfSourceOf(rows.find((r) => r.key === key)?.source)?.page;
      if (p) setPage(p);
    },
    [rows],
  );
  const box = selectedSource && selectedSource.page === page ? selectedSource.bbox : null;

  const effect = useCorrectionEffect(subject, doc);
  const save = async (body: CorrectDocumentBody, version: number) => {
    const next = await effect.around(() => correct.mutateAsync({ documentId: doc.id, version, body }));
    return next;
  };

  const canCorrect =
    subject.kind === "record" || (scope !== null && hostOwnedCall(scope).scope.scenarios.includes("self"));

  return (
    <div className="stack">
      <div className="review-head">
        <Badge tone={reviewStatusTones[doc.review_status]}>{reviewStatusLabels[doc.review_status]}</Badge>
        <span>
          {periodTypeLabels[doc.period_type]} ended {formatDate(doc.period)}
        </span>
        <span className="muted">·</span>
        <span className="review-head__file">{doc.original_filename}</span>
        <span className="muted">·</span>
        <span>{doc.currency}</span>
      </div>
      {doc.review_status === "needs_review" ? (
        <p className="notice notice--warning" role="note">
          <strong>Awaiting review:</strong> {failedWords(doc)} Its figures are not in the metrics and the score until
          they are reviewed.
        </p>
      ) : null}
      <div className="review-layout">
        {tagged ? (
          <Panel title="Tagged fact">
            <div className="review-source">
              {selectedRow && selectedFact ? (
                <dl className="small review-source__fact">
                  <dt>Figure</dt>
                  <dd>{accountLabel(selectedRow.key)}</dd>
                  <dt>Concept</dt>
                  <dd>{selectedFact.concept}</dd>
                  <dt>Period</dt>
                  <dd>
                    {selectedFact.period_start
                      ? `${formatDate(selectedFact.period_start)} – ${formatDate(selectedFact.period_end)}`
                      : `At ${formatDate(selectedFact.period_end)}`}
                  </dd>
                  <dt>Unit</dt>
                  <dd>
                    {selectedFact.unit ?? "none"}
                    {selectedFact.scale ? ` (shown in 10^${selectedFact.scale})` : ""}
                  </dd>
                  <dt>As tagged</dt>
                  <dd>“{selectedFact.text}”</dd>
                  <dt>Context</dt>
                  <dd>{selectedFact.context}</dd>
                  <dt>File</dt>
                  <dd>{selectedFact.file}</dd>
                </dl>
              ) : (
                <p className="small muted">Select a figure to see the fact it was taken from.</p>
              )}
            </div>
          </Panel>
        ) : (
          <Panel title="Source page">
            <div className="review-source">
              <div className="review-source__nav">
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={page <= 1}
                  onClick={() => setPage((p) => Math.max(1, p - 1))}
                >
                  Previous page
                </button>
                <span aria-live="polite">
                  Page {page}
                  {pageCount ? ` of ${pageCount}` : ""}
                </span>
                <button
                  type="button"
                  className="button button--secondary button--small"
                  disabled={pageCount !== null && page >= pageCount}
                  onClick={() => setPage((p) => p + 1)}
                >
                  Next page
                </button>
                <span className="review-source__zoom">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={zoom <= (ZOOMS[0] ?? 1)}
                    onClick={() => setZoom((z) => ZOOMS[Math.max(0, ZOOMS.indexOf(z) - 1)] ?? 1)}
                  >
                    Zoom out
                  </button>
                  <span aria-live="polite">{Math.round(zoom * 100)} %</span>
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    disabled={zoom >= (ZOOMS[ZOOMS.length - 1] ?? 1)}
                    onClick={() => setZoom((z) => ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(z) + 1)] ?? 1)}
                  >
                    Zoom in
                  </button>
                </span>
              </div>
              {selectedRow ? (
                <p className="small review-source__text">
                  {selectedSource ? (
                    <>
                      <strong>{accountLabel(selectedRow.key)}</strong> was read on page {selectedSource.page}
                      {selectedSource.text ? <>: “{selectedSource.text}”</> : null}
                      {selectedSource.page !== page ? " (another page is shown)" : ""}
                    </>
                  ) : (
                    <>
                      <strong>{accountLabel(selectedRow.key)}</strong> has no place on the page (entered by an analyst
                      or read before sources were kept).
                    </>
                  )}
                </p>
              ) : null}
              {pdf.isPending ? (
                <Skeleton lines={10} label="Loading the PDF" />
              ) : pdf.isError ? (
                <ErrorState error={pdf.error} onRetry={() => void pdf.refetch()} title="The PDF could not be loaded" />
              ) : (
                <Suspense fallback={<Skeleton lines={10} label="Loading the PDF viewer" />}>
                  <PdfPageView
                    bytes={pdf.data}
                    page={page}
                    box={box}
                    zoom={zoom}
                    onPageCount={setPageCount}
                    label={`Page ${page} of ${doc.original_filename}${box && selectedRow ? `, where ${accountLabel(selectedRow.key)} was read outlined` : ""}`}
                  />
                </Suspense>
              )}
            </div>
          </Panel>
        )}
        <Panel title="Extracted items">
          <ReviewForm
            doc={doc}
            canCorrect={canCorrect}
            selectedKey={selected}
            onSelect={select}
            onSave={save}
            onReload={onReload}
          />
        </Panel>
      </div>
      {effect.state && effect.run ? (
        <CorrectionEffectPanel
          state={effect.state}
          period={effect.run.period}
          periodType={effect.run.periodType}
          currency={doc.currency}
          link={<PeriodAnalyticsLink subject={subject} period={effect.run.period} periodType={effect.run.periodType} />}
        />
      ) : null}
      <div className="review-lower">
        <Panel title="Checks">
          <ChecksList checks={doc.checks} />
        </Panel>
        <Panel title="Corrections">
          <CorrectionsHistory corrections={doc.corrections} currency={doc.currency} nameOf={names.nameOf} />
        </Panel>
      </div>
    </div>
  );
}

/** One save whose effect is shown: the period's figures read just before it. */
interface EffectRun {
  id: number;
  documentId: string;
  period: string;
  periodType: DocumentDetail["period_type"];
  before: PeriodFigures | null;
}

/**
 * The effect of a save (issue 25): the period's figures are read just before the PATCH, then again
 * every second until the service says its recompute has run (`recalculating` false), and compared.
 */
function useCorrectionEffect(subject: DocumentSubject, doc: DocumentDetail) {
  const scope = useScope();
  const [run, setRun] = useState<EffectRun | null>(null);
  const current = run && run.documentId === doc.id ? run : null;
  const after = useQuery({
    queryKey: [
      ...documentKeys.all,
      scope?.requesterId,
      scope?.targetId,
      subjectKey(subject),
      "correction-effect",
      current?.id,
    ],
    queryFn: ({ signal }) => {
      if (!scope || !current) throw new Error("No organization chosen");
      return fetchPeriodFigures(scope, subject, current.period, current.periodType, signal);
    },
    enabled: scope !== null && current !== null,
    refetchInterval: (q) => (q.state.data && !q.state.data.recalculating ? false : 1000),
    staleTime: Number.POSITIVE_INFINITY,
  });

  const around = async (saveIt: () => Promise<DocumentDetail>): Promise<DocumentDetail> => {
    // Read before: if it fails, the save still goes ahead and only the "after" is shown.
    const before = scope
      ? await fetchPeriodFigures(scope, subject, doc.period, doc.period_type).catch(() => null)
      : null;
    const next = await saveIt();
    setRun({ id: Date.now(), documentId: next.id, period: next.period, periodType: next.period_type, before });
    return next;
  };

  let state: CorrectionEffectState | null = null;
  if (current) {
    const data = after.data;
    if (data && !data.recalculating) {
      // The period moved with the correction: the "before" of another period is not compared.
      const before = current.before && current.before.period === data.period ? current.before : null;
      state = {
        phase: "done",
        effect: correctionEffect(before, data),
        awaitingReview: doc.review_status === "needs_review",
      };
    } else if (after.isError && !data) {
      state = { phase: "failed", message: after.error.message };
    } else {
      state = { phase: "recalculating" };
    }
  }
  return { run: current, state, around };
}

/** The analytics of the document's period: its period type, the year up to it, the period explained. */
function PeriodAnalyticsLink({
  subject,
  period,
  periodType,
}: {
  subject: DocumentSubject;
  period: string;
  periodType: DocumentDetail["period_type"];
}) {
  const search = { period_type: periodType, date_from: yearBefore(period), date_to: period, period };
  const label = `Open ${periodName(period, periodType)} (${periodType}) in Analytics`;
  return subject.kind === "record" ? (
    <Link to="/private-records/$recordId/analytics" params={{ recordId: subject.recordId }} search={search}>
      {label}
    </Link>
  ) : (
    <Link to="/analytics" search={search}>
      {label}
    </Link>
  );
}

/** The day after the same date a year earlier: the four quarters (or the year) up to `period`. */
function yearBefore(period: string): string {
  const [y, m, d] = period.split("-").map(Number);
  if (!y || !m || !d) return period;
  return new Date(Date.UTC(y - 1, m - 1, d + 1)).toISOString().slice(0, 10);
}

function failedWords(doc: DocumentDetail): string {
  const failed = doc.checks.filter((c) => !c.passed).length;
  if (failed === 0) return "some figures were read with less certainty.";
  return failed === 1 ? "one check failed." : `${failed} checks failed.`;
}
