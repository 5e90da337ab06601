/**
 * `vigil ci` end to end: the built CLI as a child process against a real `vigil serve` (SQLite,
 * and PostgreSQL when DATABASE_URL is set) scanning a real git repository made here, checking
 * each exit code, the SARIF it writes (against the SARIF 2.1.0 schema subset, with the
 * fingerprints the API reports) and --diff-base on a feature branch.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import AjvModule from 'ajv';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { SARIF_2_1_0_SUBSET } from '../helpers/sarif-schema.js';
import { buildCli, Client, startServe, vigilAdmin, type Server } from './harness.js';

const Ajv = AjvModule as unknown as typeof AjvModule.default;
const execFileAsync = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');

/** The client package is compiled by the root build; the harness compiles src/ only. */
async function buildClientAndCli(): Promise<void> {
  await execFileAsync('flock', ['/tmp/vigil-build.lock', 'npx', 'tsc', '-p', 'packages/client/tsconfig.json'], { cwd: ROOT, timeout: 180_000 });
  await buildCli();
}
beforeAll(buildClientAndCli, 240_000);

const USERS = `const express = require('express');
const mysql = require('mysql');
const router = express.Router();
const db = mysql.createConnection({ host: 'db' });

router.get('/users', (req, res) => {
  const name = req.query.name;
  db.query("SELECT * FROM users WHERE name = '" + name + "'", (err, rows) => res.json(rows));
});

module.exports = router;
`;

const PING = `const express = require('express');
const { exec } = require('child_process');
const router = express.Router();

router.get('/ping', (req, res) => {
  exec('ping -c 1 ' + req.query.host, (err, out) => res.send(out));
});

module.exports = router;
`;

