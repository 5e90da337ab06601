/**
 * The project's issue-version row as the lock every writer of its issues takes first
 * (store/repositories/issue-versions.ts), on a real PostgreSQL database (skipped without
 * DATABASE_URL): SQLite has one writer and nothing to order.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { changeIssueStatus, getIssueHistory } from '../../src/services/issues.js';
import type { VigilStore } from '../../src/store/database.js';
import { lockIssueVersion } from '../../src/store/repositories/issue-versions.js';
import { readIssueVersion } from '../../src/store/repositories/issues.js';
import { transaction } from '../../src/store/transaction.js';
import { createTestStore, engines, type TestDatabase } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan } from '../helpers/fixtures.js';

const onPostgres = engines().includes('postgres');

describe.skipIf(!onPostgres)('issue-version row as the first lock on postgres', () => {
  let store: VigilStore;
  let database: TestDatabase;
  let dispose: () => Promise<void>;
  let other: pg.Client;

  beforeAll(async () => {
    ({ store, database, dispose } = await createTestStore('postgres'));
    other = new pg.Client({ connectionString: (database.config as { connectionString: string }).connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other?.end();
    await dispose?.();
  });

  /** Resolves once some session of this database waits for a lock. */
  async function someoneWaitsForALock(): Promise<void> {
    for (let i = 0; i < 200; i++) {
      const { rows } = await other.query(`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'`);
      if (rows[0].n > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error('no session waited for a lock');
  }

  it('a triage waiting for the version row holds neither its issue row nor the issue counts', async () => {
    const { projectId, keyIds } = await seedProject(store.db);
    const codebaseId = (await seedCodebase(store.db, projectId, '/nowhere')).id;
    const scanId = (await seedScan(store.db, projectId, codebaseId)).id;
    const [issue] = await seedIssues(store.db, [{ projectId, codebaseId, scanId }]);
    const before = await readIssueVersion(store.db, projectId);

    // Another writer (a reconciliation, say) holds the project's version row.
    await other.query('begin');
    await other.query('select version from issue_versions where project_id = $1 for update', [projectId]);
    const triage = changeIssueStatus(store.db, { projectId, keyId: keyIds.developer }, issue!.id, { status: 'ignored', reason: 'test code' });
    await someoneWaitsForALock();
    // That writer can still take the issue row and its count rows: the triage waits without
    // holding them, so the two cannot deadlock (they did when the update locked the issue first).
    await other.query(`set local lock_timeout = '200ms'`);
    await other.query('select id from issues where id = $1 for no key update', [issue!.id]);
    await other.query('select n from issue_counts where project_id = $1 for no key update', [projectId]);
    await other.query('commit');

    const result = await triage;
    expect(result).toMatchObject({ changed: true, from: 'open', status: 'ignored' });
    expect((await getIssueHistory(store.db, projectId, issue!.id)).map((e) => e.toStatus)).toEqual(['ignored']);
    expect(await readIssueVersion(store.db, projectId)).not.toBe(before);
  });

  it('two writers locking a project that has no version row yet both get it, one after the other', async () => {
    const { projectId } = await seedProject(store.db);
    expect(await readIssueVersion(store.db, projectId)).toBe('0');
    const order: string[] = [];
    let releaseFirst!: () => void;
    const firstHolds = new Promise<void>((resolve) => (releaseFirst = resolve));
    let firstLocked!: () => void;
    const firstHasLock = new Promise<void>((resolve) => (firstLocked = resolve));

    const first = transaction(store.db, async (trx) => {
      await lockIssueVersion(trx, projectId);
      order.push('first locked');
      firstLocked();
      await firstHolds;
      order.push('first commits');
    });
    await firstHasLock;
    const second = transaction(store.db, async (trx) => {
      await lockIssueVersion(trx, projectId);
      order.push('second locked');
    });
    await someoneWaitsForALock();
    releaseFirst();
    await Promise.all([first, second]);
    expect(order).toEqual(['first locked', 'first commits', 'second locked']);
    // A lock alone changes no version: readers' caches stay valid.
    expect(await readIssueVersion(store.db, projectId)).toBe('0');
  });
});
