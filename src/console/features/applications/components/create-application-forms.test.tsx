import "@testing-library/jest-dom/vitest";
import type { QueryClient } from "@tanstack/react-query";
import { cleanup, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithQuery } from "../../../../../test/support/console";
import { currenciesQueryOptions } from "../api/list-currencies";
import { ownPartnersQueryOptions } from "../api/list-partner-options";
import { asDateTime, CreditTermsForm, FactoringForm } from "./create-application-forms";

const me = "0b3f5c2e-1a4d-4e7f-9c11-000000000002";

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
  ]);
  client.setQueryData(ownPartnersQueryOptions(me, "customer").queryKey, { items: [], total_items: 0 });
}

afterEach(cleanup);

describe("create-application forms (contract's create bodies)", () => {
  it("credit terms: refuses a fractional amount and long payment terms, then sends the body", async () => {
    const onSubmit = vi.fn();
    renderWithQuery(<CreditTermsForm requesterId={me} onSubmit={onSubmit} />, { seed });
    await userEvent.type(screen.getByLabelText("Amount"), "1000.5");
    await userEvent.type(screen.getByLabelText("Payment terms", { exact: true }), "Net 30 days after the invoice date");
    await userEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect(await screen.findByText("Use at most 20 characters.")).toBeInTheDocument();
    expect(screen.getByLabelText("Currency")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.clear(screen.getByLabelText("Amount"));
    await userEvent.type(screen.getByLabelText("Amount"), "150000");
    await userEvent.clear(screen.getByLabelText("Payment terms", { exact: true }));
    await userEvent.type(screen.getByLabelText("Payment terms", { exact: true }), "Net 30");
    await userEvent.selectOptions(screen.getByLabelText("Currency"), "USD");
    await userEvent.type(screen.getByLabelText("Freight spend"), "42000");
    await userEvent.click(screen.getByRole("button", { name: "Submit application" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: "credit_terms",
      body: {
        amount: 150000,
        currency: "USD",
        payment_terms: "Net 30",
        expires_at: null,
        security_compliance: [],
        details: { annual_revenue: null, freight_spend: 42000, purpose: null },
      },
    });
  });

  it("factoring: shows the API's refusal in words", () => {
    renderWithQuery(<FactoringForm requesterId={me} onSubmit={() => {}} serverError="Invalid currency code" />, {
      seed,
    });
    expect(screen.getByRole("alert")).toHaveTextContent("Invalid currency code");
    expect(screen.getByLabelText("Counterparty (debtor)")).toBeInTheDocument();
  });

  it("turns the date-time picker's value into an ISO date-time", () => {
    expect(asDateTime("")).toBeNull();
    expect(asDateTime("2030-05-01T10:30")).toBe(new Date("2030-05-01T10:30").toISOString());
    expect(asDateTime("nonsense")).toBe("nonsense");
  });
});
