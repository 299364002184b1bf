import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { type APIRequestContext, type Browser, expect, type Page, test } from "@playwright/test";
import { apiSignIn, createApplicationViaApi, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * The signature process in the console (api-design §10): the forwarder sends the credit agreement
 * for signature, the shipper reviews it (drawn by pdf.js) and signs with consent and a typed name, or
 * declines with a reason; the forwarder cancels and sends again; both download the agreement and the
 * sealed PDF, which Poppler's pdfsig verifies.
 */

const sha = (b: Buffer) => createHash("sha256").update(b).digest("hex");

async function as(browser: Browser, who: "forwarder" | "shipper"): Promise<Page> {
  const context = await browser.newContext({ acceptDownloads: true });
  const page = await context.newPage();
  await signIn(page, who);
  return page;
}

/** A factoring application the forwarder has approved, made through the API. */
async function approvedApplication(request: APIRequestContext, amount: number): Promise<string> {
  const id = await createApplicationViaApi(request, "factoring", {
    amount,
    currency: "EUR",
    payment_terms: "Net 45",
  });
  const forwarder = await apiSignIn(request, "forwarder");
  for (const move of ["internal-review", "approve"]) {
    const r = await request.post(`/v1-beta/credit-applications/${id}/statuses/${move}`, {
      headers: orgHeaders(forwarder),
    });
    expect(r.status(), await r.text()).toBe(200);
  }
  return id;
}

async function sendForSignature(page: Page, signer: string, email: string) {
  const panel = page.getByRole("region", { name: "Signature" });
  await panel.getByRole("button", { name: /^(Send for signature|Send again)$/ }).click();
  const dialog = page.getByRole("dialog", { name: "Send for signature" });
  await dialog.getByLabel("Signer's name").fill(signer);
  await dialog.getByLabel("Signer's e-mail").fill(email);
  await dialog.getByLabel("Days to sign").fill("10");
  await dialog.getByLabel("Message to the signer").fill("Please sign this week.");
  await dialog.getByRole("button", { name: "Send agreement" }).click();
  await expect(dialog).toBeHidden();
  await expect(panel).toContainText("Sign document created");
}

async function downloaded(page: Page, button: string): Promise<{ name: string; bytes: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("region", { name: "Signature" }).getByRole("button", { name: button }).click(),
  ]);
  return { name: download.suggestedFilename(), bytes: fs.readFileSync(await download.path()) };
}

