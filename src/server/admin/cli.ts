import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

/**
 * `npm run admin -- <command>`: the operator API (api-design §9) for people. It talks to the
 * running server's operator listener over HTTP (127.0.0.1:ADMIN_PORT) with ADMIN_TOKEN, or the
 * token `npm start` generated and kept in DATA_DIR/admin-token. Human output by default, the
 * API's JSON with `--json`.
 */

export const USAGE = `Usage: npm run admin -- <command> [options]

Commands:
  create-organization --name <name> --email <email> [--subscription]
                                  create an organization and its first API client
  create-client <organization_id>  create another API client of an organization
  disable-client <client_id>       refuse new tokens; the client's existing tokens stop working
  enable-client <client_id>        undo disable-client
  delete-client <client_id>        start deleting an API client (account)
  delete-organization <organization_id>
                                  start deleting an organization
  maintenance on|off               switch maintenance mode (every API request gets 503)
  demo-data                        load the demo dataset (idempotent) and print its manifest
  move-files --to postgres|s3 [--delete-local]
                                  copy the stored files of DATA_DIR/files into PostgreSQL or S3
                                  (runs here with DATABASE_URL, S3_* and DATA_DIR, not through the
                                  operator API; idempotent: run it again after switching FILE_STORAGE)

Options:
  --json                           print the operator API's JSON answer
  -h, --help                       this help

Environment: ADMIN_PORT (default 8081), ADMIN_TOKEN (default: the contents of
DATA_DIR/admin-token, DATA_DIR default ./data).`;

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
}

interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  body?: unknown;
  /** Human rendering of the answer. */
  show(answer: Record<string, unknown>): string[];
}

class UsageError extends Error {}

function need(value: string | undefined, what: string): string {
  if (!value) throw new UsageError(`missing ${what}`);
  return value;
}

function table(rows: Array<[string, unknown]>): string[] {
  const width = Math.max(...rows.map(([k]) => k.length));
  return rows.map(([k, v]) => `  ${`${k}:`.padEnd(width + 2)}${String(v)}`);
}

const secretNote = "  (the secret is shown once: store it now)";

/** Turns command-line arguments into one operator API call. */
export function planCall(args: string[]): { call: Call; json: boolean } | { help: true } {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      json: { type: "boolean", default: false },
      help: { type: "boolean", short: "h", default: false },
      name: { type: "string" },
      email: { type: "string" },
      subscription: { type: "boolean", default: false },
    },
  });
  const [command, arg, ...rest] = positionals;
  if (values.help || !command) return { help: true };
  if (rest.length > 0) throw new UsageError(`unexpected argument: ${rest.join(" ")}`);
  const json = values.json ?? false;
  const enc = encodeURIComponent;
  switch (command) {
    case "create-organization": {
      const body = {
        name: need(values.name, "--name"),
        email: need(values.email, "--email"),
        subscription: values.subscription ?? false,
      };
      return {
        json,
        call: {
          method: "POST",
          path: "/admin/organizations",
          body,
          show: (a) => {
            const org = a.organization as Record<string, unknown>;
            return [
              "Organization created",
              ...table([
                ["organization_id", org.id],
                ["name", org.name],
                ["email", org.email],
                ["subscription", org.subscription],
                ["client_id", a.client_id],
                ["client_secret", a.client_secret],
              ]),
              secretNote,
            ];
          },
        },
      };
    }
    case "create-client": {
      const id = need(arg, "<organization_id>");
      return {
        json,
        call: {
          method: "POST",
          path: `/admin/organizations/${enc(id)}/clients`,
          show: (a) => [
            `API client created for organization ${id}`,
            ...table([
              ["client_id", a.client_id],
              ["client_secret", a.client_secret],
            ]),
            secretNote,
          ],
        },
      };
    }
    case "disable-client":
    case "enable-client": {
      const id = need(arg, "<client_id>");
      const disabled = command === "disable-client";
      return {
        json,
        call: {
          method: "PATCH",
          path: `/admin/clients/${enc(id)}`,
          body: { disabled },
          show: () => [`API client ${id} ${disabled ? "disabled" : "enabled"}`],
        },
      };
    }
    case "delete-client": {
      const id = need(arg, "<client_id>");
      return {
        json,
        call: {
          method: "DELETE",
          path: `/admin/clients/${enc(id)}`,
          show: () => [`API client ${id} is being deleted (its requests get 409 until it is purged)`],
        },
      };
    }
    case "delete-organization": {
      const id = need(arg, "<organization_id>");
      return {
        json,
        call: {
          method: "DELETE",
          path: `/admin/organizations/${enc(id)}`,
          show: () => [`Organization ${id} is being deleted (its requests get 409 until it is purged)`],
        },
      };
    }
    case "maintenance": {
      if (arg !== "on" && arg !== "off") throw new UsageError("maintenance takes on or off");
      return {
        json,
        call: {
          method: "PUT",
          path: "/admin/maintenance",
          body: { enabled: arg === "on" },
          show: (a) => [`Maintenance mode ${a.enabled ? "on: API requests get 503" : "off"}`],
        },
      };
    }
    case "demo-data":
      return {
        json,
        call: {
          method: "POST",
          path: "/admin/demo-data",
          show: (a) => {
            const orgs = (a.organizations ?? []) as Array<Record<string, unknown>>;
            return [
              "Demo data loaded",
              ...orgs.flatMap((o) => [
                `  ${o.name} (${o.id})`,
                ...table([
                  ["client_id", o.client_id],
                  ["client_secret", o.client_secret],
                ]).map((l) => `  ${l}`),
              ]),
            ];
          },
        },
      };
    default:
      throw new UsageError(`unknown command: ${command}`);
  }
}

