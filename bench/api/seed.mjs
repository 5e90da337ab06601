/**
 * Seeds the issues benchmark's database once, so before/after runs (and SQLite/PostgreSQL) read
 * the same data: one enterprise project, a viewer key, 100 codebases with a scan each, and N
 * issues spread over every codebase, two branches, every severity, status and category.
 * Returns what the load needs (key, ids); `issues-throughput.mjs` keeps it in seed.json.
 */
import path from 'node:path';

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'informative'];
const CATEGORIES = ['sqli', 'xss', 'command-injection', 'ssrf', 'path-traversal', 'weak-cryptography'];
const STATUSES = ['open', 'open', 'open', 'closed', 'ignored'];
export const CODEBASES = 100;

export async function seed(root, dbConfig, issueCount) {
  const { openMigratedDatabase } = await import(path.join(root, 'dist/store/database.js'));
  const { createProject } = await import(path.join(root, 'dist/services/projects.js'));
  const { createApiKey } = await import(path.join(root, 'dist/services/api-keys.js'));
  const { addCodebase } = await import(path.join(root, 'dist/services/codebases.js'));
  const { createScan } = await import(path.join(root, 'dist/services/scans.js'));
  const store = await openMigratedDatabase(dbConfig);
  const { db } = store;
  const project = await createProject(db, { name: 'bench', plan: 'enterprise' });
  const { key } = await createApiKey(db, { projectId: project.id, role: 'viewer' });
  const codebases = [];
  for (let i = 0; i < CODEBASES; i += 1) {
    codebases.push(await addCodebase(db, { projectId: project.id, name: `repo-${i}`, url: `/tmp/repo-${i}` }));
  }
  const scans = [];
  for (const cb of codebases) scans.push(await createScan(db, { projectId: project.id, codebaseId: cb.id, branch: 'main', fileIds: null }));

  const started = Date.now();
  const base = Date.parse('2026-01-01T00:00:00Z');
  const trace = JSON.stringify([
    { filePath: 'src/routes/users.ts', line: 12, column: 20, message: 'source: req.query.id' },
    { filePath: 'src/db/users.ts', line: 40, column: 5, message: 'sink: db.query' },
  ]);
  for (let start = 0; start < issueCount; start += 5000) {
    const rows = [];
    for (let i = start; i < Math.min(issueCount, start + 5000); i += 1) {
      const c = i % CODEBASES;
      const created = new Date(base + i * 1000).toISOString();
      // SQL's column names: the store's CamelCasePlugin leaves a snake_case name as it is, so one
      // seed serves builds before and after it (BENCH_VIGIL_ROOT).
      rows.push({
        id: `iss_bench${String(i).padStart(10, '0')}`,
        project_id: project.id,
        codebase_id: codebases[c].id,
        branch: i % 3 === 0 ? 'develop' : 'main',
        fingerprint: `fp${i}`,
        rule_id: 'js-sqli',
        cwe: 'CWE-89',
        title: 'SQL query built from request data',
        severity: SEVERITIES[i % 5],
        severity_rank: 5 - (i % 5),
        category: CATEGORIES[i % CATEGORIES.length],
        status: STATUSES[Math.floor(i / CODEBASES) % STATUSES.length],
        file_path: `src/routes/module-${i % 997}/handler.ts`,
        line_number: (i % 400) + 1,
        column_number: 5,
        end_line_number: (i % 400) + 1,
        description: 'A SQL query is built by concatenating data that comes from the HTTP request.',
        code_snippet: 'db.query("SELECT * FROM users WHERE id = " + req.query.id)',
        remediation: 'Use a parameterised query.',
        trace,
        scan_id: scans[c].id,
        first_scan_id: scans[c].id,
        learning_id: null,
        created_at: created,
        updated_at: created,
      });
    }
    // Batches of 500 keep the parameter count under SQLite's limit.
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < rows.length; s += 500) await trx.insertInto('issues').values(rows.slice(s, s + 500)).execute();
    });
  }
  if (store.dialect === 'postgres') await db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } });
  else await db.executeQuery({ sql: 'ANALYZE', parameters: [], query: { kind: 'RawNode' } });
  const seedSeconds = (Date.now() - started) / 1000;
  await store.close();
  return { key, projectId: project.id, codebaseIds: codebases.map((c) => c.id), issueCount, seedSeconds };
}
