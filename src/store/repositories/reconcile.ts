/**
 * Queries of issue reconciliation: the issues of a branch in a scan's scope, insert-if-absent on
 * the issue identity (codebase, branch, fingerprint), and compare-and-set status moves. Every
 * query takes the project id.
 */
import { sql } from 'kysely';
import type { DbOrTrx, IssueStatus, IssuesTable } from '../schema.js';

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
      .where('project_id', '=', scope.projectId)
      .where('codebase_id', '=', scope.codebaseId)
      .where('branch', '=', scope.branch);
  if (paths === undefined) return base().execute();
  const rows: IssueRow[] = [];
  // Bounded IN lists: SQLite allows a limited number of bound parameters per statement.
  for (let start = 0; start < paths.length; start += 500) {
    rows.push(...(await base().where('file_path', 'in', paths.slice(start, start + 500)).execute()));
  }
  return rows;
}

/** Inserts the issue unless one with the same identity exists; true when this call inserted it. */
export async function insertIssueIfAbsent(db: DbOrTrx, row: IssueRow): Promise<boolean> {
  const inserted = await db
    .insertInto('issues')
    .values(row)
    .onConflict((oc) => oc.columns(['codebase_id', 'branch', 'fingerprint']).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

export async function findIssueByIdentity(
  db: DbOrTrx,
  identity: { projectId: string; codebaseId: string; branch: string; fingerprint: string },
): Promise<IssueRow | undefined> {
  return db
    .selectFrom('issues')
    .selectAll()
    .where('project_id', '=', identity.projectId)
    .where('codebase_id', '=', identity.codebaseId)
    .where('branch', '=', identity.branch)
    .where('fingerprint', '=', identity.fingerprint)
    .executeTakeFirst();
}

export type IssueFindingUpdate = Partial<
  Pick<
    IssueRow,
    | 'rule_id'
    | 'cwe'
    | 'title'
    | 'severity'
    | 'severity_rank'
    | 'category'
    | 'file_path'
    | 'line_number'
    | 'column_number'
    | 'end_line_number'
    | 'description'
    | 'code_snippet'
    | 'remediation'
    | 'trace'
    | 'updated_at'
  >
> & { scan_id: string };

export async function updateIssueFinding(db: DbOrTrx, projectId: string, issueId: string, update: IssueFindingUpdate): Promise<void> {
  await db.updateTable('issues').set(update).where('project_id', '=', projectId).where('id', '=', issueId).execute();
}

/** Records the last scan that found these issues (nothing else of them changed). */
export async function touchIssuesScan(db: DbOrTrx, projectId: string, issueIds: readonly string[], scanId: string): Promise<void> {
  for (let start = 0; start < issueIds.length; start += 500) {
    await db
      .updateTable('issues')
      .set({ scan_id: scanId })
      .where('project_id', '=', projectId)
      .where('id', 'in', issueIds.slice(start, start + 500))
      .execute();
  }
}

/** Compare-and-set of an issue's status; true when it moved. */
export async function moveIssueStatus(
  db: DbOrTrx,
  projectId: string,
  issueId: string,
  from: IssueStatus,
  to: IssueStatus,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('issues')
    .set({ status: to, updated_at: at })
    .where('project_id', '=', projectId)
    .where('id', '=', issueId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
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
    .where('project_id', '=', scan.projectId)
    .where('codebase_id', '=', scan.codebaseId)
    .where('branch', '=', scan.branch)
    .where('status', '=', 'completed')
    .where('scan_specific_files', '=', 0)
    .where('started_at', '>', scan.startedAt)
    .where('id', '!=', scan.id)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
