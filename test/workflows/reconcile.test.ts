/**
 * Reconciliation at the service level on real databases, with findings written as data: identity
 * by fingerprint, one transaction with completion, superseded (out-of-order) scans, and no
 * duplicates when many reconciliations of one branch run at once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Finding } from '../../src/engine/findings.js';
import { getIssue, listProjectIssues } from '../../src/services/issues.js';
import { reconcileAndComplete } from '../../src/services/reconcile.js';
import { createScan, getScan, markInProgress } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';

function finding(fingerprint: string, filePath: string, lineNumber: number): Finding {
  return {
    ruleId: 'js.sqli.test', category: 'sqli', cwe: 'CWE-89', severity: 'high', title: 'SQL injection',
    description: 'Query built from input.', remediation: 'Use parameters.', filePath, lineNumber, column: 1,
    endLineNumber: lineNumber, endColumn: 10, codeSnippet: `db.query("..." + id) // ${fingerprint}`, fingerprint, trace: [],
  };
}

describe.each(engines())('reconciliation on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let codebaseId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    projectId = (await seedProject(store.db)).projectId;
    codebaseId = (await seedCodebase(store.db, projectId, '/tmp/unused', 'repo', 'main')).id;
  });
  afterAll(async () => dispose?.());

  async function runningScan(branch: string) {
    const scan = await createScan(store.db, { projectId, codebaseId, branch, fileIds: null });
    await new Promise((resolve) => setTimeout(resolve, 3)); // distinct started_at
    return markInProgress(store.db, projectId, scan.id);
  }
  // Pages hold summaries; the assertions need whole issues (fingerprints, snippets).
  const issuesOf = async (branch: string) =>
    Promise.all((await listProjectIssues(store.db, projectId, { codebaseId, branch, limit: 100 })).issues.map((i) => getIssue(store.db, projectId, i.id)));

  it('completes the scan in the same transaction and keeps ids by fingerprint', async () => {
    const first = await runningScan('b1');
    const summary = await reconcileAndComplete(store.db, store.dialect, { scan: first, findings: [finding('f1', 'a.js', 3), finding('f2', 'a.js', 9)], scannedFiles: [], scope: 'branch' });
    expect(summary).toMatchObject({ created: 2, applied: true });
    expect((await getScan(store.db, projectId, first.id)).status).toBe('completed');
    const ids = (await issuesOf('b1')).map((i) => i.id).sort();
    const second = await runningScan('b1');
    expect(await reconcileAndComplete(store.db, store.dialect, { scan: second, findings: [finding('f1', 'a.js', 5), finding('f2', 'a.js', 11)], scannedFiles: [], scope: 'branch' })).toMatchObject({ created: 0, updated: 2 });
    expect((await issuesOf('b1')).map((i) => i.id).sort()).toEqual(ids);
  });

  it('does not close issues of files the engine could not analyse this time', async () => {
    const first = await runningScan('b4');
    await reconcileAndComplete(store.db, store.dialect, { scan: first, findings: [finding('k1', 'big.js', 1), finding('k2', 'other.js', 1)], scannedFiles: [], scope: 'branch' });
    const second = await runningScan('b4');
    const summary = await reconcileAndComplete(store.db, store.dialect, { scan: second, findings: [], scannedFiles: [], scope: 'branch', unanalysedPaths: ['big.js'] });
    expect(summary.closed).toBe(1);
    const byPath = Object.fromEntries((await issuesOf('b4')).map((i) => [i.filePath, i.status]));
    expect(byPath).toEqual({ 'big.js': 'open', 'other.js': 'closed' });
  });

  it('does not close an issue whose trace passes through a file the engine could not analyse or did not scan', async () => {
    // A sink in a helper (db.js) is found only through the handler that passes it request data.
    const through = (fingerprint: string, caller: string): Finding => ({
      ...finding(fingerprint, 'db.js', 4),
      trace: [
        { filePath: caller, line: 7, column: 3, message: 'source: req.query' },
        { filePath: 'db.js', line: 4, column: 10, message: 'sink: pool.query' },
      ],
    });
    const first = await runningScan('b5');
    await reconcileAndComplete(store.db, store.dialect, { scan: first, findings: [through('t1', 'routes/a.js'), through('t2', 'routes/b.js')], scannedFiles: [], scope: 'branch' });
    // routes/a.js no longer parses: t1 may still be there. routes/b.js was analysed: t2 is gone.
    const second = await runningScan('b5');
    expect(await reconcileAndComplete(store.db, store.dialect, { scan: second, findings: [], scannedFiles: [], scope: 'branch', unanalysedPaths: ['routes/a.js'] })).toMatchObject({ closed: 1 });
    const status = async () => Object.fromEntries((await issuesOf('b5')).map((i) => [i.trace[0].filePath, i.status]));
    expect(await status()).toEqual({ 'routes/a.js': 'open', 'routes/b.js': 'closed' });
    // A scan of chosen files that leaves the caller out cannot tell either.
    const third = await runningScan('b5');
    expect(await reconcileAndComplete(store.db, store.dialect, { scan: third, findings: [], scannedFiles: [], scope: { paths: ['db.js'] } })).toMatchObject({ closed: 0 });
    // With every file on its trace analysed, it is closed.
    const fourth = await runningScan('b5');
    expect(await reconcileAndComplete(store.db, store.dialect, { scan: fourth, findings: [], scannedFiles: [], scope: 'branch' })).toMatchObject({ closed: 1 });
    expect(await status()).toEqual({ 'routes/a.js': 'closed', 'routes/b.js': 'closed' });
  });

  it('does not let an older scan that finishes last undo a newer one', async () => {
    const older = await runningScan('b2');
    const newer = await runningScan('b2');
    await reconcileAndComplete(store.db, store.dialect, { scan: newer, findings: [finding('new', 'a.js', 1)], scannedFiles: [], scope: 'branch' });
    const late = await reconcileAndComplete(store.db, store.dialect, { scan: older, findings: [finding('old', 'a.js', 1)], scannedFiles: [], scope: 'branch' });
    expect(late.superseded).toBe(true);
    expect((await getScan(store.db, projectId, older.id)).status).toBe('completed');
    const issues = await issuesOf('b2');
    expect(issues.map((i) => [i.fingerprint, i.status])).toEqual([['new', 'open']]);
  });

  it('creates one issue per finding when twenty reconciliations of one branch run at once', async () => {
    const scans = [];
    for (let i = 0; i < 20; i++) scans.push(await runningScan('b3'));
    const findings = Array.from({ length: 30 }, (_, i) => finding(`c${i}`, `f${i % 3}.js`, i + 1));
    const results = await Promise.all(scans.map((scan) => reconcileAndComplete(store.db, store.dialect, { scan, findings, scannedFiles: [], scope: 'branch' })));
    expect(results.reduce((n, r) => n + r.created, 0)).toBe(30);
    const issues = await issuesOf('b3');
    expect(issues).toHaveLength(30);
    expect(new Set(issues.map((i) => i.fingerprint)).size).toBe(30);
    for (const scan of scans) expect((await getScan(store.db, projectId, scan.id)).status).toBe('completed');
  });
});
