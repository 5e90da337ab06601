/**
 * JavaScript's `Object.keys(o)`, `Object.values(o)` and `Object.entries(o)` of an object whose
 * fields are all known (a literal, not widened by a computed write): an array of its keys, of its
 * values or of `[key, value]` pairs, in property order, each element keeping its own taint. Then
 * `Object.values({ a: 'x', b: req.query.q })[0]` is the constant and `[1]` the request data,
 * instead of every element holding everything the object held. The way back, `new Map(pairs)` of
 * `[key, value]` pairs with constant keys, is a map holding each value under its key.
 */
import { constant, hasTaint, isConst, type AbsValue } from './values.js';

const VIEWS = new Set(['Object.keys', 'Object.values', 'Object.entries']);

const array = (items: AbsValue[]): AbsValue => ({ types: ['Array'], fields: new Map(items.map((v, i) => [String(i), v])) });

export function objectView(qname: string | undefined, args: readonly AbsValue[]): AbsValue | undefined {
  if (qname === 'Map' && args.length === 1) return mapOfPairs(args[0]);
  if (!qname || !VIEWS.has(qname) || args.length !== 1) return undefined;
  const o = args[0];
  if (!o.fields || o.open || o.anyField || hasTaint(o) || !o.types?.includes('Object')) return undefined;
  const entries = [...o.fields];
  // Integer-like keys come first in ascending order, whatever order they were written in: leave those.
  if (entries.some(([k]) => /^\d+$/.test(k))) return undefined;
  if (qname === 'Object.keys') return array(entries.map(([k]) => constant(k)));
  if (qname === 'Object.values') return array(entries.map(([, v]) => v));
  return array(entries.map(([k, v]) => array([constant(k), v])));
}

/** `new Map([['a', x], ['b', 'safe']])`: every pair known, with a constant text key. */
function mapOfPairs(list: AbsValue): AbsValue | undefined {
  if (!list.fields?.size || list.open || list.anyField || hasTaint(list)) return undefined;
  const fields = new Map<string, AbsValue>();
  for (let i = 0; i < list.fields.size; i++) {
    const pair = list.fields.get(String(i));
    const key = pair?.fields?.get('0');
    const value = pair?.fields?.get('1');
    if (!pair || pair.open || pair.anyField || hasTaint(pair) || !value || !isConst(key) || typeof key.const.value !== 'string') return undefined;
    fields.set(key.const.value, value);
  }
  return { types: ['Map'], fields };
}
