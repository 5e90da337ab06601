/**
 * The statements of the embedded queue (src/queue/embedded.ts and owners.ts decide when to run
 * them). Every write after a claim names the claim's lease token, so a worker that lost its lease
 * changes nothing.
 */
import { sql, type Kysely } from 'kysely';
import { QUEUE_TABLE, type QueueJobRow } from './schema.js';

export type QueueDialect = 'sqlite' | 'postgres';

export interface NewQueueJob {
  id: string;
  name: string;
  payload: string;
  maxAttempts: number;
  runAt: number;
  now: number;
}

/**
 * Idempotent: a job id that is queued, running or completed is left alone. A job that failed for
 * good is run again from its first attempt: its owner asks for it again.
 */
export async function insertQueueJob(db: Kysely<any>, job: NewQueueJob): Promise<void> {
  await db
    .insertInto(QUEUE_TABLE)
    .values({ id: job.id, name: job.name, payload: job.payload, status: 'queued', attempts: 0, max_attempts: job.maxAttempts, run_at: job.runAt, created_at: job.now, updated_at: job.now })
    .onConflict((conflict) =>
      conflict
        .column('id')
        .doUpdateSet({ name: job.name, payload: job.payload, status: 'queued', attempts: 0, last_error: null, run_at: job.now, updated_at: job.now, lease_token: null, lease_until: null })
        .where(`${QUEUE_TABLE}.status`, '=', 'failed'),
    )
    .execute();
}

/** Deletes the rows of one final status last touched before `before`. */
export async function deleteFinishedQueueJobs(db: Kysely<any>, status: 'completed' | 'failed', before: number): Promise<void> {
  await db.deleteFrom(QUEUE_TABLE).where('status', '=', status).where('updated_at', '<', before).execute();
}

export interface ClaimRequest {
  names: string[];
  /** Jobs this process runs: never claimed again here, even if their lease looks expired. */
  runningHere: string[];
  token: string;
  ownerId: string;
  now: number;
  leaseMs: number;
  /** Recorded as the last error of a running job whose lease had expired. */
  leaseExpiredReason: string;
}

/** One atomic statement: the oldest due job (or one whose lease expired) becomes the claimer's. */
export async function claimQueueJob(db: Kysely<any>, dialect: QueueDialect, claim: ClaimRequest): Promise<QueueJobRow | undefined> {
  const { now } = claim;
  // PostgreSQL: concurrent claimers skip each other's locked candidate rows instead of waiting.
  // SQLite: the single writer makes the UPDATE atomic on its own.
  const skipLocked = dialect === 'postgres' ? sql`for update skip locked` : sql``;
  const notHere = claim.runningHere.length > 0 ? sql`and id not in (${sql.join(claim.runningHere)})` : sql``;
  const result = await sql<QueueJobRow>`
    update ${sql.table(QUEUE_TABLE)} set
      last_error = case when status = 'running' then ${claim.leaseExpiredReason} else last_error end,
      status = 'running',
      attempts = attempts + 1,
      lease_token = ${claim.token},
      lease_until = ${now + claim.leaseMs},
      lease_owner = ${claim.ownerId},
      owner_seen_at = ${now},
      updated_at = ${now}
    where id = (
      select id from ${sql.table(QUEUE_TABLE)}
      where name in (${sql.join(claim.names)})
        and ((status = 'queued' and run_at <= ${now}) or (status = 'running' and lease_until < ${now}))
        ${notHere}
      order by run_at, created_at
      limit 1
      ${skipLocked}
    )
    returning *`.execute(db);
  return result.rows[0];
}

/** Extends the lease of a job still running under `leaseToken`; false when the lease was lost. */
export async function renewQueueLease(db: Kysely<any>, job: { id: string; leaseToken: string | null }, leaseUntil: number): Promise<boolean> {
  const result = await db
    .updateTable(QUEUE_TABLE)
    .set({ lease_until: leaseUntil, updated_at: Date.now() })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .where('status', '=', 'running')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Changes a job held under `leaseToken` (its outcome, or handing it back). */
export async function updateLeasedQueueJob(db: Kysely<any>, job: { id: string; leaseToken: string | null }, values: Partial<QueueJobRow>): Promise<void> {
  await db
    .updateTable(QUEUE_TABLE)
    .set({ ...values, updated_at: Date.now() })
    .where('id', '=', job.id)
    .where('lease_token', '=', job.leaseToken)
    .execute();
}

/** Stamps the running jobs of an owner as seen alive at `now`. */
export async function stampQueueOwnerJobs(db: Kysely<any>, ownerId: string, now: number): Promise<void> {
  await db.updateTable(QUEUE_TABLE).set({ owner_seen_at: now }).where('lease_owner', '=', ownerId).where('status', '=', 'running').execute();
}

/** The owners, other than `exceptOwnerId`, holding a running job whose lease has not run out. */
export async function listQueueLeaseOwners(db: Kysely<any>, exceptOwnerId: string, now: number): Promise<string[]> {
  const rows = await db
    .selectFrom(QUEUE_TABLE)
    .select('lease_owner')
    .distinct()
    .where('status', '=', 'running')
    .where('lease_until', '>=', now)
    .where('lease_owner', 'is not', null)
    .where('lease_owner', '!=', exceptOwnerId)
    .execute();
  return (rows as { lease_owner: string }[]).map((row) => row.lease_owner);
}

/**
 * Ends the leases of an owner's running jobs that it has not stamped since `staleBefore`, so
 * the next claim takes them. Returns how many leases were ended.
 */
export async function endStaleQueueLeases(db: Kysely<any>, ownerId: string, now: number, staleBefore: number): Promise<number> {
  const result = await db
    .updateTable(QUEUE_TABLE)
    .set({ lease_until: now - 1 })
    .where('lease_owner', '=', ownerId)
    .where('status', '=', 'running')
    .where((eb) => eb.or([eb('owner_seen_at', 'is', null), eb('owner_seen_at', '<', staleBefore)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
