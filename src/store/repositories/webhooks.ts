/**
 * Rows of webhook endpoints and their delivery log. The sealed secret is read by one function
 * only (`findSealedWebhookSecret`), for signing; every other read leaves it out.
 */
import type { Db, DbOrTrx, WebhookDeliveriesTable, WebhookEndpointsTable } from '../schema.js';
import { transaction } from '../transaction.js';

export type WebhookEndpointRow = Omit<WebhookEndpointsTable, 'sealedSecret'>;
export type WebhookDeliveryRow = WebhookDeliveriesTable;

const PUBLIC_COLUMNS = ['id', 'projectId', 'url', 'events', 'disabledAt', 'consecutiveFailures', 'createdAt'] as const;

export async function insertWebhookEndpoint(db: DbOrTrx, row: WebhookEndpointsTable): Promise<void> {
  await db.insertInto('webhook_endpoints').values(row).execute();
}

export function listWebhookEndpointRows(db: DbOrTrx, projectId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('projectId', '=', projectId).orderBy('id').execute();
}

/** The endpoints of a project that are not disabled. */
export function listActiveWebhookEndpointRows(db: DbOrTrx, projectId: string): Promise<WebhookEndpointRow[]> {
  return db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('projectId', '=', projectId).where('disabledAt', 'is', null).orderBy('id').execute();
}

export function findWebhookEndpointRow(db: DbOrTrx, id: string): Promise<WebhookEndpointRow | undefined> {
  return db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
}

/** Deletes the endpoint and its delivery log in one transaction; false when there was none. */
export function deleteWebhookEndpoint(db: Db, id: string): Promise<boolean> {
  return transaction(db, async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('endpointId', '=', id).execute();
    const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  });
}

/** Stores a new sealed secret and re-enables the endpoint; false when there is no such endpoint. */
export async function replaceWebhookSecret(db: DbOrTrx, id: string, sealedSecret: string): Promise<boolean> {
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ sealedSecret: sealedSecret, disabledAt: null, consecutiveFailures: 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function findSealedWebhookSecret(db: DbOrTrx, id: string): Promise<string | undefined> {
  const row = await db.selectFrom('webhook_endpoints').select('sealedSecret').where('id', '=', id).executeTakeFirst();
  return row?.sealedSecret;
}

/** The newest attempts first. */
export function listWebhookDeliveryRows(db: DbOrTrx, endpointId: string, limit: number): Promise<WebhookDeliveryRow[]> {
  return db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpointId', '=', endpointId)
    .orderBy('attemptedAt', 'desc')
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
      ? { consecutiveFailures: endpoint.failures }
      : { consecutiveFailures: endpoint.failures, disabledAt: endpoint.disabledAt };
    await trx.updateTable('webhook_endpoints').set(changes).where('id', '=', attempt.endpointId).execute();
  });
}
