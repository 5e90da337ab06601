/**
 * Every setting of Vigil in one place: environment variables and command flags, with default
 * and meaning. Vigil has no single configuration schema (each module reads its own variables:
 * config.ts, queue/index.ts, workflows, crypto, server.ts, the commands), so this table is the
 * reference, `docs/configuration.md` is generated from it (test/config-reference.test.ts checks
 * both: that every variable the sources read is listed, and that the page is up to date).
 */
export interface Setting {
  /** `VIGIL_PORT`, or a flag as `vigil serve --port N`. */
  name: string;
  default: string;
  meaning: string;
}

export const ENVIRONMENT: readonly Setting[] = [
  { name: 'VIGIL_DATA_DIR', default: '`./data`', meaning: 'SQLite file, git mirrors and (SQLite) the generated `secret.key`; made 0700' },
  { name: 'DATABASE_URL', default: 'unset (SQLite)', meaning: '`postgres://…` or `postgresql://…` selects PostgreSQL (same for every process)' },
  { name: 'REDIS_URL', default: 'unset (embedded queue)', meaning: '`redis://…`: scans go through BullMQ, run by `vigil worker` processes and the embedded workers' },
  { name: 'VIGIL_SECRET_KEY', default: 'SQLite: generated `secret.key`; PostgreSQL: none', meaning: '32 bytes, base64: seals repository credentials (AES-256-GCM); the same for every process' },
  { name: 'VIGIL_HOST', default: '`127.0.0.1`', meaning: 'listen address of `vigil serve` (`--host` wins)' },
  { name: 'VIGIL_PORT', default: '`8080`', meaning: 'listen port of `vigil serve` (`--port` wins; `0` picks a free port)' },
  { name: 'VIGIL_LOG_LEVEL', default: '`info`', meaning: 'server log level; logs go to stderr as JSON lines' },
  { name: 'VIGIL_FILE_TIME_LIMIT_MS', default: '`30000`', meaning: 'per-file time limit of the engine (`vigil scan` and scan workers): a file whose parsing and lowering, or whose analysis, take longer is skipped from there with a `file-time-limit` diagnostic (its issues stay open)' },
  { name: 'VIGIL_SCAN_CONCURRENCY', default: '`2`', meaning: 'scans run at once by the embedded workers of `vigil serve`' },
  { name: 'VIGIL_SERVE_WORKERS', default: 'on', meaning: '`0`: `vigil serve` runs the API only, no scan workers' },
  { name: 'VIGIL_WORKER_CONCURRENCY', default: '`2`', meaning: 'scans run at once by one `vigil worker` (`--concurrency` wins)' },
  { name: 'VIGIL_JOB_LEASE_MS', default: '`60000`', meaning: 'lease of a running job; a worker that stops heartbeating loses it and the job is retried' },
  { name: 'VIGIL_JOB_MAX_ATTEMPTS', default: '`3`', meaning: 'attempts of a scan before it is `failed` with the last reason' },
  { name: 'VIGIL_SHUTDOWN_GRACE_MS', default: '`30000`', meaning: 'on SIGTERM, how long running jobs may finish before they are handed back' },
  { name: 'VIGIL_QUEUE_NAME', default: '`vigil-jobs`', meaning: 'BullMQ queue name (several installations on one Redis)' },
  { name: 'VIGIL_RECOVERY_INTERVAL_MS', default: '`300000`', meaning: 'how often unfinished scans are re-enqueued (idempotent); `0` turns it off' },
  { name: 'VIGIL_ANALYSIS_TIMEOUT_MS', default: '`1800000`', meaning: 'a scan whose analysis takes longer fails with that reason' },
  { name: 'VIGIL_WEBHOOKS_ALLOW_PRIVATE', default: 'off', meaning: '`1`: webhooks may be delivered to loopback, private, link-local and unspecified addresses (checked after DNS resolution)' },
  { name: 'VIGIL_API_KEY', default: 'unset', meaning: '`vigil ci` only: the API key it sends (never printed, never an argument)' },
];

export const FLAGS: readonly Setting[] = [
  { name: 'vigil serve --host H', default: '`VIGIL_HOST`', meaning: 'listen address' },
  { name: 'vigil serve --port N', default: '`VIGIL_PORT`', meaning: 'listen port' },
  { name: 'vigil worker --concurrency N', default: '`VIGIL_WORKER_CONCURRENCY`', meaning: 'scans at once (1–256)' },
  { name: 'vigil scan --format text\\|json\\|sarif', default: '`text`', meaning: 'report format of a local scan' },
  { name: 'vigil scan --output FILE', default: 'stdout', meaning: 'where the report goes' },
  { name: 'vigil scan --fail-on SEVERITY', default: 'none', meaning: 'exit 1 when a finding is at or above SEVERITY' },
  { name: 'vigil scan --no-secrets', default: 'off', meaning: 'skip hard-coded secrets detection' },
  { name: 'vigil ci --url URL', default: 'required', meaning: 'base URL of the Vigil server' },
  { name: 'vigil ci --codebase CID', default: 'required', meaning: 'codebase to scan' },
  { name: 'vigil ci --branch B', default: 'required', meaning: 'branch to scan' },
  { name: 'vigil ci --files PATH...', default: 'all files', meaning: 'scan and report only these paths' },
  { name: 'vigil ci --fail-on SEVERITY', default: 'none', meaning: 'exit 1 when a reported open issue is at or above SEVERITY' },
  { name: 'vigil ci --format text\\|sarif\\|json', default: '`text`', meaning: 'report format' },
  { name: 'vigil ci --output FILE', default: 'stdout', meaning: 'where the report goes (the text summary still goes to stdout)' },
  { name: 'vigil ci --diff-base REF', default: 'none', meaning: 'report only issues on lines changed since the merge base with REF' },
  { name: 'vigil ci --repo DIR', default: '`.`', meaning: 'the checkout `--diff-base` reads' },
  { name: 'vigil ci --timeout SECONDS', default: '`1800`', meaning: 'exit 3 when the scan has not finished by then' },
  { name: 'vigil ci --poll-interval SECONDS', default: '`2`', meaning: 'time between two status reads' },
];

function table(rows: readonly Setting[], first: string): string {
  const lines = [`| ${first} | default | meaning |`, '|---|---|---|'];
  for (const row of rows) lines.push(`| \`${row.name}\` | ${row.default} | ${row.meaning} |`);
  return lines.join('\n');
}

/** The generated part of docs/configuration.md. */
export function renderConfigurationTables(): string {
  return `### Environment variables\n\n${table(ENVIRONMENT, 'variable')}\n\n### Command flags\n\n${table(FLAGS, 'flag')}\n`;
}
