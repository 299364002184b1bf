import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../components/placeholder";

export const Route = createFileRoute("/_app/partners")({
  component: PartnersPage,
});

function PartnersPage() {
  return <PlaceholderPage title="Partners" description="Coming with the API's Partners endpoints." />;
}
