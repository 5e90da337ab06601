/**
 * Reads the web dashboard needs beyond the spec's routes: scans of a codebase, how many issues
 * each scan found, issue counts grouped by value, key names for history, suppressed issues of
 * learnings. Every query takes the project id.
 */
import type { Kysely } from 'kysely';
import type { DbOrTrx, VigilDatabase } from '../schema.js';
import type { ScanRow } from './scans.js';
import type { IssueScansTable } from './issue-scans.js';
import type { IssueFilters } from './issues.js';

type WithIssueScans = VigilDatabase & { issue_scans: IssueScansTable };

/** Scans of one codebase (optionally one branch), newest first, and how many match. */
export async function listCodebaseScans(
  db: DbOrTrx,
  projectId: string,
  codebaseId: string,
  branch: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: ScanRow[]; total: number }> {
  let q = db.selectFrom('scans').where('projectId', '=', projectId).where('codebaseId', '=', codebaseId);
  if (branch !== undefined) q = q.where('branch', '=', branch);
  const [rows, count] = await Promise.all([
    q.selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
    q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as ScanRow[], total: Number(count.n) };
}

/** How many issues each scan found (issue_scans links, written by reconciliation). */
export async function countIssuesFoundByScans(db: DbOrTrx, projectId: string, scanIds: readonly string[]): Promise<Map<string, number>> {
  if (scanIds.length === 0) return new Map();
  const rows = await (db as unknown as Kysely<WithIssueScans>)
    .selectFrom('issue_scans')
    .select(['scanId', (eb) => eb.fn.countAll().as('n')])
    .where('projectId', '=', projectId)
    .where('scanId', 'in', [...scanIds])
    .groupBy('scanId')
    .execute();
  return new Map(rows.map((r) => [r.scanId, Number(r.n)]));
}

export interface IssueCountRow {
  status: string;
  severityRank: number;
  category: string;
  n: number;
}

/** The trigger-kept counts (migration 0002) matching the filters, grouped by status, severity, category. */
export async function groupedIssueCounts(db: DbOrTrx, projectId: string, filters: IssueFilters): Promise<IssueCountRow[]> {
  let q = db.selectFrom('issue_counts').where('projectId', '=', projectId);
  if (filters.codebaseId !== undefined) q = q.where('codebaseId', '=', filters.codebaseId);
  if (filters.branch !== undefined) q = q.where('branch', '=', filters.branch);
  if (filters.status !== undefined) q = q.where('status', '=', filters.status);
  if (filters.severityRank !== undefined) q = q.where('severityRank', '=', filters.severityRank);
  if (filters.category !== undefined) q = q.where('category', '=', filters.category);
  const rows = await q
    .select(['status', 'severityRank', 'category', (eb) => eb.fn.sum<number | string>('n').as('n')])
    .groupBy(['status', 'severityRank', 'category'])
    .execute();
  return rows.map((r) => ({ status: r.status, severityRank: Number(r.severityRank), category: r.category, n: Number(r.n) }));
}

/** Names of the project's keys by id (never the keys themselves), for "who changed what". */
export async function keyNames(db: DbOrTrx, projectId: string, keyIds: readonly string[]): Promise<Map<string, { name: string | null; role: string }>> {
  if (keyIds.length === 0) return new Map();
  const rows = await db.selectFrom('api_keys').select(['id', 'name', 'role']).where('projectId', '=', projectId).where('id', 'in', [...keyIds]).execute();
  return new Map(rows.map((r) => [r.id, { name: r.name, role: r.role }]));
}

/** How many issues each learning of the project suppressed and still holds ignored (its source excluded). */
export async function suppressedCounts(db: DbOrTrx, projectId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('issues')
    .innerJoin('learnings', (join) => join.onRef('learnings.id', '=', 'issues.learningId').onRef('learnings.projectId', '=', 'issues.projectId'))
    .select(['issues.learningId', (eb) => eb.fn.countAll().as('n')])
    .where('issues.projectId', '=', projectId)
    .where('issues.status', '=', 'ignored')
    .where((eb) => eb.or([eb('learnings.sourceIssueId', 'is', null), eb('issues.id', '!=', eb.ref('learnings.sourceIssueId'))]))
    .groupBy('issues.learningId')
    .execute();
  return new Map(rows.map((r) => [r.learningId as string, Number(r.n)]));
}
