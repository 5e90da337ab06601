/**
 * A template's own reads of the request printed raw (template-request-reads.ts): Symfony's
 * `{{ app.request.query.get('x')|raw }}` in Twig, Flask's `{{ request.args.get('x')|safe }}` in
 * Jinja, Thymeleaf's `th:utext="${param.x}"` / `[(${param.x})]` under Spring (also in a view a handler returns
 * with nothing in its model), in a template the render call hands no request data to (test/engine/template-request-reads/<app>/).
 * The finding is at the template line only (the render call passes nothing tainted); an escaped
 * print, or a raw filter followed by an escaping one, is not reported.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { requestReadOffsets } from '../../src/engine/analysis/template-request-reads.js';
import { markedExpectations, readSourceTree } from '../helpers/source-tree.js';

const root = path.join(path.dirname(new URL(import.meta.url).pathname), 'template-request-reads');
const EXPECT_MARKER = /expect:\s*([a-z0-9,\s-]+?)\s*(?:-->|#\}|\*\/)?\s*$/;

describe('template request reads', () => {
  for (const app of fs.readdirSync(root).sort()) {
    it(`${app}: reports exactly the marked raw prints of request data`, async () => {
      const files = readSourceTree(path.join(root, app));
      const expected = markedExpectations(files, EXPECT_MARKER);
      expect(expected.length).toBeGreaterThan(1);
      const result = await analyzeFiles(files, { parallel: false, secrets: false });
      const xss = result.findings.filter((f) => f.category === 'xss');
      expect(xss.map((f) => `${f.filePath}:${f.lineNumber} ${f.ruleId}`).sort()).toEqual(expected);
      expect(result.diagnostics ?? []).toEqual([]);
    });
  }

  it('reads only the engine its request object belongs to', () => {
    expect(requestReadOffsets('twig', "{{ app.request.query.get('a')|raw }}")).toEqual([0]);
    expect(requestReadOffsets('jinja', "{{ app.request.query.get('a')|raw }}")).toEqual([]);
    expect(requestReadOffsets('nunjucks', "{{ request.args.get('a')|safe }}")).toEqual([]);
    expect(requestReadOffsets('jinja', "x {{ request.headers['X-Name']|safe }}")).toEqual([2]);
  });

  it('stays linear on long unclosed prints', () => {
    const text = '{{ app.request.query.get(' + "'a'".repeat(20000);
    const started = Date.now();
    expect(requestReadOffsets('twig', text)).toEqual([]);
    expect(Date.now() - started).toBeLessThan(1000);
  });
});
