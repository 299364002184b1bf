import { createFileRoute, type SearchSchemaInput } from "@tanstack/react-router";
import { CreateApplicationScreen } from "../../../features/applications/components/create-application-screen";
import { oneOf } from "../../../lib/search-params";

/** Type of the new application; the contract's enum is checked again by the screen's forms. */
const types = ["credit_terms", "trade_finance", "factoring"] as const satisfies readonly string[];

export const Route = createFileRoute("/_app/credit-applications/new")({
  validateSearch: (raw: { type?: string } & SearchSchemaInput): { type: (typeof types)[number] } => ({
    type: oneOf(raw.type, types, "credit_terms"),
  }),
  component: NewApplicationRoute,
});

function NewApplicationRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CreateApplicationScreen type={type} onTypeChange={(t) => void navigate({ search: { type: t }, replace: true })} />
  );
}
