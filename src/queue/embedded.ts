/**
 * The embedded provider: jobs are rows of Vigil's own database (SQLite or PostgreSQL). A worker
 * claims a row with one atomic UPDATE that sets a lease; while the job runs a heartbeat extends the
 * lease; a row whose lease expired (its worker died) is claimed again like a waiting one. Every
 * write after the claim names the claim's token, so a worker that lost its lease can change nothing.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { retryDelayMs } from './backoff.js';
import { endLeasesOfDeadOwners, newQueueOwner, OWNER_STAMP_MS, stampOwnerJobs, type QueueOwner } from './owners.js';
import {
  claimQueueJob,
  deleteFinishedQueueJobs,
  insertQueueJob,
  renewQueueLease,
  updateLeasedQueueJob,
} from '../store/queue-jobs/jobs.js';
import type { QueueJobRow } from '../store/queue-jobs/schema.js';
import {
  UnrecoverableJobError,
  type EnqueueOptions,
  type FinalFailureHandler,
  type JobConsumer,
  type JobHandler,
  type JobPayload,
  type JobProducer,
} from './types.js';

export interface EmbeddedQueueOptions {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  leaseMs: number;
  maxAttempts: number;
  /** How often an idle worker looks for jobs enqueued by other processes. */
  pollIntervalMs: number;
  /** First retry delay; doubles on each attempt. */
  retryBaseMs: number;
  /** close() waits this long for jobs in hand before asking them to stop and handing them back. */
  shutdownGraceMs: number;
  log?: (message: string, error?: unknown) => void;
  /** Who this consumer is (owners.ts); tests give one to play another process. */
  owner?: QueueOwner;
}

const PRUNE_INTERVAL_MS = 10 * 60_000;
const KEEP_COMPLETED_MS = 7 * 24 * 3600_000;
const KEEP_FAILED_MS = 30 * 24 * 3600_000;
const LEASE_EXPIRED = 'lease expired: the worker running the job stopped (crashed or was killed)';

function errorMessage(error: unknown): string {
  if (error instanceof Error) return error.message || error.name;
  return String(error);
}

/** Wakes idle loops when a job is enqueued in this process or a slot frees up. */
class Wakeup {
  private waiters = new Set<() => void>();
  wake(): void {
    for (const waiter of this.waiters) waiter();
    this.waiters.clear();
  }
  wait(timeoutMs: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.waiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, timeoutMs);
      this.waiters.add(done);
    });
  }
}

export class EmbeddedProducer implements JobProducer {
  constructor(
    private readonly options: EmbeddedQueueOptions,
    private readonly wakeup: Wakeup,
  ) {}

  async enqueue(name: string, payload: JobPayload, enqueueOptions: EnqueueOptions = {}): Promise<void> {
    const now = Date.now();
    await insertQueueJob(this.options.db, {
      id: enqueueOptions.jobId ?? `job_${randomUUID()}`,
      name,
      payload: JSON.stringify(payload),
      maxAttempts: this.options.maxAttempts,
      runAt: now + (enqueueOptions.delayMs ?? 0),
      now,
    });
    this.wakeup.wake();
  }

  async close(): Promise<void> {}
}

interface ActiveJob {
  jobId: string;
  controller: AbortController;
  done: Promise<void>;
}

export class EmbeddedConsumer implements JobConsumer {
  private handlers: Record<string, JobHandler> = {};
  private onFinalFailure: FinalFailureHandler | undefined;
  private concurrency = 1;
  private closing = false;
  private loop: Promise<void> | undefined;
  private readonly active = new Map<string, ActiveJob>();
  readonly owner: QueueOwner;
  private ownerStamp: NodeJS.Timeout | undefined;
  private lastDeadOwnerCheck = 0;

  constructor(
    private readonly options: EmbeddedQueueOptions,
    private readonly wakeup: Wakeup,
  ) {
    this.owner = options.owner ?? newQueueOwner();
  }

