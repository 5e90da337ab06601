/** Seed data written through the services and repositories, as an operator or a scan would. */
import { severityRank, type Severity } from '../../src/engine/findings.js';
import { createApiKey } from '../../src/services/api-keys.js';
import { addCodebase } from '../../src/services/codebases.js';
import { createProject } from '../../src/services/projects.js';
import { createScan } from '../../src/services/scans.js';
import { insertIssues, type IssueRow } from '../../src/store/repositories/issues.js';
import { newId } from '../../src/store/ids.js';
import { ROLES, type Db, type Plan, type Role } from '../../src/store/schema.js';

export interface SeededProject {
  projectId: string;
  /** A key of each role. */
  keys: Record<Role, string>;
  keyIds: Record<Role, string>;
}

export async function seedProject(db: Db, plan: Plan = 'enterprise', name = 'test project'): Promise<SeededProject> {
  const project = await createProject(db, { name, plan });
  const keys = {} as Record<Role, string>;
  const keyIds = {} as Record<Role, string>;
  for (const role of ROLES) {
    const created = await createApiKey(db, { projectId: project.id, role, name: `${role} key` });
    keys[role] = created.key;
    keyIds[role] = created.id;
  }
  return { projectId: project.id, keys, keyIds };
}

export async function seedCodebase(db: Db, projectId: string, url: string, name = 'repo', defaultBranch: string | null = 'main') {
  return addCodebase(db, { projectId, name, url, defaultBranch });
}

let counter = 0;

export interface IssueSeed {
  projectId: string;
  codebaseId: string;
  scanId: string;
  branch?: string;
  severity?: Severity;
  category?: string;
  status?: IssueRow['status'];
  createdAt?: string;
  filePath?: string;
  title?: string;
}

export function issueRow(seed: IssueSeed): IssueRow {
  counter += 1;
  const severity = seed.severity ?? 'high';
  const at = seed.createdAt ?? new Date().toISOString();
  return {
    id: newId('issue'),
    projectId: seed.projectId,
    codebaseId: seed.codebaseId,
    branch: seed.branch ?? 'main',
    fingerprint: `fp-${counter}-${Math.random().toString(36).slice(2)}`,
    ruleId: 'js.sqli.tainted-query',
    cwe: 'CWE-89',
    title: seed.title ?? `SQL injection ${counter}`,
    severity,
    severityRank: severityRank(severity),
    category: seed.category ?? 'sqli',
    status: seed.status ?? 'open',
    filePath: seed.filePath ?? 'src/db.js',
    lineNumber: 10 + (counter % 50),
    columnNumber: 3,
    endLineNumber: 11 + (counter % 50),
    description: 'User input reaches a SQL query.',
    codeSnippet: 'db.query("SELECT * FROM t WHERE id = " + req.query.id)',
    remediation: 'Use a parameterised query.',
    trace: JSON.stringify([{ filePath: 'src/db.js', line: 9, column: 1, message: 'source: req.query.id' }]),
    scanId: seed.scanId,
    firstScanId: seed.scanId,
    learningId: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Inserts issues as reconciliation would, in one batch; returns their rows. */
export async function seedIssues(db: Db, seeds: IssueSeed[]): Promise<IssueRow[]> {
  const rows = seeds.map(issueRow);
  await insertIssues(db, rows);
  return rows;
}

export async function seedScan(db: Db, projectId: string, codebaseId: string, branch = 'main') {
  return createScan(db, { projectId, codebaseId, branch, fileIds: null });
}
