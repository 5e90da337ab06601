/**
 * Small multi-module Flask, Django and FastAPI applications (test/engine/python-apps/<app>/): views on blueprints and
 * on an application object handed to `init(app)`, helpers in other modules, safe look-alikes
 * beside each vulnerable view. A line that must be reported ends with `# expect: <id>[, <id>]`;
 * every other line must be reported by no rule, so a new false alarm fails the test.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import type { SourceFile } from '../../src/engine/findings.js';
import { markedExpectations, readSourceTree } from '../helpers/source-tree.js';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'python-apps');

const filesOf = (dir: string): SourceFile[] => readSourceTree(dir, (name) => name.endsWith('.py'));

/** `# expect: <id>[, <id>]` at the end of a line. */
const EXPECT_MARKER = /#\s*expect:\s*([a-z0-9,\s-]+)$/;
const expectations = (files: SourceFile[]): string[] => markedExpectations(files, EXPECT_MARKER);

describe('Python web applications (Flask, Django, FastAPI)', () => {
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
