/** Real databases for the queue tests: a SQLite file, and a fresh PostgreSQL schema when DATABASE_URL is set. */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';

export interface TestDatabase {
  dialect: 'sqlite' | 'postgres';
  /** Opens another connection (pool) to the same database, like a second process would. */
  connect(): Kysely<any>;
  /** Environment that lets a child process open the same database with connectFromEnv(). */
  env: Record<string, string>;
  destroy(): Promise<void>;
}

export function sqliteDatabase(): TestDatabase {
  const dir = mkdtempSync(path.join(tmpdir(), 'vigil-queue-'));
  const file = path.join(dir, 'vigil.db');
  const opened: Kysely<any>[] = [];
  return {
    dialect: 'sqlite',
    env: { TEST_SQLITE_FILE: file },
    connect() {
      const database = new SqliteDatabase(file);
      database.pragma('journal_mode = WAL');
      database.pragma('busy_timeout = 5000');
      const db = new Kysely<any>({ dialect: new SqliteDialect({ database }) });
      opened.push(db);
      return db;
    },
    async destroy() {
      for (const db of opened) await db.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A schema of its own in the test database, so test files never see each other's rows. */
export async function postgresDatabase(url: string): Promise<TestDatabase> {
  const schema = `vigil_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Pool({ connectionString: url, max: 1 });
  await admin.query(`create schema ${schema}`);
  const opened: Kysely<any>[] = [];
  return {
    dialect: 'postgres',
    env: { TEST_PG_URL: url, TEST_PG_SCHEMA: schema },
    connect() {
      const pool = new pg.Pool({ connectionString: url, max: 10, options: `-c search_path=${schema}` });
      const db = new Kysely<any>({ dialect: new PostgresDialect({ pool }) });
      opened.push(db);
      return db;
    },
    async destroy() {
      for (const db of opened) await db.destroy();
      await admin.query(`drop schema ${schema} cascade`);
      await admin.end();
    },
  };
}

export async function countRows(db: Kysely<any>, table: string): Promise<number> {
  const result = await sql<{ n: number | string }>`select count(*) as n from ${sql.table(table)}`.execute(db);
  return Number(result.rows[0]!.n);
}

/** The child-process side of TestDatabase.env. */
export function connectFromEnv(): { db: Kysely<any>; dialect: 'sqlite' | 'postgres' } {
  if (process.env.TEST_SQLITE_FILE) {
    const database = new SqliteDatabase(process.env.TEST_SQLITE_FILE);
    database.pragma('journal_mode = WAL');
    database.pragma('busy_timeout = 5000');
    return { db: new Kysely<any>({ dialect: new SqliteDialect({ database }) }), dialect: 'sqlite' };
  }
  const pool = new pg.Pool({ connectionString: process.env.TEST_PG_URL, options: `-c search_path=${process.env.TEST_PG_SCHEMA}` });
  return { db: new Kysely<any>({ dialect: new PostgresDialect({ pool }) }), dialect: 'postgres' };
}
