/**
 * Stored (second-order) XSS, one small application per language (test/engine/stored-xss/<language>/):
 * a request writes a record, a later page reads it back from the database and prints it. Records
 * read back carry the `stored` source kind (rules/<family>/models/stored-data.yaml), which only the
 * `*-xss-stored` rules accept: a raw print (Jinja `|safe`, `{% autoescape false %}`, `echo`,
 * Thymeleaf `th:utext`, text/template, `template.HTML`, EJS `<%- %>`, a hand-built response) is
 * reported, its escaped look-alike beside it is not. A line that must be reported carries
 * `expect: <id>` in a comment; every other line must be reported by no stored rule, and the other
 * rules must not report the stored values (they take request data only).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { markedExpectations, readSourceTree } from '../helpers/source-tree.js';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'stored-xss');
const EXPECT_MARKER = /expect:\s*([a-z0-9,\s-]+?)\s*(?:-->|#\}|\*\/)?\s*$/;

describe('stored XSS across languages', () => {
  for (const language of fs.readdirSync(root).sort()) {
    it(`${language}: reports exactly the marked raw prints of stored values`, async () => {
      const files = readSourceTree(path.join(root, language));
      const expected = markedExpectations(files, EXPECT_MARKER);
      expect(expected.length).toBeGreaterThan(1);
      const result = await analyzeFiles(files, { parallel: false, secrets: false });
      const stored = result.findings.filter((f) => f.ruleId.endsWith('-xss-stored'));
      expect(stored.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`).sort()).toEqual(expected);
      // The request-data XSS rules do not take the stored kind: no XSS finding of theirs on a stored print.
      const reflected = result.findings.filter((f) => f.category === 'xss' && !f.ruleId.endsWith('-xss-stored'));
      expect(reflected.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`)).toEqual([]);
      expect(result.diagnostics ?? []).toEqual([]);
    });
  }
});
