/**
 * A real scan setup for workflow tests: a git repository built by the test, a database of the
 * given engine, the embedded queue and the real engine in its worker threads.
 */
import { CodebaseGit } from '../../src/git/index.js';
import { createQueue, type JobConsumer, type JobProducer } from '../../src/queue/index.js';
import { getIssue, listProjectIssues } from '../../src/services/issues.js';
import { getScan, startScan } from '../../src/services/scans.js';
import type { Scan } from '../../src/services/records.js';
import type { VigilStore } from '../../src/store/database.js';
import { GitRepositoryBrowser, startScanWorkers } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestStore, type Engine } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';
import { analyze } from './analyze.js';

export class ScanHarness {
  private constructor(
    readonly repo: TestRepo,
    private readonly store: VigilStore,
    private readonly dispose: () => Promise<void>,
    private readonly git: CodebaseGit,
    private readonly dataDir: string,
    private readonly producer: JobProducer,
    private readonly consumer: JobConsumer,
    readonly projectId: string,
    readonly codebaseId: string,
  ) {}

  /** `prepare` writes and commits the repository's first state before the codebase is added. */
  static async start(engine: Engine, prepare: (repo: TestRepo) => void, workers: { webhooksAllowPrivate?: boolean } = {}): Promise<ScanHarness> {
    const { store, dispose } = await createTestStore(engine);
    const repo = TestRepo.create('main');
    prepare(repo);
    const dataDir = tempDir('harness');
    const git = new CodebaseGit({ dataDir, freshnessMs: 0 });
    const projectId = (await seedProject(store.db)).projectId;
    const codebaseId = (await seedCodebase(store.db, projectId, repo.dir, 'repo', 'main')).id;
    const { producer, consumer } = await createQueue({ db: store.db, dialect: store.dialect, pollIntervalMs: 50, retryBaseMs: 50, leaseMs: 10_000 });
    await startScanWorkers({ db: store.db, dialect: store.dialect, consumer, producer, concurrency: 1, analyze, git, ...workers });
    return new ScanHarness(repo, store, dispose, git, dataDir, producer, consumer, projectId, codebaseId);
  }

  get db(): VigilStore['db'] {
    return this.store.db;
  }

  browser(): GitRepositoryBrowser {
    return new GitRepositoryBrowser(this.git);
  }

  async stop(): Promise<void> {
    await this.consumer.close();
    await this.producer.close();
    await this.dispose();
    this.repo.cleanup();
    removeDir(this.dataDir);
  }

  /** Scans the main branch and waits until the scan is completed or failed. */
  async scan(timeoutMs = 90_000): Promise<Scan> {
    const { store, projectId } = this;
    const started = await startScan({ db: store.db, browser: new GitRepositoryBrowser(this.git), producer: this.producer }, projectId, { codebaseId: this.codebaseId, branch: 'main' });
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const scan = await getScan(store.db, projectId, started.id);
      if (scan.status === 'completed' || scan.status === 'failed') return scan;
      if (Date.now() > deadline) throw new Error(`scan still ${scan.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  /** Every issue of the main branch, whole (path, rule, status…). */
  async issues() {
    const page = await listProjectIssues(this.store.db, this.projectId, { codebaseId: this.codebaseId, branch: 'main', limit: 100 });
    return Promise.all(page.issues.map((i) => getIssue(this.store.db, this.projectId, i.id)));
  }
}
