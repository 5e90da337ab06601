/**
 * A file that was not fully analysed never closes an issue. Each file first holds a hard-coded
 * key (an open issue); it is then rewritten into a form its lowerer or the analysis cannot
 * finish, without the key. The rescan must leave its issue open, while the issue of an ordinary
 * file whose key was removed in the same commit closes. Real git, the real engine in its worker
 * threads, the embedded queue, SQLite and PostgreSQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit } from '../../src/git/index.js';
import { createQueue, type JobConsumer, type JobProducer } from '../../src/queue/index.js';
import { getIssue, listProjectIssues } from '../../src/services/issues.js';
import { getScan, startScan } from '../../src/services/scans.js';
import type { Scan } from '../../src/services/records.js';
import type { VigilStore } from '../../src/store/database.js';
import { GitRepositoryBrowser, startScanWorkers } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';
import { UNANALYSABLE_SOURCES } from '../engine/lower/unanalysable-sources.js';
import { analyze } from './analyze.js';

const KEYS = ['AKIAZ3MHQ7RNX4PLV2TW', 'AKIAQ7RNX4PLV2TWZ3MH', 'AKIAX4PLV2TWZ3MHQ7RN', 'AKIAV2TWZ3MHQ7RNX4PL', 'AKIAW3MHQ7RNZ4PLV2TX', 'AKIAR7NXQ4PLV2TWZ3MH', 'AKIAP4LXV2TWZ3MHQ7RN'];

/** A file of the same language holding a key, so the first scan opens an issue in it. */
function withKey(path: string, key: string): string {
  if (path.endsWith('.py')) return `KEY = "${key}"\n`;
  if (path.endsWith('.java')) return `class K { String key = "${key}"; }\n`;
  return `export const key = "${key}";\n`;
}

describe.each(engines())('files not fully analysed on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let repo: TestRepo;
  let dataDir: string;
  let git: CodebaseGit;
  let producer: JobProducer;
  let consumer: JobConsumer;
  let projectId: string;
  let codebaseId: string;

  async function scanBranch(): Promise<Scan> {
    const started = await startScan({ db: store.db, browser: new GitRepositoryBrowser(git), producer }, projectId, { codebaseId, branch: 'main' });
    const deadline = Date.now() + 90_000;
    for (;;) {
      const scan = await getScan(store.db, projectId, started.id);
      if (scan.status === 'completed' || scan.status === 'failed') return scan;
      if (Date.now() > deadline) throw new Error(`scan still ${scan.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function statusByPath(): Promise<Record<string, string>> {
    const page = await listProjectIssues(store.db, projectId, { codebaseId, branch: 'main', limit: 100 });
    const issues = await Promise.all(page.issues.map((i) => getIssue(store.db, projectId, i.id)));
    return Object.fromEntries(issues.map((i) => [i.filePath, i.status]));
  }

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    repo = TestRepo.create('main');
    UNANALYSABLE_SOURCES.forEach((source, i) => repo.write(source.path, withKey(source.path, KEYS[i]!)));
    repo.write('src/control.js', withKey('src/control.js', KEYS[UNANALYSABLE_SOURCES.length]!));
    repo.commit('keys everywhere');
    dataDir = tempDir('unanalysed');
    git = new CodebaseGit({ dataDir, freshnessMs: 0 });
    projectId = (await seedProject(store.db)).projectId;
    codebaseId = (await seedCodebase(store.db, projectId, repo.dir, 'repo', 'main')).id;
    ({ producer, consumer } = await createQueue({ db: store.db, dialect: store.dialect, pollIntervalMs: 50, retryBaseMs: 50, leaseMs: 10_000 }));
    await startScanWorkers({ db: store.db, dialect: store.dialect, consumer, producer, concurrency: 1, analyze, git });
  });

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
    await dispose?.();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('keeps open the issues of every file rescanned in a form its lowerer or the analysis cannot finish', async () => {
    expect((await scanBranch()).status).toBe('completed');
    const paths = [...UNANALYSABLE_SOURCES.map((s) => s.path), 'src/control.js'];
    expect(await statusByPath()).toEqual(Object.fromEntries(paths.map((p) => [p, 'open'])));

    for (const source of UNANALYSABLE_SOURCES) repo.write(source.path, source.content);
    repo.write('src/control.js', 'export const key = process.env.KEY;\n');
    repo.commit('keys removed; files rewritten past what the engine can follow');
    expect((await scanBranch()).status).toBe('completed');

    expect(await statusByPath()).toEqual({
      ...Object.fromEntries(UNANALYSABLE_SOURCES.map((s) => [s.path, 'open'])),
      'src/control.js': 'closed',
    });
  }, 180_000);
});
