import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit, fileIdOf } from '../../src/git/index.js';
import { RepositoryUnavailableError } from '../../src/services/errors.js';
import type { Codebase } from '../../src/services/records.js';
import { GitRepositoryBrowser } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';

function codebase(id: string, url: string): Codebase {
  const at = new Date().toISOString();
  return { id, projectId: 'prj_x', name: id, url, defaultBranchName: null, mirrorPath: null, mirrorFetchedAt: null, createdAt: at, updatedAt: at };
}

describe('GitRepositoryBrowser', () => {
  let repo: TestRepo;
  let dataDir: string;
  let browser: GitRepositoryBrowser;

  beforeAll(() => {
    repo = TestRepo.create('main');
    repo.write('a.js', 'x\n').symlink('link', '/etc/passwd');
    const head = repo.commit('c');
    repo.addGitlink('sub', head).commitIndex('submodule');
    dataDir = tempDir('browser');
    browser = new GitRepositoryBrowser(new CodebaseGit({ dataDir, freshnessMs: 60_000 }));
  });
  afterAll(() => {
    repo.cleanup();
    removeDir(dataDir);
  });

  it('answers branch checks, fetching before saying a branch does not exist', async () => {
    const cb = codebase('cb_browser', repo.dir);
    expect(await browser.branchExists(cb, 'main')).toBe(true);
    expect(await browser.branchExists(cb, 'later')).toBe(false);
    repo.git('branch', 'later');
    // The mirror is fresh (60 s), but an unknown branch triggers a fetch before "no".
    expect(await browser.branchExists(cb, 'later')).toBe(true);
  });

  it('lists files with ids, versions and indexability, symlinks unindexed and submodules left out', async () => {
    const files = await browser.listFiles(codebase('cb_browser', repo.dir), 'main');
    expect(files.map((f) => f.filePath).sort()).toEqual(['a.js', 'link']);
    expect(files.find((f) => f.filePath === 'a.js')).toEqual({ fileId: fileIdOf('cb_browser', 'a.js'), filePath: 'a.js', version: repo.blobId('main', 'a.js'), isIndexed: true });
    expect(files.find((f) => f.filePath === 'link')!.isIndexed).toBe(false);
  });

  it('reports an unreadable or refused repository as RepositoryUnavailableError', async () => {
    await expect(browser.branchExists(codebase('cb_gone', '/nonexistent/vigil/repo'), 'main')).rejects.toThrow(RepositoryUnavailableError);
    await expect(browser.listFiles(codebase('cb_http', 'http://127.0.0.1:1/x.git'), 'main')).rejects.toThrow(RepositoryUnavailableError);
  });
});
