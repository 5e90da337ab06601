/**
 * Embedded mode end to end: one `vigil serve` process (API + scan workers) on SQLite, and on
 * PostgreSQL when DATABASE_URL is set, scanning a repository built by the test over HTTP. Fault
 * tests: the server killed with SIGKILL mid-scan, and restarted with scans pending.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, startServe, vigilAdmin, waitForInProgress, type Server } from './harness.js';
import { scanAttempts } from './inspect.js';
import { makeScenarioRepo } from './repository.js';
import { concurrentScans, runScenario } from './scenario.js';

beforeAll(buildCli, 180_000);

describe.each(engines())('embedded mode on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Server;
  let client: Client;
  let repo: TestRepo;
  let projectId: string;
  let key: string;
  let codebaseId: string;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = tempDir('e2e-embedded');
    env = {
      VIGIL_DATA_DIR: dataDir,
      DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
      REDIS_URL: '',
      VIGIL_JOB_LEASE_MS: '2000',
    };
    const started = await startServe(env, { firstStart: true });
    server = started;
    projectId = started.projectId!;
    key = started.key!;
    client = new Client(server.url, key);
    repo = makeScenarioRepo();
    codebaseId = (await vigilAdmin(['codebase', 'add', '--project', projectId, '--name', 'demo', '--url', repo.dir, '--default-branch', 'main'], env)).id;
  }, 120_000);

  afterAll(async () => {
    await server?.process.stop();
    await database?.drop();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('scans over HTTP: files, checks, new findings, stable ids on rescan, chosen files, branches, reopen', async () => {
    await runScenario(client, repo, codebaseId);
  }, 240_000);

  it('leaves exactly one issue per finding after twenty scans of one branch started at once', async () => {
    await concurrentScans(client, repo, codebaseId, 20);
  }, 300_000);

  it('finishes every scan after the server is killed with SIGKILL mid-scan and started again', async () => {
    const before = await client.allIssues({ codebaseId, branch: 'main' });
    const ids = await Promise.all(Array.from({ length: 6 }, () => client.startScan({ codebaseId, branch: 'main' })));
    const killedMidScan = await waitForInProgress(client, ids);
    await server.process.stop('SIGKILL');
    server = await startServe(env);
    client = new Client(server.url, key);
    const finished = await Promise.all(ids.map((id) => client.waitForScan(id, 120_000)));
    for (const scan of finished) expect(scan.status === 'completed' || (scan.status === 'failed' && scan.failureReason)).toBeTruthy();
    expect(finished.filter((scan) => scan.status === 'completed').length).toBe(6);
    // The scans that were in progress when the server died were run again (a second attempt).
    const attempts = await scanAttempts(database, dataDir, killedMidScan);
    expect(attempts.every((n) => n >= 2)).toBe(true);
    const after = await client.allIssues({ codebaseId, branch: 'main' });
    expect(after.map((i) => i.id).sort()).toEqual(before.map((i) => i.id).sort());
  }, 300_000);

  it('runs scans that were pending while the server was down', async () => {
    await server.process.stop('SIGTERM');
    // An API-only server stores the scans pending; nothing runs them.
    server = await startServe({ ...env, VIGIL_SERVE_WORKERS: '0' });
    client = new Client(server.url, key);
    const ids = await Promise.all(Array.from({ length: 4 }, () => client.startScan({ codebaseId, branch: 'main' })));
    const statuses = await Promise.all(ids.map(async (id) => (await client.call('GET', `/v1/scan-workflows/${id}/status`)).body.status));
    expect(statuses).toEqual(['pending', 'pending', 'pending', 'pending']);
    await server.process.stop('SIGTERM');
    server = await startServe(env);
    client = new Client(server.url, key);
    const finished = await Promise.all(ids.map((id) => client.waitForScan(id, 120_000)));
    expect(finished.map((scan) => scan.status)).toEqual(['completed', 'completed', 'completed', 'completed']);
  }, 300_000);
});
