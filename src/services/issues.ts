/**
 * Issues as the API serves them: lists with filters and a stable order, one issue, and status
 * changes with their history. (Creating issues from findings is reconciliation's job.)
 */
import { severityRank } from '../engine/findings.js';
import { insertIssueEvent, listIssueEvents } from '../store/repositories/issue-events.js';
import { listScansOfIssue } from '../store/repositories/issue-scans.js';
import { projectOfIssue } from '../store/repositories/operator-lookups.js';
import { countIssues, findIssue, listIssuePage, type IssueFilters } from '../store/repositories/issues.js';
import { updateIssueStatusVersioned } from '../store/repositories/issue-versions.js';
import { newId } from '../store/ids.js';
import type { Db, IssueEventsTable, IssueStatus } from '../store/schema.js';
import { nowIso } from '../store/time.js';
// Types only: request shapes are declared once, by the routes' JSON schemas.
import type { FromSchema } from '../api/schema-types.js';
import type { listIssuesSchema, updateIssueSchema } from '../api/schemas/issues.js';
import { retryOnConflict } from './conflict-retry.js';
import { writeForIssue } from './project-writes.js';
import { IllegalTransitionError, InvalidInputError, NotFoundError } from './errors.js';
import { forgetLearningsOfIssue, learnFromIgnoredIssue } from './learnings.js';
import { loadFromNearestAnchor, recordAnchor } from './issue-page-anchors.js';
import { cachedIssuePage, cachedListTotal } from './issue-page-cache.js';
import { readIssueBatched } from './issue-reads.js';
import { toIssue, toIssueSummary, type Issue, type IssueSummary } from './records.js';
import { normaliseReason } from './triage-reason.js';
import { transaction } from '../store/transaction.js';

export const ISSUE_NOT_FOUND = 'Issue not found';
export const DEFAULT_PAGE_LIMIT = 50;
export const MAX_PAGE_LIMIT = 100;

/** The list's filters and paging: the shape of GET /v1/issues's query string, declared once by its schema. */
export type IssueQuery = FromSchema<typeof listIssuesSchema.querystring>;

/** Offsets up to this go to SQL with the page query; larger ones are past the end of any project. */
const MAX_SQL_OFFSET = 2 ** 31 - 1;

export interface IssuePage {
  issues: IssueSummary[];
  total: number;
  limit: number;
  offset: number;
}

export async function listProjectIssues(db: Db, projectId: string, query: IssueQuery): Promise<IssuePage> {
  const limit = query.limit ?? DEFAULT_PAGE_LIMIT;
  const offset = query.offset ?? 0;
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_PAGE_LIMIT) {
    throw new InvalidInputError(`limit must be an integer from 1 to ${MAX_PAGE_LIMIT}`);
  }
  if (!Number.isSafeInteger(offset) || offset < 0) throw new InvalidInputError(`offset must be an integer from 0 to ${Number.MAX_SAFE_INTEGER}`);
  // A projectId filter naming any other project matches nothing: the key's project is the only
  // one it can see, and answering "empty" for every other id reveals nothing about what exists.
  if (query.projectId !== undefined && query.projectId !== projectId) return { issues: [], total: 0, limit, offset };
  const filters: IssueFilters = {
    codebaseId: query.codebaseId,
    branch: query.branch,
    status: query.status,
    severityRank: query.severity === undefined ? undefined : severityRank(query.severity),
    category: query.category,
  };
  // Pages are shared between callers from the cache: they are never mutated after this point.
  return cachedIssuePage(db, projectId, JSON.stringify([filters, limit, offset]), async (version) => {
    const total = await cachedListTotal(db, JSON.stringify([projectId, filters]), version, () => countIssues(db, projectId, filters));
    // A page at or past the end is empty, decided from the count alone: it never walks the index
    // (both engines take OFFSET as a 64-bit integer at most, and a walk to the end costs the most).
    const rows = offset < total && offset <= MAX_SQL_OFFSET ? await listPageFromAnchor(db, projectId, filters, version, limit, offset) : [];
    return { issues: rows.map(toIssueSummary), total, limit, offset };
  });
}

/**
 * A page read from the nearest keyset anchor of this list (issue-page-anchors.ts), leaving an
 * anchor after its last issue. Anchors are recorded under the version read by the same
 * statement as their rows, so an anchor is exactly of that version's state; a page read from an
 * anchor of `version` is kept only if its own statement saw `version` too (else it is read again
 * by offset alone: the anchor or the rows may be of another state).
 */
async function listPageFromAnchor(db: Db, projectId: string, filters: IssueFilters, version: string, limit: number, offset: number) {
  return loadFromNearestAnchor(db, projectId, filters, version, offset, async (anchor) => {
    let page = await listIssuePage(db, projectId, filters, anchor ? { limit, offset: offset - anchor.from, after: anchor.position } : { limit, offset });
    if (anchor && page.version !== version) page = await listIssuePage(db, projectId, filters, { limit, offset });
    const last = page.rows[page.rows.length - 1];
    if (last && page.version !== undefined) {
      recordAnchor(db, projectId, filters, page.version, offset + page.rows.length, { severityRank: last.severityRank, createdAt: last.createdAt, id: last.id });
    }
    return page.rows;
  });
}

/**
 * One issue as the API shows it, from the per-process cache while the project's issue version
 * is unchanged (so never older than the database). The record is shared: never mutate it.
 */
