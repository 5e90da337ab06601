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
  };
}

/**
 * VIGIL_FILE_TIME_LIMIT_MS: the engine's per-file time limit (a file whose parsing and lowering,
 * or whose cross-file analysis, take longer is skipped from there with a diagnostic); undefined
 * when unset (the engine's default, 30 s).
 */
export function fileTimeLimitFromEnv(env: NodeJS.ProcessEnv = process.env): number | undefined {
  const raw = env.VIGIL_FILE_TIME_LIMIT_MS;
  if (raw === undefined || raw === '') return undefined;
  const ms = Number(raw);
  if (!Number.isInteger(ms) || ms <= 0) throw new Error(`VIGIL_FILE_TIME_LIMIT_MS must be a positive integer (milliseconds), got "${raw}"`);
  return ms;
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
