/**
 * Distributed mode end to end: `vigil serve` as API only (no workers) and two `vigil worker`
 * processes on BullMQ/Redis, all on one PostgreSQL database, each worker with its own data
 * directory (as on two machines). Fault test: a worker killed with SIGKILL mid-scan.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresUrl } from '../../src/config.js';
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, redisQueue, runVigil, startServe, startWorker, vigilAdmin, type Server, type VigilProcess } from './harness.js';
import { scanAttempts } from './inspect.js';
import { makeScenarioRepo } from './repository.js';
import { concurrentScans, runScenario } from './scenario.js';

const enabled = isPostgresUrl(process.env.DATABASE_URL) && Boolean(process.env.REDIS_URL);

describe.runIf(enabled)('distributed mode: API + two workers on Redis and PostgreSQL', () => {
  let database: TestDatabase;
  let queue: ReturnType<typeof redisQueue>;
  const dirs: string[] = [];
  let env: Record<string, string>;
  let server: Server;
  let client: Client;
  let workers: VigilProcess[] = [];
  let repo: TestRepo;
  let codebaseId: string;

  const workerEnv = () => {
    const dir = tempDir('e2e-worker');
    dirs.push(dir);
    return { ...env, VIGIL_DATA_DIR: dir };
  };

  beforeAll(async () => {
    await buildCli();
    database = await createTestDatabase('postgres');
    queue = redisQueue(process.env.REDIS_URL!);
    const apiDir = tempDir('e2e-api');
    dirs.push(apiDir);
    env = {
      DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
      REDIS_URL: process.env.REDIS_URL!,
      VIGIL_QUEUE_NAME: queue.name,
      VIGIL_JOB_LEASE_MS: '2000',
      VIGIL_SHUTDOWN_GRACE_MS: '5000',
    };
    const started = await startServe({ ...env, VIGIL_DATA_DIR: apiDir, VIGIL_SERVE_WORKERS: '0' }, { firstStart: true });
    server = started;
    client = new Client(server.url, started.key!);
    workers = await Promise.all([startWorker(workerEnv(), 2), startWorker(workerEnv(), 2)]);
    repo = makeScenarioRepo();
    codebaseId = (await vigilAdmin(['codebase', 'add', '--project', started.projectId!, '--name', 'demo', '--url', repo.dir, '--default-branch', 'main'], { ...env, VIGIL_DATA_DIR: apiDir })).id;
  }, 240_000);

  afterAll(async () => {
    await Promise.all(workers.map((worker) => worker.stop('SIGTERM')));
    await server?.process.stop();
    await queue?.cleanup();
    await database?.drop();
    repo?.cleanup();
    for (const dir of dirs) removeDir(dir);
  });

  it('scans over HTTP with two worker processes sharing the work', async () => {
    await runScenario(client, repo, codebaseId);
    const ids = await Promise.all(Array.from({ length: 8 }, () => client.startScan({ codebaseId, branch: 'main' })));
    await Promise.all(ids.map((id) => client.waitForScan(id)));
    for (const worker of workers) expect(worker.output()).toMatch(/scan completed/);
  }, 300_000);

  it('leaves exactly one issue per finding after twenty scans of one branch started at once', async () => {
    await concurrentScans(client, repo, codebaseId, 20);
  }, 300_000);

  it('finishes the scan of a worker killed with SIGKILL mid-scan on the other worker', async () => {
    // More files make a scan last long enough to be caught in the middle.
    for (let i = 0; i < 200; i++) repo.write(`bulk/module${i}.js`, `export function f${i}(x) {\n  return x + ${i};\n}\n`);
    repo.commit('bulk modules');
    const before = await client.allIssues({ codebaseId, branch: 'main' });
    const [victim, survivor] = workers as [VigilProcess, VigilProcess];
    const victimLogLength = victim.output().length;
    const ids: string[] = [];
    let killedScan: string | undefined;
    // Start scans until the victim has taken one; kill it the moment it says so.
    for (let i = 0; i < 40 && !killedScan; i++) {
      ids.push(await client.startScan({ codebaseId, branch: 'main' }));
      killedScan = victim.output().slice(victimLogLength).match(/scan started \{"scanId":"(scn_\w+)"/)?.[1];
    }
    killedScan ??= (await victim.waitFor(/scan started \{"scanId":"(scn_\w+)"/))[1];
    await victim.stop('SIGKILL');
    const atKill = (await client.call('GET', `/v1/scan-workflows/${killedScan}/status`)).body.status;
    const finished = await Promise.all(ids.map((id) => client.waitForScan(id, 120_000)));
    expect(finished.map((scan) => scan.status)).toEqual(Array(ids.length).fill('completed'));
    const after = await client.allIssues({ codebaseId, branch: 'main' });
    expect(after.map((i) => i.id).sort()).toEqual(before.map((i) => i.id).sort());
    // The victim died before finishing that scan: the survivor ran it again.
    expect(atKill).toBe('in_progress');
    expect(survivor.output()).toContain(`"scanId":"${killedScan}"`);
    expect((await scanAttempts(database, '', [killedScan!]))[0]).toBeGreaterThanOrEqual(2);
    // A replacement worker joins; the killed one's place is taken.
    workers = [survivor, await startWorker(workerEnv(), 2)];
  }, 300_000);

  it('stops a worker gracefully on SIGTERM: the scan in hand is finished, the worker exits 0', async () => {
    const worker = workers[1]!;
    const logLength = worker.output().length;
    const ids: string[] = [];
    let taken: string | undefined;
    for (let i = 0; i < 40 && !taken; i++) {
      ids.push(await client.startScan({ codebaseId, branch: 'main' }));
      taken = worker.output().slice(logLength).match(/scan started \{"scanId":"(scn_\w+)"/)?.[1];
    }
    taken ??= (await worker.waitFor(/scan started \{"scanId":"(scn_\w+)"/))[1];
    expect(await worker.stop('SIGTERM')).toBe(0);
    expect(worker.output()).toMatch(/SIGTERM received/);
    const finished = await Promise.all(ids.map((id) => client.waitForScan(id, 120_000)));
    expect(finished.map((scan) => scan.status)).toEqual(Array(ids.length).fill('completed'));
    // The scan it had taken was finished by it before it exited, not abandoned.
    expect(worker.output()).toMatch(new RegExp(`scan completed \\{"scanId":"${taken}"`));
    workers = [workers[0]!];
  }, 120_000);
});

describe('vigil worker configuration', () => {
  beforeAll(buildCli, 180_000);
  it('refuses to start without REDIS_URL or without a PostgreSQL DATABASE_URL (exit code 2)', async () => {
    const noRedis = runVigil(['worker'], { REDIS_URL: '', DATABASE_URL: 'postgres://127.0.0.1:1/x' });
    expect(await noRedis.exited).toBe(2);
    expect(noRedis.output()).toMatch(/REDIS_URL must be set/);
    const noPostgres = runVigil(['worker'], { REDIS_URL: 'redis://127.0.0.1:6379', DATABASE_URL: '' });
    expect(await noPostgres.exited).toBe(2);
    expect(noPostgres.output()).toMatch(/DATABASE_URL must name a PostgreSQL database/);
    const badConcurrency = runVigil(['worker', '--concurrency', 'zero'], {});
    expect(await badConcurrency.exited).toBe(2);
  }, 200_000);
});
