/**
 * What learnings and scan links cost in reconciliation: a first scan of N findings (all new), a
 * rescan of the same N (all existing), both with 0 and with 200 active learnings, on SQLite (and
 * PostgreSQL when DATABASE_URL is set). Findings are data; the database is real.
 *
 *   npx vite-node bench/triage/reconcile.ts            (N=5000 by default; N=20000 npx vite-node …)
 */
import type { Finding } from '../../src/engine/findings.js';
import { learnFromIgnoredIssue } from '../../src/services/learnings.js';
import { reconcileAndComplete } from '../../src/services/reconcile.js';
import { createScan, markInProgress } from '../../src/services/scans.js';
import { createTestStore, engines } from '../../test/helpers/databases.js';
import { seedCodebase, seedProject } from '../../test/helpers/fixtures.js';

const N = Number(process.env.N ?? 5000);

function findings(n: number): Finding[] {
  return Array.from({ length: n }, (_, i) => ({
    ruleId: `rule-${i % 20}`, category: 'sqli', cwe: 'CWE-89', severity: 'high', title: 't', description: 'd', remediation: 'r',
    filePath: `src/f${i % 500}.js`, lineNumber: i + 1, column: 1, endLineNumber: i + 1, endColumn: 10,
    codeSnippet: `db.query${i % 7}("SELECT " + v${i})`, fingerprint: `fp-${i}`,
    trace: [{ filePath: 'x', line: 1, column: 1, message: 'source: req.query' }, { filePath: 'x', line: 2, column: 1, message: 'sink: mysql query' }],
  }));
}

for (const engine of engines()) {
  for (const learnings of [0, 200]) {
    const { store, dispose } = await createTestStore(engine);
    const { projectId } = await seedProject(store.db);
    const codebaseId = (await seedCodebase(store.db, projectId, '/tmp/unused', 'repo', 'main')).id;
    const at = new Date().toISOString();
    // Learnings of shapes that never match, so every finding is compared with all of its rule's.
    for (let i = 0; i < learnings; i++) {
      await learnFromIgnoredIssue(store.db, { id: `iss_${i}`, projectId, codebaseId, ruleId: `rule-${i % 20}`, codeSnippet: `other${i}(x)`, filePath: 'a.js', trace: [] }, 'r', at);
    }
    const times: number[] = [];
    for (let run = 0; run < 2; run++) {
      const scan = await markInProgress(store.db, projectId, (await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null })).id);
      const started = performance.now();
      await reconcileAndComplete(store.db, store.dialect, { scan, findings: findings(N), scannedFiles: [], scope: 'branch' });
      times.push(performance.now() - started);
    }
    console.log(`${engine} N=${N} learnings=${learnings}: first scan ${times[0]!.toFixed(0)} ms, rescan ${times[1]!.toFixed(0)} ms`);
    await dispose();
  }
}
