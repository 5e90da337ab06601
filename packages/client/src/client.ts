/**
 * The typed client of the v1 API: one method per operation of OPERATIONS, plus the helpers a
 * caller needs around them (read every page of issues, wait for a scan to finish).
 */
import type { BranchList, CodebaseScanPage, IssueCounts, IssueHistory, Learning, LearningDetail, LearningRemoval, SessionInfo } from './dashboard-types.js';
import { expandPath, OPERATIONS, type OperationName } from './operations.js';
import { Transport, type TransportOptions } from './transport.js';
import type {
  Codebase,
  ExportFilters,
  SarifLog,
  SarifImportRequest,
  SarifImportResult,
  IssueDetail,
  IssueFilters,
  IssuePage,
  IssuePageRequest,
  IssueStatusChange,
  IssueSummary,
  IssueUpdateResult,
  RepositoryFile,
  Scan,
  ScanStartRequest,
  ScanStartResult,
  ScanStatus,
} from './types.js';

export type VigilClientOptions = TransportOptions;

/** The largest page the API serves. */
export const MAX_PAGE_SIZE = 100;

const FINAL_STATES: readonly ScanStatus[] = ['completed', 'failed'];

/** `running` is an earlier name of `in_progress` (the spec asks clients to accept both). */
export function normaliseScanStatus(status: string): ScanStatus {
  return (status === 'running' ? 'in_progress' : status) as ScanStatus;
}

export interface WaitOptions {
  /** Between two status reads, in milliseconds. Default 2,000 (the spec says a few seconds). */
  intervalMs?: number;
  /** Give up after this many milliseconds. Default 30 minutes. */
  timeoutMs?: number;
  /** Called after every status read. */
  onStatus?: (scan: Scan) => void;
  sleep?: (ms: number) => Promise<void>;
}

export class ScanWaitTimeoutError extends Error {
  override name = 'ScanWaitTimeoutError';
}

export class VigilClient {
  private readonly transport: Transport;

  constructor(options: VigilClientOptions) {
    this.transport = new Transport(options);
  }

  private call<T>(name: OperationName, params: Record<string, string> = {}, query?: Record<string, unknown>, body?: unknown, as: 'json' | 'text' = 'json'): Promise<T> {
    const operation = OPERATIONS[name];
    return this.transport.request<T>(operation, expandPath(operation.path, params) + queryString(query), body, as);
  }

  startScan(request: ScanStartRequest): Promise<ScanStartResult> {
    return this.call('startScan', {}, undefined, request);
  }

  async getScanStatus(scanId: string): Promise<Scan> {
    const scan = await this.call<Scan>('getScanStatus', { scanId });
    return { ...scan, status: normaliseScanStatus(scan.status) };
  }

  listCodebases(): Promise<Codebase[]> {
    return this.call('listCodebases');
  }

  getCodebase(codebaseId: string): Promise<Codebase> {
    return this.call('getCodebase', { codebaseId });
  }

  async listFiles(codebaseId: string, branchName: string): Promise<RepositoryFile[]> {
    const body = await this.call<{ files: RepositoryFile[] }>('listFiles', { codebaseId }, { branchName });
    return body.files;
  }

  listIssues(request: IssuePageRequest = {}): Promise<IssuePage> {
    return this.call('listIssues', {}, { ...request });
  }

  getIssue(issueId: string): Promise<IssueDetail> {
    return this.call('getIssue', { issueId });
  }

  updateIssueStatus(issueId: string, change: IssueStatusChange): Promise<IssueUpdateResult> {
    return this.call('updateIssueStatus', { issueId }, undefined, change);
  }

  /** The matching issues (the list's filters, or a scan's issues) as a SARIF 2.1.0 log. Vigil only, not in the spec. */
  exportIssuesSarif(filters: ExportFilters = {}): Promise<SarifLog> {
    return this.call('exportIssuesSarif', {}, { ...filters });
  }

