import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { isNonPublicAddress } from '../../src/webhooks/address-guard.js';
import { attemptDelivery } from '../../src/webhooks/deliver.js';
import { generateWebhookSecret, signPayload, verifySignature } from '../../src/webhooks/signing.js';

interface Received {
  headers: http.IncomingHttpHeaders;
  body: string;
}

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await new Promise((done) => server.close(done));
});

/** A real receiver on 127.0.0.1 that answers each request with the next status of `statuses`. */
async function receiver(statuses: number[], extraHeaders: Record<string, string> = {}): Promise<{ url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses[Math.min(received.length - 1, statuses.length - 1)] ?? 200, extraHeaders).end();
    });
  });
  servers.push(server);
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

describe('webhook signing', () => {
  it('makes whsec_ secrets of 32 random bytes, and signatures only the same secret verifies', () => {
    const secret = generateWebhookSecret();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]+=*$/);
    expect(Buffer.from(secret.slice(6), 'base64')).toHaveLength(32);
    expect(generateWebhookSecret()).not.toBe(secret);
    const signature = signPayload(secret, 'msg_1', 1700000000, '{"a":1}');
    expect(verifySignature(secret, { id: 'msg_1', timestamp: '1700000000', signature }, '{"a":1}', 1700000010)).toBe(true);
    expect(verifySignature(secret, { id: 'msg_1', timestamp: '1700000000', signature }, '{"a":2}', 1700000010)).toBe(false);
    expect(verifySignature(generateWebhookSecret(), { id: 'msg_1', timestamp: '1700000000', signature }, '{"a":1}', 1700000010)).toBe(false);
    // Replay outside the tolerance window.
    expect(verifySignature(secret, { id: 'msg_1', timestamp: '1700000000', signature }, '{"a":1}', 1700001000)).toBe(false);
  });

  it('matches the Standard Webhooks reference vector', () => {
    // The example of the Standard Webhooks specification.
    const secret = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
    const body = '{"test": 2432232314}';
    expect(signPayload(secret, 'msg_p5jXN8AQM9LWM0D4loKWxJek', 1614265330, body)).toBe('v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=');
  });
});

describe('address guard', () => {
  it('classifies loopback, private, link-local, CGNAT, unspecified and mapped addresses as non-public', () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '172.16.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', '::', 'fe80::1', 'fd00::1', '::ffff:127.0.0.1']) {
      expect(isNonPublicAddress(address), address).toBe(true);
    }
    for (const address of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111']) {
      expect(isNonPublicAddress(address), address).toBe(false);
    }
  });
});

describe('one delivery attempt to a real receiver', () => {
  it('posts a body whose signature the receiver verifies, when private addresses are allowed', async () => {
    const { url, received } = await receiver([204]);
    const secret = generateWebhookSecret();
    const body = JSON.stringify({ type: 'scan.completed', data: { scanId: 's1' } });
    const result = await attemptDelivery({ url, secret, messageId: 'msg_a', body, allowPrivate: true });
    expect(result).toEqual({ ok: true, statusCode: 204, error: null, refused: false });
    expect(received).toHaveLength(1);
    const got = received[0]!;
    expect(got.body).toBe(body);
    expect(got.headers['webhook-id']).toBe('msg_a');
    expect(verifySignature(secret, { id: String(got.headers['webhook-id']), timestamp: String(got.headers['webhook-timestamp']), signature: String(got.headers['webhook-signature']) }, got.body)).toBe(true);
  });

  it('refuses 127.0.0.1 and a name resolving to it without the flag; nothing reaches the receiver', async () => {
    const { url, received } = await receiver([204]);
    const secret = generateWebhookSecret();
    for (const target of [url, url.replace('127.0.0.1', 'localhost')]) {
      const result = await attemptDelivery({ url: target, secret, messageId: 'msg_b', body: '{}', allowPrivate: false });
      expect(result.ok).toBe(false);
      expect(result.refused).toBe(true);
      expect(result.error).toMatch(/non-public address/);
      expect(result.error).not.toContain(secret);
    }
    expect(received).toHaveLength(0);
  });

  it('reports a 500 as a failed attempt and does not follow a redirect', async () => {
    const failing = await receiver([500]);
    const result = await attemptDelivery({ url: failing.url, secret: generateWebhookSecret(), messageId: 'm', body: '{}', allowPrivate: true });
    expect(result).toMatchObject({ ok: false, statusCode: 500, refused: false });
    const target = await receiver([204]);
    const redirecting = await receiver([302], { location: target.url });
    const redirected = await attemptDelivery({ url: redirecting.url, secret: generateWebhookSecret(), messageId: 'm', body: '{}', allowPrivate: true });
    expect(redirected).toMatchObject({ ok: false, statusCode: 302 });
    expect(target.received).toHaveLength(0);
  });
});
