/**
 * One version number for everything authentication reads (a key's revocation, expiry, role,
 * hash, project; a project's plan), changed by triggers in the same transaction as every such
 * write, whichever process or code path writes.
 *
 * API processes keep authenticated keys in memory and re-read this one row at most every few
 * hundred milliseconds: when it changed, they forget every cached key. So a key revoked by the
 * CLI or by another server stops working everywhere within that interval, without a query per
 * request. Writes that authentication does not read (`last_used_at`, a new key) leave it alone.
 */
import { SqliteAdapter, sql, type Kysely } from 'kysely';

const KEY_COLUMNS = 'revoked_at, expires_at, role, key_hash, prefix, project_id';

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('auth_versions')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'bigint', (c) => c.notNull())
    .execute();
  await db.insertInto('auth_versions').values({ id: 1, version: 0 }).execute();

  const bump = 'update auth_versions set version = version + 1 where id = 1;';
  const triggers: [name: string, event: string][] = [
    ['auth_versions_key_update', `update of ${KEY_COLUMNS} on api_keys`],
    ['auth_versions_key_delete', 'delete on api_keys'],
    ['auth_versions_project_update', 'update of plan, id on projects'],
    ['auth_versions_project_delete', 'delete on projects'],
  ];
  if (db.getExecutor().adapter instanceof SqliteAdapter) {
    for (const [name, event] of triggers) await sql.raw(`create trigger ${name} after ${event} begin ${bump} end`).execute(db);
    return;
  }
  await sql.raw(`create function auth_versions_bump() returns trigger language plpgsql as $$ begin ${bump} return null; end $$`).execute(db);
  for (const [name, event] of triggers) {
    await sql.raw(`create trigger ${name} after ${event} for each statement execute function auth_versions_bump()`).execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const sqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  for (const [name, table] of [
    ['auth_versions_key_update', 'api_keys'],
    ['auth_versions_key_delete', 'api_keys'],
    ['auth_versions_project_update', 'projects'],
    ['auth_versions_project_delete', 'projects'],
  ]) {
    await sql.raw(`drop trigger if exists ${name}${sqlite ? '' : ` on ${table}`}`).execute(db);
  }
  if (!sqlite) await sql`drop function if exists auth_versions_bump()`.execute(db);
  await db.schema.dropTable('auth_versions').execute();
}
