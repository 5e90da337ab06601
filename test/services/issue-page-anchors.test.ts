/**
 * Keyset-backed deep offsets answer exactly what OFFSET alone answers: pages walked in order,
 * jumps back and forth, every filter, and pages after a write (anchors of the old version are
 * not used). Issues share severities and creation times so the id tiebreak matters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadFromNearestAnchor, recordAnchor } from '../../src/services/issue-page-anchors.js';
import { listProjectIssues, type IssueQuery } from '../../src/services/issues.js';
import { listIssues } from '../../src/store/repositories/issues.js';
import { severityRank, type Severity } from '../../src/engine/findings.js';
import { engines, createTestStore } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan } from '../helpers/fixtures.js';
import type { VigilStore } from '../../src/store/database.js';
import type { Db } from '../../src/store/schema.js';

const SEVERITIES: Severity[] = ['critical', 'high', 'medium', 'low'];

describe.each(engines())('deep offsets from keyset anchors on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;
  let projectId: string;
  let codebaseId: string;
  let scanId: string;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
    projectId = (await seedProject(store.db)).projectId;
    codebaseId = (await seedCodebase(store.db, projectId, '/tmp/anchors')).id;
    scanId = (await seedScan(store.db, projectId, codebaseId)).id;
    await seedIssues(
      store.db,
      Array.from({ length: 240 }, (_, i) => ({
        projectId,
        codebaseId,
        scanId,
        severity: SEVERITIES[i % 4],
        status: i % 3 === 0 ? ('closed' as const) : ('open' as const),
        // Ten issues share each creation time: order within them comes from the id.
        createdAt: new Date(Date.UTC(2026, 0, 1) + Math.floor(i / 10) * 1000).toISOString(),
      })),
    );
  }, 60_000);
  afterAll(async () => dispose?.());

  /** The page by OFFSET alone, straight from the store. */
  async function byOffset(query: IssueQuery, limit: number, offset: number): Promise<string[]> {
    const filters = { status: query.status, severityRank: query.severity && severityRank(query.severity) };
    return (await listIssues(store.db, projectId, filters, { limit, offset })).map((r) => r.id);
  }

  async function viaService(query: IssueQuery, limit: number, offset: number): Promise<string[]> {
    return (await listProjectIssues(store.db, projectId, { ...query, limit, offset })).issues.map((i) => i.id);
  }

  it.each<[string, IssueQuery]>([
    ['no filter', {}],
    ['status', { status: 'open' }],
    ['severity + status', { severity: 'high', status: 'closed' }],
  ])('pages walked in order and jumps give the offset answer (%s)', async (_name, query) => {
    for (let offset = 0; offset < 260; offset += 7) expect(await viaService(query, 7, offset), `offset ${offset}`).toEqual(await byOffset(query, 7, offset));
    for (const offset of [200, 3, 150, 151, 99, 0, 239, 120]) expect(await viaService(query, 9, offset), `offset ${offset}`).toEqual(await byOffset(query, 9, offset));
  });

  it('does not use anchors of an older version after a write', async () => {
    for (let offset = 0; offset < 100; offset += 10) await viaService({}, 10, offset);
    // A new most-severe issue moves every position by one.
    await seedIssues(store.db, [{ projectId, codebaseId, scanId, severity: 'critical', createdAt: '2027-01-01T00:00:00.000Z' }]);
    for (const offset of [50, 60, 90, 11]) expect(await viaService({}, 10, offset), `offset ${offset}`).toEqual(await byOffset({}, 10, offset));
  });
});

describe('deep pages loaded at once', () => {
  const position = (n: number) => ({ severityRank: 3, createdAt: `2026-01-01T00:00:${String(n).padStart(2, '0')}.000Z`, id: `iss_${n}` });

  it('a page far from every anchor waits for a load below it and starts from the anchor it leaves', async () => {
    const db = {} as Db; // only a key of the per-database maps here
    const used: Record<number, number | undefined> = {};
    let finishFirst!: () => void;
    const first = loadFromNearestAnchor(db, 'prj_1', {}, '7', 500_000, async (anchor) => {
      used[500_000] = anchor?.from;
      await new Promise<void>((resolve) => (finishFirst = resolve));
      recordAnchor(db, 'prj_1', {}, '7', 500_050, position(1));
    });
    const later = [500_050, 500_400].map((offset) => loadFromNearestAnchor(db, 'prj_1', {}, '7', offset, async (anchor) => void (used[offset] = anchor?.from)));
    // Below the load in progress (it can leave no anchor before it), and another version: not held.
    const below = loadFromNearestAnchor(db, 'prj_1', {}, '7', 200_000, async (anchor) => void (used[200_000] = anchor?.from));
    const otherVersion = loadFromNearestAnchor(db, 'prj_1', {}, '8', 500_100, async (anchor) => void (used[-1] = anchor?.from));
    await Promise.all([below, otherVersion]);
    expect(Object.keys(used).sort()).toEqual(['-1', '200000', '500000']);
    finishFirst();
    await Promise.all([first, ...later]);
    expect(used).toEqual({ [-1]: undefined, 200000: undefined, 500000: undefined, 500050: 500_050, 500400: 500_050 });
  });

  it('a page near an anchor, or with nothing loading below it, does not wait', async () => {
    const db = {} as Db;
    recordAnchor(db, 'prj_1', {}, '1', 1_000, position(2));
    let release!: () => void;
    const slow = loadFromNearestAnchor(db, 'prj_1', {}, '1', 1_500, () => new Promise<void>((resolve) => (release = resolve)));
    const near = await loadFromNearestAnchor(db, 'prj_1', {}, '1', 1_900, async (anchor) => anchor?.from);
    expect(near).toBe(1_000);
    release();
    await slow;
  });
});
