/**
 * Queries compiled once and run with new values answer what building them each time answers:
 * values land at their own positions (a name used twice fills both), constants stay, each
 * shape has its own SQL, and a value left out is an error rather than a marker sent to SQL.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQueries, parameter } from '../../src/store/compiled-queries.js';
import type { VigilStore } from '../../src/store/database.js';
import { engines, createTestStore } from '../helpers/databases.js';

describe.each(engines())('compiled queries on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    await store.db
      .insertInto('projects')
      .values(['a', 'b', 'c'].map((id, i) => ({ id: `prj_${id}`, name: `project ${id}`, plan: i === 0 ? 'free' : 'enterprise', createdAt: `2026-01-0${i + 1}T00:00:00.000Z` })))
      .execute();
  }, 60_000);
  afterAll(async () => dispose?.());

  const queries = new CompiledQueries<{ id: string; label: string }>((db, shape) => {
    let q = db
      .selectFrom('projects')
      .select(['id', (eb) => eb.val(parameter('label')).as('label')])
      .where('id', '!=', 'prj_none')
      .orderBy('id');
    if (shape === 'plan') q = q.where('plan', '=', parameter<'free' | 'enterprise'>('plan'));
    else q = q.where((eb) => eb.or([eb('id', '=', parameter('id')), eb('name', '=', parameter('id'))]));
    return q;
  });

  it('puts each value where its marker was, for every shape', async () => {
    expect(await queries.execute(store.db, 'plan', { plan: 'enterprise', label: 'x' })).toEqual([
      { id: 'prj_b', label: 'x' },
      { id: 'prj_c', label: 'x' },
    ]);
    expect(await queries.execute(store.db, 'plan', { plan: 'free', label: 'y' })).toEqual([{ id: 'prj_a', label: 'y' }]);
    expect(await queries.execute(store.db, 'id', { id: 'prj_c', label: 'z' })).toEqual([{ id: 'prj_c', label: 'z' }]);
    expect(await queries.execute(store.db, 'id', { id: 'project a', label: 'z' })).toEqual([{ id: 'prj_a', label: 'z' }]);
  });

  it('refuses to run without a value it needs', async () => {
    await expect(queries.execute(store.db, 'plan', { label: 'x' })).rejects.toThrow(/no value for query parameter plan/);
  });
});
