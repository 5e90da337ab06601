/**
 * The built CLI, run as an operator runs it: `npm run build`, then `node bin/vigil …` with
 * VIGIL_DATA_DIR in a temporary directory (and DATABASE_URL for the PostgreSQL run).
 */
import { execFileSync, spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/vigil');

/** The newest modification time of the TypeScript sources under src/. */
function newestSourceTime(dir = path.join(ROOT, 'src')): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestSourceTime(full));
    else if (entry.name.endsWith('.ts')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

beforeAll(() => {
  // `npm test` builds first; a run of this file alone builds when dist/ is older than src/ (and
  // does not rebuild under other test files that are running the built CLI). tsc emits even
  // when another part of the tree has a type error; this test needs only the output.
  const main = path.join(ROOT, 'dist/cli/main.js');
  if (!fs.existsSync(main) || fs.statSync(main).mtimeMs < newestSourceTime()) {
    spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
  expect(fs.existsSync(main)).toBe(true);
}, 180_000);

describe.each(engines())('vigil CLI on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let repo: TestRepository;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-cli-'));
    env = { ...process.env, VIGIL_DATA_DIR: dataDir, VIGIL_LOG_LEVEL: 'warn' };
    if (database.config.dialect === 'postgres') env.DATABASE_URL = database.config.connectionString;
    else delete env.DATABASE_URL;
    delete env.REDIS_URL;
    repo = createTestRepository({ 'app.js': 'require("child_process").exec(process.argv[2])\n' });
  });

  afterAll(async () => {
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    repo?.dispose();
  });

  function vigil(...args: string[]) {
    const result = spawnSync(process.execPath, [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  function json(...args: string[]) {
    const result = vigil(...args);
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout);
  }

  it('creates projects, keys and codebases, printing JSON with --json', () => {
    const project = json('admin', 'project', 'create', '--name', 'acme', '--plan', 'team', '--json');
    expect(Object.keys(project)).toEqual(['id']);
    expect(project.id).toMatch(/^prj_/);

    const key = json('admin', 'key', 'create', '--project', project.id, '--role', 'developer', '--name', 'ci', '--expires-at', '2099-01-01T00:00:00Z', '--json');
    expect(Object.keys(key).sort()).toEqual(['id', 'key']);
    expect(key.id).toMatch(/^key_/);
    expect(key.key).toMatch(/^vgl_[A-Za-z0-9_-]{43}$/);

    const keys = json('admin', 'key', 'list', '--project', project.id, '--json');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ id: key.id, role: 'developer', name: 'ci', expiresAt: '2099-01-01T00:00:00.000Z', revokedAt: null });
    expect(JSON.stringify(keys)).not.toContain(key.key);

    const revoked = json('admin', 'key', 'revoke', '--id', key.id, '--json');
    expect(revoked.id).toBe(key.id);
    expect(json('admin', 'key', 'list', '--project', project.id, '--json')[0].revokedAt).toEqual(revoked.revokedAt);
    const text = vigil('admin', 'key', 'list', '--project', project.id);
    expect(text.stdout).toContain('revoked');

    const codebase = json('admin', 'codebase', 'add', '--project', project.id, '--name', 'app', '--url', repo.dir, '--default-branch', 'main', '--json');
    expect(Object.keys(codebase)).toEqual(['id']);
    expect(codebase.id).toMatch(/^cb_/);
    expect(vigil('admin', 'codebase', 'remove', '--id', codebase.id).code).toBe(0);
    const again = vigil('admin', 'codebase', 'remove', '--id', codebase.id);
    expect(again.code).toBe(1);
    expect(again.stderr.trim()).toBe('vigil: Codebase not found');
  });

  it('answers bad arguments with one line on stderr and exit code 2, writing nothing', () => {
    const cases: string[][] = [
      [],
      ['bogus'],
      ['admin'],
      ['admin', 'project', 'delete'],
      ['admin', 'project', 'create'],
      ['admin', 'project', 'create', '--name', 'x', '--plan', 'gold'],
      ['admin', 'project', 'create', '--name', 'x', '--colour', 'red'],
      ['admin', 'project', 'create', '--name', 'x', 'extra'],
      ['admin', 'key', 'create', '--project', 'prj_x'],
      ['admin', 'key', 'create', '--project', 'prj_x', '--role', 'root'],
      ['admin', 'key', 'create', '--project', 'prj_x', '--role', 'admin', '--expires-at', 'soon'],
      ['admin', 'key', 'create', '--project', 'prj_x', '--role', 'admin', '--expires-at', '2001-01-01'],
      ['admin', 'key', 'revoke'],
      ['admin', 'key', 'list'],
      ['admin', 'codebase', 'add', '--project', 'prj_x', '--name', 'n'],
      ['admin', 'codebase', 'add', '--project', 'prj_x', '--name', 'n', '--url', 'http://example.com/r.git'],
      ['admin', 'codebase', 'add', '--project', 'prj_x', '--name', 'n', '--url', './does-not-exist'],
      ['admin', 'codebase', 'remove'],
      ['serve', '--port', 'eighty'],
      ['serve', '--port', '70000'],
      ['serve', '--verbose'],
    ];
    const before = json('admin', 'project', 'create', '--name', 'count-check', '--json');
    for (const args of cases) {
      const result = vigil(...args);
      expect(result.code, args.join(' ')).toBe(2);
      const lines = result.stderr.trim().split('\n');
      if (args.length > 0) {
        expect(lines, args.join(' ')).toHaveLength(1);
        expect(lines[0]).toMatch(/^vigil: /);
      }
    }
    // Nothing was created by the failed commands: a key for the project made before still lists alone.
    expect(json('admin', 'key', 'list', '--project', before.id, '--json')).toEqual([]);
  });

  it('answers an unknown project with exit code 1 and the reason', () => {
    const result = vigil('admin', 'key', 'create', '--project', 'prj_missing', '--role', 'admin', '--json');
    expect(result.code).toBe(1);
    expect(result.stderr.trim()).toBe('vigil: Project not found');
    expect(result.stdout).toBe('');
  });
});

