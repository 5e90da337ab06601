import { describe, expect, it } from 'vitest';
import type { Finding } from '../../../src/engine/findings.js';
import { loadSecretRules, maskSecret, scanSecrets, scanSecretsAsync } from '../../../src/engine/secrets/index.js';

/**
 * The secret a finding points at, cut from the text by its start and end positions. A key block
 * is reported from its opening line: its armour and header lines (`-----BEGIN …`, `Name: value`)
 * are not key material and are left out.
 */
function secretAt(text: string, f: Finding): string {
  const lines = text.split('\n');
  const offset = (line: number, column: number) => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  const cut = text.slice(offset(f.lineNumber, f.column), offset(f.endLineNumber, f.endColumn));
  if (f.endLineNumber === f.lineNumber) return cut;
  return cut.split('\n').filter((l) => !/^-{4,5} ?(BEGIN|END) |^[\w-]+: /.test(l)).join('\n');
}

/** Every 8-character window of the secret past its visible prefix: none may appear anywhere in the finding. */
function leaks(finding: Finding, secret: string): string[] {
  const serialised = JSON.stringify(finding);
  const hidden = secret.slice(4).replace(/\\n/g, '\n');
  const windows: string[] = [];
  for (const part of hidden.split(/\s+/)) {
    for (let i = 0; i + 8 <= part.length; i += 4) windows.push(part.slice(i, i + 8));
  }
  return windows.filter((w) => serialised.includes(w) || serialised.includes(JSON.stringify(w).slice(1, -1)));
}

describe('masking', () => {
  it('shows the first four characters of a long secret and fewer of a short one', () => {
    expect(maskSecret('ghp_abcdefghijklmnop')).toBe('ghp_****');
    expect(maskSecret('hunter2!X')).toBe('hun****');
  });

  it('no finding of any rule sample contains its secret in any field', () => {
    const rules = loadSecretRules();
    let checked = 0;
    for (const rule of [...rules.providers, rules.generic]) {
      for (const sample of rule.samples.truePositives) {
        const text = typeof sample === 'string' ? sample : sample.text;
        const path = typeof sample === 'string' ? 'sample.txt' : sample.path;
        for (const finding of scanSecrets({ path, content: text })) {
          const secret = secretAt(text, finding);
          expect(secret.length, `${rule.id} points at its secret`).toBeGreaterThanOrEqual(8);
          expect(leaks(finding, secret), `${rule.id} leaks its secret`).toEqual([]);
          expect(finding.codeSnippet).toContain('****');
          checked++;
        }
      }
    }
    expect(checked).toBeGreaterThan(60);
  });

  it('masks both halves of an AWS key pair and raises a critical finding at each', () => {
    const keyId = 'AKIAQ3EGRTLZ7N2XWV5M';
    const secret = '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';
    const text = `[default]\naws_access_key_id = ${keyId}\naws_secret_access_key = ${secret}\n`;
    const findings = scanSecrets({ path: '.aws/credentials', content: text });
    expect(findings.map((f) => [f.ruleId, f.severity, f.lineNumber, f.column])).toEqual([
      ['aws-access-key-id', 'critical', 2, 21],
      ['aws-access-key-id', 'critical', 3, 25],
    ]);
    expect(findings[1].title).toBe('AWS secret access key');
    expect(findings[1].message).toContain('line 2');
    expect(findings[0].fingerprint).not.toBe(findings[1].fingerprint);
    // Both on one line (a credentials CSV): each finding masks the other's secret too.
    const csv = scanSecrets({ path: 'creds.csv', content: `user,key,secret\nci,${keyId},${secret}\n` });
    expect(csv.map((f) => f.lineNumber)).toEqual([2, 2]);
    expect(JSON.stringify(csv)).not.toContain(secret.slice(4, 20));
    expect(JSON.stringify(csv)).not.toContain(keyId.slice(4));
    const serialised = JSON.stringify(findings);
    expect(serialised).not.toContain(keyId);
    expect(serialised).not.toContain(secret);
    expect(serialised).not.toContain(secret.slice(4, 20));
    expect(findings[0].title).toContain('AWS');
    expect(findings[0].remediation).toMatch(/revoke/i);
    expect(findings[0].remediation).toMatch(/rotate/i);
  });

  it('points at the exact line and column and keeps the fingerprint when lines move', async () => {
    const token = 'glpat-' + 'Zq8xW2vN4mK7pL9rT3yB';
    const a = await scanSecretsAsync({ path: 'ci/deploy.py', content: `import os\nTOKEN = "${token}"\n` });
    const b = await scanSecretsAsync({ path: 'ci/deploy.py', content: `import os\n\n\n# moved\nTOKEN = "${token}"\n` });
    expect([a[0].lineNumber, a[0].column, a[0].endColumn]).toEqual([2, 10, 10 + token.length]);
    expect(b[0].lineNumber).toBe(5);
    expect(a[0].fingerprint).toBe(b[0].fingerprint);
    expect(a[0].codeSnippet).toBe('TOKEN = "glpa****"');
    const other = await scanSecretsAsync({ path: 'ci/other.py', content: `TOKEN = "${token}"\n` });
    expect(other[0].fingerprint).not.toBe(a[0].fingerprint);
    const twice = await scanSecretsAsync({ path: 'ci/deploy.py', content: `A = "${token}"\nB = "${token}"\n` });
    expect(new Set(twice.map((f) => f.fingerprint)).size).toBe(2);
  });

  it('keeps a minified line short in the snippet', () => {
    const token = 'npm_' + 'Ab3De5Fg7Hj9Kl1Mn3Pq5Rs7Tu9Vw1Xy3Za5';
    const line = 'x'.repeat(5000) + `;var t="${token}";` + 'y'.repeat(5000);
    const [finding] = scanSecrets({ path: 'dist/app.js', content: line });
    expect(finding.codeSnippet.length).toBeLessThan(200);
    expect(finding.codeSnippet).toContain('npm_****');
  });
});

describe('allowlists', () => {
  const token = 'ghp_' + 'aB3dE5fG7hJ9kL1mN3pQ5rS7tU9vW1xY3zA5';
  const file = { path: 'docs/setup/README.md', content: `export GITHUB_TOKEN=${token}\n` };
  it('skips paths that match a glob', () => {
    expect(scanSecrets(file)).toHaveLength(1);
    expect(scanSecrets(file, { allowlist: { paths: ['docs/**'] } })).toHaveLength(0);
    expect(scanSecrets(file, { allowlist: { paths: ['src/**'] } })).toHaveLength(1);
  });
  it('drops candidates whose value or line matches a pattern', () => {
    expect(scanSecrets(file, { allowlist: { patterns: ['^ghp_aB3d'] } })).toHaveLength(0);
    expect(scanSecrets(file, { allowlist: { patterns: ['GITHUB_TOKEN='] } })).toHaveLength(0);
    expect(scanSecrets(file, { allowlist: { patterns: ['^nothing$'] } })).toHaveLength(1);
  });
});
