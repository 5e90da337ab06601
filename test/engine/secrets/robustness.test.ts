import { describe, expect, it } from 'vitest';
import { scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';

/** Deterministic pseudo-random text built from fragments that exercise every reader. */
function randomText(seed: number, length: number): string {
  const fragments = ['password', '=', ':', '"', "'", '`', '\\n', '\n', '\r\n', '{', '}', '[', ']', '(', ')', ',', ';', '#', '//', '/*', '*/',
    '<password>', '</password>', '- name: DB_PASSWORD', 'value: ', '-----BEGIN RSA PRIVATE KEY-----', '-----END RSA PRIVATE KEY-----',
    'AKIA', 'ghp_', 'eyJ', 'postgres://u:', '@', 'secrets:', 'key', 'token', ' ', '\t', 'x', 'Q9', '$', '${', '%', 'é', '\u0000'];
  let x = seed;
  let out = '';
  while (out.length < length) {
    x = (x * 48271) % 2147483647;
    out += fragments[x % fragments.length];
  }
  return out;
}

describe('robustness', () => {
  // The assertion is that no call throws (an exception fails the test) and every finding is well formed.
  it('never throws, whatever the text and the file type', async () => {
    const paths = ['a.env', 'a.yaml', 'a.json', 'a.xml', 'a.properties', 'Dockerfile', 'a.sh', 'a.tf', 'a.ipynb', 'a.md', 'a.py', 'a.js', 'a.ts', 'A.java', 'a.go', 'a.txt', 'package-lock.json', 'test/a.py'];
    for (let seed = 1; seed <= 60; seed++) {
      const text = randomText(seed, 2000).replace(/\u0000/g, seed % 2 === 0 ? '' : '\u0000');
      for (const path of paths) {
        const sync = scanSecrets({ path, content: text });
        const parsed = await scanSecretsAsync({ path, content: Buffer.from(text) });
        for (const f of [...sync, ...parsed]) {
          expect(f.lineNumber).toBeGreaterThanOrEqual(1);
          expect(f.column).toBeGreaterThanOrEqual(1);
          expect(f.codeSnippet).toContain('****');
        }
      }
    }
  });

  it('skips binary content', () => {
    const token = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
    expect(scanSecrets({ path: 'a.bin', content: Buffer.from(`\u0000\u0001${token}`) })).toEqual([]);
    expect(scanSecrets({ path: 'a.txt', content: Buffer.from(`token ${token}`) })).toHaveLength(1);
  });
});
