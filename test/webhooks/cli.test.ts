/**
 * `vigil admin webhook …` through the built CLI (dist/, built by `npm test` or test/cli), as an
 * operator runs it: the secret is printed once and nowhere else.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/vigil');

describe.each(engines())('vigil admin webhook on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: NodeJS.ProcessEnv;

  beforeAll(async () => {
    expect(fs.existsSync(path.join(ROOT, 'dist/cli/admin-webhooks.js')), 'run npm run build first').toBe(true);
    database = await createTestDatabase(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wh-cli-'));
    env = { ...process.env, VIGIL_DATA_DIR: dataDir, VIGIL_LOG_LEVEL: 'warn', VIGIL_SECRET_KEY: Buffer.alloc(32, 9).toString('base64') };
    if (database.config.dialect === 'postgres') env.DATABASE_URL = database.config.connectionString;
    else delete env.DATABASE_URL;
    delete env.REDIS_URL;
  });

  afterAll(async () => {
    await database?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
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

  it('adds, lists without the secret, rotates, shows deliveries and removes', () => {
    const project = json('admin', 'project', 'create', '--name', 'hooks', '--json');
    const added = json('admin', 'webhook', 'add', '--project', project.id, '--url', 'https://hooks.test/in', '--events', 'scan.completed,scan.failed', '--json');
    expect(added.secret).toMatch(/^whsec_/);
    expect(added.events).toEqual(['scan.completed', 'scan.failed']);
    const listed = vigil('admin', 'webhook', 'list', '--project', project.id, '--json');
    expect(JSON.parse(listed.stdout).map((e: { id: string }) => e.id)).toEqual([added.id]);
    expect(listed.stdout + listed.stderr).not.toContain(added.secret.slice(6));
    const rotated = json('admin', 'webhook', 'rotate-secret', '--id', added.id, '--json');
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(added.secret);
    expect(json('admin', 'webhook', 'deliveries', '--id', added.id, '--json')).toEqual([]);
    expect(json('admin', 'webhook', 'remove', '--id', added.id, '--json')).toEqual({ id: added.id, removed: true });
    expect(json('admin', 'webhook', 'list', '--project', project.id, '--json')).toEqual([]);
  });

  it('refuses an unknown event before opening the database (exit 2)', () => {
    const result = vigil('admin', 'webhook', 'add', '--project', 'prj_x', '--url', 'https://hooks.test/in', '--events', 'scan.done');
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Unknown event scan.done/);
  });
});
