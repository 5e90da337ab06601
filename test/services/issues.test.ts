import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvalidInputError, NotFoundError } from '../../src/services/errors.js';
import { changeIssueStatus, getIssueHistory, listProjectIssues } from '../../src/services/issues.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan } from '../helpers/fixtures.js';

describe.each(engines())('issue service on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let keyId: string;
  let codebaseId: string;
  let scanId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    const project = await seedProject(store.db);
    projectId = project.projectId;
    keyId = project.keyIds.developer;
    codebaseId = (await seedCodebase(store.db, projectId, '/nowhere')).id;
    scanId = (await seedScan(store.db, projectId, codebaseId)).id;
  });

  afterAll(async () => {
    await dispose?.();
  });

  it('records one history event when two identical changes race', async () => {
    const [issue] = await seedIssues(store.db, [{ projectId, codebaseId, scanId }]);
    const results = await Promise.allSettled([
      changeIssueStatus(store.db, { projectId, keyId }, issue!.id, { status: 'closed' }),
      changeIssueStatus(store.db, { projectId, keyId }, issue!.id, { status: 'closed' }),
    ]);
    // Either both succeed (one changed, one no-op) or the loser is told to retry; never two events.
    const changed = results.filter((r) => r.status === 'fulfilled' && r.value.changed);
    expect(changed).toHaveLength(1);
    expect(await getIssueHistory(store.db, projectId, issue!.id)).toHaveLength(1);
  });

  it('rolls the status back when the history event cannot be written', async () => {
    const [issue] = await seedIssues(store.db, [{ projectId, codebaseId, scanId }]);
    // A key id that does not exist breaks the event's foreign key: the whole change must undo.
    await expect(changeIssueStatus(store.db, { projectId, keyId: 'key_missing' }, issue!.id, { status: 'closed' })).rejects.toThrow();
    const row = await store.db.selectFrom('issues').select(['status', 'updatedAt']).where('id', '=', issue!.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'open', updatedAt: issue!.updatedAt });
    expect(await getIssueHistory(store.db, projectId, issue!.id)).toEqual([]);
  });

  it('rolls back the learning too when ignoring fails', async () => {
    const [issue] = await seedIssues(store.db, [{ projectId, codebaseId, scanId }]);
    const before = await store.db.selectFrom('learnings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    await expect(changeIssueStatus(store.db, { projectId, keyId: 'key_missing' }, issue!.id, { status: 'ignored', reason: 'fp' })).rejects.toThrow();
    const after = await store.db.selectFrom('learnings').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));
  });

  it('refuses ignored without a reason and unknown or foreign issues', async () => {
    const [issue] = await seedIssues(store.db, [{ projectId, codebaseId, scanId }]);
    await expect(changeIssueStatus(store.db, { projectId, keyId }, issue!.id, { status: 'ignored', reason: ' ' })).rejects.toBeInstanceOf(InvalidInputError);
    const other = await seedProject(store.db);
    await expect(changeIssueStatus(store.db, { projectId: other.projectId, keyId: other.keyIds.admin }, issue!.id, { status: 'closed' })).rejects.toBeInstanceOf(NotFoundError);
  });

  it('refuses limits outside 1..100 and negative offsets', async () => {
    for (const page of [{ limit: 0 }, { limit: 101 }, { limit: 2.5 }, { offset: -1 }]) {
      await expect(listProjectIssues(store.db, projectId, page)).rejects.toBeInstanceOf(InvalidInputError);
    }
  });
});
