import pretty from "pino-pretty";
import type { Config } from "../config";

/**
 * Where the API's and the operator API's log lines go: the configured stream (tests), else stdout,
 * as pino's JSON lines (LOG_FORMAT=json, the default when stdout is not a terminal: collectors
 * read them) or one readable line per entry (LOG_FORMAT=pretty, the default on a terminal).
 */
export function logDestination(config: Pick<Config, "logStream" | "logFormat">): NodeJS.WritableStream {
  if (config.logStream) return config.logStream;
  if (config.logFormat === "json") return process.stdout;
  return pretty({ translateTime: "SYS:HH:MM:ss", ignore: "pid,hostname", singleLine: true, sync: true });
}

/**
 * pino's redaction of the API's and the operator API's loggers: a field of these names, at the top
 * of a log line or one level down (`{ err: { password } }`), and the Authorization and Cookie
 * headers wherever a library puts a request's headers, are written as `[redacted]`. A second line
 * of defence: no code of ours logs headers, bodies or query strings (hooks-plugin.ts).
 */
export const LOG_REDACTION = {
  paths: [
    "authorization",
    "cookie",
    "password",
    "secret",
    "client_secret",
    "previous_secret",
    "access_token",
    "token",
    "admin_token",
    "*.authorization",
    "*.cookie",
    "*.password",
    "*.secret",
    "*.client_secret",
    "*.previous_secret",
    "*.access_token",
    "*.token",
    "*.admin_token",
    // Request headers that a library logs (@fastify/multipart, at trace: `{ busboyOptions: { headers } }`).
    "headers.authorization",
    "headers.cookie",
    "*.headers.authorization",
    "*.headers.cookie",
    "*.*.headers.authorization",
    "*.*.headers.cookie",
  ],
  censor: "[redacted]",
};
