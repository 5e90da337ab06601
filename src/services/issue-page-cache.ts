/**
 * Pages of the issue list, cached per process under the project's issue version.
 *
 * The version (migration 0004) changes in the same transaction as every write to a project's
 * issues, and each request reads it (a primary-key lookup) before answering. A cached page is
 * served only while the version is the one it was read at, so a page is never staler than the
 * database, whichever process wrote.
 *
 * A page is stored under the version read before loading it. It is loaded after that read, so
 * it is at least as new as that version: a write that lands while it loads can only make it
 * newer, and then bumps the version, so no later request (which reads the new version: versions
 * only grow) is served it. One read per request, hit or miss, shared by the requests that
 * arrive before it is sent (readVersionBatched).
 */
import { readIssueVersion } from '../store/repositories/issues.js';
import type { Db } from '../store/schema.js';
import { perProject, sendOnTurn, type ReadTurns } from './project-read-turns.js';

/** Pages kept per database; past it the least recently used is dropped. */
const CAPACITY = 2000;

interface Entry<T> {
  version: string;
  value: T;
}

const cachesByDb = new WeakMap<Db, Map<string, Entry<unknown>>>();

interface VersionReads extends ReadTurns {
  /** The read requests join until it is sent. */
  next?: Promise<string>;
}

const versionReads = new WeakMap<Db, Map<string, VersionReads>>();

/**
 * The project's version, read once for all the requests that ask before the read is sent, on
 * the project's turn (project-read-turns.ts): its answer is as fresh for each of them as a read
 * of their own (nothing older is ever served).
 */
function readVersionBatched(db: Db, projectId: string): Promise<string> {
  const reads = perProject(versionReads, db, projectId, (): VersionReads => ({}));
  if (reads.next) return reads.next;
  const close = () => {
    // A request arriving after this read is sent joins the next one.
    reads.next = undefined;
  };
  reads.next = sendOnTurn(reads, close, () => readIssueVersion(db, projectId));
  return reads.next;
}

export async function cachedIssuePage<T>(db: Db, projectId: string, queryKey: string, load: (version: string) => Promise<T>): Promise<T> {
  let cache = cachesByDb.get(db);
  if (!cache) {
    cache = new Map();
    cachesByDb.set(db, cache);
  }
  const key = `${projectId}\u0000${queryKey}`;
  const version = await readVersionBatched(db, projectId);
  const hit = cache.get(key);
  if (hit && hit.version === version) {
    cache.delete(key); // re-insert: Map order is the recency order
    cache.set(key, hit);
    return hit.value as T;
  }
  const value = await load(version);
  cache.delete(key);
  if (cache.size >= CAPACITY) cache.delete(cache.keys().next().value as string);
  cache.set(key, { version, value });
  return value;
}

const totalsByDb = new WeakMap<Db, Map<string, Entry<number>>>();

/**
 * `total` of a list (project + filters) under a version already read by the caller: every page
 * of one list shares it, so a client walking the pages sums the counts once per version.
 */
export async function cachedListTotal(db: Db, listKey: string, version: string, count: () => Promise<number>): Promise<number> {
  let totals = totalsByDb.get(db);
  if (!totals) {
    totals = new Map();
    totalsByDb.set(db, totals);
  }
  const hit = totals.get(listKey);
  if (hit && hit.version === version) return hit.value;
  const value = await count();
  totals.delete(listKey);
  if (totals.size >= CAPACITY) totals.delete(totals.keys().next().value as string);
  totals.set(listKey, { version, value });
  return value;
}
