/**
 * The typed client (packages/client) against a real Vigil server on SQLite and PostgreSQL, and
 * through a real proxy for the answers the server never gives by itself (429, 503, `running`).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OPERATIONS, VigilApiError, VigilClient, type Scan } from '../../packages/client/src/index.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { startTestServer, type TestServer } from '../helpers/server.js';
import { startProxy, type Proxy } from './proxy.js';

describe.each(engines())('typed client on %s', (engine) => {
  let server: TestServer;
  let proxy: Proxy;
  let project: SeededProject;
  let repo: TestRepository;
  let codebaseId: string;
  let scanId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    proxy = await startProxy(server.baseUrl);
    repo = createTestRepository({ 'src/app.js': 'a()\n', 'lib/util.py': 'b()\n' });
    project = await seedProject(server.store.db);
    codebaseId = (await seedCodebase(server.store.db, project.projectId, repo.dir, 'shop')).id;
    scanId = (await seedScan(server.store.db, project.projectId, codebaseId)).id;
    await seedIssues(
      server.store.db,
      Array.from({ length: 230 }, (_, i) => ({ projectId: project.projectId, codebaseId, scanId, severity: i % 2 ? ('high' as const) : ('low' as const) })),
    );
  });

  beforeEach(() => {
    proxy.rules.length = 0;
    proxy.seen.length = 0;
  });

  afterAll(async () => {
    await proxy?.close();
    await server?.close();
    repo?.dispose();
  });

  const direct = (key = project.keys.developer) => new VigilClient({ baseUrl: server.baseUrl, apiKey: key });
  const proxied = (options: { sleep?: (ms: number) => Promise<void>; maxRetries?: number } = {}) =>
    new VigilClient({ baseUrl: proxy.url, apiKey: project.keys.developer, backoffMs: 10, ...options });

  it('has a method for every operation of the OpenAPI document, with the same method and path, and no other', async () => {
    const document = (await (await fetch(`${server.baseUrl}/v1/openapi.json`)).json()) as { paths: Record<string, Record<string, unknown>> };
    const served = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item)
        .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
        .map((m) => `${m.toUpperCase()} ${path}`),
    );
    const known = Object.values(OPERATIONS).map((op) => `${op.method} ${op.path}`);
    expect(served.length).toBeGreaterThanOrEqual(8);
    expect(served.filter((op) => !known.includes(op)), 'operations of the document with no client method').toEqual([]);
    expect(known.filter((op) => !served.includes(op)), 'client operations the document does not have').toEqual([]);
    for (const name of Object.keys(OPERATIONS)) expect(typeof (VigilClient.prototype as any)[name], name).toBe('function');
  });

  it('reads codebases, files, scans and issues, and changes an issue status', async () => {
    const client = direct();
    const codebases = await client.listCodebases();
    expect(codebases.map((c) => c.id)).toEqual([codebaseId]);
    expect(await client.getCodebase(codebaseId)).toMatchObject({ id: codebaseId, name: 'shop', projectId: project.projectId });
    const files = await client.listFiles(codebaseId, 'main');
    expect(files.map((f) => f.filePath).sort()).toEqual(['lib/util.py', 'src/app.js']);

    const started = await client.startScan({ codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: [files[0].fileId] });
    const scan = await client.getScanStatus(started.id);
    expect(scan).toMatchObject({ id: started.id, status: 'pending', codebaseId, branch: 'main' });

    const page = await client.listIssues({ codebaseId, severity: 'high', limit: 7 });
    expect(page).toMatchObject({ total: 115, limit: 7, offset: 0 });
    expect(page.issues).toHaveLength(7);
    const detail = await client.getIssue(page.issues[0].id);
    expect(detail).toMatchObject({ id: page.issues[0].id, severity: 'high', scanId });
    const changed = await client.updateIssueStatus(detail.id, { status: 'ignored', reason: 'test data' });
    expect(changed).toMatchObject({ id: detail.id, status: 'ignored' });
    await client.updateIssueStatus(detail.id, { status: 'open' });

    const sarif = await client.exportIssuesSarif({ codebaseId, severity: 'high' });
    expect(sarif.version).toBe('2.1.0');
    expect(sarif.runs[0].results).toHaveLength(115);
    const csv = await client.exportIssuesCsv({ codebaseId, severity: 'low' });
    expect(csv.split('\r\n').filter(Boolean)).toHaveLength(116);
  });

  it('reads every page of issues by offset until a page is short', async () => {
    const ids = (await proxied().allIssues({ codebaseId }, 100)).map((i) => i.id);
    expect(ids).toHaveLength(230);
    expect(new Set(ids).size).toBe(230);
    expect(proxy.seen.map((e) => new URL(e.path, 'http://x').searchParams.get('offset'))).toEqual(['0', '100', '200']);
  });

  it('asks for one more page when the last full page ends the list exactly', async () => {
    const highs = await proxied().allIssues({ codebaseId, severity: 'low' }, 23); // 115 = 5 pages of 23
    expect(highs).toHaveLength(115);
    expect(proxy.seen).toHaveLength(6);
  });

  it('waits the seconds of Retry-After on 429, then retries (a POST too: nothing was done)', async () => {
    let refused = 0;
    proxy.rules.push((e) => (e.method === 'POST' && refused++ === 0 ? { status: 429, headers: { 'retry-after': '1' }, body: { statusCode: 429, message: 'Too many requests', error: 'Too Many Requests' } } : undefined));
    const started = await proxied().startScan({ codebaseId, branch: 'main' });
    expect(started.id).toMatch(/^scn_/);
    expect(proxy.seen).toHaveLength(2);
    expect(proxy.seen[1].at - proxy.seen[0].at).toBeGreaterThanOrEqual(950);
  });

  it('retries an idempotent request on 503, but not a scan start', async () => {
    let unavailable = 0;
    proxy.rules.push(() => (unavailable++ < 2 ? { status: 503, body: { statusCode: 503, message: 'Database unavailable', error: 'Service Unavailable' } } : undefined));
    expect((await proxied().getCodebase(codebaseId)).id).toBe(codebaseId);
    expect(proxy.seen).toHaveLength(3);

    proxy.seen.length = 0;
    unavailable = 0;
    const error = await proxied().startScan({ codebaseId, branch: 'main' }).catch((e) => e);
    expect(error).toBeInstanceOf(VigilApiError);
    expect(error).toMatchObject({ status: 503, body: { message: 'Database unavailable' } });
    expect(proxy.seen).toHaveLength(1);
  });

  it('gives up after its retries with the last error', async () => {
    proxy.rules.push(() => ({ status: 503 }));
    const error = await proxied({ maxRetries: 2 }).listCodebases().catch((e) => e);
    expect(error).toMatchObject({ status: 503 });
    expect(proxy.seen).toHaveLength(3);
  });

  it('accepts running as in_progress and ignores fields it does not know', async () => {
    const { id } = await direct().startScan({ codebaseId, branch: 'main' });
    proxy.rules.push(() => ({ rewrite: (body) => ({ ...body, status: 'running', issuesFound: 3, checkRunId: 'chk_1' }) }));
    const seen: Scan[] = [];
    const client = proxied();
    const scan = await client.getScanStatus(id);
    expect(scan.status).toBe('in_progress');
    expect(scan.id).toBe(id);
    // waitForScan keeps polling an in-progress scan until its deadline.
    await expect(client.waitForScan(id, { intervalMs: 10, timeoutMs: 1000, onStatus: (s) => seen.push(s) })).rejects.toThrow(/still in_progress/);
    expect(seen.length).toBeGreaterThan(1);
    proxy.rules.length = 0;
    proxy.rules.push(() => ({ rewrite: (body) => ({ ...body, status: 'completed', completedAt: new Date().toISOString(), newThing: { nested: true } }) }));
    expect((await client.waitForScan(id, { intervalMs: 10 })).status).toBe('completed');
  });

  it('turns error answers into VigilApiError with the spec’s body, never showing the key', async () => {
    const bad = direct('vgl_' + 'x'.repeat(43));
    const error = await bad.listCodebases().catch((e) => e);
    expect(error).toBeInstanceOf(VigilApiError);
    expect(error).toMatchObject({ status: 401, body: { statusCode: 401, message: 'Invalid or expired token', error: 'Unauthorized' } });
    expect(String(error.message)).not.toContain('x'.repeat(43));
    await expect(direct().getCodebase('cb_missing')).rejects.toMatchObject({ status: 404, body: { message: 'Codebase not found' } });
    await expect(direct(project.keys.viewer).startScan({ codebaseId, branch: 'main' })).rejects.toMatchObject({ status: 403 });
  });
});
