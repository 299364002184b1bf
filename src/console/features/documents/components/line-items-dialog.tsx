import { chartOfAccounts, type LineItem } from "../../../../contract/chart-of-accounts";
import { Dialog } from "../../../components/dialog";
import { DescriptionList } from "../../../components/page";
import { ErrorState, Skeleton } from "../../../components/states";
import { formatDate, formatMoney } from "../../../lib/format";
import { type DocumentDetail, useDocument } from "../api/get-document";
import { accountLabel, documentTypeLabels, isTotal, periodTypeLabels, periodWords } from "../model/labels";
import type { DocumentSubject } from "../model/subject";

/** Line items in the chart of accounts' order (printed order within one account). */
export function orderedLineItems(doc: Pick<DocumentDetail, "document_type" | "line_items">): LineItem[] {
  const order: readonly string[] = chartOfAccounts[doc.document_type];
  const rank = (k: string) => {
    const i = order.indexOf(k);
    return i === -1 ? order.length : i;
  };
  return doc.line_items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => rank(a.item.key) - rank(b.item.key) || a.index - b.index)
    .map((x) => x.item);
}

/** One extracted document: what it is, and every line item with its account and amount. */
export function LineItemsDialog({
  subject,
  documentId,
  onClose,
}: {
  subject: DocumentSubject;
  documentId: string;
  onClose: () => void;
}) {
  const doc = useDocument(subject, documentId);
  const title = doc.data
    ? `${documentTypeLabels[doc.data.document_type]} · ${periodWords(doc.data.period, doc.data.period_type)}`
    : "Line items";
  return (
    <Dialog open size="large" title={title} onClose={onClose}>
      {doc.isPending ? (
        <Skeleton lines={8} label="Loading the line items" />
      ) : doc.isError ? (
        <ErrorState error={doc.error} onRetry={() => void doc.refetch()} title="The document could not be loaded" />
      ) : (
        <LineItems doc={doc.data} />
      )}
    </Dialog>
  );
}

export function LineItems({ doc }: { doc: DocumentDetail }) {
  const items = orderedLineItems(doc);
  return (
    <div className="stack">
      <DescriptionList
        items={[
          { label: "Period", value: `${periodTypeLabels[doc.period_type]} ended ${formatDate(doc.period)}` },
          { label: "File", value: doc.original_filename },
          { label: "Currency", value: doc.currency },
          { label: "Analysis", value: doc.analysis ? "Used in analysis" : "Not used in analysis" },
        ]}
      />
      {items.length === 0 ? (
        <p className="muted">No line items were extracted from this statement.</p>
      ) : (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
        <section className="table-wrap line-items" tabIndex={0} aria-label="Line items">
          <table className="table">
            <caption className="visually-hidden">Line items</caption>
            <thead>
              <tr>
                <th scope="col">Line as printed</th>
                <th scope="col">Account</th>
                <th scope="col" className="num">
                  Amount ({doc.currency})
                </th>
              </tr>
            </thead>
            <tbody>
              {items.map((item, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: the same account may be printed twice
                <tr key={`${item.key}-${i}`} className={isTotal(item.key) ? "line-items__total" : undefined}>
                  <th scope="row">{item.label}</th>
                  <td className="muted">{accountLabel(item.key)}</td>
                  <td className="num">{formatMoney(item.amount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </div>
  );
}
