/** Scans that have not reached a final state, for the recovery pass of a starting worker. */
import type { DbOrTrx } from '../schema.js';

export async function listUnfinishedScanIds(db: DbOrTrx, limit = 10_000): Promise<string[]> {
  const rows = await db
    .selectFrom('scans')
    .select('id')
    .where('status', 'in', ['pending', 'in_progress'])
    .orderBy('createdAt')
    .limit(limit)
    .execute();
  return rows.map((row) => row.id);
}
