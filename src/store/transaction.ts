import type { Db, Trx } from './schema.js';

/**
 * Runs `work` in one transaction of the store: committed when it resolves, rolled back when it
 * throws. Services call this rather than Kysely's builder, so only `src/store` knows how a
 * transaction is opened (on SQLite, `BEGIN IMMEDIATE` with the lock waits of sqlite-dialect.ts).
 */
export function transaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}
