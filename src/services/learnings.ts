/**
 * Learnings: what Vigil remembers when someone marks an issue ignored (a false positive), so
 * similar findings in later scans are recorded ignored instead of open.
 *
 * A learning holds the rule, the project, a scope (the issue's codebase by default; null codebase
 * means the whole project), the shape of the code (code-shape.ts says exactly what "similar"
 * means), a path pattern when the issue sat in a kind of file (file-kinds.ts: tests, fixtures,
 * generated code), the reason and the issue it came from. It never applies outside its project:
 * every query here takes the project id.
 *
 * Removing a learning (or reopening the issue it came from) reopens exactly the issues it
 * suppressed, each with a history event naming the learning.
 */
import type { Finding } from '../engine/findings.js';
import { insertIssueEvent } from '../store/repositories/issue-events.js';
import { issuesOfRule, issuesSuppressedBy, moveIssueWithLearning } from '../store/repositories/learning-issues.js';
import {
  findLearning,
  findLearningById,
  insertLearning,
  listActiveLearningsFromIssue,
  listProjectLearnings,
  removeLearning,
  setLearningCodebase,
  setLearningReason,
  type LearningRow,
} from '../store/repositories/learnings.js';
import { findIssue } from '../store/repositories/issues.js';
import { lockIssueVersion } from '../store/repositories/issue-versions.js';
import { findProject } from '../store/repositories/projects.js';
import { newId } from '../store/ids.js';
import type { Db, DbOrTrx, IssueStatus } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { serialiseShape, shapeKey, shapeOf, type CodeShape } from './code-shape.js';
import { InvalidInputError, NotFoundError } from './errors.js';
import { fileKindOf, pathPatternMatcher } from './file-kinds.js';
import type { Issue } from './records.js';
import { transaction } from '../store/transaction.js';

export const LEARNING_NOT_FOUND = 'Learning not found';

/** Kept for callers of the first version: the shape key of a bare snippet. */
export function codeShapeOf(codeSnippet: string): string {
  return shapeKey({ codeSnippet });
}

export type LearningScope = 'codebase' | 'project';

export interface Learning {
  id: string;
  projectId: string;
  scope: LearningScope;
  codebaseId: string | null;
  ruleId: string;
  shape: CodeShape | { raw: string };
  pathPattern: string | null;
  reason: string;
  sourceIssueId: string | null;
  appliedCount: number;
  createdAt: string;
  removedAt: string | null;
}

export function toLearning(row: LearningRow): Learning {
  let shape: Learning['shape'];
  try {
    shape = JSON.parse(row.codeShape) as CodeShape;
  } catch {
    shape = { raw: row.codeShape };
  }
  return {
    id: row.id,
    projectId: row.projectId,
    scope: row.codebaseId === null ? 'project' : 'codebase',
    codebaseId: row.codebaseId,
    ruleId: row.ruleId,
    shape,
    pathPattern: row.pathPattern,
    reason: row.reason,
    sourceIssueId: row.sourceIssueId,
    appliedCount: row.appliedCount,
    createdAt: row.createdAt,
    removedAt: row.removedAt,
  };
}

export type LearningSource = Pick<Issue, 'id' | 'projectId' | 'codebaseId' | 'ruleId' | 'codeSnippet' | 'filePath'> & {
  trace?: Issue['trace'];
  category?: string;
};

/**
 * The path pattern of a new learning: the kind of file when the issue sits in a test, fixture or
 * generated file; otherwise none, except for secrets. A secret is masked in its snippet, so two
 * different secrets of one provider have the same shape: a learning on a secret in an ordinary
 * file is limited to that file, or ignoring one revoked key would hide every new leak of the kind.
 */
export function learningPathPattern(issue: Pick<LearningSource, 'filePath' | 'category'>): string | null {
  const kind = fileKindOf(issue.filePath);
  if (kind) return kind.pattern;
  return issue.category === 'hardcoded-secrets' ? issue.filePath : null;
}

/**
 * Made in the transaction that marks the issue ignored; returns the learning id. An issue has at
 * most one learning in force: ignoring it again (ignored → closed → ignored) keeps the learning it
 * already made, with its scope, and gives it the newest reason, so cycles never stack learnings.
 */
