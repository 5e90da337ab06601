import { describe, expect, it } from 'vitest';
import { containerOp, elementsOf, isConstantCollection, keyOf, keysOf, readByConstantKeys, storeField } from '../../../src/engine/analysis/containers.js';
import { Env } from '../../../src/engine/analysis/env.js';
import { constant, hasTaint, tainted, UNKNOWN, type AbsValue } from '../../../src/engine/analysis/values.js';
import type { Expr } from '../../../src/engine/ir/types.js';
import { remote } from './harness.js';

const loc = { line: 1, column: 1, endLine: 1, endColumn: 2, startIndex: 0, endIndex: 1 };
const call = (object: string): Extract<Expr, { kind: 'call' }> => ({ kind: 'call', callee: { kind: 'member', object: { kind: 'name', name: object, loc }, property: 'op', loc }, args: [], loc });
const list = (...items: AbsValue[]): AbsValue => ({ fields: new Map(items.map((v, i) => [String(i), v])) });

describe('analysis/containers', () => {
  it('iterating yields every element and the container taint; keys only when the key set is closed', () => {
    expect(elementsOf({ fields: new Map([['a', constant('x')]]), anyField: constant('y') }).consts).toEqual(['x', 'y']);
    expect(hasTaint(elementsOf({ fields: new Map([['a', constant('x')]]), taints: [remote()] }))).toBe(true);
    expect(keysOf({ fields: new Map([['k1', UNKNOWN], ['k2', UNKNOWN]]) }).consts).toEqual(['k1', 'k2']);
    expect(keysOf({ fields: new Map([['k1', UNKNOWN]]), open: true })).toBe(UNKNOWN);
    expect(keyOf(constant(3))).toBe('3');
    expect(keyOf(constant(null))).toBeUndefined();
  });

  it('a constant collection is closed, untainted and all constants', () => {
    expect(isConstantCollection(list(constant('a'), constant('b')))).toBe(true);
    expect(isConstantCollection({ ...list(constant('a')), open: true })).toBe(false);
    expect(isConstantCollection(list(constant('a'), tainted([remote()])))).toBe(false);
    expect(isConstantCollection(list())).toBe(false);
  });

  it('a closed object read by one of several constant keys gives the join of those entries, only if it lists them all', () => {
    const table: AbsValue = { fields: new Map([['<', constant('&lt;')], ['"', constant('&quot;')], ['&', constant('&amp;')]]) };
    expect(readByConstantKeys(table, { consts: ['<', '"'] })?.consts).toEqual(['&lt;', '&quot;']);
    expect(readByConstantKeys(table, { consts: ['<', "'"] })).toBeUndefined();
    expect(readByConstantKeys({ ...table, open: true }, { consts: ['<', '"'] })).toBeUndefined();
    expect(readByConstantKeys({ ...table, anyField: constant('<b>') }, { consts: ['<', '"'] })).toBeUndefined();
    expect(readByConstantKeys(table, { consts: ['<', '"'], taints: [remote()] })).toBeUndefined();
    expect(readByConstantKeys(table, constant('<'))).toBeUndefined();
  });

  it('storing into the shared unknown value gives the variable a fresh object instead of mutating it', () => {
    const env = new Env(undefined);
    storeField(UNKNOWN, 'k', constant(1), { kind: 'name', name: 'o', loc }, env);
    expect(UNKNOWN.fields).toBeUndefined();
    expect(env.vars.get('o')?.fields?.get('k')).toEqual(constant(1));
    const obj: AbsValue = {};
    storeField(obj, undefined, constant(2), undefined, env);
    expect(obj.open).toBe(true);
    expect(obj.anyField).toEqual(constant(2));
  });

  it('put, get with default, add and remove behave like maps and lists', () => {
    const env = new Env(undefined);
    const map: AbsValue = { fields: new Map() };
    containerOp('put', { key: 0, value: 1 }, map, [constant('a'), constant('A')], call('m'), env);
    expect(containerOp('get', { key: 0 }, map, [constant('a')], call('m'), env)).toEqual(constant('A'));
    // A closed map without the key gives the default, not unknown.
    expect(containerOp('get', { key: 0, default: 1 }, map, [constant('b'), constant('dflt')], call('m'), env)).toEqual(constant('dflt'));
    const l = list(constant('a'), constant('b'), constant('c'));
    containerOp('add', { value: 0 }, l, [constant('d')], call('l'), env);
    expect(l.fields?.get('3')).toEqual(constant('d'));
    expect(containerOp('remove', { key: 0 }, l, [constant(1)], call('l'), env)).toEqual(constant('b'));
    expect([...l.fields!.values()].map((v) => v.const?.value)).toEqual(['a', 'c', 'd']);
  });

  it('adds at the first end, reads and takes either end (Deque push/peek/pop, Stack peek)', () => {
    const env = new Env(undefined);
    const input = tainted([remote()]);
    const d = list(constant('a'));
    containerOp('add', { value: 0, at: 'first' }, d, [input], call('d'), env);
    expect(containerOp('get', { at: 'last' }, d, [], call('d'), env)).toEqual(constant('a'));
    expect(containerOp('get', { at: 'first' }, d, [], call('d'), env)).toBe(input);
    expect(containerOp('remove', { at: 'first' }, d, [], call('d'), env)).toBe(input);
    expect([...d.fields!.values()].map((v) => v.const?.value)).toEqual(['a']);
    // An open list (unknown size) answers with every element it may hold.
    expect(hasTaint(containerOp('get', { at: 'first' }, { fields: new Map([['0', constant('a')]]), anyField: input, open: true }, [], call('d'), env))).toBe(true);
  });

  it('copies a list in order and any other container as elements at unknown positions (iterator, values)', () => {
    const env = new Env(undefined);
    const input = tainted([remote()]);
    const l = list(constant('a'), input);
    const it = containerOp('copy', {}, l, [], call('l'), env);
    expect(containerOp('remove', { at: 'first' }, it, [], call('it'), env)).toEqual(constant('a'));
    expect(containerOp('remove', { at: 'first' }, it, [], call('it'), env)).toBe(input);
    // The list itself is untouched.
    expect(l.fields!.size).toBe(2);
    const values = containerOp('copy', {}, { fields: new Map([['k', input]]) }, [], call('m'), env);
    expect(hasTaint(containerOp('remove', { at: 'first' }, values, [], call('v'), env))).toBe(true);
    expect(containerOp('copy', {}, UNKNOWN, [], call('u'), env)).toBe(UNKNOWN);
  });

  it('removes an element by equality: the same constant or the very value stored; an index when the argument is a number', () => {
    const env = new Env(undefined);
    const input = tainted([remote()]);
    const row = { key: 0, value: 0, at: 'first' as const };
    const a = list(input, constant('b'));
    containerOp('remove', row, a, [input], call('a'), env);
    expect([...a.fields!.values()]).toEqual([constant('b')]);
    const b = list(constant('x'), input);
    containerOp('remove', row, b, [constant('x')], call('b'), env);
    expect(b.fields!.get('0')).toBe(input);
    const c = list(constant('x'), input, constant('y'));
    containerOp('remove', row, c, [constant(0)], call('c'), env);
    expect(c.fields!.get('0')).toBe(input);
    // Another input may or may not equal "c": index 0 holds either "c" or the input afterwards.
    const d = list(constant('c'), input);
    containerOp('remove', row, d, [tainted([remote()])], call('d'), env);
    expect(hasTaint(d.fields!.get('0')!)).toBe(true);
    expect(d.open).toBe(true);
    // A constant no element equals removes nothing.
    const e = list(constant('p'), input);
    containerOp('remove', row, e, [constant('q')], call('e'), env);
    expect(e.fields!.get('0')).toEqual(constant('p'));
    expect(e.fields!.get('1')).toBe(input);
  });
});
