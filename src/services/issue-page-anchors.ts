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
  // A client walking the pages asks for the offset right after a page it read: found at once,
  // where the scan below reads every anchor of the list.
  const exact = list.byOffset.get(offset);
  if (exact) return { from: offset, position: exact };
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

/**
 * Pages of a list being loaded, by list and version: the offset each starts at. A page far from
 * any anchor waits for the loads below it, which will leave a nearer one. Without this, clients
 * walking deep pages at once (or one client's requests in parallel) all miss the anchors (none
 * is recorded yet) and each walks the index from the start: ten walks of half a million entries
 * where one is needed.
 */
const loadingByDb = new WeakMap<Db, Map<string, Map<Promise<unknown>, number>>>();

/** A page this far past its nearest anchor (or fewer rows) is read without waiting. */
const NEAR_ENOUGH = 1000;
/** Bounded waiting: a page is read after this many rounds of waiting, anchored or not. */
const MAX_WAITS = 3;

type Anchor = ReturnType<typeof nearestAnchor>;

export async function loadFromNearestAnchor<T>(
  db: Db,
  projectId: string,
  filters: IssueFilters,
  version: string,
  offset: number,
  load: (anchor: Anchor) => Promise<T>,
): Promise<T> {
  let lists = loadingByDb.get(db);
  if (!lists) {
    lists = new Map();
    loadingByDb.set(db, lists);
  }
  const key = `${listKey(projectId, filters)}\u0000${version}`;
  let anchor = offset > 0 ? nearestAnchor(db, projectId, filters, version, offset) : undefined;
  for (let waits = 0; offset - (anchor?.from ?? 0) > NEAR_ENOUGH && waits < MAX_WAITS; waits += 1) {
    const from = anchor?.from ?? 0;
    const below = [...(lists.get(key) ?? new Map<Promise<unknown>, number>())].filter(([, start]) => start > from && start <= offset).map(([p]) => p);
    if (below.length === 0) break;
    await Promise.allSettled(below);
    anchor = nearestAnchor(db, projectId, filters, version, offset);
  }
  let loading = lists.get(key);
  if (!loading) {
    loading = new Map();
    lists.set(key, loading);
  }
  const promise = load(anchor);
  loading.set(promise, offset);
  try {
    return await promise;
  } finally {
    loading.delete(promise);
    if (loading.size === 0) lists.delete(key);
  }
}
