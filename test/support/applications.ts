import type { ApiResponse, RequestOptions, TestOrg, TestServer } from "./harness";

/**
 * Test helpers for the partner, invitation and credit-application API tests: an organization with
 * a cached token that calls the API in a scenario, and the invitation flow over HTTP.
 */
export interface Caller {
  org: TestOrg;
  token: string;
  /** Calls the API with Requester = this organization and Target = `target` (Self when omitted). */
  call<T = unknown>(
    method: string,
    path: string,
    opts?: Omit<RequestOptions, "token" | "as"> & { target?: { id: string } | string },
  ): Promise<ApiResponse<T>>;
}

export async function caller(server: TestServer, org: TestOrg): Promise<Caller> {
  const token = await org.token();
  return {
    org,
    token,
    call(method, path, opts = {}) {
      const { target, ...rest } = opts;
      const targetId = target === undefined ? org.id : typeof target === "string" ? target : target.id;
      return server.request(method, path, { ...rest, token, as: { requester: org.id, target: targetId } });
    },
  };
}

export async function newCaller(server: TestServer, opts?: { name?: string; email?: string }): Promise<Caller> {
  return caller(server, await server.createOrg(opts));
}

/** The error code of a response (first item). */
export function codeOf(r: ApiResponse): string | undefined {
  const body = r.body as { detail?: Array<{ code: string }> } | undefined;
  return body?.detail?.[0]?.code;
}

/**
 * Makes `host` the Host of `guest` the way the API does it: the host adds the guest as a partner
 * (which invites the guest's e-mail) and the guest accepts. Returns the partner/invitation id.
 */
export async function invite(
  host: Caller,
  guest: Caller,
  partnerType: "customer" | "supplier" = "customer",
): Promise<string> {
  const created = await host.call<{ id: string }>("POST", "/partners", {
    body: { company_name: guest.org.name, partner_type: partnerType, email: guest.org.email.toUpperCase() },
  });
  if (created.status !== 201) throw new Error(`partner: ${created.status} ${JSON.stringify(created.body)}`);
  const accepted = await guest.call("POST", `/invitations/${created.body.id}/acceptance`);
  if (accepted.status !== 200) throw new Error(`acceptance: ${accepted.status} ${JSON.stringify(accepted.body)}`);
  return created.body.id;
}

export const tradeFinanceBody = (overrides: Record<string, unknown> = {}) => ({
  details: {
    monthly_facility_amount: 125000.6,
    currency: "USD",
    payment_terms: "NET 60",
    inco_terms: "FOB",
    purpose: "Import of machinery",
  },
  customers: [],
  suppliers: [],
  security_compliance: [{ title: "ISO 27001", other: false, description: "Certified" }],
  ...overrides,
});

export const creditTermsBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 50000,
  currency: "EUR",
  payment_terms: "NET 30",
  ...overrides,
});

export const factoringBody = (overrides: Record<string, unknown> = {}) => ({
  amount: 80000,
  currency: "USD",
  payment_terms: "NET 90",
  details: { requested_amount: 60000, purpose: "Working capital" },
  ...overrides,
});

export const requestChangesBody = {
  financial_analysis_type: "full",
  financial_documents: ["year_end_financial", "bank_statement"],
  additional_documents: "Signed balance sheet 2025",
  message: "Please send the audited statements",
};

/** Creates an application: `shipper` applies to `forwarder` (Guest scenario). Returns its id. */
export async function apply(
  shipper: Caller,
  forwarder: { id: string } | Caller,
  type: "credit-terms" | "trade-finance" | "factoring" = "trade-finance",
  body?: Record<string, unknown>,
): Promise<string> {
  const target = "org" in forwarder ? forwarder.org.id : forwarder.id;
  const payload =
    body ??
    (type === "trade-finance" ? tradeFinanceBody() : type === "factoring" ? factoringBody() : creditTermsBody());
  const r = await shipper.call<{ id: string }>("POST", `/credit-applications/${type}`, { target, body: payload });
  if (r.status !== 201) throw new Error(`create: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.id;
}
