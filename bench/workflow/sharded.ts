/**
 * Sharded against single-worker scans (issue 12 part 3): the wall time of one cold scan (fresh
 * database, so an empty engine cache) of a generated repository, start → `completed` over HTTP:
 *
 *   single:  one `vigil worker` (concurrency 2), VIGIL_SHARD_FILES=0 (unsharded)
 *   sharded: two `vigil worker` processes (concurrency 2 each), VIGIL_SHARD_FILES=SHARD
 *
 * Each deployment first scans a warm-up codebase twice at once (sharded in the sharded one), so
 * the engine's load in every worker (grammars, rule packs) is not in the measured scan. The two issue lists are compared (they must be equal).
 *
 *   DATABASE_URL=postgres://postgres@127.0.0.1:5432/test REDIS_URL=redis://127.0.0.1:6379 \
 *     FILES=2000 SHARD=250 RUNS=2 npx vite-node bench/workflow/sharded.ts
 */
import { TestRepo } from '../../test/git/git-fixture.js';
import { deploy, type Deployment } from '../../test/e2e/deployment.js';
import { buildCli, vigilAdmin } from '../../test/e2e/harness.js';
import { openDatabase } from '../../src/store/database.js';

const FILES = Number(process.env.FILES ?? 2000);
const SHARD = Number(process.env.SHARD ?? 250);
const RUNS = Number(process.env.RUNS ?? 2);

/** FILES files: route modules calling helpers in other files (some tainted flows), and Python views. */
function makeRepo(): TestRepo {
  const repo = TestRepo.create('main');
  repo.write('lib/db.js', "const { Pool } = require('pg');\nconst pool = new Pool();\nexports.lookup = (text) => pool.query(text);\n");
  repo.write('tools/runner.py', 'import subprocess\n\n\ndef run_line(line):\n    return subprocess.call(line, shell=True)\n');
  for (let i = 0; i < FILES - 2; i++) {
    if (i % 3 === 2) {
      repo.write(`app/view_${i}.py`, `from tools.runner import run_line\n\n\ndef view_${i}(request):\n    total = 0\n    for n in range(${i % 17}):\n        total += n * ${i}\n    if request.args.get('mode') == 'run${i}':\n        run_line(request.args.get('line'))\n    return {"total": total}\n`);
    } else {
      const tainted = i % 10 === 0 ? "' + req.query.name" : "'";
      repo.write(
        `routes/r${i}.js`,
        `const express = require('express');\nconst { lookup } = require('../lib/db');\nconst router = express.Router();\nfunction score${i}(items) {\n  let s = 0;\n  for (const item of items) s += item.length * ${i};\n  return s;\n}\nrouter.get('/items${i}', (req, res) => {\n  lookup('SELECT * FROM items${i} WHERE name = ${tainted});\n  res.json({ score: score${i}([String(req.query.a), 'x']) });\n});\nmodule.exports = router;\n`,
      );
    }
  }
  repo.commit('generated');
  return repo;
}

async function scanTime(d: Deployment, codebaseId: string): Promise<number> {
  const started = performance.now();
  const id = await d.client.startScan({ codebaseId, branch: 'main' });
  const scan = await d.client.waitForScan(id, 1_800_000);
  if (scan.status !== 'completed') throw new Error(`scan ${scan.status}: ${scan.failureReason}`);
  return performance.now() - started;
}

async function issueKeys(d: Deployment): Promise<string[]> {
  if (d.database.config.dialect !== 'postgres') throw new Error('PostgreSQL only');
  const store = openDatabase(d.database.config);
  try {
    const rows = await store.db.selectFrom('issues').select(['fingerprint', 'filePath', 'lineNumber']).where('codebaseId', '=', d.codebaseId).execute();
    return rows.map((r) => `${r.fingerprint} ${r.filePath}:${r.lineNumber}`).sort();
  } finally {
    await store.close();
  }
}

async function measure(repo: TestRepo, warm: TestRepo, shardFiles: number, concurrencies: number[]): Promise<{ ms: number; issues: string[]; log: string }> {
  const d = await deploy(warm, shardFiles, concurrencies, { VIGIL_JOB_LEASE_MS: '120000' });
  try {
    // Two warm-up scans at once, sharded in the sharded deployment: every worker loads the engine.
    await Promise.all([scanTime(d, d.codebaseId), scanTime(d, d.codebaseId)]);
    const big = (await vigilAdmin(['codebase', 'add', '--project', d.projectId, '--name', 'big', '--url', repo.dir, '--default-branch', 'main'], d.adminEnv)).id as string;
    const ms = await scanTime(d, big);
    const issues = await issueKeys({ ...d, codebaseId: big });
    // The measured scan's shard counts (the warm-up scans log theirs too).
    const log = d.workers.flatMap((w) => [...w.output().matchAll(/scan sharded (\{.*\})/g)].map((m) => m[1]!)).filter((line) => line.includes(big)).join(' ');
    return { ms, issues, log };
  } finally {
    await d.stop();
  }
}

await buildCli();
const repo = makeRepo();
const warm = TestRepo.create('main');
for (let i = 0; i <= 4 * SHARD; i++) warm.write(`w${i}.${i % 2 ? 'js' : 'py'}`, i % 2 ? `exports.a = ${i};\n` : `B = ${i}\n`);
warm.commit('warm');
const rows: string[] = [];
for (let run = 0; run < RUNS; run++) {
  const single = await measure(repo, warm, 0, [2]);
  const sharded = await measure(repo, warm, SHARD, [2, 2]);
  const same = JSON.stringify(single.issues) === JSON.stringify(sharded.issues);
  rows.push(`| ${run + 1} | ${(single.ms / 1000).toFixed(1)} s | ${(sharded.ms / 1000).toFixed(1)} s | ${(sharded.ms / single.ms).toFixed(2)} | ${single.issues.length} | ${same ? 'yes' : 'NO'} |`);
  console.log(rows.at(-1), sharded.log);
}
console.log(`\n${FILES} files, shards of ${SHARD}\n\n| run | single worker | sharded, 2 workers | sharded / single | issues | same issues |\n|---|---:|---:|---:|---:|---|\n${rows.join('\n')}`);
repo.cleanup();
warm.cleanup();
