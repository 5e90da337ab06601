/**
 * Incremental analysis: the engine's cache of per-file results and of cross-file results, as
 * analyzeFiles uses it when given `cache` (keys.ts says what an entry is keyed by, store.ts
 * where entries live, file-cache.ts and cross-file.ts how each half is reused, packs.ts how a
 * scope's per-file entries are read in one go, secret-rules.ts the built secrets rule pack).
 */
import type { Program } from '../analysis/program.js';
import type { FilePassResult } from '../file-pass.js';
import { createHash } from 'node:crypto';
import v8 from 'node:v8';
import type { FileDiagnostic, Finding, ScanResult, SourceFile } from '../findings.js';
import type { ModuleIR } from '../ir/types.js';
import { decodeState, encodeState, incrementalCrossFile, type CrossFileState, type CrossFileStats, type RootRunner } from './cross-file.js';
import { DecodedMemo } from './decoded-memo.js';
import { cachedFilePass, type FileCacheStats } from './file-cache.js';
import { blobIdOfFile, crossFileKey, packKey, runKey, type PassSettings } from './keys.js';
import { withCachedSecretRules } from './secret-rules.js';
import type { EngineCacheStore } from './store.js';

export { FolderCacheStore, type EngineCacheStore } from './store.js';

/**
 * Cross-file states a long-lived process read or wrote last (decoded-memo.ts; about 4 MB for
 * 1,000 files). incrementalCrossFile does not change the previous state it is given.
 */
const stateMemo = new DecodedMemo<CrossFileState>(32 * 1024 * 1024);

export interface EngineCacheOptions {
  store: EngineCacheStore;
  /**
   * What the cross-file results are kept for: one entry per scope, replaced by each scan (the
   * workflow uses the codebase and branch, `vigil scan` the directory).
   */
  scope: string;
  /** Told what was reused once the analysis is done (`snapshot`: the whole result was). */
  onStats?: (stats: { files: FileCacheStats; crossFile: CrossFileStats; snapshot?: boolean }) => void;
}

/** One analyzeFiles run's use of the cache. */
export class CacheRun {
  readonly blobIds = new Map<string, string>();
  private readonly run: string;
  private readonly fileStats: FileCacheStats = { hits: 0, misses: 0 };
  private snapshotKey?: string;
  private readonly secrets: boolean;

  constructor(
    private readonly options: EngineCacheOptions,
    rulesDir: string,
    settings: PassSettings,
  ) {
    this.run = runKey(rulesDir, settings);
    this.secrets = settings.secrets;
  }

  /**
   * The result of a scan of exactly these files (paths, contents, order) with the same engine,
   * rules and settings, if the cache holds one: the engine is deterministic, so it is this scan's
   * result. Saves loading every module's IR when nothing changed.
   */
  async snapshot(files: SourceFile[]): Promise<ScanResult | undefined> {
    const hash = createHash('sha256').update(`snapshot\0${this.run}`);
    for (const f of files) {
      const blob = blobIdOfFile(f);
      this.blobIds.set(f.path, blob);
      hash.update(`\0${f.path}\0${blob}`);
    }
    this.snapshotKey = hash.digest('hex');
    const bytes = await this.options.store.get(this.snapshotKey).catch(() => undefined);
    if (!bytes) return undefined;
    try {
      const value = v8.deserialize(bytes) as ScanResult;
      if (!value || !Array.isArray(value.findings) || !Array.isArray(value.diagnostics) || !Array.isArray(value.skipped) || typeof value.stats !== 'object') return undefined;
      this.options.onStats?.({ files: { hits: files.length, misses: 0 }, crossFile: { roots: 0, rerun: 0, reused: 0 }, snapshot: true });
      return value;
    } catch {
      return undefined;
    }
  }

  async storeSnapshot(result: ScanResult): Promise<void> {
    if (!this.snapshotKey) return;
    await this.options.store.put(this.snapshotKey, v8.serialize(result)).catch(() => undefined);
    await this.options.store.settle?.().catch(() => undefined);
  }

  /** Files of the per-file pass found in the cache, and computed, so far. */
  get fileCounts(): FileCacheStats {
    return { ...this.fileStats };
  }

  /** The per-file pass through the cache; a scope's scan reads and writes its packs (packs.ts). */
  filePass(files: SourceFile[], compute: (files: SourceFile[]) => Promise<FilePassResult[]>): Promise<FilePassResult[]> {
    const { store, scope } = this.options;
    const computeWithRules = this.secrets ? (missed: SourceFile[]) => withCachedSecretRules(store, () => compute(missed)) : compute;
    const packKeyOf = scope ? (bucket: number) => packKey(this.run, scope, bucket) : undefined;
    return cachedFilePass(files, store, this.run, this.blobIds, computeWithRules, this.fileStats, packKeyOf);
  }

  /** The cross-file analysis, reusing the previous scan of the scope where its inputs are unchanged. */
  async crossFile(
    program: Program,
    modules: ModuleIR[],
    sources: Map<string, string>,
    fileTimeLimitMs: number,
    onProgress?: (done: number, total: number) => void,
    inPool?: RootRunner,
  ): Promise<{ findings: Finding[]; diagnostics: FileDiagnostic[] }> {
    const key = crossFileKey(this.run, this.options.scope);
    const bytes = await this.options.store.get(key).catch(() => undefined);
    let previous = bytes && stateMemo.get(key, bytes);
    if (!previous) {
      previous = decodeState(bytes);
      if (bytes && previous) stateMemo.set(key, bytes, previous);
    }
    const out = await incrementalCrossFile({ program, modules, sources, blobIds: this.blobIds, previous, fileTimeLimitMs, onProgress, inPool });
    // Nothing rerun and the same roots: the stored state is already this one.
    if (out.state) {
      const encoded = encodeState(out.state);
      stateMemo.set(key, encoded, out.state);
      await this.options.store.put(key, encoded).catch(() => undefined);
    }
    this.options.onStats?.({ files: this.fileStats, crossFile: out.stats });
    return out;
  }
}
