import type { DbOrTrx, FileScanStateTable } from '../schema.js';

export type FileScanStateRow = FileScanStateTable;

/** Records that these files were scanned at these versions (insert or replace per file). */
export async function upsertFileScanStates(db: DbOrTrx, rows: FileScanStateRow[]): Promise<void> {
  for (let start = 0; start < rows.length; start += 500) {
    await db
      .insertInto('file_scan_state')
      .values(rows.slice(start, start + 500))
      .onConflict((oc) =>
        oc.columns(['codebaseId', 'branch', 'filePath']).doUpdateSet((eb) => ({
          blobVersion: eb.ref('excluded.blobVersion'),
          scanId: eb.ref('excluded.scanId'),
          scannedAt: eb.ref('excluded.scannedAt'),
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
    .select(['filePath', 'blobVersion'])
    .where('projectId', '=', projectId)
    .where('codebaseId', '=', codebaseId)
    .where('branch', '=', branch)
    .execute();
  return new Map(rows.map((r) => [r.filePath, r.blobVersion]));
}
