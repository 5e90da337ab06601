/**
 * The engine's public entry points.
 *
 *   analyzeFiles(files)  in-memory files (the scan workflow hands git blobs)
 *   scanDirectory(root)  walks a directory (vigil scan), then analyzeFiles
 *
 * Two phases: a per-file pass (skip rules, parse, lower, secrets) that runs in worker threads
 * when the input is large enough, then the cross-file analysis over every lowered module, where
 * calls between files resolve. Invariants: no network or database I/O; bad source never throws.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { analyseRoot, mergeRootFindings } from './analysis/root-analysis.js';
import { Program } from './analysis/program.js';
import { assignFingerprints } from './analysis/to-findings.js';
import { CacheRun, type EngineCacheOptions } from './cache/index.js';
import type { FileCacheStats } from './cache/file-cache.js';
import { readConfigValues } from './config/index.js';
import { readTemplateFiles } from './analysis/template-files.js';
import { readMapperStatements } from './analysis/mybatis-xml.js';
import { DEFAULT_FILE_TIME_LIMIT_MS, processFile, textOf, type FilePassOptions, type FilePassResult } from './file-pass.js';
import { DEFAULT_MAX_FILE_BYTES, MAX_SECRETS_SCAN_BYTES, skipByPath, tooLargeDetail } from './files/skip.js';
import type { FileDiagnostic, FileSkip, Finding, ScanResult, SourceFile } from './findings.js';
import type { ModuleIR } from './ir/types.js';
import { EnginePool, sharedPool } from './parallel/pool.js';
import { analyseRootsInPool, type RootsInput } from './parallel/roots.js';
import { isHeaded } from './analysis/module-head.js';
import type { RootRunner } from './cache/cross-file.js';
import { defaultRulesDir, ruleSetFor } from './rules/loader.js';
import { EventLoopTicker } from './yield.js';

export type { Finding, ScanResult, SourceFile } from './findings.js';
export { DEFAULT_FILE_TIME_LIMIT_MS } from './file-pass.js';
export { EnginePool, sharedPool } from './parallel/pool.js';
export { FolderCacheStore, type EngineCacheOptions, type EngineCacheStore } from './cache/index.js';

export interface AnalyzeOptions {
  /** Folder of rule packs (default: the repository's rules/). */
  rulesDir?: string;
  maxFileBytes?: number;
  /** Scan for hard-coded secrets too (default true). */
  secrets?: boolean;
  /** Worker threads: false = in this thread; a number = that many; default = a shared pool sized to the cores, for large inputs. */
  parallel?: boolean | number;
  /** A pool to use instead of the shared one. */
  pool?: EnginePool;
  /**
   * Per-file time limit in ms (default 30 s), applied to a file's parsing and lowering and again
   * to its cross-file analysis: past it the file is skipped from there with a 'file-time-limit'
   * diagnostic (not fully analysed, so its open issues stay open).
   */
  fileTimeLimitMs?: number;
  /** Called as work advances: phase, units done, units total. */
  onProgress?: (phase: 'files' | 'analysis', done: number, total: number) => void;
  /** Reuse results of earlier scans (src/engine/cache/): same findings, only changed work redone. */
  cache?: EngineCacheOptions;
}

/** Inputs smaller than this are faster in one thread than shipped to workers. */
const PARALLEL_THRESHOLD_BYTES = 2 * 1024 * 1024;
const BATCH_BYTES = 256 * 1024;
/** Modules' text past which the roots' analysis runs over worker threads by default (rootsInPool). */
const ROOTS_PARALLEL_BYTES = 1024 * 1024;

function sizeOf(file: SourceFile): number {
  return typeof file.content === 'string' ? file.content.length : file.content.byteLength;
}

