import { Link, useNavigate } from "@tanstack/react-router";
import { useId } from "react";
import { createCreditTermsApplication } from "../../../../contract/applications";
import { type CreditApplicationType, creditApplicationTypes } from "../../../../contract/transitions";
import { Page, Panel } from "../../../components/page";
import { ScenarioGate } from "../../../components/scenario-gate";
import { toast } from "../../../components/toaster";
import { errorMessage } from "../../../lib/api-error";
import { useDocumentTitle } from "../../../lib/document-title";
import { type Scope, useScope } from "../../../lib/scope";
import { useCreateApplication } from "../api/create-application";
import { typeLabels } from "../model/labels";
import { CreditTermsForm, FactoringForm, TradeFinanceCreateForm } from "./create-application-forms";

const typeHints: Record<CreditApplicationType, string> = {
  credit_terms: "Deferred payment terms on freight invoices.",
  trade_finance: "A monthly facility backed by your customers and suppliers.",
  factoring: "Advance on receivables from one of your customers.",
};

/** "New application": the shipper applies to the target organization (its forwarder). */
export function CreateApplicationScreen({
  type,
  onTypeChange,
}: {
  type: CreditApplicationType;
  onTypeChange: (type: CreditApplicationType) => void;
}) {
  useDocumentTitle("New credit application");
  const scope = useScope();
  return (
    <Page
      title="New credit application"
      lead={
        <>
          <Link to="/credit-applications" className="breadcrumb">
            ← Credit applications
          </Link>
          {scope?.targetName ? ` · Applying to ${scope.targetName}` : null}
        </>
      }
    >
      <ScenarioGate endpoint={createCreditTermsApplication} what="Applying for credit">
        {scope ? <CreateApplicationBody scope={scope} type={type} onTypeChange={onTypeChange} /> : null}
      </ScenarioGate>
    </Page>
  );
}

function CreateApplicationBody({
  scope,
  type,
  onTypeChange,
}: {
  scope: Scope;
  type: CreditApplicationType;
  onTypeChange: (type: CreditApplicationType) => void;
}) {
  const id = useId();
  const create = useCreateApplication(scope);
  const navigate = useNavigate();
  const props = {
    requesterId: scope.requesterId,
    pending: create.isPending,
    serverError: create.isError ? errorMessage(create.error) : null,
    onSubmit: (input: Parameters<typeof create.mutate>[0]) =>
      create.mutate(input, {
        onSuccess: (app) => {
          toast.success(`${typeLabels[app.credit_application_type]} application submitted.`);
          void navigate({ to: "/credit-applications/$applicationId", params: { applicationId: app.id } });
        },
      }),
  };
  return (
    <>
      <fieldset className="type-picker fieldset">
        <legend className="form-section__title">Application type</legend>
        {creditApplicationTypes.map((t) => (
          <label key={t} className={`type-picker__option ${t === type ? "type-picker__option--active" : ""}`}>
            <input
              type="radio"
              name={`${id}-type`}
              value={t}
              checked={t === type}
              onChange={() => {
                create.reset();
                onTypeChange(t);
              }}
            />
            <span>
              <strong>{typeLabels[t]}</strong>
              <span className="muted"> — {typeHints[t]}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <Panel title={`${typeLabels[type]} application`}>
        {type === "credit_terms" ? <CreditTermsForm key={type} {...props} /> : null}
        {type === "trade_finance" ? <TradeFinanceCreateForm key={type} {...props} /> : null}
        {type === "factoring" ? <FactoringForm key={type} {...props} /> : null}
      </Panel>
    </>
  );
}
