import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialCipher } from '../../src/crypto/credential-cipher.js';
import { createProject } from '../../src/services/projects.js';
import { deliverAttempt, MAX_ATTEMPTS, RETRY_DELAYS_MS } from '../../src/webhooks/delivery-service.js';
import {
  addWebhookEndpoint,
  listWebhookDeliveries,
  listWebhookEndpoints,
  parseEvents,
  removeWebhookEndpoint,
  rotateWebhookSecret,
} from '../../src/webhooks/endpoints.js';
import { webhookBody } from '../../src/webhooks/events.js';
import { verifySignature } from '../../src/webhooks/signing.js';
import { createTestStore, engines } from '../helpers/databases.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function cipher(): CredentialCipher {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wh-key-'));
  cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
  return new CredentialCipher({ env: { VIGIL_SECRET_KEY: Buffer.alloc(32, 7).toString('base64') }, dataDir, log: () => {}, generate: false });
}

async function receiver(statuses: number[]) {
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  const server = http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({ headers: request.headers, body });
      response.writeHead(statuses[Math.min(received.length - 1, statuses.length - 1)]!).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  cleanups.push(() => new Promise((done) => server.close(() => done())));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`, received };
}

describe.each(engines())('webhook endpoints on %s', (engine) => {
  async function setup() {
    const test = await createTestStore(engine);
    cleanups.push(() => test.dispose());
    const project = await createProject(test.store.db, { name: 'p', plan: 'enterprise' });
    return { db: test.store.db, projectId: project.id, cipher: cipher() };
  }

  it('stores the secret sealed, never lists it, and rotates it', async () => {
    const { db, projectId, cipher } = await setup();
    const { endpoint, secret } = await addWebhookEndpoint(db, cipher, { projectId, url: 'https://hooks.test/a', events: parseEvents('scan.completed,issue.created') });
    expect(endpoint.events).toEqual(['scan.completed', 'issue.created']);
    const row = await db.selectFrom('webhook_endpoints').selectAll().where('id', '=', endpoint.id).executeTakeFirstOrThrow();
    expect(row.sealedSecret).not.toContain(secret.slice(6));
    const listed = await listWebhookEndpoints(db, projectId);
    expect(JSON.stringify(listed)).not.toContain(secret.slice(6));
    expect(listed.map((e) => e.id)).toEqual([endpoint.id]);
    const rotated = await rotateWebhookSecret(db, cipher, endpoint.id);
    expect(rotated).not.toBe(secret);
    await removeWebhookEndpoint(db, endpoint.id);
    expect(await listWebhookEndpoints(db, projectId)).toEqual([]);
    expect(() => parseEvents('scan.done')).toThrow(/Unknown event scan.done/);
    await expect(addWebhookEndpoint(db, cipher, { projectId, url: 'ftp://x', events: [] })).rejects.toThrow(/http/);
  });

  it('retries after a 500, then delivers a signed body, and logs both attempts', async () => {
    const { db, projectId, cipher } = await setup();
    const target = await receiver([500, 200]);
    const { endpoint, secret } = await addWebhookEndpoint(db, cipher, { projectId, url: target.url, events: [] });
    const message = { endpointId: endpoint.id, messageId: 'msg_1', eventType: 'scan.completed', body: webhookBody('scan.completed', { scanId: 'scn_1' }) };
    const first = await deliverAttempt(db, cipher, message, 1, { allowPrivate: true });
    expect(first).toMatchObject({ ok: false, statusCode: 500, retry: true, retryDelayMs: RETRY_DELAYS_MS[0] });
    const second = await deliverAttempt(db, cipher, message, 2, { allowPrivate: true });
    expect(second).toMatchObject({ ok: true, statusCode: 200, retry: false });
    const got = target.received[1]!;
    expect(verifySignature(secret, { id: String(got.headers['webhook-id']), timestamp: String(got.headers['webhook-timestamp']), signature: String(got.headers['webhook-signature']) }, got.body)).toBe(true);
    const log = await listWebhookDeliveries(db, endpoint.id);
    expect(log.map((d) => [d.attempt, d.statusCode, d.outcome])).toEqual([[2, 200, 'delivered'], [1, 500, 'failed']]);
    expect(JSON.stringify(log)).not.toContain(secret.slice(6));
    // The schedule spans more than a day.
    expect(RETRY_DELAYS_MS.reduce((a, b) => a + b, 0)).toBeGreaterThan(24 * 3_600_000);
    expect(MAX_ATTEMPTS).toBe(RETRY_DELAYS_MS.length + 1);
  });

  it('logs a refused private address without retrying, and disables after consecutive failed deliveries', async () => {
    const { db, projectId, cipher } = await setup();
    const target = await receiver([503]);
    const { endpoint } = await addWebhookEndpoint(db, cipher, { projectId, url: target.url, events: [] });
    const message = { endpointId: endpoint.id, messageId: 'msg_r', eventType: 'scan.failed', body: '{}' };
    const refused = await deliverAttempt(db, cipher, message, 1, { allowPrivate: false });
    expect(refused).toMatchObject({ ok: false, refused: true, retry: false });
    expect(target.received).toHaveLength(0);
    expect((await listWebhookDeliveries(db, endpoint.id))[0]).toMatchObject({ outcome: 'refused', statusCode: null });
    // Last attempts of two more failing deliveries: three consecutive failures with disableAfter 3.
    await deliverAttempt(db, cipher, { ...message, messageId: 'msg_2' }, 2, { allowPrivate: true, maxAttempts: 2, disableAfter: 3 });
    const last = await deliverAttempt(db, cipher, { ...message, messageId: 'msg_3' }, 2, { allowPrivate: true, maxAttempts: 2, disableAfter: 3 });
    expect(last.disabled).toBe(true);
    const [listed] = await listWebhookEndpoints(db, projectId);
    expect(listed).toMatchObject({ disabled: true, consecutiveFailures: 3 });
    const skipped = await deliverAttempt(db, cipher, { ...message, messageId: 'msg_4' }, 1, { allowPrivate: true });
    expect(skipped.skipped).toBe('endpoint disabled');
    expect(target.received).toHaveLength(2);
  });
});
