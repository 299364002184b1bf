import "@testing-library/jest-dom/vitest";
import { QueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { currenciesQueryOptions } from "../api/list-currencies";
import { ownPartnersQueryOptions } from "../api/list-partner-options";
import { TradeFinanceForm } from "./trade-finance-form";

const me = "0b3f5c2e-1a4d-4e7f-9c11-000000000002";
const at = "2026-01-01T00:00:00.000Z";
const customer = "11111111-1111-4111-8111-111111111111";
const supplier = "22222222-2222-4222-8222-222222222222";

function partner(id: string, name: string, type: "customer" | "supplier") {
  return {
    id,
    company_name: name,
    sales_amount: null,
    partner_type: type,
    email: `${type}@example.com`,
    frequency: null,
    payment_terms: null,
    address: null,
    city: null,
    state: null,
    postal_code: null,
    country_code: null,
    company_registration_number: null,
    created_at: at,
    updated_at: at,
    invitation_status: "accepted" as const,
    guest_organization_id: null,
    invitation_sent_at: at,
    invitation_send_count: 1,
    invitation_resend_available_at: null,
    invitation_revoked_at: null,
  };
}

function seed(client: QueryClient) {
  client.setQueryData(currenciesQueryOptions.queryKey, [
    {
      code: "USD",
      symbol: "$",
      name: "US Dollar",
      symbol_native: "$",
      decimal_digits: 2,
      rounding: 0,
      name_plural: "US dollars",
      priority: 1,
    },
    {
      code: "EUR",
      symbol: "€",
      name: "Euro",
      symbol_native: "€",
      decimal_digits: 2,
      rounding: 0,
      name_plural: "euros",
      priority: 2,
    },
  ]);
  client.setQueryData(ownPartnersQueryOptions(me, "customer").queryKey, {
    items: [partner(customer, "Nordic Retail AS", "customer")],
    total_items: 1,
  });
  client.setQueryData(ownPartnersQueryOptions(me, "supplier").queryKey, {
    items: [partner(supplier, "Shenzhen Parts Ltd", "supplier")],
    total_items: 1,
  });
}

const defaults = {
  details: {
    monthly_facility_amount: 40000,
    currency: "USD",
    payment_terms: "Net 30",
    inco_terms: "CIF",
    purpose: "Imports",
  },
  customers: [],
  suppliers: [],
  security_compliance: [],
};

afterEach(cleanup);

describe("TradeFinanceForm (Edit trade finance)", () => {
  it("opens with the application's currency even when the currency list arrives after the form", async () => {
    const source = new QueryClient();
    seed(source);
    const currencies = source.getQueryData(currenciesQueryOptions.queryKey);
    const late = renderWithQuery(
      <TradeFinanceForm requesterId={me} defaultValues={defaults} onSubmit={() => {}} onCancel={() => {}} />,
      {
        seed: (c) => {
          seed(c);
          c.removeQueries({ queryKey: currenciesQueryOptions.queryKey });
          // Never resolves on its own in this test: the data is set below.
          c.setQueryDefaults(currenciesQueryOptions.queryKey, { queryFn: () => new Promise(() => {}) });
        },
      },
    );
    late.client.setQueryData(currenciesQueryOptions.queryKey, currencies);
    expect(await screen.findByRole("combobox", { name: "Currency" })).toHaveValue("USD");
  });

  it("picks customers and suppliers among the shipper's own partners and sends the full body", async () => {
    const onSubmit = vi.fn();
    renderWithQuery(
      <TradeFinanceForm requesterId={me} defaultValues={defaults} onSubmit={onSubmit} onCancel={() => {}} />,
      { seed },
    );
    expect(screen.getByLabelText("Incoterms")).toHaveValue("CIF");
    await userEvent.click(screen.getByRole("checkbox", { name: /Nordic Retail AS/ }));
    await userEvent.click(screen.getByRole("checkbox", { name: /Shenzhen Parts Ltd/ }));
    await userEvent.selectOptions(screen.getByLabelText("Currency"), "EUR");
    await userEvent.click(screen.getByRole("button", { name: "Add security item" }));
    await userEvent.type(screen.getByLabelText("Item 1 title"), "Credit insurance");
    await userEvent.click(screen.getByRole("button", { name: "Save trade finance" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      details: {
        monthly_facility_amount: 40000,
        currency: "EUR",
        payment_terms: "Net 30",
        inco_terms: "CIF",
        purpose: "Imports",
      },
      customers: [customer],
      suppliers: [supplier],
      security_compliance: [{ title: "Credit insurance", other: false, description: "" }],
    });
  });

  it("refuses what the contract refuses: no amount, an empty security title", async () => {
    const onSubmit = vi.fn();
    renderWithQuery(
      <TradeFinanceForm requesterId={me} defaultValues={defaults} onSubmit={onSubmit} onCancel={() => {}} />,
      { seed },
    );
    await userEvent.clear(screen.getByLabelText("Monthly facility amount"));
    await userEvent.click(screen.getByRole("button", { name: "Add security item" }));
    await userEvent.click(screen.getByRole("button", { name: "Save trade finance" }));
    expect(await screen.findAllByText("This field is required.")).toHaveLength(2);
    expect(screen.getByLabelText("Monthly facility amount")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
