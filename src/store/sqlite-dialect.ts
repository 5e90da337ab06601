/**
 * Kysely's SQLite dialect, with transactions begun IMMEDIATE. A deferred transaction that reads
 * and then writes fails at once with SQLITE_BUSY when another process (a `vigil admin` command
 * beside the server) wrote in between; an immediate one takes the write lock first and waits
 * for it up to the busy timeout instead. A rollback of a transaction SQLite already ended keeps
 * the error that ended it.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  /**
   * After some errors (a full disk, an I/O error) SQLite has already rolled the transaction back
   * itself: the ROLLBACK then fails with "no transaction is active", and that error would replace
   * the real one (SQLITE_FULL → an API 503) with a meaningless 500. Nothing is left to undo.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    try {
      await connection.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      if (!/no transaction is active/i.test(error instanceof Error ? error.message : String(error))) throw error;
    }
  }
}

export class ImmediateSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): Driver {
    return new ImmediateSqliteDriver(this.#config);
  }
}
