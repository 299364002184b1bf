import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../components/placeholder";

export const Route = createFileRoute("/_app/analytics")({
  component: AnalyticsPage,
});

function AnalyticsPage() {
  return (
    <PlaceholderPage
      title="Analytics"
      description="Score history, metrics by section and the scorecard weights will be shown here."
    />
  );
}
