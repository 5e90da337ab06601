import { spawn } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../e2e/harness.js';
import { migrateToLatest, openDatabase } from '../../src/store/database.js';
import { migrations } from '../../src/store/migrations/index.js';
import { SQLITE_BUSY_SPIN_MS } from '../../src/store/sqlite-dialect.js';
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
        store.db.insertInto('codebases').values({ id: 'cb_1', projectId: 'prj_missing', name: 'x', url: '/x', defaultBranch: null, mirrorPath: null, mirrorFetchedAt: null, mirrorError: null, createdAt: at, updatedAt: at, deletedAt: null }).execute(),
      ).rejects.toThrow();
      await expect(store.db.insertInto('projects').values({ id: 'prj_1', name: 'x', plan: 'gold' as never, createdAt: at }).execute()).rejects.toThrow();
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
      const mode = await sql<{ journal_mode: string }>`pragma journal_mode`.execute(store.db.withoutPlugins());
      expect(mode.rows[0]?.journal_mode).toBe('wal');
      const fk = await sql<{ foreign_keys: number }>`pragma foreign_keys`.execute(store.db.withoutPlugins());
      expect(fk.rows[0]?.foreign_keys).toBe(1);
      // SQLite itself waits only briefly (it blocks the thread); the rest of the wait is asynchronous retries.
      const busy = await sql<{ timeout: number }>`pragma busy_timeout`.execute(store.db);
      expect(busy.rows[0]?.timeout).toBe(SQLITE_BUSY_SPIN_MS);
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

describe('SQLite transactions across processes', () => {
  it('wait for another process’s write lock and then see its write (begin immediate)', async () => {
    const database = await createTestDatabase('sqlite');
    const store = openDatabase(database.config);
    try {
      await migrateToLatest(store.db);
      const at = new Date().toISOString();
      // Another process takes the write lock, inserts a project, holds the lock 300 ms, commits.
      const holder = spawn(process.execPath, ['-e', `
        const Database = require('better-sqlite3');
        const db = new Database(process.argv[1]);
        db.pragma('busy_timeout = 5000');
        db.exec('begin immediate');
        db.prepare("insert into projects (id, name, plan, created_at) values ('prj_a', 'a', 'free', ?)").run(process.argv[2]);
        process.stdout.write('locked\\n');
        Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 300);
        db.exec('commit');
      `, (database.config as { file: string }).file, at], { cwd: path.resolve(import.meta.dirname, '../..') });
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      await new Promise<void>((resolve) => holder.stdout.on('data', () => resolve()));
      // A read-then-write transaction here: a deferred one would read before the other commit and
      // then fail with SQLITE_BUSY on its write; an immediate one waits, then reads the new row.
      await store.db.transaction().execute(async (trx) => {
        const count = await trx.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
        await trx.insertInto('projects').values({ id: 'prj_b', name: String(count.n), plan: 'free', createdAt: at }).execute();
      });
      await exited;
      const b = await store.db.selectFrom('projects').selectAll().where('id', '=', 'prj_b').executeTakeFirstOrThrow();
      expect(b.name).toBe('1');
    } finally {
      await store.close();
      await database.drop();
    }
  });
});

describe('SQLite migrations started by several processes at once', () => {
  beforeAll(buildCli, 180_000);

  it('migrate a new file once: every process opens it, none fails on a table another created', async () => {
    const database = await createTestDatabase('sqlite');
    const file = (database.config as { file: string }).file;
    const root = path.resolve(import.meta.dirname, '../..');
    // Every child loads the code first, then waits for one common instant, so the opens overlap.
    const startAt = Date.now() + 8_000;
    const open = () =>
      new Promise<{ code: number | null; output: string }>((resolve) => {
        const child = spawn(process.execPath, ['--input-type=module', '-e', `
          const { openMigratedDatabase } = await import(${JSON.stringify(path.join(root, 'dist/store/database.js'))});
          await new Promise((r) => setTimeout(r, Math.max(0, ${startAt} - Date.now())));
          const store = await openMigratedDatabase({ dialect: 'sqlite', file: process.argv[1] });
          await store.close();
          process.stdout.write('migrated');
        `, file], { cwd: root });
        let output = '';
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        child.on('exit', (code) => resolve({ code, output }));
      });
    try {
      const results = await Promise.all(Array.from({ length: 6 }, open));
      for (const r of results) expect(r, r.output).toEqual({ code: 0, output: 'migrated' });
      const store = openDatabase(database.config);
      try {
        const rows = await sql<{ n: number }>`select count(*) as n from kysely_migration`.execute(store.db);
        expect(Number(rows.rows[0]!.n)).toBe(Object.keys(migrations).length);
      } finally {
        await store.close();
      }
    } finally {
      await database.drop();
    }
  }, 120_000);
});
