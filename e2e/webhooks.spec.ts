import http from "node:http";
import { expect, test } from "@playwright/test";
import { Webhook } from "standardwebhooks";
import { apiSignIn, createApplicationViaApi, expectAccessible, orgHeaders, signIn } from "./support";

/**
 * Webhooks journey (api-design §11): the forwarder adds an endpoint in the console (the secret is
 * revealed once, with Copy), sends a test event, sees it delivered in the log, follows a failing
 * attempt and redelivers it; an application's status change reaches the receiver, signed. The
 * receiver is a small HTTP server this spec starts on 127.0.0.1 (the journeys' server runs with
 * WEBHOOK_ALLOW_PRIVATE_URLS=1, see playwright.config.ts).
 */

interface Received {
  headers: Record<string, string>;
  body: string;
  type: string;
  data: Record<string, unknown>;
}

let server: http.Server;
let receiverUrl = "";
const received: Received[] = [];
let failNext = false;

test.beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const json = JSON.parse(body) as { type: string; data: Record<string, unknown> };
      const headers = Object.fromEntries(Object.entries(req.headers).map(([k, v]) => [k, String(v)]));
      received.push({ headers, body, type: json.type, data: json.data });
      if (failNext) {
        failNext = false;
        res.writeHead(500).end("receiver down");
        return;
      }
      res.writeHead(200).end("thanks");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", () => resolve()));
  const address = server.address();
  receiverUrl = `http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}/hooks`;
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

test("add an endpoint, keep its secret, send a test, follow the delivery log, redeliver, receive status changes", async ({
  page,
  context,
  request,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await signIn(page, "forwarder");
  await page.getByRole("link", { name: "Webhooks" }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: "Webhooks" })).toBeVisible();

  await page.getByRole("button", { name: "Add endpoint" }).click();
  const form = page.getByRole("dialog", { name: "Add webhook endpoint" });
  await form.getByLabel("Endpoint URL").fill(receiverUrl);
  await form.getByLabel("Description (optional)").fill("Journey receiver");
  await form.getByLabel("Only the event types I choose").check();
  await form.getByRole("button", { name: "Add endpoint" }).click();
  await expect(form.getByText("Choose at least one event type")).toBeVisible();
  await form.getByLabel(/Credit application status changed/).check();
  await form.getByLabel(/Test event/).check();
  await form.getByRole("button", { name: "Add endpoint" }).click();

  const secretDialog = page.getByRole("dialog", { name: "Signing secret" });
  await expect(secretDialog).toBeVisible();
  const secret = await secretDialog.getByLabel("Secret").inputValue();
  expect(secret).toMatch(/^whsec_/);
  await secretDialog.getByRole("button", { name: "Copy secret" }).click();
  await expect(secretDialog.getByText(/Copied to the clipboard|Copying failed/)).toBeVisible();
  await expectAccessible(page, "webhook secret dialog");
  await secretDialog.getByRole("button", { name: "I have stored it" }).click();
  await expect(secretDialog).toBeHidden();
  // Shown once: nowhere on the page afterwards.
  await expect(page.getByText(secret)).toHaveCount(0);

  const endpoints = page.getByRole("table", { name: "Webhook endpoints" });
  await expect(endpoints.getByText(receiverUrl)).toBeVisible();
  await expect(endpoints.getByText("2 event types")).toBeVisible();

  // A test event, delivered and logged with its response code and duration.
  await page.getByRole("button", { name: `Send test event to ${receiverUrl}` }).click();
  const log = page.getByRole("table", { name: "Webhook deliveries" });
  await expect(log.getByRole("row").filter({ hasText: "webhook.test" }).first()).toContainText("Delivered");
  await expect(log.getByRole("row").filter({ hasText: "webhook.test" }).first()).toContainText("HTTP 200");
  await expect(log.getByRole("row").filter({ hasText: "webhook.test" }).first()).toContainText(/\d+ ms/);
  const test1 = received.find((r) => r.type === "webhook.test");
  expect(test1).toBeDefined();
  if (test1) expect(() => new Webhook(secret).verify(test1.body, test1.headers)).not.toThrow();
  await expectAccessible(page, "webhooks page with the delivery log");

  // A failing receiver: the attempt is logged with its code and stays pending for the retry; redeliver.
  failNext = true;
  await page.getByRole("button", { name: `Send test event to ${receiverUrl}` }).click();
  const failing = log.getByRole("row").filter({ hasText: "HTTP 500" }).first();
  await expect(failing).toContainText("Pending");
  await failing.getByRole("button", { name: /Redeliver/ }).click();
  await expect(log.getByRole("row").filter({ hasText: "HTTP 500" })).toHaveCount(0);
  await expect(log.getByRole("row").filter({ hasText: "webhook.test" }).filter({ hasText: "Delivered" })).toHaveCount(
    2,
  );

  // Every status change of the forwarder's applications reaches the receiver, signed.
  const id = await createApplicationViaApi(request, "credit-terms", {
    amount: 12000,
    currency: "EUR",
    payment_terms: "NET 30",
  });
  const forwarder = await apiSignIn(request, "forwarder");
  const moved = await request.post(`/v1-beta/credit-applications/${id}/statuses/internal-review`, {
    headers: orgHeaders(forwarder),
  });
  expect(moved.status()).toBe(200);
  await expect
    .poll(() =>
      received.find((r) => r.type === "credit_application.status_changed" && r.data.credit_application_id === id),
    )
    .toBeDefined();
  const change = received.find(
    (r) => r.type === "credit_application.status_changed" && r.data.credit_application_id === id,
  );
  expect(change?.data).toMatchObject({ from: "pending", to: "internal_review", action: "start_review" });
  if (change) expect(() => new Webhook(secret).verify(change.body, change.headers)).not.toThrow();
  // Not subscribed: the creation event was not sent to this endpoint.
  expect(received.filter((r) => r.type === "credit_application.created")).toEqual([]);

  // The log's state lives in the URL: a reload keeps the chosen endpoint's log open.
  await page.reload();
  await expect(page.getByRole("table", { name: "Webhook deliveries" })).toBeVisible();

  // On a 320 px phone the page reflows (the tables scroll inside their own box).
  await page.setViewportSize({ width: 320, height: 800 });
  await expect(page.getByRole("table", { name: "Webhook deliveries" })).toBeVisible();
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    client: document.documentElement.clientWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.client);
});
