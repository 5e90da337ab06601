/** Entries of the engine's shared cache (distributed mode): get, insert-or-replace, prune by age. */
import { sql } from 'kysely';
import type { DbOrTrx } from '../schema.js';

export async function getEngineCacheEntry(db: DbOrTrx, key: string, now: string): Promise<Buffer | undefined> {
  const row = await db.selectFrom('engine_cache').select('value').where('key', '=', key).executeTakeFirst();
  if (!row) return undefined;
  await db.updateTable('engine_cache').set({ usedAt: now }).where('key', '=', key).execute();
  return Buffer.from(row.value, 'base64');
}

export async function putEngineCacheEntry(db: DbOrTrx, key: string, value: Buffer, now: string): Promise<void> {
  await db
    .insertInto('engine_cache')
    .values({ key, value: value.toString('base64'), size: value.length, usedAt: now })
    .onConflict((oc) => oc.column('key').doUpdateSet((eb) => ({ value: eb.ref('excluded.value'), size: eb.ref('excluded.size'), usedAt: eb.ref('excluded.usedAt') })))
    .execute();
}

/** Total size of the entries (decoded bytes). */
export async function engineCacheBytes(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('engine_cache').select(sql<string | number>`coalesce(sum(size), 0)`.as('total')).executeTakeFirstOrThrow();
  return Number(row.total);
}

/** Deletes the least recently used entries until about `bytesToFree` are gone. */
export async function pruneEngineCache(db: DbOrTrx, bytesToFree: number): Promise<void> {
  let freed = 0;
  while (freed < bytesToFree) {
    const rows = await db.selectFrom('engine_cache').select(['key', 'size']).orderBy('usedAt').limit(500).execute();
    if (rows.length === 0) return;
    const batch: string[] = [];
    for (const r of rows) {
      if (freed >= bytesToFree) break;
      batch.push(r.key);
      freed += r.size;
    }
    await db.deleteFrom('engine_cache').where('key', 'in', batch).execute();
  }
}