async function filePass(files: SourceFile[], options: AnalyzeOptions): Promise<FilePassResult[]> {
  const passOptions: FilePassOptions = { maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, secrets: options.secrets, timeLimitMs: options.fileTimeLimitMs };
  const total = files.reduce((n, f) => n + sizeOf(f), 0);
  // Shipping IR back from workers costs about as much as lowering, so threads pay off only with
  // several cores and a large input (measured in bench/engine/RESULTS.md: on 2 cores in-thread wins).
  const cores = os.availableParallelism?.() ?? os.cpus().length;
  const wantParallel = options.parallel !== false && (options.parallel !== undefined || (total >= PARALLEL_THRESHOLD_BYTES && cores >= 4));
  let done = 0;
  const report = (n: number) => {
    done += n;
    options.onProgress?.('files', done, files.length);
  };
  if (!wantParallel || !EnginePool.available()) {
    const out: FilePassResult[] = [];
    const ticker = new EventLoopTicker();
    for (const file of files) {
      out.push(await processFile(file, passOptions));
      report(1);
      await ticker.maybeYield();
    }
    return out;
  }
  const pool = options.pool ?? (typeof options.parallel === 'number' ? new EnginePool(options.parallel) : sharedPool());
  // Batches of about BATCH_BYTES keep every worker busy without one message per file.
  const batches: SourceFile[][] = [];
  let current: SourceFile[] = [];
  let currentBytes = 0;
  for (const file of files) {
    current.push(file);
    currentBytes += sizeOf(file);
    if (currentBytes >= BATCH_BYTES || current.length >= 200) {
      batches.push(current);
      current = [];
      currentBytes = 0;
    }
  }
  if (current.length) batches.push(current);
  try {
    const results = await Promise.all(
      batches.map(async (batch) => {
        const r = await pool.run(batch, passOptions);
        report(batch.length);
        return r;
      }),
    );
    return results.flat();
  } finally {
    if (pool !== options.pool && pool !== sharedPool()) await pool.close();
  }
}

/** The cross-file analysis of every module, without the cache: each root on its own (analysis/root-analysis.ts), in the tree's order. */
async function crossFileAnalysis(program: Program, input: RootsInput, diagnostics: FileDiagnostic[], options: AnalyzeOptions): Promise<Finding[]> {
  const { modules, sources } = input;
  const limitMs = options.fileTimeLimitMs ?? DEFAULT_FILE_TIME_LIMIT_MS;
  const report = (done: number, total: number) => options.onProgress?.('analysis', done, total);
  const inPool = rootsInPool(input, options);
  const perRoot: { path: string; findings: Finding[]; diagnostics: FileDiagnostic[] }[] = inPool ? await inPool(modules, undefined, report) : [];
  if (!inPool) {
    const ticker = new EventLoopTicker();
    for (const module of modules) {
      await ticker.maybeYield();
      perRoot.push({ path: module.path, ...analyseRoot(program, module, sources, limitMs) });
      report(perRoot.length, modules.length);
    }
  }
  for (const root of perRoot) diagnostics.push(...root.diagnostics);
  return mergeRootFindings(perRoot);
}

/**
 * The roots' analysis over worker threads (parallel/roots.ts), or undefined to run it in this
 * thread: always when `parallel` is false or no pool can start, or when a module's IR is read
 * lazily from the cache (decoding every module to ship it would undo what the cache saves). Unless
 * `parallel` names a number of threads, only with four cores or more and modules of at least
 * ROOTS_PARALLEL_BYTES, as for the file pass: on two cores the garbage collector's threads already
 * use the second core, and two workers took as long as this thread for 35% more CPU (BENCHMARKS,
 * "Roots over worker threads").
 */
