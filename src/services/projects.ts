/** Projects: the unit of tenancy. Every key, codebase, scan and issue belongs to one. */
import type { Dialect } from '../store/database.js';
import { countProjects, insertProject, listProjects, lockProjectsForBootstrap } from '../store/repositories/projects.js';
import { newId } from '../store/ids.js';
import type { Db, Plan } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { createApiKey } from './api-keys.js';
import { transaction } from '../store/transaction.js';

export interface ProjectInfo {
  id: string;
  name: string;
  plan: Plan;
  createdAt: string;
}

export async function createProject(db: Db, input: { name: string; plan: Plan }): Promise<ProjectInfo> {
  const project = { id: newId('project'), name: input.name, plan: input.plan, createdAt: nowIso() };
  await insertProject(db, project);
  return { id: project.id, name: project.name, plan: project.plan, createdAt: project.createdAt };
}

export async function listAllProjects(db: Db): Promise<ProjectInfo[]> {
  return (await listProjects(db)).map((p) => ({ id: p.id, name: p.name, plan: p.plan, createdAt: p.createdAt }));
}

/**
 * First start: on a database with no project, creates project `default` (enterprise) and an
 * admin key, in one transaction, and returns them; on any other database returns null. The
 * emptiness check and the inserts share the transaction, and the projects table is locked
 * first on PostgreSQL, so two servers starting together cannot both bootstrap (on SQLite the
 * file's single writer serialises them).
 */
export async function bootstrapIfEmpty(
  db: Db,
  dialect: Dialect,
): Promise<{ project: ProjectInfo; key: { id: string; key: string } } | null> {
  return transaction(db, async (trx) => {
    await lockProjectsForBootstrap(trx, dialect);
    if ((await countProjects(trx)) > 0) return null;
    const project = { id: newId('project'), name: 'default', plan: 'enterprise' as const, createdAt: nowIso() };
    await insertProject(trx, project);
    const key = await createApiKey(trx, { projectId: project.id, role: 'admin', name: 'bootstrap admin key' });
    return { project: { id: project.id, name: project.name, plan: project.plan, createdAt: project.createdAt }, key };
  });
}
