/**
 * Authentication with the keys kept in memory, so a request does not cost a database query.
 *
 * A cached key is as good as the database's own answer, within a bound: every process re-reads
 * the auth version (one row, migration 0006; triggers change it with every revocation, expiry,
 * role or plan change, whoever writes) at most once per KEY_RECHECK_MS, and forgets every cached
 * key when it changed. So a key revoked anywhere (the CLI, another server on the same database)
 * is refused everywhere within KEY_RECHECK_MS plus one request; a revocation made by this process
 * is effective at once. Expiry is checked on every request against the cached expiry time.
 * Unknown and refused keys are never cached: each costs the lookup it cost before.
 */
import { performance } from 'node:perf_hooks';
import { readAuthVersion } from '../store/repositories/api-keys.js';
import type { DbOrTrx } from '../store/schema.js';
import { findAuthenticatedKey, hashKey, isKeyShaped, recordKeyUse } from './api-keys.js';
import { keyCacheState, type KeyCacheState } from './key-cache-state.js';
import type { Principal } from './permissions.js';

/** How often a process checks whether any key changed (the bound on a revocation's delay). */
export const KEY_RECHECK_MS = 250;
/** Keys kept per database; past it the oldest is dropped. */
const CAPACITY = 10_000;

async function recheck(db: DbOrTrx, state: KeyCacheState): Promise<void> {
  const readAt = performance.now();
  const version = await readAuthVersion(db);
  if (version !== state.version) {
    state.entries.clear();
    state.generation += 1;
    state.version = version;
  }
  state.checkedAt = readAt;
}

async function ensureFresh(db: DbOrTrx, state: KeyCacheState): Promise<void> {
  if (performance.now() - state.checkedAt < KEY_RECHECK_MS) return;
  if (!state.checking) {
    state.checking = recheck(db, state).finally(() => {
      state.checking = null;
    });
  }
  await state.checking;
}

/** `authenticateKey`, answered from memory for a key seen recently. */
export async function authenticateKeyCached(db: DbOrTrx, presented: string): Promise<Principal | null> {
  if (!isKeyShaped(presented)) return null;
  const state = keyCacheState(db);
  await ensureFresh(db, state);
  const cacheKey = hashKey(presented);
  const now = Date.now();
  const hit = state.entries.get(cacheKey);
  if (hit) {
    if (hit.expiresAtMs !== null && hit.expiresAtMs <= now) {
      state.entries.delete(cacheKey);
      return null;
    }
    await recordKeyUse(db, hit, now);
    return hit.principal;
  }
  const generation = state.generation;
  const found = await findAuthenticatedKey(db, presented, cacheKey);
  // A version change seen while the row was read may be this key's revocation: not cached then.
  if (found && generation === state.generation) {
    if (state.entries.size >= CAPACITY) state.entries.delete(state.entries.keys().next().value as string);
    state.entries.set(cacheKey, found);
  }
  return found?.principal ?? null;
}
