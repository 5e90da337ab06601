/**
 * Incremental analysis: the engine's cache of per-file results and of cross-file results, as
 * analyzeFiles uses it when given `cache` (keys.ts says what an entry is keyed by, store.ts
 * where entries live, file-cache.ts and cross-file.ts how each half is reused).
 */
import type { Program } from '../analysis/program.js';
import type { FilePassResult } from '../file-pass.js';
import type { FileDiagnostic, Finding, SourceFile } from '../findings.js';
import type { ModuleIR } from '../ir/types.js';
import { decodeState, encodeState, incrementalCrossFile, type CrossFileStats } from './cross-file.js';
import { cachedFilePass, type FileCacheStats } from './file-cache.js';
import { crossFileKey, runKey, type PassSettings } from './keys.js';
import type { EngineCacheStore } from './store.js';

export { FolderCacheStore, type EngineCacheStore } from './store.js';

export interface EngineCacheOptions {
  store: EngineCacheStore;
  /**
   * What the cross-file results are kept for: one entry per scope, replaced by each scan (the
   * workflow uses the codebase and branch, `vigil scan` the directory).
   */
  scope: string;
  /** Told what was reused once the analysis is done. */
  onStats?: (stats: { files: FileCacheStats; crossFile: CrossFileStats }) => void;
}

/** One analyzeFiles run's use of the cache. */
export class CacheRun {
  readonly blobIds = new Map<string, string>();
  private readonly run: string;
  private readonly fileStats: FileCacheStats = { hits: 0, misses: 0 };

  constructor(
    private readonly options: EngineCacheOptions,
    rulesDir: string,
    settings: PassSettings,
  ) {
    this.run = runKey(rulesDir, settings);
  }

  filePass(files: SourceFile[], compute: (files: SourceFile[]) => Promise<FilePassResult[]>): Promise<FilePassResult[]> {
    return cachedFilePass(files, this.options.store, this.run, this.blobIds, compute, this.fileStats);
  }

  /** The cross-file analysis, reusing the previous scan of the scope where its inputs are unchanged. */
  async crossFile(
    program: Program,
    modules: ModuleIR[],
    sources: Map<string, string>,
    onProgress?: (done: number, total: number) => void,
  ): Promise<{ findings: Finding[]; diagnostics: FileDiagnostic[] }> {
    const key = crossFileKey(this.run, this.options.scope);
    const previous = decodeState(await this.options.store.get(key).catch(() => undefined));
    const out = await incrementalCrossFile({ program, modules, sources, blobIds: this.blobIds, previous, onProgress });
    // Nothing rerun and the same roots: the stored state is already this one.
    const unchanged = previous !== undefined && out.roots.length === previous.length && out.roots.every((r, i) => r === previous[i]);
    if (!unchanged) await this.options.store.put(key, encodeState(out.roots)).catch(() => undefined);
    await this.options.store.settle?.().catch(() => undefined);
    this.options.onStats?.({ files: this.fileStats, crossFile: out.stats });
    return out;
  }
}
