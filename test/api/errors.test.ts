import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CodebaseGit } from '../../src/git/index.js';
import { GitRepositoryBrowser } from '../../src/workflows/index.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedProject, type SeededProject } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

describe.each(engines())('error shape and unknown routes on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    project = await seedProject(server.store.db);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('answers 404 in the error shape for an unknown route, with or without a key', async () => {
    for (const [method, path] of [['GET', '/v1/nothing'], ['GET', '/v2/issues'], ['DELETE', '/v1/issues/iss_1'], ['POST', '/v1/codebase'], ['GET', '/nothing'], ['POST', '/']]) {
      for (const key of [undefined, project.keys.admin]) {
        const res = await api(method!, path!, { key });
        expect(res.status, `${method} ${path}`).toBe(404);
        expect(res.body).toEqual({ statusCode: 404, message: `Route ${method} ${path} not found`, error: 'Not Found' });
      }
    }
  });

  it('answers 413 in the error shape for a body over 1 MiB', async () => {
    const res = await api('POST', '/v1/scan-workflows/start', {
      key: project.keys.admin,
      body: { codebaseId: 'cb_x', branch: 'main', fileIds: ['x'.repeat(1024 * 1024)] },
    });
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({ statusCode: 413, error: 'Payload Too Large' });
  });

  it('answers 400 for more than 10,000 file ids', async () => {
    const res = await api('POST', '/v1/scan-workflows/start', {
      key: project.keys.admin,
      body: { codebaseId: 'cb_x', branch: 'main', scanSpecificFiles: true, fileIds: Array.from({ length: 10_001 }, (_, i) => `f${i}`) },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('fileIds');
  });

  it('answers 503 when git cannot read the codebase’s repository (production git browser)', async () => {
    const mirrors = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-mirrors-'));
    const withGit = await startTestServer(engine, new GitRepositoryBrowser(new CodebaseGit({ dataDir: mirrors })));
    try {
      const owner = await seedProject(withGit.store.db);
      const codebase = await seedCodebase(withGit.store.db, owner.projectId, path.join(mirrors, 'no-such-repository'));
      const call = client(withGit.baseUrl);
      for (const res of [
        await call('GET', `/v1/codebase/${codebase.id}/files?branchName=main`, { key: owner.keys.admin }),
        await call('POST', '/v1/scan-workflows/start', { key: owner.keys.admin, body: { codebaseId: codebase.id, branch: 'main' } }),
      ]) {
        expect(res.status).toBe(503);
        expect(res.body).toMatchObject({ statusCode: 503, error: 'Service Unavailable' });
      }
      expect(withGit.producer.jobs).toEqual([]);
    } finally {
      await withGit.close();
      fs.rmSync(mirrors, { recursive: true, force: true });
    }
  });

  it('answers 500 without internals when the database is gone', async () => {
    const broken = await startTestServer(engine);
    try {
      const other = await seedProject(broken.store.db);
      await broken.store.close();
      const res = await client(broken.baseUrl)('GET', '/v1/codebase', { key: other.keys.admin });
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ statusCode: 500, message: 'An internal error occurred', error: 'Internal Server Error' });
    } finally {
      await broken.close();
    }
  });
});

describe.each(engines())('OpenAPI document on %s', (engine) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(engine);
  });

  afterAll(async () => {
    await server?.close();
  });

  it('serves an OpenAPI 3 document of every route at /v1/openapi.json without a key', async () => {
    const res = await client(server.baseUrl)('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = res.body;
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths).sort()).toEqual(
      [
        '/v1/codebase',
        '/v1/codebase/{codebaseId}',
        '/v1/codebase/{codebaseId}/files',
        '/v1/issues',
        '/v1/issues/{issueId}',
        '/v1/scan-workflows/start',
        '/v1/scan-workflows/{scanId}/status',
        // Vigil's own routes beside the spec's (docs/api.md).
        '/v1/exports/issues.sarif',
        '/v1/exports/issues.csv',
        '/v1/imports/sarif',
        // The dashboard's routes (docs/api.md, "Dashboard routes").
        '/v1/session',
        '/v1/codebase/{codebaseId}/scans',
        '/v1/codebase/{codebaseId}/branches',
        '/v1/issue-counts',
        '/v1/issues/{issueId}/history',
        '/v1/learnings',
        '/v1/learnings/{learningId}',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/v1/issues/{issueId}']).sort()).toEqual(['get', 'patch']);
    const start = doc.paths['/v1/scan-workflows/start'].post;
    expect(start.requestBody.content['application/json'].schema.required).toEqual(['codebaseId', 'branch']);
    expect(Object.keys(start.responses)).toEqual(expect.arrayContaining(['201', '400', '401', '403', '404', '500']));
    const limit = doc.paths['/v1/issues'].get.parameters.find((p: any) => p.name === 'limit');
    expect(limit.schema).toMatchObject({ minimum: 1, maximum: 100, default: 50 });
    expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['apiKey', 'bearer', 'serviceToken']);
  });
});
