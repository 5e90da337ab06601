/**
 * Compiled reads (compiled-queries.ts) run at once on SQLite's connection when no transaction
 * holds it, without Kysely's executor.
 *
 * Kysely runs every statement through its connection provider: a mutex over SQLite's one
 * connection, the driver wrapper, the busy retry (sqlite-dialect.ts), each a promise. For a
 * primary-key read that is a third of its cost (about 9 µs of 25 µs per issue read at a million
 * issues). The mutex is there so that a statement never runs inside another caller's open
 * transaction, and that is all a direct read has to respect: better-sqlite3 is synchronous, so
 * while `inTransaction` is false the statement reads exactly the committed state a read through
 * Kysely would read, and nothing can begin in between. Inside a transaction (another request's
 * write between two of its statements) or when SQLite answers busy, the read goes the usual way,
 * which waits for the connection or retries.
 */
import type { Database } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

type DirectRead = (sql: string, parameters: readonly unknown[]) => unknown[] | undefined;

const readers = new WeakMap<object, DirectRead>();

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Lets compiled reads on `db` (the Kysely instance of this connection) run directly. */
export function enableDirectReads(db: object, sqlite: Database, statements: SqliteDatabase): void {
  readers.set(db, (sql, parameters) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(sql) as unknown as { reader: boolean; all(parameters: readonly unknown[]): unknown[] };
    if (!statement.reader) return undefined;
    try {
      return statement.all(parameters);
    } catch (error) {
      if (isBusy(error)) return undefined;
      throw error;
    }
  });
}

/** Whether reads on `db` are answered at once (no round trip to a server): nothing is gained by batching them. */
export function readsDirectly(db: object): boolean {
  return readers.has(db);
}

/** The rows of a read run directly on `db`, or undefined when it must go through Kysely. */
export function readDirectly(db: object, sql: string, parameters: readonly unknown[]): unknown[] | undefined {
  return readers.get(db)?.(sql, parameters);
}
