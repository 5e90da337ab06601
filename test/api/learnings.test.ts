/**
 * Triage that learns, over HTTP with real scans: a real git repository, the embedded queue, the
 * real engine and workflow, the v1 API on 127.0.0.1. Ignoring an issue creates a learning; a copy
 * of the same vulnerable code is then recorded ignored by it while a different vulnerability of
 * the same rule stays open; removing the learning reopens the copy. Learnings stay in their
 * project. Inline vigil-ignore comments, .vigil.yml and the history (CLI) are covered too.
 */
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/api/app.js';
import { runAdminCommand } from '../../src/cli/admin.js';
import { CodebaseGit } from '../../src/git/index.js';
import { createQueue, type JobConsumer, type JobProducer } from '../../src/queue/index.js';
import { getIssueDetections, getIssueHistory } from '../../src/services/issues.js';
import { dryRunLearning, getLearning, listLearnings, removeLearningById } from '../../src/services/learnings.js';
import type { VigilStore } from '../../src/store/database.js';
import { GitRepositoryBrowser, startScanWorkers } from '../../src/workflows/index.js';
import { analyzeWithEngine } from '../../src/workflows/engine.js';
import { removeDir, tempDir, TestRepo } from '../git/git-fixture.js';
import { createTestStore, engines, type TestDatabase } from '../helpers/databases.js';
import { seedCodebase, seedProject, type SeededProject } from '../helpers/fixtures.js';
import { client } from '../helpers/server.js';

const HEADER = 'import sqlite3\nfrom flask import Flask, request\napp = Flask(__name__)\n\n';

/** The vulnerability that gets ignored: request.args concatenated into DB-API execute. */
const USERS = `${HEADER}@app.route("/users")
def users():
    uid = request.args.get("id")
    cur = sqlite3.connect("app.db").cursor()
    cur.execute("SELECT * FROM users WHERE id = " + uid)
    return "ok"
`;

/** The same code elsewhere, with other names and another query text. */
const COPY = `${HEADER}@app.route("/orders")
def orders():
    order = request.args.get("order")
    c = sqlite3.connect("shop.db").cursor()
    c.execute("SELECT total FROM orders WHERE ref = " + order)
    return "ok"
`;

/** Same rule, different vulnerability: another source and a %-formatted query. */
const DIFFERENT = `${HEADER}@app.route("/search")
def search():
    name = request.form.get("name")
    conn = sqlite3.connect("app.db")
    conn.execute("SELECT * FROM t WHERE n = '%s'" % name)
    return "ok"
`;

const INLINE = `${HEADER}@app.route("/admin")
def admin():
    key = request.args.get("key")
    c = sqlite3.connect("a.db").cursor()
    # vigil-ignore: sqli the key is checked against an allowlist by the proxy
    c.execute("SELECT * FROM admins WHERE key = '%s'" % key)
    return "ok"
`;

