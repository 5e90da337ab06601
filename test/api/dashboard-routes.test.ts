/**
 * The read routes the web dashboard adds under /v1 (session, scans and branches of a codebase,
 * issue counts, issue history, learnings with removal): same keys, permissions, plans, project
 * isolation and error shape as the spec's routes, on SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit } from '../../src/git/index.js';
import { linkScanToIssues } from '../../src/store/repositories/issue-scans.js';
import { GitRepositoryBrowser } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

describe.each(engines())('dashboard read routes on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let a: SeededProject;
  let b: SeededProject;
  let free: SeededProject;
  let codebaseA: string;
  let codebaseB: string;
  let scans: string[];
  let ids: Record<string, string>;
  let otherIssue: string;
  const repo = TestRepo.create('main');
  const dataDir = tempDir('dashboard-routes');

  beforeAll(async () => {
    repo.write('app.js', 'console.log(1);\n').commit('first');
    repo.git('branch', 'feature');
    repo.git('branch', 'release/1.0');
    server = await startTestServer(engine, new GitRepositoryBrowser(new CodebaseGit({ dataDir, freshnessMs: 0 })));
    api = client(server.baseUrl);
    const db = server.store.db;
    a = await seedProject(db, 'enterprise', 'Alpha');
    b = await seedProject(db, 'enterprise', 'Beta');
    free = await seedProject(db, 'free', 'Gratis');
    codebaseA = (await seedCodebase(db, a.projectId, repo.dir, 'alpha-repo', 'main')).id;
    codebaseB = (await seedCodebase(db, b.projectId, repo.dir, 'beta-repo', 'main')).id;
    scans = [];
    for (const branch of ['main', 'feature', 'main']) {
      scans.push((await seedScan(db, a.projectId, codebaseA, branch)).id);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const base = { projectId: a.projectId, codebaseId: codebaseA, scanId: scans[0] };
    const rows = await seedIssues(db, [
      { ...base, severity: 'critical', category: 'sqli', title: 'crit-sqli' },
      { ...base, severity: 'high', category: 'sqli', title: 'high-sqli' },
      { ...base, severity: 'high', category: 'xss', title: 'high-xss', status: 'closed' },
      { ...base, severity: 'low', category: 'ssrf', title: 'low-ssrf', branch: 'feature' },
    ]);
    ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
    await linkScanToIssues(db, { id: scans[0], projectId: a.projectId, codebaseId: codebaseA, branch: 'main' }, rows.filter((r) => r.branch === 'main').map((r) => r.fingerprint), new Date().toISOString());
    otherIssue = (await seedIssues(db, [{ projectId: b.projectId, codebaseId: codebaseB, scanId: (await seedScan(db, b.projectId, codebaseB)).id, title: 'beta-issue' }]))[0].id;
  }, 60_000);

  afterAll(async () => {
    await server?.close();
    repo.cleanup();
    removeDir(dataDir);
  });

  it('GET /v1/session names the project, plan and role of the key, and never the key', async () => {
    const res = await api('GET', '/v1/session', { key: a.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ projectId: a.projectId, projectName: 'Alpha', plan: 'enterprise', role: 'viewer', permissions: ['issue:view'] });
    const dev = await api('GET', '/v1/session', { key: a.keys.developer, header: 'x-api-key' });
    expect(dev.body.permissions).toContain('issue:update');
    expect(JSON.stringify(dev.body)).not.toContain(a.keys.developer);
    expect(await api('GET', '/v1/session')).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Token is missing', error: 'Unauthorized' } });
    expect((await api('GET', '/v1/session', { key: 'vgl_nope' })).body.message).toBe('Invalid or expired token');
  });

  it('lists scans of a codebase newest first with paging, a branch filter and the issues each found', async () => {
    const res = await api('GET', `/v1/codebase/${codebaseA}/scans`, { key: a.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3, limit: 20, offset: 0 });
    expect(res.body.scans.map((s: any) => s.id)).toEqual([...scans].reverse());
    expect(res.body.scans.find((s: any) => s.id === scans[0])).toMatchObject({ status: 'pending', branch: 'main', codebaseId: codebaseA, issuesLinked: 3 });
    const page = await api('GET', `/v1/codebase/${codebaseA}/scans?branch=main&limit=1&offset=1`, { key: a.keys.viewer });
    expect(page.body).toMatchObject({ total: 2, limit: 1, offset: 1 });
    expect(page.body.scans.map((s: any) => s.id)).toEqual([scans[0]]);
    expect((await api('GET', `/v1/codebase/${codebaseA}/scans?limit=101`, { key: a.keys.viewer })).body).toEqual({
      statusCode: 400,
      message: 'querystring/limit must be <= 100',
      error: 'Bad Request',
    });
  });

  it('lists the branches of the codebase repository, the default first', async () => {
    const res = await api('GET', `/v1/codebase/${codebaseA}/branches`, { key: a.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body.branches).toEqual([
      { name: 'main', isDefault: true },
      { name: 'feature', isDefault: false },
      { name: 'release/1.0', isDefault: false },
    ]);
  });

  it('counts the issues matching the list filters by severity, status and category', async () => {
    const all = await api('GET', '/v1/issue-counts', { key: a.keys.viewer });
    expect(all.status).toBe(200);
    expect(all.body).toEqual({
      total: 4,
      bySeverity: { critical: 1, high: 2, medium: 0, low: 1, informative: 0 },
      byStatus: { open: 3, ignored: 0, closed: 1 },
      byCategory: { sqli: 2, xss: 1, ssrf: 1 },
    });
    const open = await api('GET', `/v1/issue-counts?status=open&branch=main&codebaseId=${codebaseA}`, { key: a.keys.viewer });
    expect(open.body).toMatchObject({ total: 2, byCategory: { sqli: 2 } });
    // The list agrees with the counts for the same filters.
    expect((await api('GET', '/v1/issues?status=open&branch=main', { key: a.keys.viewer })).body.total).toBe(2);
    expect((await api('GET', '/v1/issue-counts?severity=urgent', { key: a.keys.viewer })).body.message).toBe(
      'querystring/severity must be one of: critical, high, medium, low, informative',
    );
    // Another project's id as a filter matches nothing, like the list.
    expect((await api('GET', `/v1/issue-counts?projectId=${b.projectId}`, { key: a.keys.viewer })).body.total).toBe(0);
    expect((await api('GET', '/v1/issue-counts', { key: free.keys.admin })).status).toBe(403);
  });

  it('gives an issue history with who made each change and why, and the scans that found it', async () => {
    const issue = ids['high-sqli'];
    expect((await api('PATCH', `/v1/issues/${issue}`, { key: a.keys.developer, body: { status: 'closed', reason: 'fixed in #12' } })).status).toBe(200);
    expect((await api('PATCH', `/v1/issues/${issue}`, { key: a.keys.security_engineer, body: { status: 'open' } })).status).toBe(200);
    const res = await api('GET', `/v1/issues/${issue}/history`, { key: a.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body.events.map((e: any) => [e.fromStatus, e.toStatus, e.reason, e.actor?.name, e.actor?.role])).toEqual([
      ['open', 'closed', 'fixed in #12', 'developer key', 'developer'],
      ['closed', 'open', null, 'security_engineer key', 'security_engineer'],
    ]);
    expect(res.body.detections.map((d: any) => d.scanId)).toEqual([scans[0]]);
    expect(JSON.stringify(res.body)).not.toMatch(/vgl_/);
  });

  it('lists learnings with what each suppressed, previews and removes one (reopening what it suppressed)', async () => {
    const ignored = ids['crit-sqli'];
    expect((await api('PATCH', `/v1/issues/${ignored}`, { key: a.keys.developer, body: { status: 'ignored', reason: 'test data only' } })).status).toBe(200);
    const list = await api('GET', '/v1/learnings', { key: a.keys.viewer });
    expect(list.status).toBe(200);
    const [learning] = list.body.learnings;
    expect(learning).toMatchObject({ scope: 'codebase', codebaseId: codebaseA, reason: 'test data only', sourceIssueId: ignored, suppressedCount: 0, removedAt: null });
    // A later scan records a copy ignored by the learning (as reconciliation does).
    const copy = (
      await seedIssues(server.store.db, [{ projectId: a.projectId, codebaseId: codebaseA, scanId: scans[2], title: 'copy', status: 'ignored' }])
    )[0].id;
    await server.store.db.updateTable('issues').set({ learningId: learning.id }).where('id', '=', copy).execute();
    expect((await api('GET', '/v1/learnings', { key: a.keys.viewer })).body.learnings[0].suppressedCount).toBe(1);
    const preview = await api('GET', `/v1/learnings/${learning.id}`, { key: a.keys.viewer });
    expect(preview.body.suppressed.map((s: any) => [s.id, s.title])).toEqual([[copy, 'copy']]);

    expect((await api('DELETE', `/v1/learnings/${learning.id}`, { key: a.keys.viewer })).body).toEqual({
      statusCode: 403,
      message: "This API key's role (viewer) lacks the permission issue:update",
      error: 'Forbidden',
    });
    const removed = await api('DELETE', `/v1/learnings/${learning.id}`, { key: a.keys.developer });
    expect(removed.status).toBe(200);
    expect(removed.body.reopenedIssueIds).toEqual([copy]);
    expect((await api('GET', `/v1/issues/${copy}`, { key: a.keys.viewer })).body.status).toBe('open');
    const history = await api('GET', `/v1/issues/${copy}/history`, { key: a.keys.viewer });
    expect(history.body.events.at(-1)).toMatchObject({ fromStatus: 'ignored', toStatus: 'open', learningId: learning.id, actor: { role: 'developer' } });
    // Removing again changes nothing; the list keeps it as removed, after those in force.
    expect((await api('DELETE', `/v1/learnings/${learning.id}`, { key: a.keys.developer })).body.reopenedIssueIds).toEqual([]);
    expect((await api('GET', '/v1/learnings', { key: a.keys.viewer })).body.learnings[0].removedAt).not.toBeNull();
  });

  it("answers 404 for another project's codebase, issue and learning on every new route", async () => {
    const learning = (await api('GET', '/v1/learnings', { key: a.keys.viewer })).body.learnings[0].id;
    const cases: [string, string, string][] = [
      ['GET', `/v1/codebase/${codebaseA}/scans`, 'Codebase not found'],
      ['GET', `/v1/codebase/${codebaseA}/branches`, 'Codebase not found'],
      ['GET', `/v1/issues/${ids['crit-sqli']}/history`, 'Issue not found'],
      ['GET', `/v1/learnings/${learning}`, 'Learning not found'],
      ['DELETE', `/v1/learnings/${learning}`, 'Learning not found'],
    ];
    for (const [method, path, message] of cases) {
      expect(await api(method, path, { key: b.keys.admin }), `${method} ${path}`).toMatchObject({ status: 404, body: { statusCode: 404, message, error: 'Not Found' } });
    }
    expect((await api('GET', '/v1/learnings', { key: b.keys.admin })).body.learnings).toEqual([]);
    expect((await api('GET', '/v1/issue-counts', { key: b.keys.admin })).body.total).toBe(1);
    // And project B's own issue is unknown to project A.
    expect((await api('GET', `/v1/issues/${otherIssue}/history`, { key: a.keys.admin })).status).toBe(404);
  });

  it('describes every new route in the OpenAPI document', async () => {
    const doc = (await api('GET', '/v1/openapi.json')).body;
    for (const path of ['/v1/session', '/v1/codebase/{codebaseId}/scans', '/v1/codebase/{codebaseId}/branches', '/v1/issue-counts', '/v1/issues/{issueId}/history', '/v1/learnings', '/v1/learnings/{learningId}']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/v1/learnings/{learningId}'].delete).toBeDefined();
    expect(Object.keys(doc.paths).filter((p) => !p.startsWith('/v1'))).toEqual([]);
  });
});
