import type { Services } from "../src/server/services";

/**
 * The benchmark's scenario registry. A scenario prepares what it needs on the running server
 * (through its services or over HTTP) and returns the request autocannon fires. Each area adds a
 * file under bench/scenarios/ that calls `registerScenario`; `npm run bench` loads every file
 * there, runs the scenarios beside a bare node:http ceiling, and writes each section's figures
 * to docs/performance.md.
 */

export interface BenchRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Path with query string, e.g. "/v1-beta/resources/currencies". */
  path: string;
  headers?: Record<string, string>;
  /** A JSON body (serialized once) or raw text. */
  body?: unknown;
  /** The status every response must have; default 200. The run fails loudly otherwise. */
  expectStatus?: number;
}

export interface BenchContext {
  /** http://127.0.0.1:<port> of the server under test. */
  origin: string;
  services: Services;
  /** An organization with an API client, created for the run (subscription on). */
  org: { id: string; clientId: string; clientSecret: string };
  /** A fresh access token of `org`. */
  token(): Promise<string>;
  /** Bearer + Requester/Target headers for a Self request of `org`. */
  orgHeaders(token: string, targetId?: string): Record<string, string>;
}

export interface BenchScenario {
  /** Short name shown in the table, e.g. "token endpoint". */
  name: string;
  /** The docs/performance.md section its figures go to, e.g. "Foundation". */
  section: string;
  /** What the figure means, one line for the table. */
  description?: string;
  /** Concurrent connections (default BENCH_CONNECTIONS or 10). */
  connections?: number;
  prepare(ctx: BenchContext): Promise<BenchRequest>;
}

const scenarios: BenchScenario[] = [];

export function registerScenario(scenario: BenchScenario): void {
  if (scenarios.some((s) => s.name === scenario.name)) throw new Error(`bench scenario "${scenario.name}" twice`);
  scenarios.push(scenario);
}

export function registeredScenarios(): readonly BenchScenario[] {
  return scenarios;
}
