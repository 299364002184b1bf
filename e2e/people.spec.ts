import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { apiSignIn, createApplicationViaApi, demoPeople, orgHeaders, signInAsPerson } from "./support";

/**
 * People in the console (issue 26, docs/people.md "Console"): sign-in with e-mail and password, the
 * refresh cookie across reloads and tabs, invitations, sign out everywhere, and controls a role does
 * not allow.
 */

/** A credit-terms application of Borealis to Atlas, moved to internal review (Approve is offered). */
async function applicationInReview(request: APIRequestContext, amount: number): Promise<string> {
  const id = await createApplicationViaApi(request, "credit-terms", {
    amount,
    currency: "USD",
    payment_terms: "Net 30",
  });
  const forwarder = await apiSignIn(request, "forwarder");
  const res = await request.post(`/v1-beta/credit-applications/${id}/statuses/internal-review`, {
    headers: orgHeaders(forwarder),
  });
  expect(res.status(), await res.text()).toBe(200);
  return id;
}

async function openUserMenu(page: Page) {
  await page.getByRole("button", { name: /\((Admin|Approver|Analyst|Viewer)\)$/ }).click();
}

test.describe("people", () => {
  test("an admin invites an analyst, who chooses a password, works, and signs out everywhere", async ({
    page,
    browser,
    request,
  }) => {
    test.slow();
    const email = `new-analyst-${Date.now()}@atlas-freight.example`;
    await signInAsPerson(page, demoPeople.atlas("admin"), demoPeople.password, "/worklist");
    await expect(page.getByRole("button", { name: /\(Admin\)$/ })).toBeVisible();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "People" }).click();
    await expect(page.getByRole("heading", { name: "People", level: 1 })).toBeVisible();
    await page.getByRole("button", { name: "Invite a person" }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("E-mail", { exact: true }).fill(email);
    await dialog.getByLabel("Name").fill("Nora Analyst");
    await dialog.getByLabel("Role").selectOption("analyst");
    await dialog.getByRole("button", { name: "Invite" }).click();
    const linkField = page.getByRole("textbox", { name: "Invitation link" });
    await expect(linkField).toBeVisible();
    // The journeys' server has no SMTP_URL: the answer's email_sent is false and the console says so.
    await expect(page.getByTestId("invitation-mail")).toHaveText(
      /^No invitation e-mail was sent .*send it yourself\.$/,
    );
    const link = await linkField.inputValue();
    expect(link).toMatch(/\/accept-invitation#token=/);
    await page.getByRole("button", { name: "Done" }).click();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Invited");

    // The invited person opens the link in a browser of their own.
    const theirs = await browser.newContext();
    const invited = await theirs.newPage();
    await invited.goto(link);
    await invited.getByLabel("New password").fill("aaaaaaaaaaaa");
    await invited.getByLabel("Repeat the password").fill("aaaaaaaaaaaa");
    await invited.getByRole("button", { name: "Choose password and sign in" }).click();
    // The server's rule, on the field.
    await expect(invited.getByLabel("New password")).toHaveAttribute("aria-invalid", "true");
    await expect(invited.locator(".field__error")).toContainText(/password/i);
    const password = "quiet-harbour-lantern-42";
    await invited.getByLabel("New password").fill(password);
    await invited.getByLabel("Repeat the password").fill(password);
    await invited.getByRole("button", { name: "Choose password and sign in" }).click();
    // Two password hashes (accept, then sign in) on a busy machine: allow for it.
    await expect(invited.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible({ timeout: 45_000 });
    await expect(invited.getByRole("button", { name: "Nora Analyst (Analyst)" })).toBeVisible();
    // Analysts do not administer: no People or Webhooks in the navigation.
    const nav = invited.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: "Credit applications" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "People" })).toHaveCount(0);
    await expect(nav.getByRole("link", { name: "Webhooks" })).toHaveCount(0);

    // A piece of work: start the review of an application.
    const id = await createApplicationViaApi(request, "credit-terms", {
      amount: 31_415,
      currency: "USD",
      payment_terms: "Net 30",
    });
    await invited.goto(`/credit-applications/${id}`);
    await invited.getByRole("button", { name: "Start review" }).click();
    await invited.getByRole("dialog").getByRole("button", { name: "Start review" }).click();
    await expect(
      invited.getByText("Application moved to In internal review.").or(invited.getByText(/Application moved to/)),
    ).toBeVisible();

    // The same person in a second browser.
    const second = await browser.newContext();
    const other = await second.newPage();
    await signInAsPerson(other, email, password, "/worklist");

    // The admin sees the first sign-in.
    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(email) })).toContainText("Active");

    // Sign out everywhere in the first browser: the second one's next navigation asks to sign in.
    await openUserMenu(invited);
    await invited.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(invited).toHaveURL(/\/sign-in/);
    await other.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Partners" }).click();
    await expect(other).toHaveURL(/\/sign-in/);
    await expect(other.getByRole("heading", { name: "Sign in to Credit Applications" })).toBeVisible();
    await theirs.close();
    await second.close();
  });

  test("a viewer sees Approve disabled with its reason, and the API refuses the approval", async ({
    page,
    request,
    baseURL,
  }) => {
    test.slow();
    const id = await applicationInReview(request, 27_182);
    await signInAsPerson(page, demoPeople.atlas("viewer"), demoPeople.password, `/credit-applications/${id}`);
    const approve = page.getByRole("button", { name: "Approve", exact: true });
    await expect(approve).toBeDisabled();
    await expect(approve).toHaveAttribute("title", "Approvers and admins can approve.");
    await expect(approve).toHaveAccessibleDescription("Approvers and admins can approve.");
    await expect(page.getByText("Approvers and admins can approve.").first()).toBeVisible();
    // Viewers create nothing: no "New application" on the list.
    await page.goto("/credit-applications");
    await expect(page.getByRole("heading", { name: "Credit applications", level: 1 })).toBeVisible();
    await expect(page.getByRole("link", { name: "New application" })).toHaveCount(0);

    // The API itself refuses the viewer's approval with the contract's error.
    const signedIn = await request.post("/v1-beta/auth/sign-in", {
      headers: { "X-CAS-CSRF": "1", Origin: baseURL ?? "" },
      data: { email: demoPeople.atlas("viewer"), password: demoPeople.password },
    });
    expect(signedIn.status(), await signedIn.text()).toBe(200);
    const { access_token: token, user } = (await signedIn.json()) as {
      access_token: string;
      user: { organization_id: string };
    };
    const refused = await request.post(`/v1-beta/credit-applications/${id}/statuses/approve`, {
      headers: {
        Authorization: `Bearer ${token}`,
        "Requester-Organization-ID": user.organization_id,
        "Target-Organization-ID": user.organization_id,
      },
      data: {},
    });
    expect(refused.status()).toBe(403);
    const body = (await refused.json()) as { detail: Array<{ code: string }> };
    expect(body.detail[0]?.code).toBe("user_role_access_denied");
  });

  test("a reload keeps a person signed in (refresh cookie), a new tab too; the token is never stored", async ({
    page,
    context,
  }) => {
    test.slow();
    await signInAsPerson(page, demoPeople.atlas("approver"), demoPeople.password, "/partners");
    await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.getItem("cas.session"))).toBeNull();
    const cookies = await context.cookies();
    const refresh = cookies.find((c) => c.name === "__Host-cas_refresh");
    expect(refresh?.httpOnly).toBe(true);

    await page.reload();
    await expect(page.getByRole("heading", { name: "Partners", level: 1 })).toBeVisible();
    await expect(page).toHaveURL(/\/partners$/);
    await expect(page.getByRole("button", { name: /\(Approver\)$/ })).toBeVisible();

    const tab = await context.newPage();
    await tab.goto("/credit-applications");
    await expect(tab.getByRole("heading", { name: "Credit applications", level: 1 })).toBeVisible();
    await expect(tab.getByRole("button", { name: /\(Approver\)$/ })).toBeVisible();

    // Closing every tab and opening the console again: the cookie still signs in.
    await page.close();
    await tab.close();
    const again = await context.newPage();
    await again.goto("/worklist");
    await expect(again.getByRole("heading", { name: "Worklist", level: 1 })).toBeVisible();

    // Sign out (this browser): the cookie no longer signs in.
    await again.getByRole("button", { name: "Sign out", exact: true }).click();
    await expect(again).toHaveURL(/\/sign-in/);
    await again.goto("/worklist");
    await expect(again).toHaveURL(/\/sign-in/);
  });

  test("a wrong password is refused with one message", async ({ page }) => {
    await page.goto("/sign-in");
    await page.getByLabel("E-mail", { exact: true }).fill(demoPeople.atlas("analyst"));
    await page.getByLabel("Password", { exact: true }).fill("not-the-password-at-all");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("alert")).toHaveText("The e-mail or the password is not correct.");
  });

  test("an admin sets an approver's approval limit on People, and clears it", async ({ page }) => {
    test.slow();
    const approver = demoPeople.atlas("approver");
    await signInAsPerson(page, demoPeople.atlas("admin"), demoPeople.password, "/people");
    const row = page.getByRole("row", { name: new RegExp(approver) });
    await expect(row).toContainText("No personal limit");
    await page.getByRole("button", { name: `Change the approval limit of ${approver}` }).click();
    const dialog = page.getByRole("dialog");
    await dialog.getByLabel("Approval limit").fill("EUR ten thousand");
    await dialog.getByRole("button", { name: "Save limit" }).click();
    await expect(dialog.getByLabel("Approval limit")).toHaveAttribute("aria-invalid", "true");
    await dialog.getByLabel("Approval limit").fill("EUR 10 000, usd 12000");
    await dialog.getByRole("button", { name: "Save limit" }).click();
    await expect(row).toContainText("Up to EUR 10000, USD 12000");
    // Saved on the server: a reload reads it back.
    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(approver) })).toContainText("Up to EUR 10000, USD 12000");
    // Cleared: no personal limit again (other journeys approve as this person).
    await page.getByRole("button", { name: `Change the approval limit of ${approver}` }).click();
    await page.getByRole("dialog").getByLabel("Approval limit").fill("");
    await page.getByRole("dialog").getByRole("button", { name: "Save limit" }).click();
    await expect(page.getByRole("row", { name: new RegExp(approver) })).toContainText("No personal limit");
    // Analysts and viewers decide nothing: no limit to change.
    await expect(
      page.getByRole("button", { name: `Change the approval limit of ${demoPeople.atlas("analyst")}` }),
    ).toHaveCount(0);
  });
});