describe.each(engines())('vigil ci on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Server;
  let key: string;
  let projectId: string;
  let codebaseId: string;
  let repo: TestRepo;
  let api: Client;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = tempDir('e2e-ci');
    env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '', REDIS_URL: '' };
    const started = await startServe(env, { firstStart: true });
    server = started;
    key = started.key!;
    projectId = started.projectId!;
    api = new Client(server.url, key);
    // main: a SQL injection (high). feature: adds a command injection (critical) in a new file.
    repo = TestRepo.create('main');
    repo.write('src/app.js', "module.exports = () => 'ok';\n").write('src/users.js', USERS).commit('users');
    repo.git('checkout', '-q', '-b', 'feature');
    repo.write('src/ping.js', PING).commit('ping');
    codebaseId = (await vigilAdmin(['codebase', 'add', '--project', projectId, '--name', 'shop', '--url', repo.dir, '--default-branch', 'main'], env)).id;
  }, 120_000);

  afterAll(async () => {
    await server?.process.stop();
    await database?.drop();
    repo?.cleanup();
    removeDir(dataDir);
  });

  async function ci(args: string[], options: { key?: string | null; cwd?: string } = {}) {
    const childEnv: Record<string, string | undefined> = { ...process.env, VIGIL_API_KEY: options.key === undefined ? key : (options.key ?? undefined) };
    if (options.key === null) delete childEnv.VIGIL_API_KEY;
    const result = await execFileAsync(process.execPath, [path.join(ROOT, 'bin/vigil'), 'ci', ...args], { cwd: options.cwd ?? ROOT, env: childEnv, timeout: 120_000 }).then(
      (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
      (e) => ({ code: e.code as number, stdout: e.stdout as string, stderr: e.stderr as string }),
    );
    // The key is never printed, whatever happens.
    expect(result.stdout + result.stderr).not.toContain(key);
    return result;
  }
  const base = () => ['--url', server.url, '--codebase', codebaseId, '--poll-interval', '0.2'];

  it('exits 2 on usage errors and on requests the server refuses, before starting any scan', async () => {
    const cases: [string[], { key?: string | null }, RegExp][] = [
      [[...base(), '--branch', 'main'], { key: null }, /VIGIL_API_KEY/],
      [['--url', server.url, '--codebase', codebaseId], {}, /--branch is required/],
      [[...base(), '--branch', 'main', '--fail-on', 'severe'], {}, /--fail-on must be one of/],
      [[...base(), '--branch', 'main', '--format', 'xml'], {}, /--format must be one of/],
      [[...base(), '--branch', 'main', '--bogus'], {}, /unknown option --bogus/],
      [[...base(), '--branch', 'main', '--files', 'src/nope.js'], {}, /not files of main on the server: src\/nope\.js/],
      [[...base(), '--branch', 'no-such-branch'], {}, /404 Branch not found/],
      [[...base(), '--branch', 'main'], { key: `vgl_${'A'.repeat(43)}` }, /401 Invalid or expired token/],
      [['--url', server.url, '--codebase', 'cb_unknown', '--branch', 'main'], {}, /404 Codebase not found/],
      [[...base(), '--branch', 'feature', '--diff-base', 'no-such-ref', '--repo', repo.dir], {}, /--diff-base no-such-ref is not a commit/],
    ];
    const before = (await api.call('GET', `/v1/issues?codebaseId=${codebaseId}`)).body.total;
    for (const [args, options, message] of cases) {
      const result = await ci(args, options);
      expect(result.code, `${args.join(' ')}\n${result.stderr}`).toBe(2);
      expect(result.stderr).toMatch(message);
    }
    expect((await api.call('GET', `/v1/issues?codebaseId=${codebaseId}`)).body.total).toBe(before);
  }, 120_000);

  it('scans, prints the table with links, writes valid SARIF with the API’s fingerprints, and exits 1 at --fail-on', async () => {
    const out = path.join(dataDir, 'main.sarif');
    const result = await ci([...base(), '--branch', 'main', '--fail-on', 'high', '--format', 'sarif', '--output', out]);
    expect(result.code, result.stderr).toBe(1);
    expect(result.stderr).toMatch(/scan scn_\w+ started \(main\)/);
    expect(result.stderr).toMatch(/completed/);
    expect(result.stderr).toMatch(/1 open issue at or above high: failing/);

    const open = await api.allIssues({ codebaseId, branch: 'main', status: 'open' });
    expect(open.map((i) => i.filePath)).toEqual(['src/users.js']);
    expect(result.stdout).toContain(`${server.url}/v1/issues/${open[0].id}`);
    expect(result.stdout).toMatch(/high\s+.*src\/users\.js:8/);

    const sarif = JSON.parse(fs.readFileSync(out, 'utf8'));
    const validate = new Ajv({ strict: false, validateFormats: false, allErrors: true }).compile(SARIF_2_1_0_SUBSET);
    expect(validate(sarif), JSON.stringify(validate.errors)).toBe(true);
    const results = sarif.runs[0].results;
    expect(results).toHaveLength(1);
    const detail = (await api.call('GET', `/v1/issues/${open[0].id}`)).body;
    expect(results[0]).toMatchObject({ ruleId: detail.ruleId, level: 'error', partialFingerprints: { 'vigilFingerprint/v1': detail.fingerprint } });
    expect(results[0].locations[0].physicalLocation).toMatchObject({ artifactLocation: { uri: 'src/users.js' }, region: { startLine: 8 } });
    expect(results[0].codeFlows[0].threadFlows[0].locations.length).toBe(detail.trace.length);
    expect(sarif.runs[0].tool.driver.rules.map((r: any) => r.id)).toEqual([detail.ruleId]);
  }, 120_000);

  it('exits 0 when nothing reaches --fail-on, and reports only the chosen --files', async () => {
    const below = await ci([...base(), '--branch', 'main', '--fail-on', 'critical']);
    expect(below.code, below.stderr).toBe(0);
    expect(below.stdout).toMatch(/1 open issue \(1 open on the branch\)/);

    const clean = await ci([...base(), '--branch', 'main', '--files', 'src/app.js', '--fail-on', 'informative', '--format', 'json']);
    expect(clean.code, clean.stderr).toBe(0);
    expect(clean.stderr).toMatch(/started \(main, 1 file\)/);
    const body = JSON.parse(clean.stdout);
    expect(body.scan.status).toBe('completed');
    expect(body.issues).toEqual([]);
    expect(body.openTotal).toBe(1);
  }, 120_000);

  it('with --diff-base reports only the issues on lines the branch added', async () => {
    const whole = await ci([...base(), '--branch', 'feature', '--format', 'json']);
    expect(whole.code, whole.stderr).toBe(0);
    expect(JSON.parse(whole.stdout).issues.map((i: any) => i.filePath).sort()).toEqual(['src/ping.js', 'src/users.js']);

    const diff = await ci([...base(), '--branch', 'feature', '--format', 'json', '--diff-base', 'main', '--repo', repo.dir, '--fail-on', 'critical']);
    expect(diff.code, diff.stderr).toBe(1);
    const body = JSON.parse(diff.stdout);
    expect(body.issues.map((i: any) => [i.filePath, i.severity])).toEqual([['src/ping.js', 'critical']]);
    expect(body.openTotal).toBe(2);
    expect(body.diffBase).toMatchObject({ ref: 'main', head: repo.git('rev-parse', 'HEAD').trim() });

    // Against itself nothing is new.
    const none = await ci([...base(), '--branch', 'feature', '--diff-base', 'feature', '--repo', repo.dir, '--fail-on', 'low']);
    expect(none.code, none.stderr).toBe(0);
    expect(none.stdout).toMatch(/0 open issues introduced since feature/);
  }, 120_000);

  it('exits 3 when the scan fails, and when the server cannot be reached', async () => {
    // A server whose analysis time limit no scan can meet, with one attempt: every scan fails. A new
    // file on main gives the scan work the engine cache cannot answer (parsing it alone takes longer).
    repo.git('checkout', '-q', 'main');
    repo.write('src/orders.js', USERS.replace('/users', '/orders')).commit('orders');
    await server.process.stop();
    server = await startServe({ ...env, VIGIL_ANALYSIS_TIMEOUT_MS: '1', VIGIL_JOB_MAX_ATTEMPTS: '1' });
    const failed = await ci([...base(), '--branch', 'main', '--fail-on', 'high']);
    expect(failed.code, failed.stderr).toBe(3);
    expect(failed.stderr).toMatch(/scan scn_\w+ failed/);

    const url = server.url;
    await server.process.stop();
    const unreachable = await ci(['--url', url, '--codebase', codebaseId, '--branch', 'main']);
    expect(unreachable.code, unreachable.stderr).toBe(3);
    expect(unreachable.stderr).toMatch(/POST \/v1\/scan-workflows\/start: fetch failed/);
  }, 120_000);
});
