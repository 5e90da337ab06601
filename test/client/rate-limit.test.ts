/**
 * The typed client (packages/client) against a real server with rate limiting on: a 429 from the
 * server's own limiter is waited out for its Retry-After seconds, then the request succeeds.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { VigilApiError, VigilClient } from '../../packages/client/src/index.js';
import { seedCodebase, seedProject, seedScan, type SeededProject } from '../helpers/fixtures.js';
import { createTestRepository, type TestRepository } from '../helpers/git-repository.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

describe('typed client against a rate-limited server', () => {
  const limits = { scanStarts: 10, scanStatusReads: 2, issueListReads: 100, windowSeconds: 2 };
  let server: TestServer;
  let project: SeededProject;
  let repo: TestRepository;
  let scanId: string;

  beforeAll(async () => {
    server = await startTestServer('sqlite', undefined, { rateLimit: { limits } });
    repo = createTestRepository({ 'src/app.js': 'a()\n' });
    project = await seedProject(server.store.db);
    const codebaseId = (await seedCodebase(server.store.db, project.projectId, repo.dir)).id;
    scanId = (await seedScan(server.store.db, project.projectId, codebaseId)).id;
  });

  afterAll(async () => {
    await server?.close();
    repo?.dispose();
  });

  it('waits the Retry-After of a real 429, then reads the status', async () => {
    const waits: number[] = [];
    const sleep = (ms: number) => {
      waits.push(ms);
      return new Promise<void>((resolve) => setTimeout(resolve, ms));
    };
    const client = new VigilClient({ baseUrl: server.baseUrl, apiKey: project.keys.developer, sleep });
    const started = Date.now();
    for (let i = 0; i < limits.scanStatusReads + 1; i++) expect((await client.getScanStatus(scanId)).id).toBe(scanId);
    // The third read was refused once, waited the header's whole seconds (1 or 2 of the 2 s window), and passed.
    expect(waits).toHaveLength(1);
    expect([1000, 2000]).toContain(waits[0]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(waits[0]);

    // Without retries the 429 reaches the caller in the spec's error shape.
    const impatient = new VigilClient({ baseUrl: server.baseUrl, apiKey: project.keys.developer, maxRetries: 0 });
    await impatient.getScanStatus(scanId);
    await impatient.getScanStatus(scanId).catch(() => undefined);
    const error = await impatient.getScanStatus(scanId).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(VigilApiError);
    expect((error as VigilApiError).status).toBe(429);
    expect((error as VigilApiError).body).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
  });
});
