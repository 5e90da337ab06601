/**
 * Queries of issue reconciliation: the issues of a branch in a scan's scope, insert-if-absent on
 * the issue identity (codebase, branch, fingerprint), and compare-and-set status moves. Every
 * query takes the project id.
 */
import { sql } from 'kysely';
import type { DbOrTrx, IssueEventsTable, IssueStatus, IssuesTable } from '../schema.js';

export type IssueRow = IssuesTable;

/** Open issues, ignored ones and closed ones of a branch; restricted to some paths when given. */
export async function issuesOfBranch(
  db: DbOrTrx,
  scope: { projectId: string; codebaseId: string; branch: string },
  paths?: readonly string[],
): Promise<IssueRow[]> {
  const base = () =>
    db
      .selectFrom('issues')
      .selectAll()
      .where('projectId', '=', scope.projectId)
      .where('codebaseId', '=', scope.codebaseId)
      .where('branch', '=', scope.branch);
  if (paths === undefined) return base().execute();
  const rows: IssueRow[] = [];
  // Bounded IN lists: SQLite allows a limited number of bound parameters per statement.
  for (let start = 0; start < paths.length; start += 500) {
    rows.push(...(await base().where('filePath', 'in', paths.slice(start, start + 500)).execute()));
  }
  return rows;
}

export type IssueFindingUpdate = Partial<
  Pick<
    IssueRow,
    | 'ruleId'
    | 'cwe'
    | 'title'
    | 'severity'
    | 'severityRank'
    | 'category'
    | 'filePath'
    | 'lineNumber'
    | 'columnNumber'
    | 'endLineNumber'
    | 'description'
    | 'codeSnippet'
    | 'remediation'
    | 'trace'
    | 'updatedAt'
  >
> & { scanId: string };

export async function updateIssueFinding(db: DbOrTrx, projectId: string, issueId: string, update: IssueFindingUpdate): Promise<void> {
  await db.updateTable('issues').set(update).where('projectId', '=', projectId).where('id', '=', issueId).execute();
}

/** Records the last scan that found these issues (nothing else of them changed). */
export async function touchIssuesScan(db: DbOrTrx, projectId: string, issueIds: readonly string[], scanId: string): Promise<void> {
  for (let start = 0; start < issueIds.length; start += 500) {
    await db
      .updateTable('issues')
      .set({ scanId: scanId })
      .where('projectId', '=', projectId)
      .where('id', 'in', issueIds.slice(start, start + 500))
      .execute();
  }
}

/**
 * PostgreSQL: reconciliations of one branch run one after another (a transaction-scoped advisory
 * lock), so concurrent scans never deadlock on each other's rows. SQLite has one writer anyway.
 */
export async function lockBranchForReconcile(db: DbOrTrx, dialect: 'sqlite' | 'postgres', codebaseId: string, branch: string): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`select pg_advisory_xact_lock(hashtext(${`vigil.reconcile:${codebaseId}:${branch}`}))`.execute(db);
}

/**
 * Whether a whole-branch scan of this branch that started after `startedAt` has completed: then
 * a scan that started earlier holds an older view of the branch and must not move issues back.
 */
export async function newerBranchScanCompleted(
  db: DbOrTrx,
  scan: { projectId: string; codebaseId: string; branch: string; id: string; startedAt: string },
): Promise<boolean> {
  const row = await db
    .selectFrom('scans')
    .select('id')
    .where('projectId', '=', scan.projectId)
    .where('codebaseId', '=', scan.codebaseId)
    .where('branch', '=', scan.branch)
    .where('status', '=', 'completed')
    .where('scanSpecificFiles', '=', 0)
    .where('startedAt', '>', scan.startedAt)
    .where('id', '!=', scan.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Rows per statement: well under SQLite's bound-parameter limit for the widest table here. */
const CHUNK = 400;

/**
 * Inserts issues unless one with the same identity exists; returns the fingerprints this call
 * inserted (the others exist already, perhaps inserted by a concurrent scan a moment ago).
 */
export async function insertIssuesIfAbsent(db: DbOrTrx, rows: readonly IssueRow[]): Promise<Set<string>> {
  const inserted = new Set<string>();
  for (let start = 0; start < rows.length; start += CHUNK) {
    const result = await db
      .insertInto('issues')
      .values(rows.slice(start, start + CHUNK))
      .onConflict((oc) => oc.columns(['codebaseId', 'branch', 'fingerprint']).doNothing())
      .returning('fingerprint')
      .execute();
    for (const row of result) inserted.add(row.fingerprint);
  }
  return inserted;
}

export async function findIssuesByFingerprints(
  db: DbOrTrx,
  scope: { projectId: string; codebaseId: string; branch: string },
  fingerprints: readonly string[],
): Promise<IssueRow[]> {
  const rows: IssueRow[] = [];
  for (let start = 0; start < fingerprints.length; start += CHUNK) {
    rows.push(
      ...(await db
        .selectFrom('issues')
        .selectAll()
        .where('projectId', '=', scope.projectId)
        .where('codebaseId', '=', scope.codebaseId)
        .where('branch', '=', scope.branch)
        .where('fingerprint', 'in', fingerprints.slice(start, start + CHUNK))
        .execute()),
    );
  }
  return rows;
}

/** Compare-and-set of many issues' status at once; returns the ids that moved. */
export async function moveIssuesStatus(
  db: DbOrTrx,
  projectId: string,
  issueIds: readonly string[],
  from: IssueStatus,
  to: IssueStatus,
  at: string,
): Promise<string[]> {
  const moved: string[] = [];
  for (let start = 0; start < issueIds.length; start += CHUNK) {
    const result = await db
      .updateTable('issues')
      .set({ status: to, updatedAt: at })
      .where('projectId', '=', projectId)
      .where('id', 'in', issueIds.slice(start, start + CHUNK))
      .where('status', '=', from)
      .returning('id')
      .execute();
    moved.push(...result.map((row) => row.id));
  }
  return moved;
}

export async function insertIssueEvents(db: DbOrTrx, rows: readonly IssueEventsTable[]): Promise<void> {
  for (let start = 0; start < rows.length; start += CHUNK) {
    await db.insertInto('issue_events').values(rows.slice(start, start + CHUNK)).execute();
  }
}
