/**
 * The project's issue-version row (migration 0004) as a lock: on PostgreSQL every writer of a
 * project's issues takes it before its first write to issues, learnings or their counts.
 *
 * Why: the row is bumped by a statement trigger after every write to issues, so any writer holds
 * it from its first issue write to its commit. A writer that locked issue rows (or issue_counts
 * rows, or a learning) before reaching the version row could wait there for a reconciliation
 * that, holding the version row, then wanted those same rows: a deadlock, detected only after
 * PostgreSQL's deadlock_timeout (1 s) while every other write of the project waited. Taken
 * first, the row orders all of them: they wait for each other instead.
 *
 * SQLite has one writer per file: there is nothing to order, and these are no-ops there.
 */
import { PostgresAdapter, sql } from 'kysely';
import type { DbOrTrx, IssueStatus } from '../schema.js';

function onPostgres(db: DbOrTrx): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * Locks the project's version row until the transaction ends, creating it when missing (a
 * version 0 row reads as the missing row does: readIssueVersion answers 0 for both).
 * `on conflict … do update` never fails on a concurrent creation of the row: the second
 * inserter waits for the first and then locks the row it made.
 */
export async function lockIssueVersion(db: DbOrTrx, projectId: string): Promise<void> {
  if (!onPostgres(db)) return;
  await sql`insert into issue_versions (project_id, version) values (${projectId}, 0)
    on conflict (project_id) do update set version = issue_versions.version`.execute(db);
}

export interface VersionedStatusUpdate {
  projectId: string;
  issueId: string;
  from: IssueStatus;
  to: IssueStatus;
  updatedAt: string;
  learningId: string | null;
}

/**
 * Compare-and-set of an issue's status that takes the project's version row first, in the same
 * statement: the update reads from a data-modifying WITH that locks the version row, so the
 * join yields the issue row only after that lock is held and the issue row (and its
 * issue_counts rows, by the row trigger of migration 0002) is locked after it. A triage thus
 * holds the hot row for this statement and its commit only. True when the row moved.
 */
export async function updateIssueStatusVersioned(db: DbOrTrx, update: VersionedStatusUpdate): Promise<boolean> {
  if (!onPostgres(db)) {
    const result = await db
      .updateTable('issues')
      .set({ status: update.to, updatedAt: update.updatedAt, learningId: update.learningId })
      .where('projectId', '=', update.projectId)
      .where('id', '=', update.issueId)
      .where('status', '=', update.from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
  const result = await sql`with version_lock as (
      insert into issue_versions (project_id, version) values (${update.projectId}, 0)
      on conflict (project_id) do update set version = issue_versions.version
      returning project_id
    )
    update issues set status = ${update.to}, updated_at = ${update.updatedAt}, learning_id = ${update.learningId}
    from version_lock
    where issues.project_id = version_lock.project_id and issues.id = ${update.issueId} and issues.status = ${update.from}`.execute(db);
  return Number(result.numAffectedRows ?? 0) > 0;
}
