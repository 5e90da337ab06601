/**
 * A `vigil serve` killed with SIGKILL in the middle of a scan, then started again, takes the
 * scan up within seconds: not after the job's lease (60 s, the default, kept here) runs out.
 * Embedded queue on SQLite, and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, sleep, startServe, vigilAdmin, type Server } from './harness.js';
import { scanAttempts } from './inspect.js';

beforeAll(buildCli, 180_000);

const LEASE_MS = 60_000;

/** Enough code that one scan stays in progress for a few seconds. */
function makeLargeRepo(): TestRepo {
  const repo = TestRepo.create('main');
  for (let i = 0; i < 150; i += 1) {
    const body = Array.from({ length: 12 }, (_, j) => `export function handler${j}(req, res) {\n  const v${j} = req.query.p${j};\n  const out = [v${j}, ${i}, ${j}].map((x) => String(x).trim()).join('-');\n  res.send(out.length > 3 ? out : 'short');\n}\n`).join('\n');
    repo.write(`src/module${i}/index.js`, body);
  }
  repo.commit('many files');
  return repo;
}

describe.each(engines())('restart after SIGKILL on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Server;
  let repo: TestRepo;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = tempDir('e2e-restart');
    env = {
      VIGIL_DATA_DIR: dataDir,
      DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
      REDIS_URL: '',
      VIGIL_JOB_LEASE_MS: String(LEASE_MS),
    };
    repo = makeLargeRepo();
  }, 120_000);

  afterAll(async () => {
    await server?.process.stop();
    await database?.drop();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('takes up the killed server\'s scan within seconds, well before the lease would expire', async () => {
    const started = await startServe(env, { firstStart: true });
    server = started;
    let client = new Client(server.url, started.key!);
    const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', started.projectId!, '--name', 'large', '--url', repo.dir, '--default-branch', 'main'], env)).id;
    const scanId = await client.startScan({ codebaseId, branch: 'main' });
    // In progress, and past the fetch: the worker holds the job.
    const waitStart = Date.now();
    for (;;) {
      const { body } = await client.call('GET', `/v1/scan-workflows/${scanId}/status`);
      if (body.status === 'in_progress') break;
      if (body.status === 'completed' || body.status === 'failed') throw new Error(`the scan ended (${body.status}) before it could be killed`);
      if (Date.now() - waitStart > 60_000) throw new Error('the scan never went in progress');
      await sleep(5);
    }
    await sleep(300);
    const { body: beforeKill } = await client.call('GET', `/v1/scan-workflows/${scanId}/status`);
    expect(beforeKill.status).toBe('in_progress');

    await server.process.stop('SIGKILL');
    const killedAt = Date.now();
    server = await startServe(env);
    client = new Client(server.url, started.key!);
    // Taken up: the scan's second attempt has started.
    while (((await scanAttempts(database, dataDir, [scanId]))[0] ?? 0) < 2) {
      if (Date.now() - killedAt > 2 * LEASE_MS) throw new Error('the scan was not taken up again');
      await sleep(100);
    }
    const takenUpMs = Date.now() - killedAt;
    const finished = await client.waitForScan(scanId, 2 * LEASE_MS);
    const completedMs = Date.now() - killedAt;
    console.log(`[restart-recovery ${engine}] after SIGKILL: taken up in ${takenUpMs} ms, completed in ${completedMs} ms (lease ${LEASE_MS} ms)`);
    expect(finished.status).toBe('completed');
    // Restart (a few seconds) plus the dead owner's stamp age (5 s), far from the 60 s lease.
    expect(takenUpMs).toBeLessThan(LEASE_MS / 4);
    expect(completedMs).toBeLessThan(LEASE_MS);
  }, 300_000);
});
