import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  PostgresDialect,
  type QueryCompiler,
  type TransactionSettings,
} from "kysely";
import { clockOverride } from "./clock";

/**
 * Kysely's Postgres dialect, plus the demo clock: a connection borrowed inside a demo-clock scope
 * (src/server/clock/clock.ts) gets `app.now` set to the scope's instant before its first statement
 * and reset when it is given back, so `app_now()` (migration 0015) reads the demo instant for
 * exactly the statements of that scope. Outside such a scope nothing is sent.
 */
export class ClockedPostgresDialect extends PostgresDialect {
  override createDriver(): Driver {
    return new ClockedDriver(super.createDriver());
  }
}

const SET = "select set_config('app.now', $1, false)";

class ClockedDriver implements Driver {
  private readonly clocked = new WeakSet<DatabaseConnection>();

  constructor(private readonly inner: Driver) {}

  init(): Promise<void> {
    return this.inner.init();
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await this.inner.acquireConnection();
    const at = clockOverride();
    if (at) {
      try {
        await connection.executeQuery(CompiledQuery.raw(SET, [at.toISOString()]));
      } catch (err) {
        await this.inner.releaseConnection(connection);
        throw err;
      }
      this.clocked.add(connection);
    }
    return connection;
  }

  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.inner.rollbackTransaction(connection);
  }

  async savepoint(connection: DatabaseConnection, name: string, compile: QueryCompiler["compileQuery"]): Promise<void> {
    await this.inner.savepoint?.(connection, name, compile);
  }

  async rollbackToSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.inner.rollbackToSavepoint?.(connection, name, compile);
  }

  async releaseSavepoint(
    connection: DatabaseConnection,
    name: string,
    compile: QueryCompiler["compileQuery"],
  ): Promise<void> {
    await this.inner.releaseSavepoint?.(connection, name, compile);
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (this.clocked.has(connection)) {
      this.clocked.delete(connection);
      // Back to real time before anyone else borrows it (a failure here means a broken connection).
      await connection.executeQuery(CompiledQuery.raw(SET, [""])).catch(() => undefined);
    }
    return this.inner.releaseConnection(connection);
  }

  destroy(): Promise<void> {
    return this.inner.destroy();
  }
}
