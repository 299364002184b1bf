import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { RequestChangesForm } from "./request-changes-form";

afterEach(cleanup);

describe("RequestChangesForm (contract's requestChangesBody)", () => {
  it("refuses an empty request and says which field is missing", async () => {
    const onSubmit = vi.fn();
    render(<RequestChangesForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("This field is required.")).toBeInTheDocument();
    expect(screen.getByLabelText("Additional documents")).toHaveAttribute("aria-invalid", "true");
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("refuses a message over 500 characters (the contract's limit)", async () => {
    const onSubmit = vi.fn();
    render(<RequestChangesForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.type(screen.getByLabelText("Additional documents"), "Bank statements");
    const message = screen.getByLabelText("Message to the applicant");
    await userEvent.click(message);
    await userEvent.paste("x".repeat(501));
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(await screen.findByText("Use at most 500 characters.")).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("sends the body the API expects", async () => {
    const onSubmit = vi.fn();
    render(<RequestChangesForm onSubmit={onSubmit} onCancel={() => {}} />);
    await userEvent.selectOptions(screen.getByLabelText("Financial analysis"), "partial");
    await userEvent.click(screen.getByRole("checkbox", { name: "Bank statements" }));
    await userEvent.click(screen.getByRole("checkbox", { name: "Interim financial statements" }));
    await userEvent.type(screen.getByLabelText("Additional documents"), "Six months of statements");
    await userEvent.click(screen.getByRole("button", { name: "Send request" }));
    expect(onSubmit).toHaveBeenCalledWith({
      financial_analysis_type: "partial",
      financial_documents: ["interim_financial", "bank_statement"],
      additional_documents: "Six months of statements",
      message: null,
    });
  });

  it("shows the API's refusal in words", () => {
    render(
      <RequestChangesForm
        onSubmit={() => {}}
        onCancel={() => {}}
        serverError="The application's status cannot move to needs_action"
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent("cannot move to needs_action");
  });
});
