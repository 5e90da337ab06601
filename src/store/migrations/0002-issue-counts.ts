/**
 * Issue counts kept by the database itself, so `total` of GET /v1/issues costs a sum over a few
 * rows instead of a count over up to a million index entries.
 *
 * One row per (project, codebase, branch, status, severity, category) holds how many issues have
 * exactly those values. Every filter of the issue list is an equality on some of these columns,
 * so any `total` is the sum of the matching rows. Triggers on `issues` keep the rows exact in the
 * same transaction as every write, whichever code path (reconciliation, PATCH, learnings, a
 * future one) writes: no application code has to remember to update them.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

const KEY = ['project_id', 'codebase_id', 'branch', 'status', 'severity_rank', 'category'];

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('issue_counts')
    .addColumn('project_id', 'text', (c) => c.notNull())
    .addColumn('codebase_id', 'text', (c) => c.notNull())
    .addColumn('branch', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('severity_rank', 'integer', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('n', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('issue_counts_pk', KEY as any)
    .execute();

  await sql`
    insert into issue_counts (project_id, codebase_id, branch, status, severity_rank, category, n)
    select project_id, codebase_id, branch, status, severity_rank, category, count(*)
    from issues group by project_id, codebase_id, branch, status, severity_rank, category
  `.execute(db);

  if (db.getExecutor().adapter instanceof SqliteAdapter) await createSqliteTriggers(db);
  else await createPostgresTriggers(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const name of ['issue_counts_insert', 'issue_counts_delete', 'issue_counts_update']) {
      await sql.raw(`drop trigger if exists ${name}`).execute(db);
    }
  } else {
    await sql`drop trigger if exists issue_counts_sync on issues`.execute(db);
    await sql`drop function if exists issue_counts_sync()`.execute(db);
  }
  await db.schema.dropTable('issue_counts').execute();
}

const columns = KEY.join(', ');
const conflict = `on conflict (${columns}) do update set n = issue_counts.n + excluded.n`;
const values = (row: 'new' | 'old', n: number) => `${KEY.map((c) => `${row}.${c}`).join(', ')}, ${n}`;
const changed = KEY.map((c) => `old.${c} is not new.${c}`).join(' or ');

async function createSqliteTriggers(db: Kysely<any>): Promise<void> {
  const add = (row: 'new' | 'old', n: number) =>
    `insert into issue_counts (${columns}, n) values (${values(row, n)}) ${conflict};`;
  await sql.raw(`create trigger issue_counts_insert after insert on issues begin ${add('new', 1)} end`).execute(db);
  await sql.raw(`create trigger issue_counts_delete after delete on issues begin ${add('old', -1)} end`).execute(db);
  await sql
    .raw(`create trigger issue_counts_update after update on issues when ${changed} begin ${add('old', -1)} ${add('new', 1)} end`)
    .execute(db);
}

async function createPostgresTriggers(db: Kysely<any>): Promise<void> {
  const add = (row: 'new' | 'old', n: number) =>
    `insert into issue_counts (${columns}, n) values (${values(row, n)}) ${conflict};`;
  await sql
    .raw(
      `create function issue_counts_sync() returns trigger language plpgsql as $$
      begin
        if tg_op = 'INSERT' then ${add('new', 1)}
        elsif tg_op = 'DELETE' then ${add('old', -1)}
        elsif ${changed.replaceAll(' is not ', ' is distinct from ')} then ${add('old', -1)} ${add('new', 1)}
        end if;
        return null;
      end $$`,
    )
    .execute(db);
  await sql
    .raw('create trigger issue_counts_sync after insert or update or delete on issues for each row execute function issue_counts_sync()')
    .execute(db);
}
