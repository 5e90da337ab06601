import type { Dialect } from '../database.js';
import { sql } from 'kysely';
import type { DbOrTrx, Plan, ProjectsTable } from '../schema.js';

export type ProjectRow = ProjectsTable;

export async function insertProject(db: DbOrTrx, row: ProjectRow): Promise<void> {
  await db.insertInto('projects').values(row).execute();
}

export async function findProject(db: DbOrTrx, projectId: string): Promise<ProjectRow | undefined> {
  return db.selectFrom('projects').selectAll().where('id', '=', projectId).executeTakeFirst();
}

export async function listProjects(db: DbOrTrx): Promise<ProjectRow[]> {
  return db.selectFrom('projects').selectAll().orderBy('createdAt').orderBy('id').execute();
}

export async function countProjects(db: DbOrTrx): Promise<number> {
  const row = await db.selectFrom('projects').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function updateProjectPlan(db: DbOrTrx, projectId: string, plan: Plan): Promise<boolean> {
  const result = await db.updateTable('projects').set({ plan }).where('id', '=', projectId).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Blocks other bootstraps (and project inserts) until the transaction ends. PostgreSQL only: on
 * SQLite the transaction already holds the file's single write lock (BEGIN IMMEDIATE).
 */
export async function lockProjectsForBootstrap(trx: DbOrTrx, dialect: Dialect): Promise<void> {
  if (dialect !== 'postgres') return;
  await sql`lock table projects in share row exclusive mode`.execute(trx);
}
