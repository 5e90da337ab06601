import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IllegalTransitionError, NotFoundError } from '../../src/services/errors.js';
import { normaliseScanStatus } from '../../src/services/records.js';
import { complete, createScan, fail, getScan, loadScanForJob, markInProgress, recordCommit, recordProgress } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedProject } from '../helpers/fixtures.js';

describe.each(engines())('scan state machine on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let codebaseId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    projectId = (await seedProject(store.db)).projectId;
    codebaseId = (await seedCodebase(store.db, projectId, '/nowhere')).id;
  });

  afterAll(async () => {
    await dispose?.();
  });

  const newScan = () => createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null });

  it('moves pending → in_progress → completed, setting startedAt, attempts and completedAt', async () => {
    const scan = await newScan();
    expect(scan).toMatchObject({ status: 'pending', attempts: 0, completedAt: null, startedAt: null });
    const running = await markInProgress(store.db, projectId, scan.id);
    expect(running).toMatchObject({ status: 'in_progress', attempts: 1 });
    expect(running.startedAt).not.toBeNull();
    await recordCommit(store.db, projectId, scan.id, 'f'.repeat(40));
    await recordProgress(store.db, projectId, scan.id, { filesTotal: 10, filesScanned: 4 });
    const done = await complete(store.db, projectId, scan.id);
    expect(done).toMatchObject({ status: 'completed', commitSha: 'f'.repeat(40), filesTotal: 10, filesScanned: 4 });
    expect(Date.parse(done.completedAt!)).toBeGreaterThanOrEqual(Date.parse(done.createdAt));
  });

  it('counts a retry that takes over an in_progress scan as another attempt', async () => {
    const scan = await newScan();
    await markInProgress(store.db, projectId, scan.id);
    expect((await markInProgress(store.db, projectId, scan.id)).attempts).toBe(2);
  });

  it('fails from pending or in_progress, keeping the reason', async () => {
    const pending = await newScan();
    expect(await fail(store.db, projectId, pending.id, 'queue down')).toMatchObject({ status: 'failed', failureReason: 'queue down', completedAt: null });
    const running = await newScan();
    await markInProgress(store.db, projectId, running.id);
    expect((await fail(store.db, projectId, running.id, 'git timeout')).status).toBe('failed');
  });

  it('keeps completed and failed final: every further move throws IllegalTransitionError and changes nothing', async () => {
    const completed = await newScan();
    await markInProgress(store.db, projectId, completed.id);
    await complete(store.db, projectId, completed.id);
    const failed = await newScan();
    await fail(store.db, projectId, failed.id, 'x');
    for (const scan of [completed, failed]) {
      const before = await getScan(store.db, projectId, scan.id);
      await expect(markInProgress(store.db, projectId, scan.id)).rejects.toBeInstanceOf(IllegalTransitionError);
      await expect(complete(store.db, projectId, scan.id)).rejects.toBeInstanceOf(IllegalTransitionError);
      await expect(fail(store.db, projectId, scan.id, 'again')).rejects.toBeInstanceOf(IllegalTransitionError);
      await expect(recordCommit(store.db, projectId, scan.id, 'a')).rejects.toBeInstanceOf(IllegalTransitionError);
      expect(await getScan(store.db, projectId, scan.id)).toEqual(before);
    }
  });

  it('refuses to complete a scan that never started', async () => {
    const scan = await newScan();
    await expect(complete(store.db, projectId, scan.id)).rejects.toThrow(/cannot move from pending to completed/);
  });

  it('lets exactly one of two racing completions win', async () => {
    const scan = await newScan();
    await markInProgress(store.db, projectId, scan.id);
    const results = await Promise.allSettled([complete(store.db, projectId, scan.id), fail(store.db, projectId, scan.id, 'lost race')]);
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
  });

  it('scopes scans by project, and loads one by id alone for a job', async () => {
    const scan = await newScan();
    const other = await seedProject(store.db);
    await expect(getScan(store.db, other.projectId, scan.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(markInProgress(store.db, other.projectId, scan.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await loadScanForJob(store.db, scan.id)).projectId).toBe(projectId);
    await expect(loadScanForJob(store.db, 'scn_nope')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('reads the earlier status name running as in_progress', () => {
    expect(normaliseScanStatus('running')).toBe('in_progress');
    expect(normaliseScanStatus('pending')).toBe('pending');
  });
});
