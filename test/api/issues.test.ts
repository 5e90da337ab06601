import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getIssueSchema } from '../../src/api/schemas/issues.js';
import { getIssueHistory } from '../../src/services/issues.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

describe.each(engines())('issue routes on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let codebaseA: string;
  let codebaseB: string;
  let scanId: string;
  let ids: Record<string, string>;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    project = await seedProject(server.store.db);
    const db = server.store.db;
    codebaseA = (await seedCodebase(db, project.projectId, '/nowhere/a', 'a')).id;
    codebaseB = (await seedCodebase(db, project.projectId, '/nowhere/b', 'b')).id;
    scanId = (await seedScan(db, project.projectId, codebaseA)).id;
    const base = { projectId: project.projectId, scanId };
    const rows = await seedIssues(db, [
      { ...base, codebaseId: codebaseA, severity: 'critical', category: 'sqli', title: 'crit-a-main' },
      { ...base, codebaseId: codebaseA, severity: 'low', category: 'xss', title: 'low-a-main' },
      { ...base, codebaseId: codebaseA, severity: 'medium', category: 'ssrf', branch: 'dev', title: 'med-a-dev' },
      { ...base, codebaseId: codebaseB, severity: 'high', category: 'sqli', status: 'closed', title: 'high-b-closed' },
      { ...base, codebaseId: codebaseB, severity: 'informative', category: 'hardcoded-secrets', status: 'ignored', title: 'info-b-ignored' },
    ]);
    ids = Object.fromEntries(rows.map((r) => [r.title, r.id]));
  });

  afterAll(async () => {
    await server?.close();
  });

  const list = (query = '', key = project.keys.viewer) => api('GET', `/v1/issues${query}`, { key });
  const titles = (body: any) => body.issues.map((i: any) => i.title);

  it('lists issues most severe first with the summary fields, total, limit and offset', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(titles(res.body)).toEqual(['crit-a-main', 'high-b-closed', 'med-a-dev', 'low-a-main', 'info-b-ignored']);
    expect(res.body).toMatchObject({ total: 5, limit: 50, offset: 0 });
    const first = res.body.issues[0];
    expect(Object.keys(first).sort()).toEqual(
      ['branch', 'category', 'codebaseId', 'createdAt', 'filePath', 'id', 'lineNumber', 'severity', 'status', 'title', 'updatedAt'].sort(),
    );
    expect(first).toMatchObject({ id: ids['crit-a-main'], severity: 'critical', category: 'sqli', status: 'open', codebaseId: codebaseA, branch: 'main' });
    expect(typeof first.lineNumber).toBe('number');
  });

  it('filters by every parameter, and filters combine', async () => {
    const cases: [string, string[]][] = [
      [`?codebaseId=${codebaseB}`, ['high-b-closed', 'info-b-ignored']],
      ['?branch=dev', ['med-a-dev']],
      ['?status=open', ['crit-a-main', 'med-a-dev', 'low-a-main']],
      ['?status=closed', ['high-b-closed']],
      ['?status=ignored', ['info-b-ignored']],
      ['?severity=low', ['low-a-main']],
      ['?category=sqli', ['crit-a-main', 'high-b-closed']],
      [`?projectId=${project.projectId}`, ['crit-a-main', 'high-b-closed', 'med-a-dev', 'low-a-main', 'info-b-ignored']],
      [`?codebaseId=${codebaseA}&branch=main&status=open`, ['crit-a-main', 'low-a-main']],
      [`?codebaseId=${codebaseA}&category=sqli&severity=critical`, ['crit-a-main']],
      [`?codebaseId=${codebaseB}&status=open`, []],
      ['?codebaseId=cb_unknown', []],
    ];
    for (const [query, expected] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(200);
      expect(titles(res.body), query).toEqual(expected);
      expect(res.body.total, query).toBe(expected.length);
    }
  });

  it('answers 400 naming the parameter for a bad query value', async () => {
    const cases: [string, string][] = [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?limit=1.5', 'limit'],
      ['?offset=-1', 'offset'],
      ['?offset=x', 'offset'],
      ['?status=fixed', 'status'],
      ['?severity=severe', 'severity'],
      ['?category=nonsense', 'category'],
      ['?status=open&status=closed', 'status'],
    ];
    for (const [query, field] of cases) {
      const res = await list(query);
      expect(res.status, query).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(res.body.message, query).toContain(field);
    }
  });

  it('accepts limit 1 and 100 and echoes limit and offset', async () => {
    const one = await list('?limit=1&offset=1');
    expect(one.body).toMatchObject({ limit: 1, offset: 1, total: 5 });
    expect(titles(one.body)).toEqual(['high-b-closed']);
    const hundred = await list('?limit=100');
    expect(hundred.body.limit).toBe(100);
    const past = await list('?offset=500');
    expect(past.body).toMatchObject({ issues: [], total: 5, offset: 500 });
  });

  it('reads one issue with the detail fields', async () => {
    const res = await api('GET', `/v1/issues/${ids['crit-a-main']}`, { key: project.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: ids['crit-a-main'],
      title: 'crit-a-main',
      severity: 'critical',
      category: 'sqli',
      status: 'open',
      codebaseId: codebaseA,
      branch: 'main',
      scanId,
      description: 'User input reaches a SQL query.',
      remediation: 'Use a parameterised query.',
      cwe: 'CWE-89',
    });
    expect(res.body.codeSnippet).toContain('req.query.id');
    expect(res.body.trace[0]).toMatchObject({ line: 9, message: 'source: req.query.id' });
  });

  it('shows every field of the detail schema, and nothing else', async () => {
    const res = await api('GET', `/v1/issues/${ids['crit-a-main']}`, { key: project.keys.viewer });
    expect(Object.keys(res.body).sort()).toEqual(Object.keys(getIssueSchema.response[200].properties).sort());
  });

  it('answers 404 Issue not found', async () => {
    for (const [method, body] of [['GET', undefined], ['PATCH', { status: 'closed' }]] as const) {
      const res = await api(method, '/v1/issues/iss_nope', { key: project.keys.developer, body });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Issue not found', error: 'Not Found' });
    }
  });

  it('closes, reopens, ignores with a reason and reopens, keeping every change in the history', async () => {
    const id = ids['low-a-main'];
    const patch = (body: unknown) => api('PATCH', `/v1/issues/${id}`, { key: project.keys.security_engineer, body });

    const closed = await patch({ status: 'closed' });
    expect(closed.status).toBe(200);
    expect(Object.keys(closed.body).sort()).toEqual(['id', 'status', 'updatedAt']);
    expect(closed.body).toMatchObject({ id, status: 'closed' });
    expect((await api('GET', `/v1/issues/${id}`, { key: project.keys.viewer })).body.status).toBe('closed');

    expect((await patch({ status: 'open', reason: 'not fixed yet' })).body.status).toBe('open');
    expect((await patch({ status: 'ignored', reason: 'test fixture, not production code' })).body.status).toBe('ignored');
    const reopened = await patch({ status: 'open' });
    expect(reopened.body.status).toBe('open');
    expect(Date.parse(reopened.body.updatedAt)).toBeGreaterThanOrEqual(Date.parse(closed.body.updatedAt));

    const history = await getIssueHistory(server.store.db, project.projectId, id);
    expect(history.map((e) => [e.fromStatus, e.toStatus, e.reason])).toEqual([
      ['open', 'closed', null],
      ['closed', 'open', 'not fixed yet'],
      ['open', 'ignored', 'test fixture, not production code'],
      ['ignored', 'open', null],
    ]);
    expect(new Set(history.map((e) => e.keyId))).toEqual(new Set([project.keyIds.security_engineer]));
  });

  it('creates a learning when an issue is ignored and removes it when the issue is reopened', async () => {
    const id = ids['crit-a-main'];
    const db = server.store.db;
    await api('PATCH', `/v1/issues/${id}`, { key: project.keys.developer, body: { status: 'ignored', reason: 'sanitised upstream' } });
    const issue = await db.selectFrom('issues').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(issue.learningId).toMatch(/^lrn_/);
    const learning = await db.selectFrom('learnings').selectAll().where('id', '=', issue.learningId!).executeTakeFirstOrThrow();
    expect(learning).toMatchObject({ projectId: project.projectId, codebaseId: codebaseA, ruleId: issue.ruleId, reason: 'sanitised upstream', sourceIssueId: id, removedAt: null });
    await api('PATCH', `/v1/issues/${id}`, { key: project.keys.developer, body: { status: 'open' } });
    const after = await db.selectFrom('learnings').selectAll().where('id', '=', learning.id).executeTakeFirstOrThrow();
    expect(after.removedAt).not.toBeNull();
    expect((await db.selectFrom('issues').select('learningId').where('id', '=', id).executeTakeFirstOrThrow()).learningId).toBeNull();
  });

  it('allows closed → ignored and ignored → closed', async () => {
    const id = ids['high-b-closed'];
    const toIgnored = await api('PATCH', `/v1/issues/${id}`, { key: project.keys.admin, body: { status: 'ignored', reason: 'false positive' } });
    expect(toIgnored.body.status).toBe('ignored');
    const toClosed = await api('PATCH', `/v1/issues/${id}`, { key: project.keys.admin, body: { status: 'closed' } });
    expect(toClosed.body.status).toBe('closed');
  });

  it('treats a PATCH to the current status as an idempotent no-op that records nothing', async () => {
    const id = ids['med-a-dev'];
    const before = (await api('GET', `/v1/issues/${id}`, { key: project.keys.viewer })).body;
    const res = await api('PATCH', `/v1/issues/${id}`, { key: project.keys.developer, body: { status: 'open' } });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id, status: 'open', updatedAt: before.updatedAt });
    expect(await getIssueHistory(server.store.db, project.projectId, id)).toEqual([]);
  });

  it('requires a non-empty reason to ignore, and a valid status', async () => {
    const id = ids['med-a-dev'];
    const cases: [unknown, string][] = [
      [{ status: 'ignored' }, 'reason'],
      [{ status: 'ignored', reason: '' }, 'reason'],
      [{ status: 'ignored', reason: '   ' }, 'reason'],
      [{ status: 'ignored', reason: 5 }, 'reason'],
      [{ status: 'fixed' }, 'status'],
      [{ reason: 'x' }, 'status'],
      [{ status: null }, 'status'],
      [{ status: 'ignored', reason: 'x'.repeat(2001) }, 'reason'],
    ];
    for (const [body, field] of cases) {
      const res = await api('PATCH', `/v1/issues/${id}`, { key: project.keys.developer, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(res.body.message, JSON.stringify(body)).toContain(field);
    }
    const malformed = await api('PATCH', `/v1/issues/${id}`, { key: project.keys.developer, rawBody: '{status:' });
    expect(malformed.status).toBe(400);
    expect((await api('GET', `/v1/issues/${id}`, { key: project.keys.viewer })).body.status).toBe('open');
  });
});