export async function getIssueForDisplay(db: Db, projectId: string, issueId: string): Promise<Issue> {
  return cachedIssuePage(db, projectId, `issue\u0000${issueId}`, async () => {
    // Read with the ids other requests ask meanwhile: one statement for a burst of misses.
    const row = await readIssueBatched(db, projectId, issueId);
    if (!row) throw new NotFoundError(ISSUE_NOT_FOUND);
    return toIssue(row);
  });
}

export async function getIssue(db: Db, projectId: string, issueId: string): Promise<Issue> {
  const row = await findIssue(db, projectId, issueId);
  if (!row) throw new NotFoundError(ISSUE_NOT_FOUND);
  return toIssue(row);
}

/** A status change: the body of PATCH /v1/issues/:id, declared once by its schema. */
export type StatusChange = FromSchema<typeof updateIssueSchema.body>;

export interface StatusChangeResult {
  id: string;
  status: IssueStatus;
  updatedAt: string;
  /** False when the issue already had the requested status (nothing was written). */
  changed: boolean;
  /** The status before the change. */
  from: IssueStatus;
}

/**
 * Moves an issue between open, ignored and closed, in one transaction with its history event.
 * Every move between two different statuses is allowed; `ignored` needs a non-empty reason and
 * creates a learning (or keeps the one it made before); reopening removes every learning it created. Asking for
 * the status the issue already has changes nothing and records nothing (an idempotent retry).
 */
export async function changeIssueStatus(
  db: Db,
  actor: { projectId: string; keyId: string | null },
  issueId: string,
  change: StatusChange,
): Promise<StatusChangeResult> {
  const reason = normaliseReason(change.reason);
  if (change.status === 'ignored' && reason === null) {
    throw new InvalidInputError('reason is required (non-empty) when status is ignored');
  }
  // Writes of one issue run in order, a few issues of a project at once (project-writes.ts);
  // a transaction PostgreSQL still aborts as a deadlock or serialization failure runs again.
  return writeForIssue(actor.projectId, issueId, () => retryOnConflict(() => transaction(db, async (trx) => {
    const row = await findIssue(trx, actor.projectId, issueId);
    if (!row) throw new NotFoundError(ISSUE_NOT_FOUND);
    if (row.status === change.status) return { id: row.id, status: row.status, updatedAt: row.updatedAt, changed: false, from: row.status };

    // The project's issue-version row orders every writer of its issues (issue-versions.ts).
    // Reads and inserts of new rows come first and the row is taken last, in the status update,
    // so it is held for one statement and the commit; a write to a learning in force (a renewed
    // reason, or withdrawn with what it suppressed) takes the row before it (learnings.ts), as
    // reconciliation also writes learnings while it holds the row.
    const at = nowIso();
    let learningId = row.learningId;
    if (change.status === 'ignored') {
      learningId = await learnFromIgnoredIssue(trx, toIssue(row), reason as string, at);
    } else if (change.status === 'open') {
      // Reopening (from ignored, or from closed after an ignore) withdraws every learning the
      // issue made, and with them what they suppressed; the issue is tied to no learning any more.
      await forgetLearningsOfIssue(trx, actor.projectId, row.id, at, actor.keyId);
      learningId = null;
    }
    // The history event before the move: a failed compare-and-set rolls both back.
    await insertIssueEvent(trx, {
      id: newId('issueEvent'),
      issueId: row.id,
      projectId: actor.projectId,
      fromStatus: row.status,
      toStatus: change.status,
      reason,
      keyId: actor.keyId,
      scanId: null,
      learningId: learningId,
      createdAt: at,
    });
    const moved = await updateIssueStatusVersioned(trx, {
      projectId: actor.projectId,
      issueId: row.id,
      from: row.status,
      to: change.status,
      updatedAt: at,
      learningId: learningId,
    });
    if (!moved) throw new IllegalTransitionError('The issue was changed by another request; retry');
    return { id: row.id, status: change.status, updatedAt: at, changed: true, from: row.status };
  })));
}

/** A status change of an issue as the history shows it: its row without the ids the request already names. */
export type IssueEvent = Omit<IssueEventsTable, 'issueId' | 'projectId'>;

export async function getIssueHistory(db: Db, projectId: string, issueId: string): Promise<IssueEvent[]> {
  await getIssue(db, projectId, issueId);
  return (await listIssueEvents(db, projectId, issueId)).map((e) => ({
    id: e.id,
    fromStatus: e.fromStatus,
    toStatus: e.toStatus,
    reason: e.reason,
    keyId: e.keyId,
    scanId: e.scanId,
    learningId: e.learningId,
    createdAt: e.createdAt,
  }));
}

/** The scans that found an issue, oldest first (written by reconciliation). */
export async function getIssueDetections(db: Db, projectId: string, issueId: string): Promise<{ scanId: string; foundAt: string }[]> {
  await getIssue(db, projectId, issueId);
  return listScansOfIssue(db, projectId, issueId);
}

/** An issue by id alone, for the operator (vigil admin); gives the project it belongs to. */
export async function findIssueProjectId(db: Db, issueId: string): Promise<string> {
  const projectId = await projectOfIssue(db, issueId);
  if (projectId === undefined) throw new NotFoundError(ISSUE_NOT_FOUND);
  return projectId;
}
