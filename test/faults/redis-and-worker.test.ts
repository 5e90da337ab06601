/**
 * Faults of distributed mode (`vigil serve` as API only, `vigil worker` on BullMQ): a private
 * Redis killed mid-scan and started again empty (its jobs lost), then a worker killed with
 * SIGKILL mid-scan. The API answers 503 in the error shape for what needs the queue while Redis
 * is down, and every read and triage that needs only the database keeps working; afterwards
 * every scan ends final, triage is intact and no issue is duplicated.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPostgresUrl } from '../../src/config.js';
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, sleep, startServe, startWorker, type Server, type VigilProcess } from '../e2e/harness.js';
import { makeFaultRepo, OUTAGE_ANSWER_MS, scanAndTriage, timedCall, waitInProgress, type Triaged } from './fixture.js';
import { checkInvariants, expectErrorShape } from './invariants.js';
import { PrivateRedis, redisUnavailable } from './services.js';

const skipReason = !isPostgresUrl(process.env.DATABASE_URL) ? 'DATABASE_URL does not name PostgreSQL (distributed mode needs it)' : redisUnavailable();
if (skipReason) console.warn(`[faults] Redis restart and worker kill skipped: ${skipReason}`);

describe.skipIf(Boolean(skipReason))('faults of distributed mode', () => {
  let database: TestDatabase;
  let redis: PrivateRedis;
  let server: Server;
  let worker: VigilProcess;
  let client: Client;
  let api: { baseUrl: string; key: string };
  let repo: TestRepo;
  let triaged: Triaged;
  const dirs: string[] = [];
  let env: Record<string, string>;
  const scanIds: string[] = [];

  const workerEnv = () => {
    const dir = tempDir('fault-worker');
    dirs.push(dir);
    return { ...env, VIGIL_DATA_DIR: dir };
  };

  beforeAll(async () => {
    await buildCli();
    database = await createTestDatabase('postgres');
    redis = await PrivateRedis.start();
    const apiDir = tempDir('fault-api');
    dirs.push(apiDir);
    env = {
      DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
      REDIS_URL: redis.url,
      VIGIL_JOB_LEASE_MS: '2000',
      VIGIL_SHUTDOWN_GRACE_MS: '2000',
      VIGIL_RECOVERY_INTERVAL_MS: '2000',
    };
    const started = await startServe({ ...env, VIGIL_DATA_DIR: apiDir, VIGIL_SERVE_WORKERS: '0' }, { firstStart: true });
    server = started;
    client = new Client(server.url, started.key!);
    api = { baseUrl: server.url, key: started.key! };
    worker = await startWorker(workerEnv(), 2);
    repo = makeFaultRepo();
    triaged = await scanAndTriage(client, { ...env, VIGIL_DATA_DIR: apiDir }, started.projectId!, repo);
    scanIds.push(triaged.firstScanId);
  }, 240_000);

  afterAll(async () => {
    await worker?.stop('SIGKILL');
    await server?.process.stop('SIGKILL');
    await redis?.destroy();
    await database?.drop();
    repo?.cleanup();
    for (const dir of dirs) removeDir(dir);
  });

  it('Redis killed mid-scan and started empty: 503 for new scans meanwhile, then every scan ends by itself', async () => {
    const caught = await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' });
    scanIds.push(caught);
    await waitInProgress(client, caught);
    await redis.down();

    const start = await timedCall(api, 'POST', '/v1/scan-workflows/start', { codebaseId: triaged.codebaseId, branch: 'main' });
    expectErrorShape(start, 503);
    expect(start.body.message).toBe('The job queue is unavailable; try again later');
    expect(start.ms).toBeLessThan(OUTAGE_ANSWER_MS);
    // What needs only the database keeps working, triage included.
    const issues = await timedCall(api, 'GET', `/v1/issues?codebaseId=${triaged.codebaseId}&limit=100`);
    expect(issues.status).toBe(200);
    const second = issues.body.issues.find((issue: any) => issue.id !== triaged.patches[0]!.issueId && issue.status === 'open');
    if (second) {
      const patch = await timedCall(api, 'PATCH', `/v1/issues/${second.id}`, { status: 'ignored', reason: 'triaged during the outage' });
      expect(patch.status).toBe(200);
      triaged.patches.push({ issueId: second.id, status: 'ignored' });
    }
    await sleep(1500);
    await redis.up();

    const finished = await client.waitForScan(caught, 90_000);
    expect(['completed', 'failed']).toContain(finished.status);
    const after = await client.waitForScan(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }), 90_000);
    expect(after.status).toBe('completed');
    scanIds.push(after.id);
    expect(worker.child.exitCode).toBeNull();
    expect(server.process.child.exitCode).toBeNull();
    // The scan refused with 503 is not left pending: it is failed with the reason, so a client's
    // retry is the only scan that runs.
    const stored = await waitAllFinal();
    expect(stored.failed.map((scan) => scan.reason)).toEqual(['The scan could not be queued']);
    console.log(`[faults redis] scan caught by the outage: ${finished.status}${finished.failureReason ? ` (${finished.failureReason})` : ''}; ${stored.completed} completed, failed: ${JSON.stringify(stored.failed)}`);
  }, 240_000);

  it('a worker killed with SIGKILL mid-scan: a new worker finishes its scan', async () => {
    const logLength = worker.output().length;
    let taken: string | undefined;
    for (let i = 0; i < 20 && !taken; i++) {
      scanIds.push(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }));
      taken = worker.output().slice(logLength).match(/scan started \{"scanId":"(scn_\w+)"/)?.[1];
    }
    taken ??= (await worker.waitFor(/scan started \{"scanId":"(scn_\w+)"/))[1];
    await worker.stop('SIGKILL');
    worker = await startWorker(workerEnv(), 2);
    const finished = await Promise.all(scanIds.slice(-5).map((id) => client.waitForScan(id, 120_000)));
    for (const scan of finished) expect(scan.status).toBe('completed');
    expect(worker.output()).toContain(`"scanId":"${taken}"`);
    const outcome = await waitAllFinal();
    console.log(`[faults worker] killed mid-scan ${taken}; ${outcome.completed} completed, failed: ${JSON.stringify(outcome.failed)}`);
  }, 240_000);

  /** Waits until no scan of the database is unfinished, then checks the invariants. */
  async function waitAllFinal(): Promise<Awaited<ReturnType<typeof checkInvariants>>> {
    const started = Date.now();
    for (;;) {
      try {
        return await checkInvariants(database.config, triaged.patches, scanIds);
      } catch (error) {
        if (!/ is (pending|in_progress)/.test(String(error)) || Date.now() - started > 90_000) throw error;
        await sleep(500);
      }
    }
  }
});
