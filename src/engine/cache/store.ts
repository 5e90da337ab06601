/**
 * Where cached engine results live: an interface of opaque byte values by hex key, and the
 * single-machine implementation, a content-addressed folder (`<dir>/ab/abcdef…`).
 *
 * Writes go to a temporary file renamed into place (a reader never sees half an entry); reads
 * touch the entry's modification time, and when the folder grows past its bound the least
 * recently used entries are removed. Every failure is a miss or a skipped write: a cache never
 * fails a scan. Finding the folder's size means a stat of every entry, so it is counted only
 * when the running total kept in `<dir>.usage`, beside the folder so that the folder holds
 * only entries (bytes written since the last count added to
 * it, an over-estimate since rewrites and removals are not subtracted) passes the bound. (Distributed mode stores entries in the database instead: src/store/engine-cache.ts.)
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface EngineCacheStore {
  get(key: string): Promise<Buffer | undefined>;
  put(key: string, value: Buffer): Promise<void>;
  /** Called once a run has written its entries (prunes, flushes). */
  settle?(): Promise<void>;
}

/** Default bound of a cache folder: 2 GiB. */
export const DEFAULT_CACHE_MAX_BYTES = 2 * 1024 * 1024 * 1024;

const KEY = /^[0-9a-f]{16,128}$/;

export class FolderCacheStore implements EngineCacheStore {
  private written = 0;

  constructor(
    readonly dir: string,
    readonly maxBytes: number = DEFAULT_CACHE_MAX_BYTES,
  ) {}

  private pathOf(key: string): string {
    if (!KEY.test(key)) throw new Error('cache keys are hex digests');
    return path.join(this.dir, key.slice(0, 2), key);
  }

  async get(key: string): Promise<Buffer | undefined> {
    const file = this.pathOf(key);
    try {
      const value = await fs.promises.readFile(file);
      const now = new Date();
      await fs.promises.utimes(file, now, now).catch(() => undefined);
      return value;
    } catch {
      return undefined;
    }
  }

  async put(key: string, value: Buffer): Promise<void> {
    const file = this.pathOf(key);
    const tmp = `${file}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    try {
      await fs.promises.mkdir(path.dirname(file), { recursive: true, mode: 0o700 });
      await fs.promises.writeFile(tmp, value, { mode: 0o600 });
      await fs.promises.rename(tmp, file);
      this.written += value.length;
    } catch {
      await fs.promises.rm(tmp, { force: true }).catch(() => undefined);
    }
  }

  /** After a run that wrote anything: adds to the recorded usage, and prunes when it passes the bound. */
  async settle(): Promise<void> {
    if (this.written === 0) return;
    const written = this.written;
    this.written = 0;
    const usageFile = `${this.dir}.usage`;
    const recorded = Number((await fs.promises.readFile(usageFile, 'utf8').catch(() => '')).trim());
    if (!Number.isFinite(recorded) || recorded <= 0 || recorded + written > this.maxBytes) {
      await this.prune();
      return;
    }
    await this.writeUsage(recorded + written);
  }

  private async writeUsage(bytes: number): Promise<void> {
    const usageFile = `${this.dir}.usage`;
    const tmp = `${usageFile}.${process.pid}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.promises
      .writeFile(tmp, `${Math.round(bytes)}\n`, { mode: 0o600 })
      .then(() => fs.promises.rename(tmp, usageFile))
      .catch(() => fs.promises.rm(tmp, { force: true }).catch(() => undefined));
  }

  /** Counts the folder and, past the bound, removes the oldest entries until under 80% of it. */
  async prune(): Promise<void> {
    const entries: { file: string; size: number; used: number }[] = [];
    let total = 0;
    let shards: string[];
    try {
      shards = await fs.promises.readdir(this.dir);
    } catch {
      return;
    }
    for (const shard of shards) {
      const shardDir = path.join(this.dir, shard);
      let names: string[];
      try {
        names = await fs.promises.readdir(shardDir);
      } catch {
        continue;
      }
      for (const name of names) {
        const file = path.join(shardDir, name);
        try {
          const st = await fs.promises.stat(file);
          // Temporary files of a write that died midway are removed after an hour.
          if (name.endsWith('.tmp') && Date.now() - st.mtimeMs > 3_600_000) {
            await fs.promises.rm(file, { force: true });
            continue;
          }
          entries.push({ file, size: st.size, used: st.mtimeMs });
          total += st.size;
        } catch {
          // gone meanwhile
        }
      }
    }
    if (total > this.maxBytes) {
      entries.sort((a, b) => a.used - b.used);
      const target = this.maxBytes * 0.8;
      for (const e of entries) {
        if (total <= target) break;
        await fs.promises.rm(e.file, { force: true }).catch(() => undefined);
        total -= e.size;
      }
    }
    await this.writeUsage(Math.max(total, 1));
  }
}
