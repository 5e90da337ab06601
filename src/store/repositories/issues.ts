import type { CompiledQuery, SelectQueryBuilder } from 'kysely';
import { CompiledQueries, compileAliased, parameter, runCompiled } from '../compiled-queries.js';
import type { DbOrTrx, IssuesTable, IssueStatus, VigilDatabase } from '../schema.js';

export type IssueRow = IssuesTable;

/** The columns of a list page: descriptions, snippets and traces stay on disk until asked for. */
export const ISSUE_SUMMARY_COLUMNS = [
  'id',
  'title',
  'severity',
  'category',
  'status',
  'filePath',
  'lineNumber',
  'codebaseId',
  'branch',
  'createdAt',
  'updatedAt',
  'severityRank',
] as const;
export type IssueSummaryRow = Pick<IssueRow, (typeof ISSUE_SUMMARY_COLUMNS)[number]>;

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

/**
 * Every column of an issue, named (a compiled query names what it selects: compiled-queries.ts).
 * Checked against IssuesTable both ways, so a column added there fails the build until listed.
 */
const ISSUE_COLUMNS = [
  ...ISSUE_SUMMARY_COLUMNS,
  'projectId',
  'fingerprint',
  'ruleId',
  'cwe',
  'columnNumber',
  'endLineNumber',
  'description',
  'codeSnippet',
  'remediation',
  'trace',
  'scanId',
  'firstScanId',
  'learningId',
] as const satisfies readonly (keyof IssueRow)[];
const everyIssueColumn: Exclude<keyof IssueRow, (typeof ISSUE_COLUMNS)[number]> extends never ? true : never = true;
void everyIssueColumn;

/** One shape: compiled once per database (a primary-key read costs less than building it). */
const findIssueQueries = new CompiledQueries<IssueRow>((db) =>
  db.selectFrom('issues').select(ISSUE_COLUMNS).where('projectId', '=', parameter('projectId')).where('id', '=', parameter('issueId')),
);

export async function findIssue(db: DbOrTrx, projectId: string, issueId: string): Promise<IssueRow | undefined> {
  const [row] = await findIssueQueries.execute(db, '', { projectId, issueId });
  return row;
}

/** At most this many issues are read by one statement of findIssues (one compiled shape per count). */
export const MAX_ISSUES_PER_READ = 64;

/** One shape per number of ids (the shape is that number): `id in (…)` with as many parameters. */
const findIssuesQueries = new CompiledQueries<IssueRow>((db, shape) => {
  const ids = Array.from({ length: Number(shape) }, (_, k) => parameter(`id${k}`));
  return db.selectFrom('issues').select(ISSUE_COLUMNS).where('projectId', '=', parameter('projectId')).where('id', 'in', ids);
});

/** The issues of a project among `issueIds` (1 to MAX_ISSUES_PER_READ distinct ids), in one statement, in no order. */
export async function findIssues(db: DbOrTrx, projectId: string, issueIds: readonly string[]): Promise<IssueRow[]> {
  if (issueIds.length === 1) return findIssueQueries.execute(db, '', { projectId, issueId: issueIds[0] });
  if (issueIds.length === 0 || issueIds.length > MAX_ISSUES_PER_READ) throw new Error(`findIssues reads 1 to ${MAX_ISSUES_PER_READ} ids, not ${issueIds.length}`);
  const values: Record<string, string> = { projectId };
  issueIds.forEach((id, k) => (values[`id${k}`] = id));
  return findIssuesQueries.execute(db, String(issueIds.length), values);
}

function applyFilters<O>(
  query: SelectQueryBuilder<VigilDatabase, 'issues', O>,
  projectId: string,
  filters: IssueFilters,
): SelectQueryBuilder<VigilDatabase, 'issues', O> {
  let q = query.where('projectId', '=', projectId);
  if (filters.codebaseId !== undefined) q = q.where('codebaseId', '=', filters.codebaseId);
  if (filters.branch !== undefined) q = q.where('branch', '=', filters.branch);
  if (filters.status !== undefined) q = q.where('status', '=', filters.status);
  if (filters.severityRank !== undefined) q = q.where('severityRank', '=', filters.severityRank);
  if (filters.category !== undefined) q = q.where('category', '=', filters.category);
  return q;
}

/** A position in the list's order: the sort key of one issue. */
export interface IssuePosition {
  severityRank: number;
  createdAt: string;
  id: string;
}

export interface IssuePageBounds {
  limit: number;
  offset: number;
  /** Start after this issue (keyset): `offset` then counts from the issue after it. */
  after?: IssuePosition;
}

/**
 * One page of issues in a stable total order: most severe first, then newest, then id (unique)
 * as the tiebreak, so offset paging returns every issue exactly once. With `after`, the walk
 * starts in the index right after that issue (a range seek) instead of from the first issue.
 */
export function issuePageQuery(db: DbOrTrx, projectId: string, filters: IssueFilters, page: IssuePageBounds) {
  let q = applyFilters(db.selectFrom('issues').select(ISSUE_SUMMARY_COLUMNS), projectId, filters);
  const after = page.after;
  if (after && filters.severityRank !== undefined) {
    // Severity is fixed by the filter: compare the rest, so the seek uses the whole index prefix.
    q = q.where((eb) => eb(eb.refTuple('createdAt', 'id'), '<', eb.tuple(after.createdAt, after.id)));
  } else if (after) {
    q = q.where((eb) => eb(eb.refTuple('severityRank', 'createdAt', 'id'), '<', eb.tuple(after.severityRank, after.createdAt, after.id)));
  }
  return q
    .orderBy('severityRank', 'desc')
    .orderBy('createdAt', 'desc')
    .orderBy('id', 'desc')
    .limit(page.limit)
    .offset(page.offset);
}

