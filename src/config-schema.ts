/**
 * Every environment variable of Vigil, declared once: its name, how its text is read and checked,
 * its default, and what it means. The one declaration is the validator (loadConfig refuses a bad
 * value naming the variable), the type (VigilSettings is inferred from it) and the documentation
 * (docs/configuration.md is generated from it by src/config-reference.ts).
 */

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export interface Setting<T> {
  /** The environment variable. */
  env: string;
  /** The default as the documentation shows it. */
  shown: string;
  meaning: string;
  /** Reads the variable's text (undefined or empty: unset) into the value, or throws ConfigError. */
  read(text: string | undefined): T;
}

function unset(text: string | undefined): text is undefined {
  return text === undefined || text.trim() === '';
}

function integer(env: string, fallback: number, min: number, max: number, shown: string, meaning: string): Setting<number> {
  return {
    env,
    shown,
    meaning,
    read(text) {
      if (unset(text)) return fallback;
      const value = /^\s*\d+\s*$/.test(text) ? Number(text) : NaN;
      if (!Number.isSafeInteger(value) || value < min || value > max) throw new ConfigError(`${env} must be an integer from ${min} to ${max}, got "${text}"`);
      return value;
    },
  };
}

/** Text, trimmed, else `fallback`: a setting with a text default is always a string, one without may be undefined. */
function text<F extends string | undefined>(env: string, fallback: F, shown: string, meaning: string): Setting<string | F> {
  return { env, shown, meaning, read: (value) => (unset(value) ? fallback : value.trim()) };
}

function oneOf<T extends string>(env: string, values: readonly T[], fallback: T, shown: string, meaning: string): Setting<T> {
  return {
    env,
    shown,
    meaning,
    read(value) {
      if (unset(value)) return fallback;
      const trimmed = value.trim() as T;
      if (!values.includes(trimmed)) throw new ConfigError(`${env} must be one of ${values.join(', ')}, got "${value}"`);
      return trimmed;
    },
  };
}

