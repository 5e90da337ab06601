/** The route table of the API, for the suites that check every route the same way. */
import type { Permission } from '../../src/services/permissions.js';

export interface RouteCase {
  name: string;
  method: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body?: unknown;
  permission: Permission;
  enterpriseOnly: boolean;
  okStatus: number;
}

export interface RouteIds {
  codebaseId: string;
  scanId: string;
  issueId: string;
  learningId: string;
}

export function routeCases(ids: RouteIds): RouteCase[] {
  return [
    { name: 'start scan', method: 'POST', path: '/v1/scan-workflows/start', body: { codebaseId: ids.codebaseId, branch: 'main' }, permission: 'codebase:scan', enterpriseOnly: true, okStatus: 201 },
    { name: 'scan status', method: 'GET', path: `/v1/scan-workflows/${ids.scanId}/status`, permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'list codebases', method: 'GET', path: '/v1/codebase', permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'get codebase', method: 'GET', path: `/v1/codebase/${ids.codebaseId}`, permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'list files', method: 'GET', path: `/v1/codebase/${ids.codebaseId}/files?branchName=main`, permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'list issues', method: 'GET', path: '/v1/issues', permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'get issue', method: 'GET', path: `/v1/issues/${ids.issueId}`, permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'update issue', method: 'PATCH', path: `/v1/issues/${ids.issueId}`, body: { status: 'closed' }, permission: 'issue:update', enterpriseOnly: true, okStatus: 200 },
    { name: 'export scan issues as SARIF', method: 'GET', path: `/v1/exports/issues.sarif?scanId=${ids.scanId}`, permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'export issues as CSV', method: 'GET', path: '/v1/exports/issues.csv', permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'import SARIF', method: 'POST', path: '/v1/imports/sarif', body: { codebaseId: ids.codebaseId, branch: 'main', sarif: { version: '2.1.0', runs: [] } }, permission: 'issue:update', enterpriseOnly: true, okStatus: 201 },
    // The dashboard's routes (docs/api.md, "Dashboard routes").
    { name: 'session', method: 'GET', path: '/v1/session', permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'codebase scans', method: 'GET', path: `/v1/codebase/${ids.codebaseId}/scans`, permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'codebase branches', method: 'GET', path: `/v1/codebase/${ids.codebaseId}/branches`, permission: 'issue:view', enterpriseOnly: false, okStatus: 200 },
    { name: 'issue counts', method: 'GET', path: '/v1/issue-counts', permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'issue history', method: 'GET', path: `/v1/issues/${ids.issueId}/history`, permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'list learnings', method: 'GET', path: '/v1/learnings', permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'get learning', method: 'GET', path: `/v1/learnings/${ids.learningId}`, permission: 'issue:view', enterpriseOnly: true, okStatus: 200 },
    { name: 'remove learning', method: 'DELETE', path: `/v1/learnings/${ids.learningId}`, permission: 'issue:update', enterpriseOnly: true, okStatus: 200 },
  ];
}
