/**
 * The resources of the v1 API as the client hands them out. Only the fields the spec names (and
 * the documented extras Vigil sends) are typed; any other field the server adds is kept on the
 * object at run time and ignored by the client, as the spec asks.
 */

export type ScanStatus = 'pending' | 'in_progress' | 'completed' | 'failed';
export type IssueStatus = 'open' | 'ignored' | 'closed';
export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'informative';

/** Most severe first, as the spec orders them. */
export const SEVERITIES: readonly Severity[] = ['critical', 'high', 'medium', 'low', 'informative'];
export const ISSUE_STATUSES: readonly IssueStatus[] = ['open', 'ignored', 'closed'];

export interface Scan {
  id: string;
  /** `running`, an earlier name of the state, is already turned into `in_progress`. */
  status: ScanStatus;
  projectId: string;
  codebaseId: string;
  branch: string;
  createdAt: string;
  completedAt?: string;
  /** Vigil extras (not in the spec): present when known. */
  startedAt?: string;
  commitSha?: string;
  failureReason?: string;
  filesTotal?: number;
  filesScanned?: number;
}

export interface ScanStartRequest {
  codebaseId: string;
  branch: string;
  scanSpecificFiles?: boolean;
  fileIds?: string[];
}

export interface ScanStartResult {
  id: string;
}

export interface Codebase {
  id: string;
  name: string;
  url?: string;
  defaultBranchName?: string;
  projectId: string;
}

export interface RepositoryFile {
  fileId: string;
  filePath: string;
  version?: unknown;
  isIndexed: boolean;
  isScanned: boolean;
}

export interface IssueSummary {
  id: string;
  title: string;
  /** One of SEVERITIES; typed as string so a value added later does not break a caller. */
  severity: Severity | (string & {});
  category: string;
  status: IssueStatus | (string & {});
  filePath: string;
  lineNumber: number;
  codebaseId: string;
  branch: string;
  createdAt: string;
}

export interface TraceStep {
  filePath: string;
  line: number;
  column: number;
  message: string;
}

export interface IssueDetail extends IssueSummary {
  description: string;
  codeSnippet: string;
  remediation: string;
  scanId: string;
  /** Vigil extras (not in the spec): present when known. */
  ruleId?: string;
  cwe?: string;
  fingerprint?: string;
  columnNumber?: number;
  endLineNumber?: number;
  trace?: TraceStep[];
}

export interface IssueFilters {
  projectId?: string;
  codebaseId?: string;
  branch?: string;
  status?: IssueStatus;
  severity?: Severity;
  category?: string;
}

export interface IssuePageRequest extends IssueFilters {
  limit?: number;
  offset?: number;
}

export interface IssuePage {
  issues: IssueSummary[];
  total: number;
  limit: number;
  offset: number;
}

export type IssueStatusChange = { status: 'open' | 'closed' } | { status: 'ignored'; reason: string };

export interface IssueUpdateResult {
  id: string;
  status: IssueStatus;
  updatedAt: string;
}

/** The error body of every failed request. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  error: string;
}

/** Filters of the exports: those of the issue list, and the issues one scan found. */
export interface ExportFilters extends IssueFilters {
  scanId?: string;
}

/** A SARIF 2.1.0 log, typed only as far as a caller usually reads it. */
export interface SarifLog {
  version: '2.1.0';
  runs: { tool: { driver: { name: string } }; results: Record<string, unknown>[] }[];
}

export interface SarifImportRequest {
  codebaseId: string;
  branch: string;
  sarif: object;
}

export interface SarifImportResult {
  /** The completed scan that records the import. */
  scanId: string;
  created: number;
  matched: number;
  ignored: number;
  skipped: { run: number; result: number; reason: string }[];
}
