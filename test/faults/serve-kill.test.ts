/**
 * Fault: `vigil serve` (embedded queue, SQLite) killed with SIGKILL late in a scan (at 70–97 % of
 * its time: the end of the analysis and the reconciliation of ~1,500 issues), until three kills
 * (VIGIL_FAULT_KILLS) have cut a scan off, with a triage PATCH acknowledged just before each kill.
 * Each restart takes the scan up by itself; afterwards every scan is final, every acknowledged
 * PATCH is kept, and the unchanged repository's issues are neither duplicated nor closed.
 */
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestRepo } from '../git/git-fixture.js';
import { createTestDatabase, type TestDatabase } from '../helpers/databases.js';
import { buildCli, Client, sleep, startServe, type Server } from '../e2e/harness.js';
import { scanAttempts } from '../e2e/inspect.js';
import { makeFaultRepo, scanAndTriage, type Triaged } from './fixture.js';
import { checkInvariants } from './invariants.js';

/** Kills that must cut a scan off: three in CI, more through bench/faults/repeat.mjs. */
const KILLS = Number(process.env.VIGIL_FAULT_KILLS) || 3;

describe('fault: vigil serve killed late in a scan (analysis, reconciliation)', () => {
  let server: Server;
  let repo: TestRepo;
  let dataDir: string;
  let env: Record<string, string>;
  let key: string;
  let triaged: Triaged;
  let database: TestDatabase;
  const scanIds: string[] = [];

  beforeAll(async () => {
    await buildCli();
    database = await createTestDatabase('sqlite');
    dataDir = database.dataDir!;
    // No engine cache: a rescan of the unchanged repository would return at once, and the kills
    // must land in a scan's analysis and reconciliation.
    env = { VIGIL_DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '', VIGIL_SCAN_CONCURRENCY: '1', VIGIL_ENGINE_CACHE: '0' };
    repo = makeFaultRepo(150, true);
    const started = await startServe(env, { firstStart: true });
    server = started;
    key = started.key!;
    triaged = await scanAndTriage(new Client(server.url, key), env, started.projectId!, repo);
    scanIds.push(triaged.firstScanId);
  }, 240_000);

  afterAll(async () => {
    await server?.process.stop('SIGKILL');
    repo?.cleanup();
    await database?.drop();
  });

  it(`recovers from ${KILLS} kills late in a scan with every triage kept`, async () => {
    let client = new Client(server.url, key);
    const openBefore = (await client.allIssues({ codebaseId: triaged.codebaseId, branch: 'main', status: 'open' })).map((i) => i.id).sort();
    // On SQLite the scan's reconciliation holds the event loop, so the API cannot say when it
    // runs: the kill is timed instead, from a calibration scan, and counted only when the scan
    // needed a second attempt afterwards (it was cut off, not already complete).
    const calibrationStart = Date.now();
    const calibration = await client.waitForScan(await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' }));
    scanIds.push(calibration.id);
    const scanMs = Date.now() - calibrationStart;
    const fractions = Array.from({ length: KILLS * 3 }, (_, i) => [0.9, 0.8, 0.95, 0.85, 0.7, 0.97, 0.75, 0.92][i % 8]!);
    const hits: string[] = [];
    for (const fraction of fractions) {
      if (hits.length === KILLS) break;
      const scanId = await client.startScan({ codebaseId: triaged.codebaseId, branch: 'main' });
      const startedAt = Date.now();
      scanIds.push(scanId);
      // An acknowledged PATCH just before the kill: it must survive.
      const open = (await client.allIssues({ codebaseId: triaged.codebaseId, branch: 'main', status: 'open' })).filter((i) => !triaged.patches.some((p) => p.issueId === i.id));
      if (open[0]) {
        const patch = await client.call('PATCH', `/v1/issues/${open[0].id}`, { status: 'ignored', reason: `kept across a kill at ${fraction}` });
        expect(patch.status).toBe(200);
        triaged.patches.push({ issueId: open[0].id, status: 'ignored' });
      }
      await sleep(Math.max(0, startedAt + fraction * scanMs - Date.now()));
      await server.process.stop('SIGKILL');
      server = await startServe(env);
      client = new Client(server.url, key);
      const finished = await client.waitForScan(scanId, 90_000);
      expect(finished.status).toBe('completed');
      if ((await scanAttempts(database, dataDir, [scanId]))[0]! >= 2) hits.push(`${Math.round(fraction * 100)}%`);
    }
    expect(hits.length, `kills that cut a scan off: ${hits.join(', ')}`).toBe(KILLS);
    const outcome = await checkInvariants({ dialect: 'sqlite', file: path.join(dataDir, 'vigil.db') }, triaged.patches, scanIds);
    expect(outcome.failed).toEqual([]);
    // Nothing changed in the repository: every issue open before is open or ignored by a PATCH, none closed.
    const after = await client.allIssues({ codebaseId: triaged.codebaseId, branch: 'main' });
    for (const id of openBefore) {
      const issue = after.find((i) => i.id === id);
      expect(issue?.status, `issue ${id}`).toBe(triaged.patches.some((p) => p.issueId === id) ? 'ignored' : 'open');
    }
    console.log(`[faults serve] scan ${scanMs} ms; ${hits.length} kills cut a scan off at ${hits.join(', ')} of its time; ${outcome.completed} scans completed, 0 failed; ${openBefore.length} issues, ${triaged.patches.length} PATCHes kept`);
  }, 300_000);
});

