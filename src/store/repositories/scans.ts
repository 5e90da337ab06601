import type { DbOrTrx, ScanStatus, ScansTable } from '../schema.js';

export type ScanRow = ScansTable;

export async function insertScan(db: DbOrTrx, row: ScanRow): Promise<void> {
  await db.insertInto('scans').values(row).execute();
}

export async function findScan(db: DbOrTrx, projectId: string, scanId: string): Promise<ScanRow | undefined> {
  return db
    .selectFrom('scans')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', scanId)
    .executeTakeFirst();
}

/**
 * A scan by id alone, for the worker: a job's payload carries only the scan id, and the row it
 * returns gives the project id that every later call is scoped by.
 */
export async function findScanForJob(db: DbOrTrx, scanId: string): Promise<ScanRow | undefined> {
  return db.selectFrom('scans').selectAll().where('id', '=', scanId).executeTakeFirst();
}

export type ScanUpdate = Partial<
  Pick<ScanRow, 'status' | 'commitSha' | 'failureReason' | 'startedAt' | 'completedAt' | 'filesTotal' | 'filesScanned'>
> & { updatedAt: string; incrementAttempts?: boolean };

/**
 * Moves a scan only if its current status is one of `from`: a compare-and-set, so two workers
 * cannot both move the same scan. Returns whether the row changed.
 */
export async function updateScanIfStatus(
  db: DbOrTrx,
  projectId: string,
  scanId: string,
  from: readonly ScanStatus[],
  update: ScanUpdate,
): Promise<boolean> {
  const { incrementAttempts, ...columns } = update;
  const result = await db
    .updateTable('scans')
    .set((eb) => ({ ...columns, ...(incrementAttempts ? { attempts: eb('attempts', '+', 1) } : {}) }))
    .where('projectId', '=', projectId)
    .where('id', '=', scanId)
    .where('status', 'in', [...from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
