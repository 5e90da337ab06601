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
    .where('projectId', '=', projectId)
    .where('issueId', '=', issueId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

/** The events a scan's reconciliation wrote, in order, with what a webhook says of their issue. */
export function listIssueEventsOfScan(db: DbOrTrx, projectId: string, scanId: string) {
  return db
    .selectFrom('issue_events')
    .innerJoin('issues', 'issues.id', 'issue_events.issueId')
    .select(['issue_events.issueId', 'issue_events.fromStatus', 'issue_events.toStatus', 'issue_events.reason', 'issues.codebaseId', 'issues.ruleId', 'issues.severity', 'issues.filePath', 'issues.lineNumber'])
    .where('issue_events.projectId', '=', projectId)
    .where('issue_events.scanId', '=', scanId)
    .orderBy('issue_events.id')
    .execute();
}
