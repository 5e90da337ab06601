/**
 * The `scan` job: moves one scan from pending to completed (or failed), driving the services.
 *
 *   pending → in_progress → fetch the mirror → resolve the branch to a commit (kept on the scan)
 *   → list files (only the chosen ones for a scan of chosen files) → read blobs through one
 *   cat-file process → analyse → reconcile findings into issues and complete, in one transaction.
 *
 * A failure that a retry cannot fix (the scan or codebase is gone, the branch was deleted, the
 * URL is refused) is unrecoverable; anything else is retried by the queue, and after the last
 * attempt the final-failure handler marks the scan failed with the reason.
 */
import { notFullyAnalysedPaths } from '../engine/diagnostics.js';
import { MAX_SECRETS_SCAN_BYTES, skipByPath } from '../engine/files/skip.js';
import type { ScanResult, SourceFile } from '../engine/findings.js';
import { describeFetchFailure, GitError, MAX_INDEXED_BYTES, UnsupportedRemoteUrlError, type BranchFile, type CodebaseGit } from '../git/index.js';
import { UnrecoverableJobError, type FinalFailureHandler, type JobHandler, type JobProducer } from '../queue/types.js';
import { emitIssueEventsOfScan, emitWebhookEvent } from '../webhooks/jobs.js';
import { recordDetectedDefaultBranch } from '../services/codebase-default-branch.js';
import { getCodebase } from '../services/codebases.js';
import { IllegalTransitionError, NotFoundError } from '../services/errors.js';
import { reconcileAndComplete, type ReconcileSummary } from '../services/reconcile.js';
import { fail, isFinal, loadScanForJob, markInProgress, recordCommit, recordProgress, SCAN_JOB_NAME } from '../services/scans.js';
import type { Scan } from '../services/records.js';
import type { Db } from '../store/schema.js';
import { analyzeWithEngine } from './engine.js';
import { withRepositoryConfigFile } from '../engine/repo-config/policy.js';
import { DEFAULT_CONFIG } from '../config.js';
import { runShards, type ShardingDeps, type ShardStats } from './shards.js';

/** The engine's entry point, as the workflow calls it (src/engine/index.ts analyzeFiles). */
export type AnalyzeFiles = (
  files: SourceFile[],
  options: {
    signal?: AbortSignal;
    onProgress?: (phase: 'files' | 'analysis', done: number, total: number) => void;
    /** What the engine's cross-file cache is kept for (the codebase, branch and kind of scan). */
    cacheScope?: string;
  },
) => Promise<ScanResult>;

/** Progress is written to the scan at most this often while the engine runs. */
const PROGRESS_INTERVAL_MS = 1000;

export interface ScanJobDeps {
  /**
   * The longest an analysis may run before the scan fails with a reason (default 30 minutes,
   * VIGIL_ANALYSIS_TIMEOUT_MS). The engine works in worker threads, so a stuck analysis would
   * otherwise keep renewing its lease and hold the scan in progress for ever.
   */
  analysisTimeoutMs?: number;
  db: Db;
  dialect: 'sqlite' | 'postgres';
  git: CodebaseGit;
  /** The engine; defaults to src/engine's analyzeFiles. */
  analyze?: AnalyzeFiles;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /** Given: `scan.completed` / `scan.failed` webhooks are enqueued on it (docs/webhooks.md). */
  webhookProducer?: JobProducer;
  /** Distributed mode: a large scan's per-file pass is split into shard jobs first (shards.ts). */
  sharding?: Omit<ShardingDeps, 'db' | 'git' | 'log'>;
}

/** A webhook that cannot be enqueued never fails the scan it reports on: it is logged. */
async function emitScanEvent(deps: Pick<ScanJobDeps, 'db' | 'log' | 'webhookProducer'>, scan: Scan, type: 'scan.completed' | 'scan.failed', extra: Record<string, unknown>): Promise<void> {
  if (!deps.webhookProducer) return;
  const data = { scanId: scan.id, projectId: scan.projectId, codebaseId: scan.codebaseId, branch: scan.branch, ...extra };
  await emitWebhookEvent(deps.db, deps.webhookProducer, scan.projectId, type, data).catch((error: unknown) =>
    deps.log?.('webhook not enqueued', { scanId: scan.id, type, error: error instanceof Error ? error.message : String(error) }),
  );
}

export const BRANCH_GONE = 'Branch not found';

/** The analysis result, or an unrecoverable failure once the time limit has passed. */
async function withinTimeLimit<T>(work: Promise<T>, limitMs: number): Promise<T> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  const overLimit = () => new UnrecoverableJobError(`The analysis did not finish within ${Math.round(limitMs / 1000)} s`);
  const limit = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(overLimit()), limitMs);
  });
  try {
    const result = await Promise.race([work, limit]);
    // The timer fires only when the event loop turns: an analysis that finished in a synchronous stretch
    // longer than the limit is over it all the same.
    if (performance.now() - started > limitMs) throw overLimit();
    return result;
  } finally {
    clearTimeout(timer);
  }
}

