/**
 * Import of a SARIF log into a codebase branch's issues, so findings of other tools are triaged
 * in Vigil beside its own. The import is recorded as a completed scan of the branch (its id is
 * the issues' scanId and the scan filter of the exports), all in one transaction:
 * - a result whose fingerprint is new becomes an issue, `open`, or `ignored` with the
 *   justification of its accepted suppression as the reason;
 * - a result meeting an existing issue keeps that issue (and its triage); an open issue whose
 *   result is suppressed becomes ignored with that reason;
 * - nothing is closed: a SARIF file from one tool says nothing of other findings.
 * Every status move gets a history event with the import's scan id and the importing key.
 */
import { severityRank } from '../engine/findings.js';
import { linkScanToIssues } from '../store/repositories/issue-scans.js';
import { findIssuesByFingerprints, insertIssueEvents, insertIssuesIfAbsent, moveIssuesStatus, type IssueRow } from '../store/repositories/reconcile.js';
import { newId } from '../store/ids.js';
import type { Db, IssueEventsTable, IssueStatus } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { getCodebase } from './codebases.js';
import { retryOnConflict } from './conflict-retry.js';
import { lockIssueVersion } from '../store/repositories/issue-versions.js';
import { parseSarifForImport, type ImportedFinding, type SkippedResult } from './sarif-import-parse.js';
import { complete, createScan, markInProgress } from './scans.js';
import { transaction } from '../store/transaction.js';
// Types only: request shapes are declared once, by the routes' JSON schemas.
import type { FromSchema } from '../api/schema-types.js';
import type { importSarifSchema } from '../api/schemas/exports.js';

/** The body of POST /v1/imports/sarif, declared once by its schema (the log itself is `unknown`: parsed by sarif-import-parse.ts). */
export type SarifImportInput = FromSchema<typeof importSarifSchema.body>;

export interface SarifImportSummary {
  scanId: string;
  created: number;
  /** Results that met an existing issue. */
  matched: number;
  /** Issues recorded ignored by this import (new ones and open ones whose result is suppressed). */
  ignored: number;
  skipped: SkippedResult[];
}

export async function importSarif(db: Db, actor: { projectId: string; keyId: string | null }, input: SarifImportInput): Promise<SarifImportSummary> {
  const codebase = await getCodebase(db, actor.projectId, input.codebaseId);
  const { findings, skipped } = parseSarifForImport(input.sarif);
  const scope = { projectId: actor.projectId, codebaseId: codebase.id, branch: input.branch };

  return retryOnConflict(() =>
    transaction(db, async (trx) => {
      const scan = await createScan(trx, { ...scope, fileIds: null });
      await markInProgress(trx, actor.projectId, scan.id);
      const at = nowIso();
      const event = (issueId: string, from: IssueStatus | null, to: IssueStatus, reason: string | null): IssueEventsTable => ({
        id: newId('issueEvent'),
        issueId: issueId,
        projectId: actor.projectId,
        fromStatus: from,
        toStatus: to,
        reason,
        keyId: actor.keyId,
        scanId: scan.id,
        learningId: null,
        createdAt: at,
      });

      const byFingerprint = new Map(findings.map((f) => [f.fingerprint, f]));
      const existing = await findIssuesByFingerprints(trx, scope, [...byFingerprint.keys()]);
      const known = new Set(existing.map((row) => row.fingerprint));
      const fresh = findings.filter((f) => !known.has(f.fingerprint)).map((f) => issueRow(f, scope, scan.id, at));
      // The project's version row before the first issue write (store/repositories/issue-versions.ts).
      await lockIssueVersion(trx, actor.projectId);
      const inserted = await insertIssuesIfAbsent(trx, fresh);
      const created = fresh.filter((row) => inserted.has(row.fingerprint));
      const events = created.map((row) => event(row.id, null, row.status, row.status === 'ignored' ? byFingerprint.get(row.fingerprint)!.suppressedReason! : null));

      const toIgnore = existing.filter((row) => row.status === 'open' && byFingerprint.get(row.fingerprint)?.suppressedReason);
      const moved = new Set(await moveIssuesStatus(trx, actor.projectId, toIgnore.map((row) => row.id), 'open', 'ignored', at));
      for (const row of toIgnore) if (moved.has(row.id)) events.push(event(row.id, 'open', 'ignored', byFingerprint.get(row.fingerprint)!.suppressedReason!));
      await insertIssueEvents(trx, events);

      await linkScanToIssues(trx, { id: scan.id, ...scope }, [...byFingerprint.keys()], at);
      await complete(trx, actor.projectId, scan.id);
      return {
        scanId: scan.id,
        created: created.length,
        matched: findings.length - created.length,
        ignored: created.filter((row) => row.status === 'ignored').length + moved.size,
        skipped,
      };
    }),
  );
}

function issueRow(f: ImportedFinding, scope: { projectId: string; codebaseId: string; branch: string }, scanId: string, at: string): IssueRow {
  return {
    id: newId('issue'),
    projectId: scope.projectId,
    codebaseId: scope.codebaseId,
    branch: scope.branch,
    fingerprint: f.fingerprint,
    ruleId: f.ruleId,
    cwe: f.cwe,
    title: f.title,
    severity: f.severity,
    severityRank: severityRank(f.severity),
    category: f.category,
    status: f.suppressedReason ? 'ignored' : 'open',
    filePath: f.filePath,
    lineNumber: f.lineNumber,
    columnNumber: f.columnNumber,
    endLineNumber: f.endLineNumber,
    description: f.description,
    codeSnippet: f.codeSnippet,
    remediation: f.remediation,
    trace: JSON.stringify(f.trace),
    scanId: scanId,
    firstScanId: scanId,
    learningId: null,
    createdAt: at,
    updatedAt: at,
  };
}
