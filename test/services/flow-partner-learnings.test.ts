/**
 * A learning covers the flow, not only the line it was made on: a query built on one line and run
 * on another is reported at both (engine/analysis/build-sites.ts) with one trace, and ignoring one
 * of them must not leave the other raised on the next scan. Real databases; findings written as data.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding, TraceStep } from '../../src/engine/findings.js';
import { changeIssueStatus, getIssue, getIssueHistory, listProjectIssues } from '../../src/services/issues.js';
import { getLearning, listLearnings } from '../../src/services/learnings.js';
import { reconcileAndComplete } from '../../src/services/reconcile.js';
import { createScan, markInProgress } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';

const RULE = 'js-sqli-tainted-query';

/** A request value from `sourceLine` built into `sql` at `buildLine` and run at `sinkLine`, both reported. */
function flow(filePath: string, sourceLine: number, buildLine: number, sinkLine: number): { built: Finding; sink: Finding } {
  const trace: TraceStep[] = [
    { filePath, line: sourceLine, column: 14, message: 'source: req.query.id' },
    { filePath, line: buildLine, column: 8, message: 'assigned to sql' },
    { filePath, line: sinkLine, column: 2, message: 'sink: connection.query' },
  ];
  const finding = (line: number, codeSnippet: string, kind: string): Finding => ({
    ruleId: RULE, category: 'sqli', cwe: 'CWE-89', severity: 'high', title: 'SQL injection', description: 'Request data in a query.',
    remediation: 'Bind it.', filePath, lineNumber: line, column: 1, endLineNumber: line, endColumn: 40, codeSnippet,
    fingerprint: `${filePath}:${kind}:${sourceLine}`, trace,
  });
  return {
    built: finding(buildLine, 'const sql = "SELECT * FROM t WHERE id = " + id;', 'built'),
    sink: finding(sinkLine, 'connection.query(sql);', 'sink'),
  };
}

describe.each(engines())('learnings over a flow reported at two lines on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let keyId: string;
  let codebaseId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    const seeded = await seedProject(store.db);
    projectId = seeded.projectId;
    keyId = seeded.keyIds.security_engineer;
    codebaseId = (await seedCodebase(store.db, projectId, '/tmp/unused-flow', 'flow', 'main')).id;
  });
  afterAll(async () => dispose?.());

  async function reconcile(findings: Finding[]) {
    const scan = await markInProgress(store.db, projectId, (await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null })).id);
    return reconcileAndComplete(store.db, store.dialect, { scan, findings, scannedFiles: [], scope: 'branch' });
  }
  const issueOf = async (finding: Finding) => {
    const page = await listProjectIssues(store.db, projectId, { codebaseId, limit: 100 });
    return getIssue(store.db, projectId, page.issues.find((issue) => issue.filePath === finding.filePath && issue.lineNumber === finding.lineNumber)!.id);
  };

  it('a flow ignored at its sink before its building line was reported: the building line arrives ignored under that learning', async () => {
    const a = flow('routes/users.js', 3, 4, 6);
    // An engine that reported the sink only; the person ignores it.
    await reconcile([a.sink]);
    const sink = await issueOf(a.sink);
    await changeIssueStatus(store.db, { projectId, keyId }, sink.id, { status: 'ignored', reason: 'id is checked upstream' });
    const [learning] = await listLearnings(store.db, projectId);

    // The next scan also reports where the query was built: same flow, another code shape.
    expect(await reconcile([a.sink, a.built])).toMatchObject({ suppressed: 1, created: 0 });
    const built = await issueOf(a.built);
    expect(built).toMatchObject({ status: 'ignored', learningId: learning!.id });
    const [created] = await getIssueHistory(store.db, projectId, built.id);
    expect(created).toMatchObject({ fromStatus: null, toStatus: 'ignored', learningId: learning!.id });
    expect(created!.reason).toBe(`Suppressed by learning ${learning!.id}: id is checked upstream (the same data flow as routes/users.js:6)`);
    expect((await getLearning(store.db, learning!.id)).appliedCount).toBe(1);
  });

  it('the same construction in new code: the sink matches the learning and its building line follows it', async () => {
    const [learning] = await listLearnings(store.db, projectId);
    const b = flow('routes/orders.js', 10, 11, 13);
    const c = flow('routes/orders.js', 20, 21, 23);
    expect(await reconcile([b.sink, b.built, c.sink, c.built])).toMatchObject({ suppressed: 4, created: 0 });
    for (const finding of [b.sink, b.built, c.sink, c.built]) expect(await issueOf(finding)).toMatchObject({ status: 'ignored', learningId: learning!.id });
  });

  it('another flow whose building line looks the same stays open, and withdrawing the learning reopens the partners', async () => {
    const [learning] = await listLearnings(store.db, projectId);
    const other = flow('routes/reports.js', 30, 31, 33);
    // Only its building line is new here: its sink is not reported (say, a sink of another rule).
    expect(await reconcile([other.built])).toMatchObject({ created: 1, suppressed: 0 });
    expect(await issueOf(other.built)).toMatchObject({ status: 'open', learningId: null });

    const source = await issueOf(flow('routes/users.js', 3, 4, 6).sink);
    await changeIssueStatus(store.db, { projectId, keyId }, source.id, { status: 'open' });
    expect((await getLearning(store.db, learning!.id)).removedAt).not.toBeNull();
    expect(await issueOf(flow('routes/users.js', 3, 4, 6).built)).toMatchObject({ status: 'open', learningId: null });
    expect(await issueOf(flow('routes/orders.js', 10, 11, 13).built)).toMatchObject({ status: 'open', learningId: null });
  });
});
