/** A learning row for route tests, as ignoring the issue would make it (without changing the issue). */
import { newId } from '../../src/store/ids.js';
import { insertLearning } from '../../src/store/repositories/learnings.js';
import type { Db } from '../../src/store/schema.js';

export async function seedLearning(db: Db, projectId: string, codebaseId: string, sourceIssueId: string): Promise<string> {
  const id = newId('learning');
  await insertLearning(db, {
    id,
    project_id: projectId,
    codebase_id: codebaseId,
    rule_id: 'js.sqli.tainted-query',
    code_shape: JSON.stringify({ raw: 'db.query(…)' }),
    path_pattern: null,
    reason: 'seeded for route tests',
    source_issue_id: sourceIssueId,
    applied_count: 0,
    created_at: new Date().toISOString(),
    removed_at: null,
  });
  return id;
}
