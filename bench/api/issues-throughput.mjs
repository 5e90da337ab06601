#!/usr/bin/env node
/**
 * Issues API throughput with many issues stored, against a bare Fastify route on the same machine.
 *
 *   npm run build && node bench/api/issues-throughput.mjs [--issues 1000000] [--seconds 10] [--connections 10]
 *
 * Seeds a fresh SQLite database (or PostgreSQL when BENCH_DATABASE_URL is set) with N issues in
 * one project, starts `vigil serve` and a bare Fastify server (one route answering a constant
 * page of the same shape and size) as child processes, and loads both with autocannon from this
 * process, one after the other. The machine is noisy, so the result that matters is the ratio
 * of the two in one run.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { values: args } = parseArgs({
  options: {
    issues: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '10' },
    connections: { type: 'string', default: '10' },
  },
});
const issueCount = Number(args.issues);
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const { openMigratedDatabase } = await import(path.join(root, 'dist/store/database.js'));
const { createProject } = await import(path.join(root, 'dist/services/projects.js'));
const { createApiKey } = await import(path.join(root, 'dist/services/api-keys.js'));
const { addCodebase } = await import(path.join(root, 'dist/services/codebases.js'));
const { createScan } = await import(path.join(root, 'dist/services/scans.js'));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-api-'));
const databaseUrl = process.env.BENCH_DATABASE_URL;
const dbConfig = databaseUrl
  ? { dialect: 'postgres', connectionString: databaseUrl }
  : { dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') };

const SEVERITIES = ['critical', 'high', 'medium', 'low', 'informative'];
const CATEGORIES = ['sqli', 'xss', 'command-injection', 'ssrf', 'path-traversal', 'weak-cryptography'];
const STATUSES = ['open', 'open', 'open', 'closed', 'ignored'];

async function seed() {
  const store = await openMigratedDatabase(dbConfig);
  const { db } = store;
  const project = await createProject(db, { name: 'bench', plan: 'enterprise' });
  const { key } = await createApiKey(db, { projectId: project.id, role: 'viewer' });
  const codebases = [];
  for (let i = 0; i < 4; i += 1) {
    codebases.push(await addCodebase(db, { projectId: project.id, name: `repo-${i}`, url: `/tmp/repo-${i}` }));
  }
  const scans = [];
  for (const cb of codebases) scans.push(await createScan(db, { projectId: project.id, codebaseId: cb.id, branch: 'main', fileIds: null }));

  const started = Date.now();
  const batch = 1000;
  const base = Date.parse('2026-01-01T00:00:00Z');
  for (let start = 0; start < issueCount; start += batch) {
    const rows = [];
    for (let i = start; i < Math.min(issueCount, start + batch); i += 1) {
      const severity = SEVERITIES[i % 5];
      const c = i % codebases.length;
      const created = new Date(base + i * 1000).toISOString();
      rows.push({
        id: `iss_bench${String(i).padStart(10, '0')}`,
        project_id: project.id,
        codebase_id: codebases[c].id,
        branch: i % 3 === 0 ? 'develop' : 'main',
        fingerprint: `fp${i}`,
        rule_id: 'js-sqli',
        cwe: 'CWE-89',
        title: 'SQL query built from request data',
        severity,
        severity_rank: 5 - (i % 5),
        category: CATEGORIES[i % CATEGORIES.length],
        status: STATUSES[i % STATUSES.length],
        file_path: `src/routes/module-${i % 997}/handler.ts`,
        line_number: (i % 400) + 1,
        column_number: 5,
        end_line_number: (i % 400) + 1,
        description: 'A SQL query is built by concatenating data that comes from the HTTP request.',
        code_snippet: 'db.query("SELECT * FROM users WHERE id = " + req.query.id)',
        remediation: 'Use a parameterised query.',
        trace: '[]',
        scan_id: scans[c].id,
        first_scan_id: scans[c].id,
        learning_id: null,
        created_at: created,
        updated_at: created,
      });
    }
    // Kysely batches keep the parameter count under SQLite's limit.
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < rows.length; s += 500) await trx.insertInto('issues').values(rows.slice(s, s + 500)).execute();
    });
  }
  if (store.dialect === 'postgres') await db.executeQuery({ sql: 'ANALYZE issues', parameters: [], query: { kind: 'RawNode' } }).catch(() => {});
  const seedSeconds = (Date.now() - started) / 1000;
  await store.close();
  return { key, projectId: project.id, codebaseId: codebases[0].id, seedSeconds };
}

function startChild(command, childArgs, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, childArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const onData = (chunk) => {
      output += chunk.toString();
      if (readyPattern.test(output)) resolve(child);
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)));
  });
}

function load(url, headers) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections, duration: seconds }, (error, result) => {
      if (error) reject(error);
      else resolve(result);
    });
  });
}

const seeded = await seed();
const vigilPort = 18_000 + Math.floor(Math.random() * 1000);
const barePort = vigilPort + 1000;
const vigil = await startChild(
  'node',
  [path.join(root, 'bin/vigil'), 'serve', '--port', String(vigilPort)],
  { VIGIL_DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) },
  /listening|http:\/\/127\.0\.0\.1/i,
);
const bare = await startChild('node', [path.join(root, 'bench/api/bare-fastify.mjs'), String(barePort)], {}, /listening/);

const auth = { authorization: `Bearer ${seeded.key}` };
const base = `http://127.0.0.1:${vigilPort}/v1/issues`;
const cases = [
  ['first page, no filter', `${base}?limit=50`],
  ['codebase + status filter', `${base}?limit=50&codebaseId=${seeded.codebaseId}&status=open`],
  ['severity + category filter', `${base}?limit=50&severity=high&category=sqli`],
  ['deep page (offset 100000)', `${base}?limit=50&offset=100000`],
];

const results = [];
try {
  // Warm both servers so the first measured seconds are not JIT and cache warm-up.
  await load(`http://127.0.0.1:${barePort}/issues`, {});
  const bareResult = await load(`http://127.0.0.1:${barePort}/issues`, {});
  results.push(['bare Fastify route (constant 50-issue page)', bareResult]);
  for (const [name, url] of cases) {
    const r = await load(url, auth);
    if (r.non2xx > 0) throw new Error(`${name}: ${r.non2xx} non-2xx responses`);
    results.push([name, r]);
  }
} finally {
  vigil.kill('SIGTERM');
  bare.kill('SIGTERM');
}

const bareRps = results[0][1].requests.average;
console.log(`machine: ${os.cpus().length} x ${os.cpus()[0].model}, node ${process.version}`);
console.log(`database: ${dbConfig.dialect}, issues: ${issueCount}, seeded in ${seeded.seedSeconds.toFixed(1)} s`);
console.log(`autocannon: ${connections} connections, ${seconds} s per case`);
console.log('| case | req/s | p50 ms | p99 ms | ratio to bare |');
console.log('|---|---|---|---|---|');
for (const [name, r] of results) {
  console.log(
    `| ${name} | ${r.requests.average.toFixed(0)} | ${r.latency.p50} | ${r.latency.p99} | ${(r.requests.average / bareRps).toFixed(2)} |`,
  );
}
fs.rmSync(dataDir, { recursive: true, force: true });
