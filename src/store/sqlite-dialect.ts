/**
 * Kysely's SQLite dialect, with transactions begun IMMEDIATE and waits for another process's
 * write lock taken off the event loop.
 *
 * A deferred transaction that reads and then writes fails at once with SQLITE_BUSY when another
 * process (a `vigil admin` command beside the server, a `vigil worker`) wrote in between; an
 * immediate one takes the write lock first. better-sqlite3 is synchronous, so SQLite's own busy
 * timeout would stall the whole process (every request) for as long as it waits. Instead SQLite
 * waits only SQLITE_BUSY_SPIN_MS, and a busy `begin immediate` or single write is retried after
 * an asynchronous, growing pause, up to SQLITE_LOCK_WAIT_MS in all; then the SQLITE_BUSY error
 * stands (the API answers it as a database outage). A statement inside a transaction is never
 * retried: the transaction holds the write lock already.
 *
 * A rollback of a transaction SQLite already ended keeps the error that ended it.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { CompiledQuery, SqliteDialect, SqliteDriver, type DatabaseConnection, type Driver, type QueryResult, type SqliteDialectConfig } from 'kysely';

/** How long one attempt lets SQLite wait (synchronously) for the lock. */
export const SQLITE_BUSY_SPIN_MS = 5;
/** How long a writer waits for another process's lock in all, in asynchronous pauses. */
export const SQLITE_LOCK_WAIT_MS = 5000;
const MAX_PAUSE_MS = 50;

function isBusy(error: unknown): boolean {
  return typeof (error as { code?: unknown })?.code === 'string' && (error as { code: string }).code.startsWith('SQLITE_BUSY');
}

/** Runs `attempt` until it is not refused as busy, pausing without blocking; bounded by SQLITE_LOCK_WAIT_MS. */
export async function retryWhileBusy<T>(attempt: () => Promise<T>, waitMs = SQLITE_LOCK_WAIT_MS): Promise<T> {
  const deadline = Date.now() + waitMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, MAX_PAUSE_MS)) {
    try {
      return await attempt();
    } catch (error) {
      if (!isBusy(error) || Date.now() + pause > deadline) throw error;
    }
    await sleep(pause);
  }
}

/** A connection whose statements outside a transaction are retried while the database is busy. */
class RetryingConnection implements DatabaseConnection {
  inTransaction = false;

  constructor(readonly inner: DatabaseConnection) {}

  executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    if (this.inTransaction) return this.inner.executeQuery(compiledQuery);
    return retryWhileBusy(() => this.inner.executeQuery(compiledQuery));
  }

  streamQuery<R>(compiledQuery: CompiledQuery, chunkSize?: number): AsyncIterableIterator<QueryResult<R>> {
    return this.inner.streamQuery(compiledQuery, chunkSize);
  }
}

class ImmediateSqliteDriver extends SqliteDriver {
  #connection: RetryingConnection | undefined;

  override async acquireConnection(): Promise<DatabaseConnection> {
    // Kysely's SQLite driver has one connection behind a mutex: wrap it once.
    const inner = await super.acquireConnection();
    if (!this.#connection || this.#connection.inner !== inner) this.#connection = new RetryingConnection(inner);
    return this.#connection;
  }

  override async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    await retryWhileBusy(() => retrying.inner.executeQuery(CompiledQuery.raw('begin immediate')));
    retrying.inTransaction = true;
  }

  override async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    await retrying.inner.executeQuery(CompiledQuery.raw('commit'));
    // A failed commit leaves the transaction open: Kysely rolls it back next, which ends it.
    retrying.inTransaction = false;
  }

  /**
   * After some errors (a full disk, an I/O error) SQLite has already rolled the transaction back
   * itself: the ROLLBACK then fails with "no transaction is active", and that error would replace
   * the real one (SQLITE_FULL → an API 503) with a meaningless 500. Nothing is left to undo.
   */
  override async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const retrying = connection as RetryingConnection;
    try {
      await retrying.inner.executeQuery(CompiledQuery.raw('rollback'));
    } catch (error) {
      if (!/no transaction is active/i.test(error instanceof Error ? error.message : String(error))) throw error;
    } finally {
      retrying.inTransaction = false;
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
