/**
 * A file that was not fully analysed never closes an issue. Each file first holds a hard-coded
 * key (an open issue); it is then rewritten into a form its lowerer or the analysis cannot
 * finish, without the key. The rescan must leave its issue open, while the issue of an ordinary
 * file whose key was removed in the same commit closes. Real git, the real engine in its worker
 * threads, the embedded queue, SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/databases.js';
import { UNANALYSABLE_SOURCES } from '../engine/lower/unanalysable-sources.js';
import { ScanHarness } from './scan-harness.js';

const KEYS = ['AKIAZ3MHQ7RNX4PLV2TW', 'AKIAQ7RNX4PLV2TWZ3MH', 'AKIAX4PLV2TWZ3MHQ7RN', 'AKIAV2TWZ3MHQ7RNX4PL', 'AKIAW3MHQ7RNZ4PLV2TX', 'AKIAR7NXQ4PLV2TWZ3MH', 'AKIAP4LXV2TWZ3MHQ7RN', 'AKIAT2VWX4PLZ3MHQ7RN'];

/** A file of the same language holding a key, so the first scan opens an issue in it. */
function withKey(path: string, key: string): string {
  if (path.endsWith('.py')) return `KEY = "${key}"\n`;
  if (path.endsWith('.java')) return `class K { String key = "${key}"; }\n`;
  return `export const key = "${key}";\n`;
}

describe.each(engines())('files not fully analysed on %s', (engine) => {
  let harness: ScanHarness;

  beforeAll(async () => {
    harness = await ScanHarness.start(engine, (repo) => {
      UNANALYSABLE_SOURCES.forEach((source, i) => repo.write(source.path, withKey(source.path, KEYS[i]!)));
      repo.write('src/control.js', withKey('src/control.js', KEYS[UNANALYSABLE_SOURCES.length]!));
      repo.commit('keys everywhere');
    });
  });
  afterAll(async () => harness?.stop());

  const statusByPath = async () => Object.fromEntries((await harness.issues()).map((i) => [i.filePath, i.status]));

  it('keeps open the issues of every file rescanned in a form its lowerer or the analysis cannot finish', async () => {
    // With its error: a failed scan shows why.
    expect(await harness.scan()).toMatchObject({ status: 'completed', failureReason: null });
    const paths = [...UNANALYSABLE_SOURCES.map((s) => s.path), 'src/control.js'];
    expect(await statusByPath()).toEqual(Object.fromEntries(paths.map((p) => [p, 'open'])));

    for (const source of UNANALYSABLE_SOURCES) harness.repo.write(source.path, source.content);
    harness.repo.write('src/control.js', 'export const key = process.env.KEY;\n');
    harness.repo.commit('keys removed; files rewritten past what the engine can follow');
    // With its error: a failed scan shows why.
    expect(await harness.scan()).toMatchObject({ status: 'completed', failureReason: null });

    expect(await statusByPath()).toEqual({
      ...Object.fromEntries(UNANALYSABLE_SOURCES.map((s) => [s.path, 'open'])),
      'src/control.js': 'closed',
    });
  }, 180_000);
});
