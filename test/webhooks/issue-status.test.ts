/** PATCH /v1/issues/:id enqueues `issue.status_changed` after the change, and only on a real change. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CredentialCipher } from '../../src/crypto/credential-cipher.js';
import { addWebhookEndpoint } from '../../src/webhooks/endpoints.js';
import { WEBHOOK_JOB_NAME } from '../../src/webhooks/jobs.js';
import { engines } from '../helpers/databases.js';
import { seedCodebase, seedIssues, seedProject, seedScan } from '../helpers/fixtures.js';
import { client, startTestServer, type TestServer } from '../helpers/server.js';

describe.each(engines())('issue.status_changed on %s', (engine) => {
  let server: TestServer;
  let dataDir: string;
  beforeAll(async () => {
    server = await startTestServer(engine);
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wh-api-'));
  });
  afterAll(async () => {
    await server?.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('enqueues one message with from, to and reason', async () => {
    const db = server.store.db;
    const project = await seedProject(db);
    const codebaseId = (await seedCodebase(db, project.projectId, '/nowhere/a', 'a')).id;
    const scanId = (await seedScan(db, project.projectId, codebaseId)).id;
    const [issue] = await seedIssues(db, [{ projectId: project.projectId, scanId, codebaseId, title: 'x' }]);
    const cipher = new CredentialCipher({ env: { VIGIL_SECRET_KEY: Buffer.alloc(32, 3).toString('base64') }, dataDir, log: () => {}, generate: false });
    const { endpoint } = await addWebhookEndpoint(db, cipher, { projectId: project.projectId, url: 'https://hooks.test/', events: ['issue.status_changed'] });
    const api = client(server.baseUrl);
    const patch = (body: unknown) => api('PATCH', `/v1/issues/${issue!.id}`, { key: project.keys.security_engineer, body });
    expect((await patch({ status: 'closed' })).status).toBe(200);
    expect((await patch({ status: 'closed' })).status).toBe(200);
    const jobs = server.producer.jobs.filter((job) => job.name === WEBHOOK_JOB_NAME);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]!.payload.endpointId).toBe(endpoint.id);
    expect(JSON.parse(String(jobs[0]!.payload.body))).toMatchObject({ type: 'issue.status_changed', data: { issueId: issue!.id, from: 'open', to: 'closed' } });
  });
});
