/** A learning row for route tests, as ignoring the issue would make it (without changing the issue). */
import { newId } from '../../src/store/ids.js';
import { insertLearning } from '../../src/store/repositories/learnings.js';
import type { Db } from '../../src/store/schema.js';

export async function seedLearning(db: Db, projectId: string, codebaseId: string, sourceIssueId: string): Promise<string> {
  const id = newId('learning');
  await insertLearning(db, {
    id,
    projectId: projectId,
    codebaseId: codebaseId,
    ruleId: 'js.sqli.tainted-query',
    codeShape: JSON.stringify({ raw: 'db.query(…)' }),
    pathPattern: null,
    reason: 'seeded for route tests',
    sourceIssueId: sourceIssueId,
    appliedCount: 0,
    createdAt: new Date().toISOString(),
    removedAt: null,
  });
  return id;
}