/** Scans of a whole branch share one cross-file cache entry; scans of chosen files another. */
function cacheScopeOf(scan: Scan, chosenFiles: boolean): string {
  return `codebase ${scan.codebaseId}\0branch ${scan.branch}\0${chosenFiles ? 'files' : 'branch'}`;
}

function scanIdOf(payload: Record<string, unknown>): string {
  const scanId = payload.scanId;
  if (typeof scanId !== 'string' || scanId === '') throw new UnrecoverableJobError('The scan job has no scanId');
  return scanId;
}

/**
 * Files of a whole-branch scan that are read for secrets only: regular files not indexed because
 * they are over the code-analysis limit (and not skipped by path), up to the secrets-scan limit
 * each and SECRETS_ONLY_TOTAL_BYTES together (every file read is held in memory during the scan).
 */
export function secretsOnlyFiles(scan: Pick<Scan, 'scanSpecificFiles'>, files: readonly BranchFile[]): BranchFile[] {
  if (scan.scanSpecificFiles) return [];
  const candidates = files.filter((file) => isOverCodeLimit(file) && file.size! <= MAX_SECRETS_SCAN_BYTES && skipByPath(file.filePath) === undefined);
  const chosen: BranchFile[] = [];
  let total = 0;
  for (const file of [...candidates].sort((a, b) => a.size! - b.size!)) {
    if (total + file.size! > SECRETS_ONLY_TOTAL_BYTES) break;
    total += file.size!;
    chosen.push(file);
  }
  return chosen;
}

/** Together, the large files one scan reads for secrets (the rest are not read, and keep their issues). */
export const SECRETS_ONLY_TOTAL_BYTES = 256 * 1024 * 1024;

function isOverCodeLimit(file: BranchFile): boolean {
  return (file.kind === 'file' || file.kind === 'executable') && !file.isIndexed && file.size !== undefined && file.size > MAX_INDEXED_BYTES;
}

/** The files a scan analyses: indexed ones, restricted to the chosen file ids when asked. */
export function filesToScan(scan: Pick<Scan, 'scanSpecificFiles' | 'fileIds'>, files: readonly BranchFile[]): BranchFile[] {
  const indexed = files.filter((file) => file.isIndexed);
  if (!scan.scanSpecificFiles) return indexed;
  const chosen = new Set(scan.fileIds ?? []);
  return indexed.filter((file) => chosen.has(file.fileId));
}

