/**
 * Sharded scans (src/workflows/shards.ts) end to end on PostgreSQL and Redis with `vigil worker`
 * processes: a repository with flows across files scanned with shards of 3 files gives exactly the
 * issues (fingerprints, rules, places) of the same scan unsharded, shard jobs were run by workers,
 * and a single worker of concurrency 1 (which cannot run a shard job while it coordinates) does not
 * deadlock. Each deployment has its own database, so no scan reuses another's cache.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresUrl } from '../../src/config.js';
import { openDatabase } from '../../src/store/database.js';
import { TestRepo } from '../git/git-fixture.js';
import { deploy, type Deployment } from './deployment.js';
import { buildCli } from './harness.js';

const enabled = isPostgresUrl(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL);

const DB_JS = `const { Pool } = require('pg');
const pool = new Pool();
function lookup(text) {
  return pool.query(text);
}
module.exports = { lookup };
`;
const SHELL_JS = `const childProcess = require('child_process');
exports.launch = function launch(line) {
  return childProcess.exec(line);
};
`;
const route = (i: number) => `const express = require('express');
const { lookup } = require('../lib/db');
const { launch } = require('../lib/shell');
const router = express.Router();
router.get('/items${i}', (req, res) => {
  lookup('SELECT * FROM items${i} WHERE name = ' + req.query.name);
  res.send('ok');
});
router.post('/jobs${i}', (req, res) => {
  ${i % 2 === 0 ? 'launch(req.body.command);' : "launch('uptime');"}
  res.send('queued');
});
module.exports = router;
`;
const RUNNER_PY = `import subprocess


def run_line(line):
    return subprocess.call(line, shell=True)
`;
const VIEW_PY = `from flask import Flask, request
from tools.runner import run_line

app = Flask(__name__)


@app.route('/run')
def do_run():
    run_line(request.args.get('line'))
    return 'ok'
`;

function makeShardRepo(): TestRepo {
  const repo = TestRepo.create('main');
  repo.write('lib/db.js', DB_JS).write('lib/shell.js', SHELL_JS).write('tools/__init__.py', '"""Tools."""\n').write('tools/runner.py', RUNNER_PY).write('views.py', VIEW_PY);
  for (let i = 0; i < 10; i++) repo.write(`routes/r${i}.js`, route(i));
  repo.commit('routes and helpers');
  return repo;
}

/** The branch's issues as reconciliation wrote them, fingerprints included, in a stable order. */
async function issuesOf(deployment: Deployment): Promise<string[]> {
  const scanId = await deployment.client.startScan({ codebaseId: deployment.codebaseId, branch: 'main' });
  const scan = await deployment.client.waitForScan(scanId, 180_000);
  expect(scan.status).toBe('completed');
  const config = deployment.database.config;
  if (config.dialect !== 'postgres') throw new Error('PostgreSQL only');
  const store = openDatabase(config);
  try {
    const rows = await store.db.selectFrom('issues').select(['fingerprint', 'ruleId', 'filePath', 'lineNumber', 'columnNumber', 'status', 'severity']).execute();
    return rows.map((r) => JSON.stringify(r)).sort();
  } finally {
    await store.close();
  }
}

describe.runIf(enabled)('sharded scans on PostgreSQL and Redis', () => {
  let repo: TestRepo;
  let unsharded: string[];
  const running: Deployment[] = [];

  beforeAll(async () => {
    await buildCli();
    repo = makeShardRepo();
    const single = await deploy(repo, 0, [2]);
    running.push(single);
    unsharded = await issuesOf(single);
  }, 300_000);

  afterAll(async () => {
    for (const d of running) await d.stop();
    repo?.cleanup();
  });

  it('gives the issues of the unsharded scan, with shard jobs run by the workers', async () => {
    // Flows across files: SQL injection and command injection through the helpers in lib/ and tools/.
    expect(unsharded.length).toBeGreaterThanOrEqual(10);
    const sharded = await deploy(repo, 3, [2, 2]);
    running.push(sharded);
    expect(await issuesOf(sharded)).toEqual(unsharded);
    const logs = sharded.workers.map((w) => w.output()).join('\n');
    // 15 files in shards of 3: five shards, four of them as jobs.
    const stats = JSON.parse(logs.match(/scan sharded (\{.*\})/)![1]!);
    expect(stats.shards).toBeGreaterThanOrEqual(4);
    expect(stats.byJobs + stats.inProcess).toBe(stats.shards);
    expect(stats.byJobs).toBeGreaterThanOrEqual(1);
    expect((logs.match(/scan shard done/g) ?? []).length).toBeGreaterThanOrEqual(1);
  }, 300_000);

  it('does not deadlock with one worker of concurrency 1: the coordinator does the shards itself', async () => {
    const lone = await deploy(repo, 3, [1]);
    running.push(lone);
    expect(await issuesOf(lone)).toEqual(unsharded);
    const stats = JSON.parse(lone.workers[0]!.output().match(/scan sharded (\{.*\})/)![1]!);
    expect(stats).toMatchObject({ byJobs: 0, inProcess: stats.shards });
  }, 300_000);
});
