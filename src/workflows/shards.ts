/**
 * Sharded scans (distributed mode): the per-file pass of a large scan spread over every worker.
 *
 * The scan job (the coordinator) splits the files it read into shards of VIGIL_SHARD_FILES files
 * and enqueues one `scan-shard` job per shard. A shard job reads its blobs from its own mirror and
 * runs only the engine's per-file pass, into the shared engine cache (PostgreSQL's engine_cache),
 * under the keys the engine itself uses; then it records the shard done. Meanwhile the coordinator
 * takes the shards no worker has claimed yet, from the last one backwards ("work stealing", so a
 * single worker of concurrency 1 never waits on jobs it would have to run itself), then waits for
 * the shards others claimed: one that failed, or that is not done within the wait limit, it does
 * itself (a shard job whose worker died is delivered again by the queue and runs again). The scan then runs analyzeFiles with the cache, which finds every per-file result and
 * does only the cross-file analysis: the result is the one worker's, by construction (an entry
 * missing for any reason is computed again there). Claims and completions are cache entries
 * too; a duplicate of a shard's work writes the same bytes under the same keys.
 */
import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { cacheFilePass, type EngineCacheStore } from '../engine/index.js';
import type { SourceFile } from '../engine/findings.js';
import type { BranchFile, CodebaseGit } from '../git/index.js';
import { UnrecoverableJobError, type JobHandler, type JobProducer } from '../queue/types.js';
import { getCodebase } from '../services/codebases.js';
import type { Db } from '../store/schema.js';

export const SCAN_SHARD_JOB_NAME = 'scan-shard';

export interface ShardingDeps {
  db: Db;
  git: CodebaseGit;
  producer: JobProducer;
  /** The shared engine cache (the same store the scan's analysis reads). */
  store: EngineCacheStore;
  /** Files per shard; a scan of no more files than this is not sharded. */
  shardFiles: number;
  fileTimeLimitMs: number;
  /** How long the coordinator waits for shards claimed by other workers before doing them itself. */
  waitMs: number;
  pollMs?: number;
  log?: (message: string, fields?: Record<string, unknown>) => void;
}

export interface ShardStats {
  shards: number;
  /** Shards whose completion came from another job (a worker, possibly this process). */
  byJobs: number;
  /** Shards the coordinator did itself (unclaimed, failed, or not done in time). */
  inProcess: number;
}

/** claimed: a shard job started it; stolen: the coordinator took it; done / failed: a shard job's end. */
type Marker = 'claimed' | 'stolen' | 'done' | 'failed';

function markerKey(round: string, index: number, what: Marker): string {
  return createHash('sha256').update(`scan-shard\0${round}\0${index}\0${what}`).digest('hex');
}

const MARK = Buffer.from('1');

/** The per-file pass of some files into the shared cache, with the options of the scan's analysis (workflows/engine.ts). */
function passIntoCache(store: EngineCacheStore, files: SourceFile[], fileTimeLimitMs: number) {
  return cacheFilePass(files, { parallel: true, fileTimeLimitMs, cache: { store, scope: '' } });
}

