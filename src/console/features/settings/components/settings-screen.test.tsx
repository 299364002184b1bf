import "@testing-library/jest-dom/vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { updateOrganizationSettingsBody } from "../../../../contract/organization-settings";
import type { UpdateOrganizationSettingsInput } from "../api/update-settings";
import { SettingsEditor } from "./settings-screen";

afterEach(cleanup);

const defaults = {
  decision_reasons_required: false,
  agreement_includes_decision_reasons: false,
  statement_stale_after_days: 365,
  require_totp: false,
  second_approval_thresholds: {},
  updated_at: null,
};

describe("SettingsEditor (the contract's updateOrganizationSettingsBody)", () => {
  it("shows the saved settings, sends only the changed one, and says when nothing changed yet", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(c: UpdateOrganizationSettingsInput) => void>();
    render(<SettingsEditor saved={defaults} onSave={onSave} pending={false} error={null} />);
    const required = screen.getByLabelText("Require a reason for every decline and reject");
    const printed = screen.getByLabelText("Print the approval reason in credit agreements");
    expect(required).not.toBeChecked();
    expect(printed).not.toBeChecked();
    expect(required).toHaveAccessibleDescription(/The other party reads the reason in the application's history/);
    expect(screen.getByText("Every setting has its default.")).toBeInTheDocument();
    const save = screen.getByRole("button", { name: "Save settings" });
    expect(save).toBeDisabled();

    await user.click(required);
    expect(save).toBeEnabled();
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ decision_reasons_required: true });
    expect(updateOrganizationSettingsBody.safeParse(onSave.mock.calls[0]?.[0]).success).toBe(true);

    // Back to the saved value: nothing to send.
    await user.click(required);
    expect(save).toBeDisabled();
  });

  it("sends a changed stale period as a number and refuses one out of bounds", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(c: UpdateOrganizationSettingsInput) => void>();
    render(<SettingsEditor saved={defaults} onSave={onSave} pending={false} error={null} />);
    const days = screen.getByLabelText("Statements are stale after (days)");
    expect(days).toHaveValue("365");
    const save = screen.getByRole("button", { name: "Save settings" });
    await user.clear(days);
    await user.type(days, "0");
    expect(screen.getByText("Give a whole number of days from 1 to 3650.")).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(days);
    await user.type(days, "180");
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ statement_stale_after_days: 180 });
    expect(updateOrganizationSettingsBody.safeParse(onSave.mock.calls[0]?.[0]).success).toBe(true);
  });

  it("sends second-approval amounts per currency and refuses an amount without a currency", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<(c: UpdateOrganizationSettingsInput) => void>();
    render(<SettingsEditor saved={defaults} onSave={onSave} pending={false} error={null} />);
    const amounts = screen.getByLabelText("Approvals above these amounts need a second approver");
    expect(amounts).toHaveValue("");
    const save = screen.getByRole("button", { name: "Save settings" });
    await user.type(amounts, "250000");
    expect(screen.getByText(/Write each amount as a currency code and a whole number/)).toBeInTheDocument();
    expect(save).toBeDisabled();
    await user.clear(amounts);
    await user.type(amounts, "eur 250 000, USD 300000");
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ second_approval_thresholds: { EUR: 250000, USD: 300000 } });
    expect(updateOrganizationSettingsBody.safeParse(onSave.mock.calls[0]?.[0]).success).toBe(true);
  });

  it("reflects saved values and shows a refusal", () => {
    render(
      <SettingsEditor
        saved={{
          decision_reasons_required: true,
          agreement_includes_decision_reasons: true,
          statement_stale_after_days: 365,
          require_totp: false,
          second_approval_thresholds: { EUR: 250000 },
          updated_at: "2026-11-26T06:40:00Z",
        }}
        onSave={() => {}}
        pending={false}
        error="You may not change these settings."
      />,
    );
    expect(screen.getByLabelText("Require a reason for every decline and reject")).toBeChecked();
    expect(screen.getByLabelText("Print the approval reason in credit agreements")).toBeChecked();
    expect(screen.getByRole("alert")).toHaveTextContent("You may not change these settings.");
    expect(screen.getByText(/^Last changed /)).toBeInTheDocument();
    expect(screen.getByLabelText("Approvals above these amounts need a second approver")).toHaveValue("EUR 250000");
  });
});
