/**
 * Jobs of a worker process that is gone are taken up in seconds, not after their lease (60 s),
 * and a live worker of another process never loses its job: a real child process holds a job
 * while alive and is then killed with SIGKILL; rows left by other kinds of owners (another host,
 * a live pid, a fresh stamp) keep their lease.
 */
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { createQueue, ensureQueueSchema, QUEUE_TABLE, type JobConsumer } from '../../src/queue/index.js';
import { LOCAL_HOST_TAG, newQueueOwner, OWNER_STALE_MS } from '../../src/queue/owners.js';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.js';

const LEASE_MS = 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(check: () => boolean, timeoutMs: number): Promise<boolean> {
  const started = Date.now();
  while (!check()) {
    if (Date.now() - started > timeoutMs) return false;
    await sleep(20);
  }
  return true;
}

/** The pid of a process that has exited. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '']).pid!;
}

function deadOwnerSuite(name: string, open: () => Promise<TestDatabase>) {
  describe(`jobs of dead worker processes on ${name}`, () => {
    let database: TestDatabase;
    const consumers: JobConsumer[] = [];
    afterAll(async () => {
      for (const consumer of consumers) await consumer.close();
      await database?.destroy();
    });

    async function consumer(runs: Map<string, number>) {
      database ??= await open();
      const queue = await createQueue({ db: database.connect(), dialect: database.dialect, leaseMs: LEASE_MS, pollIntervalMs: 20 });
      await queue.consumer.start({ work: async (_payload, context) => void runs.set(context.jobId, Date.now()) }, { concurrency: 4 });
      consumers.push(queue.consumer);
      return queue;
    }

    /** A job left running by the given owner, with its lease far from expiry. */
    async function leftRunning(id: string, owner: string, seenAgoMs: number) {
      const now = Date.now();
      await database.connect().insertInto(QUEUE_TABLE).values({
        id, name: 'work', payload: '{}', status: 'running', attempts: 1, max_attempts: 3, run_at: now - 1000,
        lease_until: now + LEASE_MS, lease_token: `token-${id}`, lease_owner: owner, owner_seen_at: now - seenAgoMs, created_at: now - 1000, updated_at: now - 1000,
      }).execute();
    }

    it('takes a real killed process\'s job within seconds, and never while that process lived', async () => {
      database ??= await open();
      const { producer } = await createQueue({ db: database.connect(), dialect: database.dialect });
      await producer.enqueue('work', { n: 1 }, { jobId: 'held-by-child' });
      const child = spawn(path.resolve('node_modules/.bin/vite-node'), [path.resolve('test/queue/fixtures/hanging-consumer.ts')], {
        env: { ...process.env, ...database.env, TEST_LEASE_MS: String(LEASE_MS), TEST_MAX_ATTEMPTS: '3' },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      expect(await until(() => output.includes('started'), 60_000)).toBe(true);

      const runs = new Map<string, number>();
      await consumer(runs);
      // Alive (and stamping its job) for longer than a stamp may age: the job stays with it.
      await sleep(OWNER_STALE_MS + 2_000);
      expect(runs.has('held-by-child')).toBe(false);

      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
      const killedAt = Date.now();
      expect(await until(() => runs.has('held-by-child'), 20_000)).toBe(true);
      const tookMs = runs.get('held-by-child')! - killedAt;
      console.log(`[dead-owners ${name}] job of a killed process taken ${tookMs} ms after SIGKILL (lease ${LEASE_MS} ms)`);
      expect(tookMs).toBeLessThan(OWNER_STALE_MS + 3_000);
      const row = await database.connect().selectFrom(QUEUE_TABLE).selectAll().where('id', '=', 'held-by-child').executeTakeFirstOrThrow();
      expect(Number(row.attempts)).toBe(2);
      // Its consumer must not take the next test's jobs.
      for (const c of consumers.splice(0)) await c.close();
    }, 120_000);

    it('judges owners by host, pid and stamp age', async () => {
      const runs = new Map<string, number>();
      await consumer(runs);
      const stale = OWNER_STALE_MS + 5_000;
      await leftRunning('dead-pid', newQueueOwner(LOCAL_HOST_TAG, deadPid()).id, stale);
      await leftRunning('my-pid-earlier-process', newQueueOwner(LOCAL_HOST_TAG, process.pid).id, stale);
      await leftRunning('other-host', newQueueOwner('0123456789ab', deadPid()).id, stale);
      await leftRunning('live-pid', newQueueOwner(LOCAL_HOST_TAG, process.ppid).id, stale);
      await leftRunning('fresh-stamp', newQueueOwner(LOCAL_HOST_TAG, deadPid()).id, 0);
      await leftRunning('no-owner', null as unknown as string, stale);

      expect(await until(() => runs.has('dead-pid') && runs.has('my-pid-earlier-process'), 5_000)).toBe(true);
      await sleep(2_000);
      expect(runs.has('fresh-stamp')).toBe(false);
      // Nobody stamps it any more: once its stamp is old enough, it is taken too.
      expect(await until(() => runs.has('fresh-stamp'), OWNER_STALE_MS + 3_000)).toBe(true);
      for (const kept of ['other-host', 'live-pid', 'no-owner']) expect(runs.has(kept)).toBe(false);
    }, 60_000);
  });
}

describe('the queue table of an older version', () => {
  it('gets the owner columns, and a second process adding them at once is harmless', async () => {
    const database = sqliteDatabase();
    const db = database.connect();
    await sql`create table queue_jobs (id text primary key, name text not null, payload text not null, status text not null, attempts integer not null default 0, max_attempts integer not null, run_at bigint not null, lease_until bigint, lease_token text, last_error text, created_at bigint not null, updated_at bigint not null)`.execute(db);
    await Promise.all([ensureQueueSchema(db, 'sqlite'), ensureQueueSchema(database.connect(), 'sqlite')]);
    const columns = (await sql<{ name: string }>`select name from pragma_table_info('queue_jobs')`.execute(db)).rows.map((r) => r.name);
    expect(columns).toEqual(expect.arrayContaining(['lease_owner', 'owner_seen_at']));
    await database.destroy();
  });
});

deadOwnerSuite('SQLite', async () => sqliteDatabase());
if (process.env.DATABASE_URL) {
  const url = process.env.DATABASE_URL;
  deadOwnerSuite('PostgreSQL', () => postgresDatabase(url));
}