describe.each(engines())('issue paging on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    project = await seedProject(server.store.db);
    const codebaseId = (await seedCodebase(server.store.db, project.projectId, '/nowhere')).id;
    const scanId = (await seedScan(server.store.db, project.projectId, codebaseId)).id;
    // 237 issues of one severity and one creation time: only the id can order them.
    const at = new Date().toISOString();
    await seedIssues(
      server.store.db,
      Array.from({ length: 237 }, () => ({ projectId: project.projectId, codebaseId, scanId, severity: 'high' as const, createdAt: at })),
    );
  });

  afterAll(async () => {
    await server?.close();
  });

  it('returns each of 237 equal issues exactly once when paging by offset', async () => {
    for (const limit of [50, 7, 100]) {
      const seen: string[] = [];
      for (let offset = 0; ; offset += limit) {
        const res = await api('GET', `/v1/issues?limit=${limit}&offset=${offset}`, { key: project.keys.viewer });
        expect(res.status).toBe(200);
        expect(res.body.total).toBe(237);
        seen.push(...res.body.issues.map((i: any) => i.id));
        if (res.body.issues.length < limit) break;
      }
      expect(seen).toHaveLength(237);
      expect(new Set(seen).size).toBe(237);
    }
  });
});

describe.each(engines())('cached issue bodies on %s', (engine) => {
  let server: TestServer;
  let project: SeededProject;

  beforeAll(async () => {
    server = await startTestServer(engine);
    project = await seedProject(server.store.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers a cached issue and page with the same bytes and headers as their first answer', async () => {
    // The first answer of an object sends its JSON as a string, later ones as the bytes kept
    // (cached-json.ts): a non-ASCII title checks that Content-Length counts bytes either way.
    const db = server.store.db;
    const codebaseId = (await seedCodebase(db, project.projectId, '/nowhere/c', 'c')).id;
    const scanId = (await seedScan(db, project.projectId, codebaseId)).id;
    const [added] = await seedIssues(db, [{ projectId: project.projectId, scanId, codebaseId, severity: 'low', category: 'xss', title: 'Requête non échappée — ☃' }]);
    const get = async (path: string) => {
      const res = await fetch(server.baseUrl + path, { headers: { authorization: `Bearer ${project.keys.viewer}` } });
      const bytes = Buffer.from(await res.arrayBuffer());
      return { status: res.status, type: res.headers.get('content-type'), length: res.headers.get('content-length'), bytes };
    };
    for (const path of [`/v1/issues/${added.id}`, '/v1/issues?limit=3']) {
      const answers = [await get(path), await get(path), await get(path)];
      for (const answer of answers) {
        expect(answer.status).toBe(200);
        expect(answer.type).toBe('application/json; charset=utf-8');
        expect(Number(answer.length)).toBe(answer.bytes.length);
        expect(answer.bytes.equals(answers[0].bytes)).toBe(true);
      }
    }
    expect(JSON.parse((await get(`/v1/issues/${added.id}`)).bytes.toString('utf8')).title).toBe('Requête non échappée — ☃');
  });

});
