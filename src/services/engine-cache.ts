/**
 * The engine's cache (src/engine/cache/) kept in Vigil's database, for distributed mode: every
 * worker reads and writes the same entries, so a rescan on any worker reuses what another did.
 * A failing query is a miss or a skipped write (the engine treats rejections so); entries past
 * the bound are pruned least recently used first after a scan that wrote.
 */
import type { EngineCacheStore } from '../engine/cache/store.js';
import type { Db } from '../store/schema.js';
import { engineCacheBytes, getEngineCacheEntry, pruneEngineCache, putEngineCacheEntry } from '../store/repositories/engine-cache.js';

/** Default bound of the database cache: 2 GiB of entries. */
export const DEFAULT_DB_CACHE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

export class DatabaseCacheStore implements EngineCacheStore {
  private wrote = false;

  constructor(
    private readonly db: Db,
    private readonly maxBytes: number = DEFAULT_DB_CACHE_MAX_BYTES,
  ) {}

  get(key: string): Promise<Buffer | undefined> {
    return getEngineCacheEntry(this.db, key, new Date().toISOString());
  }

  async put(key: string, value: Buffer): Promise<void> {
    await putEngineCacheEntry(this.db, key, value, new Date().toISOString());
    this.wrote = true;
  }

  async settle(): Promise<void> {
    if (!this.wrote) return;
    this.wrote = false;
    const total = await engineCacheBytes(this.db);
    if (total > this.maxBytes) await pruneEngineCache(this.db, total - this.maxBytes * 0.8);
  }
}
