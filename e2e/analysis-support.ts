/**
 * Helpers of the journeys through private records, financial files, document requests and
 * analytics: drag and drop of generated statement PDFs, and test data through the real API.
 */
import { type APIRequestContext, expect, type Locator, type Page } from "@playwright/test";
import type { StatementFile } from "./statements";
import { type ApiSession, apiSignIn, orgHeaders, type Who } from "./support";

/**
 * Drops files on an element the way a browser does: a `DataTransfer` holding the files, then
 * dragenter, dragover and drop events (react-dropzone reads `dataTransfer.files`).
 */
export async function dropFiles(page: Page, target: Locator, files: readonly StatementFile[]) {
  const payload = files.map((f) => ({ name: f.name, type: f.mimeType, base64: f.buffer.toString("base64") }));
  const dataTransfer = await page.evaluateHandle((items) => {
    const dt = new DataTransfer();
    for (const item of items) {
      const bytes = Uint8Array.from(atob(item.base64), (c) => c.charCodeAt(0));
      dt.items.add(new File([bytes], item.name, { type: item.type }));
    }
    return dt;
  }, payload);
  await target.dispatchEvent("dragenter", { dataTransfer });
  await target.dispatchEvent("dragover", { dataTransfer });
  await target.dispatchEvent("drop", { dataTransfer });
}

/** A unique suffix so journeys never collide with demo data or earlier runs on the same server. */
export function unique(prefix: string): string {
  return `${prefix} ${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 1000)}`;
}

/** Creates a private record through the API (Self); returns its id. */
export async function createRecordViaApi(
  request: APIRequestContext,
  who: Who,
  name: string,
  currency = "USD",
): Promise<{ id: string; session: ApiSession }> {
  const session = await apiSignIn(request, who);
  const res = await request.post("/v1-beta/private-records", {
    headers: orgHeaders(session),
    data: { name, currency_code: currency },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { id: ((await res.json()) as { id: string }).id, session };
}

/** Uploads statement PDFs to a private record through the API and waits until its score exists. */
export async function uploadAndScoreViaApi(
  request: APIRequestContext,
  session: ApiSession,
  recordId: string,
  files: readonly StatementFile[],
) {
  for (const f of files) {
    const res = await request.post(`/v1-beta/private-records/${recordId}/financial-files`, {
      headers: orgHeaders(session),
      multipart: { currency: "USD", file: { name: f.name, mimeType: f.mimeType, buffer: f.buffer } },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  await expect
    .poll(
      async () => {
        const res = await request.get(`/v1-beta/private-records/${recordId}/metrics/scores`, {
          headers: orgHeaders(session),
        });
        return ((await res.json()) as { total_items: number }).total_items;
      },
      { timeout: 60_000, intervals: [500, 1000] },
    )
    .toBeGreaterThanOrEqual(files.length);
}

/** Waits until no skeleton, busy table or lazy chunk is pending on the page. */
export async function settled(page: Page) {
  await expect(page.locator("[aria-busy='true']")).toHaveCount(0, { timeout: 20_000 });
}
