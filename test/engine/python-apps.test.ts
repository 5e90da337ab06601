/**
 * Small multi-module Flask applications (test/engine/python-apps/<app>/): views on blueprints and
 * on an application object handed to `init(app)`, helpers in other modules, safe look-alikes
 * beside each vulnerable view. A line that must be reported ends with `# expect: <id>[, <id>]`;
 * every other line must be reported by no rule, so a new false alarm fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import type { SourceFile } from '../../src/engine/findings.js';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'python-apps');

function filesOf(dir: string): SourceFile[] {
  const out: SourceFile[] = [];
  const walk = (d: string): void => {
    for (const name of fs.readdirSync(d).sort()) {
      const full = path.join(d, name);
      if (fs.statSync(full).isDirectory()) walk(full);
      else if (name.endsWith('.py')) out.push({ path: path.relative(dir, full), content: fs.readFileSync(full, 'utf8') });
    }
  };
  walk(dir);
  return out;
}

function expectations(files: SourceFile[]): string[] {
  const out: string[] = [];
  for (const f of files) {
    String(f.content).split('\n').forEach((line: string, i: number) => {
      const m = /#\s*expect:\s*([a-z0-9,\s-]+)$/.exec(line);
      if (m) for (const id of m[1].split(',').map((s) => s.trim()).filter(Boolean)) out.push(`${f.path}:${i + 1} ${id}`);
    });
  }
  return out.sort();
}

describe('Flask applications', () => {
  for (const app of fs.readdirSync(root).sort()) {
    it(app, async () => {
      const files = filesOf(path.join(root, app));
      const result = await analyzeFiles(files, { parallel: false, secrets: false });
      const reported = [...new Set(result.findings.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`))].sort();
      expect(result.diagnostics.filter((d) => d.message.startsWith('internal error'))).toEqual([]);
      expect(reported).toEqual(expectations(files));
    });
  }

  it('code injection findings carry CWE-94 and CWE-95', async () => {
    const files = filesOf(path.join(root, 'notes'));
    const result = await analyzeFiles(files, { parallel: false, secrets: false });
    const finding = result.findings.find((f) => f.ruleId === 'py-code-injection');
    expect(finding?.cwe).toBe('CWE-94');
    expect(finding?.cwes).toEqual(['CWE-94', 'CWE-95']);
  });
});