  async start(handlers: Record<string, JobHandler>, options: { concurrency: number; onFinalFailure?: FinalFailureHandler }): Promise<void> {
    if (this.loop) throw new Error('The consumer is already started');
    this.handlers = handlers;
    this.onFinalFailure = options.onFinalFailure;
    this.concurrency = Math.max(1, Math.floor(options.concurrency));
    // Says, for the jobs in hand, that this process is alive (owners.ts); never keeps it alive.
    this.ownerStamp = setInterval(() => {
      if (this.active.size === 0) return;
      stampOwnerJobs(this.options.db, this.owner).catch((error) => this.options.log?.('queue: stamping jobs in hand failed', error));
    }, OWNER_STAMP_MS);
    this.ownerStamp.unref();
    this.loop = this.run();
  }

  async close(): Promise<void> {
    this.closing = true;
    this.wakeup.wake();
    await this.loop;
    const jobs = [...this.active.values()];
    const finished = await waitAtMost(Promise.allSettled(jobs.map((job) => job.done)), this.options.shutdownGraceMs);
    if (!finished) {
      for (const job of this.active.values()) job.controller.abort(new Error('The worker is shutting down'));
      // Handlers that honour the signal end quickly and their jobs are handed back; the leases of
      // any that do not will expire and the jobs will be claimed again elsewhere.
      await waitAtMost(Promise.allSettled([...this.active.values()].map((job) => job.done)), 10_000);
    }
    clearInterval(this.ownerStamp);
  }

  private lastPrune = 0;

  /**
   * Finished rows are kept a while (enqueue stays idempotent for a recently finished job id, and
   * failures can be inspected), then deleted so the table does not grow without bound.
   */
  private async pruneFinished(): Promise<void> {
    const now = Date.now();
    if (now - this.lastPrune < PRUNE_INTERVAL_MS) return;
    this.lastPrune = now;
    await deleteFinishedQueueJobs(this.options.db, 'completed', now - KEEP_COMPLETED_MS);
    await deleteFinishedQueueJobs(this.options.db, 'failed', now - KEEP_FAILED_MS);
  }

  private async run(): Promise<void> {
    const names = Object.keys(this.handlers);
    if (names.length === 0) return;
    while (!this.closing) {
      await this.pruneFinished().catch((error) => this.options.log?.('queue: pruning finished jobs failed', error));
      if (this.active.size >= this.concurrency) {
        await this.wakeup.wait(this.options.pollIntervalMs);
        continue;
      }
      let job: QueueJobRow | undefined;
      try {
        await this.takeBackJobsOfDeadOwners();
        job = await this.claim(names, [...this.active.values()].map((active) => active.jobId));
      } catch (error) {
        this.options.log?.('queue: claiming a job failed', error);
      }
      if (this.closing && job) {
        // Claimed while close() began: give it straight back.
        await this.handBack(job).catch((error) => this.options.log?.('queue: handing a job back failed', error));
        break;
      }
      if (!job) {
        await this.wakeup.wait(this.options.pollIntervalMs);
        continue;
      }
      const claimed = job;
      const controller = new AbortController();
      const done = this.execute(claimed, controller)
        .catch((error) => this.options.log?.(`queue: bookkeeping of job ${claimed.id} failed`, error))
        .finally(() => {
          this.active.delete(claimed.lease_token!);
          this.wakeup.wake();
        });
      this.active.set(claimed.lease_token!, { jobId: claimed.id, controller, done });
    }
  }

  /**
   * Jobs held by a process that is certainly dead (a killed predecessor of this one) are made
   * claimable at once rather than after their lease; at most once a second (owners.ts).
   */
  private async takeBackJobsOfDeadOwners(): Promise<void> {
    const now = Date.now();
    if (now - this.lastDeadOwnerCheck < OWNER_STAMP_MS) return;
    this.lastDeadOwnerCheck = now;
    const ended = await endLeasesOfDeadOwners(this.options.db, this.owner, now);
    if (ended > 0) this.options.log?.(`queue: took back ${ended} job(s) of a worker process that is gone`);
  }

  /** The oldest due job (or one whose lease expired) becomes ours, in one atomic statement. */
  private claim(names: string[], runningHere: string[]): Promise<QueueJobRow | undefined> {
    // A job this process is running may look expired when a long synchronous stretch delayed its
    // heartbeat; it is still running here and must not be started a second time.
    return claimQueueJob(this.options.db, this.options.dialect, {
      names,
      runningHere,
      token: randomUUID(),
      ownerId: this.owner.id,
      now: Date.now(),
      leaseMs: this.options.leaseMs,
      leaseExpiredReason: LEASE_EXPIRED,
    });
  }

