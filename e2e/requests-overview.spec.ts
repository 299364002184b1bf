import { expect, type Page, test } from "@playwright/test";
import { settled, unique } from "./analysis-support";
import { apiSignIn, demo, expectAccessible, orgHeaders, screenshot, signIn } from "./support";

/**
 * Requests to Guests (/requests-to-guests): the forwarder's document requests to every Guest in
 * one list (GET /documents/requests). Filters in the URL survive a reload; a row sends a reminder
 * through the per-Guest endpoint; the Guest's name opens that Guest's requests page.
 */

interface Connection {
  organization_id: string;
  name: string;
  relation: "guest" | "host";
}

async function noSidewaysScroll(page: Page) {
  const { width, scrollWidth } = await page.evaluate(() => ({
    width: document.documentElement.clientWidth,
    scrollWidth: document.documentElement.scrollWidth,
  }));
  expect(scrollWidth, "page width at 390 px").toBeLessThanOrEqual(width);
}

test("the forwarder filters its requests to all Guests by status and Guest, reloads, and reminds from a row", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const forwarder = await apiSignIn(request, "forwarder");
  const connections = await request.get("/v1-beta/connections?limit=100&offset=0", {
    headers: orgHeaders(forwarder),
  });
  expect(connections.ok()).toBeTruthy();
  const guests = ((await connections.json()) as { items: Connection[] }).items.filter((c) => c.relation === "guest");
  const shipper = guests.find((g) => g.name === demo.shipper.name);
  expect(shipper, "the demo shipper is a Guest of the demo forwarder").toBeTruthy();
  const otherGuest = guests.find((g) => g.organization_id !== shipper?.organization_id);

  // Test data through the API: a request to the shipper, one to another Guest (same words), and a
  // canceled one to the shipper.
  const words = unique("Overview journey");
  const create = async (guestId: string, comment: string) => {
    const res = await request.post(`/v1-beta/organizations/${guestId}/documents/requests`, {
      headers: orgHeaders(forwarder),
      data: { items: [{ document_type: "year_end_financial", period_type: "year", period_year: 2025 }], comment },
    });
    expect(res.status()).toBe(201);
    return (await res.json()) as { id: string };
  };
  await create(shipper?.organization_id ?? "", `${words} — shipper`);
  if (otherGuest) await create(otherGuest.organization_id, `${words} — other Guest`);
  const canceled = await create(shipper?.organization_id ?? "", `${words} — canceled`);
  const cancel = await request.post(
    `/v1-beta/organizations/${shipper?.organization_id}/documents/requests/${canceled.id}/cancellations`,
    { headers: orgHeaders(forwarder) },
  );
  expect(cancel.ok()).toBeTruthy();

  // From the navigation.
  await signIn(page, "forwarder");
  await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Requests to Guests" }).click();
  await expect(page).toHaveURL(/\/requests-to-guests$/);
  await expect(page.getByRole("heading", { level: 1, name: "Document requests to Guests" })).toBeVisible();
  const filters = page.getByRole("search", { name: "Filter document requests to Guests" });

  // Search narrows to this journey's requests (comment or Guest name).
  await filters.getByLabel("Search comment or Guest").fill(words);
  await expect(page).toHaveURL(/search_text=/);
  const rows = page.getByRole("row").filter({ hasText: words });
  await expect(rows).toHaveCount(otherGuest ? 3 : 2);

  // Status: pending only.
  await filters.getByRole("button", { name: "Status" }).click();
  await filters.getByRole("checkbox", { name: /^Pending/ }).check();
  await expect(page).toHaveURL(/statuses=pending/);
  await page.keyboard.press("Escape");
  await expect(rows).toHaveCount(otherGuest ? 2 : 1);
  await expect(page.getByRole("row").filter({ hasText: `${words} — canceled` })).toHaveCount(0);

  // Guest: the shipper only.
  await filters.getByRole("button", { name: "Guest" }).click();
  await filters.getByRole("checkbox", { name: demo.shipper.name }).check();
  await expect(page).toHaveURL(new RegExp(`guest_organization_ids=${shipper?.organization_id}`));
  await page.keyboard.press("Escape");
  await expect(rows).toHaveCount(1);
  const row = page.getByRole("row").filter({ hasText: `${words} — shipper` });
  await expect(row).toContainText(demo.shipper.name);
  await expect(row).toContainText("Pending");
  await expect(row).toContainText("Year-end financial statements · 2025");
  await expect(row).toContainText("None yet");

  // A reload keeps every filter.
  await page.reload();
  await expect(page).toHaveURL(/statuses=pending/);
  await expect(page).toHaveURL(new RegExp(`guest_organization_ids=${shipper?.organization_id}`));
  await expect(filters.getByLabel("Search comment or Guest")).toHaveValue(words);
  await expect(filters.getByRole("button", { name: "Status (1)" })).toBeVisible();
  await expect(filters.getByRole("button", { name: "Guest (1)" })).toBeVisible();
  await expect(rows).toHaveCount(1);
  await settled(page);
  await expectAccessible(page, "requests to Guests");
  await screenshot(page, "requests-to-guests");

  // Send the reminder from the row.
  await row.getByRole("button", { name: /^Send reminder/ }).click();
  const dialog = page.getByRole("dialog", { name: "Send a reminder?" });
  await expect(dialog).toContainText(demo.shipper.name);
  await dialog.getByRole("button", { name: "Send reminder" }).click();
  await expect(page.getByText("Reminder sent.")).toBeVisible();
  await expect(row).toContainText("Reminder sent");
  await expect(row.getByRole("button", { name: /^Send reminder/ })).toHaveCount(0);
  await expect(row.getByRole("button", { name: /^Cancel/ })).toBeVisible();

  // The Guest's name opens its requests page, the switcher now targeting it.
  await row.getByRole("link", { name: demo.shipper.name }).click();
  await expect(page).toHaveURL(/\/document-requests/);
  await expect(page.getByText(`Your requests to ${demo.shipper.name}.`)).toBeVisible();

  // 390 px: the page reflows (the table scrolls in its own box).
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/requests-to-guests");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await page.waitForLoadState("networkidle");
  await noSidewaysScroll(page);
});

test("the shipper, with no Guests, has no Requests to Guests in the navigation", async ({ page }) => {
  await signIn(page, "shipper");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Document requests" })).toBeVisible();
  await expect(nav.getByRole("link", { name: "Requests to Guests" })).toHaveCount(0);
});
