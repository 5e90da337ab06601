/**
 * The issues of a filtered list or of one scan, whole (description, trace, fingerprint), for
 * the SARIF and CSV exports, with the reason of each ignored issue. Bounded: an export larger
 * than MAX_EXPORT_ISSUES is refused with a message asking for narrower filters, so one request
 * cannot hold a process's memory.
 */
import { severityRank } from '../engine/findings.js';
import { latestIgnoreReasons, listIssuesForExport } from '../store/repositories/issue-exports.js';
import type { Db } from '../store/schema.js';
import { InvalidInputError } from './errors.js';
import { toIssue, type Issue } from './records.js';
import { getScan } from './scans.js';
// Types only: request shapes are declared once, by the routes' JSON schemas.
import type { FromSchema } from '../api/schema-types.js';
import type { exportSarifSchema } from '../api/schemas/exports.js';

export const MAX_EXPORT_ISSUES = 20_000;

/** The filters of the exports (the list's, plus scanId), declared once by their schema. */
export type ExportQuery = FromSchema<typeof exportSarifSchema.querystring>;

export interface ExportedIssue extends Issue {
  /** Why the issue is ignored (its latest move to ignored), when it is. */
  ignoredReason?: string;
}

export async function issuesForExport(db: Db, projectId: string, query: ExportQuery): Promise<ExportedIssue[]> {
  // Another project's id filters to nothing, as on the list route; the key's project is the bound.
  if (query.projectId && query.projectId !== projectId) return [];
  if (query.scanId !== undefined) await getScan(db, projectId, query.scanId); // 404 Scan not found
  const rows = await listIssuesForExport(
    db,
    projectId,
    {
      codebaseId: query.codebaseId,
      branch: query.branch,
      status: query.status,
      severityRank: query.severity ? severityRank(query.severity) : undefined,
      category: query.category,
      scanId: query.scanId,
    },
    MAX_EXPORT_ISSUES + 1,
  );
  if (rows.length > MAX_EXPORT_ISSUES) {
    throw new InvalidInputError(`The export holds more than ${MAX_EXPORT_ISSUES} issues; narrow it with codebaseId, branch, status, severity, category or scanId`);
  }
  const ignored = rows.filter((r) => r.status === 'ignored').map((r) => r.id);
  const reasons = await latestIgnoreReasons(db, projectId, ignored);
  return rows.map((row) => {
    const reason = reasons.get(row.id);
    return reason === undefined ? toIssue(row) : { ...toIssue(row), ignoredReason: reason };
  });
}
