/**
 * Learnings at the service level on real databases, findings written as data: file-kind learnings,
 * reopening the source issue withdraws the learning and what it suppressed, learnings of one
 * codebase do not apply to another, applied counts, and which scans found an issue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/findings.js';
import { changeIssueStatus, getIssue, getIssueDetections, getIssueHistory, listProjectIssues } from '../../src/services/issues.js';
import { getLearning, listLearnings, removeLearningById, setLearningScope } from '../../src/services/learnings.js';
import { insertLearning } from '../../src/store/repositories/learnings.js';
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

  // Each test below uses a shape of its own (a different call), so earlier learnings never match.
  const activeFrom = async (issueId: string) => (await listLearnings(store.db, projectId)).filter((l) => l.sourceIssueId === issueId && l.removedAt === null);

  it('ignored → closed → open withdraws the learning and reopens what it suppressed', async () => {
    const shape = 'K = closeCycle("ghp_****")';
    await reconcile(codebaseId, [secret('c1/fixtures/a.py', shape)]);
    const source = await issueAt(codebaseId, 'c1/fixtures/a.py');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'fixture' });
    await reconcile(codebaseId, [secret('c1/fixtures/b.py', shape)]);
    expect(await issueAt(codebaseId, 'c1/fixtures/b.py')).toMatchObject({ status: 'ignored' });
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'closed' });
    expect(await activeFrom(source.id)).toHaveLength(1);

    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'open' });
    expect(await activeFrom(source.id)).toEqual([]);
    expect(await issueAt(codebaseId, 'c1/fixtures/a.py')).toMatchObject({ status: 'open', learningId: null });
    expect(await issueAt(codebaseId, 'c1/fixtures/b.py')).toMatchObject({ status: 'open', learningId: null });
    await reconcile(codebaseId, [secret('c1/fixtures/c.py', shape)]);
    expect(await issueAt(codebaseId, 'c1/fixtures/c.py')).toMatchObject({ status: 'open' });
  });

  it('repeated ignore/close cycles keep one learning (newest reason), and one reopen withdraws it', async () => {
    const shape = 'K = manyCycles("ghp_****")';
    await reconcile(codebaseId, [secret('c2/fixtures/a.py', shape)]);
    const source = await issueAt(codebaseId, 'c2/fixtures/a.py');
    for (const reason of ['first look', 'second look', 'third look']) {
      await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason });
      await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'closed' });
    }
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'last look' });
    const active = await activeFrom(source.id);
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ reason: 'last look' });
    expect(await issueAt(codebaseId, 'c2/fixtures/a.py')).toMatchObject({ status: 'ignored', learningId: active[0]!.id });
    expect((await listLearnings(store.db, projectId)).filter((l) => l.sourceIssueId === source.id)).toHaveLength(1);

    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'open' });
    expect(await activeFrom(source.id)).toEqual([]);
    await reconcile(codebaseId, [secret('c2/fixtures/b.py', shape)]);
    expect(await issueAt(codebaseId, 'c2/fixtures/b.py')).toMatchObject({ status: 'open' });
  });

  it('a reopen withdraws learnings stacked by earlier versions, and the operator view agrees', async () => {
    const shape = 'K = stacked("ghp_****")';
    await reconcile(codebaseId, [secret('c3/fixtures/a.py', shape)]);
    const source = await issueAt(codebaseId, 'c3/fixtures/a.py');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'one' });
    const [first] = await activeFrom(source.id);
    // A second learning from the same issue, as a database written before the fix may hold.
    const row = { ...(await store.db.selectFrom('learnings').selectAll().where('id', '=', first!.id).executeTakeFirstOrThrow()), id: 'lrn_stacked_copy_c3' };
    await insertLearning(store.db, row);
    await reconcile(codebaseId, [secret('c3/fixtures/b.py', shape)]);
    const suppressed = await issueAt(codebaseId, 'c3/fixtures/b.py');
    expect(suppressed.status).toBe('ignored');
    expect((await getLearning(store.db, suppressed.learningId!)).suppressedIssueIds).toEqual([suppressed.id]);

    // Ignoring again reuses the oldest learning instead of adding a third.
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'closed' });
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'two' });
    expect((await activeFrom(source.id)).map((l) => l.id).sort()).toEqual([first!.id, 'lrn_stacked_copy_c3'].sort());

    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'open' });
    expect(await activeFrom(source.id)).toEqual([]);
    expect(await issueAt(codebaseId, 'c3/fixtures/b.py')).toMatchObject({ status: 'open', learningId: null });
    // The operator's remove of an already withdrawn learning changes nothing and reopens nothing.
    expect(await removeLearningById(store.db, first!.id, { keyId: null })).toMatchObject({ reopenedIssueIds: [] });
    await reconcile(codebaseId, [secret('c3/fixtures/c.py', shape)]);
    expect(await issueAt(codebaseId, 'c3/fixtures/c.py')).toMatchObject({ status: 'open' });
  });

  it('after the operator removes the learning, ignoring the issue again makes a new one', async () => {
    const shape = 'K = operatorRemoved("ghp_****")';
    await reconcile(codebaseId, [secret('c4/fixtures/a.py', shape)]);
    const source = await issueAt(codebaseId, 'c4/fixtures/a.py');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'one' });
    const [first] = await activeFrom(source.id);
    await removeLearningById(store.db, first!.id, { keyId: null });
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'closed' });
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'two' });
    const [second] = await activeFrom(source.id);
    expect(second).toMatchObject({ reason: 'two' });
    expect(second!.id).not.toBe(first!.id);
    await reconcile(codebaseId, [secret('c4/fixtures/b.py', shape)]);
    expect(await issueAt(codebaseId, 'c4/fixtures/b.py')).toMatchObject({ status: 'ignored', learningId: second!.id });
  });

  it('a scan that finds again an issue closed after an ignore puts it back under its learning, never open with it in force', async () => {
    const finding = secret('c5/fixtures/a.py', 'K = foundAgain("ghp_****")');
    await reconcile(codebaseId, [finding]);
    const source = await issueAt(codebaseId, 'c5/fixtures/a.py');
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'ignored', reason: 'fixture' });
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'closed' });
    const [learning] = await activeFrom(source.id);

    const { scan, summary } = await reconcile(codebaseId, [finding]);
    expect(summary).toMatchObject({ reopened: 1, suppressed: 1 });
    expect(await issueAt(codebaseId, 'c5/fixtures/a.py')).toMatchObject({ status: 'ignored', learningId: learning!.id });
    expect((await getIssueHistory(store.db, projectId, source.id)).slice(-2)).toMatchObject([
      { fromStatus: 'closed', toStatus: 'open', scanId: scan.id },
      { fromStatus: 'open', toStatus: 'ignored', scanId: scan.id, learningId: learning!.id },
    ]);
    // A person's reopen still withdraws it.
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'open' });
    expect(await activeFrom(source.id)).toEqual([]);
    // With no learning in force any more, found again it is simply open.
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'closed' });
    await reconcile(codebaseId, [finding]);
    expect(await issueAt(codebaseId, 'c5/fixtures/a.py')).toMatchObject({ status: 'open', learningId: null });
  });
});
