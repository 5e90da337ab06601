/**
 * Reads for the issue exports (SARIF, CSV): whole issue rows of a filtered list or of one scan,
 * in a stable order, and the reason each ignored issue was ignored. Every query takes the project id.
 */
import type { Kysely, Transaction } from 'kysely';
import type { DbOrTrx, IssueStatus, VigilDatabase } from '../schema.js';
import type { IssueScansTable } from './issue-scans.js';
import type { IssueRow } from './issues.js';

export interface ExportFilters {
  codebaseId?: string;
  branch?: string;
  status?: IssueStatus;
  severityRank?: number;
  category?: string;
  /** Only the issues this scan found (table issue_scans). */
  scanId?: string;
}

type WithIssueScans = VigilDatabase & { issue_scans: IssueScansTable };

/** At most `limit` rows: most severe first, then by file, line and id. */
export async function listIssuesForExport(db: DbOrTrx, projectId: string, filters: ExportFilters, limit: number): Promise<IssueRow[]> {
  let q = (db as unknown as Kysely<WithIssueScans> | Transaction<WithIssueScans>).selectFrom('issues').selectAll('issues').where('issues.projectId', '=', projectId);
  if (filters.codebaseId !== undefined) q = q.where('issues.codebaseId', '=', filters.codebaseId);
  if (filters.branch !== undefined) q = q.where('issues.branch', '=', filters.branch);
  if (filters.status !== undefined) q = q.where('issues.status', '=', filters.status);
  if (filters.severityRank !== undefined) q = q.where('issues.severityRank', '=', filters.severityRank);
  if (filters.category !== undefined) q = q.where('issues.category', '=', filters.category);
  if (filters.scanId !== undefined) {
    const scanId = filters.scanId;
    q = q.where('issues.id', 'in', (eb) =>
      eb.selectFrom('issue_scans').select('issue_scans.issueId').where('issue_scans.projectId', '=', projectId).where('issue_scans.scanId', '=', scanId),
    );
  }
  return (await q
    .orderBy('issues.severityRank', 'desc')
    .orderBy('issues.filePath')
    .orderBy('issues.lineNumber')
    .orderBy('issues.id')
    .limit(limit)
    .execute()) as IssueRow[];
}

/** The reason of the latest move to `ignored` of each issue that has one. */
export async function latestIgnoreReasons(db: DbOrTrx, projectId: string, issueIds: readonly string[]): Promise<Map<string, string>> {
  const reasons = new Map<string, { reason: string; at: string }>();
  for (let start = 0; start < issueIds.length; start += 500) {
    const rows = await db
      .selectFrom('issue_events')
      .select(['issueId', 'reason', 'createdAt'])
      .where('projectId', '=', projectId)
      .where('toStatus', '=', 'ignored')
      .where('issueId', 'in', issueIds.slice(start, start + 500))
      .execute();
    for (const row of rows) {
      const known = reasons.get(row.issueId);
      if (row.reason && (!known || row.createdAt >= known.at)) reasons.set(row.issueId, { reason: row.reason, at: row.createdAt });
    }
  }
  return new Map([...reasons].map(([id, { reason }]) => [id, reason]));
}
