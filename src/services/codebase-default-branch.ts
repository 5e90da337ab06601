/**
 * The default branch of a codebase added without one is learnt from its repository (the branch
 * the remote's HEAD names) the first time Vigil fetches it.
 */
import { setDefaultBranchIfMissing } from '../store/repositories/codebase-default-branch.js';
import type { DbOrTrx } from '../store/schema.js';
import { nowIso } from '../store/time.js';

export async function recordDetectedDefaultBranch(db: DbOrTrx, projectId: string, codebaseId: string, branch: string): Promise<boolean> {
  if (branch.trim() === '') return false;
  return setDefaultBranchIfMissing(db, projectId, codebaseId, branch, nowIso());
}
