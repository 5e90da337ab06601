/**
 * Reconciliation: turns one scan's findings into issues, in one transaction together with the
 * scan's completion, so a scan is either completed with its issues or not completed at all.
 *
 * - An issue is identified by codebase, branch and the finding's fingerprint (never the line), so
 *   an unchanged rescan creates nothing and keeps every issue id.
 * - A closed issue found again is reopened; an ignored one stays ignored. Both keep their id and
 *   get the new location and the id of the scan that found them.
 * - An open issue of the scan's scope that the scan no longer finds is closed (the code was fixed
 *   or removed). A scan of chosen files has only those files as its scope.
 * - A new finding that matches a learning (an earlier "ignored" of the same rule and code shape)
 *   is recorded ignored, with the learning, instead of open; so is a new finding of the same data
 *   flow as a finding a learning covers (the line that built a query and the line that runs it).
 * - Every status move is recorded in the issue's history with the scan id.
 * - The identity has a unique index and new issues are inserted "if absent", so scans of one
 *   branch running at the same time still leave exactly one issue per finding.
 */
import { severityRank, type Finding } from '../engine/findings.js';
import { isRetryableConflict } from './conflict-retry.js';
import { upsertFileScanStates } from '../store/repositories/file-scan-state.js';
import {
  findIssuesByFingerprints,
  insertIssueEvents,
  insertIssuesIfAbsent,
  issuesOfBranch,
  lockBranchForReconcile,
  moveIssuesStatus,
  newerBranchScanCompleted,
  touchIssuesScan,
  updateIssueFinding,
  type IssueFindingUpdate,
  type IssueRow,
} from '../store/repositories/reconcile.js';
import { lockIssueVersion } from '../store/repositories/issue-versions.js';
import { newId } from '../store/ids.js';
import type { Db, DbOrTrx, IssueStatus } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { IllegalTransitionError } from './errors.js';
import type { Scan } from './records.js';
import { complete, getScan, isFinal } from './scans.js';
import { FlowPartners } from './flow-partners.js';
import { loadSuppressions } from './suppression.js';
import { transaction } from '../store/transaction.js';

export const NO_LONGER_DETECTED = 'No longer detected by a scan (fixed or removed)';
export const DETECTED_AGAIN = 'Detected again by a scan';

export interface ScannedFile {
  filePath: string;
  /** The blob id that was analysed. */
  version: string;
}

export interface ReconcileInput {
  scan: Scan;
  findings: readonly Finding[];
  /** The files the scan analysed (their issues and scan state are what it may change). */
  scannedFiles: readonly ScannedFile[];
  /**
   * What the scan covered: the whole branch, or only the given paths (scan of chosen files).
   * A whole-branch scan closes open issues of files that are gone from the branch too.
   */
  scope: 'branch' | { paths: readonly string[] };
  /**
   * Files in scope that the engine did not really analyse (skipped after reading, or an internal
   * error): their open issues are not closed, since "not found" means nothing for them.
   */
  unanalysedPaths?: readonly string[];
}

export interface ReconcileSummary {
  created: number;
  updated: number;
  reopened: number;
  closed: number;
  suppressed: number;
  unchanged: number;
  /** False when the scan was already final (another attempt finished it): nothing was written. */
  applied: boolean;
  /**
   * True when a whole-branch scan that started later had already completed: this scan's view of
   * the branch is older, so it completes without changing any issue.
   */
  superseded?: boolean;
}

type Dialect = 'sqlite' | 'postgres';

/** The columns of an issue that come from its finding. */
function findingColumns(finding: Finding): Omit<IssueFindingUpdate, 'scanId' | 'updatedAt'> {
  return {
    ruleId: finding.ruleId,
    cwe: finding.cwe || null,
    title: finding.title,
    severity: finding.severity,
    severityRank: severityRank(finding.severity),
    category: finding.category,
    filePath: finding.filePath,
    lineNumber: finding.lineNumber,
    columnNumber: finding.column,
    endLineNumber: finding.endLineNumber,
    description: finding.message ? `${finding.description}\n\n${finding.message}` : finding.description,
    codeSnippet: finding.codeSnippet,
    remediation: finding.remediation,
    trace: JSON.stringify(finding.trace ?? []),
  };
}

/** The files a stored trace passes through (none when it cannot be read). */
function traceFilePaths(trace: string): string[] {
  try {
    const steps: unknown = JSON.parse(trace);
    if (!Array.isArray(steps)) return [];
    return [...new Set(steps.map((step: { filePath?: unknown }) => step?.filePath).filter((path): path is string => typeof path === 'string'))];
  } catch {
    return [];
  }
}

