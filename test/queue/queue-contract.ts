/**
 * The behaviour every queue provider must show, run against each provider on real databases and
 * a real Redis. A provider is given by a factory so each test gets fresh queues.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { UnrecoverableJobError, type CreateQueueOptions, type JobConsumer, type JobProducer } from '../../src/queue/index.js';

export interface QueueFactory {
  /** A producer/consumer pair; every call in one test shares the same underlying queue. */
  make(overrides?: Partial<CreateQueueOptions>): Promise<{ producer: JobProducer; consumer: JobConsumer }>;
  /** Environment for a child process that joins the same queue. */
  childEnv(): Record<string, string>;
  /** Called before each test to pick a fresh queue (name or table contents). */
  reset(): Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs = 20_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('Timed out waiting for a condition');
    await sleep(25);
  }
}

export function queueContract(factory: QueueFactory): void {
  const open: JobConsumer[] = [];
  const producers: JobProducer[] = [];
  const make = async (overrides: Partial<CreateQueueOptions> = {}) => {
    const pair = await factory.make({ retryBaseMs: 50, pollIntervalMs: 50, leaseMs: 1000, ...overrides });
    open.push(pair.consumer);
    producers.push(pair.producer);
    return pair;
  };

  afterEach(async () => {
    await Promise.all(open.splice(0).map((consumer) => consumer.close()));
    await Promise.all(producers.splice(0).map((producer) => producer.close()));
    await factory.reset();
  });

  it('runs a job with its payload and attempt', async () => {
    const { producer, consumer } = await make();
    const seen: unknown[] = [];
    await consumer.start({ hello: async (payload, context) => void seen.push([payload, context.attempt, context.maxAttempts, context.jobId]) }, { concurrency: 1 });
    await producer.enqueue('hello', { who: 'world' }, { jobId: 'job-a' });
    await until(() => seen.length === 1);
    expect(seen[0]).toEqual([{ who: 'world' }, 1, 3, 'job-a']);
  });

  it('enqueues idempotently by job id', async () => {
    const { producer, consumer } = await make();
    await producer.enqueue('once', { n: 1 }, { jobId: 'same' });
    await producer.enqueue('once', { n: 2 }, { jobId: 'same' });
    await producer.enqueue('once', { n: 3 }, { jobId: 'same' });
    const runs: unknown[] = [];
    await consumer.start({ once: async (payload) => void runs.push(payload.n) }, { concurrency: 2 });
    await until(() => runs.length >= 1);
    await sleep(400);
    expect(runs).toEqual([1]);
  });

  it('retries a failing job and succeeds without a final failure', async () => {
    const { producer, consumer } = await make();
    const attempts: number[] = [];
    const finalFailures: string[] = [];
    await consumer.start(
      {
        flaky: async (_payload, context) => {
          attempts.push(context.attempt);
          if (context.attempt === 1) throw new Error('transient');
        },
      },
      { concurrency: 1, onFinalFailure: async (_name, _payload, reason) => void finalFailures.push(reason) },
    );
    await producer.enqueue('flaky', {}, { jobId: 'flaky-1' });
    await until(() => attempts.length === 2);
    await sleep(300);
    expect(attempts).toEqual([1, 2]);
    expect(finalFailures).toEqual([]);
  });

  it('stops after maxAttempts and reports the reason once', async () => {
    const { producer, consumer } = await make({ maxAttempts: 3 });
    const attempts: number[] = [];
    const finalFailures: unknown[] = [];
    await consumer.start(
      {
        broken: async (_payload, context) => {
          attempts.push(context.attempt);
          throw new Error(`boom ${context.attempt}`);
        },
      },
      { concurrency: 1, onFinalFailure: async (name, payload, reason) => void finalFailures.push([name, payload, reason]) },
    );
    await producer.enqueue('broken', { scanId: 's1' }, { jobId: 'broken-1' });
    await until(() => finalFailures.length === 1);
    await sleep(400);
    expect(attempts).toEqual([1, 2, 3]);
    expect(finalFailures).toEqual([['broken', { scanId: 's1' }, 'boom 3']]);
  });

  it('does not retry an unrecoverable error', async () => {
    const { producer, consumer } = await make();
    const attempts: number[] = [];
    const finalFailures: string[] = [];
    await consumer.start(
      {
        bad: async (_payload, context) => {
          attempts.push(context.attempt);
          throw new UnrecoverableJobError('scan does not exist');
        },
      },
      { concurrency: 1, onFinalFailure: async (_name, _payload, reason) => void finalFailures.push(reason) },
    );
    await producer.enqueue('bad', {}, { jobId: 'bad-1' });
    await until(() => finalFailures.length === 1);
    await sleep(300);
    expect(attempts).toEqual([1]);
    expect(finalFailures).toEqual(['scan does not exist']);
  });

  it('runs a job that failed for good again when it is enqueued again, and leaves a completed one alone', async () => {
    const { producer, consumer } = await make({ maxAttempts: 1 });
    const runs: string[] = [];
    const finalFailures: string[] = [];
    let failNext = true;
    await consumer.start(
      {
        again: async (payload) => {
          runs.push(String(payload.n));
          if (failNext) {
            failNext = false;
            throw new Error('first time fails');
          }
        },
      },
      { concurrency: 1, onFinalFailure: async (_name, _payload, reason) => void finalFailures.push(reason) },
    );
    await producer.enqueue('again', { n: 1 }, { jobId: 'again-1' });
    await until(() => finalFailures.length === 1);
    await sleep(200);
    await producer.enqueue('again', { n: 2 }, { jobId: 'again-1' });
    await until(() => runs.length === 2);
    await sleep(300);
    await producer.enqueue('again', { n: 3 }, { jobId: 'again-1' });
    await sleep(500);
    expect(runs).toEqual(['1', '2']);
    expect(finalFailures).toEqual(['first time fails']);
  });

  it('runs every job exactly once across two consumers, never two at once', async () => {
    const a = await make();
    const b = await make();
    const runs = new Map<number, number>();
    const running = new Set<number>();
    let overlap = false;
    const handler = async (payload: Record<string, unknown>) => {
      const n = Number(payload.n);
      if (running.has(n)) overlap = true;
      running.add(n);
      runs.set(n, (runs.get(n) ?? 0) + 1);
      await sleep(10 + (n % 5) * 5);
      running.delete(n);
    };
    await a.consumer.start({ work: handler }, { concurrency: 3 });
    await b.consumer.start({ work: handler }, { concurrency: 3 });
    await Promise.all(Array.from({ length: 40 }, (_, n) => (n % 2 ? a : b).producer.enqueue('work', { n }, { jobId: `w-${n}` })));
    await until(() => runs.size === 40);
    await sleep(300);
    expect(overlap).toBe(false);
    expect([...runs.values()].every((count) => count === 1)).toBe(true);
  });

  it('keeps a long job leased by its heartbeat so no other worker takes it', async () => {
    const a = await make({ leaseMs: 1000 });
    const b = await make({ leaseMs: 1000 });
    let starts = 0;
    let finished = 0;
    const handler = async () => {
      starts += 1;
      await sleep(3500);
      finished += 1;
    };
    await a.consumer.start({ slow: handler }, { concurrency: 1 });
    await a.producer.enqueue('slow', {}, { jobId: 'slow-1' });
    await until(() => starts === 1);
    await b.consumer.start({ slow: handler }, { concurrency: 1 });
    await until(() => finished === 1, 10_000);
    await sleep(500);
    expect(starts).toBe(1);
  });

  it('hands the job in hand back on close, without spending an attempt', async () => {
    const a = await make({ shutdownGraceMs: 200 });
    let started = 0;
    await a.consumer.start(
      {
        long: async (_payload, context) => {
          started += 1;
          await new Promise((_resolve, reject) => context.signal.addEventListener('abort', () => reject(context.signal.reason)));
        },
      },
      { concurrency: 1 },
    );
    await a.producer.enqueue('long', {}, { jobId: 'long-1' });
    await until(() => started === 1);
    await a.consumer.close();
    const b = await make();
    const attempts: number[] = [];
    await b.consumer.start({ long: async (_payload, context) => void attempts.push(context.attempt) }, { concurrency: 1 });
    await until(() => attempts.length === 1);
    expect(attempts).toEqual([1]);
  });

  it('retries the job of a worker killed with SIGKILL, and reports a final failure when attempts run out', async () => {
    for (const maxAttempts of [3, 1]) {
      const { producer } = await make({ maxAttempts });
      await producer.enqueue('work', { n: maxAttempts }, { jobId: `killed-${maxAttempts}` });
      const child = spawn(path.resolve('node_modules/.bin/vite-node'), [path.resolve('test/queue/fixtures/hanging-consumer.ts')], {
        env: { ...process.env, ...factory.childEnv(), TEST_LEASE_MS: '1000', TEST_MAX_ATTEMPTS: String(maxAttempts) },
        stdio: ['ignore', 'pipe', 'inherit'],
      });
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
      await until(() => output.includes('started'), 30_000);
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const { consumer } = await make({ leaseMs: 1000, maxAttempts });
      const attempts: number[] = [];
      const finalFailures: string[] = [];
      await consumer.start(
        { work: async (_payload, context) => void attempts.push(context.attempt) },
        { concurrency: 1, onFinalFailure: async (_name, _payload, reason) => void finalFailures.push(reason) },
      );
      await until(() => attempts.length + finalFailures.length >= 1, 30_000);
      await sleep(300);
      if (maxAttempts === 3) {
        expect(attempts).toEqual([2]);
        expect(finalFailures).toEqual([]);
      } else {
        expect(attempts).toEqual([]);
        expect(finalFailures).toHaveLength(1);
        expect(finalFailures[0]).toMatch(/stopped|stalled|lease/i);
      }
      await consumer.close();
    }
  });
}
