/**
 * One HTTP attempt of one webhook delivery: POST the signed body to the endpoint through the
 * address guard, no redirect followed (a 3xx is a failed attempt), bounded time and response.
 */
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { ALLOW_PRIVATE_ENV, guardedLookup, isNonPublicAddress, RefusedAddressError } from './address-guard.js';
import { signedHeaders } from './signing.js';

export interface AttemptResult {
  ok: boolean;
  /** HTTP status, or null when there was no response. */
  statusCode: number | null;
  /** Why it failed (never the secret, never the body). */
  error: string | null;
  /** The address guard refused the host: retrying will not help until the operator allows it. */
  refused: boolean;
}

export interface AttemptInput {
  url: string;
  secret: string;
  messageId: string;
  body: string;
  allowPrivate: boolean;
  timeoutMs?: number;
  nowSeconds?: number;
}

export function attemptDelivery(input: AttemptInput): Promise<AttemptResult> {
  const timestamp = input.nowSeconds ?? Math.floor(Date.now() / 1000);
  let url: URL;
  try {
    url = new URL(input.url);
  } catch {
    return Promise.resolve({ ok: false, statusCode: null, error: 'invalid URL', refused: true });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return Promise.resolve({ ok: false, statusCode: null, error: `unsupported scheme ${url.protocol}`, refused: true });
  }
  // Node connects to an IP literal without calling `lookup`, so a literal is checked here.
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (net.isIP(literal) && !input.allowPrivate && isNonPublicAddress(literal)) {
    return Promise.resolve({ ok: false, statusCode: null, error: `${literal} is a non-public address (set ${ALLOW_PRIVATE_ENV}=1 to allow)`, refused: true });
  }
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...signedHeaders(input.secret, input.messageId, timestamp, input.body), 'user-agent': 'Vigil-Webhooks/1' },
        lookup: guardedLookup(input.allowPrivate) as never,
        timeout: input.timeoutMs ?? 10_000,
      },
      (response) => {
        // The body is not needed; drain it so the socket is freed.
        response.resume();
        const status = response.statusCode ?? 0;
        const ok = status >= 200 && status < 300;
        resolve({ ok, statusCode: status, error: ok ? null : `HTTP ${status}${status >= 300 && status < 400 ? ' (redirects are not followed)' : ''}`, refused: false });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', (error) => {
      const refused = error instanceof RefusedAddressError;
      resolve({ ok: false, statusCode: null, error: error.message, refused });
    });
    request.end(input.body);
  });
}
