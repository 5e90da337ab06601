/**
 * forEachNode (ir-walk.ts): every object once, parents before children in source order, `loc`s
 * skipped, and no stack overflow on a module nested far deeper than a recursive walk can follow.
 */
import { describe, expect, it } from 'vitest';
import { forEachCall, forEachNode } from '../../../src/engine/analysis/ir-walk.js';
import { lower } from '../lower/python-helpers.js';

describe('forEachNode', () => {
  it('visits parents before children, children in order, shared objects once, and skips loc', () => {
    const shared = { kind: 'shared' };
    const root = [{ kind: 'a', loc: { kind: 'loc-object' }, children: [{ kind: 'b', child: shared }, { kind: 'c' }] }, shared, { kind: 'd' }];
    const kinds: unknown[] = [];
    forEachNode(root, (node) => kinds.push(node.kind));
    expect(kinds).toEqual(['a', 'b', 'shared', 'c', 'd']);
  });

  it('walks a chain far deeper than the call stack allows a recursive walk to go', () => {
    let deepest: { kind: string; next?: unknown } = { kind: 'leaf' };
    for (let i = 0; i < 200_000; i++) deepest = { kind: 'link', next: deepest };
    let count = 0;
    forEachNode(deepest, () => count++);
    expect(count).toBe(200_001);
  });

  it('finds the calls of a lowered module in source order', async () => {
    const module = await lower('def f():\n    first(second(1))\n\nthird()\n');
    const names: string[] = [];
    forEachCall(module, (call) => names.push(call.callee.kind === 'name' ? call.callee.name : '?'));
    expect(names).toEqual(['first', 'second', 'third']);
  });

  it('gives every reader of a module the same calls, the very same nodes, in the same order', async () => {
    const module = await lower('x = a(b())\nif x:\n    c()\n');
    const first: unknown[] = [];
    const second: unknown[] = [];
    forEachCall(module, (call) => first.push(call));
    forEachCall(module, (call) => second.push(call));
    expect(first).toHaveLength(3);
    expect(second).toEqual(first);
    second.forEach((call, i) => expect(call).toBe(first[i]));
  });
});
