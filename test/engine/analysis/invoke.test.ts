import { describe, expect, it } from 'vitest';
import { invoke } from '../../../src/engine/analysis/invoke.js';
import { constant } from '../../../src/engine/analysis/values.js';
import { harness } from './harness.js';

describe('analysis/invoke', () => {
  it('binds positional, default, rest and keyword parameters, and joins every return', async () => {
    const h = await harness({ 'a.py': "def f(a, b='dflt', *rest, **kw):\n    if a:\n        return b\n    return kw\n" });
    const m = h.module('a.py');
    const fn = m.functions.find((f) => f.name === 'f')!;
    const env = h.env('a.py');
    expect(invoke(h.st, fn, m, env, [constant(1)], {}, undefined).const?.value).toBe('dflt');
    const kw = invoke(h.st, fn, m, env, [constant(0), constant('x'), constant('r')], { k: constant('v') }, undefined);
    expect(kw.fields?.get('k')?.const?.value).toBe('v');
  });

  it('a function that never returns yields null; a declared parameter type is kept', async () => {
    const h = await harness({ 'A.java': 'class A { void f(String s) { Object o = s; } String g(String s) { return s; } }\n' });
    const m = h.module('A.java');
    const [f, g] = ['f', 'g'].map((n) => m.functions.find((x) => x.name === n)!);
    expect(invoke(h.st, f, m, undefined, [{}], {}, undefined).const?.value).toBeNull();
    expect(invoke(h.st, g, m, undefined, [{}], {}, undefined).types).toEqual(['java.lang.String']);
  });
});