export async function learnFromIgnoredIssue(
  db: DbOrTrx,
  issue: LearningSource,
  reason: string,
  at: string,
  scope: LearningScope = 'codebase',
): Promise<string> {
  const [existing] = await listActiveLearningsFromIssue(db, issue.projectId, issue.id);
  if (existing) {
    // A learning in force is a row reconciliation may be writing: the version row first.
    await lockIssueVersion(db, issue.projectId);
    await setLearningReason(db, issue.projectId, existing.id, reason);
    return existing.id;
  }
  const id = newId('learning');
  await insertLearning(db, {
    id,
    projectId: issue.projectId,
    codebaseId: scope === 'codebase' ? issue.codebaseId : null,
    ruleId: issue.ruleId,
    codeShape: serialiseShape(shapeOf(issue)),
    pathPattern: learningPathPattern(issue),
    reason,
    sourceIssueId: issue.id,
    appliedCount: 0,
    createdAt: at,
    removedAt: null,
  });
  return id;
}

/** What a learning matches: same rule, same shape, a path its pattern allows. */
export function learningMatches(learning: LearningRow): (finding: Pick<Finding, 'ruleId' | 'filePath' | 'codeSnippet' | 'trace'>) => boolean {
  const path = pathPatternMatcher(learning.pathPattern);
  return (finding) => learning.ruleId === finding.ruleId && learning.codeShape === shapeKey(finding) && path(finding.filePath);
}

/** The first learning (oldest first) that matches each finding; learnings must be of one project. */
export function learningMatcher(learnings: readonly LearningRow[]): (finding: Finding) => LearningRow | undefined {
  // By rule first, and the finding's shape computed once: a scan has many findings, a project many learnings.
  const byRule = new Map<string, { learning: LearningRow; path: (filePath: string) => boolean }[]>();
  for (const learning of learnings) {
    const list = byRule.get(learning.ruleId) ?? [];
    list.push({ learning, path: pathPatternMatcher(learning.pathPattern) });
    byRule.set(learning.ruleId, list);
  }
  return (finding) => {
    const candidates = byRule.get(finding.ruleId);
    if (!candidates) return undefined;
    const shape = shapeKey(finding);
    return candidates.find(({ learning, path }) => learning.codeShape === shape && path(finding.filePath))?.learning;
  };
}

export function learningRemovedReason(learning: LearningRow): string {
  return `Learning ${learning.id} removed`;
}

/**
 * Marks the learning removed and reopens the issues it suppressed (not the issue it came from),
 * each with a history event. Runs inside the caller's transaction. Returns the reopened ids.
 */
export async function removeLearningAndReopen(
  trx: DbOrTrx,
  learning: LearningRow,
  actor: { keyId: string | null },
  at: string,
): Promise<string[]> {
  // It writes a learning and issues: the project's version row first (issue-versions.ts).
  await lockIssueVersion(trx, learning.projectId);
  if (!(await removeLearning(trx, learning.projectId, learning.id, at))) return [];
  const reopened: string[] = [];
  for (const issue of await issuesSuppressedBy(trx, learning.projectId, learning.id, learning.sourceIssueId)) {
    if (!(await moveIssueWithLearning(trx, learning.projectId, issue.id, { from: 'ignored', to: 'open', learningId: null, at }))) continue;
    await insertIssueEvent(trx, {
      id: newId('issueEvent'),
      issueId: issue.id,
      projectId: learning.projectId,
      fromStatus: 'ignored',
      toStatus: 'open',
      reason: learningRemovedReason(learning),
      keyId: actor.keyId,
      scanId: null,
      learningId: learning.id,
      createdAt: at,
    });
    reopened.push(issue.id);
  }
  return reopened;
}

/**
 * Reopening an issue says it was not a false positive: every learning it made goes, with what
 * each suppressed, whether the issue was ignored or closed after an ignore. Returns the reopened ids.
 */
export async function forgetLearningsOfIssue(db: DbOrTrx, projectId: string, issueId: string, at: string, keyId: string | null = null): Promise<string[]> {
  const reopened: string[] = [];
  for (const learning of await listActiveLearningsFromIssue(db, projectId, issueId)) {
    reopened.push(...(await removeLearningAndReopen(db, learning, { keyId }, at)));
  }
  return reopened;
}

