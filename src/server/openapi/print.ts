import { allEndpoints } from "../../contract/index";
import { buildOpenApiDocument } from "./document";

/** `npm run openapi`: prints the OpenAPI document of /v1-beta. `-- --prefix /v1` for the other prefix. */
const i = process.argv.indexOf("--prefix");
const prefix = i >= 0 ? (process.argv[i + 1] ?? "/v1-beta") : "/v1-beta";
process.stdout.write(`${JSON.stringify(buildOpenApiDocument(allEndpoints, { serverUrl: prefix }), null, 2)}\n`);
