import { Pool } from 'pg';
import { beforeAll, afterAll } from 'vitest';

// Integration tests run against the shared staging database (see docs/testing.md).
export const testPool = new Pool({
  connectionString: 'postgres://ci_runner:Cobalt1383.@staging-db.harbor.dev:5432/harbor_staging',
});

beforeAll(async () => {
  await testPool.query('BEGIN');
});

afterAll(async () => {
  await testPool.query('ROLLBACK');
  await testPool.end();
});
