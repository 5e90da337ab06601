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
import {
  deleteWebhookEndpoint,
  findSealedWebhookSecret,
  findWebhookEndpointRow,
  insertWebhookEndpoint,
  listWebhookDeliveryRows,
  listWebhookEndpointRows,
  replaceWebhookSecret,
  type WebhookEndpointRow,
} from '../store/repositories/webhooks.js';
import type { Db, WebhookDeliveriesTable } from '../store/schema.js';
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

/** A delivery attempt as the endpoint's log shows it: its row without the row's and the endpoint's ids. */
export type WebhookDeliveryInfo = Omit<WebhookDeliveriesTable, 'id' | 'endpointId'>;

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

function toEndpointInfo(row: WebhookEndpointRow): WebhookEndpointInfo {
  return {
    id: row.id,
    projectId: row.projectId,
    url: row.url,
    events: row.events === '' ? [] : (row.events.split(',') as WebhookEvent[]),
    disabled: row.disabledAt !== null,
    consecutiveFailures: Number(row.consecutiveFailures),
    createdAt: row.createdAt,
  };
}

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
    projectId: input.projectId,
    url,
    events: input.events.join(','),
    sealedSecret: cipher.seal(id, { username: SECRET_FIELD, password: secret }),
    consecutiveFailures: 0,
    disabledAt: null,
    createdAt: nowIso(),
  };
  await insertWebhookEndpoint(db, row);
  return { endpoint: toEndpointInfo(row), secret };
}

export async function listWebhookEndpoints(db: Db, projectId: string): Promise<WebhookEndpointInfo[]> {
  return (await listWebhookEndpointRows(db, projectId)).map(toEndpointInfo);
}

export async function findWebhookEndpoint(db: Db, id: string): Promise<WebhookEndpointInfo | undefined> {
  const row = await findWebhookEndpointRow(db, id);
  return row ? toEndpointInfo(row) : undefined;
}

export async function removeWebhookEndpoint(db: Db, id: string): Promise<void> {
  if (!(await deleteWebhookEndpoint(db, id))) throw new NotFoundError(`No webhook endpoint ${id}`);
}

/** A new secret (the old one stops verifying at once); also re-enables a disabled endpoint. */
export async function rotateWebhookSecret(db: Db, cipher: CredentialCipher, id: string): Promise<string> {
  const secret = generateWebhookSecret();
  const replaced = await replaceWebhookSecret(db, id, cipher.seal(id, { username: SECRET_FIELD, password: secret }));
  if (!replaced) throw new NotFoundError(`No webhook endpoint ${id}`);
  return secret;
}

/** For signing only. */
export async function openWebhookSecret(db: Db, cipher: CredentialCipher, id: string): Promise<string> {
  const sealed = await findSealedWebhookSecret(db, id);
  if (sealed === undefined) throw new NotFoundError(`No webhook endpoint ${id}`);
  return cipher.open(id, sealed).password;
}

export async function listWebhookDeliveries(db: Db, endpointId: string, limit = 100): Promise<WebhookDeliveryInfo[]> {
  const rows = await listWebhookDeliveryRows(db, endpointId, limit);
  return rows.map((row) => ({
    messageId: row.messageId,
    eventType: row.eventType,
    attempt: Number(row.attempt),
    statusCode: row.statusCode === null ? null : Number(row.statusCode),
    outcome: row.outcome,
    error: row.error,
    attemptedAt: row.attemptedAt,
  }));
}
