/**
 * Compiled reads on SQLite run directly on the connection, never inside another caller's open
 * transaction: a read asked while a transaction holds the connection waits for it (Kysely's
 * path), so it never sees rows that are then rolled back. On PostgreSQL every read goes
 * through Kysely's pool.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScan } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { readsAtOnce } from '../../src/store/direct-reads.js';
import { findIssue, insertIssues } from '../../src/store/repositories/issues.js';
import { transaction } from '../../src/store/transaction.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { issueRow, seedCodebase, seedProject } from '../helpers/fixtures.js';

describe.each(engines())('direct reads on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let codebaseId: string;
  let scanId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    ({ projectId } = await seedProject(store.db));
    codebaseId = (await seedCodebase(store.db, projectId, '/tmp/repo')).id;
    scanId = (await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null })).id;
  });
  afterAll(async () => dispose?.());

  it('are answered at once on SQLite only', () => {
    expect(readsAtOnce(store.db)).toBe(engine === 'sqlite');
  });

  it('read committed rows, and never a row of a transaction still open that is then rolled back', async () => {
    const committed = issueRow({ projectId, codebaseId, scanId });
    await insertIssues(store.db, [committed]);
    expect(await findIssue(store.db, projectId, committed.id)).toEqual(committed);

    const pending = issueRow({ projectId, codebaseId, scanId });
    let inserted!: () => void;
    const insertedNow = new Promise<void>((resolve) => (inserted = resolve));
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const rolledBack = transaction(store.db, async (trx) => {
      await insertIssues(trx, [pending]);
      inserted();
      await released;
      throw new Error('roll back');
    }).catch((error: Error) => error.message);
    await insertedNow;
    // Asked while the transaction holds the connection with the row written and not committed.
    const read = findIssue(store.db, projectId, pending.id);
    const readCommitted = findIssue(store.db, projectId, committed.id);
    release();
    expect(await rolledBack).toBe('roll back');
    expect(await read).toBeUndefined();
    expect(await readCommitted).toEqual(committed);
  });
});
