/**
 * The configuration is read once, from the declarations in src/config-schema.ts: a bad value is
 * refused naming its variable, defaults apply when unset, and no module reads a variable of its
 * own from process.env.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.js';

const ROOT = path.resolve(import.meta.dirname, '..');

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? sources(full) : entry.name.endsWith('.ts') ? [full] : [];
  });
}

describe('configuration', () => {
  it('has the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.database).toEqual({ dialect: 'sqlite', file: path.resolve('./data/vigil.db') });
    expect(config).toMatchObject({
      host: '127.0.0.1',
      port: 8080,
      logLevel: 'info',
      scanConcurrency: 2,
      serveWorkers: true,
      workerConcurrency: 2,
      jobLeaseMs: 60_000,
      jobMaxAttempts: 3,
      shutdownGraceMs: 30_000,
      queueName: 'vigil-jobs',
      recoveryIntervalMs: 300_000,
      analysisTimeoutMs: 1_800_000,
      webhooksAllowPrivate: false,
    });
    expect(config.redisUrl).toBeUndefined();
    expect(config.apiKey).toBeUndefined();
  });

  it('reads every variable into its typed field', () => {
    const config = loadConfig({
      VIGIL_DATA_DIR: '/srv/vigil',
      DATABASE_URL: 'postgresql://db/vigil',
      REDIS_URL: 'redis://cache:6379',
      VIGIL_PORT: '0',
      VIGIL_LOG_LEVEL: 'warn',
      VIGIL_SERVE_WORKERS: '0',
      VIGIL_RECOVERY_INTERVAL_MS: '0',
      VIGIL_WEBHOOKS_ALLOW_PRIVATE: '1',
      VIGIL_API_KEY: '  vgl_abc  ',
    });
    expect(config).toMatchObject({
      dataDir: '/srv/vigil',
      database: { dialect: 'postgres', connectionString: 'postgresql://db/vigil' },
      redisUrl: 'redis://cache:6379',
      port: 0,
      logLevel: 'warn',
      serveWorkers: false,
      recoveryIntervalMs: 0,
      webhooksAllowPrivate: true,
      apiKey: 'vgl_abc',
    });
  });

  it.each([
    ['VIGIL_PORT', '70000', /VIGIL_PORT must be an integer from 0 to 65535/],
    ['VIGIL_SCAN_CONCURRENCY', 'two', /VIGIL_SCAN_CONCURRENCY must be an integer/],
    ['VIGIL_JOB_LEASE_MS', '0', /VIGIL_JOB_LEASE_MS must be an integer from 1/],
    ['VIGIL_LOG_LEVEL', 'loud', /VIGIL_LOG_LEVEL must be one of fatal, error, warn, info/],
    ['VIGIL_SERVE_WORKERS', 'maybe', /VIGIL_SERVE_WORKERS must be 1 or 0/],
  ])('refuses %s=%s naming the variable', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('is read from the environment only by the processes\' entry points (src/cli)', () => {
    const offenders: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      if (/src\/(config(-schema)?\.ts|cli\/)/.test(file)) continue;
      for (const [i, line] of fs.readFileSync(file, 'utf8').split('\n').entries()) {
        if (/\bloadConfig\(\)/.test(line) && !/^\s*(\/\/|\*|\/\*)/.test(line)) offenders.push(`${path.relative(ROOT, file)}:${i + 1}`);
      }
    }
    expect(offenders).toEqual([]);
  });

  it('is the only reader of named environment variables in src/', () => {
    const offenders: string[] = [];
    for (const file of sources(path.join(ROOT, 'src'))) {
      if (/src\/config(-schema)?\.ts$/.test(file)) continue;
      const text = fs.readFileSync(file, 'utf8');
      // Comments of the engine describe `process.env.X` in scanned code: only code lines count.
      for (const [i, line] of text.split('\n').entries()) {
        if (/^\s*(\/\/|\*|\/\*)/.test(line)) continue;
        if (/process\.env(\.[A-Za-z_]|\[)/.test(line)) offenders.push(`${path.relative(ROOT, file)}:${i + 1}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