/** The coordinator's half: splits, enqueues, steals, waits. Undefined when the scan is not sharded. */
export async function runShards(
  deps: ShardingDeps,
  input: { scanId: string; projectId: string; codebaseId: string; listed: readonly BranchFile[]; sources: SourceFile[]; signal: AbortSignal },
): Promise<ShardStats | undefined> {
  const { store } = deps;
  if (deps.shardFiles <= 0 || input.sources.length <= deps.shardFiles) return undefined;
  const versions = new Map(input.listed.map((file) => [file.filePath, file.version]));
  const shards: SourceFile[][] = [];
  for (let i = 0; i < input.sources.length; i += deps.shardFiles) shards.push(input.sources.slice(i, i + deps.shardFiles));
  const round = randomUUID().replaceAll('-', '');
  const has = async (index: number, what: Marker) => (await store.get(markerKey(round, index, what)).catch(() => undefined)) !== undefined;
  const mark = (index: number, what: Marker) => store.put(markerKey(round, index, what), MARK).catch(() => undefined);

  // The last shard is the coordinator's own from the start: no job for it.
  for (let index = 0; index < shards.length - 1; index++) {
    const files = shards[index]!.map((file) => ({ path: file.path, version: versions.get(file.path) ?? '' }));
    await deps.producer.enqueue(SCAN_SHARD_JOB_NAME, { scanId: input.scanId, projectId: input.projectId, codebaseId: input.codebaseId, round, index, files }, { jobId: `shard-${round}-${index}` });
  }
  const stats: ShardStats = { shards: shards.length, byJobs: 0, inProcess: 0 };
  const pending = new Set<number>();
  const doItself = async (index: number) => {
    input.signal.throwIfAborted();
    await passIntoCache(store, shards[index]!, deps.fileTimeLimitMs);
    await mark(index, 'done');
    stats.inProcess++;
  };
  for (let index = shards.length - 1; index >= 0; index--) {
    if (index < shards.length - 1 && (await has(index, 'claimed'))) {
      pending.add(index);
      continue;
    }
    await mark(index, 'stolen');
    await doItself(index);
  }
  const deadline = Date.now() + deps.waitMs;
  while (pending.size) {
    for (const index of [...pending]) {
      if (await has(index, 'done')) {
        stats.byJobs++;
        pending.delete(index);
      } else if (Date.now() > deadline || (await has(index, 'failed'))) {
        await doItself(index);
        pending.delete(index);
      }
    }
    if (pending.size) await sleep(deps.pollMs ?? 100, undefined, { signal: input.signal });
  }
  deps.log?.('scan sharded', { scanId: input.scanId, codebaseId: input.codebaseId, ...stats });
  return stats;
}

function shardPayload(payload: Record<string, unknown>) {
  const { projectId, codebaseId, round, index, files } = payload;
  const ok =
    typeof projectId === 'string' &&
    typeof codebaseId === 'string' &&
    typeof round === 'string' &&
    /^[0-9a-f]{32}$/.test(round) &&
    typeof index === 'number' &&
    Number.isInteger(index) &&
    Array.isArray(files) &&
    files.every((f: unknown) => typeof f === 'object' && f !== null && typeof (f as { path?: unknown }).path === 'string' && typeof (f as { version?: unknown }).version === 'string');
  if (!ok) throw new UnrecoverableJobError('The scan-shard job has a malformed payload');
  return { projectId, codebaseId, round, index, files: files as { path: string; version: string }[] };
}

/** The shard job: its files' per-file pass into the shared cache, then the shard marked done (or failed: the coordinator redoes it). */
export function createScanShardJobHandler(deps: Omit<ShardingDeps, 'producer' | 'shardFiles' | 'waitMs'>): JobHandler {
  return async (payload, context) => {
    const shard = shardPayload(payload);
    const key = (what: Marker) => markerKey(shard.round, shard.index, what);
    // Taken by the coordinator, or done already: nothing to do. (A job delivered again after its
    // worker died runs again: the coordinator may be waiting for it.)
    const taken = await Promise.all([key('stolen'), key('done')].map((k) => deps.store.get(k).catch(() => undefined)));
    if (taken.some((bytes) => bytes !== undefined)) return;
    await deps.store.put(key('claimed'), MARK);
    try {
      const codebase = await getCodebase(deps.db, shard.projectId, shard.codebaseId);
      const wanted: BranchFile[] = shard.files.map((f) => ({ fileId: '', filePath: f.path, version: f.version, kind: 'file', size: undefined, isIndexed: true }));
      const read = () => deps.git.readFiles(codebase, wanted, context.signal).catch(() => [] as SourceFile[]);
      let sources = await read();
      // This worker's mirror may not have the commit yet (or not exist): fetch once.
      if (sources.length < wanted.length) {
        await deps.git.sync(codebase);
        sources = await read();
      }
      if (sources.length < wanted.length) throw new Error(`${wanted.length - sources.length} blobs of the shard are missing from the mirror`);
      const counts = await passIntoCache(deps.store, sources, deps.fileTimeLimitMs);
      await deps.store.put(key('done'), MARK);
      deps.log?.('scan shard done', { scanId: payload.scanId, index: shard.index, files: sources.length, computed: counts.misses });
    } catch (error) {
      await deps.store.put(key('failed'), MARK).catch(() => undefined);
      // The coordinator does a failed shard itself: a retry here would only duplicate it.
      throw new UnrecoverableJobError(`scan shard failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
}
