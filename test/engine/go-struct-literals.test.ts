/**
 * Go struct literals of another package's type (`store.OrderFilter{Customer: c}`) are lowered as a
 * construction, because the type may be a library's (`tls.Config{…}`). When the type is a struct of
 * the tree, the instance holds the literal's fields, so request data put in a field reaches the
 * query the other package builds from it; fields given constants or numbers stay clean. A chain of
 * fields through structs of other packages (`h.Orders.Store.DB`) keeps each field's declared type.
 */
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeFiles } from '../../src/engine/index.js';
import { readSourceTree } from '../helpers/source-tree.js';

const root = path.join(import.meta.dirname, 'go-struct-literals');

describe('Go struct literals of a type in another package of the tree', () => {
  it('keep the fields they are given, and fields reached through them keep their declared types', async () => {
    const result = await analyzeFiles(readSourceTree(root), { parallel: false, secrets: false });
    const found = result.findings.map((f) => `${f.ruleId} ${f.filePath}:${f.lineNumber}`).sort();
    expect(found).toEqual([
      // the line that formats the filter into the query (its build site; build-sites.ts)
      'go-sqli-tainted-query internal/store/orders.go:21',
      'go-sqli-tainted-query internal/store/orders.go:23',
      'go-sqli-tainted-query internal/store/orders.go:27',
      'go-sqli-tainted-query internal/web/orders.go:14',
      'go-sqli-tainted-query internal/web/orders.go:21',
      // h.Orders.Store.DB: each struct reached through a field has the type its struct declares.
      'go-sqli-tainted-query internal/web/reports.go:14',
    ]);
  });
});
