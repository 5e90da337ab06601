/**
 * A small PHP application (test/engine/php-apps/<app>/): pages with HTML around the code, a
 * namespaced helper file, a repository class with constructor promotion, `use function`, includes,
 * and safe look-alikes beside each vulnerable line. A line that must be reported carries
 * `expect: <id>` in a comment at its end; every other line must be reported by no rule.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import type { SourceFile } from '../../src/engine/findings.js';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'php-apps');

function filesOf(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (d: string): void => {
    for (const name of fs.readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.php')) out.push({ path: path.relative(dir, full), content: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

function expectations(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    String(f.content).split('\n').forEach((line: string, i: number) => {
      const m = /expect:\s*([a-z0-9,\s-]+?)\s*(-->)?$/.exec(line);
      if (m) for (const id of m[1].split(',').map((s) => s.trim()).filter(Boolean)) out.push(`${f.path}:${i + 1} ${id}`);
    });
  }
  return out.sort();
}

describe('PHP web applications', () => {
  for (const app of fs.readdirSync(root).sort()) {
    it(`${app}: reports exactly the marked lines`, async () => {
      const files = filesOf(path.join(root, app));
      expect(files.length).toBeGreaterThan(1);
      const result = await analyzeFiles(files, { parallel: false, secrets: false });
      const found = result.findings.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`).sort();
      expect(found).toEqual(expectations(files));
      expect(result.diagnostics ?? []).toEqual([]);
    });
  }
});
