/**
 * Every operation of the v1 API the client calls: its HTTP method, its path in the OpenAPI
 * document's spelling, and whether repeating it is harmless (only those are retried on 503).
 * A test compares this table with the document the server serves at /v1/openapi.json.
 */
export interface Operation {
  method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  path: string;
  idempotent: boolean;
}

export const OPERATIONS = {
  startScan: { method: 'POST', path: '/v1/scan-workflows/start', idempotent: false },
  getScanStatus: { method: 'GET', path: '/v1/scan-workflows/{scanId}/status', idempotent: true },
  listCodebases: { method: 'GET', path: '/v1/codebase', idempotent: true },
  getCodebase: { method: 'GET', path: '/v1/codebase/{codebaseId}', idempotent: true },
  listFiles: { method: 'GET', path: '/v1/codebase/{codebaseId}/files', idempotent: true },
  listIssues: { method: 'GET', path: '/v1/issues', idempotent: true },
  getIssue: { method: 'GET', path: '/v1/issues/{issueId}', idempotent: true },
  // Not retried on 503: an ignore records a learning, and a second try could meet a changed issue.
  updateIssueStatus: { method: 'PATCH', path: '/v1/issues/{issueId}', idempotent: false },
  // Vigil's routes beyond the spec.
  exportIssuesSarif: { method: 'GET', path: '/v1/exports/issues.sarif', idempotent: true },
  exportIssuesCsv: { method: 'GET', path: '/v1/exports/issues.csv', idempotent: true },
  // An import records a scan: repeating it after a lost answer would record a second one.
  importSarif: { method: 'POST', path: '/v1/imports/sarif', idempotent: false },
  // The dashboard's routes (docs/api.md, "Dashboard routes").
  getSession: { method: 'GET', path: '/v1/session', idempotent: true },
  listCodebaseScans: { method: 'GET', path: '/v1/codebase/{codebaseId}/scans', idempotent: true },
  listBranches: { method: 'GET', path: '/v1/codebase/{codebaseId}/branches', idempotent: true },
  getIssueCounts: { method: 'GET', path: '/v1/issue-counts', idempotent: true },
  getIssueHistory: { method: 'GET', path: '/v1/issues/{issueId}/history', idempotent: true },
  listLearnings: { method: 'GET', path: '/v1/learnings', idempotent: true },
  getLearning: { method: 'GET', path: '/v1/learnings/{learningId}', idempotent: true },
  // Removing a learning reopens what it suppressed; a repeat after a lost answer finds it gone (404).
  removeLearning: { method: 'DELETE', path: '/v1/learnings/{learningId}', idempotent: false },
} as const satisfies Record<string, Operation>;

export type OperationName = keyof typeof OPERATIONS;

/** The path with its `{name}` parameters filled in, each encoded as one path segment. */
export function expandPath(template: string, params: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new TypeError(`missing path parameter ${name}`);
    return encodeURIComponent(value);
  });
}
