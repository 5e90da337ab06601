import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';
import { routeCases, type RouteIds } from './routes.js';

/** Every route, called with the key of project B on the things of project A: nothing of A shows. */
describe.each(engines())('cross-project isolation on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let repo: TestRepository;
  let a: SeededProject;
  let b: SeededProject;
  let idsA: RouteIds;
  let idsB: RouteIds;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    repo = createTestRepository({ 'index.js': 'x()\n' });
    const seed = async (name: string) => {
      const seeded = await seedProject(server.store.db, 'enterprise', name);
      const codebaseId = (await seedCodebase(server.store.db, seeded.projectId, repo.dir, `${name}-repo`)).id;
      const scanId = (await seedScan(server.store.db, seeded.projectId, codebaseId)).id;
      const [issue] = await seedIssues(server.store.db, [{ projectId: seeded.projectId, codebaseId, scanId, title: `${name} issue` }]);
      return { seeded, ids: { codebaseId, scanId, issueId: issue!.id } };
    };
    ({ seeded: a, ids: idsA } = await seed('a'));
    ({ seeded: b, ids: idsB } = await seed('b'));
  });

  afterAll(async () => {
    await server?.close();
    repo?.dispose();
  });

  const expected: Record<string, (res: { status: number; body: any }) => void> = {
    'start scan': (res) => expect(res).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Codebase not found', error: 'Not Found' } }),
    'scan status': (res) => expect(res).toMatchObject({ status: 404, body: { statusCode: 404, message: 'Scan not found', error: 'Not Found' } }),
    'list codebases': (res) => {
      expect(res.status).toBe(200);
      expect(res.body.map((c: any) => c.id)).toEqual([idsB.codebaseId]);
    },
    'get codebase': (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Codebase not found' } }),
    'list files': (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Codebase not found' } }),
    'list issues': (res) => {
      expect(res.status).toBe(200);
      expect(res.body.issues.map((i: any) => i.id)).toEqual([idsB.issueId]);
    },
    'get issue': (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Issue not found' } }),
    'update issue': (res) => expect(res).toMatchObject({ status: 404, body: { message: 'Issue not found' } }),
  };

  it('every route with another project’s key answers 404 or the caller’s own data, for every role', async () => {
    for (const role of ['admin', 'developer', 'viewer'] as const) {
      for (const route of routeCases(idsA)) {
        if (role === 'viewer' && route.permission !== 'issue:view') continue; // 403 before lookup, covered by auth tests
        const res = await api(route.method, route.path, { key: b.keys[role], body: route.body });
        expected[route.name]!(res);
        expect(JSON.stringify(res.body)).not.toContain(a.projectId);
        expect(JSON.stringify(res.body)).not.toContain('a issue');
      }
    }
    // Nothing of A changed or was queued.
    const issue = await server.store.db.selectFrom('issues').select('status').where('id', '=', idsA.issueId).executeTakeFirstOrThrow();
    expect(issue.status).toBe('open');
    expect(server.producer.jobs).toEqual([]);
  });

  it('a projectId or codebaseId filter naming another project gives an empty list, as for an unknown id', async () => {
    for (const query of [`?projectId=${a.projectId}`, '?projectId=prj_unknown', `?codebaseId=${idsA.codebaseId}`, `?projectId=${a.projectId}&codebaseId=${idsA.codebaseId}`]) {
      const res = await api('GET', `/v1/issues${query}`, { key: b.keys.admin });
      expect(res.status, query).toBe(200);
      expect(res.body, query).toEqual({ issues: [], total: 0, limit: 50, offset: 0 });
    }
  });

  it('the owner still sees its own data through the same routes', async () => {
    for (const route of routeCases(idsA)) {
      const res = await api(route.method, route.path, { key: a.keys.admin, body: route.body });
      expect(res.status, route.name).toBe(route.okStatus);
    }
    const own = await api('GET', '/v1/issues', { key: b.keys.admin });
    expect(own.body.issues.map((i: any) => i.id)).toEqual([idsB.issueId]);
  });
});
