/**
 * A failed clone or fetch, with real git against real (missing, unreachable, refusing) remotes,
 * gives one meaningful sentence that names no server path, URL or credential.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeFetchFailure, GitError, MirrorStore } from '../../src/git/index.js';
import { removeDir, tempDir, TestRepo } from './git-fixture.js';

async function reasonOf(store: MirrorStore, id: string, url: string): Promise<string> {
  const error = await store.sync(id, url).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(GitError);
  return describeFetchFailure(error as GitError);
}

describe('the reason of a failed fetch', () => {
  let dataDir: string;
  let store: MirrorStore;
  beforeAll(() => {
    dataDir = tempDir('data');
    store = new MirrorStore({ dataDir, fetchTimeoutMs: 20_000 });
  });
  afterAll(() => removeDir(dataDir));

  const noLocations = (reason: string, ...secrets: string[]) => {
    for (const s of [dataDir, '/tmp', 'token', 'user:', ...secrets]) expect(reason).not.toContain(s);
  };

  it('a local path with no repository (clone)', async () => {
    const missing = path.join(dataDir, 'nowhere', 'repo.git');
    const reason = await reasonOf(store, 'cb_missing', missing);
    expect(reason).toBe('no repository was found at the codebase URL (or its credentials cannot see it)');
    noLocations(reason, missing);
  });

  it('a folder that is not a repository', async () => {
    const plain = path.join(dataDir, 'plain');
    mkdirSync(plain, { recursive: true });
    expect(await reasonOf(store, 'cb_plain', plain)).toBe('no repository was found at the codebase URL (or its credentials cannot see it)');
  });

  it('a remote that disappeared after the first clone (fetch), where git ends with advice', async () => {
    const repo = TestRepo.create('main');
    repo.write('a.js', 'x\n').commit('c');
    await store.sync('cb_gone', repo.dir);
    repo.cleanup();
    const reason = await reasonOf(store, 'cb_gone', repo.dir);
    expect(reason).toBe('no repository was found at the codebase URL (or its credentials cannot see it)');
    expect(reason).not.toMatch(/repository exists\.$/);
    noLocations(reason, repo.dir);
  });

  it('an https server that refuses connections, with credentials in the URL', async () => {
    const reason = await reasonOf(store, 'cb_https', 'https://user:token@127.0.0.1:1/org/repo.git');
    expect(reason).toBe('the server could not be reached (connection refused, reset or timed out)');
    noLocations(reason, '127.0.0.1', 'org/repo');
  });

  it('an ssh server that refuses connections (git ends with "and the repository exists.")', async () => {
    const reason = await reasonOf(store, 'cb_ssh', 'ssh://git@127.0.0.1:1/org/repo.git');
    expect(reason).toBe('the server could not be reached (connection refused, reset or timed out)');
  });

  it('an unknown failure quotes git\'s first error line without URLs or paths', () => {
    const error = new GitError('git fetch failed (exit 128)', 128, "error: something odd with '/srv/data/x' via https://u:p@h.example/r\nfatal: giving up\n\nhint: see /srv/doc");
    expect(describeFetchFailure(error)).toBe("git failed (exit 128): something odd with '…' via <url>");
  });
});
