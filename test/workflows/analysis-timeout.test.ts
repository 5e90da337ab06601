/**
 * A stuck analysis must not hold a scan in progress for ever. The analyzer here is a stand-in that
 * never answers (the engine's real analysis runs in worker threads, where a hang leaves the event
 * loop and the job's lease alive): the scan fails with the time limit as its reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit } from '../../src/git/index.js';
import { createQueue, type JobConsumer, type JobProducer } from '../../src/queue/index.js';
import { getScan, startScan } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { createScanFailureHandler, createScanJobHandler, GitRepositoryBrowser } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestStore } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';

describe('analysis time limit', () => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let repo: TestRepo;
  let dataDir: string;
  let producer: JobProducer;
  let consumer: JobConsumer;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore('sqlite'));
    repo = TestRepo.create('main');
    repo.write('a.js', 'let a = 1;\n').commit('c');
    dataDir = tempDir('timeout');
  });
  afterAll(async () => {
    await consumer?.close();
    await dispose?.();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('fails the scan with the time limit as its reason, once, without retries', async () => {
    const projectId = (await seedProject(store.db)).projectId;
    const codebaseId = (await seedCodebase(store.db, projectId, repo.dir, 'repo', 'main')).id;
    const git = new CodebaseGit({ dataDir });
    let analyses = 0;
    const stuck = () => {
      analyses += 1;
      return new Promise<never>(() => undefined);
    };
    ({ producer, consumer } = await createQueue({ db: store.db, dialect: 'sqlite', pollIntervalMs: 20, retryBaseMs: 20 }));
    const deps = { db: store.db, dialect: 'sqlite' as const, git, analyze: stuck, analysisTimeoutMs: 300 };
    await consumer.start({ scan: createScanJobHandler(deps) }, { concurrency: 1, onFinalFailure: createScanFailureHandler(deps) });
    const scan = await startScan({ db: store.db, browser: new GitRepositoryBrowser(git), producer }, projectId, { codebaseId, branch: 'main' });
    const started = Date.now();
    let current = await getScan(store.db, projectId, scan.id);
    while (current.status !== 'failed' && current.status !== 'completed' && Date.now() - started < 10_000) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      current = await getScan(store.db, projectId, scan.id);
    }
    expect(current.status).toBe('failed');
    expect(current.failureReason).toMatch(/did not finish within/);
    expect(analyses).toBe(1);
  });
});
