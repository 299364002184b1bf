import type { Kysely } from "kysely";
import type { TokenService } from "./auth/tokens";
import type { Config } from "./config";
import type { Database } from "./db/database";
import type { DB } from "./db/schema";
import type { FileStorage } from "./files/storage";
import type { SettingsStore } from "./http/settings";
import type { ServiceMetrics } from "./observability/metrics";

/** What every domain's routes and services are given: created once per process in app.ts. */
export interface Services {
  config: Config;
  database: Database;
  db: Kysely<DB>;
  tokens: TokenService;
  settings: SettingsStore;
  /** Bytes of uploaded financial files (content-addressed; DATA_DIR/files by default). */
  storage: FileStorage;
  /** This instance's Prometheus metrics (observability/metrics.ts). */
  metrics: ServiceMetrics;
}
