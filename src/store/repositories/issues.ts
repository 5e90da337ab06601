import type { SelectQueryBuilder } from 'kysely';
import type { DbOrTrx, IssuesTable, IssueStatus, VigilDatabase } from '../schema.js';

export type IssueRow = IssuesTable;

export interface IssueFilters {
  codebaseId?: string;
  branch?: string;
  status?: IssueStatus;
  severityRank?: number;
  category?: string;
}

export async function insertIssue(db: DbOrTrx, row: IssueRow): Promise<void> {
  await db.insertInto('issues').values(row).execute();
}

export async function insertIssues(db: DbOrTrx, rows: IssueRow[]): Promise<void> {
  // Bounded batches: SQLite allows at most 32766 bound parameters per statement.
  for (let start = 0; start < rows.length; start += 500) {
    await db.insertInto('issues').values(rows.slice(start, start + 500)).execute();
  }
}

export async function findIssue(db: DbOrTrx, projectId: string, issueId: string): Promise<IssueRow | undefined> {
  return db
    .selectFrom('issues')
    .selectAll()
    .where('project_id', '=', projectId)
    .where('id', '=', issueId)
    .executeTakeFirst();
}

function applyFilters<O>(
  query: SelectQueryBuilder<VigilDatabase, 'issues', O>,
  projectId: string,
  filters: IssueFilters,
): SelectQueryBuilder<VigilDatabase, 'issues', O> {
  let q = query.where('project_id', '=', projectId);
  if (filters.codebaseId !== undefined) q = q.where('codebase_id', '=', filters.codebaseId);
  if (filters.branch !== undefined) q = q.where('branch', '=', filters.branch);
  if (filters.status !== undefined) q = q.where('status', '=', filters.status);
  if (filters.severityRank !== undefined) q = q.where('severity_rank', '=', filters.severityRank);
  if (filters.category !== undefined) q = q.where('category', '=', filters.category);
  return q;
}

/**
 * One page of issues in a stable total order: most severe first, then newest, then id (unique)
 * as the tiebreak, so offset paging returns every issue exactly once.
 */
export function issuePageQuery(db: DbOrTrx, projectId: string, filters: IssueFilters, page: { limit: number; offset: number }) {
  return applyFilters(db.selectFrom('issues').selectAll(), projectId, filters)
    .orderBy('severity_rank', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

export async function listIssues(
  db: DbOrTrx,
  projectId: string,
  filters: IssueFilters,
  page: { limit: number; offset: number },
): Promise<IssueRow[]> {
  return issuePageQuery(db, projectId, filters, page).execute();
}

/** Counts with the same filters; the list indexes cover it, so the table itself is not read. */
export function issueCountQuery(db: DbOrTrx, projectId: string, filters: IssueFilters) {
  return applyFilters(db.selectFrom('issues'), projectId, filters).select((eb) => eb.fn.countAll().as('n'));
}

/** The number of issues matching the filters: `total` of a page. */
export async function countIssues(db: DbOrTrx, projectId: string, filters: IssueFilters): Promise<number> {
  const row = await issueCountQuery(db, projectId, filters).executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface IssueStatusUpdate {
  status: IssueStatus;
  updated_at: string;
  learning_id?: string | null;
}

/** Compare-and-set on the status, so two concurrent changes cannot both record a history event. */
export async function updateIssueStatusIfStatus(
  db: DbOrTrx,
  projectId: string,
  issueId: string,
  from: IssueStatus,
  update: IssueStatusUpdate,
): Promise<boolean> {
  const result = await db
    .updateTable('issues')
    .set(update)
    .where('project_id', '=', projectId)
    .where('id', '=', issueId)
    .where('status', '=', from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
