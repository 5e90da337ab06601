/**
 * Secrets of the service, end to end through the built CLI as real processes: first start, keys
 * created, a codebase added, a scan, issues read, a PATCH, errors provoked, a key revoked, a
 * restart. Everything the processes write (stdout and stderr of `vigil serve` and of every admin
 * command) is kept, then searched for every key made: no key ever appears in a log, except the
 * admin key in the first start's banner, printed once. The data directory, the SQLite file and
 * the mirrors are private; error answers show no SQL, paths or stacks.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { leaksIn, REPOSITORY_ROOT } from '../security/leaks.js';
import { modeOf, openToOthers } from '../security/permissions.js';
import { buildCli, Client, startServe, type Server } from './harness.js';
import { makeScenarioRepo, VULNERABLE_FILE } from './repository.js';

const execFileAsync = promisify(execFile);
/** The first start's banner, from its first line to the example command that repeats the key. */
const BANNER = /Created project "default" \(prj_\w+, enterprise plan\) and an admin API key\.[\s\S]*?curl -H "Authorization: Bearer vgl_\S+" \S+\n/;
const EVERY_BANNER = new RegExp(BANNER.source, 'g');

beforeAll(buildCli, 180_000);

describe.each(engines())('secrets of the service on %s', (engine) => {
  let database: TestDatabase;
  let scratch: string;
  let dataDir: string;
  let env: Record<string, string>;
  let repo: TestRepo;
  /** Every line any Vigil process wrote, process by process. */
  const logs: { name: string; text: string }[] = [];
  const servers: Server[] = [];

  /** `vigil admin …` as a process; its stdout is the answer (where a new key is shown once), its stderr a log. */
  async function admin(args: string[]): Promise<any> {
    const { stdout, stderr } = await execFileAsync(process.execPath, [path.join(REPOSITORY_ROOT, 'bin/vigil'), 'admin', ...args, '--json'], {
      cwd: REPOSITORY_ROOT,
      env: { ...process.env, ...env },
    });
    logs.push({ name: `admin ${args.slice(0, 2).join(' ')} (stderr)`, text: stderr });
    // A command that does not create a key must not print one either.
    if (!(args[0] === 'key' && args[1] === 'create')) logs.push({ name: `admin ${args.slice(0, 2).join(' ')} (stdout)`, text: stdout });
    return JSON.parse(stdout);
  }

  async function serve(firstStart: boolean) {
    const server = await startServe(env, { firstStart });
    servers.push(server);
    return server;
  }

  async function stopAll() {
    for (const server of servers.splice(0)) {
      await server.process.stop('SIGTERM');
      logs.push({ name: `serve ${logs.length}`, text: server.process.output() });
    }
  }

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    scratch = tempDir('e2e-secrets');
    // A data directory that does not exist yet: Vigil makes it.
    dataDir = path.join(scratch, 'data');
    env = {
      VIGIL_DATA_DIR: dataDir,
      DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
      REDIS_URL: '',
      VIGIL_LOG_LEVEL: 'info',
    };
    repo = makeScenarioRepo();
  }, 60_000);

  afterAll(async () => {
    await stopAll();
    await database?.drop();
    repo?.cleanup();
    removeDir(scratch);
  });

  it('runs a full flow whose logs never show a key, the admin key printed once, in private files', async () => {
    // First start: project "default" and its admin key, in the banner.
    const first = await serve(true);
    const adminKey = first.key!;
    const projectId = first.projectId!;
    expect(adminKey).toMatch(/^vgl_[A-Za-z0-9_-]{43}$/);

    const keys: Record<string, string> = { admin: adminKey };
    const keyIds: Record<string, string> = {};
    for (const role of ['developer', 'security_engineer', 'viewer']) {
      const created = await admin(['key', 'create', '--project', projectId, '--role', role, '--name', `${role} of the e2e`]);
      keys[role] = created.key;
      keyIds[role] = created.id;
    }
    const doomed = await admin(['key', 'create', '--project', projectId, '--role', 'admin', '--name', 'revoked soon']);
    keys.revoked = doomed.key;
    await admin(['key', 'list', '--project', projectId]);

    repo.write('src/users.js', VULNERABLE_FILE).commit('add the users endpoint');
    const codebaseId = (await admin(['codebase', 'add', '--project', projectId, '--name', 'demo', '--url', repo.dir, '--default-branch', 'main'])).id;

    // Scan with a developer key, read with a viewer's, triage with a security engineer's.
    const developer = new Client(first.url, keys.developer!);
    const scan = await developer.waitForScan(await developer.startScan({ codebaseId, branch: 'main' }));
    expect(scan.status).toBe('completed');
    const viewer = new Client(first.url, keys.viewer!);
    const issues = await viewer.allIssues({ codebaseId });
    expect(issues.length).toBeGreaterThan(0);
    expect((await viewer.call('GET', `/v1/issues/${issues[0].id}`)).status).toBe(200);
    expect((await viewer.call('GET', `/v1/codebase/${codebaseId}/files?branchName=main`)).status).toBe(200);
    const engineer = new Client(first.url, keys.security_engineer!);
    expect(await engineer.call('PATCH', `/v1/issues/${issues[0].id}`, { status: 'ignored', reason: 'accepted risk in the e2e' })).toMatchObject({ status: 200 });

    // Keys in every accepted header, and keys refused: nothing of them may be logged either.
    for (const header of ['x-api-key', 'x-service-token']) {
      expect((await fetch(`${first.url}/v1/codebase`, { headers: { [header]: keys.viewer! } })).status).toBe(200);
    }
    expect((await viewer.call('PATCH', `/v1/issues/${issues[0].id}`, { status: 'closed' })).status).toBe(403);
    await admin(['key', 'revoke', '--id', doomed.id]);
    expect((await new Client(first.url, keys.revoked).call('GET', '/v1/codebase')).status).toBe(401);
    const tampered = `${keys.admin!.slice(0, -2)}zz`;
    expect((await new Client(first.url, tampered).call('GET', '/v1/codebase')).status).toBe(401);
    expect((await fetch(`${first.url}/v1/codebase`, { headers: { authorization: `Basic ${keys.developer}` } })).status).toBe(401);
    // A key written into the URL (not a way Vigil reads keys) is refused and not logged either.
    expect((await fetch(`${first.url}/v1/codebase?api_key=${keys.developer}`)).status).toBe(401);

    // Errors provoked on the running service: their answers reveal nothing of the server.
    const serverPaths = [REPOSITORY_ROOT, dataDir, scratch];
    const provoked = [
      await developer.call('GET', '/v1/issues/does-not-exist'),
      await developer.call('GET', '/v1/issues?severity=%27%20OR%201%3D1--'),
      await developer.call('POST', '/v1/scan-workflows/start', { codebaseId, branch: 'no/such/branch' }),
      await developer.call('POST', '/v1/scan-workflows/start', { codebaseId: "cb_'; DROP TABLE scans; --", branch: 'main' }),
      await developer.call('GET', `/v1/codebase/${codebaseId}/files?branchName=${encodeURIComponent('../../../etc')}`),
      await developer.call('GET', '/v1/nowhere'),
    ];
    const malformed = await fetch(`${first.url}/v1/issues/${issues[0].id}`, {
      method: 'PATCH',
      headers: { authorization: `Bearer ${keys.developer}`, 'content-type': 'application/json' },
      body: '{"status":',
    });
    provoked.push({ status: malformed.status, body: await malformed.json() });
    for (const res of provoked) {
      expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
      expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
      expect(res.body).toEqual({ statusCode: res.status, message: expect.any(String), error: expect.any(String) });
      expect(leaksIn(JSON.stringify(res.body), serverPaths), JSON.stringify(res.body)).toEqual([]);
    }

    // A restart on the same data: no banner, no key.
    await stopAll();
    const second = await serve(false);
    expect(second.key).toBeUndefined();
    expect((await new Client(second.url, keys.viewer!).call('GET', '/v1/codebase')).status).toBe(200);
    await stopAll();

    // The logs: every key made is absent, except the admin key inside the one banner.
    const all = logs.map((log) => log.text).join('\n');
    const banners = all.match(EVERY_BANNER) ?? [];
    expect(banners).toHaveLength(1);
    expect(banners[0]).toContain(keys.admin);
    expect(logs.filter((log) => BANNER.test(log.text)).map((log) => log.name)).toEqual([logs.find((l) => l.name.startsWith('serve'))!.name]);
    const outsideBanner = all.replace(EVERY_BANNER, '');
    // The logs were really captured, requests included.
    expect(outsideBanner).toMatch(/listening on/);
    expect(outsideBanner).toMatch(/incoming request[\s\S]*\/v1\/scan-workflows\/start/);
    for (const [role, key] of Object.entries({ ...keys, tampered })) {
      // The secret part: the visible 12-character prefix may be shown, the rest never.
      expect(outsideBanner.includes(key.slice(12)), `the ${role} key appears in the logs`).toBe(false);
    }

    // Private files: the data directory Vigil made, the SQLite file and the mirror of the scan.
    expect(modeOf(dataDir)).toBe(0o700);
    expect(fs.readdirSync(path.join(dataDir, 'mirrors')).length).toBeGreaterThan(0);
    if (engine === 'sqlite') expect(modeOf(path.join(dataDir, 'vigil.db'))).toBe(0o600);
    expect(openToOthers(dataDir)).toEqual([]);
  }, 300_000);

  it('prints an admin key once when three servers start together on an empty database', async () => {
    const fresh = await createTestDatabase(engine);
    const freshDir = path.join(scratch, 'together');
    const freshEnv = { ...env, VIGIL_DATA_DIR: freshDir, DATABASE_URL: fresh.config.dialect === 'postgres' ? fresh.config.connectionString : '', VIGIL_SERVE_WORKERS: '0' };
    const started = await Promise.all([0, 1, 2].map(() => startServe(freshEnv)));
    try {
      // Each process decided whether to bootstrap before it listened; the banner is written just
      // after the listening line, which on a loaded machine can take seconds. Wait for the first
      // banner, then give the others the same time to (wrongly) print a second one.
      const deadline = Date.now() + 30_000;
      while (Date.now() < deadline && !started.some((s) => BANNER.test(s.process.output()))) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const outputs = started.map((s) => s.process.output());
      expect(outputs.filter((output) => BANNER.test(output))).toHaveLength(1);
      expect(outputs.flatMap((output) => output.match(/vgl_[A-Za-z0-9_-]{43}/g) ?? []).length).toBe(2); // the key line and the example command
      const key = outputs.join('').match(/^\s+(vgl_\S+)$/m)![1]!;
      for (const s of started) expect((await new Client(s.url, key).call('GET', '/v1/codebase')).status).toBe(200);
    } finally {
      for (const s of started) await s.process.stop('SIGTERM');
      await fresh.drop();
    }
  }, 120_000);
});
