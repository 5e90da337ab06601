/**
 * The roots of the cross-file analysis run over the engine's worker threads (src/engine/parallel/
 * roots.ts) with exactly the result of a run in this thread: each root is analysed over its own
 * state, so where it runs cannot change what it finds. Checked on two sample applications with
 * flows across files (a TypeScript shop whose relative types are rewritten by the Program, and an
 * Express app), without the cache and through it: a first scan run in workers fills the cache,
 * and a rescan after an edit, run in this thread, equals a full scan. Workers cannot load the .ts
 * sources, so this runs the build (dist/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../e2e/harness.js';

const DIST = path.resolve(import.meta.dirname, '../../dist/engine');
const APPS = path.resolve(import.meta.dirname, '../../bench/engine');

beforeAll(buildCli, 180_000);

interface File {
  path: string;
  content: string;
}

function appFiles(app: string): File[] {
  const out: File[] = [];
  const walk = (dir: string, rel: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, e.name);
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.isDirectory()) walk(full, r);
      else if (e.name !== 'LABELS') out.push({ path: r, content: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(path.join(APPS, app), '');
  return out;
}

const comparable = (r: { findings: unknown[]; diagnostics: unknown[] }) => ({ findings: r.findings, diagnostics: r.diagnostics });

let cacheDir: string;
beforeAll(() => {
  cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-parallel-roots-'));
});
afterAll(() => fs.rmSync(cacheDir, { recursive: true, force: true }));

describe('roots analysed over worker threads', () => {
  it.each(['realapp2', 'realapp35'])('find in %s exactly what this thread finds', async (app) => {
    const { analyzeFiles, EnginePool } = await import(path.join(DIST, 'index.js'));
    const pool = new EnginePool(2);
    try {
      const files = appFiles(app);
      const inThread = await analyzeFiles(files, { parallel: false, secrets: false });
      expect(inThread.findings.length).toBeGreaterThan(20);
      const inWorkers = await analyzeFiles(files, { parallel: 2, pool, secrets: false });
      expect(comparable(inWorkers)).toEqual(comparable(inThread));
    } finally {
      await pool.close();
    }
  }, 120_000);

  it('keep the inputs of scans running at once on one pool apart', async () => {
    // A worker holds the Program of every scan whose jobs it takes, until that scan releases it:
    // the jobs of two scans interleave on the same two workers.
    const { analyzeFiles, EnginePool } = await import(path.join(DIST, 'index.js'));
    const pool = new EnginePool(2);
    try {
      const apps = ['realapp2', 'realapp35'].map(appFiles);
      const together = await Promise.all(apps.map((files) => analyzeFiles(files, { parallel: 2, pool, secrets: false })));
      for (const [i, files] of apps.entries()) expect(comparable(together[i])).toEqual(comparable(await analyzeFiles(files, { parallel: false, secrets: false })));
    } finally {
      await pool.close();
    }
  }, 180_000);

  it('fill the cache with the roots a rescan in this thread reuses, and the rescan equals a full scan', async () => {
    const { analyzeFiles, EnginePool, FolderCacheStore } = await import(path.join(DIST, 'index.js'));
    const pool = new EnginePool(2);
    try {
      const store = new FolderCacheStore(cacheDir);
      let stats: { crossFile: { rerun: number; reused: number } } | undefined;
      const cache = { store, scope: 'parallel', onStats: (s: typeof stats) => (stats = s) };
      const files = appFiles('realapp35');
      // Twenty roots or more: the cache's pass sends them to the workers (MIN_ROOTS_IN_POOL).
      expect(files.filter((f) => f.path.endsWith('.js')).length).toBeGreaterThanOrEqual(20);
      const first = await analyzeFiles(files, { parallel: 2, pool, secrets: false, cache });
      expect(comparable(first)).toEqual(comparable(await analyzeFiles(files, { parallel: false, secrets: false })));
      const edited = files.map((f) => (f.path === 'routes/labs.js' ? { ...f, content: `${f.content}\nfunction added() { return 1; }\n` } : f));
      const rescan = await analyzeFiles(edited, { parallel: false, secrets: false, cache });
      expect(stats?.crossFile.rerun).toBeGreaterThan(0);
      expect(stats?.crossFile.reused).toBeGreaterThan(20);
      expect(comparable(rescan)).toEqual(comparable(await analyzeFiles(edited, { parallel: false, secrets: false })));
    } finally {
      await pool.close();
    }
  }, 180_000);
});