describe.each(engines())('vigil serve on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;
  let repo: TestRepository;
  let child: ChildProcess | undefined;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-serve-'));
    env = { ...process.env, VIGIL_DATA_DIR: dataDir, VIGIL_LOG_LEVEL: 'warn' };
    if (database.config.dialect === 'postgres') env.DATABASE_URL = database.config.connectionString;
    else delete env.DATABASE_URL;
    delete env.REDIS_URL;
    repo = createTestRepository({
      'app.js': [
        "const express = require('express');",
        "const { exec } = require('child_process');",
        'const app = express();',
        "app.get('/run', (req, res) => {",
        "  exec('ls ' + req.query.dir, (err, out) => res.send(out));",
        '});',
        '',
      ].join('\n'),
    });
  });

  afterAll(async () => {
    if (child && child.exitCode === null) child.kill('SIGKILL');
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    repo?.dispose();
  });

  /** Starts `vigil serve --port 0` and resolves with its stdout once it listens. */
  function serve(): Promise<{ process: ChildProcess; url: string; stdout: () => string }> {
    return new Promise((resolve, reject) => {
      const proc = spawn(process.execPath, [BIN, 'serve', '--port', '0', '--host', '127.0.0.1'], { cwd: ROOT, env });
      child = proc;
      let stdout = '';
      let stderr = '';
      let waiting = false;
      proc.stdout.on('data', (chunk) => (stdout += chunk));
      proc.stderr.on('data', (chunk) => {
        stderr += chunk;
        const match = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(stderr);
        // The first-start banner comes on stdout, a separate pipe: give it time to arrive (later
        // starts print none, so they wait the whole second).
        if (match && !waiting) {
          waiting = true;
          const since = Date.now();
          const ready = () =>
            stdout.includes('curl -H') || Date.now() - since > 1000
              ? resolve({ process: proc, url: match[1]!, stdout: () => stdout })
              : setTimeout(ready, 20);
          ready();
        }
      });
      proc.on('exit', (code) => reject(new Error(`serve exited with ${code}: ${stderr}`)));
    });
  }

  function stop(proc: ChildProcess): Promise<number | null> {
    return new Promise((resolve) => {
      proc.on('exit', (code) => resolve(code));
      proc.kill('SIGTERM');
    });
  }

  it('creates project default and an admin key on first start, prints them once, and stops on SIGTERM', async () => {
    const first = await serve();
    const out = first.stdout();
    const key = /^\s+(vgl_[A-Za-z0-9_-]{43})$/m.exec(out)?.[1];
    expect(key, out).toBeDefined();
    const curl = out.split('\n').find((line) => line.trim().startsWith('curl '));
    expect(curl).toBe(`  curl -H "Authorization: Bearer ${key}" ${first.url}/v1/codebase`);

    const res = await fetch(`${first.url}/v1/codebase`, { headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    expect(await stop(first.process)).toBe(0);

    const second = await serve();
    expect(second.stdout()).not.toContain('vgl_');
    const still = await fetch(`${second.url}/v1/codebase`, { headers: { 'x-api-key': key! } });
    expect(still.status).toBe(200);
    expect(await stop(second.process)).toBe(0);
  });

  it('runs a scan end to end: CLI adds a codebase, the API starts the scan, the embedded worker finishes it', async () => {
    const server = await serve();
    try {
      // The key from the first start is not printed again: make one with the CLI.
      const projects = execFileSync(process.execPath, [BIN, 'admin', 'project', 'create', '--name', 'e2e', '--json'], { cwd: ROOT, env, encoding: 'utf8' });
      const projectId = JSON.parse(projects).id;
      const run = (...args: string[]) => JSON.parse(execFileSync(process.execPath, [BIN, ...args], { cwd: ROOT, env, encoding: 'utf8' }));
      const { key } = run('admin', 'key', 'create', '--project', projectId, '--role', 'developer', '--json');
      const { id: codebaseId } = run('admin', 'codebase', 'add', '--project', projectId, '--name', 'r', '--url', repo.dir, '--json');
      const headers = { authorization: `Bearer ${key}`, 'content-type': 'application/json' };

      const files = await (await fetch(`${server.url}/v1/codebase/${codebaseId}/files?branchName=main`, { headers })).json();
      expect(files.files.map((f: any) => f.filePath)).toEqual(['app.js']);

      const scanToEnd = async () => {
        const started = await fetch(`${server.url}/v1/scan-workflows/start`, { method: 'POST', headers, body: JSON.stringify({ codebaseId, branch: 'main' }) });
        expect(started.status).toBe(201);
        const { id } = await started.json();
        let status: any;
        for (let i = 0; i < 120; i++) {
          status = await (await fetch(`${server.url}/v1/scan-workflows/${id}/status`, { headers })).json();
          if (status.status === 'completed' || status.status === 'failed') break;
          await new Promise((r) => setTimeout(r, 500));
        }
        expect(status.status, JSON.stringify(status)).toBe('completed');
        expect(status.completedAt).toBeDefined();
        return id as string;
      };
      const issuesOf = async () => (await fetch(`${server.url}/v1/issues?codebaseId=${codebaseId}`, { headers })).json();

      const firstScan = await scanToEnd();
      const found = await issuesOf();
      expect(found.total, JSON.stringify(found)).toBe(1);
      expect(found.issues[0]).toMatchObject({ category: 'command-injection', severity: 'critical', status: 'open', filePath: 'app.js', lineNumber: 5, branch: 'main' });
      const issueId = found.issues[0].id;
      const detail = await (await fetch(`${server.url}/v1/issues/${issueId}`, { headers })).json();
      expect(detail).toMatchObject({ scanId: firstScan, cwe: 'CWE-78' });
      expect(detail.codeSnippet).toContain('exec(');

      // The spec's lifecycle: a closed issue detected again is open again, keeping its id.
      const closed = await fetch(`${server.url}/v1/issues/${issueId}`, { method: 'PATCH', headers, body: JSON.stringify({ status: 'closed' }) });
      expect(closed.status).toBe(200);
      const secondScan = await scanToEnd();
      const again = await issuesOf();
      expect(again.total).toBe(1);
      expect(again.issues[0]).toMatchObject({ id: issueId, status: 'open' });
      expect((await (await fetch(`${server.url}/v1/issues/${issueId}`, { headers })).json()).scanId).toBe(secondScan);
    } finally {
      expect(await stop(server.process)).toBe(0);
    }
  });
});
