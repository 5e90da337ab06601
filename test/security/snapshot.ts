/**
 * A snapshot of every table of the database, to prove a request changed nothing. Tables are
 * found by introspection, so a table added by a later migration is included without a word.
 */
import type { Db } from '../../src/store/schema.js';

/** Columns that legitimately change on a read: when a key was last used (written by authentication). */
const VOLATILE_COLUMNS: Record<string, readonly string[]> = { api_keys: ['lastUsedAt'] };

export async function databaseSnapshot(db: Db): Promise<Record<string, string[]>> {
  const tables = await db.introspection.getTables({ withInternalKyselyTables: false });
  const snapshot: Record<string, string[]> = {};
  for (const table of tables.map((t) => t.name).sort()) {
    const rows = await (db as any).selectFrom(table).selectAll().execute();
    const volatile = VOLATILE_COLUMNS[table] ?? [];
    snapshot[table] = rows
      .map((row: Record<string, unknown>) => JSON.stringify(Object.entries(row).filter(([column]) => !volatile.includes(column)).sort(([a], [b]) => a.localeCompare(b))))
      .sort();
  }
  return snapshot;
}
