/**
 * Worker threads of the engine pool (src/engine/parallel/pool.ts) are handed the secrets rule pack
 * the main thread built: a worker so started never imports the rule loader (its validators cost
 * each worker about 240 ms CPU), and a scan through workers finds exactly what one in this thread
 * finds. Workers cannot load the .ts sources, so this runs the build (dist/).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildCli } from '../e2e/harness.js';

const DIST = path.resolve(import.meta.dirname, '../../dist/engine');

beforeAll(buildCli, 180_000);

const FILES = [
  { path: 'src/app.js', content: `const express = require('express');\nconst app = express();\nconst token = 'ghp_1a2B3c4D5e6F7g8H9i0J1k2L3m4N5o6P7q8R';\napp.get('/u', (req, res) => res.send(req.query.name));\n` },
  { path: 'settings.py', content: `DATABASE_PASSWORD = "kR7#vQ2!mZ9@xL4$"\nSTRIPE_KEY = "sk_live_4eC39HqLyjWDarjtT1zdp7dc"\n` },
  { path: 'deploy/.env', content: 'API_SECRET=Zq8vN3kLmP2xR7tY5wB9\nDEBUG=true\n' },
  { path: 'config/keys.txt', content: 'aws_secret_access_key = "wJalrXUtnFEMI/K7MDENG/bPxRfiCYzq8x3kLmNp"\n' },
  { path: 'test/fixtures/sample.js', content: `const key = 'ghp_9z8Y7x6W5v4U3t2S1r0Q9p8O7n6M5l4K3j2I';\n` },
];

/** Runs `code` (an ES module) in a worker thread started the way the pool starts one, and returns what it posts. */
function inWorker(code: string, workerData: unknown): Promise<unknown> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(code)}`), { workerData });
    worker.once('message', (message) => {
      void worker.terminate();
      resolve(message);
    });
    worker.once('error', reject);
  });
}

describe('engine workers and the secrets rule pack', () => {
  it('find through workers exactly what this thread finds', async () => {
    const { analyzeFiles } = await import(path.join(DIST, 'index.js'));
    const inThread = await analyzeFiles(FILES, { parallel: false });
    const throughWorkers = await analyzeFiles(FILES, { parallel: 2 });
    const ruleIds = new Set(inThread.findings.filter((f: { category: string }) => f.category === 'hardcoded-secrets').map((f: { ruleId: string }) => f.ruleId));
    expect([...ruleIds].sort()).toEqual(['generic-secret', 'github-token', 'stripe-secret-key']);
    expect(throughWorkers.findings).toEqual(inThread.findings);
    expect(throughWorkers.diagnostics).toEqual(inThread.diagnostics);
    const noSecrets = await analyzeFiles(FILES, { parallel: 2, secrets: false });
    expect(noSecrets.findings).toEqual((await analyzeFiles(FILES, { parallel: false, secrets: false })).findings);
  });

  it('use the pack handed to them without importing the rule loader', async () => {
    const { loadSecretRules, scanSecrets } = await import(path.join(DIST, 'secrets/index.js'));
    const pack = loadSecretRules();
    const otherDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-worker-rules-'));
    try {
      const code = `
        import { parentPort, workerData } from 'node:worker_threads';
        const { loadSecretRules, scanSecrets } = await import(${JSON.stringify(pathToFileURL(path.join(DIST, 'secrets/index.js')).href)});
        let loader = 'imported';
        try { loadSecretRules(workerData.otherDir); } catch (error) { loader = error.message; }
        parentPort.postMessage({ loader, findings: workerData.files.map((f) => scanSecrets(f)) });
      `;
      const handed = (await inWorker(code, { secretRules: pack, otherDir, files: FILES })) as { loader: string; findings: unknown[] };
      expect(handed.loader).toMatch(/no rule loader/);
      expect(handed.findings).toEqual(FILES.map((f) => scanSecrets(f)));
      // Without a pack, a thread loads its own (and has the loader).
      const own = (await inWorker(code, { otherDir, files: FILES })) as { loader: string; findings: unknown[] };
      expect(own.loader).not.toMatch(/no rule loader/);
      expect(own.findings).toEqual(handed.findings);
    } finally {
      fs.rmSync(otherDir, { recursive: true, force: true });
    }
  });
});
