/**
 * Learnings: what Vigil remembers when someone marks an issue ignored (a false positive), so the
 * same finding in the same shape is not raised as open again. Issue reconciliation reads them.
 */
import { insertLearning, removeLearning } from '../store/repositories/learnings.js';
import { newId } from '../store/ids.js';
import type { DbOrTrx } from '../store/schema.js';

/**
 * The code shape a learning matches: the offending code with runs of whitespace collapsed, so
 * re-indentation or a moved line does not defeat it. Reconciliation must compare with this
 * same function.
 */
export function codeShapeOf(codeSnippet: string): string {
  return codeSnippet.replace(/\s+/g, ' ').trim();
}

export interface LearningSource {
  id: string;
  projectId: string;
  codebaseId: string;
  ruleId: string;
  codeSnippet: string;
  filePath: string;
}

/** A learning scoped to the issue's codebase and file, made when the issue is ignored. */
export async function learnFromIgnoredIssue(db: DbOrTrx, issue: LearningSource, reason: string, at: string): Promise<string> {
  const id = newId('learning');
  await insertLearning(db, {
    id,
    project_id: issue.projectId,
    codebase_id: issue.codebaseId,
    rule_id: issue.ruleId,
    code_shape: codeShapeOf(issue.codeSnippet),
    path_pattern: issue.filePath,
    reason,
    source_issue_id: issue.id,
    applied_count: 0,
    created_at: at,
    removed_at: null,
  });
  return id;
}

/** Reopening an ignored issue says it was not a false positive: its learning stops applying. */
export async function forgetLearning(db: DbOrTrx, projectId: string, learningId: string, at: string): Promise<void> {
  await removeLearning(db, projectId, learningId, at);
}
