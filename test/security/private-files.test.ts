/**
 * What Vigil writes on disk is its own user's only: the data directory it makes, the SQLite file
 * and its -wal/-shm companions, and the mirrors of codebases (on clone and on every fetch), even
 * under a permissive umask. Real SQLite and real git.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MirrorStore } from '../../src/git/mirror.js';
import { createProject } from '../../src/services/projects.js';
import { openMigratedDatabase } from '../../src/store/database.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { modeOf, openToOthers } from './permissions.js';

describe('private permissions of what Vigil writes', () => {
  let scratch: string;
  let umask: number;

  beforeEach(() => {
    scratch = tempDir('private');
    // The most permissive umask: modes must come from Vigil, not from the environment.
    umask = process.umask(0);
  });

  afterEach(() => {
    process.umask(umask);
    removeDir(scratch);
  });

  it('makes the data directory 0700 and the SQLite file, -wal and -shm 0600', async () => {
    const dataDir = path.join(scratch, 'new', 'data');
    const file = path.join(dataDir, 'vigil.db');
    const store = await openMigratedDatabase({ dialect: 'sqlite', file });
    try {
      await createProject(store.db, { name: 'written', plan: 'free' });
      expect(modeOf(path.join(scratch, 'new'))).toBe(0o700);
      expect(modeOf(dataDir)).toBe(0o700);
      for (const name of ['vigil.db', 'vigil.db-wal', 'vigil.db-shm']) expect(modeOf(path.join(dataDir, name)), name).toBe(0o600);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      await store.close();
    }
  });

  it('tightens a database file an older version left readable, and leaves an existing folder alone', async () => {
    const dataDir = path.join(scratch, 'shared');
    fs.mkdirSync(dataDir, { mode: 0o755 });
    const file = path.join(dataDir, 'vigil.db');
    fs.writeFileSync(file, '', { mode: 0o644 });
    const store = await openMigratedDatabase({ dialect: 'sqlite', file });
    await store.close();
    expect(modeOf(file)).toBe(0o600);
    expect(modeOf(dataDir)).toBe(0o755);
  });

  it('makes mirrors private on clone and keeps what later fetches add private', async () => {
    const repo = TestRepo.create('main');
    try {
      repo.write('src/app.js', 'console.log(1)\n').commit('first');
      const dataDir = path.join(scratch, 'data');
      const mirrors = new MirrorStore({ dataDir });
      const gitDir = await mirrors.sync('cb_private', repo.dir);
      expect(modeOf(path.join(dataDir, 'mirrors'))).toBe(0o700);
      expect(fs.readdirSync(gitDir).length).toBeGreaterThan(0);
      expect(openToOthers(dataDir)).toEqual([]);

      // New loose objects and refs written by a fetch.
      repo.write('src/more.js', 'console.log(2)\n').commit('second');
      repo.git('branch', 'feature');
      await mirrors.sync('cb_private', repo.dir);
      expect(fs.existsSync(path.join(gitDir, 'refs', 'heads', 'feature')) || fs.readFileSync(path.join(gitDir, 'packed-refs'), 'utf8').includes('feature')).toBe(true);
      expect(openToOthers(dataDir)).toEqual([]);
    } finally {
      repo.cleanup();
    }
  });

  it('closes a mirrors folder an older version left open', async () => {
    const repo = TestRepo.create('main');
    try {
      repo.write('a.txt', 'a\n').commit('a');
      const dataDir = path.join(scratch, 'data');
      fs.mkdirSync(path.join(dataDir, 'mirrors'), { recursive: true, mode: 0o755 });
      fs.chmodSync(path.join(dataDir, 'mirrors'), 0o755);
      await new MirrorStore({ dataDir }).sync('cb_old', repo.dir);
      expect(modeOf(path.join(dataDir, 'mirrors'))).toBe(0o700);
    } finally {
      repo.cleanup();
    }
  });
});
