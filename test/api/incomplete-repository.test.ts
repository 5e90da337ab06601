/**
 * A codebase whose repository misses objects (an object file deleted from a real bare repository)
 * answers scan start and the files route with 503 in the error shape, naming the missing object
 * and what to do, never a server path; a scan whose fetch meets such a remote fails with the same
 * sentence as its reason.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit, describeFetchFailure, GitError, MirrorStore } from '../../src/git/index.js';
import { GitRepositoryBrowser } from '../../src/workflows/repository-browser.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { seedCodebase, seedProject, type SeededProject } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

/** A bare repository filled by a push (so its objects are loose files), with one object file deleted. */
function bareRepository(work: TestRepo, removeObject: (work: TestRepo) => string): { dir: string; missing: string } {
  const dir = tempDir('bare');
  work.git('init', '--quiet', '--bare', dir);
  work.git('push', '--quiet', dir, 'HEAD:refs/heads/main');
  const missing = removeObject(work);
  fs.rmSync(path.join(dir, 'objects', missing.slice(0, 2), missing.slice(2)));
  return { dir, missing };
}

const ERROR_SHAPE = { statusCode: 503, error: 'Service Unavailable' };

describe('a repository missing objects', () => {
  let work: TestRepo;
  let dataDir: string;
  let server: TestServer;
  let project: SeededProject;
  const dirs: string[] = [];

  beforeAll(async () => {
    work = TestRepo.create();
    work.write('src/app.js', 'export const a = 1;\n').write('lib/util.js', 'export const b = 2;\n');
    work.commit('first');
    work.write('src/more.js', 'export const c = 3;\n');
    work.commit('second');
    dataDir = tempDir('incomplete-data');
    server = await startTestServer('sqlite', new GitRepositoryBrowser(new CodebaseGit({ dataDir })));
    project = await seedProject(server.store.db);
  });

  afterAll(async () => {
    await server?.close();
    work?.cleanup();
    removeDir(dataDir);
    for (const dir of dirs) removeDir(dir);
  });

  it('answers scan start and the files route with 503 naming the missing blob and what to do', async () => {
    const { dir, missing } = bareRepository(work, (w) => w.blobId('HEAD', 'src/more.js'));
    dirs.push(dir);
    const codebase = await seedCodebase(server.store.db, project.projectId, dir, 'blobless');
    const request = client(server.baseUrl);
    const key = project.keys.admin;

    for (const response of [
      await request('POST', '/v1/scan-workflows/start', { key, body: { codebaseId: codebase.id, branch: 'main' } }),
      await request('GET', `/v1/codebase/${codebase.id}/files?branchName=main`, { key }),
    ]) {
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject(ERROR_SHAPE);
      expect(response.body.message).toMatch(/^The repository could not be read: the repository at the codebase URL is missing objects its history refers to/);
      expect(response.body.message).toContain(missing);
      expect(response.body.message).toMatch(/git fsck.*push or copy its complete history again/);
      for (const location of [dir, dataDir, '/tmp']) expect(response.body.message).not.toContain(location);
    }
    expect(server.producer.jobs).toEqual([]);
  });

  it('names a missing tree and a missing commit the same way', async () => {
    for (const remove of [(w: TestRepo) => w.git('rev-parse', 'HEAD~1:lib'), (w: TestRepo) => w.git('rev-parse', 'HEAD~1')]) {
      const { dir, missing } = bareRepository(work, remove);
      dirs.push(dir);
      const codebase = await seedCodebase(server.store.db, project.projectId, dir, 'incomplete');
      const response = await client(server.baseUrl)('POST', '/v1/scan-workflows/start', { key: project.keys.admin, body: { codebaseId: codebase.id, branch: 'main' } });
      expect(response.status).toBe(503);
      expect(response.body.message).toContain(missing);
    }
  });

  it('gives a fetch into an existing mirror the same sentence (a scan failure reason)', async () => {
    // A healthy bare repository, mirrored; then it gains a commit and loses that commit's new blob.
    const healthy = tempDir('bare-healthy');
    dirs.push(healthy);
    work.git('init', '--quiet', '--bare', healthy);
    work.git('push', '--quiet', healthy, 'HEAD:refs/heads/main');
    const store = new MirrorStore({ dataDir, fetchTimeoutMs: 20_000 });
    await store.sync('cb_fetchcase', healthy);
    work.write('src/new.js', 'export const d = 4;\n');
    work.commit('third');
    work.git('push', '--quiet', healthy, 'HEAD:refs/heads/main');
    const lost = work.blobId('HEAD', 'src/new.js');
    fs.rmSync(path.join(healthy, 'objects', lost.slice(0, 2), lost.slice(2)));
    const error = await store.sync('cb_fetchcase', healthy).then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(GitError);
    const reason = describeFetchFailure(error as GitError);
    expect(reason).toMatch(/^the repository at the codebase URL is missing objects its history refers to \(/);
    expect(reason).toContain(lost);
    expect(reason).not.toContain(healthy);
  });
});