/** Where the operator API is and its token, from the environment of api-design §1. */
export function operatorEndpoint(env: NodeJS.ProcessEnv): { origin: string; token: string } {
  const port = env.ADMIN_PORT ?? "8081";
  if (!/^\d+$/.test(port)) throw new UsageError(`ADMIN_PORT is not a port: ${port}`);
  let token = env.ADMIN_TOKEN;
  if (!token) {
    const file = path.join(path.resolve(env.DATA_DIR ?? "./data"), "admin-token");
    if (!fs.existsSync(file)) {
      throw new UsageError(`no ADMIN_TOKEN set and no ${file} (npm start creates it on first start)`);
    }
    token = fs.readFileSync(file, "utf8").trim();
  }
  return { origin: `http://127.0.0.1:${port}`, token };
}

/**
 * `move-files`: moves the files of the local storage to PostgreSQL or S3 (api-design §12,
 * docs/deployment.md). It works on the database and the storages directly, so it needs the
 * server's environment, not its operator API.
 */
async function runMoveFiles(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  const { values, positionals } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      to: { type: "string" },
      "delete-local": { type: "boolean", default: false },
      json: { type: "boolean", default: false },
    },
  });
  if (positionals.length > 0) throw new UsageError(`unexpected argument: ${positionals.join(" ")}`);
  const to = values.to;
  if (to !== "postgres" && to !== "s3") throw new UsageError("move-files needs --to postgres or --to s3");
  const [{ loadConfig }, { moveFilesFromConfig }] = await Promise.all([
    import("../config"),
    import("../files/move-storage"),
  ]);
  const config = loadConfig({ ...env, FILE_STORAGE: to });
  const report = await moveFilesFromConfig(config, to, {
    deleteLocal: values["delete-local"] ?? false,
    progress: values.json ? undefined : (line) => io.out(`  ${line}`),
  });
  if (values.json) io.out(JSON.stringify(report, null, 2));
  else {
    io.out(`Files moved to ${to}`);
    for (const line of table([
      ["moved", report.moved],
      ["already there", report.present],
      ["local copies deleted", report.deletedLocal],
      ["missing everywhere", report.missing.length],
    ])) {
      io.out(line);
    }
    for (const key of report.missing) io.err(`missing: no stored bytes for ${key}`);
  }
  return report.missing.length > 0 ? 1 : 0;
}

/** Runs one command; returns the process exit code (0 done, 1 refused by the API, 2 usage or connection). */
export async function runCli(args: string[], env: NodeJS.ProcessEnv, io: CliIo): Promise<number> {
  if (args[0] === "move-files") {
    try {
      return await runMoveFiles(args.slice(1), env, io);
    } catch (err) {
      io.err(`error: ${(err as Error).message}`);
      if (err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
        io.err("Run `npm run admin -- --help` for the commands.");
        return 2;
      }
      return 1;
    }
  }
  let plan: ReturnType<typeof planCall>;
  let endpoint: { origin: string; token: string };
  try {
    plan = planCall(args);
    if ("help" in plan) {
      io.out(USAGE);
      return 0;
    }
    endpoint = operatorEndpoint(env);
  } catch (err) {
    io.err(`error: ${(err as Error).message}`);
    if (err instanceof UsageError || (err as { code?: string }).code?.startsWith("ERR_PARSE_ARGS")) {
      io.err("Run `npm run admin -- --help` for the commands.");
      return 2;
    }
    throw err;
  }
  const { call, json } = plan;
  let res: Response;
  try {
    res = await fetch(`${endpoint.origin}${call.path}`, {
      method: call.method,
      headers: {
        authorization: `Bearer ${endpoint.token}`,
        ...(call.body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: call.body !== undefined ? JSON.stringify(call.body) : undefined,
    });
  } catch {
    io.err(`error: cannot reach the operator API at ${endpoint.origin} (is the server running? ADMIN_PORT?)`);
    return 2;
  }
  const text = await res.text();
  let answer: Record<string, unknown> = {};
  try {
    answer = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    answer = { raw: text };
  }
  if (!res.ok) {
    if (json) io.out(JSON.stringify(answer, null, 2));
    const items = (answer.detail ?? []) as Array<{ code?: string; msg?: string; loc?: unknown[] }>;
    for (const item of items.length > 0 ? items : [{ code: String(res.status), msg: text }]) {
      const loc = item.loc && item.loc.length > 0 ? ` (${item.loc.join(".")})` : "";
      io.err(`error ${res.status}: ${item.code}: ${item.msg}${loc}`);
    }
    return 1;
  }
  if (json) io.out(JSON.stringify(answer, null, 2));
  else for (const line of call.show(answer)) io.out(line);
  return 0;
}

const invokedDirectly = process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href;
if (invokedDirectly) {
  runCli(process.argv.slice(2), process.env, {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  })
    .then((code) => {
      process.exitCode = code;
    })
    .catch((err) => {
      process.stderr.write(`error: ${(err as Error).message}\n`);
      process.exitCode = 2;
    });
}
