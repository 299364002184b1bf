import { type Browser, expect, type Page, test } from "@playwright/test";
import { demo, screenshot, signIn, switchTarget } from "./support";

async function as(browser: Browser, who: "forwarder" | "shipper"): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** Clicks an action button, then the confirm button of its dialog. */
async function confirmAction(page: Page, label: string) {
  await page.getByRole("button", { name: label, exact: true }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toBeVisible();
  await dialog.getByRole("button", { name: label, exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("an application moves through request changes → confirmation → review → approval → finalization", async ({
  browser,
}) => {
  // Six moves by two people in two browsers: about a minute on a loaded 2-core machine.
  test.setTimeout(120_000);
  // The shipper applies for factoring to its forwarder (Guest → Host).
  const shipper = await as(browser, "shipper");
  await switchTarget(shipper, demo.forwarder.name);
  await shipper.getByRole("link", { name: "New application" }).click();
  await shipper.getByRole("radio", { name: /Factoring/ }).check();
  await expect(shipper).toHaveURL(/type=factoring/);
  await shipper.getByLabel("Amount", { exact: true }).fill("250000");
  await shipper.getByLabel("Currency").selectOption("USD");
  await shipper.getByLabel("Payment terms", { exact: true }).fill("Net 60");
  await shipper.getByLabel("Purpose", { exact: true }).fill("Working capital for the winter season");
  await screenshot(shipper, "application-new-factoring");
  await shipper.getByRole("button", { name: "Submit application" }).click();
  await expect(shipper.getByText("Factoring application submitted.")).toBeVisible();
  await expect(shipper.getByRole("heading", { level: 1, name: /Factoring application/ })).toContainText("Pending");
  await expect(shipper).not.toHaveURL(/\/new/);
  const detailUrl = shipper.url();

  // The forwarder (Self) finds it in the list by its reference and requests changes with the form.
  const reference = (await shipper.getByRole("heading", { level: 1 }).textContent())?.match(/CA-\d{4}-\d{6,}/)?.[0];
  expect(reference).toBeTruthy();
  const forwarder = await as(browser, "forwarder");
  await forwarder.goto(new URL("/credit-applications", detailUrl).toString());
  await forwarder.getByLabel("Search in").selectOption("reference");
  await forwarder.getByLabel("Search reference").fill(reference?.toLowerCase() ?? "");
  await expect(forwarder).toHaveURL(/search_field=reference/);
  const rows = forwarder.getByRole("row").filter({ hasText: reference ?? "" });
  await expect(rows).toHaveCount(1);
  await expect(forwarder.getByRole("row")).toHaveCount(2);
  await rows.getByRole("link", { name: demo.shipper.name }).click();
  await expect(forwarder).toHaveURL(detailUrl);
  await expect(forwarder.getByRole("heading", { name: /Factoring application/ })).toContainText("Pending");
  for (const name of ["Start review", "Request changes", "Decline"]) {
    await expect(forwarder.getByRole("button", { name, exact: true })).toBeVisible();
  }
  await expect(forwarder.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  await forwarder.getByRole("button", { name: "Request changes", exact: true }).click();
  const form = forwarder.getByRole("dialog", { name: "Request changes" });
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form.getByText("This field is required.")).toBeVisible();
  await form.getByLabel("Financial analysis").selectOption("partial");
  await form.getByRole("checkbox", { name: "Bank statements" }).check();
  await form.getByLabel("Additional documents").fill("Bank statements for the last six months");
  await form.getByLabel("Message to the applicant").fill("Please send these within two weeks.");
  await screenshot(forwarder, "application-request-changes-form");
  await form.getByRole("button", { name: "Send request" }).click();
  await expect(form).toBeHidden();
  await expect(forwarder.getByRole("heading", { name: /Factoring application/ })).toContainText("Needs action");
  await expect(forwarder.getByRole("region", { name: "Needs action" })).toContainText(
    "Bank statements for the last six months",
  );

  // The shipper confirms the documents were sent (Guest → Host).
  await shipper.reload();
  await expect(shipper.getByRole("heading", { name: /Factoring application/ })).toContainText("Needs action");
  await confirmAction(shipper, "Confirm documents sent");
  await expect(shipper.getByText("Additional documents confirmed as sent.")).toBeVisible();
  await expect(shipper.getByRole("region", { name: "Needs action" })).toContainText("Documents sent");
  await expect(shipper.getByRole("button", { name: "Confirm documents sent" })).toHaveCount(0);

  // The forwarder reviews and approves.
  await forwarder.reload();
  await confirmAction(forwarder, "Start review");
  await expect(forwarder.getByRole("heading", { name: /Factoring application/ })).toContainText("Internal review");
  // The approval carries the granted amount, conditions and reason (validated like the API does).
  await forwarder.getByRole("button", { name: "Approve", exact: true }).click();
  const approve = forwarder.getByRole("dialog", { name: "Approve?" });
  await approve.getByLabel(/Approved amount/).fill("0");
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approve.getByLabel(/Approved amount/)).toHaveAttribute("aria-invalid", "true");
  await approve.getByLabel(/Approved amount/).fill("200000");
  await expect(approve).toContainText("USD 50,000");
  await expect(approve).toContainText("below the requested facility limit");
  await approve.getByLabel("Conditions").fill("Personal guarantee of the managing director");
  await approve.getByLabel("Reason").fill("Steady receivables; the bank statements confirm the turnover");
  await screenshot(forwarder, "application-approve-dialog");
  await approve.getByRole("button", { name: "Approve", exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(forwarder.getByRole("heading", { name: /Factoring application/ })).toContainText("Approved");
  await expect(forwarder.getByRole("heading", { name: /Factoring application/ })).toContainText(/CA-\d{4}-\d{6}/);
  await expect(forwarder.getByRole("button", { name: "Finalize" })).toHaveCount(0);
  const decision = forwarder.getByRole("region", { name: "Credit decision" });
  await expect(decision).toContainText("USD 250,000");
  await expect(decision).toContainText("USD 200,000");
  await expect(decision).toContainText("Personal guarantee of the managing director");
  await expect(decision).toContainText("Steady receivables; the bank statements confirm the turnover");
  await expect(decision).toContainText("Shipper's score at decision");

  // The shipper finalizes.
  await shipper.reload();
  await confirmAction(shipper, "Finalize");
  await expect(shipper.getByRole("heading", { name: /Factoring application/ })).toContainText("Finalized");
  const history = shipper.getByRole("region", { name: "History" });
  for (const step of ["Created", "Request changes", "Confirm documents sent", "Start review", "Approve", "Finalize"]) {
    await expect(history).toContainText(step);
  }
  await expect(history).toContainText("Personal guarantee of the managing director");
  // The shipper sees the decision explained too.
  await expect(shipper.getByRole("region", { name: "Credit decision" })).toContainText("USD 200,000");
  await screenshot(shipper, "application-finalized");

  // One click from the application to the shipper's score and metrics (Host → Guest).
  await forwarder.reload();
  await forwarder.getByRole("button", { name: "Score and metrics" }).click();
  await expect(forwarder).toHaveURL(/\/analytics/);
  await expect(forwarder.getByRole("main")).toContainText(demo.shipper.name);
});

test("a move the API refuses is shown in words", async ({ browser }) => {
  // Two forwarder tabs on one application: the second approval finds it already approved.
  const shipper = await as(browser, "shipper");
  await switchTarget(shipper, demo.forwarder.name);
  await shipper.getByRole("link", { name: "New application" }).click();
  await shipper.getByLabel("Amount", { exact: true }).fill("5000");
  await shipper.getByLabel("Currency").selectOption("USD");
  await shipper.getByLabel("Payment terms", { exact: true }).fill("Net 15");
  await shipper.getByRole("button", { name: "Submit application" }).click();
  await expect(shipper.getByRole("heading", { level: 1, name: /Credit terms application/ })).toContainText("Pending");
  await expect(shipper).not.toHaveURL(/\/new/);
  const url = shipper.url();

  const first = await as(browser, "forwarder");
  await first.goto(url);
  await confirmAction(first, "Start review");
  await expect(first.getByRole("heading", { name: /Credit terms application/ })).toContainText("Internal review");

  const second = await as(browser, "forwarder");
  await second.goto(url);
  await expect(second.getByRole("button", { name: "Approve", exact: true })).toBeVisible();
  await first.getByRole("button", { name: "Decline", exact: true }).click();
  const decline = first.getByRole("dialog", { name: "Decline?" });
  await decline.getByLabel("Reason").fill("Turnover too small for the requested terms");
  await decline.getByRole("button", { name: "Decline", exact: true }).click();
  await expect(decline).toBeHidden();
  await expect(first.getByRole("heading", { name: /Credit terms application/ })).toContainText("Declined");
  await expect(first.getByRole("region", { name: "Credit decision" })).toContainText(
    "Turnover too small for the requested terms",
  );

  await second.getByRole("button", { name: "Approve", exact: true }).click();
  const dialog = second.getByRole("dialog");
  await dialog.getByRole("button", { name: "Approve", exact: true }).click();
  // The refusal says what happened (the page was refreshed meanwhile) and no longer offers the move.
  await expect(dialog.getByRole("alert")).toContainText(
    "This application is already Declined: it was moved while this dialog was open.",
  );
  await expect(dialog).toContainText("This moves the application from Internal review to Approved.");
  await expect(dialog.getByRole("button", { name: "Approve", exact: true })).toHaveCount(0);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(second.getByRole("heading", { name: /Credit terms application/ })).toContainText("Declined");
});
