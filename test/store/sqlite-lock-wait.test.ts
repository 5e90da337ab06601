/**
 * A SQLite writer waiting for another process's write lock keeps the event loop running: the
 * other process (a real second process on the same file) holds BEGIN IMMEDIATE for 1.5 s while
 * this one writes, in a transaction and alone; both writes land after the lock is released, and
 * timers keep firing meanwhile.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { afterEach, describe, expect, it } from 'vitest';
import { createProject } from '../../src/services/projects.js';
import { SQLITE_LOCK_WAIT_MS } from '../../src/store/sqlite-dialect.js';
import { createTestStore } from '../helpers/databases.js';

const betterSqlite = createRequire(import.meta.url).resolve('better-sqlite3');

/** Another process holding the write lock of `file` for `holdMs`; resolves once it holds it. */
function holdWriteLock(file: string, holdMs: number): Promise<{ released: Promise<number> }> {
  const script = `
    const Database = require(${JSON.stringify(betterSqlite)});
    const db = new Database(${JSON.stringify(file)});
    db.exec('begin immediate');
    console.log('locked');
    setTimeout(() => { db.exec('commit'); console.log('released'); db.close(); }, ${holdMs});
  `;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  let releasedAt = 0;
  const released = new Promise<number>((resolve) => child.on('exit', () => resolve(releasedAt)));
  return new Promise((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('locked')) resolve({ released });
      if (chunk.toString().includes('released')) releasedAt = Date.now();
    });
    child.on('error', reject);
  });
}

/** The longest gap between ticks of a 5 ms interval while `work` runs. */
async function longestStall<T>(work: () => Promise<T>): Promise<{ result: T; stallMs: number }> {
  let last = performance.now();
  let stallMs = 0;
  const timer = setInterval(() => {
    const now = performance.now();
    stallMs = Math.max(stallMs, now - last);
    last = now;
  }, 5);
  try {
    return { result: await work(), stallMs };
  } finally {
    clearInterval(timer);
  }
}

describe('SQLite writes while another process holds the lock', () => {
  let dispose: (() => Promise<void>) | undefined;
  afterEach(async () => dispose?.());

  it('wait without blocking the event loop, then commit', async () => {
    const test = await createTestStore('sqlite');
    dispose = test.dispose;
    const { db } = test.store;
    const file = (test.database.config as { file: string }).file;

    const lock = await holdWriteLock(file, 1500);
    const started = Date.now();
    const { result, stallMs } = await longestStall(() =>
      Promise.all([
        createProject(db, { name: 'written alone', plan: 'free' }),
        db.transaction().execute(async (trx) => createProject(trx, { name: 'written in a transaction', plan: 'free' })),
      ]),
    );
    const releasedAt = await lock.released;
    expect(result.map((p) => p.name)).toEqual(['written alone', 'written in a transaction']);
    // They waited for the other process (its commit came first), and the loop kept turning.
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    expect(releasedAt).toBeGreaterThan(0);
    expect(stallMs).toBeLessThan(250);
    const names = (await db.selectFrom('projects').select('name').execute()).map((r) => r.name).sort();
    expect(names).toEqual(['written alone', 'written in a transaction']);
  }, 30_000);

  it('give up with SQLITE_BUSY after the lock wait', async () => {
    const test = await createTestStore('sqlite');
    dispose = test.dispose;
    const file = (test.database.config as { file: string }).file;
    const lock = await holdWriteLock(file, SQLITE_LOCK_WAIT_MS + 2000);
    const started = Date.now();
    await expect(createProject(test.store.db, { name: 'never', plan: 'free' })).rejects.toMatchObject({ code: expect.stringMatching(/^SQLITE_BUSY/) });
    expect(Date.now() - started).toBeGreaterThanOrEqual(SQLITE_LOCK_WAIT_MS - 100);
    await lock.released;
  }, 30_000);
});
