import { createFileRoute } from "@tanstack/react-router";
import { creditApplicationTypes } from "../../../../contract/values";
import { CreateApplicationScreen } from "../../../features/applications/components/create-application-screen";
import { searchEnum, searchObject, searchValidator } from "../../../lib/search-schema";

/** The type of the new application: one of the contract's credit application types. */
const validateNewApplicationSearch = searchValidator(
  searchObject({ type: searchEnum(creditApplicationTypes, "credit_terms") }),
);

export const Route = createFileRoute("/_app/credit-applications/new")({
  validateSearch: validateNewApplicationSearch,
  component: NewApplicationRoute,
});

function NewApplicationRoute() {
  const { type } = Route.useSearch();
  const navigate = Route.useNavigate();
  return (
    <CreateApplicationScreen type={type} onTypeChange={(t) => void navigate({ search: { type: t }, replace: true })} />
  );
}
