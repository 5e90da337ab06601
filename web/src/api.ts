/**
 * The dashboard's only way to data: the Vigil REST API of the same origin, with the API key kept
 * in sessionStorage (gone when the tab closes; never in localStorage or a cookie). Errors become
 * sentences for people, never raw JSON.
 */
const KEY_STORAGE = 'vigil.apiKey';

export function storedKey(): string | null {
  return sessionStorage.getItem(KEY_STORAGE);
}

export function storeKey(key: string | null): void {
  if (key === null) sessionStorage.removeItem(KEY_STORAGE);
  else sessionStorage.setItem(KEY_STORAGE, key);
}

export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

/** The API's message (already human text) with what it means for the person at the screen. */
export function describeError(status: number, message: string | undefined): string {
  const said = message ? ` (${message.replace(/[.\s]+$/, '')})` : '';
  switch (status) {
    case 0:
      return 'The Vigil server could not be reached. Check that it is running and try again.';
    case 400:
      return `The request was refused${said}.`;
    case 401:
      return `Your API key was not accepted${said}. Sign in again with a valid key.`;
    case 403:
      return `Your API key is not allowed to do this${said}.`;
    case 404:
      return message ? `${message.replace(/[.\s]+$/, '')}: it does not exist in this project, or was removed.` : 'Not found.';
    case 409:
      return `Someone else changed this at the same moment${said}. Reload and try again.`;
    case 429:
      return 'Too many requests: wait a few seconds and try again.';
    case 503:
      return `A service Vigil depends on is unavailable${said}. Try again shortly.`;
    default:
      return status >= 500 ? 'The server met an internal error. Try again; if it persists, tell your Vigil operator.' : `The request failed${said}.`;
  }
}

export async function api<T>(method: string, path: string, body?: unknown): Promise<T> {
  const key = storedKey();
  const headers: Record<string, string> = {};
  if (key) headers.authorization = `Bearer ${key}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, describeError(0, undefined));
  }
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  if (!response.ok) {
    const message = typeof parsed === 'object' && parsed !== null && 'message' in parsed ? String((parsed as { message: unknown }).message) : undefined;
    if (response.status === 401) window.dispatchEvent(new Event('vigil:unauthorized'));
    throw new ApiError(response.status, describeError(response.status, message));
  }
  return parsed as T;
}

export const get = <T>(path: string) => api<T>('GET', path);

/** A query string from the defined values only. */
export function query(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}

// ---- Shapes of the API (spec fields plus Vigil's documented extras) ----

export type Severity = 'critical' | 'high' | 'medium' | 'low' | 'informative';
export type IssueStatus = 'open' | 'ignored' | 'closed';
export const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low', 'informative'];
export const STATUSES: IssueStatus[] = ['open', 'ignored', 'closed'];

export interface Session {
  projectId: string;
  projectName: string;
  plan: string;
  role: string;
  permissions: string[];
}

export interface Codebase {
  id: string;
  name: string;
  url?: string;
  defaultBranchName?: string;
  projectId: string;
}

export interface Scan {
  id: string;
  status: 'pending' | 'in_progress' | 'completed' | 'failed' | 'running';
  codebaseId: string;
  branch: string;
  createdAt: string;
  startedAt?: string;
  completedAt?: string;
  updatedAt?: string;
  failureReason?: string;
  filesTotal?: number;
  filesScanned?: number;
  commitSha?: string;
  issuesLinked?: number;
}

export interface IssueSummary {
  id: string;
  title: string;
  severity: Severity;
  category: string;
  status: IssueStatus;
  filePath: string;
  lineNumber: number;
  codebaseId: string;
  branch: string;
  createdAt: string;
  updatedAt?: string;
}

export interface TraceStep {
  filePath: string;
  line: number;
  column: number;
  message: string;
}

export interface Issue extends IssueSummary {
  description: string;
  codeSnippet: string;
  remediation: string;
  scanId: string;
  ruleId?: string;
  cwe?: string;
  endLineNumber?: number;
  trace?: TraceStep[];
}

export interface IssuePage {
  issues: IssueSummary[];
  total: number;
  limit: number;
  offset: number;
}

export interface IssueCounts {
  total: number;
  bySeverity: Record<string, number>;
  byStatus: Record<string, number>;
  byCategory: Record<string, number>;
}

export interface HistoryEvent {
  id: string;
  fromStatus: IssueStatus | null;
  toStatus: IssueStatus;
  reason: string | null;
  scanId: string | null;
  learningId: string | null;
  createdAt: string;
  actor: { keyId: string; name: string | null; role: string | null } | null;
}

export interface Learning {
  id: string;
  scope: 'codebase' | 'project';
  codebaseId: string | null;
  ruleId: string;
  pathPattern: string | null;
  reason: string;
  sourceIssueId: string | null;
  appliedCount: number;
  suppressedCount: number;
  createdAt: string;
  removedAt: string | null;
}

export interface LearningDetail extends Learning {
  suppressed: { id: string; title: string; severity: string; filePath: string; lineNumber: number; branch: string }[];
}

export interface RepoFile {
  fileId: string;
  filePath: string;
  isIndexed: boolean;
  isScanned: boolean;
}
