import type { ApiKeysTable, DbOrTrx, Plan } from '../schema.js';

export type ApiKeyRow = ApiKeysTable;

/** A key row with the plan of its project: everything authentication needs in one read. */
export interface ApiKeyWithPlan extends ApiKeyRow {
  plan: Plan;
}

export async function insertApiKey(db: DbOrTrx, row: ApiKeyRow): Promise<void> {
  await db.insertInto('api_keys').values(row).execute();
}

/**
 * Candidate keys for authentication, found by their visible prefix. The caller compares hashes
 * in constant time; this query is not scoped by project because the key is what names it.
 */
export async function findApiKeysByPrefix(db: DbOrTrx, prefix: string): Promise<ApiKeyWithPlan[]> {
  return db
    .selectFrom('api_keys')
    .innerJoin('projects', 'projects.id', 'api_keys.projectId')
    .selectAll('api_keys')
    .select('projects.plan')
    .where('api_keys.prefix', '=', prefix)
    .execute();
}

/** Operator lookup (CLI): a key by id, whatever its project. */
export async function findApiKeyById(db: DbOrTrx, keyId: string): Promise<ApiKeyRow | undefined> {
  return db.selectFrom('api_keys').selectAll().where('id', '=', keyId).executeTakeFirst();
}

export async function listApiKeys(db: DbOrTrx, projectId: string): Promise<ApiKeyRow[]> {
  return db
    .selectFrom('api_keys')
    .selectAll()
    .where('projectId', '=', projectId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
}

export async function revokeApiKey(db: DbOrTrx, projectId: string, keyId: string, at: string): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revokedAt: at })
    .where('projectId', '=', projectId)
    .where('id', '=', keyId)
    .where('revokedAt', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Records use of a key, writing only when the stored time is older than `olderThan`. */
export async function touchApiKey(db: DbOrTrx, keyId: string, at: string, olderThan: string): Promise<void> {
  await db
    .updateTable('api_keys')
    .set({ lastUsedAt: at })
    .where('id', '=', keyId)
    .where((eb) => eb.or([eb('lastUsedAt', 'is', null), eb('lastUsedAt', '<', olderThan)]))
    .execute();
}

/** The version of everything authentication reads (migration 0006): it changes with every revocation. */
export async function readAuthVersion(db: DbOrTrx): Promise<string> {
  const row = await db.selectFrom('auth_versions').select('version').where('id', '=', 1).executeTakeFirst();
  return String(row?.version ?? 0);
}
