/**
 * GET /v1/issues/:id's reads of concurrent requests: each request gets its own issue (or its
 * 404), whether it was read alone (SQLite) or with others in one statement (PostgreSQL, where a
 * statement is a round trip), and a change committed before the request is always seen.
 */
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ISSUE_NOT_FOUND, getIssue, getIssueForDisplay } from '../../src/services/issues.js';
import { createScan } from '../../src/services/scans.js';
import type { VigilStore } from '../../src/store/database.js';
import { findIssues, insertIssues, MAX_ISSUES_PER_READ } from '../../src/store/repositories/issues.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { issueRow, seedCodebase, seedProject } from '../helpers/fixtures.js';

describe.each(engines())('issue reads by id on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let otherProjectId: string;
  let ids: string[];
  let otherProjectIssue: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    ({ projectId } = await seedProject(store.db));
    ({ projectId: otherProjectId } = await seedProject(store.db, 'enterprise', 'other project'));
    const codebaseId = (await seedCodebase(store.db, projectId, '/tmp/repo')).id;
    const scanId = (await createScan(store.db, { projectId, codebaseId, branch: 'main', fileIds: null })).id;
    const rows = Array.from({ length: MAX_ISSUES_PER_READ + 20 }, (_, k) => issueRow({ projectId, codebaseId, scanId, title: `issue ${k}` }));
    await insertIssues(store.db, rows);
    ids = rows.map((r) => r.id);
    const otherCodebase = (await seedCodebase(store.db, otherProjectId, '/tmp/other')).id;
    const otherScan = (await createScan(store.db, { projectId: otherProjectId, codebaseId: otherCodebase, branch: 'main', fileIds: null })).id;
    const other = issueRow({ projectId: otherProjectId, codebaseId: otherCodebase, scanId: otherScan });
    await insertIssues(store.db, [other]);
    otherProjectIssue = other.id;
  });
  afterAll(async () => dispose?.());

  it('reads several ids of one project in one statement, and nothing of another project', async () => {
    const found = await findIssues(store.db, projectId, [ids[3], ids[1], otherProjectIssue, 'iss_missing']);
    expect(found.map((r) => r.id).sort()).toEqual([ids[1], ids[3]].sort());
    await expect(findIssues(store.db, projectId, [])).rejects.toThrow(/1 to/);
  });

  it('answers every concurrent request with its own issue, more of them than one statement reads, and 404 for the others', async () => {
    // Counted statements reading issues by id: fewer than the requests on PostgreSQL (batched).
    // Those reads run as named statements on the pool (direct-reads.ts): counted at pg's Pool.
    let reads = 0;
    const poolPrototype = pg.Pool.prototype as unknown as { query: (...a: unknown[]) => unknown };
    const query = poolPrototype.query;
    poolPrototype.query = function (this: unknown, ...a: unknown[]) {
      if (/from "issues" where "project_id" = \$1 and "id"/.test((a[0] as { text?: string }).text ?? '')) reads += 1;
      return query.apply(this, a);
    };
    try {
      const asked = [...ids, 'iss_missing', otherProjectIssue, ids[0]];
      const answers = await Promise.all(asked.map((id) => getIssueForDisplay(store.db, projectId, id).catch((error: Error) => error.message)));
      const statements = reads;
      for (let k = 0; k < ids.length; k += 1) expect(answers[k]).toEqual(await getIssue(store.db, projectId, ids[k]));
      expect(answers.slice(ids.length)).toEqual([ISSUE_NOT_FOUND, ISSUE_NOT_FOUND, answers[0]]);
      if (engine === 'postgres') {
        expect(statements).toBeGreaterThanOrEqual(2); // more ids than one statement takes
        expect(statements).toBeLessThan(asked.length / 4);
      }
    } finally {
      poolPrototype.query = query;
    }
  });

  it('shows a change committed before the request', async () => {
    const first = await getIssueForDisplay(store.db, projectId, ids[5]);
    expect(first.status).toBe('open');
    await store.db.updateTable('issues').set({ status: 'closed' }).where('id', '=', ids[5]).execute();
    const [again, other] = await Promise.all([getIssueForDisplay(store.db, projectId, ids[5]), getIssueForDisplay(store.db, projectId, ids[6])]);
    expect(again.status).toBe('closed');
    expect(other.id).toBe(ids[6]);
  });
});
