/**
 * Cost of reconciling many findings in one transaction: a first scan that creates N issues, and
 * an unchanged rescan of the same N findings. SQLite always, PostgreSQL when DATABASE_URL is set.
 *
 *   N=5000 DATABASE_URL=postgres://postgres@127.0.0.1:5432/test npx vite-node bench/workflow/reconcile.ts
 */
import type { Finding } from '../../src/engine/findings.js';
import { reconcileAndComplete } from '../../src/services/reconcile.js';
import { createScan, markInProgress } from '../../src/services/scans.js';
import { createTestStore, engines } from '../../test/helpers/databases.js';
import { seedCodebase, seedProject } from '../../test/helpers/fixtures.js';

const N = Number(process.env.N ?? 5000);

function finding(i: number): Finding {
  return {
    ruleId: 'js.sqli.bench', category: 'sqli', cwe: 'CWE-89', severity: 'high', title: 'SQL injection',
    description: 'Query built from input.', remediation: 'Use parameters.', filePath: `src/file${i % 200}.js`, lineNumber: i + 1,
    column: 1, endLineNumber: i + 1, endColumn: 20, codeSnippet: `db.query("SELECT " + x${i})`, fingerprint: `fp-${i}`, trace: [],
  };
}

const findings = Array.from({ length: N }, (_, i) => finding(i));
console.log(`| database | findings | first scan (create) ms | unchanged rescan ms |`);
console.log(`|---|---|---|---|`);
for (const engine of engines()) {
  const { store, dispose } = await createTestStore(engine);
  try {
    const projectId = (await seedProject(store.db)).projectId;
    const codebaseId = (await seedCodebase(store.db, projectId, '/tmp/x', 'bench', 'main')).id;
    const times: number[] = [];
    for (let round = 0; round < 2; round++) {
      const scan = await markInProgress(store.db, projectId, (await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null })).id);
      const started = performance.now();
      await reconcileAndComplete(store.db, store.dialect, { scan, findings, scannedFiles: [], scope: 'branch' });
      times.push(performance.now() - started);
    }
    console.log(`| ${engine} | ${N} | ${times[0]!.toFixed(0)} | ${times[1]!.toFixed(0)} |`);
  } finally {
    await dispose();
  }
}
process.exit(0);
