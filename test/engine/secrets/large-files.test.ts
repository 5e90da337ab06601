/**
 * Files over the code-analysis limit are still scanned for secrets, in bounded chunks: a key on
 * the last line of a 50 MB text file is reported at its exact line, a chunked scan finds what a
 * whole-file scan finds (same positions and fingerprints, secrets across chunk boundaries
 * included), binary content is still skipped, and every such file is listed as skipped with why.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { analyzeFiles, scanDirectory } from '../../../src/engine/index.js';
import { MAX_SECRETS_SCAN_BYTES } from '../../../src/engine/files/skip.js';
import { toSarif } from '../../../src/engine/report/sarif.js';
import { formatText } from '../../../src/engine/report/text.js';
import { scanTextInChunks, SECRETS_CHUNK_CHARS } from '../../../src/engine/secrets/chunked-scan.js';
import { loadSecretRules } from '../../../src/engine/secrets/index.js';
import { scanText } from '../../../src/engine/secrets/scan-file.js';

const AWS_ID = 'AKIAZ3MHQ7RNX4PLV2TW';
const GITHUB = 'ghp_4kR9xQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uK';
const STRIPE = 'sk_live_51Hx9aQ2mW7vL1pZ8nB3cT6yH0jF5sD2aE9uKq4R';
const LOG_LINE = '2026-11-23T10:00:00Z INFO GET /api/items/42 status=200 duration_ms=12 user=alice\n';

/** About `bytes` of log lines, then `last` as the final line. */
function logFile(bytes: number, last: string): string {
  return LOG_LINE.repeat(Math.ceil(bytes / LOG_LINE.length)) + last;
}

const positions = (findings: { ruleId: string; lineNumber: number; column: number; endLineNumber: number; endColumn: number; fingerprint: string; codeSnippet: string }[]) =>
  findings.map((f) => ({ ruleId: f.ruleId, lineNumber: f.lineNumber, column: f.column, endLineNumber: f.endLineNumber, endColumn: f.endColumn, fingerprint: f.fingerprint, codeSnippet: f.codeSnippet }));

describe('secrets in large files', () => {
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

  it('reports a key on the last line of a 50 MB text file, and lists the file as skipped for code analysis', async () => {
    const text = logFile(50 * 1024 * 1024, `AWS_ACCESS_KEY_ID=${AWS_ID}\n`);
    const lastLine = text.split('\n').length - 1;
    const started = performance.now();
    const result = await analyzeFiles([{ path: 'logs/dump.log', content: Buffer.from(text) }], { parallel: false });
    const ms = performance.now() - started;
    expect(result.findings.map((f) => [f.ruleId, f.filePath, f.lineNumber, f.column])).toEqual([['aws-access-key-id', 'logs/dump.log', lastLine, 19]]);
    expect(result.findings[0]!.codeSnippet).not.toContain(AWS_ID);
    expect(result.skipped).toEqual([{ filePath: 'logs/dump.log', reason: 'too-large', detail: expect.stringMatching(/^\d+ bytes: over the 1 MiB limit of code analysis; scanned for secrets only$/) }]);
    expect(ms).toBeLessThan(60_000);
  }, 120_000);

  it('finds in chunks exactly what a whole-file scan finds, across chunk boundaries and in one long line', () => {
    const rules = loadSecretRules();
    const pem = `-----BEGIN RSA PRIVATE KEY-----\n${'MIIEowIBAAKCAQEA7bq2aX9kZc3m1pQ8vN4rT6yW0jF5sD2aE9uKq4R7xLmB3nC8\n'.repeat(25)}-----END RSA PRIVATE KEY-----\n`;
    const filler = (chars: number) => LOG_LINE.repeat(Math.ceil(chars / LOG_LINE.length));
    // Secrets right before, across and after the first chunk boundaries, the same key twice (occurrences), a PEM block across a boundary.
    const text = [
      filler(SECRETS_CHUNK_CHARS - 200), `TOKEN = "${GITHUB}"\n`, pem,
      filler(SECRETS_CHUNK_CHARS - pem.length - 2000), pem, `STRIPE_KEY=${STRIPE}\n`,
      filler(SECRETS_CHUNK_CHARS), `TOKEN = "${GITHUB}"\n`,
      // One line longer than a chunk, with a key at its end: columns count from the line's start.
      `x=${'a '.repeat(SECRETS_CHUNK_CHARS)} key=${AWS_ID}\n`, `AWS_ACCESS_KEY_ID=${AWS_ID}\n`,
    ].join('');
    expect(text.length).toBeGreaterThan(4 * SECRETS_CHUNK_CHARS);
    const whole = positions(scanText(text, 'big.txt', rules));
    const chunked = positions(scanTextInChunks(text, 'big.txt', rules));
    expect(whole.map((f) => f.ruleId).sort()).toEqual(['aws-access-key-id', 'aws-access-key-id', 'github-token', 'github-token', 'private-key-rsa', 'private-key-rsa', 'stripe-secret-key'].sort());
    expect(chunked).toEqual(whole);
  });

  it('skips binary content, and files over the secrets-scan limit with the reason', async () => {
    const binary = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0]), Buffer.from(logFile(2 * 1024 * 1024, `AWS_ACCESS_KEY_ID=${AWS_ID}\n`))]);
    const huge = Buffer.alloc(MAX_SECRETS_SCAN_BYTES + 1, 'a');
    const result = await analyzeFiles([{ path: 'data.txt', content: binary }, { path: 'huge.txt', content: huge }], { parallel: false });
    expect(result.findings).toEqual([]);
    expect(result.skipped).toEqual([
      { filePath: 'data.txt', reason: 'binary' },
      { filePath: 'huge.txt', reason: 'too-large', detail: `${MAX_SECRETS_SCAN_BYTES + 1} bytes: over the 64 MiB limit of secrets scanning; not scanned` },
    ]);
  });

  it('vigil scan reads large files for secrets and its text report lists each skipped file with the reason', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-large-'));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, 'dump.sql'), logFile(3 * 1024 * 1024, `-- password: ${STRIPE}\n`));
    fs.writeFileSync(path.join(dir, 'yarn.lock'), '# lock\n');
    fs.writeFileSync(path.join(dir, 'app.js'), 'export const x = 1;\n');
    const result = await scanDirectory(dir, { parallel: false });
    expect(result.findings.map((f) => [f.filePath, f.ruleId])).toEqual([['dump.sql', 'stripe-secret-key']]);
    const sarif = toSarif(result) as { runs: { invocations: { toolExecutionNotifications: { message: { text: string }; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] }[] }[] }[] };
    expect(sarif.runs[0]!.invocations[0]!.toolExecutionNotifications.map((n) => [n.locations[0]!.physicalLocation.artifactLocation.uri, n.message.text])).toEqual([
      ['yarn.lock', 'not analysed: lockfile'],
      ['dump.sql', expect.stringMatching(/^not analysed: too-large \(\d+ bytes: over the 1 MiB limit of code analysis; scanned for secrets only\)$/)],
    ]);
    const report = formatText(result);
    expect(report).toMatch(/Skipped files:\n {2}dump\.sql {2}too-large \(\d+ bytes: over the 1 MiB limit of code analysis; scanned for secrets only\)\n {2}yarn\.lock {2}lockfile\n/);
  });
});
