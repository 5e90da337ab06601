/**
 * Issue queries of learnings: the issues a learning suppressed, the issues it could match (dry
 * run), and the status move that ties or unties an issue and a learning. Every query takes the
 * project id, so a learning can never reach another project's issues.
 */
import type { DbOrTrx, IssuesTable, IssueStatus } from '../schema.js';

export type IssueRow = IssuesTable;

/** Issues a learning suppressed during scans (status ignored, pointing at it), its source excluded. */
export async function issuesSuppressedBy(db: DbOrTrx, projectId: string, learningId: string, sourceIssueId: string | null): Promise<IssueRow[]> {
  let q = db
    .selectFrom('issues')
    .selectAll()
    .where('projectId', '=', projectId)
    .where('learningId', '=', learningId)
    .where('status', '=', 'ignored');
  if (sourceIssueId !== null) q = q.where('id', '!=', sourceIssueId);
  return q.orderBy('id').execute();
}

/** Issues of one rule in a project (and codebase, when given) that a learning could apply to. */
export async function issuesOfRule(db: DbOrTrx, projectId: string, ruleId: string, codebaseId: string | null): Promise<IssueRow[]> {
  let q = db.selectFrom('issues').selectAll().where('projectId', '=', projectId).where('ruleId', '=', ruleId);
  if (codebaseId !== null) q = q.where('codebaseId', '=', codebaseId);
  return q.orderBy('filePath').orderBy('lineNumber').orderBy('id').execute();
}

/** Compare-and-set of status and learning link; true when the row moved. */
export async function moveIssueWithLearning(
  db: DbOrTrx,
  projectId: string,
  issueId: string,
  move: { from: IssueStatus; to: IssueStatus; learningId: string | null; at: string },
): Promise<boolean> {
  const result = await db
    .updateTable('issues')
    .set({ status: move.to, learningId: move.learningId, updatedAt: move.at })
    .where('projectId', '=', projectId)
    .where('id', '=', issueId)
    .where('status', '=', move.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
