/** The analysis engine as the scan workflow calls it: src/engine's analyzeFiles on git blobs. */
import path from 'node:path';
import { analyzeFiles, FolderCacheStore, type EngineCacheStore } from '../engine/index.js';
import { DatabaseCacheStore } from '../services/engine-cache.js';
import type { Db } from '../store/schema.js';
import { analyzeWithRepositoryPolicy, RepoConfigError } from '../engine/repo-config/policy.js';
import { UnrecoverableJobError } from '../queue/types.js';
import type { AnalyzeFiles } from './scan.js';
import { DEFAULT_CONFIG } from '../config.js';

export const analyzeWithEngine: AnalyzeFiles = engineAnalyzer();

/**
 * Where the engine's cache lives: with PostgreSQL (distributed mode) in its `engine_cache` table,
 * shared by every worker; with SQLite in `VIGIL_DATA_DIR/engine-cache` (content-addressed files).
 */
export function engineCacheStoreFor(dialect: 'sqlite' | 'postgres', db: Db, dataDir: string): EngineCacheStore {
  return dialect === 'postgres' ? new DatabaseCacheStore(db) : new FolderCacheStore(path.join(dataDir, 'engine-cache'));
}

/** The engine as the workflow calls it, through `cache` when given (scans of the same scope reuse each other's work). */
export function engineAnalyzer(cache?: EngineCacheStore, limits: { fileTimeLimitMs: number } = DEFAULT_CONFIG): AnalyzeFiles {
  return async (files, options) => analyze(files, options, limits.fileTimeLimitMs, cache);
}

async function analyze(files: Parameters<AnalyzeFiles>[0], options: Parameters<AnalyzeFiles>[1], fileTimeLimitMs: number, store?: EngineCacheStore): ReturnType<AnalyzeFiles> {
  try {
    // The repository's .vigil.yml and inline vigil-ignore comments apply around the analysis.
    // The per-file pass (parsing, lowering, secrets) always runs in the engine's shared worker
    // threads, even for small inputs: a file that makes it slow or stuck then cannot freeze this
    // process's event loop (the API in embedded mode, and the heartbeats that keep job leases).
    const cache = store && options.cacheScope ? { store, scope: options.cacheScope } : undefined;
    return await analyzeWithRepositoryPolicy(files, { parallel: true, onProgress: options.onProgress, cache, fileTimeLimitMs }, analyzeFiles);
  } catch (error) {
    // A bad .vigil.yml fails the scan at once, with the line that is wrong: a retry cannot fix it.
    if (error instanceof RepoConfigError) throw new UnrecoverableJobError(`Invalid repository configuration: ${error.message}`);
    throw error;
  }
};
