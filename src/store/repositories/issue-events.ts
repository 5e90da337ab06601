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

/** The events a scan's reconciliation wrote, in order, with what a webhook says of their issue. */
export function listIssueEventsOfScan(db: DbOrTrx, projectId: string, scanId: string) {
  return db
    .selectFrom('issue_events')
    .innerJoin('issues', 'issues.id', 'issue_events.issue_id')
    .select(['issue_events.issue_id', 'issue_events.from_status', 'issue_events.to_status', 'issue_events.reason', 'issues.codebase_id', 'issues.rule_id', 'issues.severity', 'issues.file_path', 'issues.line_number'])
    .where('issue_events.project_id', '=', projectId)
    .where('issue_events.scan_id', '=', scanId)
    .orderBy('issue_events.id')
    .execute();
}
