import type { DbOrTrx } from '../schema.js';

/** Sets the codebase's default branch only when none is recorded (an operator's choice wins). */
export async function setDefaultBranchIfMissing(db: DbOrTrx, projectId: string, codebaseId: string, branch: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('codebases')
    .set({ defaultBranch: branch, updatedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', codebaseId)
    .where('defaultBranch', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
