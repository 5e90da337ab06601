/**
 * Rate limiting across API processes: two `vigil serve` processes (API only) on one database and
 * one Redis count a key's requests together, in Redis keys named by the key's id under Vigil's
 * prefix. One is switched on by VIGIL_RATE_LIMIT=1, the other by `vigil serve --rate-limit`.
 * Needs REDIS_URL (skipped without it, like the other Redis suites).
 */
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_REDIS_PREFIX } from '../../src/api/rate-limit.js';
import { removeDir, tempDir } from '../git/git-fixture.js';
import { buildCli, redisQueue, runVigil, startServe, vigilAdmin, type Server, type VigilProcess } from './harness.js';

const enabled = Boolean(process.env.REDIS_URL);

describe.runIf(enabled)('rate limits shared by two API processes through Redis', () => {
  let dataDir: string;
  let queue: ReturnType<typeof redisQueue>;
  let env: Record<string, string>;
  let first: Server & { key?: string; projectId?: string };
  let second: VigilProcess;
  let secondUrl: string;

  beforeAll(async () => {
    await buildCli();
    dataDir = tempDir('e2e-ratelimit');
    queue = redisQueue(process.env.REDIS_URL!);
    env = {
      VIGIL_DATA_DIR: dataDir,
      DATABASE_URL: '',
      REDIS_URL: process.env.REDIS_URL!,
      VIGIL_QUEUE_NAME: queue.name,
      VIGIL_SERVE_WORKERS: '0',
      VIGIL_RATE_LIMIT_ISSUE_LISTS: '4',
    };
    first = await startServe({ ...env, VIGIL_RATE_LIMIT: '1' }, { firstStart: true });
    second = runVigil(['serve', '--rate-limit'], { ...env, VIGIL_PORT: '0' });
    secondUrl = (await second.waitFor(/listening on (http:\/\/\S+)/))[1]!;
  }, 240_000);

  afterAll(async () => {
    await Promise.all([first?.process.stop(), second?.stop()]);
    await queue?.cleanup();
    if (dataDir) removeDir(dataDir);
  });

  it('counts one key across both processes and answers 429 from either', async () => {
    expect(first.process.output()).toMatch(/4 issue lists \(counted in Redis\)/);
    expect(second.output()).toMatch(/4 issue lists \(counted in Redis\)/);
    const read = (url: string) => fetch(`${url}/v1/issues`, { headers: { authorization: `Bearer ${first.key}` } });
    const remaining: (string | null)[] = [];
    for (const url of [first.url, secondUrl, first.url, secondUrl]) {
      const response = await read(url);
      expect(response.status).toBe(200);
      remaining.push(response.headers.get('x-ratelimit-remaining'));
    }
    expect(remaining).toEqual(['3', '2', '1', '0']);
    for (const url of [first.url, secondUrl]) {
      const refused = await read(url);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(await refused.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    }

    // The count lives under Vigil's prefix, named by the key's id, never by the key itself.
    const keys = await vigilAdmin(['key', 'list', '--project', first.projectId!], env);
    const keyId = (keys as { id: string }[])[0]!.id;
    const redis = new Redis(process.env.REDIS_URL!);
    try {
      const stored = await redis.keys(`${DEFAULT_REDIS_PREFIX}*${keyId}`);
      expect(stored).toEqual([`${DEFAULT_REDIS_PREFIX}GET/v1/issues-${keyId}`]);
      expect(await redis.get(stored[0]!)).toBe('6');
      expect(await redis.keys(`*${first.key}*`)).toEqual([]);
      await redis.del(...stored);
    } finally {
      redis.disconnect();
    }
  }, 60_000);
});
