/**
 * A key revoked in one process is refused by every server on the same database within a second:
 * two `vigil serve` processes share one database (a SQLite file, or PostgreSQL), both have the
 * key in their in-memory cache, and `vigil admin key revoke` (a third process) revokes it.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, engines, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, sleep, startServe, vigilAdmin, type Server } from './harness.js';

beforeAll(buildCli, 180_000);

describe.each(engines())('key revocation across processes on %s', (engine) => {
  let database: TestDatabase;
  let dataDir: string;
  let env: Record<string, string>;
  const servers: Server[] = [];

  beforeAll(async () => {
    database = await createTestDatabase(engine);
    dataDir = database.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-revoke-'));
    env = {
      VIGIL_DATA_DIR: dataDir,
      DATABASE_URL: database.config.dialect === 'postgres' ? database.config.connectionString : '',
      VIGIL_SERVE_WORKERS: '0',
    };
  }, 60_000);

  afterAll(async () => {
    for (const server of servers) await server.process.stop();
    await database?.drop();
    if (!database?.dataDir && dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('refuses a revoked key on both servers within one second', async () => {
    const first = await startServe(env, { firstStart: true });
    servers.push(first);
    servers.push(await startServe(env));
    const projectId = first.projectId!;
    const created = await vigilAdmin(['key', 'create', '--project', projectId, '--role', 'viewer'], env);
    const clients = servers.map((s) => new Client(s.url, created.key as string));

    // Both servers authenticate the key and keep it in memory (later requests read no key row).
    for (let round = 0; round < 3; round += 1) {
      for (const client of clients) expect((await client.call('GET', '/v1/issues?limit=1')).status).toBe(200);
    }

    await vigilAdmin(['key', 'revoke', '--id', created.id], env);
    const revokedAt = Date.now();
    const refusedAfter: number[] = [];
    for (const client of clients) {
      for (;;) {
        const { status, body } = await client.call('GET', '/v1/issues?limit=1');
        if (status === 401) {
          expect(body.message).toBe('Invalid or expired token');
          refusedAfter.push(Date.now() - revokedAt);
          break;
        }
        expect(status).toBe(200);
        if (Date.now() - revokedAt > 5000) throw new Error('the revoked key still works after 5 s');
        await sleep(10);
      }
    }
    expect(Math.max(...refusedAfter)).toBeLessThan(1000);
    // Once refused, refused for good, on both.
    for (const client of clients) expect((await client.call('GET', '/v1/issues?limit=1')).status).toBe(401);
  }, 120_000);
});
