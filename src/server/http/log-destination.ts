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
