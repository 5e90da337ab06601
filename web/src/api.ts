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

// The API's shapes come from the typed client (packages/client), the one place they are written
// for TypeScript callers; only the dashboard's short names are given here.
export { SEVERITIES, ISSUE_STATUSES as STATUSES } from '../../packages/client/src/types';
export type { Codebase, IssuePage, IssueStatus, IssueSummary, Severity, TraceStep } from '../../packages/client/src/types';
export type { HistoryEvent, IssueCounts, Learning, LearningDetail } from '../../packages/client/src/dashboard-types';
export type { CodebaseScan as Scan, SessionInfo as Session } from '../../packages/client/src/dashboard-types';
export type { IssueDetail as Issue, RepositoryFile as RepoFile } from '../../packages/client/src/types';