  /** The matching issues as CSV text. Vigil only, not in the spec. */
  exportIssuesCsv(filters: ExportFilters = {}): Promise<string> {
    return this.call('exportIssuesCsv', {}, { ...filters }, undefined, 'text');
  }

  /** Records a SARIF 2.1.0 log's results as issues of a codebase branch. Vigil only, not in the spec. */
  importSarif(request: SarifImportRequest): Promise<SarifImportResult> {
    return this.call('importSarif', {}, undefined, request);
  }

  /** The project, plan and role of the key in use. Vigil only, not in the spec. */
  getSession(): Promise<SessionInfo> {
    return this.call('getSession', {});
  }

  /** A codebase's scans, newest first. Vigil only, not in the spec. */
  listCodebaseScans(codebaseId: string, query: { branch?: string; limit?: number; offset?: number } = {}): Promise<CodebaseScanPage> {
    return this.call('listCodebaseScans', { codebaseId }, { ...query });
  }

  /** A codebase's branches as its repository has them. Vigil only, not in the spec. */
  listBranches(codebaseId: string): Promise<BranchList> {
    return this.call('listBranches', { codebaseId });
  }

  /** Counts of the matching issues by severity, status and category. Vigil only, not in the spec. */
  getIssueCounts(filters: Omit<IssuePageRequest, 'limit' | 'offset'> = {}): Promise<IssueCounts> {
    return this.call('getIssueCounts', {}, { ...filters });
  }

  /** Who changed an issue's status, when and why, and the scans that found it. Vigil only, not in the spec. */
  getIssueHistory(issueId: string): Promise<IssueHistory> {
    return this.call('getIssueHistory', { issueId });
  }

  /** The project's learnings. Vigil only, not in the spec. */
  listLearnings(): Promise<{ learnings: Learning[] }> {
    return this.call('listLearnings', {});
  }

  /** One learning with the issues it suppressed. Vigil only, not in the spec. */
  getLearning(learningId: string): Promise<LearningDetail> {
    return this.call('getLearning', { learningId });
  }

  /** Removes a learning; the issues it kept ignored reopen. Vigil only, not in the spec. */
  removeLearning(learningId: string): Promise<LearningRemoval> {
    return this.call('removeLearning', { learningId });
  }

  /**
   * Every issue matching the filters, page by page: the offset rises by the page size until a
   * page holds fewer issues than the page size (the spec's paging rule; `total` is not trusted
   * for the end, since issues may come and go between pages).
   */
  async *iterateIssues(filters: IssueFilters = {}, pageSize = MAX_PAGE_SIZE): AsyncGenerator<IssueSummary> {
    for (let offset = 0; ; ) {
      const page = await this.listIssues({ ...filters, limit: pageSize, offset });
      yield* page.issues;
      const limit = typeof page.limit === 'number' && page.limit > 0 ? page.limit : pageSize;
      if (page.issues.length < limit) return;
      offset += limit;
    }
  }

  async allIssues(filters: IssueFilters = {}, pageSize = MAX_PAGE_SIZE): Promise<IssueSummary[]> {
    const issues: IssueSummary[] = [];
    for await (const issue of this.iterateIssues(filters, pageSize)) issues.push(issue);
    return issues;
  }

  /** Polls the status route until the scan is completed or failed, and returns its last record. */
  async waitForScan(scanId: string, options: WaitOptions = {}): Promise<Scan> {
    const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
    const deadline = Date.now() + (options.timeoutMs ?? 30 * 60_000);
    for (;;) {
      const scan = await this.getScanStatus(scanId);
      options.onStatus?.(scan);
      if (FINAL_STATES.includes(scan.status)) return scan;
      if (Date.now() >= deadline) throw new ScanWaitTimeoutError(`scan ${scanId} still ${scan.status} after ${options.timeoutMs ?? 30 * 60_000} ms`);
      await sleep(options.intervalMs ?? 2000);
    }
  }
}

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(name, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}
