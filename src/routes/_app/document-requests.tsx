import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../components/placeholder";

export const Route = createFileRoute("/_app/document-requests")({
  component: DocumentrequestsPage,
});

function DocumentrequestsPage() {
  return (
    <PlaceholderPage
      title="Document requests"
      description="Document requests (list, create, remind, cancel, complete) will be managed here."
    />
  );
}
