/**
 * Every filter of GET /v1/issues is served by an index that also gives the list order, so a
 * page never sorts the matching rows and `total` never reads the table. Checked on the query
 * plans the engines choose for the repository's own queries.
 */
import { sql, type Compilable } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORIES, SEVERITIES } from '../../src/engine/findings.js';
import { countIssues, insertIssues, issuePageQuery, type IssueFilters } from '../../src/store/repositories/issues.js';
import { issueRow } from '../helpers/fixtures.js';
import type { VigilStore } from '../../src/store/database.js';
import { createTestStore, engines } from '../helpers/databases.js';

const FILTERS: [string, IssueFilters][] = [
  ['none', {}],
  ['codebase', { codebaseId: 'cb_2' }],
  ['codebase+branch', { codebaseId: 'cb_2', branch: 'main' }],
  ['codebase+status', { codebaseId: 'cb_2', status: 'open' }],
  ['status', { status: 'open' }],
  ['severity', { severityRank: 4 }],
  ['category', { category: 'sqli' }],
  ['branch', { branch: 'main' }],
];

describe.each(engines())('issue list indexes on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    // Plans depend on statistics: give the planner a spread like a real installation's
    // (two projects, several codebases, branches, statuses, severities, categories), analysed.
    const db = store.db;
    const at = new Date().toISOString();
    for (const id of ['prj_1', 'prj_2']) await db.insertInto('projects').values({ id, name: id, plan: 'enterprise', createdAt: at }).execute();
    for (let c = 0; c < 6; c++) {
      await db.insertInto('codebases').values({ id: `cb_${c}`, projectId: c % 2 ? 'prj_2' : 'prj_1', name: 'r', url: '/r', defaultBranch: null, mirrorPath: null, mirrorFetchedAt: null, mirrorError: null, createdAt: at, updatedAt: at, deletedAt: null }).execute();
      await db.insertInto('scans').values({ id: `scn_${c}`, projectId: c % 2 ? 'prj_2' : 'prj_1', codebaseId: `cb_${c}`, branch: 'main', status: 'completed', commitSha: null, scanSpecificFiles: 0, fileIds: null, attempts: 1, failureReason: null, filesTotal: null, filesScanned: null, createdAt: at, startedAt: at, completedAt: at, updatedAt: at }).execute();
    }
    const statuses = ['open', 'open', 'open', 'closed', 'ignored'] as const;
    const rows = Array.from({ length: 30_000 }, (_, i) => {
      const c = i % 6;
      const issue = issueRow({ projectId: c % 2 ? 'prj_2' : 'prj_1', codebaseId: `cb_${c}`, scanId: `scn_${c}`, branch: ['main', 'dev', `feature-${i % 40}`][i % 3], severity: SEVERITIES[i % 5], category: CATEGORIES[i % 12], status: statuses[i % 5], createdAt: new Date(Date.now() - i * 1000).toISOString() });
      return issue;
    });
    await insertIssues(db, rows);
    await sql.raw(engine === 'sqlite' ? 'analyze' : 'vacuum analyze issues').execute(db);
  }, 120_000);

  afterAll(async () => {
    await dispose?.();
  });

  async function plan(query: Compilable): Promise<string> {
    const compiled = query.compile();
    if (engine === 'sqlite') {
      const rows = await store.db.executeQuery<{ detail: string }>({ ...compiled, sql: `explain query plan ${compiled.sql}` });
      return rows.rows.map((r) => r.detail).join('\n');
    }
    const rows = await store.db.executeQuery<{ 'QUERY PLAN': string }>({ ...compiled, sql: `explain ${compiled.sql}` });
    return rows.rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it.each(FILTERS)('serves the page for filter %s from an index in list order', async (_name, filters) => {
    const text = await plan(issuePageQuery(store.db, 'prj_1', filters, { limit: 50, offset: 0 }));
    expect(text, text).toMatch(/issues_list/);
    if (engine === 'sqlite') expect(text, text).not.toMatch(/TEMP B-TREE/);
    else expect(text, text).not.toMatch(/\bSort\b/);
  });

  it.each(FILTERS)('counts total for filter %s exactly from the trigger-kept counts, through inserts, updates and deletes', async (_name, filters) => {
    const direct = async () => {
      let q = store.db.selectFrom('issues').where('projectId', '=', 'prj_1');
      if (filters.codebaseId !== undefined) q = q.where('codebaseId', '=', filters.codebaseId);
      if (filters.branch !== undefined) q = q.where('branch', '=', filters.branch);
      if (filters.status !== undefined) q = q.where('status', '=', filters.status);
      if (filters.severityRank !== undefined) q = q.where('severityRank', '=', filters.severityRank);
      if (filters.category !== undefined) q = q.where('category', '=', filters.category);
      const row = await q.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
      return Number(row.n);
    };
    const before = await direct();
    expect(before).toBeGreaterThan(0);
    expect(await countIssues(store.db, 'prj_1', filters)).toBe(before);

    // Change statuses, move issues between branches and delete some, in one transaction, then
    // roll another such change back: the counts must follow the first and ignore the second.
    const victims = await store.db.selectFrom('issues').select('id').where('projectId', '=', 'prj_1').orderBy('id').limit(300).execute();
    const ids = victims.map((v) => v.id);
    await store.db.transaction().execute(async (trx) => {
      await trx.updateTable('issues').set({ status: 'closed' }).where('id', 'in', ids.slice(0, 100)).execute();
      await trx.updateTable('issues').set({ branch: 'main', status: 'open' }).where('id', 'in', ids.slice(100, 200)).execute();
      await trx.updateTable('issues').set({ title: 'retitled' }).where('id', 'in', ids.slice(200, 250)).execute();
      await trx.deleteFrom('issue_events').where('issueId', 'in', ids.slice(250, 300)).execute();
      await trx.deleteFrom('issues').where('id', 'in', ids.slice(250, 300)).execute();
    });
    await expect(
      store.db.transaction().execute(async (trx) => {
        await trx.updateTable('issues').set({ status: 'ignored' }).where('id', 'in', ids.slice(0, 200)).execute();
        throw new Error('roll back');
      }),
    ).rejects.toThrow('roll back');
    expect(await countIssues(store.db, 'prj_1', filters)).toBe(await direct());
  });

  it('reads total from issue_counts, not from the issues table', async () => {
    const compiled = store.db.selectFrom('issue_counts').selectAll().where('projectId', '=', 'prj_1').compile();
    const text = await plan({ compile: () => compiled });
    expect(text, text).not.toMatch(/issues_list/);
  });
});