test("the forwarder sends, the shipper reviews and signs; the sealed PDF verifies with pdfsig", async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const id = await approvedApplication(request, 310_000);
  const forwarder = await as(browser, "forwarder");
  await forwarder.goto(`/credit-applications/${id}`);
  await expect(forwarder.getByRole("heading", { level: 1, name: /Factoring application/ })).toContainText("Approved");
  const fPanel = forwarder.getByRole("region", { name: "Signature" });
  await expect(fPanel).toContainText("No agreement has been sent for signature yet.");

  // The dialog refuses what the contract refuses.
  await fPanel.getByRole("button", { name: "Send for signature" }).click();
  const dialog = forwarder.getByRole("dialog", { name: "Send for signature" });
  await dialog.getByLabel("Days to sign").fill("120");
  await dialog.getByRole("button", { name: "Send agreement" }).click();
  await expect(dialog.getByText("Enter 90 or less.")).toBeVisible();
  await dialog.getByRole("button", { name: "Cancel" }).click();

  await sendForSignature(forwarder, "Bea Lindholm", "bea@borealis.example");
  await expect(fPanel).toContainText("Bea Lindholm <bea@borealis.example>");
  await expect(fPanel.getByRole("list", { name: "Signature events" })).toContainText("Sent for signature");
  await expect(fPanel.getByRole("button", { name: "Cancel signature" })).toBeVisible();
  await screenshot(forwarder, "signature-sent");

  // The shipper reviews the agreement (pdf.js draws it) and signs.
  const shipper = await as(browser, "shipper");
  await shipper.goto(`/credit-applications/${id}`);
  const sPanel = shipper.getByRole("region", { name: "Signature" });
  await expect(sPanel).toContainText("Sign document created");
  await sPanel.getByRole("button", { name: "Review and sign" }).click();
  const review = shipper.getByRole("dialog", { name: "Review and sign the credit agreement" });
  // pdf.js fetches and draws the agreement in the page: slower than 10 s on a loaded 2-core machine.
  await expect(review.getByRole("img", { name: /^Page 1 of \d+ of credit-agreement-/ })).toBeVisible({
    timeout: 30_000,
  });
  await expect(review).toContainText("Please sign this week.");
  // Opening the review is recorded.
  await expect(sPanel).toContainText("Sign document in progress");
  await review.getByRole("button", { name: "Sign agreement" }).click();
  await expect(review.getByText("Confirm that you agree to sign.")).toBeVisible();
  await review.getByRole("checkbox").check();
  await review.getByLabel("Type your full name to sign").fill("Someone Else");
  await review.getByRole("button", { name: "Sign agreement" }).click();
  await expect(review.getByRole("alert")).toBeVisible();
  await review.getByLabel("Type your full name to sign").fill("bea lindholm");
  await screenshot(shipper, "signature-review");
  await review.getByRole("button", { name: "Sign agreement" }).click();
  await expect(review).toBeHidden();
  await expect(shipper.getByText("Agreement signed and sealed.")).toBeVisible();
  await expect(sPanel).toContainText("Sign document completed");
  const events = sPanel.getByRole("list", { name: "Signature events" });
  for (const step of ["Sent for signature", "Opened by the signer", "Signed", "Sealed by the service"]) {
    await expect(events).toContainText(step);
  }
  // The signed agreement can be finalized (a Guest-scenario move: offered through the switcher here).
  await expect(shipper.getByRole("region", { name: "Actions" })).toContainText("Finalize");

  // Both PDFs download; the sealed one verifies over the whole document.
  const signed = await downloaded(shipper, "Download signed PDF");
  expect(signed.name).toBe(`credit-agreement-${id}-signed.pdf`);
  const original = await downloaded(shipper, "Download agreement");
  expect(original.name).toBe(`credit-agreement-${id}.pdf`);
  const title = await sPanel.locator(".mono").first().getAttribute("title");
  expect(sha(original.bytes)).toBe(title);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "e2e-signature-"));
  const file = path.join(dir, "signed.pdf");
  fs.writeFileSync(file, signed.bytes);
  const report = execFileSync("pdfsig", [file]).toString();
  expect(report).toContain("Signature is Valid");
  expect(report).toContain("Total document signed");
  fs.rmSync(dir, { recursive: true, force: true });

  // The forwarder sees the same status and history.
  await forwarder.reload();
  await expect(forwarder.getByRole("heading", { level: 1, name: /Factoring application/ })).toContainText(
    "Sign document completed",
  );
  const history = forwarder.getByRole("region", { name: "History" });
  for (const step of ["Send for signature", "Open agreement", "Sign agreement"]) {
    await expect(history).toContainText(step);
  }
});

test("the shipper declines with a reason; the forwarder sends again, then cancels", async ({ browser, request }) => {
  test.setTimeout(120_000);
  const id = await approvedApplication(request, 420_000);
  const forwarder = await as(browser, "forwarder");
  await forwarder.goto(`/credit-applications/${id}`);
  await sendForSignature(forwarder, "Bea Lindholm", "bea@borealis.example");

  const shipper = await as(browser, "shipper");
  await shipper.goto(`/credit-applications/${id}`);
  const sPanel = shipper.getByRole("region", { name: "Signature" });
  await sPanel.getByRole("button", { name: "Decline agreement" }).click();
  const decline = shipper.getByRole("dialog", { name: "Decline agreement?" });
  await decline.getByRole("button", { name: "Decline agreement" }).click();
  await expect(decline.getByText(/required|at least/i)).toBeVisible();
  await decline.getByLabel("Reason").fill("The interest clause is missing.");
  await decline.getByRole("button", { name: "Decline agreement" }).click();
  await expect(decline).toBeHidden();
  await expect(sPanel).toContainText("Sign document declined");
  await expect(sPanel.getByRole("button", { name: "Review and sign" })).toHaveCount(0);

  await forwarder.reload();
  const fPanel = forwarder.getByRole("region", { name: "Signature" });
  await expect(fPanel.getByRole("list", { name: "Signature events" })).toContainText("The interest clause is missing.");
  await sendForSignature(forwarder, "Bea Lindholm", "bea@borealis.example");
  await fPanel.getByRole("button", { name: "Cancel signature" }).click();
  const confirm = forwarder.getByRole("dialog", { name: "Cancel signature?" });
  await confirm.getByRole("button", { name: "Cancel signature" }).click();
  await expect(confirm).toBeHidden();
  await expect(fPanel).toContainText("Sign document canceled");
  await expect(fPanel.getByRole("button", { name: "Send again" })).toBeVisible();

  await shipper.reload();
  await expect(shipper.getByRole("heading", { level: 1, name: /Factoring application/ })).toContainText(
    "Sign document canceled",
  );
  await expect(sPanel.getByRole("button", { name: /Review and sign|Decline agreement/ })).toHaveCount(0);
});

