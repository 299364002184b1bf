import http from "node:http";
import type { AddressInfo } from "node:net";
import Provider from "oidc-provider";

/**
 * A real OpenID provider for the single sign-on tests (issue 26): the `oidc-provider` package on
 * 127.0.0.1, one confidential client, accounts the test names. Used by
 * `src/server/people/sso.api.test.ts` (the API flow, redirects followed by hand) and
 * `e2e/sso.spec.ts` (a browser on the provider's own pages).
 *
 * Two ways through the provider's interaction (sign-in and consent):
 * - `"auto"`: whoever reaches it is signed in at once as `next()` and consents (no page);
 * - `"forms"`: the provider's own sign-in page (a login and a password; the login typed is the
 *   account id, any password is accepted) and its consent page ("Continue"), as oidc-provider's
 *   development interactions render them.
 */
export interface OidcAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name?: string;
}

export interface TestOidcProvider {
  /** The issuer URL, `http://<host>:<port>` (the service needs SSO_ALLOW_HTTP_ISSUER=1 for it). */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** The accounts by id (`sub`); add to it at any time. */
  accounts: Map<string, OidcAccount>;
  close(): Promise<void>;
}

export interface OidcProviderOptions {
  /** The redirect URIs the client may use (the service's `<origin>/v1/auth/sso/callback`). */
  redirectUris: string[];
  interaction: { kind: "auto"; next: () => OidcAccount } | { kind: "forms" };
  accounts?: OidcAccount[];
  /**
   * The host name in the issuer. The server always listens on 127.0.0.1; "localhost" makes the
   * provider another site than a service on 127.0.0.1 (as a real provider is), so a browser treats
   * the redirect back as a cross-site navigation.
   */
  host?: "127.0.0.1" | "localhost";
  clientId?: string;
  clientSecret?: string;
}

export async function startOidcProvider(options: OidcProviderOptions): Promise<TestOidcProvider> {
  const clientId = options.clientId ?? "cas-test-client";
  const clientSecret = options.clientSecret ?? "cas-test-client-secret-0123456789";
  const accounts = new Map((options.accounts ?? []).map((a) => [a.sub, a] as const));
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const issuer = `http://${options.host ?? "127.0.0.1"}:${(server.address() as AddressInfo).port}`;
  const forms = options.interaction.kind === "forms";
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
      },
    ],
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    findAccount: (_ctx, sub) => {
      const account = accounts.get(sub);
      return account ? { accountId: sub, claims: () => ({ ...account }) } : undefined;
    },
    // "forms": oidc-provider's own pages (its development interactions); "auto": none.
    ...(forms ? {} : { interactions: { url: (_ctx: unknown, i: { uid: string }) => `/interaction/${i.uid}` } }),
    features: { devInteractions: { enabled: forms } },
    cookies: { keys: ["cas-test-provider-cookie-key"] },
  });
  // The development interactions warn on the console at every start: known and wanted here.
  const callback = provider.callback();
  server.on("request", (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (options.interaction.kind === "forms" || !req.url?.startsWith("/interaction/")) {
      callback(req, res);
      return;
    }
    const next = options.interaction.next;
    // The interaction: the account named next signs in and consents at once.
    void (async () => {
      const details = await provider.interactionDetails(req, res);
      const account = next();
      accounts.set(account.sub, account);
      const grant = new provider.Grant({ accountId: account.sub, clientId: String(details.params.client_id) });
      grant.addOIDCScope("openid email profile");
      const grantId = await grant.save();
      await provider.interactionFinished(
        req,
        res,
        { login: { accountId: account.sub }, consent: { grantId } },
        { mergeWithLastSubmission: false },
      );
    })().catch((err) => {
      res.statusCode = 500;
      res.end(String(err));
    });
  });
  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
