/**
 * Which scans found which issues (table issue_scans, migration 0003). The table's type lives here
 * rather than in schema.ts so this file stays self-contained; every query takes the project id.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DbOrTrx, VigilDatabase } from '../schema.js';

export interface IssueScansTable {
  issueId: string;
  scanId: string;
  projectId: string;
  foundAt: string;
}

type WithIssueScans = VigilDatabase & { issue_scans: IssueScansTable };

function typed(db: DbOrTrx): Kysely<WithIssueScans> | Transaction<WithIssueScans> {
  return db as unknown as Kysely<WithIssueScans>;
}

/**
 * Links a scan to the issues of its findings, found by fingerprint on the scan's branch. Run
 * after the issues of the scan exist; linking twice is harmless.
 */
export async function linkScanToIssues(
  db: DbOrTrx,
  scan: { id: string; projectId: string; codebaseId: string; branch: string },
  fingerprints: readonly string[],
  at: string,
): Promise<void> {
  const t = typed(db);
  for (let start = 0; start < fingerprints.length; start += 500) {
    const batch = fingerprints.slice(start, start + 500);
    await t
      .insertInto('issue_scans')
      .columns(['issueId', 'scanId', 'projectId', 'foundAt'])
      .expression((eb) =>
        eb
          .selectFrom('issues')
          .select((s) => ['id', s.val(scan.id).as('scanId'), 'projectId', s.val(at).as('foundAt')])
          .where('projectId', '=', scan.projectId)
          .where('codebaseId', '=', scan.codebaseId)
          .where('branch', '=', scan.branch)
          .where('fingerprint', 'in', batch),
      )
      .onConflict((oc) => oc.columns(['issueId', 'scanId']).doNothing())
      .execute();
  }
}

/** The scans that found an issue, oldest first. */
export async function listScansOfIssue(db: DbOrTrx, projectId: string, issueId: string): Promise<{ scanId: string; foundAt: string }[]> {
  const rows = await typed(db)
    .selectFrom('issue_scans')
    .select(['scanId', 'foundAt'])
    .where('projectId', '=', projectId)
    .where('issueId', '=', issueId)
    .orderBy('foundAt')
    .orderBy('scanId')
    .execute();
  return rows.map((r) => ({ scanId: r.scanId, foundAt: r.foundAt }));
}
