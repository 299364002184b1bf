import { type APIRequestContext, expect, type Page, test } from "@playwright/test";
import { createRecordViaApi, unique, uploadAndScoreViaApi } from "./analysis-support";
import { annualReports } from "./statements";
import { type ApiSession, orgHeaders } from "./support";

/**
 * Audit by person (issue 26 part 6, docs/people.md): a correction made by a person is named by the
 * person in the document's correction history, for the person's own organization.
 */

const analyst = { email: "analyst@atlas-freight.example", password: "demo-people-password", name: "Ana Analyst" };

/** Signs the demo analyst of Atlas in through the API (the console's sign-in screen takes API clients). */
async function personSignIn(request: APIRequestContext): Promise<ApiSession & { expiresIn: number }> {
  // The cookie endpoints want the custom header and this origin (CSRF, docs/people.md).
  const origin = new URL((await request.get("/")).url()).origin;
  const res = await request.post("/v1-beta/auth/sign-in", {
    headers: { "x-cas-csrf": "1", origin },
    data: { email: analyst.email, password: analyst.password },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { access_token: string; expires_in: number };
  const payload = JSON.parse(Buffer.from(body.access_token.split(".")[1] ?? "", "base64url").toString("utf8")) as {
    org: string;
  };
  return { token: body.access_token, organizationId: payload.org, expiresIn: body.expires_in };
}

/** Opens the console with the person's token in the tab's session, the way the sign-in screen leaves it. */
async function openAs(page: Page, session: ApiSession & { expiresIn: number }, path: string) {
  await page.addInitScript(
    (s) => {
      sessionStorage.setItem(
        "cas.session",
        JSON.stringify({
          accessToken: s.token,
          expiresAt: Date.now() + s.expiresIn * 1000,
          clientId: s.label,
          organizationId: s.organizationId,
        }),
      );
    },
    {
      token: session.token,
      expiresIn: session.expiresIn,
      organizationId: session.organizationId,
      label: analyst.email,
    },
  );
  await page.goto(path);
}

test("a correction made by a person shows the person's name in the correction history", async ({ page, request }) => {
  test.slow();
  const name = unique("Named Corrections Ltd");
  const { id: recordId, session } = await createRecordViaApi(request, "forwarder", name);
  await uploadAndScoreViaApi(request, session, recordId, await annualReports(name, 2025, 1));
  const base = `/v1-beta/private-records/${recordId}/documents`;
  const list = await request.get(base, {
    headers: orgHeaders(session),
    params: { document_types: "balance_sheet", limit: 1, offset: 0 },
  });
  const [first] = ((await list.json()) as { items: Array<{ id: string; version: number }> }).items;
  expect(first).toBeTruthy();

  const person = await personSignIn(request);
  expect(person.organizationId).toBe(session.organizationId);
  const res = await request.patch(`${base}/${first?.id}`, {
    headers: { ...orgHeaders(person), "If-Match": `"${first?.version}"` },
    data: { review_status: "reviewed" },
  });
  expect(res.status(), await res.text()).toBe(200);

  await openAs(page, person, `/private-records/${recordId}/documents/${first?.id}`);
  const history = page.getByRole("region", { name: "Corrections", exact: true });
  await expect(history.locator("tbody tr").filter({ hasText: "Review status" })).toContainText(analyst.name, {
    timeout: 30_000,
  });
});
