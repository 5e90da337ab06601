import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import path from 'node:path';
import { upsertFileScanStates } from '../../src/store/repositories/file-scan-state.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

describe.each(engines())('codebase routes on %s', (engine) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let project: SeededProject;
  let empty: SeededProject;
  let repo: TestRepository;
  let codebaseId: string;
  let removedId: string;

  beforeAll(async () => {
    server = await startTestServer(engine);
    api = client(server.baseUrl);
    repo = createTestRepository({ 'src/app.js': 'console.log(1)\n', 'README.md': '# hi\n', 'lib/util.py': 'x = 1\n' });
    repo.branch('feature/x');
    repo.commit({ 'src/new.ts': 'export {}\n' });
    repo.checkout('main');
    project = await seedProject(server.store.db);
    empty = await seedProject(server.store.db, 'enterprise', 'empty');
    codebaseId = (await seedCodebase(server.store.db, project.projectId, repo.dir, 'app')).id;
    const removed = await seedCodebase(server.store.db, project.projectId, repo.dir, 'old');
    removedId = removed.id;
    const { removeCodebaseById } = await import('../../src/services/codebases.js');
    await removeCodebaseById(server.store.db, removedId);
  });

  afterAll(async () => {
    await server?.close();
    repo?.dispose();
  });

  it('lists the live codebases of the project as a bare array', async () => {
    const res = await api('GET', '/v1/codebase', { key: project.keys.viewer });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(1);
    expect(res.body[0]).toMatchObject({
      id: codebaseId,
      name: 'app',
      url: path.basename(repo.dir),
      defaultBranchName: 'main',
      projectId: project.projectId,
    });
  });

  it('gives [] for a project without codebases', async () => {
    const res = await api('GET', '/v1/codebase', { key: empty.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toEqual([]);
  });

  it('reads one codebase', async () => {
    const res = await api('GET', `/v1/codebase/${codebaseId}`, { key: project.keys.viewer });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: codebaseId, name: 'app', projectId: project.projectId, defaultBranchName: 'main' });
  });

  it('answers 404 Codebase not found for an unknown or removed codebase', async () => {
    for (const id of ['cb_unknown', removedId]) {
      const res = await api('GET', `/v1/codebase/${id}`, { key: project.keys.viewer });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ statusCode: 404, message: 'Codebase not found', error: 'Not Found' });
    }
  });

  it('lists the files of a branch with ids, versions and scan state', async () => {
    const res = await api('GET', `/v1/codebase/${codebaseId}/files?branchName=main`, { key: project.keys.viewer });
    expect(res.status).toBe(200);
    const files = res.body.files as any[];
    expect(files.map((f) => f.filePath).sort()).toEqual(['README.md', 'lib/util.py', 'src/app.js']);
    for (const file of files) {
      expect(file.fileId).toMatch(/^fil_/);
      expect(file.version).toMatch(/^[0-9a-f]{40}$/);
      expect(file.isScanned).toBe(false);
    }
    expect(files.find((f) => f.filePath === 'src/app.js').isIndexed).toBe(true);
    expect(files.find((f) => f.filePath === 'README.md').isIndexed).toBe(false);

    const other = await api('GET', `/v1/codebase/${codebaseId}/files?branchName=feature%2Fx`, { key: project.keys.viewer });
    expect(other.status).toBe(200);
    expect(other.body.files.map((f: any) => f.filePath)).toContain('src/new.ts');
  });

  it('marks a file scanned only while its scanned version is the current one', async () => {
    const files = (await api('GET', `/v1/codebase/${codebaseId}/files?branchName=main`, { key: project.keys.viewer })).body.files as any[];
    const app = files.find((f) => f.filePath === 'src/app.js');
    const readme = files.find((f) => f.filePath === 'README.md');
    const scan = await seedScan(server.store.db, project.projectId, codebaseId);
    const at = new Date().toISOString();
    await upsertFileScanStates(server.store.db, [
      { codebaseId: codebaseId, projectId: project.projectId, branch: 'main', filePath: 'src/app.js', blobVersion: app.version, scanId: scan.id, scannedAt: at },
      { codebaseId: codebaseId, projectId: project.projectId, branch: 'main', filePath: 'README.md', blobVersion: '0'.repeat(40), scanId: scan.id, scannedAt: at },
    ]);
    const after = (await api('GET', `/v1/codebase/${codebaseId}/files?branchName=main`, { key: project.keys.viewer })).body.files as any[];
    expect(after.find((f) => f.filePath === 'src/app.js').isScanned).toBe(true);
    expect(after.find((f) => f.filePath === readme.filePath).isScanned).toBe(false);
    expect(after.find((f) => f.filePath === 'lib/util.py').isScanned).toBe(false);
  });

  it('answers 404 Branch not found for an unknown branch', async () => {
    const res = await api('GET', `/v1/codebase/${codebaseId}/files?branchName=nope`, { key: project.keys.viewer });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Branch not found', error: 'Not Found' });
  });

  it('answers 400 naming branchName when it is missing or empty', async () => {
    for (const query of ['', '?branchName=']) {
      const res = await api('GET', `/v1/codebase/${codebaseId}/files${query}`, { key: project.keys.viewer });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe('Bad Request');
      expect(res.body.message).toContain('branchName');
    }
  });

  it('answers 404 Codebase not found on the files route of an unknown codebase', async () => {
    const res = await api('GET', `/v1/codebase/cb_nope/files?branchName=main`, { key: project.keys.viewer });
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Codebase not found');
  });
});
