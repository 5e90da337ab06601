/** Scans whose job was lost are found and run: at start, and by the periodic sweep. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit } from '../../src/git/index.js';
import { createQueue, type JobConsumer, type JobProducer } from '../../src/queue/index.js';
import { createScan, getScan } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { startScanWorkers } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestStore } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';
import { analyze } from './analyze.js';

describe('recovery of scans without a job', () => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let repo: TestRepo;
  let dataDir: string;
  let producer: JobProducer;
  let consumer: JobConsumer;
  let stop: () => void;
  let projectId: string;
  let codebaseId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore('sqlite'));
    repo = TestRepo.create('main');
    repo.write('a.py', 'print(1)\n').commit('c');
    dataDir = tempDir('recovery');
    projectId = (await seedProject(store.db)).projectId;
    codebaseId = (await seedCodebase(store.db, projectId, repo.dir, 'repo', 'main')).id;
  });
  afterAll(async () => {
    stop?.();
    await consumer?.close();
    await dispose?.();
    repo?.cleanup();
    removeDir(dataDir);
  });

  async function waitCompleted(scanId: string): Promise<string> {
    const started = Date.now();
    for (;;) {
      const scan = await getScan(store.db, projectId, scanId);
      if (scan.status === 'completed' || scan.status === 'failed' || Date.now() - started > 20_000) return scan.status;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  it('runs a pending scan that has no job, at start and later by the sweep', async () => {
    // Stored but never enqueued: what a crash between the two leaves behind.
    const before = await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null });
    ({ producer, consumer } = await createQueue({ db: store.db, dialect: 'sqlite', pollIntervalMs: 20 }));
    const started = await startScanWorkers({ db: store.db, dialect: 'sqlite', consumer, producer, concurrency: 1, analyze, git: new CodebaseGit({ dataDir }), recoveryIntervalMs: 200 });
    stop = started.stop;
    expect(started.requeued).toBe(1);
    expect(await waitCompleted(before.id)).toBe('completed');
    const later = await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null });
    expect(await waitCompleted(later.id)).toBe('completed');
  });
});
