import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { scanSecretsAsync } from '../../../src/engine/secrets/index.js';

const corpus = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../bench/secrets/corpus');

function walk(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else out.push(full);
  }
  return out;
}

describe('the labelled corpus', () => {
  it('finds every labelled secret at its line and no finding carries the secret it points at', async () => {
    const { labels } = JSON.parse(fs.readFileSync(path.resolve(corpus, '../labels.json'), 'utf8')) as {
      labels: Record<string, Array<{ line: number; rule: string }>>;
    };
    let found = 0;
    let expected = 0;
    for (const full of walk(corpus)) {
      const rel = path.relative(corpus, full).split(path.sep).join('/');
      const text = fs.readFileSync(full, 'utf8');
      const findings = await scanSecretsAsync({ path: rel, content: text });
      const lines = text.split('\n');
      for (const f of findings) {
        // Cut the secret out of the text by the finding's own positions, then look for it in the finding.
        const offset = (line: number, column: number) => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
        const secret = text.slice(offset(f.lineNumber, f.column), offset(f.endLineNumber, f.endColumn));
        const serialised = JSON.stringify(f);
        for (const part of secret.replace(/\\n/g, '\n').split(/\s+/).filter((p) => p.length >= 8)) {
          expect(serialised.includes(part.slice(4)), `${rel}:${f.lineNumber} leaks`).toBe(false);
        }
      }
      for (const label of labels[rel] ?? []) {
        expected++;
        if (findings.some((f) => f.lineNumber === label.line && f.severity !== 'informative')) found++;
      }
    }
    expect(expected).toBeGreaterThan(200);
    expect(found / expected).toBeGreaterThanOrEqual(0.95);
  });
});