function rootsInPool(input: RootsInput, options: AnalyzeOptions): RootRunner | undefined {
  if (options.parallel === false || !EnginePool.available() || input.modules.some(isHeaded)) return undefined;
  if (typeof options.parallel !== 'number') {
    const cores = os.availableParallelism?.() ?? os.cpus().length;
    let bytes = 0;
    for (const m of input.modules) bytes += input.sources.get(m.path)?.length ?? 0;
    if (cores < 4 || bytes < ROOTS_PARALLEL_BYTES) return undefined;
  }
  const limitMs = options.fileTimeLimitMs ?? DEFAULT_FILE_TIME_LIMIT_MS;
  return async (roots, versions, onProgress) => {
    const pool = options.pool ?? (typeof options.parallel === 'number' ? new EnginePool(options.parallel) : sharedPool());
    try {
      return await analyseRootsInPool(pool, input, roots, limitMs, versions, onProgress);
    } finally {
      if (pool !== options.pool && pool !== sharedPool()) await pool.close();
    }
  };
}

/**
 * The per-file pass of `files` into the cache only, under the keys analyzeFiles with the same
 * options finds them (a shard of a distributed scan: src/workflows/shards.ts). Files already
 * cached are not processed again.
 */
export async function cacheFilePass(files: SourceFile[], options: AnalyzeOptions & { cache: EngineCacheOptions }): Promise<FileCacheStats> {
  const rulesDir = options.rulesDir ?? defaultRulesDir();
  const cache = new CacheRun(options.cache, rulesDir, { maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, secrets: options.secrets !== false });
  await cache.filePass(files, (missed) => filePass(missed, options));
  await options.cache.store.settle?.().catch(() => undefined);
  return cache.fileCounts;
}

export async function analyzeFiles(files: SourceFile[], options: AnalyzeOptions = {}): Promise<ScanResult> {
  const started = performance.now();
  const rulesDir = options.rulesDir ?? defaultRulesDir();
  const rules = ruleSetFor(rulesDir);
  const cache = options.cache && new CacheRun(options.cache, rulesDir, { maxFileBytes: options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, secrets: options.secrets !== false });
  // The same files as a scan of the cache: its result as it was (cache/index.ts, snapshots).
  const snapshot = cache && (await cache.snapshot(files));
  if (snapshot) return { ...snapshot, stats: { ...snapshot.stats, durationMs: Math.round(performance.now() - started) } };
  const passResults = cache ? await cache.filePass(files, (missed) => filePass(missed, options)) : await filePass(files, options);

  const skipped: FileSkip[] = [];
  const modules: ModuleIR[] = [];
  const findings: Finding[] = [];
  const diagnostics: FileDiagnostic[] = [];
  const sources = new Map<string, string>();
  let linesAnalysed = 0;
  let filesAnalysed = 0;
  const byPath = new Map(files.map((f) => [f.path, f]));
  for (const r of passResults) {
    if (r.skip) {
      skipped.push({ filePath: r.path, reason: r.skip, ...(r.skipDetail ? { detail: r.skipDetail } : {}) });
      // A file too large for code analysis may still have been scanned for secrets.
      diagnostics.push(...r.diagnostics);
      findings.push(...r.secrets);
      continue;
    }
    filesAnalysed++;
    linesAnalysed += r.lines;
    diagnostics.push(...r.diagnostics);
    findings.push(...r.secrets);
    if (r.module) {
      modules.push(r.module);
      sources.set(r.path, textOf(byPath.get(r.path)!));
    }
  }

  const skippedPaths = new Set(skipped.map((s) => s.filePath));
  const readableFiles = files.filter((f) => !skippedPaths.has(f.path));
  const config = readConfigValues(readableFiles);
  const templates = readTemplateFiles(readableFiles);
  // A template line that prints request data raw is reported too: its text gives the snippet.
  for (const t of templates.values()) if (!sources.has(t.path)) sources.set(t.path, t.text);
  const mapperStatements = readMapperStatements(readableFiles);
  // A MyBatis statement's `${…}` line is reported too: its mapper file's text gives the snippet.
  for (const s of mapperStatements.values()) {
    const file = byPath.get(s.filePath);
    if (file && !sources.has(s.filePath)) sources.set(s.filePath, textOf(file));
  }
  const program = new Program(modules, sources, config, rules, templates, mapperStatements);
  const rootsInput: RootsInput = { modules, sources, config, templates, mapperStatements, rulesDir };
  if (cache) {
    const out = await cache.crossFile(program, modules, sources, options.fileTimeLimitMs ?? DEFAULT_FILE_TIME_LIMIT_MS, (n, total) => options.onProgress?.('analysis', n, total), rootsInPool(rootsInput, options));
    diagnostics.push(...out.diagnostics);
    findings.push(...out.findings);
  } else {
    findings.push(...(await crossFileAnalysis(program, rootsInput, diagnostics, options)));
  }
  assignFingerprints(findings);
  findings.sort((a, b) => a.filePath.localeCompare(b.filePath) || a.lineNumber - b.lineNumber || a.column - b.column || a.ruleId.localeCompare(b.ruleId) || a.endLineNumber - b.endLineNumber || a.endColumn - b.endColumn);

  const skippedByReason: ScanResult['stats']['skippedByReason'] = {};
  for (const s of skipped) skippedByReason[s.reason] = (skippedByReason[s.reason] ?? 0) + 1;
  const result: ScanResult = {
    findings,
    diagnostics,
    skipped,
    stats: {
      filesSeen: files.length,
      filesAnalysed,
      filesSkipped: skipped.length,
      skippedByReason,
      linesAnalysed,
      durationMs: Math.round(performance.now() - started),
    },
  };
  await cache?.storeSnapshot(result);
  return result;
}

