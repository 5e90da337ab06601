/**
 * `vigil worker [--concurrency N]`: runs scans from the BullMQ queue on Redis, on any machine that
 * reaches the PostgreSQL database and Redis. Any number of workers may run at once. SIGTERM or
 * SIGINT stops taking jobs, lets the scans in hand finish (or hands them back after the grace
 * period), then exits 0.
 */
import { loadConfig } from '../config.js';
import { CodebaseGit } from '../git/index.js';
import { createQueue } from '../queue/index.js';
import { openMigratedDatabase } from '../store/database.js';
import { startScanWorkers } from '../workflows/index.js';
import { queueOptions, scanWorkerOptions } from './runtime-options.js';
import { parseOptions, UsageError } from './usage.js';

function parseConcurrency(value: string | undefined, configured: number): number {
  if (value === undefined) return configured;
  const n = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 256) throw new UsageError(`worker: --concurrency must be an integer from 1 to 256 (got "${value}")`);
  return n;
}

function log(message: string, fields?: Record<string, unknown>): void {
  process.stderr.write(`vigil worker: ${message}${fields ? ` ${JSON.stringify(fields)}` : ''}\n`);
}

/** Resolves with the exit code once the worker has stopped after a signal. */
export async function runWorkerCommand(argv: string[]): Promise<number> {
  const options = parseOptions(argv, { concurrency: { type: 'string' } }, 'worker');
  const config = loadConfig();
  const concurrency = parseConcurrency(options.concurrency, config.workerConcurrency);
  if (!config.redisUrl) throw new UsageError('worker: REDIS_URL must be set (workers take scans from the BullMQ queue)');
  if (config.database.dialect !== 'postgres') {
    throw new UsageError('worker: DATABASE_URL must name a PostgreSQL database shared with the API (postgres://...)');
  }

  const store = await openMigratedDatabase(config.database);
  const queue = await createQueue({
    db: store.db,
    dialect: store.dialect,
    ...queueOptions(config),
    log: (message, error) => log(message, error ? { error: error instanceof Error ? error.message : String(error) } : undefined),
  });
  const git = new CodebaseGit({ dataDir: config.dataDir });

  const stopped = new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        log(`${signal} again, exiting now`);
        process.exit(1);
      }
      stopping = true;
      log(`${signal} received, finishing the scans in hand`);
      (async () => {
        workers?.stop();
        await queue.consumer.close();
        await queue.producer.close();
        await store.close();
      })().then(
        () => resolve(0),
        (error) => {
          log('error while stopping', { error: error instanceof Error ? error.message : String(error) });
          resolve(1);
        },
      );
    };
    process.on('SIGTERM', stop);
    process.on('SIGINT', stop);
  });

  // Assigned once the workers run; a signal that arrives before then finds it undefined.
  // eslint-disable-next-line prefer-const
  let workers: { stop(): void } | undefined;
  const { requeued, stop } = await startScanWorkers({
    db: store.db,
    dialect: store.dialect,
    consumer: queue.consumer,
    producer: queue.producer,
    concurrency,
    ...scanWorkerOptions(config, store),
    git,
    log,
  });
  workers = { stop };
  log('ready', { concurrency, requeuedUnfinishedScans: requeued, pid: process.pid });
  const code = await stopped;
  process.exitCode = code;
  return code;
}
