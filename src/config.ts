/**
 * Configuration read from the environment once, into one checked, typed object, so every entry
 * point (server, worker, CLI, tests) sees the same values and defaults. The variables themselves
 * are declared in config-schema.ts (validator, type and documentation in one place).
 */
import fs from 'node:fs';
import path from 'node:path';
import { readSettings, SETTINGS, type VigilSettings } from './config-schema.js';

export { ConfigError } from './config-schema.js';

export type DatabaseConfig =
  | { dialect: 'sqlite'; file: string }
  | { dialect: 'postgres'; connectionString: string };

const RATE_LIMIT_SETTINGS = ['rateLimit', 'rateLimitScanStarts', 'rateLimitScanStatus', 'rateLimitIssueLists', 'rateLimitWindowSeconds'] as const;
type RateLimitSettings = (typeof RATE_LIMIT_SETTINGS)[number];

export interface VigilConfig extends Omit<VigilSettings, 'databaseUrl' | RateLimitSettings> {
  /** Absolute. */
  dataDir: string;
  database: DatabaseConfig;
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
export const DEFAULT_RATE_LIMITS: RateLimitConfig = {
  scanStarts: SETTINGS.rateLimitScanStarts.read(undefined),
  scanStatusReads: SETTINGS.rateLimitScanStatus.read(undefined),
  issueListReads: SETTINGS.rateLimitIssueLists.read(undefined),
  windowSeconds: SETTINGS.rateLimitWindowSeconds.read(undefined),
};

function rateLimitsOf(settings: VigilSettings, forceOn: boolean): RateLimitConfig | undefined {
  if (!settings.rateLimit && !forceOn) return undefined;
  return {
    scanStarts: settings.rateLimitScanStarts,
    scanStatusReads: settings.rateLimitScanStatus,
    issueListReads: settings.rateLimitIssueLists,
    windowSeconds: settings.rateLimitWindowSeconds,
  };
}

/**
 * The limits when rate limiting is on (VIGIL_RATE_LIMIT=1, or `vigil serve --rate-limit` through
 * `forceOn`), else undefined; a bad number throws ConfigError naming its variable.
 */
export function rateLimitConfigFromEnv(env: NodeJS.ProcessEnv = process.env, forceOn = false): RateLimitConfig | undefined {
  return rateLimitsOf(readSettings(env), forceOn);
}

/** PostgreSQL is used only when DATABASE_URL names it; anything else keeps the embedded SQLite file. */
export function isPostgresUrl(url: string | undefined): url is string {
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url);
}

export function databaseConfigFromEnv(env: NodeJS.ProcessEnv = process.env): DatabaseConfig {
  return loadConfig(env).database;
}

export function dataDirFromEnv(env: NodeJS.ProcessEnv = process.env): string {
  return loadConfig(env).dataDir;
}

/** Every setting, checked: a bad value throws ConfigError naming its variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): VigilConfig {
  const all = readSettings(env);
  const { databaseUrl, ...rest } = all;
  // The rate-limit switch and numbers become one `rateLimit` object (undefined when off).
  const settings = Object.fromEntries(Object.entries(rest).filter(([name]) => !RATE_LIMIT_SETTINGS.includes(name as RateLimitSettings))) as Omit<VigilSettings, 'databaseUrl' | RateLimitSettings>;
  const dataDir = path.resolve(settings.dataDir);
  const database: DatabaseConfig = isPostgresUrl(databaseUrl) ? { dialect: 'postgres', connectionString: databaseUrl } : { dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') };
  return { ...settings, dataDir, database, rateLimit: rateLimitsOf(all, false) };
}

/**
 * Every setting at its default (an empty environment). Libraries fill options their caller left
 * out from here; only the processes' entry points (src/cli) read the environment, once, through
 * loadConfig() and pass what they read down.
 */
export const DEFAULT_CONFIG: VigilConfig = Object.freeze(loadConfig({}));

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
