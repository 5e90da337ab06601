/**
 * A repository's .vigil.yml cannot hang the service: a nested-quantifier allowlist pattern on a
 * long .env line and globs that backtrack in picomatch on a deep path leave the scan to complete
 * in seconds, and a pattern RE2 cannot run fails the scan with the entry named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { engines } from '../helpers/databases.js';
import { ScanHarness } from './scan-harness.js';

const SLACK = 'xoxb-050576313349-8486707303465-EAlqz9DLiyaREMCA8cRZoBXj';
const DEEP = Array.from({ length: 300 }, () => 'a').join('/');

describe.each(engines())('hostile .vigil.yml on %s', (engine) => {
  let harness: ScanHarness;

  beforeAll(async () => {
    harness = await ScanHarness.start(engine, (repo) => {
      const config = [
        'exclude: ["**/a*a*a*a*a*a*a*a*a*a*b", "a/**/a/**/a/**/a/**/a/**/b"]',
        'secrets:',
        '  allowlist:',
        "    patterns: ['^([A-Za-z0-9_=]+)+$']",
        '    paths: ["**/**/**/**/**/**/**/**/never"]',
      ].join('\n');
      // Thousands of class characters before the first one outside it: 2^n tries for a backtracking engine.
      repo.write('.vigil.yml', `${config}\n`).write('.env', `${'A'.repeat(20_000)}_TOKEN=${SLACK}\n`).write(`${DEEP}/c.js`, 'export const x = 1;\n');
      repo.commit('hostile configuration');
    });
  });
  afterAll(async () => harness?.stop());

  it('completes the scan with the hostile patterns, and still reports the token they do not cover', async () => {
    const started = Date.now();
    const scan = await harness.scan(60_000);
    expect(scan.status).toBe('completed');
    expect(Date.now() - started).toBeLessThan(30_000); // it used to hold the event loop for minutes
    expect((await harness.issues()).map((i) => [i.filePath, i.ruleId, i.status])).toEqual([['.env', 'slack-token', 'open']]);
  }, 90_000);

  it('fails the scan with the reason when an allowlist pattern needs lookbehind', async () => {
    harness.repo.write('.vigil.yml', "secrets:\n  allowlist:\n    patterns: ['(?<=TOKEN=)xoxb']\n").commit('lookbehind');
    const scan = await harness.scan(60_000);
    expect(scan.status).toBe('failed');
    expect(scan.failureReason).toMatch(/^Invalid repository configuration: \.vigil\.yml line 3, column \d+: secrets\.allowlist\.patterns: "\(\?<=TOKEN=\)xoxb" is not a valid regular expression/);
  }, 90_000);
});
