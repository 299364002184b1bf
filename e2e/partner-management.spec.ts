import { expect, type Page, test } from "@playwright/test";
import { apiSignIn, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * Managing partners (issue 16, docs/partners.md): edit a partner in its dialog, see that a fresh
 * invitation cannot be resent yet, revoke a pending invitation behind a confirmation.
 */

async function addPartnerViaApi(page: Page, name: string, email: string): Promise<string> {
  const session = await apiSignIn(page.request, "forwarder");
  const r = await page.request.post("/v1-beta/partners", {
    headers: orgHeaders(session),
    data: { company_name: name, partner_type: "supplier", email, city: "Bergen" },
  });
  expect(r.status()).toBe(201);
  return ((await r.json()) as { id: string }).id;
}

async function openPartner(page: Page, name: string) {
  await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
  // On a phone the filters are folded behind the "Filters" button (docs/console.md, "Tables that fit").
  const folded = page.getByRole("button", { name: /^Filters/, expanded: false });
  if (await folded.isVisible()) await folded.click();
  await page.getByLabel("Search partners").fill(name);
  const table = page.getByRole("table", { name: "Partners" });
  await expect(table.getByRole("row")).toHaveCount(2);
  return table.getByRole("row").filter({ hasText: name });
}

test("edit a partner, see Resend unavailable for a fresh invitation, revoke it after confirming", async ({ page }) => {
  const name = `Fjord Components ${Date.now()}`;
  await addPartnerViaApi(page, name, `sales.${Date.now()}@fjord-components.example`);
  await signIn(page, "forwarder", "/partners");
  const row = await openPartner(page, name);
  await expect(row.getByText("Invited")).toBeVisible();

  // Edit: the dialog starts from the partner's values; only the change is sent.
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel("City")).toHaveValue("Bergen");
  await dialog.getByLabel("City").fill("Stavanger");
  await dialog.getByLabel("Payment terms").fill("NET 45");
  await dialog.getByLabel("Company name").fill("");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByText("This field is required.").first()).toBeVisible();
  await dialog.getByLabel("Company name").fill(name);
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();
  await expect(row).toContainText("Stavanger");
  await expect(row).toContainText("NET 45");

  // Resend: a fresh invitation was just sent, so the button waits 24 h.
  const resend = row.getByRole("button", { name: `Resend invitation to ${name}` });
  await expect(resend).toBeDisabled();
  await expect(row.getByText(/Available again/)).toBeVisible();
  await expectAccessible(page, "partners with row actions");

  // Revoke: asks first; Cancel leaves it invited.
  await row.getByRole("button", { name: `Revoke invitation of ${name}` }).click();
  const confirm = page.getByRole("dialog", { name: `Revoke the invitation of ${name}?` });
  await confirm.getByRole("button", { name: "Cancel" }).click();
  await expect(confirm).toBeHidden();
  await expect(row.getByText("Invited")).toBeVisible();
  await row.getByRole("button", { name: `Revoke invitation of ${name}` }).click();
  await confirm.getByRole("button", { name: "Revoke invitation" }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(`Invitation of ${name} revoked.`)).toBeVisible();
  await expect(row.getByText("Revoked", { exact: true })).toBeVisible();
  await expect(row.getByRole("button", { name: `Revoke invitation of ${name}` })).toHaveCount(0);
  // A revoked invitation can be re-invited once the 24 h have passed: not yet.
  await expect(row.getByRole("button", { name: `Re-invite ${name}` })).toBeDisabled();

  // The list filter knows the new status.
  await page.getByRole("checkbox", { name: "Revoked" }).click();
  await expect(page).toHaveURL(/invitation_statuses=revoked/);
  await expect(row).toBeVisible();
  await screenshot(page, "partner-management");
});

test("a change made meanwhile is not overwritten: the edit form reloads it (If-Match, 412)", async ({ page }) => {
  const name = `Concurrent Partner ${Date.now()}`;
  const id = await addPartnerViaApi(page, name, `concurrent.${Date.now()}@partner.example`);
  await signIn(page, "forwarder", "/partners");
  const row = await openPartner(page, name);
  await row.getByRole("button", { name: `Edit ${name}` }).click();
  const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
  await expect(dialog.getByLabel("City")).toHaveValue("Bergen");

  // A colleague changes the partner while the dialog is open.
  const session = await apiSignIn(page.request, "forwarder");
  const other = await page.request.patch(`/v1-beta/partners/${id}`, {
    headers: orgHeaders(session),
    data: { payment_terms: "NET 90" },
  });
  expect(other.status()).toBe(200);

  await dialog.getByLabel("City").fill("Tromsø");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog.getByRole("alert")).toContainText("Someone changed this partner since you opened it");
  await expect(dialog.getByLabel("Payment terms")).toHaveValue("NET 90");
  await expect(dialog.getByLabel("City")).toHaveValue("Bergen");
  await dialog.getByLabel("City").fill("Tromsø");
  await dialog.getByRole("button", { name: "Save changes" }).click();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText("Tromsø");
  await expect(row).toContainText("NET 90");
});

test.describe("on a phone (390 px)", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the row actions and the edit dialog fit the screen", async ({ page }) => {
    const name = `Narrow Partner ${Date.now()}`;
    await addPartnerViaApi(page, name, `narrow.${Date.now()}@partner.example`);
    await signIn(page, "forwarder", "/partners");
    const row = await openPartner(page, name);
    const edit = row.getByRole("button", { name: `Edit ${name}` });
    await edit.scrollIntoViewIfNeeded();
    await expect(row.getByRole("button", { name: `Resend invitation to ${name}` })).toBeDisabled();
    await edit.click();
    const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
    await dialog.getByLabel("Frequency").fill("Weekly");
    const box = await dialog.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 391).toBeTruthy();
    await dialog.getByRole("button", { name: "Save changes" }).click();
    await expect(dialog).toBeHidden();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(1);
  });
});
