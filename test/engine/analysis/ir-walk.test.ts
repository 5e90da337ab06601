import { describe, expect, it } from 'vitest';
import { forEachCall, type CallExpr } from '../../../src/engine/analysis/ir-walk.js';
import type { ModuleIR } from '../../../src/engine/ir/types.js';

/** Just the parts forEachCall reads: the IR as plain data. */
function moduleOf(topLevel: unknown, functions: unknown[] = [], classes: unknown[] = []): ModuleIR {
  return { topLevel, functions, classes } as unknown as ModuleIR;
}

const call = (name: string, args: unknown[] = []) => ({ kind: 'call', callee: { kind: 'name', name }, args, loc: { line: 1 } });
const names = (calls: CallExpr[]) => calls.map((c) => (c as unknown as { callee: { name: string } }).callee.name);

describe('analysis/ir-walk forEachCall', () => {
  it('visits every call depth first in source order, a shared node once, and nothing under loc', () => {
    const shared = call('shared');
    const topLevel = { body: [call('a', [call('a1'), shared]), { kind: 'if', then: [call('b')], loc: call('hidden') }] };
    const found: CallExpr[] = [];
    forEachCall(moduleOf(topLevel, [{ body: [shared, call('c')] }], [{ methods: [{ body: [call('d')] }] }]), (c) => found.push(c));
    expect(names(found)).toEqual(['a', 'a1', 'shared', 'b', 'c', 'd']);
  });

  it('walks an IR far deeper than the call stack (a file the lowerer could only partly follow)', () => {
    // 200,000 levels: a recursive walk overflows the stack long before (a scan then failed with
    // "Maximum call stack size exceeded", at random, depending on whether V8 had optimised it).
    let node: unknown = call('deepest');
    for (let i = 0; i < 200_000; i++) node = i % 2 === 0 ? { kind: 'paren', expr: node } : [node];
    const found: CallExpr[] = [];
    forEachCall(moduleOf({ body: [node, call('after')] }), (c) => found.push(c));
    expect(names(found)).toEqual(['deepest', 'after']);
  });
});