/** A switch: `1`/`true`/`on`/`yes` or `0`/`false`/`off`/`no`. */
function flag(env: string, fallback: boolean, shown: string, meaning: string): Setting<boolean> {
  return {
    env,
    shown,
    meaning,
    read(value) {
      if (unset(value)) return fallback;
      const word = value.trim().toLowerCase();
      if (['1', 'true', 'on', 'yes'].includes(word)) return true;
      if (['0', 'false', 'off', 'no'].includes(word)) return false;
      throw new ConfigError(`${env} must be 1 or 0 (true/false, on/off, yes/no), got "${value}"`);
    },
  };
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const DAY_MS = 24 * 3600 * 1000;

export const SETTINGS = {
  dataDir: text('VIGIL_DATA_DIR', './data', '`./data`', 'SQLite file, git mirrors and (SQLite) the generated `secret.key`; made 0700'),
  databaseUrl: text('DATABASE_URL', undefined, 'unset (SQLite)', '`postgres://…` or `postgresql://…` selects PostgreSQL (same for every process)'),
  redisUrl: text('REDIS_URL', undefined, 'unset (embedded queue)', '`redis://…`: scans go through BullMQ, run by `vigil worker` processes and the embedded workers'),
  secretKey: text('VIGIL_SECRET_KEY', undefined, 'SQLite: generated `secret.key`; PostgreSQL: none', '32 bytes, base64: seals repository credentials (AES-256-GCM); the same for every process'),
  host: text('VIGIL_HOST', '127.0.0.1', '`127.0.0.1`', 'listen address of `vigil serve` (`--host` wins)'),
  port: integer('VIGIL_PORT', 8080, 0, 65535, '`8080`', 'listen port of `vigil serve` (`--port` wins; `0` picks a free port)'),
  logLevel: oneOf('VIGIL_LOG_LEVEL', LOG_LEVELS, 'info', '`info`', `server log level (${LOG_LEVELS.join(', ')}); logs go to stderr as JSON lines`),
  engineCache: flag('VIGIL_ENGINE_CACHE', true, 'on', '`0`: scans analyse every file again instead of reusing unchanged work (the cache in `VIGIL_DATA_DIR/engine-cache`, or the `engine_cache` table with PostgreSQL); also turns sharding off'),
  fileTimeLimitMs: integer('VIGIL_FILE_TIME_LIMIT_MS', 30_000, 1, DAY_MS, '`30000`', 'per-file time limit of the engine (`vigil scan` and scan workers): a file whose parsing and lowering, or whose analysis, take longer is skipped from there with a `file-time-limit` diagnostic (its issues stay open)'),
  scanConcurrency: integer('VIGIL_SCAN_CONCURRENCY', 2, 1, 256, '`2`', 'scans run at once by the embedded workers of `vigil serve`'),
  serveWorkers: flag('VIGIL_SERVE_WORKERS', true, 'on', '`0`: `vigil serve` runs the API only, no scan workers'),
  workerConcurrency: integer('VIGIL_WORKER_CONCURRENCY', 2, 1, 256, '`2`', 'scans run at once by one `vigil worker` (`--concurrency` wins)'),
  // A minute: long enough that a scan's synchronous analysis stretches do not let the lease lapse
  // while its worker is alive, short enough that a dead worker's scan is retried soon.
  jobLeaseMs: integer('VIGIL_JOB_LEASE_MS', 60_000, 1, DAY_MS, '`60000`', 'lease of a running job; a worker that stops heartbeating loses it and the job is retried'),
  jobMaxAttempts: integer('VIGIL_JOB_MAX_ATTEMPTS', 3, 1, 100, '`3`', 'attempts of a scan before it is `failed` with the last reason'),
  shutdownGraceMs: integer('VIGIL_SHUTDOWN_GRACE_MS', 30_000, 1, DAY_MS, '`30000`', 'on SIGTERM, how long running jobs may finish before they are handed back'),
  queueName: text('VIGIL_QUEUE_NAME', 'vigil-jobs', '`vigil-jobs`', 'BullMQ queue name (several installations on one Redis)'),
  recoveryIntervalMs: integer('VIGIL_RECOVERY_INTERVAL_MS', 300_000, 0, DAY_MS, '`300000`', 'how often unfinished scans are re-enqueued (idempotent); `0` turns it off'),
  analysisTimeoutMs: integer('VIGIL_ANALYSIS_TIMEOUT_MS', 1_800_000, 1, DAY_MS, '`1800000`', 'a scan whose analysis takes longer fails with that reason'),
  shardFiles: integer('VIGIL_SHARD_FILES', 2_000, 0, 10_000_000, '`2000`', 'distributed mode (PostgreSQL and `REDIS_URL`): a scan of more files than this is split into `scan-shard` jobs of this many files, run by every worker, merged before reconciliation; `0` turns sharding off'),
  webhooksAllowPrivate: flag('VIGIL_WEBHOOKS_ALLOW_PRIVATE', false, 'off', '`1`: webhooks may be delivered to loopback, private, link-local and unspecified addresses (checked after DNS resolution)'),
  rateLimit: flag('VIGIL_RATE_LIMIT', false, 'off', '`1`: per-key rate limits on scan starts, scan status reads and issue lists (`vigil serve --rate-limit` too); counted in Redis when `REDIS_URL` is set, so shared by every API process'),
  rateLimitScanStarts: integer('VIGIL_RATE_LIMIT_SCAN_STARTS', 10, 1, 1_000_000, '`10`', 'with rate limiting on: `POST /v1/scan-workflows/start` per key and window'),
  rateLimitScanStatus: integer('VIGIL_RATE_LIMIT_SCAN_STATUS', 100, 1, 1_000_000, '`100`', 'with rate limiting on: `GET /v1/scan-workflows/{id}/status` per key and window'),
  rateLimitIssueLists: integer('VIGIL_RATE_LIMIT_ISSUE_LISTS', 100, 1, 1_000_000, '`100`', 'with rate limiting on: `GET /v1/issues` per key and window'),
  rateLimitWindowSeconds: integer('VIGIL_RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400, '`60`', 'with rate limiting on: length of the window the limits count in'),
  apiKey: text('VIGIL_API_KEY', undefined, 'unset', '`vigil ci` only: the API key it sends (never printed, never an argument)'),
} as const;

export type SettingName = keyof typeof SETTINGS;

/** The value of every setting, typed from its declaration. */
export type VigilSettings = { [K in SettingName]: ReturnType<(typeof SETTINGS)[K]['read']> };

/** Reads and checks every variable; the first bad one throws ConfigError naming it. */
export function readSettings(env: NodeJS.ProcessEnv): VigilSettings {
  const out: Record<string, unknown> = {};
  for (const [name, setting] of Object.entries(SETTINGS) as [SettingName, Setting<unknown>][]) out[name] = setting.read(env[setting.env]);
  return out as VigilSettings;
}
