/**
 * Compiled reads (compiled-queries.ts) run without Kysely's executor on the store's own
 * connections, when that reads exactly what Kysely would read.
 *
 * SQLite: at once, on the connection, when no transaction holds it. Kysely runs every statement
 * through a mutex over SQLite's one connection, the driver wrapper and the busy retry
 * (sqlite-dialect.ts), each a promise: for a primary-key read a third of its cost (about 9 µs
 * of 25 µs per issue read at a million issues). The mutex is there so that a statement never
 * runs inside another caller's open transaction, and that is all a direct read has to respect:
 * better-sqlite3 is synchronous, so while `inTransaction` is false the statement reads the
 * committed state a read through Kysely would read, and nothing can begin in between. Inside a
 * transaction, or when SQLite answers busy, the read goes the usual way (it waits or retries).
 *
 * PostgreSQL: as a named prepared statement on a connection of the pool (any idle one, as a
 * read through Kysely outside a transaction takes). Kysely sends each statement unnamed, so the
 * server parses and plans it every time and the client sends the text with it; named, a
 * primary-key read of an issue cost the client 38 µs instead of 52 and the round trip 200 µs
 * instead of 340 (10 concurrent, 1M issues). The name is a digest of the SQL text, so one name
 * never stands for two statements. If the server refuses a prepared statement (its table was
 * altered under it by a migration of a newer process, or a pooler between), the read goes the
 * usual way.
 */
import { hash } from 'node:crypto';
import type { Database } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';
import type pg from 'pg';

interface DirectReader {
  /** The rows, or undefined when this read must go through Kysely. */
  read(sql: string, parameters: readonly unknown[]): unknown[] | Promise<unknown[] | undefined> | undefined;
  /** A read is answered by a server (a round trip), not at once in this process. */
  roundTrip: boolean;
}

const readers = new WeakMap<object, DirectReader>();

function isBusy(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return typeof code === 'string' && code.startsWith('SQLITE_BUSY');
}

/** Lets compiled reads on `db` (the Kysely instance of this SQLite connection) run at once. */
export function enableDirectReads(db: object, sqlite: Database, statements: SqliteDatabase): void {
  const read = (sql: string, parameters: readonly unknown[]) => {
    if (sqlite.inTransaction) return undefined;
    const statement = statements.prepare(sql) as unknown as { reader: boolean; all(parameters: readonly unknown[]): unknown[] };
    if (!statement.reader) return undefined;
    try {
      return statement.all(parameters);
    } catch (error) {
      if (isBusy(error)) return undefined;
      throw error;
    }
  };
  readers.set(db, { read, roundTrip: false });
}

/**
 * PostgreSQL refusing a prepared statement: its result changed under it (`0A000`), or the server
 * connection is not the one it was prepared on, as behind a pooler that hands server connections
 * out per transaction (`26000` unknown, `42P05` already there).
 */
function isStalePreparedStatement(error: unknown): boolean {
  const code = (error as { code?: unknown })?.code;
  return code === '0A000' || code === '26000' || code === '42P05';
}

/** Lets compiled reads on `db` (the Kysely instance over this pool) run as named prepared statements. */
export function enableNamedReads(db: object, pool: pg.Pool): void {
  const names = new Map<string, string>();
  const read = async (sql: string, parameters: readonly unknown[]) => {
    let name = names.get(sql);
    if (name === undefined) {
      name = `vigil_${hash('sha256', sql).slice(0, 32)}`;
      names.set(sql, name);
    }
    try {
      return (await pool.query({ name, text: sql, values: parameters as unknown[] })).rows as unknown[];
    } catch (error) {
      if (isStalePreparedStatement(error)) return undefined;
      throw error;
    }
  };
  readers.set(db, { read, roundTrip: true });
}

/** Whether reads on `db` are answered at once, in this process: batching them gains nothing. */
export function readsAtOnce(db: object): boolean {
  return readers.get(db)?.roundTrip === false;
}

/** The rows of a read run directly on `db`, or undefined when it must go through Kysely. */
export function readDirectly(db: object, sql: string, parameters: readonly unknown[]): unknown[] | Promise<unknown[] | undefined> | undefined {
  return readers.get(db)?.read(sql, parameters);
}
