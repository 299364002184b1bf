import { expect, test } from "@playwright/test";
import { demo, screenshot, signIn } from "./support";

test("the forwarder adds a partner; the invited organization accepts in its inbox", async ({ browser }) => {
  const forwarderContext = await browser.newContext();
  const forwarder = await forwarderContext.newPage();
  await signIn(forwarder, "forwarder");
  await forwarder.getByRole("link", { name: "Partners" }).click();
  await forwarder.getByRole("button", { name: "Add partner" }).click();
  const dialog = forwarder.getByRole("dialog", { name: "Add partner" });
  await dialog.getByRole("button", { name: "Add partner" }).click();
  await expect(dialog.getByText("This field is required.").first()).toBeVisible();
  await dialog.getByLabel("Company name").fill(demo.shipper.name);
  await dialog.getByLabel("Partner type").selectOption("customer");
  await dialog.getByLabel("E-mail").fill("finance@borealis-trading.example");
  await dialog.getByLabel("Sales amount").fill("1200000");
  await dialog.getByLabel("City").fill("Oslo");
  await dialog.getByLabel("Country").selectOption("NO");
  await dialog.getByRole("button", { name: "Add partner" }).click();
  await expect(dialog).toBeHidden();
  await expect(forwarder.getByText(`${demo.shipper.name} added and invited.`)).toBeVisible();
  const table = forwarder.getByRole("table", { name: "Partners" });
  await expect(table).toContainText(demo.shipper.name);

  // Filters live in the URL.
  await forwarder.getByRole("checkbox", { name: "Supplier" }).click();
  await expect(forwarder).toHaveURL(/partner_types=supplier/);
  await forwarder.getByRole("checkbox", { name: "Supplier" }).click();
  await forwarder.getByRole("checkbox", { name: "Invited" }).click();
  await expect(forwarder).toHaveURL(/invitation_statuses=invited/);
  await expect(table).toContainText(demo.shipper.name);
  await screenshot(forwarder, "partners");

  const shipperContext = await browser.newContext();
  const shipper = await shipperContext.newPage();
  await signIn(shipper, "shipper");
  await shipper.getByRole("link", { name: "Invitations" }).click();
  await shipper
    .getByRole("button", { name: `Accept invitation from ${demo.forwarder.name}` })
    .first()
    .click();
  const confirm = shipper.getByRole("dialog");
  await confirm.getByRole("button", { name: "Accept invitation" }).click();
  await expect(shipper.getByText(`Invitation accepted: ${demo.forwarder.name} is now your Host.`)).toBeVisible();
  await screenshot(shipper, "invitations");
});