// ---- Operator access (vigil admin learning …) ----

export async function listLearnings(db: Db, projectId: string): Promise<Learning[]> {
  if (!(await findProject(db, projectId))) throw new NotFoundError('Project not found');
  return (await listProjectLearnings(db, projectId)).map(toLearning);
}

/** A learning by id; with a project id, one of another project is "not found". */
export async function getLearningRow(db: DbOrTrx, learningId: string, projectId?: string): Promise<LearningRow> {
  const row = projectId === undefined ? await findLearningById(db, learningId) : await findLearning(db, projectId, learningId);
  if (!row) throw new NotFoundError(LEARNING_NOT_FOUND);
  return row;
}

export async function getLearning(db: Db, learningId: string, projectId?: string): Promise<Learning & { suppressedIssueIds: string[] }> {
  const row = await getLearningRow(db, learningId, projectId);
  const suppressed = await issuesSuppressedBy(db, row.projectId, row.id, row.sourceIssueId);
  return { ...toLearning(row), suppressedIssueIds: suppressed.map((i) => i.id) };
}

export interface RemovedLearning {
  id: string;
  removedAt: string;
  reopenedIssueIds: string[];
}

export async function removeLearningById(db: Db, learningId: string, actor: { keyId: string | null; projectId?: string }): Promise<RemovedLearning> {
  return transaction(db, async (trx) => {
    const row = await getLearningRow(trx, learningId, actor.projectId);
    if (row.removedAt !== null) return { id: row.id, removedAt: row.removedAt, reopenedIssueIds: [] };
    const at = nowIso();
    const reopenedIssueIds = await removeLearningAndReopen(trx, row, actor, at);
    return { id: row.id, removedAt: at, reopenedIssueIds };
  });
}

export interface DryRunMatch {
  issueId: string;
  status: IssueStatus;
  codebaseId: string;
  branch: string;
  filePath: string;
  lineNumber: number;
  /** True when this learning already suppresses it (or it is the issue the learning came from). */
  alreadyLinked: boolean;
}

/**
 * The current issues of the learning's project (and codebase, for a codebase learning) that it
 * matches, whatever their status. Writes nothing.
 */
export async function dryRunLearning(db: Db, learningId: string, projectId?: string): Promise<{ learning: Learning; matches: DryRunMatch[] }> {
  const row = await getLearningRow(db, learningId, projectId);
  const matches = learningMatches(row);
  const candidates = await issuesOfRule(db, row.projectId, row.ruleId, row.codebaseId);
  return {
    learning: toLearning(row),
    matches: candidates
      .filter((issue) => matches({ ruleId: issue.ruleId, filePath: issue.filePath, codeSnippet: issue.codeSnippet, trace: JSON.parse(issue.trace) }))
      .map((issue) => ({
        issueId: issue.id,
        status: issue.status,
        codebaseId: issue.codebaseId,
        branch: issue.branch,
        filePath: issue.filePath,
        lineNumber: issue.lineNumber,
        alreadyLinked: issue.learningId === row.id,
      })),
  };
}

/**
 * Sets a learning's scope: `project` applies it to every codebase of its project (never beyond),
 * `codebase` to the codebase of the issue it came from. Applies to later scans only.
 */
export async function setLearningScope(db: Db, learningId: string, scope: LearningScope, projectId?: string): Promise<Learning> {
  return transaction(db, async (trx) => {
    const row = await getLearningRow(trx, learningId, projectId);
    let codebaseId: string | null = null;
    if (scope === 'codebase') {
      const source = row.sourceIssueId === null ? undefined : await findIssue(trx, row.projectId, row.sourceIssueId);
      codebaseId = row.codebaseId ?? source?.codebaseId ?? null;
      if (codebaseId === null) throw new InvalidInputError('The learning has no source issue to take a codebase from');
    }
    await setLearningCodebase(trx, row.projectId, row.id, codebaseId);
    return toLearning({ ...row, codebaseId: codebaseId });
  });
}
