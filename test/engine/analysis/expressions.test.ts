import { describe, expect, it } from 'vitest';
import { fold } from '../../../src/engine/analysis/constant-folds.js';
import { evalExpr } from '../../../src/engine/analysis/expressions.js';
import { hasTaint, tainted } from '../../../src/engine/analysis/values.js';
import { harness, remote, topExpr } from './harness.js';

describe('analysis/expressions', () => {
  it('folds constants through concatenation, templates, arithmetic, comparisons and conditionals', async () => {
    const h = await harness({
      'a.js': "const a = 'x' + 1;\nconst b = `${a}-y`;\nconst c = 2 * 3 - 1;\nconst d = a === 'x1' ? 'yes' : 'no';\nconst e = null ?? 'fallback';\nconst f = !'';\n",
    });
    expect(h.value('a.js', 'a')?.const?.value).toBe('x1');
    expect(h.value('a.js', 'b')?.const?.value).toBe('x1-y');
    expect(h.value('a.js', 'c')?.const?.value).toBe(5);
    expect(h.value('a.js', 'd')?.const?.value).toBe('yes');
    expect(h.value('a.js', 'e')?.const?.value).toBe('fallback');
    expect(h.value('a.js', 'f')?.const?.value).toBe(true);
    expect(fold('ne', 1, 2)).toBe(true);
    expect(fold('lt', 'a', 1)).toBeUndefined();
  });

  it('taint flows through string building but not through comparisons or arithmetic', async () => {
    const h = await harness({ 'a.js': "t + 'a';\nt === 'a';\nt * 2;\n`${t}`;\n" });
    const env = h.env('a.js');
    env.declare('t', tainted([remote()]));
    const m = h.module('a.js');
    const ev = (i: number) => evalExpr(h.st, topExpr(m, i), env, h.frame('a.js'));
    expect(hasTaint(ev(0))).toBe(true);
    expect(hasTaint(ev(1))).toBe(false);
    expect(hasTaint(ev(2))).toBe(false);
    expect(hasTaint(ev(3))).toBe(true);
  });

  it('object literals keep fields by key, spreads copy them, and members read them back', async () => {
    const h = await harness({ 'a.js': "const base = { k: 'v' };\nconst o = { ...base, n: 1, ['c' + 'd']: 2 };\nconst r = o.k;\nconst list = [1, ...base];\n" });
    const o = h.value('a.js', 'o')!;
    expect([...o.fields!.keys()]).toEqual(['k', 'n', 'cd']);
    expect(o.open).toBeFalsy();
    expect(h.value('a.js', 'r')?.const?.value).toBe('v');
    expect(h.value('a.js', 'list')?.open).toBe(true);
  });

  it('a member of a modelled source path is tainted and named', async () => {
    const h = await harness({ 'a.js': 'const arg = process.argv;\n' });
    const v = h.value('a.js', 'arg')!;
    expect(v.taints?.[0].kind).toBe('cli');
    expect(v.qname).toBe('process.argv');
  });
});