/** The filters a query has, and whether it starts after an anchor: what its SQL depends on. */
function pageShape(filters: IssueFilters, after: boolean): string {
  const has = (v: unknown) => (v === undefined ? '0' : '1');
  return `${has(filters.codebaseId)}${has(filters.branch)}${has(filters.status)}${has(filters.severityRank)}${has(filters.category)}${after ? 'a' : ''}`;
}

/** Placeholders for the filters present in `shape` (pageShape). */
function shapeFilters(shape: string): IssueFilters {
  const on = (i: number) => shape[i] === '1';
  return {
    codebaseId: on(0) ? parameter<string>('codebaseId') : undefined,
    branch: on(1) ? parameter<string>('branch') : undefined,
    status: on(2) ? parameter<IssueStatus>('status') : undefined,
    severityRank: on(3) ? parameter<number>('severityRank') : undefined,
    category: on(4) ? parameter<string>('category') : undefined,
  };
}

function filterValues(projectId: string, filters: IssueFilters) {
  return {
    projectId,
    codebaseId: filters.codebaseId ?? null,
    branch: filters.branch ?? null,
    status: filters.status ?? null,
    severityRank: filters.severityRank ?? null,
    category: filters.category ?? null,
  };
}

type VersionedSummaryRow = IssueSummaryRow & { issueVersion: number | string | null };

/**
 * Pages compiled once per shape. Each row also carries the project's issue version, read by
 * the same statement, so in the same snapshot as the rows (one statement sees one state of the
 * database on both engines): a page read from an anchor can prove it read the state the anchor
 * was taken in, without a second query.
 */
const pageQueries = new CompiledQueries<VersionedSummaryRow>((db, shape) => {
  const after = shape.endsWith('a')
    ? { severityRank: parameter<number>('afterRank'), createdAt: parameter('afterCreatedAt'), id: parameter('afterId') }
    : undefined;
  return issuePageQuery(db, parameter('projectId'), shapeFilters(shape), { limit: parameter<number>('limit'), offset: parameter<number>('offset'), after }).select((eb) =>
    eb.selectFrom('issue_versions').select('version').where('projectId', '=', parameter('projectId')).as('issueVersion'),
  );
});

export interface VersionedIssuePage {
  rows: IssueSummaryRow[];
  /** The project's issue version in the state the rows were read from; undefined for no rows. */
  version: string | undefined;
}

export async function listIssuePage(db: DbOrTrx, projectId: string, filters: IssueFilters, page: IssuePageBounds): Promise<VersionedIssuePage> {
  const after = page.after;
  const values = {
    ...filterValues(projectId, filters),
    limit: page.limit,
    offset: page.offset,
    afterRank: after?.severityRank ?? null,
    afterCreatedAt: after?.createdAt ?? null,
    afterId: after?.id ?? null,
  };
  const rows = await pageQueries.execute(db, pageShape(filters, after !== undefined), values);
  return { rows, version: rows.length === 0 ? undefined : String(rows[0].issueVersion ?? 0) };
}

export async function listIssues(
  db: DbOrTrx,
  projectId: string,
  filters: IssueFilters,
  page: IssuePageBounds,
): Promise<IssueSummaryRow[]> {
  return (await listIssuePage(db, projectId, filters, page)).rows;
}

/** Counts compiled once per filter shape (pageShape). */
const countQueries = new CompiledQueries<{ total: number | string }>((db, shape) => {
  const filters = shapeFilters(shape);
  let q = db.selectFrom('issue_counts').where('projectId', '=', parameter('projectId'));
  if (filters.codebaseId !== undefined) q = q.where('codebaseId', '=', filters.codebaseId);
  if (filters.branch !== undefined) q = q.where('branch', '=', filters.branch);
  if (filters.status !== undefined) q = q.where('status', '=', filters.status);
  if (filters.severityRank !== undefined) q = q.where('severityRank', '=', filters.severityRank);
  if (filters.category !== undefined) q = q.where('category', '=', filters.category);
  return q.select((eb) => eb.fn.coalesce(eb.fn.sum<number | string>('n'), eb.lit(0)).as('total'));
});

/**
 * `total` of a page: the sum of the trigger-maintained counts (migration 0002) whose values
 * match the filters. Every filter is an equality on a column of issue_counts, so this reads a
 * few rows of one project instead of counting up to a million index entries.
 */
export async function countIssues(db: DbOrTrx, projectId: string, filters: IssueFilters): Promise<number> {
  const [row] = await countQueries.execute(db, pageShape(filters, false), filterValues(projectId, filters));
  return Number(row.total);
}

/** The version query compiled once per database: it runs on every request of the issue routes. */
const compiledVersionQueries = new WeakMap<DbOrTrx, CompiledQuery<{ version: number | string }>>();

/** The project's issue version (migration 0004): it changes with every committed write to its issues. */
export async function readIssueVersion(db: DbOrTrx, projectId: string): Promise<string> {
  let compiled = compiledVersionQueries.get(db);
  if (!compiled) {
    compiled = compileAliased(db, (d) => d.selectFrom('issue_versions').select('version').where('projectId', '=', ''));
    compiledVersionQueries.set(db, compiled);
  }
  const rows = await runCompiled<{ version: number | string }>(db, compiled, [projectId]);
  return String(rows[0]?.version ?? 0);
}
