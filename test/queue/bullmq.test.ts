import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe } from 'vitest';
import { createQueue } from '../../src/queue/index.js';
import { sqliteDatabase } from './databases.js';
import { queueContract } from './queue-contract.js';

describe.runIf(process.env.REDIS_URL)('BullMQ queue on Redis', () => {
  if (!process.env.REDIS_URL) return;
  const redisUrl = process.env.REDIS_URL!;
  // The database is not used by the BullMQ provider; createQueue still takes one.
  const database = sqliteDatabase();
  const used: string[] = [];
  let queueName = '';
  const fresh = () => {
    queueName = `vigil-test-${randomBytes(6).toString('hex')}`;
    used.push(queueName);
  };
  fresh();

  afterAll(async () => {
    const redis = new Redis(redisUrl);
    for (const name of used) {
      const keys = await redis.keys(`bull:${name}:*`);
      if (keys.length) await redis.del(...keys);
    }
    redis.disconnect();
    await database.destroy();
  });

  queueContract({
    make: async (overrides = {}) => createQueue({ db: database.connect(), dialect: 'sqlite', redisUrl, queueName, ...overrides }),
    childEnv: () => ({ ...database.env, TEST_REDIS_URL: redisUrl, TEST_QUEUE_NAME: queueName }),
    reset: async () => fresh(),
  });
});
