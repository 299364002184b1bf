import type { ReactNode } from "react";

/**
 * The frame of a screen: one h1 (its title), optional lead text and actions on the right,
 * then the content. Every route renders its content inside one.
 */
export function Page({
  title,
  lead,
  actions,
  children,
}: {
  title: ReactNode;
  lead?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="page">
      <header className="page__header">
        <div>
          <h1 className="page__title" tabIndex={-1}>
            {title}
          </h1>
          {lead ? <p className="page__lead">{lead}</p> : null}
        </div>
        {actions ? <div className="page__actions">{actions}</div> : null}
      </header>
      {children}
    </section>
  );
}

/** A titled block inside a page (summary, details, history…). */
export function Panel({ title, actions, children }: { title: string; actions?: ReactNode; children: ReactNode }) {
  const id = `panel-${title.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`;
  return (
    <section className="panel" aria-labelledby={id}>
      <header className="panel__header">
        <h2 id={id} className="panel__title">
          {title}
        </h2>
        {actions}
      </header>
      <div className="panel__body">{children}</div>
    </section>
  );
}

/** A definition list of label/value pairs. */
export function DescriptionList({ items }: { items: ReadonlyArray<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="description-list">
      {items.map((i) => (
        <div key={i.label} className="description-list__item">
          <dt>{i.label}</dt>
          <dd>{i.value ?? "—"}</dd>
        </div>
      ))}
    </dl>
  );
}
