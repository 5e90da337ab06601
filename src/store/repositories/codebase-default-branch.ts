import type { DbOrTrx } from '../schema.js';

/** Sets the codebase's default branch only when none is recorded (an operator's choice wins). */
export async function setDefaultBranchIfMissing(db: DbOrTrx, projectId: string, codebaseId: string, branch: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('codebases')
    .set({ default_branch: branch, updated_at: at })
    .where('project_id', '=', projectId)
    .where('id', '=', codebaseId)
    .where('default_branch', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
