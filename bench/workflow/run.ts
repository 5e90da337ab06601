/**
 * Time from `POST /v1/scan-workflows/start` to status `completed` for a small repository, on the
 * built CLI: embedded (one `vigil serve`, SQLite) and distributed (API-only serve + two
 * `vigil worker` processes, BullMQ on Redis, PostgreSQL). Scans run one after another, so the
 * number is the latency of one scan, polling the status route every 10 ms.
 *
 *   npx vite-node bench/workflow/run.ts            (embedded only)
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 npx vite-node bench/workflow/run.ts
 */
import { removeDir, tempDir, TestRepo } from '../../test/git/git-fixture.js';
import { createTestDatabase } from '../../test/helpers/databases.js';
import path from 'node:path';
import type { DatabaseConfig } from '../../src/config.js';
import { openDatabase } from '../../src/store/database.js';
import { buildCli, Client, redisQueue, sleep, startServe, startWorker, vigilAdmin, type VigilProcess } from '../../test/e2e/harness.js';

const RUNS = Number(process.env.RUNS ?? 20);

/** ~40 small files in three languages, two of them with findings. */
function makeRepo(): TestRepo {
  const repo = TestRepo.create('main');
  for (let i = 0; i < 15; i++) repo.write(`src/routes/route${i}.js`, `export function handler${i}(req, res) {\n  res.json({ ok: ${i} });\n}\n`);
  for (let i = 0; i < 15; i++) repo.write(`app/views_${i}.py`, `def view_${i}(request):\n    return {"ok": ${i}}\n`);
  for (let i = 0; i < 8; i++) repo.write(`src/main/java/App${i}.java`, `public class App${i} {\n  public int f() { return ${i}; }\n}\n`);
  repo.write('src/db.js', `const mysql = require('mysql');\nconst c = mysql.createConnection({});\nexports.find = (req, res) => c.query("SELECT * FROM t WHERE id = " + req.query.id, (e, r) => res.json(r));\n`);
  repo.write('config/settings.py', 'GITHUB_TOKEN = "ghp_4kR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uK"\n');
  repo.write('README.md', '# bench\n');
  repo.commit('bench repository');
  return repo;
}

async function timeScans(client: Client, codebaseId: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < RUNS + 2; i++) {
    const started = performance.now();
    const response = await client.call('POST', '/v1/scan-workflows/start', { codebaseId, branch: 'main' });
    for (;;) {
      const { body } = await client.call('GET', `/v1/scan-workflows/${response.body.id}/status`);
      if (body.status === 'completed') break;
      if (body.status === 'failed') throw new Error(`scan failed: ${body.failureReason}`);
      await sleep(10);
    }
    // The first two warm the mirror, the engine's grammars and the connections.
    if (i >= 2) times.push(performance.now() - started);
  }
  return times.sort((a, b) => a - b);
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** From the scans table: median wait before a worker took the scan, and median run time. */
async function phases(config: DatabaseConfig): Promise<{ pickup: number; run: number }> {
  const store = openDatabase(config);
  try {
    const rows = await store.db.selectFrom('scans').select(['createdAt', 'startedAt', 'completedAt']).where('status', '=', 'completed').orderBy('createdAt').execute();
    const measured = rows.slice(2);
    return {
      pickup: median(measured.map((r) => Date.parse(r.startedAt!) - Date.parse(r.createdAt))),
      run: median(measured.map((r) => Date.parse(r.completedAt!) - Date.parse(r.startedAt!))),
    };
  } finally {
    await store.close();
  }
}

function summary(label: string, times: number[], split: { pickup: number; run: number }): string {
  const pick = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(0);
  return `| ${label} | ${times.length} | ${pick(0)} | ${pick(0.5)} | ${pick(0.95)} | ${times.at(-1)!.toFixed(0)} | ${split.pickup} | ${split.run} |`;
}

async function embedded(repo: TestRepo): Promise<string> {
  const dataDir = tempDir('bench-embedded');
  const env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
  const server = await startServe(env);
  try {
    const client = new Client(server.url, server.key!);
    const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', server.projectId!, '--name', 'bench', '--url', repo.dir], env)).id;
    const times = await timeScans(client, codebaseId);
    return summary('embedded (serve, SQLite, in-process workers)', times, await phases({ dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') }));
  } finally {
    await server.process.stop();
    removeDir(dataDir);
  }
}

async function distributed(repo: TestRepo): Promise<string> {
  const database = await createTestDatabase('postgres');
  const queue = redisQueue(process.env.REDIS_URL!);
  const dirs = [tempDir('bench-api'), tempDir('bench-w1'), tempDir('bench-w2')];
  const env = {
    DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
    REDIS_URL: process.env.REDIS_URL!,
    VIGIL_QUEUE_NAME: queue.name,
  };
  const server = await startServe({ ...env, VIGIL_DATA_DIR: dirs[0]!, VIGIL_SERVE_WORKERS: '0' });
  const workers: VigilProcess[] = [];
  try {
    workers.push(await startWorker({ ...env, VIGIL_DATA_DIR: dirs[1]! }), await startWorker({ ...env, VIGIL_DATA_DIR: dirs[2]! }));
    const client = new Client(server.url, server.key!);
    const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', server.projectId!, '--name', 'bench', '--url', repo.dir], { ...env, VIGIL_DATA_DIR: dirs[0]! })).id;
    const times = await timeScans(client, codebaseId);
    const line = summary('distributed (API + 2 workers, BullMQ, PostgreSQL)', times, await phases(database.config));
    if (process.env.BENCH_VERBOSE) for (const worker of workers) console.error(worker.output());
    return line;
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await server.process.stop();
    await queue.cleanup();
    await database.drop();
    for (const dir of dirs) removeDir(dir);
  }
}

await buildCli();
const repo = makeRepo();
const rows = [
  '| mode | scans | min ms | median ms | p95 ms | max ms | median wait for a worker ms | median run ms |',
  '|---|---|---|---|---|---|---|---|',
];
try {
  rows.push(await embedded(repo));
  if (process.env.DATABASE_URL && process.env.REDIS_URL) rows.push(await distributed(repo));
} finally {
  repo.cleanup();
}
console.log(rows.join('\n'));
process.exit(0);
