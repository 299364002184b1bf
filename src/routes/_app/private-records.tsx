import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../components/placeholder";

export const Route = createFileRoute("/_app/private-records")({
  component: PrivaterecordsPage,
});

function PrivaterecordsPage() {
  return (
    <PlaceholderPage
      title="Private records"
      description="Private records, their financial statements and the documents extracted from them will be listed here."
    />
  );
}
