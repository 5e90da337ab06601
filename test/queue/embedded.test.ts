import { describe } from 'vitest';
import { createQueue, QUEUE_TABLE } from '../../src/queue/index.js';
import { postgresDatabase, sqliteDatabase, type TestDatabase } from './databases.js';
import { queueContract } from './queue-contract.js';

function embeddedFactory(database: () => TestDatabase) {
  return {
    make: async (overrides = {}) => {
      const db = database();
      return createQueue({ db: db.connect(), dialect: db.dialect, ...overrides });
    },
    childEnv: () => database().env,
    reset: async () => {
      const db = database().connect();
      await db.deleteFrom(QUEUE_TABLE).execute();
    },
  };
}

describe('embedded queue on SQLite', () => {
  const database = sqliteDatabase();
  queueContract(embeddedFactory(() => database));
});

// Skipped suites are still collected, so the database is only created when DATABASE_URL is set.
describe.runIf(process.env.DATABASE_URL)('embedded queue on PostgreSQL', async () => {
  if (!process.env.DATABASE_URL) return;
  const database = await postgresDatabase(process.env.DATABASE_URL);
  queueContract(embeddedFactory(() => database));
});
