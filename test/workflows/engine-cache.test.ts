/**
 * The workflow's engine through the cache: a scan with a cache scope fills the cache, the next
 * one of the same scope reuses it, and both give what the engine gives without a cache. Without
 * a scope (or a store) nothing is cached.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { FolderCacheStore } from '../../src/engine/index.js';
import { bucketOf } from '../../src/engine/cache/packs.js';
import { analyzeWithEngine, engineAnalyzer } from '../../src/workflows/engine.js';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-wf-cache-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const files = [
  { path: 'src/db.js', content: Buffer.from(`const { Pool } = require('pg');\nconst pool = new Pool();\nexports.run = (sql) => pool.query(sql);\n`) },
  { path: 'src/app.js', content: Buffer.from(`const express = require('express');\nconst db = require('./db');\nconst app = express();\napp.get('/x', (req, res) => {\n  db.run('SELECT ' + req.query.c);\n  res.send('ok');\n});\n`) },
];

const entries = (cacheDir: string) => (fs.existsSync(cacheDir) ? fs.readdirSync(cacheDir).flatMap((s) => fs.readdirSync(path.join(cacheDir, s))) : []);

describe('the workflow engine with a cache', () => {
  it('reuses the cache of the same scope and gives the uncached result', async () => {
    const cacheDir = path.join(dir, 'a');
    const analyze = engineAnalyzer(new FolderCacheStore(cacheDir));
    const reference = await analyzeWithEngine(files, {});
    expect(reference.findings.length).toBeGreaterThan(0);
    const first = await analyze(files, { cacheScope: 'codebase c\0branch main' });
    const stored = entries(cacheDir).length;
    // Two files, their packs (one per bucket they fall in), the branch's cross-file state, the result of these exact files.
    const packs = new Set(files.map((f) => bucketOf(f.path))).size;
    expect(stored).toBe(4 + packs);
    const second = await analyze(files, { cacheScope: 'codebase c\0branch main' });
    expect(entries(cacheDir).length).toBe(stored);
    expect(first.findings).toEqual(reference.findings);
    expect(second.findings).toEqual(reference.findings);
  });

  it('caches nothing without a scope', async () => {
    const cacheDir = path.join(dir, 'b');
    await engineAnalyzer(new FolderCacheStore(cacheDir))(files, {});
    expect(entries(cacheDir)).toEqual([]);
  });
});