describe.each(engines())('learnings over HTTP on %s', (engine) => {
  let store: VigilStore;
  let database: TestDatabase;
  let dispose: () => Promise<void>;
  let app: FastifyInstance;
  let producer: JobProducer;
  let consumer: JobConsumer;
  let request: ReturnType<typeof client>;
  let dataDir: string;
  const repoA = TestRepo.create('main');
  const repoB = TestRepo.create('main');
  let a: SeededProject;
  let b: SeededProject;
  let codebaseA: string;
  let codebaseB: string;

  async function scan(key: string, codebaseId: string): Promise<{ id: string; status: string; failureReason?: string }> {
    const started = await request('POST', '/v1/scan-workflows/start', { key, body: { codebaseId, branch: 'main' } });
    expect(started.status).toBe(201);
    const deadline = Date.now() + 90_000;
    for (;;) {
      const status = await request('GET', `/v1/scan-workflows/${started.body.id}/status`, { key });
      if (status.body.status === 'completed' || status.body.status === 'failed') return status.body;
      if (Date.now() > deadline) throw new Error(`scan still ${status.body.status}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  async function issuesOf(key: string, codebaseId: string): Promise<any[]> {
    const page = await request('GET', `/v1/issues?codebaseId=${codebaseId}&limit=100`, { key });
    expect(page.status).toBe(200);
    return page.body.issues;
  }

  const byFile = (issues: any[], filePath: string) => issues.filter((i) => i.filePath === filePath);

  /** Runs `vigil admin …` in this process against the test database and returns its JSON output. */
  async function admin(...argv: string[]): Promise<any> {
    const saved = { dir: process.env.VIGIL_DATA_DIR, url: process.env.DATABASE_URL };
    const write = process.stdout.write.bind(process.stdout);
    let out = '';
    process.env.VIGIL_DATA_DIR = database.dataDir ?? saved.dir;
    if (database.config.dialect === 'postgres') process.env.DATABASE_URL = database.config.connectionString;
    else delete process.env.DATABASE_URL;
    process.stdout.write = ((chunk: string) => {
      out += chunk;
      return true;
    }) as typeof process.stdout.write;
    try {
      await runAdminCommand([...argv, '--json']);
    } finally {
      process.stdout.write = write;
      if (saved.dir === undefined) delete process.env.VIGIL_DATA_DIR;
      else process.env.VIGIL_DATA_DIR = saved.dir;
      if (saved.url === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = saved.url;
    }
    return JSON.parse(out);
  }

  beforeAll(async () => {
    ({ store, database, dispose } = await createTestStore(engine));
    dataDir = tempDir('learn-data');
    const git = new CodebaseGit({ dataDir, freshnessMs: 0 });
    ({ producer, consumer } = await createQueue({ db: store.db, dialect: store.dialect, pollIntervalMs: 50, retryBaseMs: 50, leaseMs: 10_000 }));
    await startScanWorkers({ db: store.db, dialect: store.dialect, consumer, producer, concurrency: 2, analyze: analyzeWithEngine, git });
    app = await buildApp({ db: store.db, producer, browser: new GitRepositoryBrowser(git) });
    await app.listen({ host: '127.0.0.1', port: 0 });
    request = client(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`);

    repoA.write('app/users.py', USERS).commit('users');
    repoB.write('svc/users.py', USERS).commit('users');
    a = await seedProject(store.db, 'enterprise', 'A');
    b = await seedProject(store.db, 'enterprise', 'B');
    codebaseA = (await seedCodebase(store.db, a.projectId, repoA.dir, 'a', 'main')).id;
    codebaseB = (await seedCodebase(store.db, b.projectId, repoB.dir, 'b', 'main')).id;
  }, 60_000);

  afterAll(async () => {
    await consumer?.close();
    await producer?.close();
    await app?.close();
    await dispose?.();
    repoA.cleanup();
    repoB.cleanup();
    removeDir(dataDir);
  });

  let sourceIssue: any;
  let learningId: string;
  let copyIssue: any;

  it('ignoring an issue with a reason creates a learning in the same request', async () => {
    const first = await scan(a.keys.security_engineer, codebaseA);
    expect(first.status).toBe('completed');
    const issues = await issuesOf(a.keys.security_engineer, codebaseA);
    expect(issues).toHaveLength(1);
    sourceIssue = issues[0];
    expect(sourceIssue).toMatchObject({ status: 'open', category: 'sqli', filePath: 'app/users.py' });

    const patched = await request('PATCH', `/v1/issues/${sourceIssue.id}`, {
      key: a.keys.security_engineer,
      body: { status: 'ignored', reason: 'uid is validated by the gateway' },
    });
    expect(patched.status).toBe(200);
    expect(patched.body).toMatchObject({ id: sourceIssue.id, status: 'ignored' });

    const learnings = await listLearnings(store.db, a.projectId);
    expect(learnings).toHaveLength(1);
    learningId = learnings[0]!.id;
    expect(learnings[0]).toMatchObject({
      ruleId: 'py-sqli-tainted-query',
      scope: 'codebase',
      codebaseId: codebaseA,
      pathPattern: null,
      reason: 'uid is validated by the gateway',
      sourceIssueId: sourceIssue.id,
      appliedCount: 0,
      shape: { code: 'ID.execute(STR+ID)', source: 'request.args', sink: 'DB-API execute' },
    });
    const history = await getIssueHistory(store.db, a.projectId, sourceIssue.id);
    expect(history.at(-1)).toMatchObject({ fromStatus: 'open', toStatus: 'ignored', keyId: a.keyIds.security_engineer, reason: 'uid is validated by the gateway', learningId });
  });

  it('a rescan records a copy of the code as ignored by the learning and a different vulnerability as open', async () => {
    repoA.write('app/orders.py', COPY).write('app/search.py', DIFFERENT).commit('copy and another one');
    const rescan = await scan(a.keys.developer, codebaseA);
    expect(rescan.status).toBe('completed');
    const issues = await issuesOf(a.keys.developer, codebaseA);
    copyIssue = byFile(issues, 'app/orders.py')[0];
    const different = byFile(issues, 'app/search.py')[0];
    expect(copyIssue).toMatchObject({ status: 'ignored', category: 'sqli' });
    expect(different).toMatchObject({ status: 'open', category: 'sqli' });
    expect(byFile(issues, 'app/users.py')[0]).toMatchObject({ id: sourceIssue.id, status: 'ignored' });

    const history = await getIssueHistory(store.db, a.projectId, copyIssue.id);
    expect(history).toEqual([
      expect.objectContaining({ fromStatus: null, toStatus: 'ignored', scanId: rescan.id, learningId, keyId: null, reason: expect.stringContaining(learningId) }),
    ]);
    expect((await getLearning(store.db, learningId, a.projectId)).appliedCount).toBe(1);
    // Which scans found the source issue: both.
    expect((await getIssueDetections(store.db, a.projectId, sourceIssue.id)).length).toBe(2);
    const dry = await dryRunLearning(store.db, learningId);
    expect(dry.matches.map((m) => m.issueId).sort()).toEqual([sourceIssue.id, copyIssue.id].sort());
  });

  it('never suppresses across projects, and another project key cannot see or use the learning', async () => {
    const scanB = await scan(b.keys.developer, codebaseB);
    expect(scanB.status).toBe('completed');
    const issuesB = await issuesOf(b.keys.developer, codebaseB);
    expect(issuesB).toHaveLength(1);
    expect(issuesB[0]).toMatchObject({ status: 'open', filePath: 'svc/users.py' });
    // B's key: A's issues do not exist for it, and it cannot reopen A's ignored issue.
    expect((await request('GET', `/v1/issues/${copyIssue.id}`, { key: b.keys.admin })).status).toBe(404);
    expect((await request('PATCH', `/v1/issues/${sourceIssue.id}`, { key: b.keys.admin, body: { status: 'open' } })).status).toBe(404);
    expect((await request('GET', `/v1/issues?projectId=${a.projectId}&status=ignored`, { key: b.keys.admin })).body.total).toBe(0);
    // The learning is A's: looked up for B it does not exist, and B has none.
    await expect(removeLearningById(store.db, learningId, { keyId: b.keyIds.admin, projectId: b.projectId })).rejects.toThrow('Learning not found');
    expect(await listLearnings(store.db, b.projectId)).toEqual([]);
    expect((await getLearning(store.db, learningId)).removedAt).toBeNull();
  });

  it('removing the learning (vigil admin learning remove) reopens exactly the copy, with history', async () => {
    const listed = await admin('learning', 'list', '--project', a.projectId);
    expect(listed.map((l: any) => l.id)).toEqual([learningId]);
    const dry = await admin('learning', 'dry-run', '--id', learningId);
    expect(dry.matches).toHaveLength(2);

    const removed = await admin('learning', 'remove', '--id', learningId);
    expect(removed).toMatchObject({ id: learningId, reopenedIssueIds: [copyIssue.id] });
    const issues = await issuesOf(a.keys.viewer, codebaseA);
    expect(byFile(issues, 'app/orders.py')[0]).toMatchObject({ id: copyIssue.id, status: 'open' });
    expect(byFile(issues, 'app/users.py')[0]).toMatchObject({ id: sourceIssue.id, status: 'ignored' });
    expect(byFile(issues, 'app/search.py')[0]).toMatchObject({ status: 'open' });

    const history = await admin('issue', 'history', '--id', copyIssue.id);
    expect(history.events.at(-1)).toMatchObject({ fromStatus: 'ignored', toStatus: 'open', learningId, reason: `Learning ${learningId} removed` });
    expect(history.scans).toHaveLength(1);

    // A removed learning suppresses nothing any more.
    repoA.write('app/more.py', COPY.replace('/orders', '/more').replace('def orders', 'def more')).commit('another copy');
    await scan(a.keys.developer, codebaseA);
    expect(byFile(await issuesOf(a.keys.developer, codebaseA), 'app/more.py')[0]).toMatchObject({ status: 'open' });
  });

  it('records findings under a vigil-ignore comment as ignored with the reason, and reopens them when the comment goes', async () => {
    repoA.write('app/admin.py', INLINE).commit('inline suppression');
    const withComment = await scan(a.keys.developer, codebaseA);
    const issue = byFile(await issuesOf(a.keys.developer, codebaseA), 'app/admin.py')[0];
    expect(issue).toMatchObject({ status: 'ignored', category: 'sqli' });
    const history = await getIssueHistory(store.db, a.projectId, issue.id);
    expect(history[0]).toMatchObject({ fromStatus: null, toStatus: 'ignored', scanId: withComment.id, learningId: null });
    expect(history[0]!.reason).toContain('the key is checked against an allowlist by the proxy');

    repoA.write('app/admin.py', INLINE.replace(/ *# vigil-ignore.*\n/, '')).commit('comment removed');
    const without = await scan(a.keys.developer, codebaseA);
    expect(byFile(await issuesOf(a.keys.developer, codebaseA), 'app/admin.py')[0]).toMatchObject({ id: issue.id, status: 'open' });
    expect((await getIssueHistory(store.db, a.projectId, issue.id)).at(-1)).toMatchObject({ fromStatus: 'ignored', toStatus: 'open', scanId: without.id });
  });

  it('fails a scan on a bad .vigil.yml with the line, and honours a good one', async () => {
    repoA.write('.vigil.yml', 'exclude:\n  - "docs/**"\nseverity:\n  sqli: urgent\n').commit('bad config');
    const bad = await scan(a.keys.developer, codebaseA);
    expect(bad.status).toBe('failed');
    expect(bad.failureReason).toMatch(/\.vigil\.yml line 4, column \d+: severity of "sqli" must be one of/);
    // A scan of chosen files reads the branch's .vigil.yml too.
    const files = await request('GET', `/v1/codebase/${codebaseA}/files?branchName=main`, { key: a.keys.developer });
    const fileId = files.body.files.find((f: any) => f.filePath === 'app/users.py').fileId;
    const chosen = await request('POST', '/v1/scan-workflows/start', {
      key: a.keys.developer,
      body: { codebaseId: codebaseA, branch: 'main', scanSpecificFiles: true, fileIds: [fileId] },
    });
    expect(chosen.status).toBe(201);
    let chosenStatus: any;
    for (const deadline = Date.now() + 60_000; Date.now() < deadline; await new Promise((r) => setTimeout(r, 100))) {
      chosenStatus = (await request('GET', `/v1/scan-workflows/${chosen.body.id}/status`, { key: a.keys.developer })).body;
      if (chosenStatus.status === 'failed' || chosenStatus.status === 'completed') break;
    }
    expect(chosenStatus).toMatchObject({ status: 'failed', failureReason: expect.stringContaining('.vigil.yml line 4') });

    repoA.write('.vigil.yml', 'exclude:\n  - "app/search.py"\nseverity:\n  sqli: low\n').commit('good config');
    const good = await scan(a.keys.developer, codebaseA);
    expect(good.status).toBe('completed');
    const issues = await issuesOf(a.keys.developer, codebaseA);
    // The excluded file is no longer analysed, so its open issue is closed; the others are low now.
    expect(byFile(issues, 'app/search.py')[0]).toMatchObject({ status: 'closed' });
    expect(byFile(issues, 'app/more.py')[0]).toMatchObject({ status: 'open', severity: 'low' });
  });
});
