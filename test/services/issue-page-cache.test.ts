/**
 * The issue list caches pages under the project's issue version: a write by anyone (this
 * process, another connection standing for another API process, a rolled-back transaction that
 * must change nothing) is visible on the very next read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listProjectIssues } from '../../src/services/issues.js';
import { createScan } from '../../src/services/scans.js';
import { openDatabase, type VigilStore } from '../../src/store/database.js';
import { insertIssues } from '../../src/store/repositories/issues.js';
import { createTestStore, engines, type TestDatabase } from '../helpers/databases.js';
import { issueRow, seedCodebase, seedProject } from '../helpers/fixtures.js';

describe.each(engines())('issue page cache on %s', (engine) => {
  let store: VigilStore;
  let other: VigilStore;
  let database: TestDatabase;
  let dispose: () => Promise<void>;
  let projectId: string;
  let otherProjectId: string;
  let codebaseId: string;
  let scanId: string;

  beforeAll(async () => {
    ({ store, database, dispose } = await createTestStore(engine));
    // A second connection pool on the same database: what another API process would hold.
    other = openDatabase(database.config);
    ({ projectId } = await seedProject(store.db));
    ({ projectId: otherProjectId } = await seedProject(store.db, 'enterprise', 'other project'));
    codebaseId = (await seedCodebase(store.db, projectId, '/tmp/repo')).id;
    scanId = (await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null })).id;
    await insertIssues(store.db, Array.from({ length: 30 }, () => issueRow({ projectId, codebaseId, scanId })));
  });

  afterAll(async () => {
    await other?.close();
    await dispose?.();
  });

  const page = (query = {}) => listProjectIssues(store.db, projectId, { limit: 10, ...query });

  it('serves the same page again while nothing changed, and a new one after a write on another connection', async () => {
    const first = await page();
    expect(first.total).toBe(30);
    expect(await page()).toEqual(first);

    const added = issueRow({ projectId, codebaseId, scanId, severity: 'critical' });
    await insertIssues(other.db, [added]);
    const after = await page();
    expect(after.total).toBe(31);
    expect(after.issues[0].id).toBe(added.id);
  });

  it('shows a status change made elsewhere at once, and ignores one that was rolled back', async () => {
    const before = await page({ status: 'open' });
    const target = before.issues[0];
    await other.db.updateTable('issues').set({ status: 'closed' }).where('id', '=', target.id).execute();
    const closed = await page({ status: 'open' });
    expect(closed.total).toBe(before.total - 1);
    expect(closed.issues.map((i) => i.id)).not.toContain(target.id);

    await expect(
      other.db.transaction().execute(async (trx) => {
        await trx.updateTable('issues').set({ status: 'open' }).where('id', '=', target.id).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect((await page({ status: 'open' })).total).toBe(closed.total);
  });

  it('keeps projects apart: a write to another project leaves this one cached and correct', async () => {
    const before = await page();
    const otherCodebase = (await seedCodebase(store.db, otherProjectId, '/tmp/other')).id;
    const otherScan = (await createScan(store.db, { projectId: otherProjectId, codebaseId: otherCodebase, branch: 'main', fileIds: null })).id;
    await insertIssues(other.db, [issueRow({ projectId: otherProjectId, codebaseId: otherCodebase, scanId: otherScan })]);
    expect(await page()).toEqual(before);
    expect((await listProjectIssues(store.db, otherProjectId, {})).total).toBe(1);
  });
});
