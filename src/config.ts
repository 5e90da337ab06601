/**
 * Configuration read from the environment, in one place, so every entry point (server, CLI,
 * tests) sees the same defaults.
 */
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
