/**
 * Kysely's SQLite dialect, with transactions begun IMMEDIATE. A deferred transaction that reads
 * and then writes fails at once with SQLITE_BUSY when another process (a `vigil admin` command
 * beside the server) wrote in between; an immediate one takes the write lock first and waits
 * for it up to the busy timeout instead.
 */
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type SqliteDialectConfig } from 'kysely';

class ImmediateSqliteDriver extends SqliteDriver {
  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('begin immediate'));
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
