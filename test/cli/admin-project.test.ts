/**
 * `--project` of the admin commands takes the project's id or its name; an unknown or ambiguous
 * name is a usage error (exit 2) that says which; an unknown id stays "Project not found" (exit 1).
 * The built CLI, run as an operator runs it, on SQLite and on PostgreSQL when DATABASE_URL is set.
 */
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../e2e/harness.js';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const BIN = path.join(ROOT, 'bin/vigil');

beforeAll(buildCli, 240_000);

describe.each(engines())('admin --project by name on %s', (engine) => {
  let database: TestDatabase;
  let env: NodeJS.ProcessEnv;
  let repo: TestRepository;

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    env = { ...process.env, VIGIL_LOG_LEVEL: 'warn', DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '' };
    if (database.dataDir) env.VIGIL_DATA_DIR = database.dataDir;
    delete env.REDIS_URL;
    repo = createTestRepository({ 'app.js': 'a()\n' });
  });

  afterAll(async () => {
    await database?.drop();
    repo?.dispose();
  });

  function vigil(...args: string[]) {
    const result = spawnSync(process.execPath, [BIN, 'admin', ...args], { cwd: ROOT, env, encoding: 'utf8', timeout: 60_000 });
    return { code: result.status, stdout: result.stdout, stderr: result.stderr };
  }

  function json(...args: string[]) {
    const result = vigil(...args, '--json');
    expect(result.code, result.stderr).toBe(0);
    return JSON.parse(result.stdout);
  }

  it('accepts the name wherever --project is taken, and the id as before', () => {
    const alpha = json('project', 'create', '--name', 'alpha').id as string;
    const key = json('key', 'create', '--project', 'alpha', '--role', 'developer');
    expect(json('key', 'list', '--project', 'alpha').map((k: { id: string }) => k.id)).toEqual([key.id]);
    expect(json('key', 'list', '--project', alpha).map((k: { id: string }) => k.id)).toEqual([key.id]);
    expect(json('codebase', 'add', '--project', 'alpha', '--name', 'shop', '--url', repo.dir).id).toMatch(/^cb_/);
    expect(json('learning', 'list', '--project', 'alpha')).toEqual([]);
    expect(json('webhook', 'list', '--project', 'alpha')).toEqual([]);
  });

  it('prefers an id over a project named like it', () => {
    const beta = json('project', 'create', '--name', 'beta').id as string;
    const impostor = json('project', 'create', '--name', beta).id as string;
    json('key', 'create', '--project', beta, '--role', 'viewer');
    expect(json('key', 'list', '--project', beta)).toHaveLength(1);
    expect(json('key', 'list', '--project', impostor)).toEqual([]);
  });

  it('refuses an ambiguous or unknown name with exit code 2 and one line saying which', () => {
    const first = json('project', 'create', '--name', 'twin').id as string;
    const second = json('project', 'create', '--name', 'twin').id as string;
    const ambiguous = vigil('key', 'create', '--project', 'twin', '--role', 'admin');
    expect(ambiguous.code).toBe(2);
    expect(ambiguous.stderr.trim()).toBe(`vigil: admin key create: --project "twin" names 2 projects (${first}, ${second}); give the id instead`);
    expect(json('key', 'list', '--project', first)).toEqual([]);

    const unknown = vigil('webhook', 'list', '--project', 'no such project');
    expect(unknown.code).toBe(2);
    expect(unknown.stderr.trim()).toBe('vigil: admin webhook list: --project "no such project": no project has this id or name');
    expect(unknown.stdout).toBe('');

    const missingId = vigil('key', 'create', '--project', 'prj_missing', '--role', 'admin');
    expect(missingId.code).toBe(1);
    expect(missingId.stderr.trim()).toBe('vigil: Project not found');
  });
});
