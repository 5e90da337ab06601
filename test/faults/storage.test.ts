/**
 * Faults of the data directory's storage, with `vigil serve` on SQLite: the mirrors' disk filled
 * up (a size-limited tmpfs mounted as the mirrors' place; skipped when mounting is not
 * permitted), and a mirror whose object packs are damaged. The scan caught by either fault ends
 * `completed` or `failed` with a reason, the API keeps answering, and once the fault is gone the
 * next scan completes with triage intact and no issue duplicated.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { buildCli, Client, startServe, type Server } from '../e2e/harness.js';
import { makeFaultRepo, scanAndTriage, timedCall, waitRecovered, type Triaged } from './fixture.js';
import { checkInvariants, expectErrorShape } from './invariants.js';

const MIRRORS_DISK_BYTES = 4 * 1024 * 1024;

/** Mounts a tmpfs of the given size; undefined when done, else why it could not be. */
function mountTmpfs(dir: string, bytes: number): string | undefined {
  if (process.getuid?.() !== 0) return 'not root: cannot mount a size-limited tmpfs';
  try {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${bytes},mode=0700`, 'tmpfs', dir], { stdio: 'pipe' });
    return undefined;
  } catch (error) {
    return `mount -t tmpfs is not permitted here (${String((error as { stderr?: unknown }).stderr ?? error).trim()})`;
  }
}

/** Writes until the file system is full; returns the filler's path. */
function fillDisk(dir: string): string {
  const filler = path.join(dir, 'filler');
  const fd = fs.openSync(filler, 'w');
  const chunk = Buffer.alloc(64 * 1024, 1);
  try {
    for (;;) fs.writeSync(fd, chunk);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
  } finally {
    fs.closeSync(fd);
  }
  return filler;
}

/** A commit whose objects do not compress: a fetch of it needs real space. */
function pushLargeCommit(repo: TestRepo, bytes: number): void {
  const fd = fs.openSync('/dev/urandom', 'r');
  const buffer = Buffer.alloc(bytes);
  fs.readSync(fd, buffer, 0, bytes, null);
  fs.closeSync(fd);
  repo.write('assets/blob.bin', buffer);
  repo.commit('large asset');
}

describe('storage faults', () => {
  let server: Server;
  let client: Client;
  let api: { baseUrl: string; key: string };
  let repo: TestRepo;
  let triaged: Triaged;
  let dataDir: string;
  let mirrors: string;
  let mountSkip: string | undefined;
  const scanIds: string[] = [];

  beforeAll(async () => {
    await buildCli();
    dataDir = tempDir('fault-storage');
    mirrors = path.join(dataDir, 'mirrors');
    fs.mkdirSync(mirrors, { mode: 0o700 });
    mountSkip = mountTmpfs(mirrors, MIRRORS_DISK_BYTES);
    if (mountSkip) console.warn(`[faults] disk-full test skipped: ${mountSkip}`);
    const env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    const started = await startServe(env, { firstStart: true });
    server = started;
    client = new Client(server.url, started.key!);
    api = { baseUrl: server.url, key: started.key! };
    repo = makeFaultRepo(40);
    triaged = await scanAndTriage(client, env, started.projectId!, repo);
    scanIds.push(triaged.firstScanId);
  }, 240_000);

  afterAll(async () => {
    await server?.process.stop('SIGKILL');
    if (!mountSkip && mirrors) execFileSync('umount', [mirrors]);
    repo?.cleanup();
    if (dataDir) removeDir(dataDir);
  });

  it('the mirrors\' disk full: the scan fails with a reason, the API keeps answering, then scans complete again', async (context) => {
    if (mountSkip) context.skip();
    pushLargeCommit(repo, 2 * 1024 * 1024);
    const filler = fillDisk(mirrors);
    const caught = await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' });
    scanIds.push(caught);
    const finished = await client.waitForScan(caught, 90_000);
    expect(finished.status).toBe('failed');
    expect(finished.failureReason).toMatch(/space/i);
    // The service kept answering through it.
    expect((await timedCall(api, 'GET', `/v1/issues?codebaseId=${triaged.codebaseId}`)).status).toBe(200);
    fs.rmSync(filler);

    const after = await client.waitForScan(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }), 90_000);
    scanIds.push(after.id);
    expect(after.status).toBe('completed');
    expect(server.process.child.exitCode).toBeNull();
    const outcome = await checkInvariants({ dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') }, triaged.patches, scanIds);
    console.log(`[faults disk] scan on a full disk: failed (${finished.failureReason}); then ${after.status}; ${outcome.completed} completed, ${outcome.failed.length} failed`);
  }, 180_000);

  it('a mirror with damaged packs: the next scan clones it again and completes', async () => {
    const mirror = fs.readdirSync(mirrors).find((name) => name.endsWith('.git'))!;
    const packDir = path.join(mirrors, mirror, 'objects/pack');
    const packs = fs.readdirSync(packDir).filter((name) => name.endsWith('.pack'));
    expect(packs.length).toBeGreaterThan(0);
    for (const pack of packs) {
      const file = path.join(packDir, pack);
      const bytes = fs.readFileSync(file);
      // Past the header: object data overwritten with garbage, as a bad sector or a torn write would.
      bytes.fill(0x5a, 12, Math.max(13, bytes.length - 20));
      fs.chmodSync(file, 0o600);
      fs.writeFileSync(file, bytes);
    }
    const caught = await client.waitForScan(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }), 90_000);
    scanIds.push(caught.id);
    // git cannot fetch into a mirror whose objects are damaged: Vigil clones it again.
    expect(caught.status).toBe('completed');
    const after = await client.waitForScan(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }), 90_000);
    scanIds.push(after.id);
    expect(after.status).toBe('completed');
    const outcome = await checkInvariants({ dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') }, triaged.patches, scanIds);
    console.log(`[faults mirror] scan of the damaged mirror: ${caught.status}${caught.failureReason ? ` (${caught.failureReason})` : ''}; then ${after.status}; ${outcome.completed} completed, ${outcome.failed.length} failed`);
  }, 180_000);
});

describe('the data directory\'s disk full (SQLite database and mirrors)', () => {
  let server: Server | undefined;
  let repo: TestRepo | undefined;
  let dataDir: string;
  let mountSkip: string | undefined;

  beforeAll(async () => {
    await buildCli();
    dataDir = tempDir('fault-full-data');
    mountSkip = mountTmpfs(dataDir, 24 * 1024 * 1024);
    if (mountSkip) console.warn(`[faults] full data directory test skipped: ${mountSkip}`);
  }, 240_000);

  afterAll(async () => {
    await server?.process.stop('SIGKILL');
    if (!mountSkip && dataDir) execFileSync('umount', [dataDir]);
    repo?.cleanup();
    if (dataDir) removeDir(dataDir);
  });

  it('answers every call with 2xx or 503 in the error shape while full, keeps what it acknowledged, and recovers', async (context) => {
    if (mountSkip) context.skip();
    const env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', VIGIL_JOB_LEASE_MS: '3000' };
    const started = await startServe(env, { firstStart: true });
    server = started;
    const client = new Client(started.url, started.key!);
    const api = { baseUrl: started.url, key: started.key! };
    repo = makeFaultRepo(20, true);
    const triaged = await scanAndTriage(client, env, started.projectId!, repo);
    const scanIds = [triaged.firstScanId];
    const filler = fillDisk(dataDir);

    const answers: number[] = [];
    const issues = await timedCall(api, 'GET', `/v1/issues?codebaseId=${triaged.codebaseId}&limit=100`);
    answers.push(issues.status);
    expect(issues.status).toBe(200);
    for (const issue of issues.body.issues.filter((i: any) => i.status === 'open').slice(0, 5)) {
      const patch = await timedCall(api, 'PATCH', `/v1/issues/${issue.id}`, { status: 'ignored', reason: 'triaged on a full disk' });
      answers.push(patch.status);
      if (patch.status === 200) triaged.patches.push({ issueId: issue.id, status: 'ignored' });
      else if (patch.status !== 503) throw new Error(`PATCH on a full disk: ${patch.status}; the server said:\n${started.process.output().slice(-4000)}`);
      else expectErrorShape(patch, 503);
    }
    const start = await timedCall(api, 'POST', '/v1/scan-workflows/start', { codebaseId: triaged.codebaseId, branch: 'main' });
    answers.push(start.status);
    if (start.status === 201) scanIds.push(start.body.id);
    else expectErrorShape(start, 503);
    fs.rmSync(filler);

    const recoveredMs = await waitRecovered(api);
    for (const id of scanIds) expect(['completed', 'failed']).toContain((await client.waitForScan(id, 90_000)).status);
    const after = await client.waitForScan(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }), 90_000);
    scanIds.push(after.id);
    expect(after.status).toBe('completed');
    expect(server.process.child.exitCode).toBeNull();
    const outcome = await checkInvariants({ dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') }, triaged.patches, scanIds);
    console.log(`[faults full data dir] answers while full: ${answers.join(' ')}; recovered in ${recoveredMs} ms; ${outcome.completed} completed, failed: ${JSON.stringify(outcome.failed)}`);
  }, 240_000);
});
