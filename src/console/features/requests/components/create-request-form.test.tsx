import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CreateRequestForm } from "./create-request-form";

afterEach(cleanup);

const guests = [
  { id: "0b3f5c2e-1a4d-4e7f-9c11-000000000002", name: "Borealis Trading Co" },
  { id: "0b3f5c2e-1a4d-4e7f-9c11-000000000003", name: "Cascade Imports" },
];

function nextYear() {
  return new Date().getFullYear() + 1;
}

describe("CreateRequestForm (contract's createDocumentRequestBody)", () => {
  it("asks which Guest in Self, and sends one item per document with only the period fields its type uses", async () => {
    const onSubmit = vi.fn();
    render(<CreateRequestForm guests={guests} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Choose the Guest organization to ask.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();

    await userEvent.selectOptions(screen.getByLabelText("Guest organization"), "Cascade Imports");
    await userEvent.selectOptions(screen.getByLabelText("Document"), "year_end_financial");
    const year = screen.getByLabelText("Year");
    await userEvent.clear(year);
    await userEvent.type(year, "2025");
    await userEvent.click(screen.getByRole("button", { name: "Add a document" }));
    const types = screen.getAllByLabelText("Document");
    await userEvent.selectOptions(types[1] as HTMLElement, "bank_statement");
    await userEvent.selectOptions(screen.getAllByLabelText("Period")[1] as HTMLElement, "month");
    await userEvent.selectOptions(screen.getByLabelText("Month"), "3");
    await userEvent.type(screen.getByLabelText("Comment"), "For the annual review");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));

    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [guestId, body] = onSubmit.mock.calls[0] as [string, Record<string, unknown>];
    expect(guestId).toBe(guests[1]?.id);
    expect(body).toEqual({
      all_documents: false,
      items: [
        { document_type: "year_end_financial", period_type: "year", period_year: 2025 },
        {
          document_type: "bank_statement",
          period_type: "month",
          period_year: new Date().getFullYear() - 1,
          period_month: 3,
        },
      ],
      comment: "For the annual review",
    });
  });

  it("refuses a year outside 1900-2100 and duplicate items, on the fields concerned", async () => {
    const onSubmit = vi.fn();
    render(<CreateRequestForm guests={guests} fixedGuest={guests[0]} onSubmit={onSubmit} onCancel={() => {}} />);
    expect(screen.getByText("Borealis Trading Co")).toBeInTheDocument();
    expect(screen.queryByLabelText("Guest organization")).toBeNull();
    const year = screen.getByLabelText("Year");
    await userEvent.clear(year);
    await userEvent.type(year, "1850");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Enter a year between 1900 and 2100.")).toBeInTheDocument();
    expect(screen.getByLabelText("Year")).toHaveAttribute("aria-invalid", "true");

    await userEvent.clear(year);
    await userEvent.type(year, "2024");
    await userEvent.click(screen.getByRole("button", { name: "Add a document" }));
    for (const select of screen.getAllByLabelText("Document")) {
      await userEvent.selectOptions(select, "year_end_financial");
    }
    const years = screen.getAllByLabelText("Year");
    await userEvent.clear(years[1] as HTMLElement);
    await userEvent.type(years[1] as HTMLElement, "2024");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("The same document and period is listed twice.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends nothing until the document is chosen (one click cannot repeat a pending request)", async () => {
    const onSubmit = vi.fn();
    render(<CreateRequestForm guests={guests} fixedGuest={guests[0]} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Choose the document to ask for.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends all documents with an expiry at the end of the chosen day", async () => {
    const onSubmit = vi.fn();
    render(<CreateRequestForm guests={guests} fixedGuest={guests[0]} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole("radio", { name: "All documents" }));
    expect(screen.queryByLabelText("Year")).toBeNull();
    await userEvent.type(screen.getByLabelText("Expires on"), `${nextYear()}-06-30`);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(onSubmit).toHaveBeenCalledWith(guests[0]?.id, {
      all_documents: true,
      expires_at: new Date(`${nextYear()}-06-30T23:59:59`).toISOString(),
    });
  });

  it("refuses an expiry in the past", async () => {
    const onSubmit = vi.fn();
    render(<CreateRequestForm guests={guests} fixedGuest={guests[0]} onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText("Expires on"), "2001-01-01");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("The expiry must be in the future.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("shows the API's refusal in words", () => {
    render(
      <CreateRequestForm
        guests={guests}
        fixedGuest={guests[0]}
        onSubmit={() => {}}
        onCancel={() => {}}
        serverError="Access denied"
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("Access denied");
  });
});
