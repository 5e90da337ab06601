/**
 * The per-database state of the in-memory key cache (src/services/key-cache.ts), apart so that
 * revoking a key (api-keys.ts) can make this process forget its cached keys without an import
 * cycle.
 */
import type { DbOrTrx } from '../store/schema.js';
import type { AuthenticatedKey } from './api-keys.js';

export interface KeyCacheState {
  /** The auth version (migration 0006) the entries were read under; null before the first read. */
  version: string | null;
  /** When the version was last read (ms, monotonic); -Infinity forces a read on the next request. */
  checkedAt: number;
  /** The read of the version under way, shared by the requests that arrive meanwhile. */
  checking: Promise<void> | null;
  /** Changes whenever the entries are dropped: a key read before it is not cached after it. */
  generation: number;
  /** Authenticated keys by the hex SHA-256 of the key; Map order is the recency order. */
  entries: Map<string, AuthenticatedKey>;
}

const states = new WeakMap<object, KeyCacheState>();

export function keyCacheState(db: DbOrTrx): KeyCacheState {
  let state = states.get(db);
  if (!state) {
    state = { version: null, checkedAt: -Infinity, checking: null, generation: 0, entries: new Map() };
    states.set(db, state);
  }
  return state;
}

/** Drops this process's cached keys of `db` (a key was revoked here). */
export function forgetCachedKeys(db: DbOrTrx): void {
  const state = states.get(db);
  if (!state) return;
  state.entries.clear();
  state.generation += 1;
  state.checkedAt = -Infinity;
}
