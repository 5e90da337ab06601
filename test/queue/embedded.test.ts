import { describe, expect, it } from 'vitest';
import { createQueue, QUEUE_TABLE } from '../../src/queue/index.js';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.js';
import { queueContract } from './queue-contract.js';

function embeddedFactory(database: () => TestDatabase) {
  return {
    make: async (overrides = {}) => {
      const db = database();
      return createQueue({ db: db.connect(), dialect: db.dialect, ...overrides });
    },
    childEnv: () => database().env,
    reset: async () => {
      const db = database().connect();
      await db.deleteFrom(QUEUE_TABLE).execute();
    },
  };
}

describe('embedded queue on SQLite', () => {
  const database = sqliteDatabase();
  queueContract(embeddedFactory(() => database));
});

// Skipped suites are still collected, so the database is only created when DATABASE_URL is set.
describe.runIf(process.env.DATABASE_URL)('embedded queue on PostgreSQL', async () => {
  if (!process.env.DATABASE_URL) return;
  const database = await postgresDatabase(process.env.DATABASE_URL);
  queueContract(embeddedFactory(() => database));
});

describe('embedded queue housekeeping', () => {
  it('deletes long-finished jobs and keeps recent ones', async () => {
    const database = sqliteDatabase();
    const db = database.connect();
    const { producer, consumer } = await createQueue({ db, dialect: 'sqlite', pollIntervalMs: 20 });
    const old = Date.now() - 40 * 24 * 3600_000;
    const row = (id: string, status: string, at: number) => ({ id, name: 'x', payload: '{}', status, attempts: 1, max_attempts: 3, run_at: at, created_at: at, updated_at: at });
    await db.insertInto(QUEUE_TABLE).values([row('old-done', 'completed', old), row('old-failed', 'failed', old), row('new-done', 'completed', Date.now())]).execute();
    await consumer.start({ x: async () => undefined }, { concurrency: 1 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    await consumer.close();
    await producer.close();
    const ids = (await db.selectFrom(QUEUE_TABLE).select('id').execute()).map((r) => r.id);
    expect(ids).toEqual(['new-done']);
    await database.destroy();
  });
});

describe('embedded queue and a blocked event loop', () => {
  it('does not start a job twice in one process when a synchronous stretch outlasts its lease', async () => {
    const database = sqliteDatabase();
    const { producer, consumer } = await createQueue({ db: database.connect(), dialect: 'sqlite', pollIntervalMs: 10, leaseMs: 200 });
    let starts = 0;
    let finished = 0;
    await consumer.start(
      {
        blocking: async () => {
          starts += 1;
          const until = Date.now() + 800;
          while (Date.now() < until) {
            // A long synchronous computation: no timer (and no heartbeat) can run meanwhile.
          }
          await new Promise((resolve) => setTimeout(resolve, 300));
          finished += 1;
        },
      },
      { concurrency: 3 },
    );
    await producer.enqueue('blocking', {}, { jobId: 'blocking-1' });
    const started = Date.now();
    while (finished < 1 && Date.now() - started < 10_000) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await consumer.close();
    expect(finished).toBe(1);
    expect(starts).toBe(1);
    await database.destroy();
  });
});
