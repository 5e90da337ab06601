import { describe, expect, it } from 'vitest';
import { constructorOf, instanceTemplate, receiverFor } from '../../../src/engine/analysis/instances.js';
import { harness } from './harness.js';

describe('analysis/instances', () => {
  it('the template holds field initialisers and what the constructor stores, built once per class', async () => {
    const h = await harness({ 'a.js': "class A {\n  kind = 'fixed';\n  constructor() { this.mode = 'm'; }\n}\n" });
    const m = h.module('a.js');
    const t = instanceTemplate(h.st, m.classes[0].qualified, m)!;
    expect(t.fields?.get('kind')?.const?.value).toBe('fixed');
    expect(t.fields?.get('mode')?.const?.value).toBe('m');
    expect(instanceTemplate(h.st, m.classes[0].qualified, m)).toBe(t);
  });

  it('finds the constructor whatever the language calls it', async () => {
    const h = await harness({
      'a.py': 'class P:\n    def __init__(self):\n        self.x = 1\n',
      'J.java': 'class J { J() {} void m() {} }\n',
    });
    expect(constructorOf(h.module('a.py').classes[0])?.name).toBe('__init__');
    expect(constructorOf(h.module('J.java').classes[0])?.name).toBe('J');
  });

  it('a method found through an interface runs on the implementation instance', async () => {
    const h = await harness({ 'S.java': 'interface S { String q(); }\nclass Impl implements S { String sql = "select 1"; public String q() { return sql; } }\n' });
    const m = h.module('S.java');
    const impl = m.classes.find((c) => c.name === 'Impl')!;
    const method = { fn: impl.methods.find((f) => f.name === 'q')!, module: m };
    const self = receiverFor(h.st, { types: ['S'] }, method);
    expect(self.fields?.get('sql')?.const?.value).toBe('select 1');
    const own = { types: [impl.qualified], fields: new Map() };
    expect(receiverFor(h.st, own, method)).toBe(own);
  });
});
