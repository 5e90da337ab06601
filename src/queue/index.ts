/**
 * Picks the queue provider from configuration: BullMQ when a Redis URL is given, otherwise the
 * embedded queue in Vigil's own database.
 */
import type { Kysely } from 'kysely';
import { createBullmqQueue } from './bullmq.js';
import { createEmbeddedQueue } from './embedded.js';
import { ensureQueueSchema } from '../store/queue-jobs/schema.js';
import type { JobConsumer, JobProducer } from './types.js';
import { DEFAULT_CONFIG } from '../config.js';

export * from './types.js';
export { ensureQueueSchema, QUEUE_TABLE } from '../store/queue-jobs/schema.js';

export interface CreateQueueOptions {
  db: Kysely<any>;
  dialect: 'sqlite' | 'postgres';
  redisUrl?: string;
  /** How long a job stays claimed without a heartbeat before another worker may take it. */
  leaseMs?: number;
  /** Attempts of one job, the first included, before it fails for good. */
  maxAttempts?: number;
  /** Embedded provider: how often idle workers look for new jobs. */
  pollIntervalMs?: number;
  /** Delay before the first retry; doubles on each further one. */
  retryBaseMs?: number;
  /** close() lets jobs in hand finish for this long, then asks them to stop and hands them back. */
  shutdownGraceMs?: number;
  /** BullMQ queue name (tests use a unique one each). */
  queueName?: string;
  log?: (message: string, error?: unknown) => void;
}

/**
 * Options not given take the defaults of VIGIL_JOB_LEASE_MS, VIGIL_JOB_MAX_ATTEMPTS and
 * VIGIL_SHUTDOWN_GRACE_MS (DEFAULT_CONFIG); the CLI passes what it read from the environment
 * (cli/runtime-options.ts).
 */
export async function createQueue(options: CreateQueueOptions): Promise<{ producer: JobProducer; consumer: JobConsumer }> {
  const config = DEFAULT_CONFIG;
  const leaseMs = options.leaseMs ?? config.jobLeaseMs;
  const maxAttempts = options.maxAttempts ?? config.jobMaxAttempts;
  const retryBaseMs = options.retryBaseMs ?? 2_000;
  const shutdownGraceMs = options.shutdownGraceMs ?? config.shutdownGraceMs;
  if (options.redisUrl) {
    return createBullmqQueue({
      redisUrl: options.redisUrl,
      queueName: options.queueName ?? config.queueName,
      leaseMs,
      maxAttempts,
      retryBaseMs,
      shutdownGraceMs,
      log: options.log,
    });
  }
  // The queue's table and statements (src/store/queue-jobs) name their columns as SQL does and
  // read rows as stored: the store's camelCase mapping is not theirs.
  const db = options.db.withoutPlugins();
  await ensureQueueSchema(db, options.dialect);
  return createEmbeddedQueue({
    db,
    dialect: options.dialect,
    leaseMs,
    maxAttempts,
    pollIntervalMs: options.pollIntervalMs ?? 500,
    retryBaseMs,
    shutdownGraceMs,
    log: options.log,
  });
}
