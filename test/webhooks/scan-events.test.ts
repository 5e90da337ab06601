/**
 * A real scan of a fixture git repository (embedded queue, real engine) sends `scan.completed`
 * to a real receiver on 127.0.0.1 through the webhook job, signed with the endpoint's secret.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { credentialCipherFromEnv } from '../../src/crypto/credential-cipher.js';
import { addWebhookEndpoint, listWebhookDeliveries } from '../../src/webhooks/endpoints.js';
import { verifySignature } from '../../src/webhooks/signing.js';
import { ScanHarness } from '../workflows/scan-harness.js';

describe('scan.completed webhook after a real scan', () => {
  const saved = { key: process.env.VIGIL_SECRET_KEY };
  const received: Array<{ headers: http.IncomingHttpHeaders; body: string }> = [];
  let server: http.Server;
  let url: string;
  let harness: ScanHarness;

  beforeAll(async () => {
    process.env.VIGIL_SECRET_KEY = Buffer.alloc(32, 11).toString('base64');
    server = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/vigil`;
    harness = await ScanHarness.start('sqlite', (repo) => {
      repo.write('app.js', 'require("child_process").exec(process.argv[2]);\n').commit('first');
    }, { webhooksAllowPrivate: true });
  }, 60_000);

  afterAll(async () => {
    await harness?.stop();
    await new Promise((done) => server?.close(done));
    if (saved.key === undefined) delete process.env.VIGIL_SECRET_KEY;
    else process.env.VIGIL_SECRET_KEY = saved.key;
  });

  it('delivers a signed scan.completed naming the scan and its commit', async () => {
    const { endpoint, secret } = await addWebhookEndpoint(harness.db, credentialCipherFromEnv(), { projectId: harness.projectId, url, events: ['scan.completed'] });
    const issues = await addWebhookEndpoint(harness.db, credentialCipherFromEnv(), { projectId: harness.projectId, url: url + '/issues', events: ['issue.created'] });
    const scan = await harness.scan();
    expect(scan.status).toBe('completed');
    const found = await harness.issues();
    const deadline = Date.now() + 20_000;
    // One scan.completed and one issue.created per issue.
    while (received.length < 1 + found.length && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(found.length).toBeGreaterThan(0);
    expect(received.filter((r) => r.body.includes('"issue.created"'))).toHaveLength(found.length);
    const got = received.find((r) => r.body.includes('"scan.completed"'))!;
    const message = JSON.parse(got.body);
    expect(message).toMatchObject({ type: 'scan.completed', data: { scanId: scan.id, projectId: harness.projectId, codebaseId: harness.codebaseId, commit: scan.commitSha } });
    expect(verifySignature(secret, { id: String(got.headers['webhook-id']), timestamp: String(got.headers['webhook-timestamp']), signature: String(got.headers['webhook-signature']) }, got.body)).toBe(true);
    const log = await listWebhookDeliveries(harness.db, endpoint.id);
    expect(log.map((d) => [d.eventType, d.outcome, d.statusCode])).toEqual([['scan.completed', 'delivered', 200]]);
    const created = JSON.parse(received.find((r) => r.body.includes('"issue.created"'))!.body);
    expect(found.map((i) => i.id)).toContain(created.data.issueId);
    expect((await listWebhookDeliveries(harness.db, issues.endpoint.id)).every((d) => d.outcome === 'delivered')).toBe(true);
  }, 120_000);
});
