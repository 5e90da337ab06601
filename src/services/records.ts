/**
 * The domain's records as services hand them out: camelCase, ids and timestamps as strings,
 * JSON columns parsed. Rows never leave the services; the API serialises these.
 */
import type { TraceStep } from '../engine/findings.js';
import type { CodebaseRow } from '../store/repositories/codebases.js';
import type { IssueRow, IssueSummaryRow } from '../store/repositories/issues.js';
import type { ScanRow } from '../store/repositories/scans.js';
import type { IssueStatus, ScanStatus } from '../store/schema.js';

/** The statuses of the domain, for the API's schemas (the store defines the columns that hold them). */
export { ISSUE_STATUSES, SCAN_STATUSES } from '../store/schema.js';

export interface Codebase {
  id: string;
  projectId: string;
  name: string;
  /** Never with credentials. A local path is the server's own: the API shows its folder name only. */
  url: string;
  /** Encrypted https credentials, opened only by the git layer at fetch time; never shown. */
  sealedCredentials?: string | null;
  defaultBranchName: string | null;
  mirrorPath: string | null;
  mirrorFetchedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export function toCodebase(row: CodebaseRow): Codebase {
  return {
    id: row.id,
    projectId: row.project_id,
    name: row.name,
    url: row.url,
    sealedCredentials: row.credentials,
    defaultBranchName: row.default_branch,
    mirrorPath: row.mirror_path,
    mirrorFetchedAt: row.mirror_fetched_at,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export interface Scan {
  id: string;
  projectId: string;
  codebaseId: string;
  branch: string;
  status: ScanStatus;
  commitSha: string | null;
  scanSpecificFiles: boolean;
  fileIds: string[] | null;
  attempts: number;
  failureReason: string | null;
  filesTotal: number | null;
  filesScanned: number | null;
  createdAt: string;
  startedAt: string | null;
  completedAt: string | null;
  updatedAt: string;
}

/** `running` (an earlier name of the state) is read as in_progress. */
export function normaliseScanStatus(status: string): ScanStatus {
  return status === 'running' ? 'in_progress' : (status as ScanStatus);
}

export function toScan(row: ScanRow): Scan {
  return {
    id: row.id,
    projectId: row.project_id,
    codebaseId: row.codebase_id,
    branch: row.branch,
    status: normaliseScanStatus(row.status),
    commitSha: row.commit_sha,
    scanSpecificFiles: row.scan_specific_files === 1,
    fileIds: row.file_ids === null ? null : (JSON.parse(row.file_ids) as string[]),
    attempts: row.attempts,
    failureReason: row.failure_reason,
    filesTotal: row.files_total,
    filesScanned: row.files_scanned,
    createdAt: row.created_at,
    startedAt: row.started_at,
    completedAt: row.completed_at,
    updatedAt: row.updated_at,
  };
}

export interface Issue {
  id: string;
  projectId: string;
  codebaseId: string;
  branch: string;
  fingerprint: string;
  ruleId: string;
  cwe: string | null;
  title: string;
  severity: string;
  category: string;
  status: IssueStatus;
  filePath: string;
  lineNumber: number;
  columnNumber: number;
  endLineNumber: number;
  description: string;
  codeSnippet: string;
  remediation: string;
  trace: TraceStep[];
  scanId: string;
  firstScanId: string;
  learningId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** What a page of the issue list shows: the columns it reads, and nothing heavier. */
export type IssueSummary = Pick<
  Issue,
  'id' | 'title' | 'severity' | 'category' | 'status' | 'filePath' | 'lineNumber' | 'codebaseId' | 'branch' | 'createdAt' | 'updatedAt'
>;

export function toIssueSummary(row: IssueSummaryRow): IssueSummary {
  return {
    id: row.id,
    title: row.title,
    severity: row.severity,
    category: row.category,
    status: row.status,
    filePath: row.file_path,
    lineNumber: row.line_number,
    codebaseId: row.codebase_id,
    branch: row.branch,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toIssue(row: IssueRow): Issue {
  return {
    id: row.id,
    projectId: row.project_id,
    codebaseId: row.codebase_id,
    branch: row.branch,
    fingerprint: row.fingerprint,
    ruleId: row.rule_id,
    cwe: row.cwe,
    title: row.title,
    severity: row.severity,
    category: row.category,
    status: row.status,
    filePath: row.file_path,
    lineNumber: row.line_number,
    columnNumber: row.column_number,
    endLineNumber: row.end_line_number,
    description: row.description,
    codeSnippet: row.code_snippet,
    remediation: row.remediation,
    trace: JSON.parse(row.trace) as TraceStep[],
    scanId: row.scan_id,
    firstScanId: row.first_scan_id,
    learningId: row.learning_id,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}
