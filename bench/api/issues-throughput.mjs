#!/usr/bin/env node
/**
 * Issues API throughput with many issues stored, against a bare Fastify route serving the same
 * body, case by case, in one run.
 *
 *   npm run build && node bench/api/issues-throughput.mjs [--issues 1000000] [--seconds 8] [--connections 10]
 *       [--data DIR] [--pg-database NAME]
 *
 * SQLite by default; PostgreSQL when BENCH_DATABASE_URL is set (a database NAME on that server
 * is created, default `vigil_bench_<issues>`). With --data (SQLite) or an existing PostgreSQL
 * database, the seeded data and its key (seed.json in DIR, or `<tmpdir>/vigil-bench-<name>.json`)
 * are reused, so a before and an after run read the same million issues.
 *
 * Processes: `vigil serve` and the bare Fastify server run as child processes pinned to CPU 0,
 * the load generator (autocannon, `load.mjs`) as a third child pinned to CPU 1; this process
 * only waits. So the load generator never takes the servers' core, and the servers are compared
 * under the same conditions. For each case the bare server answers the very body Vigil answered
 * (fetched once before the load), and the bare route is loaded right before Vigil's case, so
 * the ratio compares the two under the same machine noise.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { seed } from './seed.mjs';

// BENCH_VIGIL_ROOT: another checkout's build (a "before" run) under the same load.
const root = process.env.BENCH_VIGIL_ROOT ?? path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const here = path.dirname(fileURLToPath(import.meta.url));
const { values: args } = parseArgs({
  options: {
    issues: { type: 'string', default: '1000000' },
    seconds: { type: 'string', default: '8' },
    connections: { type: 'string', default: '10' },
    data: { type: 'string' },
    'pg-database': { type: 'string' },
    only: { type: 'string' },
  },
});
const issueCount = Number(args.issues);
const seconds = Number(args.seconds);
const connections = Number(args.connections);

const hasTaskset = (() => {
  try {
    execFileSync('taskset', ['-c', '0', 'true']);
    return os.cpus().length >= 2;
  } catch {
    return false;
  }
})();
const pinned = (cpu, command, commandArgs) => (hasTaskset ? ['taskset', ['-c', String(cpu), command, ...commandArgs]] : [command, commandArgs]);

async function prepareDatabase() {
  const adminUrl = process.env.BENCH_DATABASE_URL;
  if (adminUrl) {
    const name = args['pg-database'] ?? `vigil_bench_${issueCount}`;
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const seedFile = path.join(os.tmpdir(), `vigil-bench-${name}.json`);
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    const exists = (await admin.query('select 1 from pg_database where datname = $1', [name])).rowCount > 0;
    if (!exists) await admin.query(`create database ${name}`);
    await admin.end();
    const config = { dialect: 'postgres', connectionString: url.toString() };
    if (exists && fs.existsSync(seedFile)) return { config, seeded: JSON.parse(fs.readFileSync(seedFile, 'utf8')), env: { DATABASE_URL: url.toString() }, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-api-')), reused: true };
    const seeded = await seed(root, config, issueCount);
    fs.writeFileSync(seedFile, JSON.stringify(seeded), { mode: 0o600 });
    return { config, seeded, env: { DATABASE_URL: url.toString() }, dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-api-')), reused: false };
  }
  const dataDir = args.data ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-bench-api-'));
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const seedFile = path.join(dataDir, 'seed.json');
  const config = { dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') };
  if (fs.existsSync(seedFile)) return { config, seeded: JSON.parse(fs.readFileSync(seedFile, 'utf8')), env: {}, dataDir, reused: true };
  const seeded = await seed(root, config, issueCount);
  fs.writeFileSync(seedFile, JSON.stringify(seeded), { mode: 0o600 });
  return { config, seeded, env: {}, dataDir, reused: false };
}

function startChild(command, childArgs, env, readyPattern) {
  return new Promise((resolve, reject) => {
    const [cmd, cmdArgs] = pinned(0, command, childArgs);
    const child = spawn(cmd, cmdArgs, { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    let ready = false;
    const onData = (chunk) => {
      // Only the start-up output is kept and matched; after it, output is read and dropped.
      if (ready) return;
      output += chunk.toString();
      if (readyPattern.test(output)) {
        ready = true;
        resolve(child);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', (code) => {
      if (!ready) reject(new Error(`child exited with ${code}: ${output}`));
    });
  });
}

/**
 * CPU time (user + system, ms) a process has used, from /proc: the server's own cost per request
 * whatever share of the machine it got (throughput on a shared machine follows the noise).
 */
function cpuMs(pid) {
  try {
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return NaN;
  }
}

function load(url, headers, paths) {
  return new Promise((resolve, reject) => {
    const spec = path.join(dataDir, 'load-spec.json');
    fs.writeFileSync(spec, JSON.stringify({ url, headers, connections, seconds, paths }), { mode: 0o600 });
    const [cmd, cmdArgs] = pinned(1, 'node', [path.join(here, 'load.mjs'), spec]);
    const child = spawn(cmd, cmdArgs, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (c) => (out += c));
    child.on('exit', (code) => (code === 0 ? resolve(JSON.parse(out.trim().split('\n').pop())) : reject(new Error(`load exited with ${code}`))));
  });
}

