/**
 * Keyset-backed deep offsets. A page at offset N costs an index walk over N entries (OFFSET);
 * for a client walking a million issues page by page that is quadratic. So each page loaded
 * leaves an anchor: the position (sort key) of its last issue and the offset right after it.
 * A later page of the same list (project + filters) starts from the nearest anchor at or before
 * its offset, as a range seek in the index plus a short OFFSET, and returns the same rows.
 *
 * Anchors are valid only for the project's issue version they were taken under (any write can
 * move issues between positions): a list's anchors are all dropped when its version changes.
 */
import type { IssueFilters, IssuePosition } from '../store/repositories/issues.js';
import type { Db } from '../store/schema.js';

/** Lists whose anchors are kept per database, and anchors per list; past either the oldest goes. */
const LISTS = 500;
const ANCHORS_PER_LIST = 5000;

interface ListAnchors {
  version: string;
  /** Offset of the issue right after the anchored one → that anchored issue's position. */
  byOffset: Map<number, IssuePosition>;
}

const anchorsByDb = new WeakMap<Db, Map<string, ListAnchors>>();

function listKey(projectId: string, filters: IssueFilters): string {
  return JSON.stringify([projectId, filters.codebaseId, filters.branch, filters.status, filters.severityRank, filters.category]);
}

function listOf(db: Db, projectId: string, filters: IssueFilters, version: string, create: boolean): ListAnchors | undefined {
  let lists = anchorsByDb.get(db);
  if (!lists) {
    lists = new Map();
    anchorsByDb.set(db, lists);
  }
  const key = listKey(projectId, filters);
  const list = lists.get(key);
  if (list && list.version === version) return list;
  if (!create) return undefined;
  if (list) lists.delete(key);
  if (lists.size >= LISTS) lists.delete(lists.keys().next().value as string);
  const fresh = { version, byOffset: new Map<number, IssuePosition>() };
  lists.set(key, fresh);
  return fresh;
}

/** The nearest anchor at or before `offset` under `version`: start after `position`, skip `offset - from`. */
export function nearestAnchor(db: Db, projectId: string, filters: IssueFilters, version: string, offset: number): { from: number; position: IssuePosition } | undefined {
  const list = listOf(db, projectId, filters, version, false);
  if (!list) return undefined;
  let best: { from: number; position: IssuePosition } | undefined;
  for (const [from, position] of list.byOffset) {
    if (from <= offset && (!best || from > best.from)) best = { from, position };
  }
  return best;
}

/** Records that the issue at `position` is followed by the issue at offset `next`, under `version`. */
export function recordAnchor(db: Db, projectId: string, filters: IssueFilters, version: string, next: number, position: IssuePosition): void {
  const list = listOf(db, projectId, filters, version, true)!;
  if (list.byOffset.has(next)) return;
  if (list.byOffset.size >= ANCHORS_PER_LIST) list.byOffset.delete(list.byOffset.keys().next().value as number);
  list.byOffset.set(next, position);
}
