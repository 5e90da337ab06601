import { describe, expect, it } from 'vitest';
import { queryObjectTaints } from '../../../src/engine/analysis/unresolved-calls.js';
import { dedupeTaints, tainted, type AbsValue, type Taint } from '../../../src/engine/analysis/values.js';

describe('analysis/unresolved-calls', () => {
  it('string taint under $where loses its nosql sanitizer and is told apart from the sanitized original', () => {
    // A route parameter: a string, clean for operator injection, not for code.
    const param: Taint = { kind: 'remote', steps: [{ filePath: 'a.js', line: 3, column: 5, message: 'source' }], sanitized: ['nosql'] };
    const text: AbsValue = tainted([param], { types: ['string'] });
    // The original's de-duplication key is computed before the query object is read.
    expect(dedupeTaints([param, { ...param }])).toHaveLength(1);
    const query: AbsValue = { fields: new Map([['owner', { taints: [param] }], ['$where', text]]) };
    const taints = queryObjectTaints(query);
    expect(taints.map((t) => t.sanitized)).toEqual([['nosql'], []]);
    // Both reach a de-duplicated list: the unsanitized copy is not dropped as the original.
    expect(dedupeTaints(taints).map((t) => t.sanitized)).toEqual([['nosql'], []]);
  });
});
