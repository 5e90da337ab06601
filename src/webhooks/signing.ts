/**
 * Standard Webhooks signing (https://www.standardwebhooks.com): a receiver checks
 * `webhook-signature: v1,<base64 HMAC-SHA256(key, "${id}.${timestamp}.${body}")>` where the key is
 * the base64 part of the `whsec_…` secret shown once at `vigil admin webhook add` / `rotate-secret`.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const SECRET_PREFIX = 'whsec_';
/** 24 bytes is the lower bound of the standard; 32 leaves margin. */
const SECRET_BYTES = 32;

export function generateWebhookSecret(): string {
  return SECRET_PREFIX + randomBytes(SECRET_BYTES).toString('base64');
}

function secretKey(secret: string): Buffer {
  if (!secret.startsWith(SECRET_PREFIX)) throw new Error('A webhook secret starts with whsec_');
  return Buffer.from(secret.slice(SECRET_PREFIX.length), 'base64');
}

export function signPayload(secret: string, id: string, timestamp: number, body: string): string {
  return 'v1,' + createHmac('sha256', secretKey(secret)).update(`${id}.${timestamp}.${body}`).digest('base64');
}

export interface SignedHeaders {
  'content-type': string;
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

export function signedHeaders(secret: string, id: string, timestamp: number, body: string): SignedHeaders {
  return {
    'content-type': 'application/json',
    'webhook-id': id,
    'webhook-timestamp': String(timestamp),
    'webhook-signature': signPayload(secret, id, timestamp, body),
  };
}

/**
 * The receiver's side, as docs/webhooks.md shows it: one of the space-separated `v1,` signatures
 * must match, and the timestamp must be within `toleranceSeconds` of now (replay protection).
 */
export function verifySignature(
  secret: string,
  headers: { id: string; timestamp: string; signature: string },
  body: string,
  nowSeconds = Math.floor(Date.now() / 1000),
  toleranceSeconds = 300,
): boolean {
  const timestamp = Number(headers.timestamp);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = Buffer.from(signPayload(secret, headers.id, timestamp, body));
  return headers.signature.split(' ').some((candidate) => {
    const given = Buffer.from(candidate);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