export interface ScanDirectoryOptions extends AnalyzeOptions {
  /** Called once the directory has been walked, with the number of files found. */
  onWalked?: (files: number) => void;
  /** The analysis to run on the walked files (default analyzeFiles; vigil scan passes the repository policy step). */
  analyze?: (files: SourceFile[], options: AnalyzeOptions) => Promise<ScanResult>;
}

/** Walks `root` (no symlinks followed), skipping vendored folders without descending into them. */
export async function scanDirectory(root: string, options: ScanDirectoryOptions = {}): Promise<ScanResult> {
  const files: SourceFile[] = [];
  const preSkipped: FileSkip[] = [];
  const maxBytes = options.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES;
  const stat = fs.statSync(root);
  const walk = (dir: string, rel: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relPath = rel ? `${rel}/${entry.name}` : entry.name;
      const full = path.join(dir, entry.name);
      if (entry.isSymbolicLink()) continue;
      if (entry.isDirectory()) {
        if (entry.name === '.git') continue;
        const reason = skipByPath(`${relPath}/x`);
        if (reason === 'vendored') {
          preSkipped.push({ filePath: `${relPath}/`, reason });
          continue;
        }
        walk(full, relPath);
      } else if (entry.isFile()) {
        const reason = skipByPath(relPath);
        if (reason) {
          preSkipped.push({ filePath: relPath, reason });
          continue;
        }
        // Files over the code-analysis limit are read too: the engine scans them for secrets.
        const size = fs.statSync(full).size;
        if (size > Math.max(maxBytes, MAX_SECRETS_SCAN_BYTES)) {
          preSkipped.push({ filePath: relPath, reason: 'too-large', detail: tooLargeDetail(size, maxBytes, false) });
          continue;
        }
        files.push({ path: relPath, content: fs.readFileSync(full) });
      }
    }
  };
  if (stat.isDirectory()) walk(root, '');
  else files.push({ path: path.basename(root), content: fs.readFileSync(root) });
  options.onWalked?.(files.length);
  const result = await (options.analyze ?? analyzeFiles)(files, options);
  result.skipped.unshift(...preSkipped);
  for (const s of preSkipped) result.stats.skippedByReason[s.reason] = (result.stats.skippedByReason[s.reason] ?? 0) + 1;
  result.stats.filesSkipped += preSkipped.length;
  result.stats.filesSeen += preSkipped.length;
  return result;
}
