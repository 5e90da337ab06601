/**
 * The distributed provider: BullMQ on Redis. Any number of `vigil worker` processes consume the
 * same queue. BullMQ's lock plays the part of the lease: a worker that dies stops renewing it, the
 * job is found stalled and goes back to waiting. Stalls are allowed up to maxAttempts, and the
 * processor itself turns "started too many times" into a final failure, so the owner always hears
 * of it (BullMQ's own stall limit would fail the job without running any code of ours).
 */
import { DelayedError, Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import { Redis } from 'ioredis';
import { waitAtMost } from './embedded.js';
import {
  QueueUnavailableError,
  UnrecoverableJobError,
  type EnqueueOptions,
  type FinalFailureHandler,
  type JobConsumer,
  type JobHandler,
  type JobPayload,
  type JobProducer,
} from './types.js';

export interface BullmqQueueOptions {
  redisUrl: string;
  queueName: string;
  leaseMs: number;
  maxAttempts: number;
  retryBaseMs: number;
  shutdownGraceMs: number;
  log?: (message: string, error?: unknown) => void;
}

function connect(redisUrl: string): Redis {
  // BullMQ's blocking commands need maxRetriesPerRequest: null.
  return new Redis(redisUrl, { maxRetriesPerRequest: null, enableReadyCheck: true, lazyConnect: false });
}

/** Longest an enqueue waits for Redis before the caller is told the queue is unavailable. */
const ENQUEUE_TIMEOUT_MS = 5_000;

/** Bookkeeping kept in the job's data, never shown to handlers. */
const HAND_BACKS = '__vigilHandBacks';

function splitJobData(data: unknown): { payload: JobPayload; handBacks: number } {
  const { [HAND_BACKS]: handBacks, ...payload } = (data ?? {}) as Record<string, unknown>;
  return { payload, handBacks: typeof handBacks === 'number' ? handBacks : 0 };
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message || error.name : String(error);
}

export class BullmqProducer implements JobProducer {
  private readonly connection: Redis;
  private readonly queue: Queue;

  constructor(private readonly options: BullmqQueueOptions) {
    this.connection = connect(options.redisUrl);
    this.queue = new Queue(options.queueName, { connection: this.connection });
  }

  /**
   * The connection waits for Redis for ever (BullMQ needs that), so an enqueue while Redis is down
   * would hang its caller, an API request: it fails after ENQUEUE_TIMEOUT_MS (at once when the
   * connection is closed for good). A command left queued runs when Redis is back; enqueue is
   * idempotent, and the recovery sweep enqueues every unfinished scan anyway.
   */
  async enqueue(name: string, payload: JobPayload, enqueueOptions: EnqueueOptions = {}): Promise<void> {
    // A connection that is reconnecting keeps the command until Redis is back (often within its
    // backoff, right after an outage), bounded below; only one closed for good fails at once.
    if (this.connection.status === 'end') throw new QueueUnavailableError('Redis connection is closed');
    const added = this.add(name, payload, enqueueOptions).catch((error: unknown) => {
      throw new QueueUnavailableError(`Redis refused the job: ${errorMessage(error)}`, { cause: error });
    });
    if (!(await waitAtMost(added, ENQUEUE_TIMEOUT_MS))) {
      added.catch(() => undefined);
      throw new QueueUnavailableError(`Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`);
    }
    await added;
  }

  private async add(name: string, payload: JobPayload, enqueueOptions: EnqueueOptions): Promise<void> {
    if (enqueueOptions.jobId) {
      // A job that failed for good is run again from its first attempt: its owner asks for it again.
      const existing = await this.queue.getJob(enqueueOptions.jobId);
      if (existing && (await existing.isFailed())) {
        await existing.updateData(payload);
        await existing.retry('failed', { resetAttemptsMade: true, resetAttemptsStarted: true });
        return;
      }
    }
    // BullMQ ignores an add whose jobId exists already: enqueue is idempotent by id.
    await this.queue.add(name, payload, {
      jobId: enqueueOptions.jobId,
      delay: enqueueOptions.delayMs,
      attempts: this.options.maxAttempts,
      backoff: { type: 'exponential', delay: this.options.retryBaseMs },
      removeOnComplete: { age: 7 * 24 * 3600, count: 10_000 },
      removeOnFail: { age: 30 * 24 * 3600 },
    });
  }

  async close(): Promise<void> {
    await this.queue.close();
    this.connection.disconnect();
  }
}

export class BullmqConsumer implements JobConsumer {
  private worker: Worker | undefined;
  private connection: Redis | undefined;
  private closing = false;
  private readonly controllers = new Set<AbortController>();

  constructor(private readonly options: BullmqQueueOptions) {}

  async start(handlers: Record<string, JobHandler>, startOptions: { concurrency: number; onFinalFailure?: FinalFailureHandler }): Promise<void> {
    const { maxAttempts } = this.options;
    const onFinalFailure = startOptions.onFinalFailure;
    this.connection = connect(this.options.redisUrl);

    const processor = async (job: Job, token?: string): Promise<void> => {
      const handler = handlers[job.name];
      const { payload, handBacks } = splitJobData(job.data);
      if (!handler) throw new UnrecoverableError(`No handler for job ${job.name}`);
      // attemptsStarted counts every start, those that ended in a stall (the worker died) included;
      // starts that were handed back at shutdown do not count.
      const attempt = Math.max(1, job.attemptsStarted - handBacks);
      if (attempt > maxAttempts) {
        const reason = 'The job was started too many times without finishing: its workers stopped (stalled lease)';
        await onFinalFailure?.(job.name, payload, reason);
        throw new UnrecoverableError(reason);
      }
      if (this.closing && token) {
        // Fetched just as close() began (BullMQ moves the next job to active ahead of time): a
        // stopping worker starts nothing new; the job goes back without spending an attempt.
        await job.updateData({ ...payload, [HAND_BACKS]: handBacks + 1 });
        await job.moveToDelayed(Date.now(), token);
        throw new DelayedError();
      }
      const controller = new AbortController();
      this.controllers.add(controller);
      try {
        await handler(payload, { jobId: job.id ?? '', attempt, maxAttempts, signal: controller.signal });
      } catch (error) {
        if (this.closing && controller.signal.aborted && token) {
          // Shutting down: hand the job back without spending an attempt.
          await job.updateData({ ...payload, [HAND_BACKS]: handBacks + 1 });
          await job.moveToDelayed(Date.now(), token);
          throw new DelayedError();
        }
        const reason = errorMessage(error);
        if (error instanceof UnrecoverableJobError || attempt >= maxAttempts) {
          await onFinalFailure?.(job.name, payload, reason);
          throw new UnrecoverableError(reason);
        }
        throw error instanceof Error ? error : new Error(reason);
      } finally {
        this.controllers.delete(controller);
      }
    };

    this.worker = new Worker(this.options.queueName, processor, {
      connection: this.connection,
      concurrency: Math.max(1, Math.floor(startOptions.concurrency)),
      lockDuration: this.options.leaseMs,
      stalledInterval: Math.max(1000, Math.floor(this.options.leaseMs / 2)),
      // Stalled jobs go back to waiting; the processor above decides when they have had enough.
      maxStalledCount: maxAttempts + 1,
      autorun: true,
    });
    this.worker.on('error', (error) => this.options.log?.('queue: BullMQ worker error', error));
    this.worker.on('failed', (job, error) => {
      // BullMQ's own stall limit fails a job without running our processor: tell the owner.
      if (job && onFinalFailure && /stalled more than allowable limit/i.test(error?.message ?? '')) {
        onFinalFailure(job.name, splitJobData(job.data).payload, error.message).catch((err) =>
          this.options.log?.('queue: final-failure handler failed', err),
        );
      }
    });
    await this.worker.waitUntilReady();
  }

  async close(): Promise<void> {
    if (!this.worker) return;
    this.closing = true;
    const worker = this.worker;
    // close() stops taking jobs and waits for those in hand.
    const closed = worker.close();
    if (!(await waitAtMost(closed, this.options.shutdownGraceMs))) {
      for (const controller of this.controllers) controller.abort(new Error('The worker is shutting down'));
      await waitAtMost(closed, 10_000);
    }
    this.connection?.disconnect();
  }
}

export function createBullmqQueue(options: BullmqQueueOptions): { producer: BullmqProducer; consumer: BullmqConsumer } {
  return { producer: new BullmqProducer(options), consumer: new BullmqConsumer(options) };
}
