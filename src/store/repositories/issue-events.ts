import type { DbOrTrx, IssueEventsTable } from '../schema.js';

export type IssueEventRow = IssueEventsTable;

export async function insertIssueEvent(db: DbOrTrx, row: IssueEventRow): Promise<void> {
  await db.insertInto('issue_events').values(row).execute();
}

/** The history of one issue, oldest first. */
export async function listIssueEvents(db: DbOrTrx, projectId: string, issueId: string): Promise<IssueEventRow[]> {
  return db
    .selectFrom('issue_events')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('issue_id', '=', issueId)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}
