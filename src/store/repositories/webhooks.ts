/**
 * Rows of webhook endpoints and their delivery log. The sealed secret is read by one function
 * only (`findSealedWebhookSecret`), for signing; every other read leaves it out.
 */
import type { Db, DbOrTrx, WebhookDeliveriesTable, WebhookEndpointsTable } from '../schema.js';
import { transaction } from '../transaction.js';

export type WebhookEndpointRow = Omit<WebhookEndpointsTable, 'sealed_secret'>;
export type WebhookDeliveryRow = WebhookDeliveriesTable;

const PUBLIC_COLUMNS = ['id', 'project_id', 'url', 'events', 'disabled_at', 'consecutive_failures', 'created_at'] as const;

export async function insertWebhookEndpoint(db: DbOrTrx, row: WebhookEndpointsTable): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export function listWebhookEndpointRows(db: DbOrTrx, projectId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('project_id', '=', projectId).orderBy('id').execute();
}

/** The endpoints of a project that are not disabled. */
export function listActiveWebhookEndpointRows(db: DbOrTrx, projectId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('project_id', '=', projectId).where('disabled_at', 'is', null).orderBy('id').execute();
}

export function findWebhookEndpointRow(db: DbOrTrx, id: string): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Deletes the endpoint and its delivery log in one transaction; false when there was none. */
export function deleteWebhookEndpoint(db: Db, id: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
    const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Stores a new sealed secret and re-enables the endpoint; false when there is no such endpoint. */
export async function replaceWebhookSecret(db: DbOrTrx, id: string, sealedSecret: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ sealed_secret: sealedSecret, disabled_at: null, consecutive_failures: 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findSealedWebhookSecret(db: DbOrTrx, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('webhook_endpoints').select('sealed_secret').where('id', '=', id).executeTakeFirst();
  return row?.sealed_secret;
}

/** The newest attempts first. */
export function listWebhookDeliveryRows(db: DbOrTrx, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('attempted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/**
 * Logs one attempt and, when `endpoint` is given, sets the endpoint's failure count (and, when
 * `disabledAt` is given, its disabled time) in the same transaction. No `endpoint`: a failed
 * attempt that will be retried leaves the count as it is.
 */
export function recordWebhookAttempt(
  db: Db,
  attempt: WebhookDeliveryRow,
  endpoint?: { failures: number; disabledAt?: string | null },
): Promise<void> {
  return transaction(db, async (trx) => {
    await trx.insertInto('webhook_deliveries').values(attempt).execute();
    if (!endpoint) return;
    const changes = endpoint.disabledAt === undefined
      ? { consecutive_failures: endpoint.failures }
      : { consecutive_failures: endpoint.failures, disabled_at: endpoint.disabledAt };
    await trx.updateTable('webhook_endpoints').set(changes).where('id', '=', attempt.endpoint_id).execute();
  });
}