test("the demo data holds applications in every sign_document_* status", async ({ page }) => {
  await signIn(page, "forwarder");
  for (const label of [
    "Sign document created",
    "Sign document in progress",
    "Sign document completed",
    "Sign document expired",
    "Sign document canceled",
    "Sign document declined",
    "Sign document process failed",
  ]) {
    const status = label.toLowerCase().replace(/ /g, "_");
    await page.goto(`/credit-applications?credit_application_statuses=${status}`);
    await expect(page.getByRole("table").getByText(label).first()).toBeVisible();
  }
});

/** An application of the demo shipper in `status`, through the API. */
async function demoApplication(request: APIRequestContext, status: string): Promise<string> {
  const shipper = await apiSignIn(request, "shipper");
  const r = await request.get(
    `/v1-beta/credit-applications?credit_application_statuses=${status}&limit=1&offset=0&order_by=created_at&order_dir=desc`,
    { headers: orgHeaders(shipper) },
  );
  expect(r.status(), await r.text()).toBe(200);
  const id = ((await r.json()) as { items: Array<{ id: string }> }).items[0]?.id;
  if (!id) throw new Error(`no demo application in ${status}`);
  return id;
}

test("the signature panel and the review dialog are accessible and fit a 320 px phone", async ({ page, request }) => {
  const completed = await demoApplication(request, "sign_document_completed");
  const open = await demoApplication(request, "sign_document_created");
  await signIn(page, "shipper");
  await page.goto(`/credit-applications/${completed}`);
  await expect(page.getByRole("region", { name: "Signature" })).toContainText("Sealed by the service");
  await expectAccessible(page, "application with a sealed agreement");
  await page.goto(`/credit-applications/${open}`);
  await page.getByRole("region", { name: "Signature" }).getByRole("button", { name: "Review and sign" }).click();
  const review = page.getByRole("dialog", { name: "Review and sign the credit agreement" });
  // pdf.js fetches and draws the agreement in the page: slower than 10 s on a loaded 2-core machine.
  await expect(review.getByRole("img", { name: /^Page 1 of \d+ of credit-agreement-/ })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page, "review and sign dialog");
  await review.getByRole("button", { name: "Not now" }).click();

  await page.setViewportSize({ width: 320, height: 800 });
  await page.goto(`/credit-applications/${completed}`);
  await expect(page.getByRole("region", { name: "Signature" })).toContainText("Sealed by the service");
  // Nothing of the signature panel reaches past the screen's right edge.
  const offenders = await page.getByRole("region", { name: "Signature" }).evaluate((panel) => {
    const width = document.documentElement.clientWidth;
    return [panel, ...Array.from(panel.querySelectorAll<HTMLElement>("*"))]
      .filter((el) => el.getBoundingClientRect().right > width + 1)
      .map((el) => `${el.tagName.toLowerCase()}.${el.className}: ${(el.textContent ?? "").slice(0, 40)}`)
      .slice(0, 6);
  });
  expect(offenders).toEqual([]);
  await screenshot(page, "signature-phone");
});
