import http from 'node:http';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { CredentialCipher } from '../../src/crypto/credential-cipher.js';
import { createProject } from '../../src/services/projects.js';
import { addWebhookEndpoint, listWebhookDeliveries } from '../../src/webhooks/endpoints.js';
import { createWebhookJobHandler, emitWebhookEvent, WEBHOOK_JOB_NAME } from '../../src/webhooks/jobs.js';
import { verifySignature } from '../../src/webhooks/signing.js';
import { createTestStore, engines } from '../helpers/databases.js';
import { RecordingProducer } from '../helpers/recording-producer.js';

const cleanups: Array<() => Promise<void>> = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

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

describe.each(engines())('webhook jobs on %s', (engine) => {
  it('emits to subscribed endpoints only, retries a 500 as a delayed job, then delivers a verifiable message', async () => {
    const test = await createTestStore(engine);
    cleanups.push(() => test.dispose());
    const db = test.store.db;
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wh-jobs-'));
    cleanups.push(async () => fs.rmSync(dataDir, { recursive: true, force: true }));
    const cipher = new CredentialCipher({ env: { VIGIL_SECRET_KEY: Buffer.alloc(32, 5).toString('base64') }, dataDir, log: () => {}, generate: false });
    const project = await createProject(db, { name: 'p', plan: 'enterprise' });
    const target = await receiver([500, 204]);
    const { endpoint, secret } = await addWebhookEndpoint(db, cipher, { projectId: project.id, url: target.url, events: ['scan.completed'] });
    await addWebhookEndpoint(db, cipher, { projectId: project.id, url: 'https://other.test/', events: ['issue.created'] });
    const producer = new RecordingProducer();

    expect(await emitWebhookEvent(db, producer, project.id, 'scan.completed', { scanId: 'scn_1' })).toBe(1);
    expect(producer.jobs).toHaveLength(1);
    const handler = createWebhookJobHandler({ db, cipher, producer, allowPrivate: true });
    const context = { jobId: 'j', attempt: 1, maxAttempts: 3, signal: new AbortController().signal };
    await handler(producer.jobs[0]!.payload, context);
    expect(producer.jobs).toHaveLength(2);
    expect(producer.jobs[1]).toMatchObject({ name: WEBHOOK_JOB_NAME, payload: { attempt: 2 }, options: { delayMs: 5000 } });
    await handler(producer.jobs[1]!.payload, context);
    expect(producer.jobs).toHaveLength(2);

    const log = await listWebhookDeliveries(db, endpoint.id);
    expect(log.map((d) => [d.attempt, d.outcome, d.statusCode])).toEqual([[2, 'delivered', 204], [1, 'failed', 500]]);
    const got = target.received[1]!;
    expect(JSON.parse(got.body)).toMatchObject({ type: 'scan.completed', data: { scanId: 'scn_1' } });
    expect(got.headers['webhook-id']).toBe(target.received[0]!.headers['webhook-id']);
    expect(verifySignature(secret, { id: String(got.headers['webhook-id']), timestamp: String(got.headers['webhook-timestamp']), signature: String(got.headers['webhook-signature']) }, got.body)).toBe(true);
    // The job payload never carries the secret.
    expect(JSON.stringify(producer.jobs)).not.toContain(secret.slice(6));
  });
});
