import type { DbOrTrx, LearningsTable } from '../schema.js';

export type LearningRow = LearningsTable;

export async function insertLearning(db: DbOrTrx, row: LearningRow): Promise<void> {
  await db.insertInto('learnings').values(row).execute();
}

export async function findLearning(db: DbOrTrx, projectId: string, learningId: string): Promise<LearningRow | undefined> {
  return db
    .selectFrom('learnings')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('id', '=', learningId)
    .executeTakeFirst();
}

/** Learnings in force for a codebase: its own and the project-wide ones. */
export async function listActiveLearnings(db: DbOrTrx, projectId: string, codebaseId: string): Promise<LearningRow[]> {
  return db
    .selectFrom('learnings')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('removedAt', 'is', null)
    .where((eb) => eb.or([eb('codebaseId', 'is', null), eb('codebaseId', '=', codebaseId)]))
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The learnings an issue created that are still in force, oldest first. At most one once repeated ignores reuse it; databases from before may hold several.. */
export async function listActiveLearningsFromIssue(db: DbOrTrx, projectId: string, sourceIssueId: string): Promise<LearningRow[]> {
  return db
    .selectFrom('learnings')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('sourceIssueId', '=', sourceIssueId)
    .where('removedAt', 'is', null)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** A repeated ignore of the same issue gives its learning the newest reason. */
export async function setLearningReason(db: DbOrTrx, projectId: string, learningId: string, reason: string): Promise<void> {
  await db.updateTable('learnings').set({ reason }).where('projectId', '=', projectId).where('id', '=', learningId).execute();
}

export async function removeLearning(db: DbOrTrx, projectId: string, learningId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('learnings')
    .set({ removedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', learningId)
    .where('removedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function incrementLearningApplied(db: DbOrTrx, projectId: string, learningId: string, by = 1): Promise<void> {
  await db
    .updateTable('learnings')
    .set((eb) => ({ appliedCount: eb('appliedCount', '+', by) }))
    .where('projectId', '=', projectId)
    .where('id', '=', learningId)
    .execute();
}

/** Every learning of a project, removed ones included, newest first. */
export async function listProjectLearnings(db: DbOrTrx, projectId: string): Promise<LearningRow[]> {
  return db
    .selectFrom('learnings')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .execute();
}

/** The operator's lookup by id alone (vigil admin); gives the project the learning belongs to. */
export async function findLearningById(db: DbOrTrx, learningId: string): Promise<LearningRow | undefined> {
  return db.selectFrom('learnings').selectAll().where('id', '=', learningId).executeTakeFirst();
}

/** Widens a learning to the whole project (null) or narrows it to one codebase. */
export async function setLearningCodebase(db: DbOrTrx, projectId: string, learningId: string, codebaseId: string | null): Promise<void> {
  await db.updateTable('learnings').set({ codebaseId: codebaseId }).where('projectId', '=', projectId).where('id', '=', learningId).execute();
}
