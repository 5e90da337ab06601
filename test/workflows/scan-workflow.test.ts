/**
 * The scan workflow on real databases, a real repository and the embedded queue: scans reach
 * completed, findings become issues, rescans keep issue ids, closed issues reopen, ignored ones
 * stay ignored, fixed ones close, chosen-file scans touch only their files, and concurrent scans
 * of one branch leave one issue per finding.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CodebaseGit, fileIdOf } from '../../src/git/index.js';
import { createQueue, type JobConsumer, type JobProducer } from '../../src/queue/index.js';
import { getCodebase, listBranchFiles } from '../../src/services/codebases.js';
import { changeIssueStatus, getIssue, getIssueHistory, listProjectIssues } from '../../src/services/issues.js';
import { getScan, startScan } from '../../src/services/scans.js';
import type { Scan } from '../../src/services/records.js';
import type { VigilStore } from '../../src/store/database.js';
import { GitRepositoryBrowser, startScanWorkers } from '../../src/workflows/index.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';
import { analyze } from './analyze.js';

const AWS_FILE = 'const client = new S3({\n  accessKeyId: "AKIAZ3MHQ7RNX4PLV2TW",\n});\n';
const GITHUB_FILE = 'GITHUB_TOKEN = "ghp_4kR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uK"\n';
const STRIPE_LINE = 'STRIPE = "sk_live_51Hx9aQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uKq4R"\n';

describe.each(engines())('scan workflow on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let repo: TestRepo;
  let dataDir: string;
  let git: CodebaseGit;
  let producer: JobProducer;
  let consumer: JobConsumer;
  let projectId: string;
  let codebaseId: string;
  const deps = () => ({ db: store.db, browser: new GitRepositoryBrowser(git), producer });

  async function waitFinal(scanId: string): Promise<Scan> {
    const started = Date.now();
    for (;;) {
      const scan = await getScan(store.db, projectId, scanId);
      if (scan.status === 'completed' || scan.status === 'failed') return scan;
      if (Date.now() - started > 60_000) throw new Error(`Scan ${scanId} still ${scan.status}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function scanBranch(branch = 'main', fileIds?: string[]): Promise<Scan> {
    const scan = await startScan(deps(), projectId, { codebaseId, branch, scanSpecificFiles: fileIds !== undefined, fileIds });
    return waitFinal(scan.id);
  }

  async function issues(status?: 'open' | 'closed' | 'ignored') {
    // Pages hold summaries; the assertions need whole issues (fingerprints, snippets).
    const page = await listProjectIssues(store.db, projectId, { codebaseId, branch: 'main', status, limit: 100 });
    return Promise.all(page.issues.map((i) => getIssue(store.db, projectId, i.id)));
  }

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    repo = TestRepo.create('main');
    repo.write('src/aws.js', AWS_FILE).write('README.md', '# app\n').write('src/app.py', 'print("ok")\n');
    repo.commit('first');
    dataDir = tempDir('wf-data');
    git = new CodebaseGit({ dataDir, freshnessMs: 0 });
    projectId = (await seedProject(store.db)).projectId;
    codebaseId = (await seedCodebase(store.db, projectId, repo.dir, 'repo', 'main')).id;
    ({ producer, consumer } = await createQueue({ db: store.db, dialect: store.dialect, pollIntervalMs: 50, retryBaseMs: 50, leaseMs: 5000 }));
    await startScanWorkers({ db: store.db, dialect: store.dialect, consumer, producer, concurrency: 4, analyze, git });
  });

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
    await dispose?.();
    repo?.cleanup();
    removeDir(dataDir);
  });

  it('scans a branch to completed, keeps the commit, creates issues and marks files scanned', async () => {
    const scan = await scanBranch();
    expect(scan.status).toBe('completed');
    expect(scan.completedAt).toBeTruthy();
    expect(scan.commitSha).toBe(repo.git('rev-parse', 'main'));
    const open = await issues('open');
    expect(open).toHaveLength(1);
    expect(open[0]).toMatchObject({ category: 'hardcoded-secrets', filePath: 'src/aws.js', lineNumber: 2, scanId: scan.id, status: 'open' });
    expect(open[0]!.codeSnippet).not.toContain('AKIAZ3MHQ7RNX4PLV2TW'); // masked
    const files = await listBranchFiles(store.db, new GitRepositoryBrowser(git), projectId, codebaseId, 'main');
    expect(files.find((f) => f.filePath === 'src/aws.js')).toMatchObject({ isIndexed: true, isScanned: true, fileId: fileIdOf(codebaseId, 'src/aws.js') });
  });

  it('keeps issue ids on an unchanged rescan and on a line shift, and adds issues of a new vulnerable file', async () => {
    const before = await issues();
    const rescan = await scanBranch();
    const after = await issues();
    expect(after.map((i) => i.id)).toEqual(before.map((i) => i.id));
    expect(after[0]!.scanId).toBe(rescan.id);

    repo.write('src/aws.js', `// a comment\n// another\n${AWS_FILE}`).write('settings.py', GITHUB_FILE);
    repo.commit('shift lines and add a vulnerable file');
    const third = await scanBranch();
    const now = await issues('open');
    expect(now).toHaveLength(2);
    const aws = now.find((i) => i.filePath === 'src/aws.js')!;
    expect(aws.id).toBe(before[0]!.id);
    expect(aws.lineNumber).toBe(4);
    expect(now.find((i) => i.filePath === 'settings.py')).toMatchObject({ scanId: third.id });
  });

  it('reopens a closed issue found again (with history) and leaves an ignored one ignored', async () => {
    const [aws, github] = [...(await issues('open'))].sort((a, b) => a.filePath.localeCompare(b.filePath));
    await changeIssueStatus(store.db, { projectId, keyId: null }, github!.id, { status: 'closed' });
    await changeIssueStatus(store.db, { projectId, keyId: null }, aws!.id, { status: 'ignored', reason: 'test credentials' });
    const scan = await scanBranch();
    const all = await issues();
    expect(all.find((i) => i.id === github!.id)!.status).toBe('open');
    expect(all.find((i) => i.id === aws!.id)!.status).toBe('ignored');
    const history = await getIssueHistory(store.db, projectId, github!.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'closed', toStatus: 'open', scanId: scan.id });
    await changeIssueStatus(store.db, { projectId, keyId: null }, aws!.id, { status: 'open' });
  });

  it('scans chosen files only: issues of other files are not touched', async () => {
    repo.write('settings.py', `${GITHUB_FILE}${STRIPE_LINE}`).write('src/aws.js', 'export const nothing = 1;\n');
    repo.commit('stripe key added, aws key removed');
    const before = await issues();
    const scan = await scanBranch('main', [fileIdOf(codebaseId, 'settings.py')]);
    expect(scan.status).toBe('completed');
    const after = await issues();
    // aws.js was not in the scan: its issue is untouched even though the key is gone.
    const aws = after.find((i) => i.filePath === 'src/aws.js')!;
    expect(aws).toMatchObject({ status: 'open', scanId: before.find((i) => i.filePath === 'src/aws.js')!.scanId });
    expect(after.filter((i) => i.filePath === 'settings.py' && i.status === 'open').length).toBeGreaterThanOrEqual(2);
  });

  it('closes the issue of a removed secret on a whole-branch scan', async () => {
    const scan = await scanBranch();
    const aws = (await issues()).find((i) => i.filePath === 'src/aws.js')!;
    expect(aws.status).toBe('closed');
    const history = await getIssueHistory(store.db, projectId, aws.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'open', toStatus: 'closed', scanId: scan.id });
  });

  it('leaves exactly one issue per finding after twenty concurrent scans of one branch', async () => {
    repo.write('more/keys.py', `A = "ghp_9aR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uZ"\nB = "ghp_8bR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uY"\n`);
    repo.commit('two more keys');
    const started = await Promise.all(Array.from({ length: 20 }, () => startScan(deps(), projectId, { codebaseId, branch: 'main' })));
    const finished = await Promise.all(started.map((scan) => waitFinal(scan.id)));
    expect(finished.every((scan) => scan.status === 'completed')).toBe(true);
    const all = await issues();
    // One issue per finding: fingerprints are unique, and no two issues sit on one line for one rule.
    expect(new Set(all.map((i) => i.fingerprint)).size).toBe(all.length);
    expect(new Set(all.map((i) => `${i.filePath}:${i.lineNumber}:${i.ruleId}`)).size).toBe(all.length);
    expect(all.filter((i) => i.filePath === 'more/keys.py')).toHaveLength(2);
  });

  it('records a new finding that matches a learning as ignored, with the learning', async () => {
    repo.write('learned/a.py', 'TOKEN = "ghp_7cR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uX"\n');
    repo.commit('a token');
    await scanBranch();
    const first = (await issues()).find((i) => i.filePath === 'learned/a.py')!;
    await changeIssueStatus(store.db, { projectId, keyId: null }, first.id, { status: 'ignored', reason: 'a fixture token' });
    // The same line again in the same file: a new finding (next occurrence) of the same shape.
    repo.write('learned/a.py', 'TOKEN = "ghp_7cR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uX"\nTOKEN = "ghp_7cR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uX"\n');
    repo.commit('the token twice');
    const scan = await scanBranch();
    const inFile = (await issues()).filter((i) => i.filePath === 'learned/a.py');
    expect(inFile).toHaveLength(2);
    const second = inFile.find((i) => i.id !== first.id)!;
    expect(second.status).toBe('ignored');
    expect(second.learningId).toBeTruthy();
    expect((await getIssueHistory(store.db, projectId, second.id))[0]).toMatchObject({ fromStatus: null, toStatus: 'ignored', scanId: scan.id });
  });

  it('learns the default branch of a codebase added without one from its first scan', async () => {
    const cb = await seedCodebase(store.db, projectId, repo.dir, 'no-default', null);
    expect(cb.defaultBranchName).toBeNull();
    const scan = await startScan(deps(), projectId, { codebaseId: cb.id, branch: 'main' });
    expect((await waitFinal(scan.id)).status).toBe('completed');
    expect((await getCodebase(store.db, projectId, cb.id)).defaultBranchName).toBe('main');
  });

  it('fails a scan with the reason after its last attempt when the repository cannot be fetched', async () => {
    const other = TestRepo.create('main');
    other.write('a.js', 'x\n').commit('c');
    const cb = await seedCodebase(store.db, projectId, other.dir, 'other', 'main');
    const holdBack = { enqueue: async () => undefined, close: async () => undefined };
    const scan = await startScan({ ...deps(), producer: holdBack }, projectId, { codebaseId: cb.id, branch: 'main' });
    other.cleanup(); // the remote disappears before the worker fetches
    await producer.enqueue('scan', { scanId: scan.id }, { jobId: scan.id });
    const final = await waitFinal(scan.id);
    expect(final.status).toBe('failed');
    expect(final.failureReason).toBe('Fetching the repository failed: no repository was found at the codebase URL (or its credentials cannot see it).');
    expect(final.attempts).toBe(3);
  });

  it('refuses unknown branches and file ids at start, and fails a scan whose branch vanished', async () => {
    await expect(startScan(deps(), projectId, { codebaseId, branch: 'nope' })).rejects.toThrow('Branch not found');
    await expect(startScan(deps(), projectId, { codebaseId, branch: 'main', scanSpecificFiles: true, fileIds: ['fil_AAAAAAAAAAAAAAAAAAAAAA'] })).rejects.toThrow('Invalid file IDs');
    repo.git('branch', 'short-lived');
    const scan = await startScan({ ...deps(), producer: { enqueue: async () => undefined, close: async () => undefined } }, projectId, { codebaseId, branch: 'short-lived' });
    repo.git('branch', '-D', 'short-lived');
    await producer.enqueue('scan', { scanId: scan.id }, { jobId: scan.id });
    const final = await waitFinal(scan.id);
    expect(final).toMatchObject({ status: 'failed', failureReason: 'Branch not found' });
  });
});