export function createScanJobHandler(deps: ScanJobDeps): JobHandler {
  const { db, git } = deps;
  const analyze = deps.analyze ?? analyzeWithEngine;
  const log = deps.log ?? (() => undefined);
  const markFailed = createScanFailureHandler(deps);
  const analysisTimeoutMs = deps.analysisTimeoutMs ?? DEFAULT_CONFIG.analysisTimeoutMs;

  return async (payload, context) => {
    try {
      await runScan(payload, context);
    } catch (error) {
      // The last attempt records the failure itself, so a scan never stays in_progress even when
      // the consumer was started without a final-failure handler (the queue's handler, when set,
      // finds the scan already failed and does nothing).
      if (error instanceof UnrecoverableJobError || context.attempt >= context.maxAttempts) {
        if (!context.signal.aborted) await markFailed(SCAN_JOB_NAME, payload, error instanceof Error ? error.message : String(error));
      }
      throw error;
    }
  };

  async function runScan(payload: Record<string, unknown>, context: Parameters<JobHandler>[1]): Promise<void> {
    const scanId = scanIdOf(payload);
    let scan: Scan;
    try {
      scan = await loadScanForJob(db, scanId);
    } catch (error) {
      if (error instanceof NotFoundError) throw new UnrecoverableJobError(`Scan ${scanId} not found`);
      throw error;
    }
    if (isFinal(scan.status)) return; // a duplicate delivery of a finished scan
    try {
      scan = await markInProgress(db, scan.projectId, scan.id);
    } catch (error) {
      if (error instanceof IllegalTransitionError) return; // finished meanwhile by another attempt
      throw error;
    }
    const started = Date.now();
    log('scan started', { scanId, attempt: context.attempt });

    let codebase;
    try {
      codebase = await getCodebase(db, scan.projectId, scan.codebaseId);
    } catch (error) {
      if (error instanceof NotFoundError) throw new UnrecoverableJobError('Codebase not found');
      throw error;
    }

    const phase = { fetchMs: 0, listMs: 0, readMs: 0, analyzeMs: 0, reconcileMs: 0 };
    let mark = Date.now();
    const lap = (name: keyof typeof phase) => {
      const now = Date.now();
      phase[name] = now - mark;
      mark = now;
    };

    let commit: string | undefined;
    try {
      // Always fetch before a scan: the scan is of the branch as it is now.
      commit = await git.resolveBranch(codebase, scan.branch, 'always');
    } catch (error) {
      if (error instanceof UnsupportedRemoteUrlError) throw new UnrecoverableJobError(error.message);
      if (error instanceof GitError) throw new Error(`Fetching the repository failed: ${describeFetchFailure(error)}.`);
      throw error;
    }
    if (!commit) throw new UnrecoverableJobError(BRANCH_GONE);
    await recordCommit(db, scan.projectId, scan.id, commit);
    if (!codebase.defaultBranchName) {
      const detected = await git.defaultBranch(codebase).catch(() => undefined);
      if (detected) await recordDetectedDefaultBranch(db, scan.projectId, codebase.id, detected);
    }
    lap('fetchMs');

    const listed = await git.listFiles(codebase, commit, context.signal);
    const chosen = filesToScan(scan, listed);
    await recordProgress(db, scan.projectId, scan.id, { filesTotal: chosen.length, filesScanned: 0 });
    lap('listMs');

    // The root .vigil.yml is read with chosen files too (engine/repo-config/policy.ts). Files over
    // the code-analysis limit are read on whole-branch scans: the engine scans them for secrets.
    const large = secretsOnlyFiles(scan, listed);
    const sources = await git.readFiles(codebase, [...withRepositoryConfigFile(chosen, listed), ...large], context.signal);
    context.signal.throwIfAborted();
    lap('readMs');
    let lastProgress = Date.now();
    const onProgress = (stage: 'files' | 'analysis', done: number) => {
      // Files read and parsed is the visible progress; the whole-program pass follows quickly.
      if (stage !== 'files' || Date.now() - lastProgress < PROGRESS_INTERVAL_MS) return;
      lastProgress = Date.now();
      recordProgress(db, scan.projectId, scan.id, { filesTotal: chosen.length, filesScanned: done }).catch(() => undefined);
    };
    const analysis = async (): Promise<{ result: ScanResult; shards?: ShardStats }> => {
      const sharding = deps.sharding;
      // The shards fill the shared cache with every file's per-file result; the analysis then finds them there.
      const shards = sharding && (await runShards({ ...sharding, db, git, log }, { scanId, projectId: scan.projectId, codebaseId: scan.codebaseId, listed, sources, signal: context.signal }));
      const result = await analyze(sources, { signal: context.signal, onProgress, cacheScope: cacheScopeOf(scan, chosen.length < listed.length) });
      return { result, shards };
    };
    const { result, shards } = await withinTimeLimit(analysis(), analysisTimeoutMs);
    context.signal.throwIfAborted();
    lap('analyzeMs');
    await recordProgress(db, scan.projectId, scan.id, { filesTotal: chosen.length, filesScanned: result.stats.filesAnalysed });
    // A file that was not fully analysed never closes an issue: one the engine skipped after
    // reading it (binary content, generated, minified, too large for code analysis), and one with
    // a diagnostic whose code says part of it was not analysed (engine/diagnostics.ts). Neither is
    // marked scanned, and their issues are not closed for being "not found".
    // Files over the code-analysis limit are not fully analysed whether or not they were read.
    const unanalysed = notFullyAnalysedPaths(result);
    for (const file of listed) if (isOverCodeLimit(file)) unanalysed.add(file.filePath);

    const summary: ReconcileSummary = await reconcileAndComplete(db, deps.dialect, {
      scan,
      findings: result.findings,
      scannedFiles: chosen.filter((file) => !unanalysed.has(file.filePath)).map((file) => ({ filePath: file.filePath, version: file.version })),
      unanalysedPaths: [...unanalysed],
      scope: scan.scanSpecificFiles ? { paths: chosen.map((file) => file.filePath) } : 'branch',
    });
    lap('reconcileMs');
    // After the reconciliation's transaction has committed: the scan is completed for every reader.
    await emitScanEvent(deps, scan, 'scan.completed', { commit, summary });
    if (deps.webhookProducer) {
      await emitIssueEventsOfScan(db, deps.webhookProducer, scan.projectId, scan.id).catch((error: unknown) =>
        log('webhook not enqueued', { scanId, type: 'issue events', error: error instanceof Error ? error.message : String(error) }),
      );
    }
    // The API has no place for skipped files (the files route shows isIndexed); the log names them.
    const tooLarge = result.skipped.filter((skip) => skip.reason === 'too-large').slice(0, 20).map((skip) => `${skip.filePath}: ${skip.detail ?? 'too large'}`);
    log('scan completed', { scanId, commit, files: chosen.length, findings: result.findings.length, ms: Date.now() - started, ...phase, ...summary, shards, skipped: result.stats.skippedByReason, tooLarge });
  }
}

/** Marks the scan failed with the reason once its job has failed for the last time. */
export function createScanFailureHandler(deps: Pick<ScanJobDeps, 'db' | 'log' | 'webhookProducer'>): FinalFailureHandler {
  return async (name, payload, reason) => {
    if (name !== SCAN_JOB_NAME || typeof payload.scanId !== 'string') return;
    let scan: Scan;
    try {
      scan = await loadScanForJob(deps.db, payload.scanId);
    } catch (error) {
      if (error instanceof NotFoundError) return;
      throw error;
    }
    if (isFinal(scan.status)) return;
    try {
      await fail(deps.db, scan.projectId, scan.id, reason);
      deps.log?.('scan failed', { scanId: scan.id, reason });
      await emitScanEvent(deps, scan, 'scan.failed', { reason });
    } catch (error) {
      if (!(error instanceof IllegalTransitionError)) throw error;
    }
  };
}