const { config, seeded, env, dataDir, reused } = await prepareDatabase();
const vigilPort = 18_000 + Math.floor(Math.random() * 1000);
const barePort = vigilPort + 1000;
// Vigil as an operator runs it, except request logging: warn, as a busy fleet would run it
// (at info, two log lines per request cost as much as the request).
const vigil = await startChild(
  'node',
  [path.join(root, 'bin/vigil'), 'serve', '--port', String(vigilPort)],
  { VIGIL_DATA_DIR: dataDir, VIGIL_LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? 'warn', ...env },
  /listening|http:\/\/127\.0\.0\.1/i,
);

const auth = { authorization: `Bearer ${seeded.key}` };
const [cb0] = seeded.codebaseIds;
const idOf = (i) => `iss_bench${String(i).padStart(10, '0')}`;
const n = seeded.issueCount;
const deep = Math.min(100_000, Math.floor(n / 2));
const deeper = Math.floor(n * 0.9);
// Each case: name, path (the body the bare route answers is Vigil's answer to it), and
// optionally paths to rotate through (distinct pages or ids: no two consecutive requests alike).
const cases = [
  ['first page, no filter', '/v1/issues?limit=50'],
  ['codebase + status filter', `/v1/issues?limit=50&codebaseId=${cb0}&status=open`],
  ['severity + category filter', '/v1/issues?limit=50&severity=high&category=sqli'],
  ['branch + status + severity filter', '/v1/issues?limit=50&branch=develop&status=closed&severity=low'],
  [`deep page (offset ${deep})`, `/v1/issues?limit=50&offset=${deep}`],
  [`deep page (offset ${deeper})`, `/v1/issues?limit=50&offset=${deeper}`],
  [
    'deep pages walked in order (offsets 500,000 + 50k)',
    `/v1/issues?limit=50&offset=${Math.floor(n / 2)}`,
    Array.from({ length: 2000 }, (_, k) => `/v1/issues?limit=50&offset=${Math.floor(n / 2) + 50 * k}`),
  ],
  ['one issue (GET /v1/issues/:id)', `/v1/issues/${idOf(12345 % n)}`],
  ['10,000 distinct issues by id in turn', `/v1/issues/${idOf(0)}`, Array.from({ length: 10_000 }, (_, k) => `/v1/issues/${idOf((k * 97) % n)}`)],
].filter(([name]) => !args.only || name.includes(args.only));

const bodies = {};
for (const [name, p] of cases) {
  const res = await fetch(`http://127.0.0.1:${vigilPort}${p}`, { headers: auth });
  if (res.status !== 200) throw new Error(`${name}: ${res.status} ${await res.text()}`);
  bodies[name] = await res.json();
}
const bodiesFile = path.join(dataDir, 'bare-bodies.json');
fs.writeFileSync(bodiesFile, JSON.stringify(bodies));
const bare = await startChild('node', [path.join(here, 'bare-fastify.mjs'), String(barePort), bodiesFile], {}, /listening/);

const results = [];
try {
  // Warm both servers (JIT, caches) before measuring.
  await load(`http://127.0.0.1:${barePort}/bare/${encodeURIComponent(cases[0][0])}`, {});
  await load(`http://127.0.0.1:${vigilPort}${cases[0][1]}`, auth);
  for (const [name, p, paths] of cases) {
    let cpu = cpuMs(bare.pid);
    const bareResult = await load(`http://127.0.0.1:${barePort}/bare/${encodeURIComponent(name)}`, {});
    bareResult.cpuUsPerRequest = ((cpuMs(bare.pid) - cpu) * 1000) / bareResult.total;
    cpu = cpuMs(vigil.pid);
    const r = await load(`http://127.0.0.1:${vigilPort}${p}`, auth, paths);
    r.cpuUsPerRequest = ((cpuMs(vigil.pid) - cpu) * 1000) / r.total;
    if (bareResult.non2xx > 0) throw new Error(`${name}: the bare route answered ${bareResult.non2xx} non-2xx responses`);
    results.push([name, r, bareResult, JSON.stringify(bodies[name]).length]);
  }
} finally {
  vigil.kill('SIGTERM');
  bare.kill('SIGTERM');
}

console.log(`machine: ${os.cpus().length} x ${os.cpus()[0].model}, node ${process.version}, load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
console.log(`database: ${config.dialect}, issues: ${n} over ${seeded.codebaseIds.length} codebases, ${reused ? 'reused' : `seeded in ${seeded.seedSeconds.toFixed(1)} s`}`);
console.log(`autocannon: ${connections} connections, ${seconds} s per run, ${hasTaskset ? 'servers on CPU 0, load generator on CPU 1 (taskset)' : 'no pinning'}`);
console.log('Throughput ratio: Vigil req/s ÷ bare req/s. CPU ratio: bare CPU µs per request ÷ Vigil CPU µs per request');
console.log('(the server processes\' own CPU time; PostgreSQL\'s server work is not in it), the throughput ratio on a core of its own.');
console.log('| case | body bytes | bare req/s | Vigil req/s | Vigil p50 / p99 ms | Vigil non-2xx | throughput ratio | bare / Vigil CPU µs per req | CPU ratio |');
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
for (const [name, r, b, size] of results) {
  console.log(`| ${name} | ${size} | ${b.rps.toFixed(0)} | ${r.rps.toFixed(0)} | ${r.p50} / ${r.p99} | ${r.non2xx} | ${(r.rps / b.rps).toFixed(2)} | ${b.cpuUsPerRequest.toFixed(0)} / ${r.cpuUsPerRequest.toFixed(0)} | ${(b.cpuUsPerRequest / r.cpuUsPerRequest).toFixed(2)} |`);
}
if (!args.data && !process.env.BENCH_DATABASE_URL) fs.rmSync(dataDir, { recursive: true, force: true });
