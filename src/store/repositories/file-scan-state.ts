import type { DbOrTrx, FileScanStateTable } from '../schema.js';

export type FileScanStateRow = FileScanStateTable;

/** Records that these files were scanned at these versions (insert or replace per file). */
export async function upsertFileScanStates(db: DbOrTrx, rows: FileScanStateRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('file_scan_state')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) =>
        oc.columns(['codebase_id', 'branch', 'file_path']).doUpdateSet((eb) => ({
          blob_version: eb.ref('excluded.blob_version'),
          scan_id: eb.ref('excluded.scan_id'),
          scanned_at: eb.ref('excluded.scanned_at'),
        })),
      )
      .execute();
  }
}

/** The scanned version of every file of a branch, by path. */
export async function scannedVersions(
  db: DbOrTrx,
  projectId: string,
  codebaseId: string,
  branch: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('file_scan_state')
    .select(['file_path', 'blob_version'])
    .where('project_id', '=', projectId)
    .where('codebase_id', '=', codebaseId)
    .where('branch', '=', branch)
    .execute();
  return new Map(rows.map((r) => [r.file_path, r.blob_version]));
}
