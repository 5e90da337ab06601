/**
 * A scan of a branch reads files over the code-analysis limit for secrets: a key on the last line
 * of a 50 MB text file in a real git repository becomes an open issue at its line, and the file
 * is not marked scanned (it was not fully analysed).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listBranchFiles } from '../../src/services/codebases.js';
import { engines } from '../helpers/databases.js';
import { ScanHarness } from './scan-harness.js';

const AWS_ID = 'AKIAZ3MHQ7RNX4PLV2TW';
const LOG_LINE = '2026-11-23T10:00:00Z INFO GET /api/items/42 status=200 duration_ms=12 user=alice\n';
const LINES = Math.ceil((50 * 1024 * 1024) / LOG_LINE.length);

describe.each(engines())('large files in a scanned branch on %s', (engine) => {
  let harness: ScanHarness;

  beforeAll(async () => {
    harness = await ScanHarness.start(engine, (repo) => {
      repo.write('backup/dump.log', `${LOG_LINE.repeat(LINES)}AWS_ACCESS_KEY_ID=${AWS_ID}\n`).write('src/app.js', 'export const x = 1;\n');
      repo.commit('a 50 MB dump');
    });
  }, 120_000);
  afterAll(async () => harness?.stop());

  it('reports the key on the last line of a 50 MB file as an issue, without marking the file scanned', async () => {
    const started = Date.now();
    const scan = await harness.scan(120_000);
    expect(scan.status).toBe('completed');
    // Reading the blob joined its chunks at every one (quadratic) and took over a minute alone.
    expect(Date.now() - started).toBeLessThan(60_000);
    const issues = await harness.issues();
    expect(issues.map((i) => [i.filePath, i.ruleId, i.lineNumber, i.status])).toEqual([['backup/dump.log', 'aws-access-key-id', LINES + 1, 'open']]);
    const files = await listBranchFiles(harness.db, harness.browser(), harness.projectId, harness.codebaseId, 'main');
    expect(files.find((f) => f.filePath === 'backup/dump.log')).toMatchObject({ isIndexed: false, isScanned: false });
    expect(files.find((f) => f.filePath === 'src/app.js')).toMatchObject({ isIndexed: true, isScanned: true });
  }, 180_000);
});