function changedColumns(row: IssueRow, columns: ReturnType<typeof findingColumns>): Partial<typeof columns> {
  const changed: Partial<typeof columns> = {};
  for (const [key, value] of Object.entries(columns) as [keyof typeof columns, never][]) {
    if (row[key] !== value) changed[key] = value;
  }
  return changed;
}

async function reconcileInTransaction(trx: DbOrTrx, dialect: Dialect, input: ReconcileInput): Promise<ReconcileSummary> {
  const { scan } = input;
  const summary: ReconcileSummary = { created: 0, updated: 0, reopened: 0, closed: 0, suppressed: 0, unchanged: 0, applied: true };
  await lockBranchForReconcile(trx, dialect, scan.codebaseId, scan.branch);
  // Another attempt of this scan may have finished while this one ran: then it has done the work.
  const current = await getScan(trx, scan.projectId, scan.id);
  if (isFinal(current.status)) return { ...summary, applied: false };
  if (current.startedAt && (await newerBranchScanCompleted(trx, { ...scan, startedAt: current.startedAt }))) {
    // Reconciling an older commit after a newer one would reopen fixed issues and close new ones.
    await complete(trx, scan.projectId, scan.id);
    return { ...summary, superseded: true };
  }

  const at = nowIso();
  const identity = { projectId: scan.projectId, codebaseId: scan.codebaseId, branch: scan.branch };
  const scopePaths = input.scope === 'branch' ? undefined : [...new Set(input.scope.paths)];
  const inScope = scopePaths === undefined ? () => true : ((set) => (p: string) => set.has(p))(new Set(scopePaths));
  const existing = new Map((await issuesOfBranch(trx, identity, scopePaths)).map((row) => [row.fingerprint, row]));
  // Learnings and inline vigil-ignore comments (suppression.ts decides; this loop records).
  const suppressions = await loadSuppressions(trx, { id: scan.id, ...identity });

  // One finding per fingerprint (the engine's fingerprints are unique per file; be safe anyway).
  const findings = new Map<string, Finding>();
  for (const finding of input.findings) {
    if (inScope(finding.filePath) && !findings.has(finding.fingerprint)) findings.set(finding.fingerprint, finding);
  }

  const event = (issueId: string, from: IssueStatus | null, to: IssueStatus, reason: string | null, learningId: string | null = null) => ({
    id: newId('issueEvent'),
    issueId: issueId,
    projectId: scan.projectId,
    fromStatus: from,
    toStatus: to,
    reason,
    keyId: null,
    scanId: scan.id,
    learningId: learningId,
    createdAt: at,
  });
  const events: ReturnType<typeof event>[] = [];

  // 1. New findings become issues, in a few multi-row statements. "If absent": a concurrent scan
  //    of the branch may have inserted some a moment ago; those are handled as existing below.
  const fresh = [...findings.values()].filter((finding) => !existing.has(finding.fingerprint)).sort((x, y) => (x.fingerprint < y.fingerprint ? -1 : 1));
  // Learnings and inline vigil-ignore comments decide whether a new issue starts ignored: its own
  // match first, else a learning covering another finding of the same flow (flow-partners.ts).
  const ownDecisions = new Map(fresh.map((finding) => [finding.fingerprint, suppressions.forNewFinding(finding)]));
  // Grouping every finding by its trace costs nothing worth paying when no learning is in force.
  const partners = new FlowPartners(suppressions.hasLearnings ? findings.values() : []);
  const partnerLearning = (partner: Finding) => (ownDecisions.has(partner.fingerprint) ? ownDecisions.get(partner.fingerprint)?.learningId : existing.get(partner.fingerprint)?.learningId) ?? null;
  const freshRows = fresh.map((finding) => {
    const suppression =
      ownDecisions.get(finding.fingerprint) ??
      suppressions.forFlowPartner(
        finding,
        partners.of(finding).map((partner) => ({ filePath: partner.filePath, lineNumber: partner.lineNumber, learningId: partnerLearning(partner) })),
      );
    const columns = findingColumns(finding);
    return {
      suppression,
      row: {
        id: newId('issue'),
        projectId: scan.projectId,
        codebaseId: scan.codebaseId,
        branch: scan.branch,
        fingerprint: finding.fingerprint,
        ...columns,
        cwe: columns.cwe ?? null,
        status: (suppression ? 'ignored' : 'open') as IssueStatus,
        scanId: scan.id,
        firstScanId: scan.id,
        learningId: suppression?.learningId ?? null,
        createdAt: at,
        updatedAt: at,
      } as IssueRow,
    };
  });
  // The project's version row before the first write to issues or learnings, so a triage or
  // another writer of the project waits here rather than deadlocking on issue rows (issue-versions.ts).
  await lockIssueVersion(trx, scan.projectId);
  const inserted = await insertIssuesIfAbsent(trx, freshRows.map((entry) => entry.row));
  for (const { suppression, row } of freshRows) {
    if (!inserted.has(row.fingerprint)) continue;
    events.push(event(row.id, null, row.status, suppression?.reason ?? null, suppression?.learningId ?? null));
    if (suppression) {
      summary.suppressed += 1;
      suppressions.applied(suppression);
    } else {
      summary.created += 1;
    }
  }
  const lostRace = freshRows.filter((entry) => !inserted.has(entry.row.fingerprint)).map((entry) => entry.row.fingerprint);
  for (const row of await findIssuesByFingerprints(trx, identity, lostRace)) existing.set(row.fingerprint, row);

  // 2. Issues found again: new location or text where it changed, the scan that found them, and
  //    closed ones reopened.
  const onlyScanMoved: string[] = [];
  const toReopen: string[] = [];
  for (const finding of findings.values()) {
    if (inserted.has(finding.fingerprint)) continue;
    const row = existing.get(finding.fingerprint);
    if (!row) throw new Error(`Issue ${finding.fingerprint} vanished during reconciliation`);
    const changed = changedColumns(row, findingColumns(finding));
    if (Object.keys(changed).length > 0) {
      await updateIssueFinding(trx, scan.projectId, row.id, { ...changed, scanId: scan.id, updatedAt: at });
      summary.updated += 1;
    } else {
      if (row.scanId !== scan.id) onlyScanMoved.push(row.id);
      summary.unchanged += 1;
    }
    if (row.status === 'closed') toReopen.push(row.id);
  }
  for (const id of await moveIssuesStatus(trx, scan.projectId, toReopen, 'closed', 'open', at)) {
    events.push(event(id, 'closed', 'open', DETECTED_AGAIN));
    summary.reopened += 1;
  }
  // The history so far is written before suppression reads and extends it.
  await insertIssueEvents(trx, events.splice(0));
  for (const [fingerprint, finding] of findings) {
    const row = inserted.has(fingerprint) ? undefined : existing.get(fingerprint);
    if (row && (await suppressions.forExistingIssue(trx, row, finding, at)) === 'ignored') summary.suppressed += 1;
  }

  // 3. Open issues of the scope that this scan did not find are closed (fixed or removed). A finding
  //    depends on every file its trace passes through (a sink in a helper is found only through the
  //    caller that hands it request data): an issue is closed only when this scan fully analysed all
  //    of them, so a caller that failed to parse, or was outside a scan of chosen files, closes nothing.
  const unanalysed = new Set(input.unanalysedPaths ?? []);
  const couldFind = (path: string) => inScope(path) && !unanalysed.has(path);
  const gone = [...existing.values()]
    .filter((row) => row.status === 'open' && !findings.has(row.fingerprint) && couldFind(row.filePath) && traceFilePaths(row.trace).every(couldFind))
    .map((row) => row.id);
  for (const id of await moveIssuesStatus(trx, scan.projectId, gone, 'open', 'closed', at)) {
    events.push(event(id, 'open', 'closed', NO_LONGER_DETECTED));
    summary.closed += 1;
  }
  await insertIssueEvents(trx, events);

  await touchIssuesScan(trx, scan.projectId, onlyScanMoved, scan.id);
  await suppressions.finish(trx, [...findings.keys()], at);
  await upsertFileScanStates(
    trx,
    [...new Map(input.scannedFiles.map((file) => [file.filePath, file])).values()].map((file) => ({
      codebaseId: scan.codebaseId,
      projectId: scan.projectId,
      branch: scan.branch,
      filePath: file.filePath,
      blobVersion: file.version,
      scanId: scan.id,
      scannedAt: at,
    })),
  );
  await complete(trx, scan.projectId, scan.id);
  return summary;
}

/**
 * Reconciles the scan's findings and completes the scan, in one transaction (retried when the
 * database reports a conflict with a concurrent writer).
 */
export async function reconcileAndComplete(db: Db, dialect: Dialect, input: ReconcileInput): Promise<ReconcileSummary> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await transaction(db, (trx) => reconcileInTransaction(trx, dialect, input));
    } catch (error) {
      if (error instanceof IllegalTransitionError) {
        // The scan left in_progress meanwhile (failed by a final-failure handler, or completed).
        const scan = await getScan(db, input.scan.projectId, input.scan.id);
        if (scan.status === 'completed') return { created: 0, updated: 0, reopened: 0, closed: 0, suppressed: 0, unchanged: 0, applied: false };
        throw error;
      }
      if (attempt >= 5 || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 * attempt + Math.random() * 100));
    }
  }
}
