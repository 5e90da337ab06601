/**
 * Every provider rule runs over text it does not control, so no rule may backtrack
 * catastrophically. Each rule gets long, unterminated inputs built from its own keywords and
 * the characters its pattern repeats (escaped newlines, whitespace, base64, headers). A rule that
 * backtracks exponentially never finishes here and the test's time limit fails it.
 */
import { describe, expect, it } from 'vitest';
import { loadSecretRules, scanSecrets } from '../../../src/engine/secrets/index.js';
import { seededRandom } from '../../helpers/seeded-random.js';

/** Seeded: every run draws the same values, so a failure reproduces. */
const random = seededRandom(6606);

const FILLERS = ['\\n', '\\r\\n', ' ', '\n', 'A', 'aB3+/', 'Proc-Type: 4,ENCRYPTED\n', '=', '-'];

describe('secret rules on adversarial input', () => {
  const rules = loadSecretRules();

  it('finish on long unterminated input for every rule and filler', { timeout: 60_000 }, () => {
    let scanned = 0;
    for (const rule of rules.providers) {
      for (const keyword of rule.keywords) {
        for (const filler of FILLERS) {
          const marker = keyword.includes('begin') ? keyword.toUpperCase().replace('BEGIN ', '-----BEGIN ') + '-----' : keyword;
          const content = `key = "${marker}${filler.repeat(4000)}"\n`;
          expect(() => scanSecrets({ path: 'config/settings.txt', content })).not.toThrow();
          scanned += 1;
        }
      }
    }
    expect(scanned).toBeGreaterThan(rules.providers.length * FILLERS.length - 1);
  });

  // A receiver name written `\w*wifi\w*` is quadratic on a long run of word characters: 256 KB of
  // `wifi` took minutes; bounded names take milliseconds. The limit is far above either.
  it('reads network-joining calls in linear time on a long run of word characters', { timeout: 60_000 }, () => {
    for (const run of ['wifi'.repeat(64_000), 'sta'.repeat(85_000)]) {
      const started = performance.now();
      scanSecrets({ path: 'firmware/main.ino', content: `void setup() {\n  net.begin(\n${run}.connec\n}\n` });
      expect(performance.now() - started).toBeLessThan(5_000);
    }
  });

  // Each key-taking call reads at most 2,000 characters of arguments (splitArguments), so unclosed calls stay linear.
  it('reads Go key-taking calls in linear time on many unclosed calls', { timeout: 60_000 }, () => {
    const content = `package web\n\nfunc f() {\n${'hmac.New(sha256.New, []byte("'.repeat(20_000)}\n}\n`;
    const started = performance.now();
    scanSecrets({ path: 'internal/web/keys.go', content });
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('still finds a private key whose body uses escaped newlines (the shape the pattern was simplified for)', () => {
    const body = (random.bytes(600).toString('base64').match(/.{1,64}/g) ?? []).join('\\n');
    const content = `KEY="-----BEGIN PRIVATE KEY-----\\n${body}\\n-----END PRIVATE KEY-----"\n`;
    const findings = scanSecrets({ path: 'deploy/.env', content });
    expect(findings.map((f) => f.ruleId)).toContain('private-key-pkcs8');
  });
});
