/**
 * A version number per project that changes, in the same transaction, with every write to its
 * issues. The issue list caches pages under it: a page is served from cache only while the
 * project's version is the one it was read at, so every process sees every committed change at
 * once (PostgreSQL with several API processes included).
 *
 * SQLite has only row triggers; PostgreSQL gets statement triggers over transition tables, so a
 * reconciliation that writes thousands of issues bumps the version once per statement.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

const BUMP = 'on conflict (project_id) do update set version = issue_versions.version + 1';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('issue_versions')
    .addColumn('project_id', 'text', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();

  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const [event, row] of [['insert', 'new'], ['update', 'new'], ['delete', 'old']] as const) {
      await sql
        .raw(
          `create trigger issue_versions_${event} after ${event} on issues begin ` +
            `insert into issue_versions (project_id, version) values (${row}.project_id, 1) ${BUMP}; end`,
        )
        .execute(db);
    }
    return;
  }
  for (const rows of ['new_rows', 'old_rows']) {
    await sql
      .raw(
        `create function issue_versions_bump_${rows}() returns trigger language plpgsql as $$
        begin
          insert into issue_versions (project_id, version) select distinct project_id, 1 from ${rows} ${BUMP};
          return null;
        end $$`,
      )
      .execute(db);
  }
  for (const [event, table, rows] of [['insert', 'new', 'new_rows'], ['update', 'new', 'new_rows'], ['delete', 'old', 'old_rows']]) {
    await sql
      .raw(
        `create trigger issue_versions_${event} after ${event} on issues referencing ${table} table as ${rows} ` +
          `for each statement execute function issue_versions_bump_${rows}()`,
      )
      .execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const event of ['insert', 'update', 'delete']) {
    const suffix = db.getExecutor().adapter instanceof SqliteAdapter ? '' : ' on issues';
    await sql.raw(`drop trigger if exists issue_versions_${event}${suffix}`).execute(db);
  }
  if (!(db.getExecutor().adapter instanceof SqliteAdapter)) {
    await sql`drop function if exists issue_versions_bump_new_rows()`.execute(db);
    await sql`drop function if exists issue_versions_bump_old_rows()`.execute(db);
  }
  await db.schema.dropTable('issue_versions').execute();
}
