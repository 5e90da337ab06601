/**
 * Domain records → API bodies. Optional fields the spec says are "present when available" are
 * left out when empty rather than sent as null.
 */
import { displayRemoteUrl } from '../git/remote-url.js';
import type { Codebase, Issue, Scan } from '../services/records.js';

function present<T>(value: T | null): T | undefined {
  return value === null ? undefined : value;
}

export function codebaseBody(c: Codebase) {
  return {
    id: c.id,
    name: c.name,
    // Credentials are never in `url` (stored apart); a local path is shown as its folder name.
    url: present(c.url ? displayRemoteUrl(c.url) : null),
    defaultBranchName: present(c.defaultBranchName),
    projectId: c.projectId,
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
  };
}

export function scanBody(s: Scan) {
  return {
    id: s.id,
    status: s.status,
    projectId: s.projectId,
    codebaseId: s.codebaseId,
    branch: s.branch,
    createdAt: s.createdAt,
    completedAt: s.status === 'completed' ? present(s.completedAt) : undefined,
    startedAt: present(s.startedAt),
    updatedAt: s.updatedAt,
    commitSha: present(s.commitSha),
    failureReason: s.status === 'failed' ? present(s.failureReason) : undefined,
    filesTotal: present(s.filesTotal),
    filesScanned: present(s.filesScanned),
  };
}

/**
 * An issue as GET /v1/issues/:id sends it. The route's response serializer writes exactly the
 * fields of its schema (schemas/issues.ts), so the issue is passed as it is (a page of the list
 * too: its summaries are the list schema's fields); only an absent CWE is left out, not null.
 */
export function issueDetailBody(i: Issue) {
  return i.cwe === null ? { ...i, cwe: undefined } : i;
}
