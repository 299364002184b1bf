import { Page } from "./page";

/** A screen whose area is not built yet: says so plainly. */
export function PlaceholderPage({ title, description }: { title: string; description: string }) {
  return (
    <Page title={title}>
      <div className="state" role="note">
        <p className="state__title">This screen is not available yet.</p>
        <p className="state__body">{description}</p>
      </div>
    </Page>
  );
}
