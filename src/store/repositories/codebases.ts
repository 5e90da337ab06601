import type { CodebasesTable, DbOrTrx } from '../schema.js';

export type CodebaseRow = CodebasesTable;

export async function insertCodebase(db: DbOrTrx, row: CodebaseRow): Promise<void> {
  await db.insertInto('codebases').values(row).execute();
}

/** A live (not deleted) codebase of the project. */
export async function findCodebase(db: DbOrTrx, projectId: string, codebaseId: string): Promise<CodebaseRow | undefined> {
  return db
    .selectFrom('codebases')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', codebaseId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
}

/** Every live codebase of the project, oldest first. */
export async function listCodebases(db: DbOrTrx, projectId: string): Promise<CodebaseRow[]> {
  return db
    .selectFrom('codebases')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('deletedAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** Operator lookup (CLI): a codebase by id, whatever its project, deleted or not. */
export async function findCodebaseById(db: DbOrTrx, codebaseId: string): Promise<CodebaseRow | undefined> {
  return db.selectFrom('codebases').selectAll().where('id', '=', codebaseId).executeTakeFirst();
}

export async function softDeleteCodebase(db: DbOrTrx, projectId: string, codebaseId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('codebases')
    .set({ deletedAt: at, updatedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', codebaseId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export interface CodebaseMirrorUpdate {
  mirrorPath?: string | null;
  mirrorFetchedAt?: string | null;
  mirrorError?: string | null;
  defaultBranch?: string | null;
}

/** Written by the git layer after a fetch. */
export async function updateCodebaseMirror(
  db: DbOrTrx,
  projectId: string,
  codebaseId: string,
  update: CodebaseMirrorUpdate,
  at: string,
): Promise<void> {
  await db
    .updateTable('codebases')
    .set({ ...update, updatedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', codebaseId)
    .execute();
}
