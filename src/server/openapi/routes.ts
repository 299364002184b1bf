import swagger from "@fastify/swagger";
import swaggerUi from "@fastify/swagger-ui";
import type { FastifyInstance } from "fastify";
import { allEndpoints } from "../../contract/index";
import { buildOpenApiDocument, type OpenApiDocument } from "./document";

/** The reference page loads only its own assets (served from the package, no CDN) and injects styles. */
export const DOCS_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "script-src-attr 'none'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

const documents = new Map<string, OpenApiDocument>();

/** The document for one version prefix, built once from the contract on first use. */
export function openApiDocument(prefix: string): OpenApiDocument {
  let doc = documents.get(prefix);
  if (!doc) {
    doc = buildOpenApiDocument(allEndpoints, { serverUrl: prefix });
    documents.set(prefix, doc);
  }
  return doc;
}

/**
 * `GET <prefix>/openapi.json` (the OpenAPI 3.1.0 document; no token) and the browsable reference
 * at `<prefix>/docs` (Swagger UI from @fastify/swagger-ui, in static mode over the same document).
 * Registered on the root instance, with the prefix given, so the document is built lazily.
 */
export async function openApiRoutes(app: FastifyInstance, prefix: string): Promise<void> {
  app.get(`${prefix}/openapi.json`, async () => openApiDocument(prefix));
  await app.register(async (scoped) => {
    // Static mode over a stub; the UI's document is swapped for the real one (built lazily).
    await scoped.register(swagger, {
      mode: "static",
      specification: { document: { openapi: "3.1.0", info: { title: "", version: "" }, paths: {} } },
    });
    await scoped.register(swaggerUi, {
      routePrefix: `${prefix}/docs`,
      staticCSP: DOCS_CSP,
      uiConfig: { deepLinking: true, docExpansion: "list", tryItOutEnabled: false },
      validatorUrl: false,
      transformSpecificationClone: false,
      transformSpecification: () => openApiDocument(prefix),
    });
  });
}
