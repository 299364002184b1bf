import "@testing-library/jest-dom/vitest";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { ReactNode } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateRecordForm } from "./create-record-form";

afterEach(cleanup);

function renderForm(ui: ReactNode) {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  client.setQueryData(
    ["resources", "currencies"],
    [
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
        code: "GBP",
        symbol: "£",
        name: "British Pound",
        symbol_native: "£",
        decimal_digits: 2,
        rounding: 0,
        name_plural: "pounds",
        priority: 2,
      },
    ],
  );
  client.setQueryData(
    ["resources", "countries"],
    [{ country_name: "Netherlands", country_code: "NL", country_code_alpha_3: "NLD" }],
  );
  client.setQueryData(["resources", "organization-roles"], []);
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>);
}

describe("CreateRecordForm (contract's createPrivateRecordBody)", () => {
  it("requires a name", async () => {
    const onSubmit = vi.fn();
    renderForm(<CreateRecordForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Create record" }));
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Name")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses an invalid e-mail and website", async () => {
    const onSubmit = vi.fn();
    renderForm(<CreateRecordForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText("Name"), "Harbor Lights Trading");
    await userEvent.type(screen.getByLabelText("E-mail"), "not-an-address");
    await userEvent.type(screen.getByLabelText("Website"), "ftp://harbor.example");
    await userEvent.click(screen.getByRole("button", { name: "Create record" }));
    expect(await screen.findByText(/Invalid email/i)).toBeInTheDocument();
    expect(screen.getByLabelText("Website")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends empty optional fields as null and the chosen reference values", async () => {
    const onSubmit = vi.fn();
    renderForm(<CreateRecordForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText("Name"), "Harbor Lights Trading");
    await userEvent.selectOptions(screen.getByLabelText("Currency"), "GBP");
    await userEvent.selectOptions(screen.getByLabelText("Country"), "NL");
    await userEvent.type(screen.getByLabelText("City"), "Rotterdam");
    await userEvent.click(screen.getByRole("button", { name: "Create record" }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const body = onSubmit.mock.calls[0]?.[0] as Record<string, unknown>;
    expect(body).toMatchObject({
      name: "Harbor Lights Trading",
      currency_code: "GBP",
      country_code: "NL",
      city: "Rotterdam",
    });
    expect(body.email).toBeNull();
    expect(body.role_id).toBeNull();
  });
});
