/**
 * Reads for the web dashboard that the spec's routes do not give: who is signed in, scans and
 * branches of a codebase, issue counts by value, and an issue's history with who made each
 * change. Nothing here writes.
 */
import { SEVERITIES, severityRank, type Severity } from '../engine/findings.js';
import { countIssuesFoundByScans, groupedIssueCounts, keyNames, listCodebaseScans } from '../store/repositories/dashboard-reads.js';
import { findProject } from '../store/repositories/projects.js';
import type { Db } from '../store/schema.js';
import { getCodebase } from './codebases.js';
import { NotFoundError } from './errors.js';
import { getIssueDetections, getIssueHistory, type IssueEvent, type IssueQuery } from './issues.js';
import { ROLE_PERMISSIONS, type Permission, type Principal } from './permissions.js';
import { toScan, type Scan } from './records.js';
// Types only: request shapes are declared once, by the routes' JSON schemas.
import type { FromSchema } from '../api/schema-types.js';
import type { listCodebaseScansSchema } from '../api/schemas/dashboard.js';
import type { RepositoryBrowser } from './repository-browser.js';

export interface Session {
  projectId: string;
  projectName: string;
  plan: Principal['plan'];
  role: Principal['role'];
  permissions: readonly Permission[];
}

export async function getSession(db: Db, principal: Principal): Promise<Session> {
  const project = await findProject(db, principal.projectId);
  if (!project) throw new NotFoundError('Project not found');
  return { projectId: project.id, projectName: project.name, plan: project.plan, role: principal.role, permissions: ROLE_PERMISSIONS[principal.role] };
}

export interface ScanPage {
  scans: (Scan & { issuesLinked: number })[];
  total: number;
  limit: number;
  offset: number;
}

export async function listScansOfCodebase(
  db: Db,
  projectId: string,
  codebaseId: string,
  query: FromSchema<typeof listCodebaseScansSchema.querystring>,
): Promise<ScanPage> {
  await getCodebase(db, projectId, codebaseId);
  const limit = query.limit ?? 20;
  const offset = query.offset ?? 0;
  const { rows, total } = await listCodebaseScans(db, projectId, codebaseId, query.branch, { limit, offset });
  const found = await countIssuesFoundByScans(db, projectId, rows.map((r) => r.id));
  return { scans: rows.map((row) => ({ ...toScan(row), issuesLinked: found.get(row.id) ?? 0 })), total, limit, offset };
}

export interface BranchInfo {
  name: string;
  isDefault: boolean;
}

/**
 * The branches of the codebase's repository (from git, through the browser), or, when the
 * browser cannot list them, the default branch and the branches scanned so far.
 */
export async function listCodebaseBranches(db: Db, browser: RepositoryBrowser, projectId: string, codebaseId: string): Promise<BranchInfo[]> {
  const codebase = await getCodebase(db, projectId, codebaseId);
  let names: string[];
  if (browser.listBranches) {
    names = await browser.listBranches(codebase);
  } else {
    const { rows } = await listCodebaseScans(db, projectId, codebaseId, undefined, { limit: 100, offset: 0 });
    names = [...new Set([...(codebase.defaultBranchName ? [codebase.defaultBranchName] : []), ...rows.map((r) => r.branch)])];
  }
  const sorted = [...new Set(names)].sort((a, b) => (a === codebase.defaultBranchName ? -1 : b === codebase.defaultBranchName ? 1 : a.localeCompare(b)));
  return sorted.map((name) => ({ name, isDefault: name === codebase.defaultBranchName }));
}

export interface IssueCounts {
  total: number;
  bySeverity: Record<Severity, number>;
  byStatus: Record<string, number>;
  byCategory: Record<string, number>;
}

/** Counts of the issues matching the list filters, by severity, status and category. */
export async function countIssuesByValue(db: Db, projectId: string, query: Omit<IssueQuery, 'limit' | 'offset'>): Promise<IssueCounts> {
  const counts: IssueCounts = {
    total: 0,
    bySeverity: Object.fromEntries(SEVERITIES.map((s) => [s, 0])) as Record<Severity, number>,
    byStatus: { open: 0, ignored: 0, closed: 0 },
    byCategory: {},
  };
  if (query.projectId !== undefined && query.projectId !== projectId) return counts;
  const rows = await groupedIssueCounts(db, projectId, {
    codebaseId: query.codebaseId,
    branch: query.branch,
    status: query.status,
    severityRank: query.severity === undefined ? undefined : severityRank(query.severity),
    category: query.category,
  });
  for (const row of rows) {
    if (row.n === 0) continue;
    const severity = SEVERITIES[SEVERITIES.length - row.severityRank];
    counts.total += row.n;
    counts.bySeverity[severity] += row.n;
    counts.byStatus[row.status] = (counts.byStatus[row.status] ?? 0) + row.n;
    counts.byCategory[row.category] = (counts.byCategory[row.category] ?? 0) + row.n;
  }
  return counts;
}

export interface HistoryEvent extends IssueEvent {
  /** The key that made the change (its name and role, never the key), or null for a scan. */
  actor: { keyId: string; name: string | null; role: string | null } | null;
}

export async function issueHistory(db: Db, projectId: string, issueId: string): Promise<{ events: HistoryEvent[]; detections: { scanId: string; foundAt: string }[] }> {
  const events = await getIssueHistory(db, projectId, issueId);
  const names = await keyNames(db, projectId, [...new Set(events.flatMap((e) => (e.keyId ? [e.keyId] : [])))]);
  const detections = await getIssueDetections(db, projectId, issueId);
  return {
    events: events.map((e) => ({
      ...e,
      actor: e.keyId ? { keyId: e.keyId, name: names.get(e.keyId)?.name ?? null, role: names.get(e.keyId)?.role ?? null } : null,
    })),
    detections,
  };
}
