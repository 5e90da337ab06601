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
import { markedExpectations, readSourceTree } from '../helpers/source-tree.js';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'php-apps');

const filesOf = (dir: string): SourceFile[] => readSourceTree(dir, (name) => name.endsWith('.php'));

/** `expect: <id>[, <id>]` at the end of a line, in a PHP comment or an HTML one. */
const EXPECT_MARKER = /expect:\s*([a-z0-9,\s-]+?)\s*(-->)?$/;
const expectations = (files: SourceFile[]): string[] => markedExpectations(files, EXPECT_MARKER);

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
