/**
 * `vigil serve`: the API and the embedded scan workers in one process, until SIGTERM/SIGINT.
 * On the first start with an empty database it creates project `default` and an admin key and
 * prints the key once.
 */
import { loadConfig, rateLimitConfigFromEnv } from '../config.js';
import { CodebaseGit } from '../git/index.js';
import { createQueue } from '../queue/index.js';
import { bootstrapIfEmpty } from '../services/projects.js';
import { startServer, stopOnSignals } from '../server.js';
import { openMigratedDatabase } from '../store/database.js';
import { prepareSecretKey } from '../crypto/secret-key.js';
import { GitRepositoryBrowser, startScanWorkers } from '../workflows/index.js';
import { queueOptions, scanWorkerOptions } from './runtime-options.js';
import { parseOptions, parsePort } from './usage.js';

export async function runServeCommand(argv: string[]): Promise<void> {
  const o = parseOptions(argv, { port: { type: 'string' }, host: { type: 'string' }, 'rate-limit': { type: 'boolean' } }, 'serve');
  const config = loadConfig();
  const rateLimit = o['rate-limit'] ? rateLimitConfigFromEnv(process.env, true) : config.rateLimit;
  const port = o.port !== undefined ? parsePort(o.port, 'port', 'serve') : config.port;
  const host = o.host ?? config.host;

  // The key of stored repository credentials: made (SQLite) or checked before anything uses it.
  prepareSecretKey({ env: process.env, dataDir: config.dataDir, log: (m) => process.stderr.write(`${m}\n`), generate: config.database.dialect === 'sqlite' });
  const store = await openMigratedDatabase(config.database);
  const bootstrap = await bootstrapIfEmpty(store.db, store.dialect);
  const queue = await createQueue({ db: store.db, dialect: store.dialect, ...queueOptions(config) });
  const git = new CodebaseGit({ dataDir: config.dataDir });

  // VIGIL_SERVE_WORKERS=0 runs the API alone (replicas behind a load balancer, with `vigil worker`
  // processes taking the scans from Redis).
  const runWorkers = config.serveWorkers;
  if (runWorkers) {
    await startScanWorkers({
      db: store.db,
      dialect: store.dialect,
      consumer: queue.consumer,
      producer: queue.producer,
      concurrency: config.scanConcurrency,
      ...scanWorkerOptions(config, store),
      git,
    });
  }

  const server = await startServer({
    db: store.db,
    producer: queue.producer,
    browser: new GitRepositoryBrowser(git),
    host,
    port,
    logLevel: config.logLevel,
    rateLimit: rateLimit && { limits: rateLimit, redisUrl: config.redisUrl },
  });
  const limits = rateLimit
    ? `rate limits per key and ${rateLimit.windowSeconds} s: ${rateLimit.scanStarts} scan starts, ${rateLimit.scanStatusReads} status reads, ${rateLimit.issueListReads} issue lists${config.redisUrl ? ' (counted in Redis)' : ''}`
    : 'no rate limit';
  process.stderr.write(
    `vigil: listening on ${server.url} (${store.dialect === 'sqlite' ? `SQLite in ${config.dataDir}` : 'PostgreSQL'}, ` +
      `${config.redisUrl ? 'BullMQ queue' : 'embedded queue'}, scan workers ${runWorkers ? 'on' : 'off'}, ${limits})\n`,
  );
  if (bootstrap) {
    process.stdout.write(
      [
        `Created project "default" (${bootstrap.project.id}, enterprise plan) and an admin API key.`,
        'The key is shown only this once; store it now:',
        '',
        `  ${bootstrap.key.key}`,
        '',
        'Try it:',
        `  curl -H "Authorization: Bearer ${bootstrap.key.key}" ${server.url}/v1/codebase`,
        '',
      ].join('\n'),
    );
  }

  stopOnSignals(async () => {
    // New requests are refused first, then jobs in hand finish (or are handed back), then the
    // database closes once nothing uses it.
    await server.app.close();
    await queue.consumer.close();
    await queue.producer.close();
    await store.close();
  });
}
