import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest, openDatabase } from '../../src/store/database.js';
import { migrations } from '../../src/store/migrations/index.js';
import { createTestDatabase, createTestStore, engines } from '../helpers/databases.js';

describe.each(engines())('migrations on %s', (engine) => {
  it('create every table, are recorded, and run again as a no-op', async () => {
    const { store, dispose } = await createTestStore(engine);
    try {
      await migrateToLatest(store.db);
      const tables = (await store.db.introspection.getTables()).map((t) => t.name);
      for (const table of ['projects', 'api_keys', 'codebases', 'scans', 'issues', 'issue_events', 'learnings', 'file_scan_state']) {
        expect(tables).toContain(table);
      }
      const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(store.db);
      expect(applied.rows.map((r) => r.name)).toEqual(Object.keys(migrations).sort());
    } finally {
      await dispose();
    }
  });

  it('enforce foreign keys, the plan check and issue identity', async () => {
    const { store, dispose } = await createTestStore(engine);
    try {
      const at = new Date().toISOString();
      await expect(
        store.db.insertInto('codebases').values({ id: 'cb_1', project_id: 'prj_missing', name: 'x', url: '/x', default_branch: null, mirror_path: null, mirror_fetched_at: null, mirror_error: null, created_at: at, updated_at: at, deleted_at: null }).execute(),
      ).rejects.toThrow();
      await expect(store.db.insertInto('projects').values({ id: 'prj_1', name: 'x', plan: 'gold' as never, created_at: at }).execute()).rejects.toThrow();
    } finally {
      await dispose();
    }
  });
});

describe('SQLite settings', () => {
  it('opens the file in WAL mode with foreign keys and a busy timeout', async () => {
    const database = await createTestDatabase('sqlite');
    const store = openDatabase(database.config);
    try {
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db);
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(store.db);
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(store.db);
      expect(busy.rows[0]?.timeout).toBe(5000);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});
