import { createFileRoute } from "@tanstack/react-router";
import { PlaceholderPage } from "../../components/placeholder";

export const Route = createFileRoute("/_app/financial-files")({
  component: FinancialfilesPage,
});

function FinancialfilesPage() {
  return (
    <PlaceholderPage
      title="Financial files"
      description="The organization's financial files and extracted documents will be listed here."
    />
  );
}
