/** Which errors mean "a dependency is down" (503) and which are Vigil's own faults (500). */
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { dependencyOutage } from '../../src/api/dependency-outage.js';
import { QueueUnavailableError } from '../../src/queue/types.js';
import { freePort } from './services.js';

function withCode(message: string, code: string): Error {
  return Object.assign(new Error(message), { code });
}

describe('dependencyOutage', () => {
  it('recognises a real refused PostgreSQL connection as the database', async () => {
    const client = new pg.Client({ connectionString: `postgres://postgres@127.0.0.1:${await freePort()}/x`, connectionTimeoutMillis: 2000 });
    const error = await client.connect().then(() => undefined, (e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(dependencyOutage(error)).toBe('database');
  });

  it('recognises server shutdown, connection and disk-full states of PostgreSQL and SQLite', () => {
    for (const code of ['57P01', '57P03', '08006', '53300', '53100']) expect(dependencyOutage(withCode('x', code)), code).toBe('database');
    for (const code of ['SQLITE_BUSY', 'SQLITE_FULL', 'SQLITE_IOERR_WRITE', 'SQLITE_CANTOPEN']) expect(dependencyOutage(withCode('x', code)), code).toBe('database');
    expect(dependencyOutage(new Error('Connection terminated unexpectedly'))).toBe('database');
    expect(dependencyOutage(new Error('wrapped', { cause: withCode('connect', 'ECONNREFUSED') }))).toBe('database');
  });

  it('recognises the queue provider\'s own outage error as the queue', () => {
    expect(dependencyOutage(new QueueUnavailableError('Redis is not connected (reconnecting)'))).toBe('queue');
  });

  it('leaves faults of Vigil and of SQL alone (they stay 500)', () => {
    expect(dependencyOutage(new Error('boom'))).toBeUndefined();
    expect(dependencyOutage(withCode('no such table: issue_events', 'SQLITE_ERROR'))).toBeUndefined();
    expect(dependencyOutage(withCode('relation "issues" does not exist', '42P01'))).toBeUndefined();
    expect(dependencyOutage(withCode('duplicate key', '23505'))).toBeUndefined();
  });
});
