/**
 * Webhook endpoints of a project: add, list, remove, rotate the secret, read the delivery log.
 * A secret leaves this module only twice: returned by `addWebhookEndpoint` and
 * `rotateWebhookSecret` (to be shown once), and opened by `openWebhookSecret` to sign a delivery.
 * It is sealed with the credential cipher, bound to the endpoint id.
 */
import type { CredentialCipher } from '../crypto/credential-cipher.js';
import { InvalidInputError, NotFoundError } from '../services/errors.js';
import { newId } from '../store/ids.js';
import { findProject } from '../store/repositories/projects.js';
import type { Db, WebhookOutcome } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { isWebhookEvent, WEBHOOK_EVENTS, type WebhookEvent } from './events.js';
import { generateWebhookSecret } from './signing.js';

export interface WebhookEndpointInfo {
  id: string;
  projectId: string;
  url: string;
  /** Empty: every event. */
  events: WebhookEvent[];
  disabled: boolean;
  consecutiveFailures: number;
  createdAt: string;
}

export interface WebhookDeliveryInfo {
  messageId: string;
  eventType: string;
  attempt: number;
  statusCode: number | null;
  outcome: WebhookOutcome;
  error: string | null;
  attemptedAt: string;
}

/** The cipher seals `{username, password}`; a webhook secret is stored as the password. */
const SECRET_FIELD = 'webhook-secret';

function checkUrl(url: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new InvalidInputError(`Not a URL: ${url}`);
  }
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new InvalidInputError('A webhook URL is http:// or https://');
  if (parsed.username || parsed.password) throw new InvalidInputError('A webhook URL carries no credentials');
  return parsed.toString();
}

export function parseEvents(list: string | undefined): WebhookEvent[] {
  if (list === undefined || list.trim() === '') return [];
  return list.split(',').map((name) => {
    const event = name.trim();
    if (!isWebhookEvent(event)) throw new InvalidInputError(`Unknown event ${event} (known: ${WEBHOOK_EVENTS.join(', ')})`);
    return event;
  });
}

function toInfo(row: { id: string; project_id: string; url: string; events: string; disabled_at: string | null; consecutive_failures: number; created_at: string }): WebhookEndpointInfo {
  return {
    id: row.id,
    projectId: row.project_id,
    url: row.url,
    events: row.events === '' ? [] : (row.events.split(',') as WebhookEvent[]),
    disabled: row.disabled_at !== null,
    consecutiveFailures: Number(row.consecutive_failures),
    createdAt: row.created_at,
  };
}

const PUBLIC_COLUMNS = ['id', 'project_id', 'url', 'events', 'disabled_at', 'consecutive_failures', 'created_at'] as const;

export async function addWebhookEndpoint(
  db: Db,
  cipher: CredentialCipher,
  input: { projectId: string; url: string; events: WebhookEvent[] },
): Promise<{ endpoint: WebhookEndpointInfo; secret: string }> {
  const url = checkUrl(input.url);
  if (!(await findProject(db, input.projectId))) throw new NotFoundError(`No project ${input.projectId}`);
  const id = newId('webhook');
  const secret = generateWebhookSecret();
  const row = {
    id,
    project_id: input.projectId,
    url,
    events: input.events.join(','),
    sealed_secret: cipher.seal(id, { username: SECRET_FIELD, password: secret }),
    consecutive_failures: 0,
    disabled_at: null,
    created_at: nowIso(),
  };
  await db.insertInto('webhook_endpoints').values(row).execute();
  return { endpoint: toInfo(row), secret };
}

export async function listWebhookEndpoints(db: Db, projectId: string): Promise<WebhookEndpointInfo[]> {
  const rows = await db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('project_id', '=', projectId).orderBy('id').execute();
  return rows.map(toInfo);
}

export async function findWebhookEndpoint(db: Db, id: string): Promise<WebhookEndpointInfo | undefined> {
  const row = await db.selectFrom('webhook_endpoints').select(PUBLIC_COLUMNS).where('id', '=', id).executeTakeFirst();
  return row ? toInfo(row) : undefined;
}

export async function removeWebhookEndpoint(db: Db, id: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('webhook_deliveries').where('endpoint_id', '=', id).execute();
    const result = await trx.deleteFrom('webhook_endpoints').where('id', '=', id).executeTakeFirst();
    if (Number(result.numDeletedRows) === 0) throw new NotFoundError(`No webhook endpoint ${id}`);
  });
}

/** A new secret (the old one stops verifying at once); also re-enables a disabled endpoint. */
export async function rotateWebhookSecret(db: Db, cipher: CredentialCipher, id: string): Promise<string> {
  const secret = generateWebhookSecret();
  const result = await db
    .updateTable('webhook_endpoints')
    .set({ sealed_secret: cipher.seal(id, { username: SECRET_FIELD, password: secret }), disabled_at: null, consecutive_failures: 0 })
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(result.numUpdatedRows) === 0) throw new NotFoundError(`No webhook endpoint ${id}`);
  return secret;
}

/** For signing only. */
export async function openWebhookSecret(db: Db, cipher: CredentialCipher, id: string): Promise<string> {
  const row = await db.selectFrom('webhook_endpoints').select('sealed_secret').where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError(`No webhook endpoint ${id}`);
  return cipher.open(id, row.sealed_secret).password;
}

export async function listWebhookDeliveries(db: Db, endpointId: string, limit = 100): Promise<WebhookDeliveryInfo[]> {
  const rows = await db
    .selectFrom('webhook_deliveries')
    .selectAll()
    .where('endpoint_id', '=', endpointId)
    .orderBy('attempted_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    messageId: row.message_id,
    eventType: row.event_type,
    attempt: Number(row.attempt),
    statusCode: row.status_code === null ? null : Number(row.status_code),
    outcome: row.outcome,
    error: row.error,
    attemptedAt: row.attempted_at,
  }));
}
