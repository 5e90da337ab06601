/**
 * One attempt of one delivery, logged: opens the endpoint's secret, signs, posts through the
 * address guard, writes the attempt to the delivery log, and keeps the endpoint's failure count.
 * The retry schedule spans about 26 hours; after the last attempt of DISABLE_AFTER consecutive
 * deliveries failed, the endpoint is disabled (rotate-secret re-enables it).
 */
import type { CredentialCipher } from '../crypto/credential-cipher.js';
import { newId } from '../store/ids.js';
import { recordWebhookAttempt } from '../store/repositories/webhooks.js';
import type { Db, WebhookOutcome } from '../store/schema.js';
import { nowIso } from '../store/time.js';
import { attemptDelivery, type AttemptResult } from './deliver.js';
import { findWebhookEndpoint, openWebhookSecret } from './endpoints.js';

/** Delay before attempt n+1 after attempt n failed: 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h (≈ 27.6 h in all). */
export const RETRY_DELAYS_MS: readonly number[] = [5_000, 300_000, 1_800_000, 7_200_000, 18_000_000, 36_000_000, 36_000_000];
export const MAX_ATTEMPTS = RETRY_DELAYS_MS.length + 1;
/** Consecutive deliveries (all attempts failed) before the endpoint is disabled. */
export const DISABLE_AFTER = 5;

export interface DeliveryMessage {
  endpointId: string;
  messageId: string;
  eventType: string;
  body: string;
}

export interface LoggedAttempt extends AttemptResult {
  /** Another attempt should follow (after `retryDelayMs`). */
  retry: boolean;
  retryDelayMs: number | null;
  /** The endpoint was disabled by this attempt. */
  disabled: boolean;
  skipped?: 'endpoint removed' | 'endpoint disabled';
}

export async function deliverAttempt(
  db: Db,
  cipher: CredentialCipher,
  message: DeliveryMessage,
  attempt: number,
  options: { allowPrivate: boolean; maxAttempts?: number; disableAfter?: number },
): Promise<LoggedAttempt> {
  const endpoint = await findWebhookEndpoint(db, message.endpointId);
  if (!endpoint || endpoint.disabled) {
    return { ok: false, statusCode: null, error: null, refused: false, retry: false, retryDelayMs: null, disabled: false, skipped: endpoint ? 'endpoint disabled' : 'endpoint removed' };
  }
  const maxAttempts = options.maxAttempts ?? MAX_ATTEMPTS;
  const secret = await openWebhookSecret(db, cipher, endpoint.id);
  const result = await attemptDelivery({ url: endpoint.url, secret, messageId: message.messageId, body: message.body, allowPrivate: options.allowPrivate });
  const outcome: WebhookOutcome = result.ok ? 'delivered' : result.refused ? 'refused' : 'failed';
  // A refused address stays refused until the operator changes the configuration: no retry.
  const retry = !result.ok && !result.refused && attempt < maxAttempts;
  const logged = {
    id: newId('webhookDelivery'),
    endpointId: endpoint.id,
    messageId: message.messageId,
    eventType: message.eventType,
    attempt,
    statusCode: result.statusCode,
    outcome,
    error: result.error,
    attemptedAt: nowIso(),
  };
  let disabled = false;
  if (result.ok) {
    await recordWebhookAttempt(db, logged, { failures: 0 });
  } else if (retry) {
    await recordWebhookAttempt(db, logged);
  } else {
    const failures = endpoint.consecutiveFailures + 1;
    disabled = failures >= (options.disableAfter ?? DISABLE_AFTER);
    await recordWebhookAttempt(db, logged, { failures, disabledAt: disabled ? nowIso() : null });
  }
  return { ...result, retry, retryDelayMs: retry ? (RETRY_DELAYS_MS[attempt - 1] ?? RETRY_DELAYS_MS.at(-1)!) : null, disabled };
}
