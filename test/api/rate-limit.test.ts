/**
 * Opt-in rate limiting over real HTTP (src/api/rate-limit.ts): per key and per route when on,
 * with the X-RateLimit-* headers and 429 + Retry-After in the spec's error shape; no header and
 * no limit when off; requests refused by authentication consume nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_RATE_LIMITS } from '../../src/config.js';
import { SCAN_JOB_NAME } from '../../src/services/scans.js';
import { seedCodebase, seedIssues, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { client, startTestServer, type ApiResponse, type TestServer } from '../helpers/server.js';

const RATE_HEADERS = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset', 'retry-after'];

function rateHeaders(response: ApiResponse): Record<string, string> {
  return Object.fromEntries(RATE_HEADERS.flatMap((name) => (response.headers.has(name) ? [[name, response.headers.get(name)!]] : [])));
}

interface Setup {
  server: TestServer;
  project: SeededProject;
  codebaseId: string;
  scanId: string;
  request: ReturnType<typeof client>;
}

async function setUp(repo: TestRepository, limits?: typeof DEFAULT_RATE_LIMITS): Promise<Setup> {
  const server = await startTestServer('sqlite', undefined, limits ? { rateLimit: { limits } } : {});
  const project = await seedProject(server.store.db);
  const codebaseId = (await seedCodebase(server.store.db, project.projectId, repo.dir)).id;
  const scanId = (await seedScan(server.store.db, project.projectId, codebaseId)).id;
  await seedIssues(server.store.db, [{ projectId: project.projectId, codebaseId, scanId }]);
  return { server, project, codebaseId, scanId, request: client(server.baseUrl) };
}

describe('rate limiting', () => {
  let repo: TestRepository;
  beforeAll(() => {
    repo = createTestRepository({ 'src/app.js': 'a()\n' });
  });
  afterAll(() => repo?.dispose());

  describe('off (the default)', () => {
    let s: Setup;
    beforeAll(async () => {
      s = await setUp(repo);
    });
    afterAll(async () => s?.server.close());

    it('answers every request without a rate-limit header, beyond the numbers a limit would allow', async () => {
      const key = s.project.keys.developer;
      for (let i = 0; i < DEFAULT_RATE_LIMITS.scanStarts + 2; i++) {
        const started = await s.request('POST', '/v1/scan-workflows/start', { key, body: { codebaseId: s.codebaseId, branch: 'main' } });
        expect(started.status).toBe(201);
        expect(rateHeaders(started)).toEqual({});
      }
      for (const path of [`/v1/scan-workflows/${s.scanId}/status`, '/v1/issues', '/v1/codebase']) {
        const response = await s.request('GET', path, { key });
        expect(response.status, path).toBe(200);
        expect(rateHeaders(response), path).toEqual({});
      }
    });
  });

  describe('on', () => {
    const limits = { scanStarts: 3, scanStatusReads: 5, issueListReads: 4, windowSeconds: 60 };
    let s: Setup;
    beforeAll(async () => {
      s = await setUp(repo, limits);
    });
    afterAll(async () => s?.server.close());

    it('counts scan starts per key, with the headers, then answers 429 with Retry-After in the error shape', async () => {
      const key = s.project.keys.developer;
      const body = { codebaseId: s.codebaseId, branch: 'main' };
      for (let i = 0; i < limits.scanStarts; i++) {
        const started = await s.request('POST', '/v1/scan-workflows/start', { key, body });
        expect(started.status).toBe(201);
        const headers = rateHeaders(started);
        expect(headers['x-ratelimit-limit']).toBe('3');
        expect(headers['x-ratelimit-remaining']).toBe(String(limits.scanStarts - 1 - i));
        expect(Number(headers['x-ratelimit-reset'])).toBeGreaterThan(0);
        expect(Number(headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
        expect(headers['retry-after']).toBeUndefined();
      }
      const refused = await s.request('POST', '/v1/scan-workflows/start', { key, body });
      expect(refused.status).toBe(429);
      expect(refused.body).toEqual({ statusCode: 429, error: 'Too Many Requests', message: expect.stringMatching(/^Rate limit exceeded: at most 3 scan starts per 60 seconds/) });
      expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
      const headers = rateHeaders(refused);
      expect(headers['x-ratelimit-remaining']).toBe('0');
      expect(Number(headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(headers['retry-after'])).toBeLessThanOrEqual(60);
      // Nothing was done: no fourth scan was enqueued.
      expect(s.server.producer.jobs.filter((job) => job.name === SCAN_JOB_NAME)).toHaveLength(limits.scanStarts);

      // Another key of the same project has its own count.
      const other = await s.request('POST', '/v1/scan-workflows/start', { key: s.project.keys.admin, body });
      expect(other.status).toBe(201);
      expect(rateHeaders(other)['x-ratelimit-remaining']).toBe('2');
    });

    it('documents the 429 of the three limited routes in the OpenAPI document, and of no other route', async () => {
      const doc = (await s.request('GET', '/v1/openapi.json', { key: s.project.keys.viewer })).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };
      const with429 = Object.entries(doc.paths).flatMap(([p, ops]) => Object.entries(ops).filter(([, op]) => op.responses?.['429']).map(([m]) => `${m.toUpperCase()} ${p}`));
      expect(with429.sort()).toEqual(['GET /v1/issues', 'GET /v1/scan-workflows/{scanId}/status', 'POST /v1/scan-workflows/start']);
    });

    it('gives status reads and issue lists their own limits, and leaves other routes unlimited and without headers', async () => {
      const key = s.project.keys.security_engineer;
      for (let i = 0; i < limits.scanStatusReads; i++) {
        const read = await s.request('GET', `/v1/scan-workflows/${s.scanId}/status`, { key });
        expect(read.status).toBe(200);
        expect(rateHeaders(read)['x-ratelimit-limit']).toBe('5');
      }
      expect((await s.request('GET', `/v1/scan-workflows/${s.scanId}/status`, { key })).status).toBe(429);
      // The issue list is counted apart from the status reads; HEAD (which runs the GET handler) is limited too.
      const issues = await s.request('GET', '/v1/issues', { key });
      expect(issues.status).toBe(200);
      expect(rateHeaders(issues)).toMatchObject({ 'x-ratelimit-limit': '4', 'x-ratelimit-remaining': '3' });
      const head = await s.request('HEAD', '/v1/issues', { key });
      expect(head.status).toBe(200);
      expect(rateHeaders(head)).toMatchObject({ 'x-ratelimit-limit': '4', 'x-ratelimit-remaining': '3' });
      for (const path of ['/v1/codebase', `/v1/codebase/${s.codebaseId}`, '/v1/openapi.json']) {
        for (let i = 0; i < 6; i++) {
          const response = await s.request('GET', path, { key });
          expect(response.status, path).toBe(200);
          expect(rateHeaders(response), path).toEqual({});
        }
      }
    });

    it('answers 401 and 403 first: refused requests consume nothing', async () => {
      const key = s.project.keys.viewer;
      for (let i = 0; i < 10; i++) {
        const missing = await s.request('GET', '/v1/issues');
        expect(missing.status).toBe(401);
        expect(rateHeaders(missing)).toEqual({});
        expect((await s.request('GET', '/v1/issues', { key: 'vgl_not_a_key' })).status).toBe(401);
        // A viewer lacks codebase:scan: 403 before any count.
        const forbidden = await s.request('POST', '/v1/scan-workflows/start', { key, body: { codebaseId: s.codebaseId, branch: 'main' } });
        expect(forbidden.status).toBe(403);
        expect(rateHeaders(forbidden)).toEqual({});
      }
      const first = await s.request('GET', '/v1/issues', { key });
      expect(first.status).toBe(200);
      expect(rateHeaders(first)['x-ratelimit-remaining']).toBe(String(limits.issueListReads - 1));
    });
  });

  describe('with its Redis unreachable', () => {
    let server: TestServer;
    let project: SeededProject;
    beforeAll(async () => {
      // Port 9 (discard) on the loopback: nothing listens, the connection is refused at once.
      const limits = { ...DEFAULT_RATE_LIMITS, issueListReads: 1 };
      server = await startTestServer('sqlite', undefined, { rateLimit: { limits, redisUrl: 'redis://127.0.0.1:9' } });
      project = await seedProject(server.store.db);
    });
    afterAll(async () => server?.close());

    it('lets requests through (fails open) rather than refusing or failing them', async () => {
      const request = client(server.baseUrl);
      const started = Date.now();
      for (let i = 0; i < 3; i++) expect((await request('GET', '/v1/issues', { key: project.keys.viewer })).status).toBe(200);
      expect(Date.now() - started).toBeLessThan(5_000);
    });
  });
});
