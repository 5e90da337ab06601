/**
 * Configuration read from the environment, in one place, so every entry point (server, CLI,
 * tests) sees the same defaults.
 */
import fs from 'node:fs';
import path from 'node:path';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string };

export interface VigilConfig {
  dataDir: string;
  database: DatabaseConfig;
  host: string;
  port: number;
  redisUrl?: string;
  /** Per-key request limits of the API; undefined (the default) when rate limiting is off. */
  rateLimit?: RateLimitConfig;
}

/** Requests one API key may make per window, per kind (opt-in; the spec's API does not rate-limit). */
export interface RateLimitConfig {
  scanStarts: number;
  scanStatusReads: number;
  issueListReads: number;
  windowSeconds: number;
}

/** The limits of the spec's earlier statement: per key and per minute. */
export const DEFAULT_RATE_LIMITS: RateLimitConfig = { scanStarts: 10, scanStatusReads: 100, issueListReads: 100, windowSeconds: 60 };

const RATE_LIMIT_VARIABLES: Record<keyof RateLimitConfig, string> = {
  scanStarts: 'VIGIL_RATE_LIMIT_SCAN_STARTS',
  scanStatusReads: 'VIGIL_RATE_LIMIT_SCAN_STATUS',
  issueListReads: 'VIGIL_RATE_LIMIT_ISSUE_LISTS',
  windowSeconds: 'VIGIL_RATE_LIMIT_WINDOW_SECONDS',
};

/**
 * The limits when rate limiting is on (VIGIL_RATE_LIMIT=1, or `vigil serve --rate-limit` through
 * `forceOn`), else undefined. Each number may be set by its own variable; a bad one is an error.
 */
export function rateLimitConfigFromEnv(env: NodeJS.ProcessEnv = process.env, forceOn = false): RateLimitConfig | undefined {
  const switchValue = (env.VIGIL_RATE_LIMIT ?? '').trim().toLowerCase();
  if (!['', '0', '1', 'off', 'on', 'true', 'false'].includes(switchValue)) {
    throw new Error(`VIGIL_RATE_LIMIT must be 1 or 0, got "${env.VIGIL_RATE_LIMIT}"`);
  }
  if (!forceOn && !['1', 'on', 'true'].includes(switchValue)) return undefined;
  const limits = { ...DEFAULT_RATE_LIMITS };
  for (const field of Object.keys(RATE_LIMIT_VARIABLES) as (keyof RateLimitConfig)[]) {
    const name = RATE_LIMIT_VARIABLES[field];
    const text = env[name]?.trim();
    if (text === undefined || text === '') continue;
    const value = /^\d+$/.test(text) ? Number(text) : NaN;
    if (!Number.isSafeInteger(value) || value < 1 || value > 1_000_000) throw new Error(`${name} must be an integer from 1 to 1000000, got "${env[name]}"`);
    limits[field] = value;
  }
  return limits;
}

export const DEFAULT_HOST = '127.0.0.1';
export const DEFAULT_PORT = 8080;

/** PostgreSQL is used only when DATABASE_URL names it; anything else keeps the embedded SQLite file. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  if (isPostgresUrl(env.DATABASE_URL)) return { dialect: 'postgres', connectionString: env.DATABASE_URL };
  return { dialect: 'sqlite', file: path.join(dataDirFromEnv(env), 'vigil.db') };
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return path.resolve(env.VIGIL_DATA_DIR || './data');
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): VigilConfig {
  const port = env.VIGIL_PORT ? Number(env.VIGIL_PORT) : DEFAULT_PORT;
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    throw new Error(`VIGIL_PORT must be an integer between 0 and 65535, got "${env.VIGIL_PORT}"`);
  }
  return {
    dataDir: dataDirFromEnv(env),
    database: databaseConfigFromEnv(env),
    host: env.VIGIL_HOST || DEFAULT_HOST,
    port,
    redisUrl: env.REDIS_URL || undefined,
    rateLimit: rateLimitConfigFromEnv(env),
  };
}

/**
 * Everything Vigil writes in its data directory (the SQLite file, the mirrors of codebases) holds
 * vulnerabilities or source code: readable by Vigil's own user only, whatever the umask.
 */
export const PRIVATE_DIR_MODE = 0o700;
export const PRIVATE_FILE_MODE = 0o600;

/**
 * Makes the directory if missing; the folders it makes (parents included) are private. A folder
 * that already existed keeps its mode: it may be the operator's and shared on purpose.
 */
export function ensurePrivateDir(dir: string): void {
  const firstMade = fs.mkdirSync(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
  // mkdir's mode is filtered by the umask, which never adds bits: only a umask that removes
  // owner bits could leave it short of 0700, so the folders made are set exactly.
  if (firstMade === undefined) return;
  for (let made = dir; ; made = path.dirname(made)) {
    fs.chmodSync(made, PRIVATE_DIR_MODE);
    if (made === firstMade || path.dirname(made) === made) break;
  }
}

/** Creates the file empty if missing, and makes it private (also when an older version made it readable). */
export function ensurePrivateFile(file: string): void {
  fs.closeSync(fs.openSync(file, 'a', PRIVATE_FILE_MODE));
  fs.chmodSync(file, PRIVATE_FILE_MODE);
}
