/**
 * Wiring of the scan workflow to a queue consumer: what `vigil serve` (embedded workers) and
 * `vigil worker` (distributed workers) both call.
 */
import { CodebaseGit } from '../git/index.js';
import type { JobConsumer, JobProducer } from '../queue/types.js';
import { SCAN_JOB_NAME } from '../services/scans.js';
import type { Db } from '../store/schema.js';
import { requeueUnfinishedScans } from './recovery.js';
import { createScanFailureHandler, createScanJobHandler, type AnalyzeFiles } from './scan.js';

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
}

/** Starts consuming scan jobs; close the consumer to stop. */
export async function startScanWorkers(options: ScanWorkersOptions): Promise<{ requeued: number }> {
  const handler = createScanJobHandler(options);
  await options.consumer.start(
    { [SCAN_JOB_NAME]: handler },
    { concurrency: options.concurrency, onFinalFailure: createScanFailureHandler(options) },
  );
  const requeued = options.producer ? await requeueUnfinishedScans(options.db, options.producer) : 0;
  return { requeued };
}
