/**
 * Learnings through the real server and the operator CLI: an issue ignored, closed and ignored
 * again has one learning in force (the CLI lists one), and reopening it over the API withdraws
 * it (the CLI shows it removed, and removing it again reopens nothing). A later scan with a
 * finding of the same shape is then open, not suppressed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { removeDir, tempDir, type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, startServe, vigilAdmin, type Server } from './harness.js';
import { makeScenarioRepo, VULNERABLE_FILE } from './repository.js';

beforeAll(buildCli, 180_000);

describe('learning cycles through the API and the CLI', () => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  let server: Server;
  let repo: TestRepo;

  beforeAll(async () => {
    database = await createTestDatabase('sqlite');
    dataDir = tempDir('e2e-learnings');
    env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    repo = makeScenarioRepo();
    repo.write('src/users.js', VULNERABLE_FILE).commit('a vulnerable file');
  }, 120_000);

  afterAll(async () => {
    await server?.process.stop();
    await database?.drop();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('keeps one learning across ignore/close cycles and withdraws it on reopen', async () => {
    const started = await startServe(env, { firstStart: true });
    server = started;
    const projectId = started.projectId!;
    const client = new Client(server.url, started.key!);
    const codebaseId = (await vigilAdmin(['codebase', 'add', '--project', projectId, '--name', 'demo', '--url', repo.dir, '--default-branch', 'main'], env)).id;
    expect((await client.waitForScan(await client.startScan({ codebaseId, branch: 'main' }))).status).toBe('completed');
    const issue = (await client.allIssues({ codebaseId, branch: 'main' })).find((i) => i.filePath === 'src/users.js' && i.category === 'hardcoded-secrets');
    expect(issue).toBeDefined();

    const patch = async (body: Record<string, unknown>) => expect((await client.call('PATCH', `/v1/issues/${issue.id}`, body)).status).toBe(200);
    await patch({ status: 'ignored', reason: 'first look' });
    await patch({ status: 'closed' });
    await patch({ status: 'ignored', reason: 'second look' });
    const active = (await vigilAdmin(['learning', 'list', '--project', projectId], env)).filter((l: any) => l.sourceIssueId === issue.id && l.removedAt === null);
    expect(active).toHaveLength(1);
    expect(active[0].reason).toBe('second look');

    await patch({ status: 'closed' });
    await patch({ status: 'open' });
    expect((await vigilAdmin(['learning', 'show', '--id', active[0].id], env)).removedAt).not.toBeNull();
    expect((await vigilAdmin(['learning', 'list', '--project', projectId], env)).filter((l: any) => l.removedAt === null)).toEqual([]);
    expect((await vigilAdmin(['learning', 'remove', '--id', active[0].id], env)).reopenedIssueIds).toEqual([]);

    // A second key of the same shape in that file (what the learning would have covered) is raised.
    repo.write('src/users.js', `${VULNERABLE_FILE}const awsAccessKeyIdOld = "AKIAQ7RNX4PLV2TWZ3MH";\n`).commit('another key');
    expect((await client.waitForScan(await client.startScan({ codebaseId, branch: 'main' }))).status).toBe('completed');
    const keys = (await client.allIssues({ codebaseId, branch: 'main' })).filter((i) => i.filePath === 'src/users.js' && i.category === 'hardcoded-secrets');
    expect(keys.map((i) => i.status)).toEqual(['open', 'open']);
  }, 240_000);
});
