/**
 * Scans and their state machine:
 *
 *   pending ──markInProgress──> in_progress ──complete──> completed
 *      │                          │    ↺ markInProgress (a retry after a worker died)
 *      └──────────fail────────────┴──fail──> failed
 *
 * completed and failed are final. Every move is a compare-and-set on the current status, so
 * two workers racing on one scan cannot both move it; a refused move throws
 * IllegalTransitionError. The scan workflow (src/workflows) drives these functions.
 */
import type { JobProducer } from '../queue/types.js';
// Types only: request shapes are declared once, by the routes' JSON schemas.
import type { FromSchema } from '../api/schema-types.js';
import type { startScanSchema } from '../api/schemas/scans.js';
import { listUnfinishedScanIds } from '../store/repositories/scan-recovery.js';
import { findScan, findScanForJob, insertScan, updateScanIfStatus, type ScanUpdate } from '../store/repositories/scans.js';
import { newId } from '../store/ids.js';
import type { DbOrTrx, ScanStatus } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { getCodebase, BRANCH_NOT_FOUND } from './codebases.js';
import { IllegalTransitionError, InvalidInputError, NotFoundError } from './errors.js';
import { toScan, type Scan } from './records.js';
import type { RepositoryBrowser } from './repository-browser.js';

export const SCAN_NOT_FOUND = 'Scan not found';
export const INVALID_FILE_IDS = 'Invalid file IDs';
/** The job the queue runs for a scan; its payload is { scanId } and its job id the scan id. */
export const SCAN_JOB_NAME = 'scan';
export const FINAL_SCAN_STATUSES: readonly ScanStatus[] = ['completed', 'failed'];

/** The body of POST /v1/scan-workflows/start, declared once by its schema. */
export type StartScanInput = FromSchema<typeof startScanSchema.body>;

export interface StartScanDeps {
  db: DbOrTrx;
  browser: RepositoryBrowser;
  producer: JobProducer;
}

/**
 * Checks the request against the codebase's repository, stores the scan pending and hands it
 * to the queue. fileIds are read only when scanSpecificFiles is true.
 */
export async function startScan(deps: StartScanDeps, projectId: string, input: StartScanInput): Promise<Scan> {
  const codebase = await getCodebase(deps.db, projectId, input.codebaseId);
  if (!(await deps.browser.branchExists(codebase, input.branch))) throw new NotFoundError(BRANCH_NOT_FOUND);
  const specific = input.scanSpecificFiles === true;
  let fileIds: string[] | null = null;
  if (specific) {
    fileIds = [...new Set(input.fileIds ?? [])];
    if (fileIds.length === 0) throw new InvalidInputError('fileIds must list at least one file when scanSpecificFiles is true');
    const known = new Set((await deps.browser.listFiles(codebase, input.branch)).map((f) => f.fileId));
    if (fileIds.some((id) => !known.has(id))) throw new InvalidInputError(INVALID_FILE_IDS);
  }
  const scan = await createScan(deps.db, { projectId, codebaseId: codebase.id, branch: input.branch, fileIds });
  try {
    await deps.producer.enqueue(SCAN_JOB_NAME, { scanId: scan.id }, { jobId: scan.id });
  } catch (error) {
    // The scan must not stay pending forever with no job behind it.
    await fail(deps.db, projectId, scan.id, 'The scan could not be queued');
    throw error;
  }
  return scan;
}

export async function createScan(
  db: DbOrTrx,
  input: { projectId: string; codebaseId: string; branch: string; fileIds: string[] | null },
): Promise<Scan> {
  const at = nowIso();
  const row = {
    id: newId('scan'),
    projectId: input.projectId,
    codebaseId: input.codebaseId,
    branch: input.branch,
    status: 'pending' as const,
    commitSha: null,
    scanSpecificFiles: input.fileIds === null ? 0 : 1,
    fileIds: input.fileIds === null ? null : JSON.stringify(input.fileIds),
    attempts: 0,
    failureReason: null,
    filesTotal: null,
    filesScanned: null,
    createdAt: at,
    startedAt: null,
    completedAt: null,
    updatedAt: at,
  };
  await insertScan(db, row);
  return toScan(row);
}

export async function getScan(db: DbOrTrx, projectId: string, scanId: string): Promise<Scan> {
  const row = await findScan(db, projectId, scanId);
  if (!row) throw new NotFoundError(SCAN_NOT_FOUND);
  return toScan(row);
}

/** For the worker, whose job payload carries only the scan id. Throws NotFoundError. */
export async function loadScanForJob(db: DbOrTrx, scanId: string): Promise<Scan> {
  const row = await findScanForJob(db, scanId);
  if (!row) throw new NotFoundError(SCAN_NOT_FOUND);
  return toScan(row);
}

async function move(
  db: DbOrTrx,
  projectId: string,
  scanId: string,
  from: readonly ScanStatus[],
  to: ScanStatus,
  update: Omit<ScanUpdate, 'status' | 'updatedAt'>,
): Promise<Scan> {
  const moved = await updateScanIfStatus(db, projectId, scanId, from, { ...update, status: to, updatedAt: nowIso() });
  const scan = await getScan(db, projectId, scanId);
  if (!moved) throw new IllegalTransitionError(`Scan ${scanId} cannot move from ${scan.status} to ${to}`);
  return scan;
}

/** pending → in_progress, or in_progress again when a retry takes over; counts the attempt. */
export async function markInProgress(db: DbOrTrx, projectId: string, scanId: string): Promise<Scan> {
  return move(db, projectId, scanId, ['pending', 'in_progress'], 'in_progress', {
    startedAt: nowIso(),
    incrementAttempts: true,
  });
}

/** in_progress → completed, setting completedAt. */
export async function complete(db: DbOrTrx, projectId: string, scanId: string): Promise<Scan> {
  return move(db, projectId, scanId, ['in_progress'], 'completed', { completedAt: nowIso() });
}

/** pending | in_progress → failed, keeping the reason (shown as failureReason). */
export async function fail(db: DbOrTrx, projectId: string, scanId: string, reason: string): Promise<Scan> {
  return move(db, projectId, scanId, ['pending', 'in_progress'], 'failed', { failureReason: reason });
}

/** Records the commit the branch resolved to, while the scan runs. */
export async function recordCommit(db: DbOrTrx, projectId: string, scanId: string, commitSha: string): Promise<void> {
  const ok = await updateScanIfStatus(db, projectId, scanId, ['in_progress'], { commitSha: commitSha, updatedAt: nowIso() });
  if (!ok) throw new IllegalTransitionError(`Scan ${scanId} is not in progress`);
}

/** Progress while the scan runs: how many files it will analyse and has analysed. */
export async function recordProgress(
  db: DbOrTrx,
  projectId: string,
  scanId: string,
  progress: { filesTotal: number; filesScanned: number },
): Promise<void> {
  await updateScanIfStatus(db, projectId, scanId, ['in_progress'], {
    filesTotal: progress.filesTotal,
    filesScanned: progress.filesScanned,
    updatedAt: nowIso(),
  });
}

export function isFinal(status: ScanStatus): boolean {
  return FINAL_SCAN_STATUSES.includes(status);
}

/** The ids of every pending or in-progress scan, for the recovery sweep of a starting worker. */
export async function unfinishedScanIds(db: DbOrTrx): Promise<string[]> {
  return listUnfinishedScanIds(db);
}
