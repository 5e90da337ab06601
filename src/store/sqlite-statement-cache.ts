/**
 * better-sqlite3 with prepared statements kept for reuse. Kysely's SQLite driver prepares every
 * query it runs; preparing costs about as much as running a small indexed query, and Vigil runs
 * the same few dozen statements over and over (authentication, issue pages, counts).
 *
 * Reuse is safe here because better-sqlite3 is synchronous and Vigil never streams results
 * (`iterate`), so one statement is never in use twice at the same time. SQLite re-prepares a
 * statement by itself when the schema changes under it.
 */
import type { Database, Statement } from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/** Distinct statements kept; past it the least recently used is dropped. */
const DEFAULT_CAPACITY = 500;

export function withStatementCache(sqlite: Database, capacity = DEFAULT_CAPACITY): SqliteDatabase {
  const cache = new Map<string, Statement>();
  return {
    close: () => {
      cache.clear();
      sqlite.close();
    },
    prepare(sql: string): SqliteStatement {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql); // re-insert: Map order is the recency order
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= capacity) cache.delete(cache.keys().next().value as string);
      }
      cache.set(sql, statement);
      return statement as unknown as SqliteStatement;
    },
  };
}
