import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit, fileIdOf, remoteDefaultBranch, UnsupportedRemoteUrlError } from '../../src/git/index.js';
import { removeDir, tempDir, TestRepo } from './git-fixture.js';
import { blobIdOf } from '../../src/engine/cache/keys.js';

describe('CodebaseGit against real repositories', () => {
  let repo: TestRepo;
  let dataDir: string;
  let git: CodebaseGit;
  let firstCommit: string;
  const codebase = () => ({ id: 'cb_test1', url: repo.dir });

  beforeAll(() => {
    repo = TestRepo.create('trunk');
    repo.write('app.js', 'const x = 1;\n');
    repo.write('dir with space/ünïcødé file.py', 'print("hi")\n');
    repo.write('assets/logo.png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]));
    repo.write('package-lock.json', '{}\n');
    repo.write('README.md', '# readme\n');
    repo.symlink('link-to-passwd', '/etc/passwd');
    repo.symlink('link-to-app', 'app.js');
    firstCommit = repo.commit('first');
    repo.addGitlink('vendored-sub', firstCommit);
    repo.commitIndex('add a submodule entry');
    repo.git('branch', 'feature/x');
    dataDir = tempDir('data');
    git = new CodebaseGit({ dataDir, freshnessMs: 0 });
  });

  afterAll(() => {
    repo.cleanup();
    removeDir(dataDir);
  });

  it('mirrors the repository as a bare repository and detects the default branch', async () => {
    const gitDir = await git.sync(codebase());
    expect(gitDir).toBe(path.join(dataDir, 'mirrors', 'cb_test1.git'));
    expect(existsSync(path.join(gitDir, 'HEAD'))).toBe(true);
    // Bare: no work tree was ever checked out.
    expect(existsSync(path.join(gitDir, 'app.js'))).toBe(false);
    expect(await git.defaultBranch(codebase())).toBe('trunk');
    // Without a mirror: ask the remote which branch its HEAD names.
    expect(await remoteDefaultBranch(repo.dir)).toBe('trunk');
    expect((await git.branches(codebase())).sort()).toEqual(['feature/x', 'trunk']);
  });

  it('resolves branches to commits and answers undefined for unknown or malformed ones', async () => {
    expect(await git.resolveBranch(codebase(), 'trunk')).toBe(repo.git('rev-parse', 'trunk'));
    expect(await git.resolveBranch(codebase(), 'feature/x')).toBe(repo.git('rev-parse', 'feature/x'));
    expect(await git.resolveBranch(codebase(), 'nope')).toBeUndefined();
    expect(await git.resolveBranch(codebase(), '--upload-pack=x')).toBeUndefined();
    expect(await git.resolveBranch(codebase(), 'a..b')).toBeUndefined();
  });

  it('lists every entry with stable opaque ids, blob versions and indexability', async () => {
    const listing = await git.listBranchFiles(codebase(), 'trunk');
    expect(listing).toBeDefined();
    const byPath = new Map(listing!.files.map((file) => [file.filePath, file]));
    expect([...byPath.keys()].sort()).toEqual(
      ['README.md', 'app.js', 'assets/logo.png', 'dir with space/ünïcødé file.py', 'link-to-app', 'link-to-passwd', 'package-lock.json', 'vendored-sub'].sort(),
    );
    const app = byPath.get('app.js')!;
    expect(app.fileId).toBe(fileIdOf('cb_test1', 'app.js'));
    expect(app.fileId).toMatch(/^fil_[A-Za-z0-9_-]{22}$/);
    expect(app.fileId).not.toContain('app');
    expect(app.version).toBe(repo.blobId('trunk', 'app.js'));
    expect(app.isIndexed).toBe(true);
    expect(byPath.get('dir with space/ünïcødé file.py')!.isIndexed).toBe(true);
    expect(byPath.get('README.md')!.isIndexed).toBe(true); // text: scanned for secrets
    expect(byPath.get('assets/logo.png')!.isIndexed).toBe(false);
    expect(byPath.get('package-lock.json')!.isIndexed).toBe(false);
    expect(byPath.get('link-to-passwd')).toMatchObject({ kind: 'symlink', isIndexed: false });
    expect(byPath.get('vendored-sub')).toMatchObject({ kind: 'submodule', isIndexed: false, version: firstCommit });
    // The same path in another codebase has another id.
    expect(fileIdOf('cb_other', 'app.js')).not.toBe(app.fileId);
  });

  it('reads blobs exactly, never following symlinks or submodules', async () => {
    const listing = (await git.listBranchFiles(codebase(), 'trunk'))!;
    const files = await git.readFiles(codebase(), listing.files);
    const byPath = new Map(files.map((file) => [file.path, file.content as Buffer]));
    expect(byPath.get('app.js')!.toString()).toBe('const x = 1;\n');
    expect(byPath.get('dir with space/ünïcødé file.py')!.toString()).toBe('print("hi")\n');
    expect([...byPath.get('assets/logo.png')!]).toEqual([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 3, 255]);
    expect(byPath.has('link-to-passwd')).toBe(false);
    expect(byPath.has('link-to-app')).toBe(false);
    expect(byPath.has('vendored-sub')).toBe(false);
    for (const content of byPath.values()) expect(content.toString()).not.toContain('root:x:0:0');
    // Each file carries its blob id, the one the engine cache would compute from its bytes.
    for (const file of files) expect(file.blobId).toBe(blobIdOf(file.content));
  });

  it('sees new commits and new branches after a fetch, and prunes deleted branches', async () => {
    repo.write('app.js', 'const x = 2;\n');
    const second = repo.commit('second');
    repo.git('branch', 'later');
    repo.git('branch', '-D', 'feature/x');
    // A branch unknown to the mirror is looked for again after a fetch, even when the mirror is fresh.
    const lazy = new CodebaseGit({ dataDir, freshnessMs: 60_000 });
    await lazy.sync(codebase());
    repo.git('branch', 'even-later');
    expect(await lazy.resolveBranch(codebase(), 'even-later')).toBe(second);
    expect(await git.resolveBranch(codebase(), 'trunk', 'always')).toBe(second);
    expect(await git.resolveBranch(codebase(), 'later')).toBe(second);
    expect(await git.resolveBranch(codebase(), 'feature/x')).toBeUndefined();
    const listing = (await git.listBranchFiles(codebase(), 'trunk'))!;
    const app = listing.files.find((file) => file.filePath === 'app.js')!;
    expect(app.fileId).toBe(fileIdOf('cb_test1', 'app.js')); // stable across versions
    expect(app.version).toBe(repo.blobId('trunk', 'app.js'));
  });

  it('serves concurrent syncs of one mirror without errors', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, () => git.sync(codebase())));
    expect(new Set(results).size).toBe(1);
    // Two independent instances (like two worker processes) fetching at once.
    const other = new CodebaseGit({ dataDir, freshnessMs: 0 });
    await Promise.all([git.sync(codebase()), other.sync(codebase()), git.sync(codebase()), other.sync(codebase())]);
  });

  it('creates a mirror once when many callers race on a new codebase', async () => {
    const a = new CodebaseGit({ dataDir, freshnessMs: 0 });
    const b = new CodebaseGit({ dataDir, freshnessMs: 0 });
    const cb = { id: 'cb_race', url: repo.dir };
    await Promise.all([a.sync(cb), b.sync(cb), a.sync(cb), b.sync(cb)]);
    expect(await a.resolveBranch(cb, 'trunk')).toBe(repo.git('rev-parse', 'trunk'));
  });

  it('refuses unsupported URLs before running git', async () => {
    await expect(git.sync({ id: 'cb_bad', url: 'ext::sh -c touch% /tmp/x' })).rejects.toThrow(UnsupportedRemoteUrlError);
    await expect(git.sync({ id: 'cb_bad', url: 'http://127.0.0.1:1/x.git' })).rejects.toThrow(UnsupportedRemoteUrlError);
    await expect(git.sync({ id: '../escape', url: repo.dir })).rejects.toThrow(/Unsafe codebase id/);
    await expect(remoteDefaultBranch('ext::sh -c id')).rejects.toThrow(UnsupportedRemoteUrlError);
  });

  it('never runs hooks of the mirror, even when its config points core.hooksPath at them', async () => {
    const gitDir = await git.sync(codebase());
    const marker = path.join(dataDir, 'hook-ran');
    const hooksDir = path.join(dataDir, 'evil-hooks');
    mkdirSync(hooksDir, { recursive: true });
    for (const hookName of ['reference-transaction', 'post-update', 'pre-auto-gc', 'post-checkout']) {
      const hook = path.join(hooksDir, hookName);
      writeFileSync(hook, `#!/bin/sh\necho ${hookName} >> '${marker}'\n`);
      chmodSync(hook, 0o755);
    }
    mkdirSync(path.join(gitDir, 'hooks'), { recursive: true });
    writeFileSync(path.join(gitDir, 'hooks', 'reference-transaction'), `#!/bin/sh\necho mirror-hook >> '${marker}'\n`);
    chmodSync(path.join(gitDir, 'hooks', 'reference-transaction'), 0o755);
    execFileSync('git', ['--git-dir', gitDir, 'config', 'core.hooksPath', hooksDir]);

    repo.write('hooked.txt', 'x\n');
    const head = repo.commit('a commit that updates refs in the mirror');
    expect(await git.resolveBranch(codebase(), 'trunk', 'always')).toBe(head);
    expect(existsSync(marker)).toBe(false);

    // Control: plain git in the same mirror does run the hook, so the assertion above can fail.
    repo.write('hooked.txt', 'y\n');
    repo.commit('another');
    execFileSync('git', ['--git-dir', gitDir, 'fetch', '--quiet', repo.dir, '+refs/heads/*:refs/heads/*'], {
      env: { ...process.env, GIT_CONFIG_NOSYSTEM: '1', GIT_CONFIG_GLOBAL: '/dev/null' },
    });
    expect(existsSync(marker)).toBe(true);
  });
});
