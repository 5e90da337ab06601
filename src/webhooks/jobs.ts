/**
 * Webhook messages through the job queue: `emitWebhookEvent` enqueues one `webhook.deliver` job
 * per active endpoint of the project subscribed to the event (called after the transaction that
 * made the event true has committed); the job makes one logged attempt and, when another is due,
 * enqueues the next attempt delayed by the retry schedule (the queue's own retries are for
 * crashes, not for an endpoint's answers).
 */
import type { CredentialCipher } from '../crypto/credential-cipher.js';
import { UnrecoverableJobError, type JobHandler, type JobProducer } from '../queue/types.js';
import { newId } from '../store/ids.js';
import { listIssueEventsOfScan } from '../store/repositories/issue-events.js';
import { listActiveWebhookEndpointRows } from '../store/repositories/webhooks.js';
import type { Db } from '../store/schema.js';
import { deliverAttempt, type DeliveryMessage } from './delivery-service.js';
import { webhookBody, type WebhookEvent } from './events.js';

export const WEBHOOK_JOB_NAME = 'webhook.deliver';

export async function emitWebhookEvent(db: Db, producer: JobProducer, projectId: string, type: WebhookEvent, data: Record<string, unknown>): Promise<number> {
  const endpoints = await listActiveWebhookEndpointRows(db, projectId);
  const subscribed = endpoints.filter((endpoint) => endpoint.events === '' || endpoint.events.split(',').includes(type));
  if (subscribed.length === 0) return 0;
  const messageId = newId('webhookMessage');
  const body = webhookBody(type, data);
  for (const endpoint of subscribed) {
    const message: DeliveryMessage = { endpointId: endpoint.id, messageId, eventType: type, body };
    await producer.enqueue(WEBHOOK_JOB_NAME, { ...message, attempt: 1 }, { jobId: `${messageId}.${endpoint.id}.1` });
  }
  return subscribed.length;
}

export function createWebhookJobHandler(deps: { db: Db; cipher: CredentialCipher; producer: JobProducer; allowPrivate: boolean }): JobHandler {
  return async (payload) => {
    const { endpointId, messageId, eventType, body, attempt } = payload;
    if (typeof endpointId !== 'string' || typeof messageId !== 'string' || typeof eventType !== 'string' || typeof body !== 'string' || typeof attempt !== 'number') {
      throw new UnrecoverableJobError('Malformed webhook job');
    }
    const message = { endpointId, messageId, eventType, body };
    const result = await deliverAttempt(deps.db, deps.cipher, message, attempt, { allowPrivate: deps.allowPrivate });
    if (result.retry) {
      await deps.producer.enqueue(WEBHOOK_JOB_NAME, { ...message, attempt: attempt + 1 }, { jobId: `${messageId}.${endpointId}.${attempt + 1}`, delayMs: result.retryDelayMs ?? 0 });
    }
  };
}

/**
 * The issue events a scan's reconciliation wrote (read after its transaction committed): a
 * creation (`from_status` null) is `issue.created`, any other move `issue.status_changed`.
 */
export async function emitIssueEventsOfScan(db: Db, producer: JobProducer, projectId: string, scanId: string): Promise<number> {
  const rows = await listIssueEventsOfScan(db, projectId, scanId);
  let sent = 0;
  for (const row of rows) {
    if (row.fromStatus === null) {
      sent += await emitWebhookEvent(db, producer, projectId, 'issue.created', {
        issueId: row.issueId, projectId, codebaseId: row.codebaseId, scanId, ruleId: row.ruleId, severity: row.severity, filePath: row.filePath, line: row.lineNumber, status: row.toStatus,
      });
    } else {
      sent += await emitWebhookEvent(db, producer, projectId, 'issue.status_changed', { issueId: row.issueId, projectId, scanId, from: row.fromStatus, to: row.toStatus, reason: row.reason });
    }
  }
  return sent;
}
