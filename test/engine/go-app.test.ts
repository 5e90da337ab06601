/**
 * A small Go web service analysed end to end (test/engine/go-app): request data crosses
 * packages (a handler in internal/web calls a method of internal/store through a struct field
 * typed by an interface whose one implementation is in the tree),
 * constants cross files, and the safe look-alikes (bound SQL arguments, a number from Atoi,
 * html/template, a switch allowlist, argument lists) are not reported.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { readSourceTree } from '../helpers/source-tree.js';

const root = path.join(import.meta.dirname, 'go-app');

describe('a Go web service', () => {
  it('reports the injections that reach sinks across packages, and nothing on the safe look-alikes', async () => {
    const result = await analyzeFiles(readSourceTree(root), { parallel: false, secrets: false });
    const found = result.findings.map((f) => `${f.ruleId} ${f.filePath}:${f.lineNumber}`).sort();
    expect(found).toEqual([
      'go-command-injection internal/web/handlers.go:48',
      'go-sqli-tainted-query internal/store/users.go:24',
      'go-sqli-tainted-query internal/store/users.go:25',
      'go-sqli-tainted-query internal/web/handlers.go:20',
      'go-xss internal/web/handlers.go:22',
    ]);
    const sqli = result.findings.find((f) => f.ruleId === 'go-sqli-tainted-query' && f.filePath.startsWith('internal/web/'))!;
    // The SQL is built in the store package: the handler's finding's trace goes through it to the sink,
    // which is reported too (internal/store/users.go:25), as is the line that formats the query (24).
    expect(JSON.stringify(sqli.trace ?? sqli)).toContain('users.go');
    expect(result.diagnostics.filter((d) => d.code !== 'syntax-error')).toEqual([]);
  });
});