  private async execute(job: QueueJobRow, controller: AbortController): Promise<void> {
    const attempt = Number(job.attempts);
    const maxAttempts = Number(job.max_attempts);
    if (attempt > maxAttempts) {
      // Its last attempt ended without an outcome (the worker died, or recording the failure failed).
      await this.finalize(job, job.last_error ?? LEASE_EXPIRED);
      return;
    }
    let payload: JobPayload;
    try {
      payload = JSON.parse(job.payload) as JobPayload;
    } catch {
      await this.finalize(job, 'The job payload is not valid JSON');
      return;
    }

    let leaseLost = false;
    const heartbeat = setInterval(() => {
      this.renewLease(job)
        .then((renewed) => {
          if (!renewed && !leaseLost) {
            leaseLost = true;
            controller.abort(new Error('The job lease was lost to another worker'));
          }
        })
        .catch((error) => this.options.log?.(`queue: renewing the lease of ${job.id} failed`, error));
    }, Math.max(50, Math.floor(this.options.leaseMs / 3)));

    let failure: unknown;
    let succeeded = false;
    try {
      await this.handlers[job.name]!(payload, { jobId: job.id, attempt, maxAttempts, signal: controller.signal });
      succeeded = true;
    } catch (error) {
      failure = error;
    } finally {
      clearInterval(heartbeat);
    }

    if (leaseLost) return; // another worker owns the job now; our outcome is void
    if (succeeded) {
      await this.update(job, { status: 'completed', lease_token: null, lease_until: null, last_error: null });
      return;
    }
    if (this.closing && controller.signal.aborted) {
      await this.handBack(job);
      return;
    }
    const reason = errorMessage(failure);
    if (failure instanceof UnrecoverableJobError || attempt >= maxAttempts) {
      await this.finalize(job, reason);
      return;
    }
    await this.update(job, {
      status: 'queued',
      lease_token: null,
      lease_until: null,
      last_error: reason,
      run_at: Date.now() + retryDelayMs(attempt, this.options.retryBaseMs),
    });
  }

  /** Records the final failure with the job's owner, then marks the job failed. */
  private async finalize(job: QueueJobRow, reason: string): Promise<void> {
    try {
      let payload: JobPayload = {};
      try {
        payload = JSON.parse(job.payload) as JobPayload;
      } catch {
        // The owner still hears of the failure, with an empty payload.
      }
      await this.onFinalFailure?.(job.name, payload, reason);
    } catch (error) {
      // The owner could not record it: keep the job so a later claim finalizes it again.
      this.options.log?.(`queue: final-failure handler of ${job.id} failed`, error);
      await this.update(job, {
        status: 'queued',
        attempts: Number(job.max_attempts),
        lease_token: null,
        lease_until: null,
        last_error: reason,
        run_at: Date.now() + retryDelayMs(Number(job.attempts), this.options.retryBaseMs),
      });
      return;
    }
    await this.update(job, { status: 'failed', lease_token: null, lease_until: null, last_error: reason });
  }

  /** Gives a job back untouched: the attempt it was on does not count. */
  private async handBack(job: QueueJobRow): Promise<void> {
    await this.update(job, {
      status: 'queued',
      attempts: Math.max(0, Number(job.attempts) - 1),
      lease_token: null,
      lease_until: null,
      run_at: Date.now(),
    });
  }

  private renewLease(job: QueueJobRow): Promise<boolean> {
    return renewQueueLease(this.options.db, { id: job.id, leaseToken: job.lease_token }, Date.now() + this.options.leaseMs);
  }

  private update(job: QueueJobRow, values: Partial<QueueJobRow>): Promise<void> {
    return updateLeasedQueueJob(this.options.db, { id: job.id, leaseToken: job.lease_token }, values);
  }
}

/** True when the promise settled within the time, false when the time ran out first. */
export async function waitAtMost(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), ms);
  });
  try {
    return await Promise.race([promise.then(() => true, () => true), timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export function createEmbeddedQueue(options: EmbeddedQueueOptions): { producer: EmbeddedProducer; consumer: EmbeddedConsumer } {
  const wakeup = new Wakeup();
  return { producer: new EmbeddedProducer(options, wakeup), consumer: new EmbeddedConsumer(options, wakeup) };
}
