/**
 * Learnings at the service level on real databases, findings written as data: file-kind learnings,
 * reopening the source issue withdraws the learning and what it suppressed, learnings of one
 * codebase do not apply to another, applied counts, and which scans found an issue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/findings.js';
import { changeIssueStatus, getIssue, getIssueDetections, getIssueHistory, listProjectIssues } from '../../src/services/issues.js';
import { getLearning, listLearnings, setLearningScope } from '../../src/services/learnings.js';
import { reconcileAndComplete } from '../../src/services/reconcile.js';
import { createScan, markInProgress } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';

let n = 0;
function secret(filePath: string, snippet = 'TOKEN = "ghp_****"'): Finding {
  n += 1;
  return {
    ruleId: 'github-pat', category: 'hardcoded-secrets', cwe: 'CWE-798', severity: 'high', title: 'GitHub token',
    description: 'A token.', remediation: 'Rotate it.', filePath, lineNumber: 1, column: 1, endLineNumber: 1, endColumn: 20,
    codeSnippet: snippet, fingerprint: `fp-${n}`, trace: [],
  };
}

describe.each(engines())('learnings on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let keyId: string;
  let codebaseId: string;
  let otherCodebaseId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    const seeded = await seedProject(store.db);
    projectId = seeded.projectId;
    keyId = seeded.keyIds.security_engineer;
    codebaseId = (await seedCodebase(store.db, projectId, '/tmp/unused-a', 'a', 'main')).id;
    otherCodebaseId = (await seedCodebase(store.db, projectId, '/tmp/unused-b', 'b', 'main')).id;
  });
  afterAll(async () => dispose?.());

  async function reconcile(cb: string, findings: Finding[]) {
    const scan = await markInProgress(store.db, projectId, (await createScan(store.db, { projectId, codebaseId: cb, branch: 'main', fileIds: null })).id);
    const summary = await reconcileAndComplete(store.db, store.dialect, { scan, findings, scannedFiles: [], scope: { paths: findings.map((f) => f.filePath) } });
    return { scan, summary };
  }
  const issueAt = async (cb: string, filePath: string) => {
    const page = await listProjectIssues(store.db, projectId, { codebaseId: cb, limit: 100 });
    return getIssue(store.db, projectId, page.issues.find((i) => i.filePath === filePath)!.id);
  };

  it('a learning made on a fixture file applies to fixture files only, and counts its uses', async () => {
    const { scan } = await reconcile(codebaseId, [secret('tests/fixtures/a.py')]);
    const source = await issueAt(codebaseId, 'tests/fixtures/a.py');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'fixture token' });
    const [learning] = await listLearnings(store.db, projectId);
    expect(learning).toMatchObject({ pathPattern: 'kind:fixture', sourceIssueId: source.id });

    const { summary } = await reconcile(codebaseId, [secret('other/fixtures/b.py'), secret('src/settings.py'), secret('lib/fixtures/c.py', 'api_key: "ghp_****"')]);
    expect(summary).toMatchObject({ suppressed: 1, created: 2 });
    expect(await issueAt(codebaseId, 'other/fixtures/b.py')).toMatchObject({ status: 'ignored', learningId: learning!.id });
    expect(await issueAt(codebaseId, 'src/settings.py')).toMatchObject({ status: 'open', learningId: null });
    // Another shape (a mapping entry, not an assignment) in a fixture: not similar.
    expect(await issueAt(codebaseId, 'lib/fixtures/c.py')).toMatchObject({ status: 'open' });
    expect((await getLearning(store.db, learning!.id)).appliedCount).toBe(1);
    expect((await getIssueDetections(store.db, projectId, source.id)).map((d) => d.scanId)).toEqual([scan.id]);
  });

  it('does not apply a codebase learning to another codebase of the project', async () => {
    await reconcile(otherCodebaseId, [secret('x/fixtures/d.py')]);
    expect(await issueAt(otherCodebaseId, 'x/fixtures/d.py')).toMatchObject({ status: 'open' });
  });

  it('reopening the source issue withdraws the learning and reopens what it suppressed, with the key in history', async () => {
    const source = await issueAt(codebaseId, 'tests/fixtures/a.py');
    const suppressed = await issueAt(codebaseId, 'other/fixtures/b.py');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'open' });
    expect(await issueAt(codebaseId, 'other/fixtures/b.py')).toMatchObject({ status: 'open', learningId: null });
    expect((await getIssueHistory(store.db, projectId, suppressed.id)).at(-1)).toMatchObject({ fromStatus: 'ignored', toStatus: 'open', keyId, scanId: null });
    const [learning] = await listLearnings(store.db, projectId);
    expect(learning!.removedAt).not.toBeNull();
    // Withdrawn: a new fixture copy is open.
    await reconcile(codebaseId, [secret('more/fixtures/e.py')]);
    expect(await issueAt(codebaseId, 'more/fixtures/e.py')).toMatchObject({ status: 'open' });
  });

  it('a learning on a secret in an ordinary file stays in that file (masked secrets all look alike)', async () => {
    const settings = await issueAt(codebaseId, 'src/settings.py');
    await changeIssueStatus(store.db, { projectId, keyId }, settings.id, { status: 'ignored', reason: 'revoked token' });
    const learning = (await listLearnings(store.db, projectId)).find((l) => l.sourceIssueId === settings.id)!;
    expect(learning.pathPattern).toBe('src/settings.py');
    const again = secret('src/settings.py');
    // The same shape again in that file (a second occurrence) and in another file.
    const { summary } = await reconcile(codebaseId, [secret('src/other.py'), again]);
    expect(summary).toMatchObject({ created: 1, suppressed: 1 });
    expect(await issueAt(codebaseId, 'src/other.py')).toMatchObject({ status: 'open' });
    const inSettings = (await listProjectIssues(store.db, projectId, { codebaseId, limit: 100 })).issues.filter((i) => i.filePath === 'src/settings.py');
    expect(inSettings.map((i) => i.status).sort()).toEqual(['ignored', 'ignored']);
  });

  it('a project-wide learning applies to every codebase of its project and never to another project', async () => {
    await reconcile(codebaseId, [secret('gen/generated/k.ts', 'export const K = "ghp_****";')]);
    const source = await issueAt(codebaseId, 'gen/generated/k.ts');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'generated client' });
    const learning = (await listLearnings(store.db, projectId)).find((l) => l.sourceIssueId === source.id)!;
    expect(learning).toMatchObject({ scope: 'codebase', pathPattern: 'kind:generated' });
    expect(await setLearningScope(store.db, learning.id, 'project')).toMatchObject({ scope: 'project', codebaseId: null });
    await reconcile(otherCodebaseId, [secret('api/generated/k2.ts', 'export const K2 = "ghp_****";')]);
    expect(await issueAt(otherCodebaseId, 'api/generated/k2.ts')).toMatchObject({ status: 'ignored', learningId: learning.id });

    // Another project with the very same finding: untouched, and the learning is not found there.
    const other = await seedProject(store.db, 'enterprise', 'other');
    const cb = (await seedCodebase(store.db, other.projectId, '/tmp/unused-c', 'c', 'main')).id;
    const scan = await markInProgress(store.db, other.projectId, (await createScan(store.db, { projectId: other.projectId, codebaseId: cb, branch: 'main', fileIds: null })).id);
    const f = secret('api/generated/k2.ts', 'export const K2 = "ghp_****";');
    expect(await reconcileAndComplete(store.db, store.dialect, { scan, findings: [f], scannedFiles: [], scope: 'branch' })).toMatchObject({ created: 1, suppressed: 0 });
    await expect(setLearningScope(store.db, learning.id, 'codebase', other.projectId)).rejects.toThrow('Learning not found');
    expect(await setLearningScope(store.db, learning.id, 'codebase')).toMatchObject({ scope: 'codebase', codebaseId });
  });
});
