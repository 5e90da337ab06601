import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { complete, fail, markInProgress, recordCommit } from '../../src/services/scans.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedProject, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

describe.each(engines())('scan routes on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let repo: TestRepository;
  let codebaseId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    repo = createTestRepository({ 'src/app.js': 'a()\n', 'src/b.py': 'b()\n' });
    repo.branch('dev');
    repo.checkout('main');
    project = await seedProject(server.store.db);
    codebaseId = (await seedCodebase(server.store.db, project.projectId, repo.dir)).id;
  });

  afterAll(async () => {
    await server?.close();
    repo?.dispose();
  });

  const start = (body: unknown, key = project.keys.developer) => api('POST', '/v1/scan-workflows/start', { key, body });

  it('starts a scan: 201 {id}, stored pending, enqueued as job "scan" with jobId = scan id', async () => {
    const res = await start({ codebaseId, branch: 'main' });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body)).toEqual(['id']);
    expect(res.body.id).toMatch(/^scn_/);
    const job = server.producer.jobs.find((j) => j.payload.scanId === res.body.id);
    expect(job).toEqual({ name: 'scan', payload: { scanId: res.body.id }, options: { jobId: res.body.id } });

    const status = await api('GET', `/v1/scan-workflows/${res.body.id}/status`, { key: project.keys.viewer });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ id: res.body.id, status: 'pending', projectId: project.projectId, codebaseId, branch: 'main' });
    expect(status.body.createdAt).toMatch(ISO);
    expect(status.body).not.toHaveProperty('completedAt');
  });

  it('follows the scan through in_progress to completed, with completedAt only once completed', async () => {
    const { id } = (await start({ codebaseId, branch: 'dev' })).body;
    await markInProgress(server.store.db, project.projectId, id);
    await recordCommit(server.store.db, project.projectId, id, 'a'.repeat(40));
    let status = await api('GET', `/v1/scan-workflows/${id}/status`, { key: project.keys.viewer });
    expect(status.body).toMatchObject({ status: 'in_progress', branch: 'dev', commitSha: 'a'.repeat(40) });
    expect(status.body).not.toHaveProperty('completedAt');
    await complete(server.store.db, project.projectId, id);
    status = await api('GET', `/v1/scan-workflows/${id}/status`, { key: project.keys.viewer });
    expect(status.body.status).toBe('completed');
    expect(status.body.completedAt).toMatch(ISO);
  });

  it('shows a failed scan with its reason and no completedAt', async () => {
    const { id } = (await start({ codebaseId, branch: 'main' })).body;
    await markInProgress(server.store.db, project.projectId, id);
    await fail(server.store.db, project.projectId, id, 'mirror fetch failed');
    const status = await api('GET', `/v1/scan-workflows/${id}/status`, { key: project.keys.viewer });
    expect(status.body).toMatchObject({ status: 'failed', failureReason: 'mirror fetch failed' });
    expect(status.body).not.toHaveProperty('completedAt');
  });

  it('accepts specific files by their ids from the files route', async () => {
    const files = (await api('GET', `/v1/codebase/${codebaseId}/files?branchName=main`, { key: project.keys.viewer })).body.files;
    const res = await start({ codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: [files[0].fileId] });
    expect(res.status).toBe(201);
  });

  it('answers 400 Invalid file IDs for an unknown file id', async () => {
    const files = (await api('GET', `/v1/codebase/${codebaseId}/files?branchName=main`, { key: project.keys.viewer })).body.files;
    const before = server.producer.jobs.length;
    const res = await start({ codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: [files[0].fileId, 'fil_nope'] });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ statusCode: 400, message: 'Invalid file IDs', error: 'Bad Request' });
    expect(server.producer.jobs.length).toBe(before);
  });

  it('answers 400 when scanSpecificFiles is true without fileIds', async () => {
    const res = await start({ codebaseId, branch: 'main', scanSpecificFiles: true });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('fileIds');
  });

  it('answers 404 Codebase not found and 404 Branch not found', async () => {
    const unknownCodebase = await start({ codebaseId: 'cb_nope', branch: 'main' });
    expect(unknownCodebase.status).toBe(404);
    expect(unknownCodebase.body).toEqual({ statusCode: 404, message: 'Codebase not found', error: 'Not Found' });
    const unknownBranch = await start({ codebaseId, branch: 'nope' });
    expect(unknownBranch.status).toBe(404);
    expect(unknownBranch.body).toEqual({ statusCode: 404, message: 'Branch not found', error: 'Not Found' });
  });

  it('answers 400 naming the field for a missing, mistyped or empty field', async () => {
    const cases: [unknown, string][] = [
      [{ branch: 'main' }, 'codebaseId'],
      [{ codebaseId }, 'branch'],
      [{ codebaseId, branch: 7 }, 'branch'],
      [{ codebaseId, branch: '' }, 'branch'],
      [{ codebaseId: 12, branch: 'main' }, 'codebaseId'],
      [{ codebaseId, branch: 'main', scanSpecificFiles: 'yes' }, 'scanSpecificFiles'],
      [{ codebaseId, branch: 'main', fileIds: 'fil_1' }, 'fileIds'],
      [{ codebaseId, branch: 'main', fileIds: [1] }, 'fileIds'],
      [[], 'body'],
    ];
    for (const [body, field] of cases) {
      const res = await start(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(res.body.message).toContain(field);
    }
  });

  it('answers 400 for malformed JSON and an empty JSON body, 415 for another content type', async () => {
    const malformed = await api('POST', '/v1/scan-workflows/start', { key: project.keys.developer, rawBody: '{"codebaseId": ' });
    expect(malformed.status).toBe(400);
    expect(malformed.body.error).toBe('Bad Request');
    expect(malformed.body.message).toMatch(/JSON/);
    const emptyBody = await api('POST', '/v1/scan-workflows/start', { key: project.keys.developer, rawBody: '' });
    expect(emptyBody.status).toBe(400);
    const noBody = await api('POST', '/v1/scan-workflows/start', { key: project.keys.developer });
    expect(noBody.status).toBe(400);
    expect(noBody.body.message).toContain('body');
    const text = await api('POST', '/v1/scan-workflows/start', { key: project.keys.developer, rawBody: 'x', contentType: 'text/plain' });
    expect(text.status).toBe(415);
    expect(text.body).toMatchObject({ statusCode: 415, error: 'Unsupported Media Type' });
  });

  it('marks the scan failed when the queue refuses it, and answers 500 without internals', async () => {
    server.producer.failNext = true;
    const res = await start({ codebaseId, branch: 'main' });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ statusCode: 500, message: 'An internal error occurred', error: 'Internal Server Error' });
    const row = await server.store.db.selectFrom('scans').selectAll().orderBy('createdAt', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(row.status).toBe('failed');
    expect(row.failureReason).toBe('The scan could not be queued');
  });

  it('answers 404 Codebase not found for a removed codebase, and still shows its earlier scans', async () => {
    const { addCodebase, removeCodebaseById } = await import('../../src/services/codebases.js');
    const removed = await addCodebase(server.store.db, { projectId: project.projectId, name: 'gone', url: repo.dir, defaultBranch: 'main' });
    const { id } = (await start({ codebaseId: removed.id, branch: 'main' })).body;
    await removeCodebaseById(server.store.db, removed.id);
    const res = await start({ codebaseId: removed.id, branch: 'main' });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Codebase not found');
    expect((await api('GET', `/v1/scan-workflows/${id}/status`, { key: project.keys.viewer })).status).toBe(200);
  });

  it('answers 404 Scan not found for an unknown scan', async () => {
    const res = await api('GET', '/v1/scan-workflows/scn_nope/status', { key: project.keys.viewer });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Scan not found', error: 'Not Found' });
  });
});
