/**
 * Error answers reveal nothing of the server: no SQL, no database or driver message, no path on
 * the server, no stack trace, for client errors (4xx) and for real server faults (a table gone
 * under the API, a repository git cannot read). Real SQLite/PostgreSQL, real git, over HTTP.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit } from '../../src/git/index.js';
import { GitRepositoryBrowser } from '../../src/workflows/repository-browser.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { client, startTestServer, type ApiResponse, type TestServer } from '../helpers/server.js';
import { leaksIn, REPOSITORY_ROOT } from './leaks.js';

function expectNoLeak(res: ApiResponse, label: string, paths: string[]): void {
  const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
  expect(leaksIn(text, paths), `${label}: ${text}`).toEqual([]);
}

describe.each(engines())('error answers reveal nothing of the server on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let dataDir: string;
  let repo: TestRepo;
  let codebaseId: string;
  let issueId: string;
  const paths = () => [REPOSITORY_ROOT, dataDir, repo.dir, process.cwd()];

  beforeAll(async () => {
    dataDir = tempDir('leaks-data');
    server = await startTestServer(engine, new GitRepositoryBrowser(new CodebaseGit({ dataDir })));
    api = client(server.baseUrl);
    project = await seedProject(server.store.db, 'enterprise');
    repo = TestRepo.create('main');
    repo.write('index.js', 'x()\n').commit('first');
    codebaseId = (await seedCodebase(server.store.db, project.projectId, repo.dir)).id;
    const scanId = (await seedScan(server.store.db, project.projectId, codebaseId)).id;
    issueId = (await seedIssues(server.store.db, [{ projectId: project.projectId, codebaseId, scanId }]))[0]!.id;
  });

  afterAll(async () => {
    await server?.close();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('answers client errors in the error shape without SQL, paths or stacks', async () => {
    const key = project.keys.admin;
    const injection = `' OR 1=1; DROP TABLE issues; --`;
    const cases: { label: string; method: string; url: string; body?: unknown; rawBody?: string; contentType?: string; key?: string; status: number }[] = [
      { label: 'no key', method: 'GET', url: '/v1/issues', status: 401 },
      { label: 'unknown key', method: 'GET', url: '/v1/issues', key: 'vgl_' + 'x'.repeat(43), status: 401 },
      { label: 'viewer PATCH', method: 'PATCH', url: `/v1/issues/${issueId}`, body: { status: 'closed' }, key: project.keys.viewer, status: 403 },
      { label: 'unknown route', method: 'GET', url: '/v1/nothing/here', status: 404 },
      { label: 'injection in id', method: 'GET', url: `/v1/issues/${encodeURIComponent(injection)}`, status: 404 },
      { label: 'injection in filter', method: 'GET', url: `/v1/issues?codebaseId=${encodeURIComponent(injection)}&branch=${encodeURIComponent(injection)}`, status: 200 },
      { label: 'bad enum', method: 'GET', url: `/v1/issues?status=${encodeURIComponent(injection)}`, status: 400 },
      { label: 'bad limit', method: 'GET', url: '/v1/issues?limit=-1', status: 400 },
      { label: 'malformed JSON', method: 'PATCH', url: `/v1/issues/${issueId}`, rawBody: '{"status": "clo', status: 400 },
      { label: 'wrong media type', method: 'PATCH', url: `/v1/issues/${issueId}`, rawBody: 'status=closed', contentType: 'text/plain', status: 415 },
      { label: 'invalid body', method: 'PATCH', url: `/v1/issues/${issueId}`, body: { status: injection }, status: 400 },
      { label: 'ignored without reason', method: 'PATCH', url: `/v1/issues/${issueId}`, body: { status: 'ignored' }, status: 400 },
      { label: 'body over the limit', method: 'POST', url: '/v1/scan-workflows/start', rawBody: JSON.stringify({ codebaseId, branch: 'x'.repeat(2 * 1024 * 1024) }), status: 413 },
      { label: 'unknown branch', method: 'POST', url: '/v1/scan-workflows/start', body: { codebaseId, branch: 'no-such-branch' }, status: 404 },
      { label: 'invalid branch name', method: 'GET', url: `/v1/codebase/${codebaseId}/files?branchName=${encodeURIComponent('../../etc/passwd')}`, status: 404 },
      { label: 'invalid file ids', method: 'POST', url: '/v1/scan-workflows/start', body: { codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: [injection] }, status: 400 },
    ];
    for (const c of cases) {
      const res = await api(c.method, c.url, { key: c.key ?? (c.status === 401 && c.label === 'no key' ? undefined : key), body: c.body, rawBody: c.rawBody, contentType: c.contentType });
      expect(res.status, `${c.label}: ${JSON.stringify(res.body)}`).toBe(c.status);
      if (c.status >= 400) expect(res.body, c.label).toEqual({ statusCode: c.status, message: expect.any(String), error: expect.any(String) });
      expectNoLeak(res, c.label, paths());
    }
  });

  it('answers malformed URLs, overlong ids and huge offsets without anything of the server', async () => {
    // Their status and shape are being brought into the error shape separately (docs/security.md,
    // known gaps); what is checked here holds before and after: nothing of the server is shown.
    for (const url of ['/v1/issues/%ZZ', `/v1/issues/${'a'.repeat(150)}`, '/v1/issues?offset=1e20', '/v1/issues?offset=99999999999999999999', '/v1/codebase/%2e%2e%2f%2e%2e%2fetc%2fpasswd']) {
      const res = await api('GET', url, { key: project.keys.admin });
      expect(res.status, url).toBeGreaterThanOrEqual(400);
      expect(res.body, url).toMatchObject({ statusCode: res.status, message: expect.any(String) });
      expectNoLeak(res, url, paths());
    }
  });

  it('answers 503 without git’s message or the mirror’s path when the repository cannot be read', async () => {
    const gone = TestRepo.create('main');
    gone.write('a.js', 'a()\n').commit('a');
    const goneId = (await seedCodebase(server.store.db, project.projectId, gone.dir, 'gone')).id;
    gone.cleanup();
    const res = await api('GET', `/v1/codebase/${goneId}/files?branchName=main`, { key: project.keys.admin });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ statusCode: 503, message: expect.any(String), error: 'Service Unavailable' });
    expectNoLeak(res, 'unreadable repository', [...paths(), gone.dir, 'mirrors']);
    expect(fs.existsSync(gone.dir)).toBe(false);
  });

  it('answers a database fault with a bare 500 that names no table, statement or driver', async () => {
    // A real fault under the API: the table the route reads is gone.
    await server.store.db.schema.dropTable('issue_events').ifExists().execute();
    await server.store.db.schema.dropTable('issue_counts').ifExists().execute();
    const res = await api('PATCH', `/v1/issues/${issueId}`, { key: project.keys.admin, body: { status: 'closed' } });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'An internal error occurred', error: 'Internal Server Error' });
    expectNoLeak(res, 'database fault', paths());
  });
});
