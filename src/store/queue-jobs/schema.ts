/**
 * The embedded queue's table. It is created when the queue starts (idempotently), not by the
 * application's migrations, so the queue stays a part that can run over any Vigil database.
 */
import { sql, type Kysely } from 'kysely';

export const QUEUE_TABLE = 'queue_jobs';

/** Row of queue_jobs. Times are milliseconds since the epoch (bigint: PostgreSQL returns strings). */
export interface QueueJobRow {
  id: string;
  name: string;
  payload: string;
  /** queued → running → completed | failed; running with an expired lease counts as queued. */
  status: 'queued' | 'running' | 'completed' | 'failed';
  attempts: number;
  max_attempts: number;
  run_at: number | string;
  lease_until: number | string | null;
  lease_token: string | null;
  last_error: string | null;
  /** The consumer holding the lease (owners.ts), and when it last said it was alive. */
  lease_owner?: string | null;
  owner_seen_at?: number | string | null;
  created_at: number | string;
  updated_at: number | string;
}

/** Columns added after the first release: tables made by an older version get them here. */
async function addColumnOnce(db: Kysely<any>, dialect: 'sqlite' | 'postgres', column: string, type: 'text' | 'bigint'): Promise<void> {
  const existing =
    dialect === 'postgres'
      ? await sql<{ name: string }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${QUEUE_TABLE}`.execute(db)
      : await sql<{ name: string }>`select name from pragma_table_info(${QUEUE_TABLE})`.execute(db);
  if (existing.rows.some((row) => row.name === column)) return;
  try {
    await db.schema.alterTable(QUEUE_TABLE).addColumn(column, type).execute();
  } catch (error) {
    // SQLite: another process added it between the look and the ALTER.
    if (!/duplicate column/i.test(error instanceof Error ? error.message : String(error))) throw error;
  }
}

async function createOnce(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  await db.schema
    .createTable(QUEUE_TABLE)
    .ifNotExists()
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('payload', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('attempts', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (col) => col.notNull())
    .addColumn('run_at', 'bigint', (col) => col.notNull())
    .addColumn('lease_until', 'bigint')
    .addColumn('lease_token', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'bigint', (col) => col.notNull())
    .addColumn('updated_at', 'bigint', (col) => col.notNull())
    .execute();
  // The claim query reads waiting jobs by run_at and running jobs by lease expiry.
  await db.schema.createIndex('queue_jobs_status_run_at').ifNotExists().on(QUEUE_TABLE).columns(['status', 'run_at']).execute();
  await addColumnOnce(db, dialect, 'lease_owner', 'text');
  await addColumnOnce(db, dialect, 'owner_seen_at', 'bigint');
  await db.schema.createIndex('queue_jobs_status_lease').ifNotExists().on(QUEUE_TABLE).columns(['status', 'lease_until']).execute();
}

/** Creates the table and its indexes if missing; safe to call from several processes at once. */
export async function ensureQueueSchema(db: Kysely<any>, dialect: 'sqlite' | 'postgres'): Promise<void> {
  if (dialect === 'postgres') {
    // CREATE ... IF NOT EXISTS still races in PostgreSQL's catalog; one process at a time.
    await db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(hashtext('vigil.queue_jobs.schema'))`.execute(trx);
      await createOnce(trx, dialect);
    });
    return;
  }
  await createOnce(db, dialect);
}
