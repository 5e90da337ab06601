/**
 * Opens Vigil's database: a SQLite file (embedded default) or PostgreSQL (when DATABASE_URL names
 * it), behind one Kysely instance, and brings the schema up to date.
 */
import fs from 'node:fs';
import path from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { CamelCasePlugin, Kysely, Migrator, PostgresDialect, SqliteAdapter, sql } from 'kysely';
import pg from 'pg';
import { ensurePrivateDir, ensurePrivateFile, PRIVATE_FILE_MODE, type DatabaseConfig } from '../config.js';
import { defaultMigrationContext, migrationProviderFor, type MigrationContext } from './migrations/index.js';
import type { VigilDatabase } from './schema.js';
import { ImmediateSqliteDialect, SQLITE_BUSY_SPIN_MS, SQLITE_LOCK_WAIT_MS } from './sqlite-dialect.js';
import { withStatementCache } from './sqlite-statement-cache.js';
import { enableDirectReads, enableNamedReads } from './direct-reads.js';

export type Dialect = 'sqlite' | 'postgres';

export interface VigilStore {
  db: Kysely<VigilDatabase>;
  dialect: Dialect;
  close(): Promise<void>;
}


/**
 * snake_case in SQL, camelCase in TypeScript (schema.ts): names of queries built through Kysely
 * are mapped on the way in, the keys of returned rows on the way out. Values are left alone (a
 * JSON value keeps its own keys). Migrations and the embedded queue's statements run without it
 * (`withoutPlugins()`): they name their columns as they are in SQL.
 */
function camelCase() {
  return new CamelCasePlugin({ maintainNestedObjectKeys: true });
}

export function openDatabase(config: DatabaseConfig): VigilStore {
  if (config.dialect === 'postgres') {
    // A server that does not answer a connection (down, partitioned) fails the caller after
    // 5 s instead of holding it (an API request) for ever; the API answers that with 503.
    const pool = new pg.Pool({ connectionString: config.connectionString, max: 10, connectionTimeoutMillis: 5_000 });
    // An idle connection that the server closes (a restart, an administrator, a failover) is
    // reported here and dropped from the pool; without a listener it would crash the process.
    pool.on('error', () => {});
    // The pool listens only on idle connections: one checked out (a transaction between two
    // statements, a scan's progress write) whose server goes away emits 'error' with no listener,
    // which ends the process. The statement that uses it next fails instead (→ 503 in the API,
    // a retry in a job), and the pool drops the broken connection when it is released.
    pool.on('connect', (client) => client.on('error', () => {}));
    const db = new Kysely<VigilDatabase>({ dialect: new PostgresDialect({ pool }), plugins: [camelCase()] });
    enableNamedReads(db, pool);
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  ensurePrivateDir(path.dirname(config.file));
  // SQLite gives the -wal and -shm files it makes the mode of the database file, so all three
  // are private; ones left readable by an older version are tightened too.
  ensurePrivateFile(config.file);
  for (const companion of [`${config.file}-wal`, `${config.file}-shm`]) if (fs.existsSync(companion)) fs.chmodSync(companion, PRIVATE_FILE_MODE);
  const sqlite = new SqliteDatabase(config.file);
  // WAL lets readers proceed while one writer writes; NORMAL sync is durable across process
  // crashes in WAL mode. Foreign keys are off by default in SQLite and must be asked for.
  // Opening waits for another process opening the same file: the switch of a new file to WAL
  // takes a lock, and several servers may start at once on one new database.
  sqlite.pragma(`busy_timeout = ${SQLITE_LOCK_WAIT_MS}`);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  // A writer waits for another process (CLI beside a server) up to SQLITE_LOCK_WAIT_MS, in
  // asynchronous retries (sqlite-dialect.ts): SQLite itself blocks the thread only this long.
  sqlite.pragma(`busy_timeout = ${SQLITE_BUSY_SPIN_MS}`);
  const statements = withStatementCache(sqlite);
  const db = new Kysely<VigilDatabase>({ dialect: new ImmediateSqliteDialect({ database: statements }), plugins: [camelCase()] });
  enableDirectReads(db, sqlite, statements);
  return { db, dialect: 'sqlite', close: () => db.destroy() };
}

/** Applies every pending migration; throws with the failing migration's error. */
export async function migrateToLatest(db: Kysely<any>, context: MigrationContext = defaultMigrationContext): Promise<void> {
  // Migrations are frozen in time: they see the database as SQL names it, never the application's mapping.
  db = db.withoutPlugins();
  const migrator = new Migrator({ db, provider: migrationProviderFor(context) });
  const { error, results } = await migrator.migrateToLatest();
  if (error) {
    const failed = results?.find((r) => r.status === 'Error');
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Database migration ${failed ? `"${failed.migrationName}" ` : ''}failed: ${cause}`);
  }
  if (results?.some((r) => r.migrationName === '0005-codebase-credentials' && r.status === 'Success') && db.getExecutor().adapter instanceof SqliteAdapter) {
    // The URLs it rewrote held credentials: leave no copy of them in the write-ahead log.
    await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  }
}

/** Opens the database and migrates it: what every entry point does first. */
export async function openMigratedDatabase(config: DatabaseConfig, context?: MigrationContext): Promise<VigilStore> {
  // Kysely serialises migrations with an advisory lock on PostgreSQL but takes none on SQLite (it
  // assumes one process), and runs SQLite migrations outside a transaction: two servers started at
  // once on a new file both ran "0001-initial" and one failed with "table already exists". The
  // lock is taken before the file is opened too: switching a new file to WAL needs an exclusive
  // lock, and SQLite answers a process that asks while another does it SQLITE_BUSY at once,
  // without waiting its busy timeout (seen in one start of six, under load).
  const unlock = config.dialect === 'sqlite' ? lockSqliteMigrations(config.file) : () => {};
  let store: VigilStore | undefined;
  try {
    store = openDatabase(config);
    await migrateToLatest(store.db, context);
  } catch (error) {
    await store?.close();
    throw error;
  } finally {
    unlock();
  }
  return store;
}

/** How long a process waits for another one to finish migrating the same SQLite file. */
const SQLITE_MIGRATION_WAIT_MS = 60_000;

/**
 * An exclusive lock held while migrating, on a small companion SQLite file (not the database
 * itself, whose connection the migrator needs). SQLite's file locks are released by the
 * operating system if the holder dies, so a crashed start never leaves the lock behind.
 */
function lockSqliteMigrations(databaseFile: string): () => void {
  const lockFile = `${databaseFile}.migration-lock`;
  ensurePrivateDir(path.dirname(databaseFile));
  ensurePrivateFile(lockFile);
  const lock = new SqliteDatabase(lockFile);
  lock.pragma(`busy_timeout = ${SQLITE_MIGRATION_WAIT_MS}`);
  lock.exec('BEGIN EXCLUSIVE');
  return () => {
    lock.exec('COMMIT');
    lock.close();
  };
}
