/**
 * Wiring of the scan workflow to a queue consumer: what `vigil serve` (embedded workers) and
 * `vigil worker` (distributed workers) both call.
 */
import { CodebaseGit } from '../git/index.js';
import type { JobConsumer, JobHandler, JobProducer } from '../queue/types.js';
import { credentialCipherFromEnv } from '../crypto/credential-cipher.js';
import { createWebhookJobHandler, WEBHOOK_JOB_NAME } from '../webhooks/jobs.js';
import { SCAN_JOB_NAME } from '../services/scans.js';
import type { Db } from '../store/schema.js';
import { requeueUnfinishedScans } from './recovery.js';
import { createScanFailureHandler, createScanJobHandler, type AnalyzeFiles } from './scan.js';
import { DEFAULT_CONFIG } from '../config.js';
import type { EngineCacheStore } from '../engine/index.js';
import { createScanShardJobHandler, SCAN_SHARD_JOB_NAME } from './shards.js';

export { GitRepositoryBrowser } from './repository-browser.js';
export { requeueUnfinishedScans } from './recovery.js';
export { createScanFailureHandler, createScanJobHandler, filesToScan, type AnalyzeFiles, type ScanJobDeps } from './scan.js';

export interface ScanWorkersOptions {
  db: Db;
  dialect: 'sqlite' | 'postgres';
  consumer: JobConsumer;
  /** Given: unfinished scans are enqueued again on start (recovery after a crash). */
  producer?: JobProducer;
  /** Scans run at once by this process. */
  concurrency: number;
  analyze: AnalyzeFiles;
  /** Shared with the API's repository browser when both run in one process. */
  git: CodebaseGit;
  log?: (message: string, fields?: Record<string, unknown>) => void;
  /**
   * With a producer: unfinished scans are enqueued again this often too (idempotent), so a scan
   * whose job vanished (a Redis flushed or restored from an old snapshot) is run without waiting
   * for a restart. Default 5 minutes (VIGIL_RECOVERY_INTERVAL_MS); 0 turns it off.
   */
  recoveryIntervalMs?: number;
  /** Webhooks may go to non-public addresses (VIGIL_WEBHOOKS_ALLOW_PRIVATE). Default: off (DEFAULT_CONFIG). */
  webhooksAllowPrivate?: boolean;
  /** A scan whose analysis takes longer fails. Default: VIGIL_ANALYSIS_TIMEOUT_MS's default (DEFAULT_CONFIG). */
  analysisTimeoutMs?: number;
  /**
   * Distributed mode (with a producer): scans of more than `shardFiles` files are sharded over
   * every worker through `store`, the engine cache shared by all of them (shards.ts).
   */
  sharding?: { store: EngineCacheStore; shardFiles: number };
  /** Per-file time limit of the shard jobs' file pass. Default: VIGIL_FILE_TIME_LIMIT_MS's default (DEFAULT_CONFIG). */
  fileTimeLimitMs?: number;
}

/** Starts consuming scan jobs; close the consumer to stop, and call stop() to end the recovery sweep. */
export async function startScanWorkers(options: ScanWorkersOptions): Promise<{ requeued: number; stop(): void }> {
  // Webhooks need a producer (to enqueue their messages and their retries).
  const config = DEFAULT_CONFIG;
  const analysisTimeoutMs = options.analysisTimeoutMs ?? config.analysisTimeoutMs;
  const sharding =
    options.producer && options.sharding && options.sharding.shardFiles > 0
      ? { ...options.sharding, producer: options.producer, fileTimeLimitMs: options.fileTimeLimitMs ?? config.fileTimeLimitMs, waitMs: Math.round(analysisTimeoutMs / 2) }
      : undefined;
  const withWebhooks = { ...options, webhookProducer: options.producer, sharding };
  const handler = createScanJobHandler(withWebhooks);
  const handlers: Record<string, JobHandler> = { [SCAN_JOB_NAME]: handler };
  if (sharding) handlers[SCAN_SHARD_JOB_NAME] = createScanShardJobHandler({ db: options.db, git: options.git, store: sharding.store, fileTimeLimitMs: sharding.fileTimeLimitMs, log: options.log });
  if (options.producer) {
    handlers[WEBHOOK_JOB_NAME] = createWebhookJobHandler({ db: options.db, cipher: credentialCipherFromEnv(), producer: options.producer, allowPrivate: options.webhooksAllowPrivate ?? config.webhooksAllowPrivate });
  }
  await options.consumer.start(handlers, { concurrency: options.concurrency, onFinalFailure: createScanFailureHandler(withWebhooks) });
  const producer = options.producer;
  if (!producer) return { requeued: 0, stop: () => undefined };
  const requeued = await requeueUnfinishedScans(options.db, producer);
  const intervalMs = options.recoveryIntervalMs ?? config.recoveryIntervalMs;
  if (intervalMs === 0) return { requeued, stop: () => undefined };
  const timer = setInterval(() => {
    requeueUnfinishedScans(options.db, producer).catch((error) =>
      options.log?.('recovery sweep failed', { error: error instanceof Error ? error.message : String(error) }),
    );
  }, intervalMs);
  // The sweep never keeps a process alive on its own.
  timer.unref();
  return { requeued, stop: () => clearInterval(timer) };
}
