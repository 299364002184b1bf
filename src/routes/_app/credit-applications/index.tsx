import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../../components/placeholder";

export const Route = createFileRoute("/_app/credit-applications/")({
  component: CreditApplicationsPage,
});

function CreditApplicationsPage() {
  return (
    <PlaceholderPage title="Credit applications" description="Coming with the API's Credit applications endpoints." />
  );
}
