/**
 * Real databases for tests: a SQLite file in a fresh temporary directory always, and a fresh
 * PostgreSQL database (created here, dropped afterwards) when DATABASE_URL names PostgreSQL.
 * Each call makes its own database, so test files running in parallel never share one.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { isPostgresUrl, type DatabaseConfig } from '../../src/config.js';
import { openMigratedDatabase, type VigilStore } from '../../src/store/database.js';

export type Engine = 'sqlite' | 'postgres';

/** The engines to run the suites on: SQLite always, PostgreSQL when DATABASE_URL is set. */
export function engines(): Engine[] {
  return isPostgresUrl(process.env.DATABASE_URL) ? ['sqlite', 'postgres'] : ['sqlite'];
}

export interface TestDatabase {
  engine: Engine;
  config: DatabaseConfig;
  /** Set for SQLite: the directory holding the file (usable as VIGIL_DATA_DIR). */
  dataDir?: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === 'sqlite') {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-test-'));
    return {
      engine,
      dataDir,
      config: { dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') },
      async drop() {
        fs.rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const adminUrl = process.env.DATABASE_URL as string;
  const name = `vigil_test_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
  return {
    engine,
    config: { dialect: 'postgres', connectionString: withDatabase(adminUrl, name) },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`drop database if exists ${name} with (force)`);
      } finally {
        await client.end();
      }
    },
  };
}

/** A migrated store on a fresh database, and a function that closes and drops both. */
export async function createTestStore(engine: Engine): Promise<{ store: VigilStore; database: TestDatabase; dispose(): Promise<void> }> {
  const database = await createTestDatabase(engine);
  const store = await openMigratedDatabase(database.config);
  return {
    store,
    database,
    async dispose() {
      try {
        await store.close();
      } finally {
        // Dropped even when the store was closed already (a test that breaks the connection).
        await database.drop();
      }
    },
  };
}
