/**
 * The job queue seen by the rest of Vigil. It runs named jobs with JSON payloads and knows
 * nothing of scans. Two providers implement it: an embedded one (rows in Vigil's own database
 * with leases) and BullMQ on Redis; configuration picks one.
 */

export type JobPayload = Record<string, unknown>;

export interface EnqueueOptions {
  /**
   * Idempotency key: enqueueing a job whose id is already queued or running does nothing.
   * The scan workflow uses the scan id.
   */
  jobId?: string;
  /** Run no sooner than this many milliseconds from now (webhook retries). */
  delayMs?: number;
}

export interface JobContext {
  jobId: string;
  /** 1 on the first try. */
  attempt: number;
  maxAttempts: number;
  /** Aborted when the worker is shutting down; a long job should stop and hand the job back. */
  signal: AbortSignal;
}

export type JobHandler = (payload: JobPayload, context: JobContext) => Promise<void>;

/** Thrown by a handler for a job that must not be retried (bad payload, missing scan...). */
export class UnrecoverableJobError extends Error {
  override name = 'UnrecoverableJobError';
}

/** The queue's backing service (Redis) cannot take the job now; the caller may try again later. */
export class QueueUnavailableError extends Error {
  override name = 'QueueUnavailableError';
}

/** Called once a job has failed for the last time, so its owner can record the reason. */
export type FinalFailureHandler = (name: string, payload: JobPayload, reason: string) => Promise<void>;

export interface JobProducer {
  enqueue(name: string, payload: JobPayload, options?: EnqueueOptions): Promise<void>;
  close(): Promise<void>;
}

export interface JobConsumer {
  /** Starts taking jobs; resolves once the consumer is running. */
  start(handlers: Record<string, JobHandler>, options: { concurrency: number; onFinalFailure?: FinalFailureHandler }): Promise<void>;
  /** Graceful: finishes the jobs in hand (or hands them back when the signal's grace period ends). */
  close(): Promise<void>;
}
