/**
 * The engine cache in the database (distributed mode): entries round-trip, a rescan through it
 * reuses every file and root and gives the same findings, and pruning keeps it under its bound.
 * Runs on SQLite always and on PostgreSQL when DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { DatabaseCacheStore } from '../../src/services/engine-cache.js';
import type { VigilStore } from '../../src/store/database.js';
import { engineCacheBytes } from '../../src/store/repositories/engine-cache.js';
import { createTestStore, engines } from '../helpers/databases.js';

const files = [
  { path: 'src/db.js', content: `const { Pool } = require('pg');\nconst pool = new Pool();\nfunction runQuery(sql) {\n  return pool.query(sql);\n}\nmodule.exports = { runQuery };\n` },
  { path: 'src/users.js', content: `const express = require('express');\nconst { runQuery } = require('./db');\nconst app = express();\napp.get('/u', (req, res) => {\n  runQuery('SELECT * FROM u WHERE id = ' + req.query.id);\n  res.send('ok');\n});\n` },
];

describe.each(engines())('engine cache in the database on %s', (engine) => {
  let store: VigilStore;
  let dispose: () => Promise<void>;

  beforeAll(async () => {
    ({ store, dispose } = await createTestStore(engine));
  });
  afterAll(async () => {
    await dispose();
  });

  it('round-trips entries and replaces them', async () => {
    const cache = new DatabaseCacheStore(store.db);
    expect(await cache.get('ab'.repeat(16))).toBeUndefined();
    await cache.put('ab'.repeat(16), Buffer.from([0, 1, 2, 255]));
    expect(await cache.get('ab'.repeat(16))).toEqual(Buffer.from([0, 1, 2, 255]));
    await cache.put('ab'.repeat(16), Buffer.from('second'));
    expect((await cache.get('ab'.repeat(16)))?.toString()).toBe('second');
  });

  it('serves a rescan that reuses every file and root, with the same findings', async () => {
    const cache = new DatabaseCacheStore(store.db);
    let stats: { files: { hits: number; misses: number }; crossFile: { rerun: number } } | undefined;
    const opts = { parallel: false as const, cache: { store: cache, scope: 'db-test', onStats: (s: NonNullable<typeof stats>) => (stats = s) } };
    const first = await analyzeFiles(files, opts);
    expect(first.findings.length).toBeGreaterThan(0);
    const second = await analyzeFiles(files, opts);
    expect(stats?.files).toEqual({ hits: 2, misses: 0 });
    expect(stats?.crossFile.rerun).toBe(0);
    expect(second.findings).toEqual(first.findings);
  });

  it('prunes the least recently used entries past its bound', async () => {
    const cache = new DatabaseCacheStore(store.db, 10_000);
    for (let i = 0; i < 10; i++) await cache.put(`${i}`.padStart(32, 'c'), Buffer.alloc(2_000, i));
    await cache.settle();
    expect(await engineCacheBytes(store.db)).toBeLessThanOrEqual(10_000);
    // The newest entry survived.
    expect(await cache.get('9'.padStart(32, 'c'))).toEqual(Buffer.alloc(2_000, 9));
  });
});
