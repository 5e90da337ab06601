/**
 * Learnings as the dashboard shows them: each with how many issues it holds ignored, and one
 * with the issues it suppressed, which are exactly those its removal reopens
 * (learnings.ts, removeLearningAndReopen). Always within the caller's project.
 */
import { suppressedCounts } from '../store/repositories/dashboard-reads.js';
import { issuesSuppressedBy } from '../store/repositories/learning-issues.js';
import { listProjectLearnings } from '../store/repositories/learnings.js';
import type { Db } from '../store/schema.js';
import { getLearningRow, toLearning, type Learning } from './learnings.js';

export type LearningView = Omit<Learning, 'shape' | 'projectId'> & { suppressedCount: number };

export interface SuppressedIssue {
  id: string;
  title: string;
  severity: string;
  category: string;
  codebaseId: string;
  branch: string;
  filePath: string;
  lineNumber: number;
}

function view(learning: Learning, suppressedCount: number): LearningView {
  const { shape: _shape, projectId: _projectId, ...rest } = learning;
  return { ...rest, suppressedCount };
}

/** Every learning of the project, in force first, newest first within each group. */
export async function listLearningViews(db: Db, projectId: string): Promise<LearningView[]> {
  const [rows, counts] = await Promise.all([listProjectLearnings(db, projectId), suppressedCounts(db, projectId)]);
  const views = rows.map((row) => view(toLearning(row), row.removedAt === null ? (counts.get(row.id) ?? 0) : 0));
  return [...views.filter((l) => l.removedAt === null), ...views.filter((l) => l.removedAt !== null)];
}

/** One learning and the issues it suppressed: the preview of what removing it reopens. */
export async function getLearningView(db: Db, projectId: string, learningId: string): Promise<LearningView & { suppressed: SuppressedIssue[] }> {
  const row = await getLearningRow(db, learningId, projectId);
  const issues = row.removedAt === null ? await issuesSuppressedBy(db, projectId, row.id, row.sourceIssueId) : [];
  return {
    ...view(toLearning(row), issues.length),
    suppressed: issues.map((i) => ({
      id: i.id,
      title: i.title,
      severity: i.severity,
      category: i.category,
      codebaseId: i.codebaseId,
      branch: i.branch,
      filePath: i.filePath,
      lineNumber: i.lineNumber,
    })),
  };
}
