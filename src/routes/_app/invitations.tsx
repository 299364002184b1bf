import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../components/placeholder";

export const Route = createFileRoute("/_app/invitations")({
  component: InvitationsPage,
});

function InvitationsPage() {
  return <PlaceholderPage title="Invitations" description="Coming with the API's Invitations endpoints." />;
}
