/**
 * Containers: values that hold other values by key (objects, dicts, maps, lists). Reading the
 * elements or keys of one, writing a field, and the modelled container operations (`put`, `get`,
 * `add`, `remove`) of the `containers` rows.
 */
import type { Expr } from '../ir/types.js';
import type { Env } from './env.js';
import { constant, hasTaint, isConst, join, joinAll, tainted, deepTaints, UNKNOWN, type AbsValue } from './values.js';

/** What iterating a value yields: every element it is known to hold, and its own taint. */
export function elementsOf(v: AbsValue): AbsValue {
  const parts: AbsValue[] = [];
  if (v.fields) parts.push(...v.fields.values());
  if (v.anyField) parts.push(v.anyField);
  if (hasTaint(v)) parts.push({ taints: v.taints });
  return parts.length ? joinAll(parts) : UNKNOWN;
}

/** A Python sequence type with its element type written: `list[X]`, `typing.List[X]`, `Iterable[X]`. */
const SEQUENCE_OF = /^(?:typing\.|collections\.abc\.)?(?:list|List|Sequence|Iterable|Iterator|set|Set|frozenset|FrozenSet)\[([\w.]+)\]$/;

/**
 * The element types a collection's declared type names (`list[werkzeug.datastructures.FileStorage]`
 * from a hint or a `types` row), so that a loop over it gives its elements that type.
 */
export function elementTypes(v: AbsValue): string[] {
  return (v.types ?? []).flatMap((t) => SEQUENCE_OF.exec(t)?.[1] ?? []);
}

/** What iterating the keys of a value yields: its constant keys when the set is closed. */
export function keysOf(v: AbsValue): AbsValue {
  if (v.fields && !v.open && !v.anyField) return joinAll([...v.fields.keys()].map((k) => constant(k)));
  return hasTaint(v) ? { taints: v.taints } : UNKNOWN;
}

/** A constant used as a key, as the string fields are stored under. */
export function keyOf(v: AbsValue): string | undefined {
  return isConst(v) && v.const.value !== null ? String(v.const.value) : undefined;
}

/**
 * A read of a closed object by a key that is one of a few constants (`ENTITIES[c]` with `c` one of
 * the characters a pattern matches): the join of those entries, when the object lists every one of
 * them (a missing key may be inherited, `constructor`, or absent); else undefined.
 */
export function readByConstantKeys(obj: AbsValue, key: AbsValue): AbsValue | undefined {
  if (key.const || !key.consts?.length || hasTaint(key) || !obj.fields || obj.open || obj.anyField || hasTaint(obj)) return undefined;
  const entries: AbsValue[] = [];
  for (const k of key.consts) {
    const entry = k === null ? undefined : obj.fields.get(String(k));
    if (!entry) return undefined;
    entries.push(entry);
  }
  return joinAll(entries);
}

/**
 * A closed, untainted collection of constants (an allowlist). A field may be one of several
 * constants: the join of allow-lists picked on different paths (`ALLOWED[kind]`, a loop over a
 * table's values) holds only constants too.
 */
export function isConstantCollection(v: AbsValue): boolean {
  if (!v.fields || v.open || v.anyField || hasTaint(v)) return false;
  for (const f of v.fields.values()) if (!isConst(f) && !(f.consts?.length && !f.fields && !f.anyField && !hasTaint(f))) return false;
  return v.fields.size > 0;
}

/** Fewer than 16 constants, none a single character (so not an alphabet tokens are spelt from). */
export function fewPhrases(obj: AbsValue): boolean {
  return isConstantCollection(obj) && obj.fields!.size < 16 && [...obj.fields!.values()].every((f) => String(f.const?.value).length > 1);
}

/** Writes a field into a container value; a value without fields gets some (it may hold more). */
export function storeField(obj: AbsValue, key: string | undefined, value: AbsValue, objectExpr: Expr | undefined, env: Env): void {
  if (Object.isFrozen(obj)) {
    // The shared unknown value: give the variable a fresh object of its own.
    if (objectExpr?.kind === 'name') {
      const fresh: AbsValue = { fields: new Map(), open: true };
      writeField(fresh, key, value);
      env.assign(objectExpr.name, fresh);
    }
    return;
  }
  if (!obj.fields) {
    obj.fields = new Map();
    obj.open = true;
  }
  writeField(obj, key, value);
}

function writeField(obj: AbsValue, key: string | undefined, value: AbsValue): void {
  if (key === undefined) obj.anyField = join(obj.anyField, value);
  else obj.fields!.set(key, value);
}

/** A modelled container operation on `receiver` (a `containers` row). */
export function containerOp(
  op: 'put' | 'get' | 'add' | 'remove' | 'copy' | 'entries',
  row: { key?: number; value?: number; default?: number; section?: number; rest?: boolean; insertAt?: number; at?: 'first' | 'last'; field?: string },
  receiver: AbsValue,
  args: AbsValue[],
  e: Extract<Expr, { kind: 'call' }>,
  env: Env,
): AbsValue {
  const objectExpr = e.callee.kind === 'member' ? e.callee.object : undefined;
  if (row.section !== undefined && (op === 'put' || op === 'get')) return sectionOp(op, { ...row, section: row.section }, receiver, args, objectExpr, env);
  const keyArg = row.key !== undefined ? args[row.key] : undefined;
  const key = row.field ?? (keyArg ? keyOf(keyArg) : undefined);
  switch (op) {
    case 'put': {
      const value = args[row.value ?? 1] ?? UNKNOWN;
      // Under a key that is not a known constant (`map.put(cookie.getName(), cookie.getValue())`) the
      // write may replace any entry already there: each keeps what it held or takes this value.
      if (key === undefined && receiver.fields && !Object.isFrozen(receiver)) {
        for (const [k, held] of receiver.fields) receiver.fields.set(k, join(held, value));
      }
      storeField(receiver, key, value, objectExpr, env);
      return UNKNOWN;
    }
    case 'add': {
      if (row.insertAt !== undefined && args.length > (row.value ?? 0) + 1) {
        insertInto(receiver, args[row.insertAt] ?? UNKNOWN, args[row.insertAt + 1] ?? UNKNOWN, objectExpr, env);
        return UNKNOWN;
      }
      const first = row.value ?? 0;
      if (row.at === 'first') {
        insertInto(receiver, constant(0), args[first] ?? UNKNOWN, objectExpr, env);
        return UNKNOWN;
      }
      const values = row.rest ? args.slice(first) : [args[first] ?? UNKNOWN];
      for (const value of values) {
        const length = receiver.fields ? [...receiver.fields.keys()].filter((k) => /^\d+$/.test(k)).length : 0;
        storeField(receiver, receiver.open ? undefined : String(length), value, objectExpr, env);
      }
      return UNKNOWN;
    }
    case 'get': {
      if (row.at && keyArg === undefined) return endOf(receiver, row.at);
      if (key !== undefined) {
        const v = receiver.fields?.get(key);
        if (v !== undefined) return v;
        const fallback = row.default !== undefined ? args[row.default] : undefined;
        if (receiver.fields && !receiver.open && !receiver.anyField && !hasTaint(receiver)) return fallback ?? constant(null);
        return join(join(receiver.anyField, hasTaint(receiver) ? { taints: receiver.taints } : undefined), fallback);
      }
      return tainted([...deepTaints(elementsOf(receiver)), ...(receiver.taints ?? [])]);
    }
    case 'copy':
      return copyOf(receiver);
    case 'entries':
      return entriesOf(receiver);
    case 'remove': {
      const valueArg = row.value !== undefined ? args[row.value] : undefined;
      if (valueArg !== undefined && !(key !== undefined && /^-?\d+$/.test(key))) return removeElement(receiver, valueArg);
      if (keyArg === undefined && row.at) return removeFrom(receiver, row.at === 'first' ? '0' : undefined);
      return removeFrom(receiver, key);
    }
  }
}

/** The numeric (list index) keys of a container, ascending. */
function indexes(v: AbsValue): number[] {
  return v.fields ? [...v.fields.keys()].filter((k) => /^\d+$/.test(k)).map(Number).sort((a, b) => a - b) : [];
}

/** A list whose every element is known by index: no unknown size, no writes under unknown keys. */
function closedList(v: AbsValue): boolean {
  return !!v.fields && !v.open && !v.anyField && !Object.isFrozen(v);
}

/**
 * `list.iterator()`, `map.values()`: a new container of the receiver's elements. A list known by
 * index keeps its order (so `it.next()` can take its head); anything else holds every element at
 * unknown positions.
 */
function copyOf(receiver: AbsValue): AbsValue {
  const own = hasTaint(receiver) ? { taints: receiver.taints } : {};
  if (closedList(receiver) && [...receiver.fields!.keys()].every((k) => /^\d+$/.test(k))) return { ...own, fields: new Map(receiver.fields) };
  const all = elementsOf(receiver);
  return all === UNKNOWN ? UNKNOWN : { ...own, fields: new Map(), anyField: all, open: true };
}

/**
 * `map.entrySet()`: a new container of the receiver's entries, each an object with a `key` field
 * (the constant key it was stored under) and a `value` field, so a loop over the entries reads each
 * value with its own taint (`get` rows with `field: value`) and a constant key stays clean.
 */
function entriesOf(receiver: AbsValue): AbsValue {
  const own = hasTaint(receiver) ? { taints: receiver.taints } : {};
  const entry = (k: AbsValue, v: AbsValue): AbsValue => ({ fields: new Map([['key', k], ['value', v]]) });
  const entries = [...(receiver.fields ?? [])].map(([k, v]) => entry(constant(k), v));
  if (receiver.anyField) entries.push(entry(UNKNOWN, receiver.anyField));
  if (!entries.length) return hasTaint(receiver) ? own : UNKNOWN;
  return { ...own, fields: new Map(), anyField: joinAll(entries), open: true };
}

/** `deque.peek()` / `peekLast()`: the element at one end of a list known by index, else any element. */
function endOf(receiver: AbsValue, at: 'first' | 'last'): AbsValue {
  const numeric = indexes(receiver);
  // A map (a PHP array with string keys) has ends by insertion order, not index: any element.
  if (!closedList(receiver) || numeric.length < receiver.fields!.size) return elementsOf(receiver);
  if (!numeric.length) return hasTaint(receiver) ? { taints: receiver.taints } : constant(null);
  const v = receiver.fields!.get(String(at === 'first' ? numeric[0] : numeric[numeric.length - 1]))!;
  return hasTaint(receiver) ? join(v, { taints: receiver.taints }) : v;
}

/**
 * Java `collection.remove(o)`: the first element equal to `o` goes, later ones move down. Equal
 * means the same constant, or the very value that was stored (`list.add(x); list.remove(x)`); an
 * element that may or may not equal `o` leaves each later index holding either of its two
 * candidates. Returns whether an element was removed: a boolean, no data.
 */
function removeElement(receiver: AbsValue, element: AbsValue): AbsValue {
  if (!closedList(receiver)) return UNKNOWN;
  const fields = receiver.fields!;
  const numeric = indexes(receiver);
  const same = (v: AbsValue): boolean => (v === element && !Object.isFrozen(v) && (hasTaint(v) || isConst(v))) || (isConst(v) && isConst(element) && v.const.value === element.const.value);
  const differs = (v: AbsValue): boolean => isConst(v) && isConst(element) && v.const.value !== element.const.value;
  for (const [i, n] of numeric.entries()) {
    const v = fields.get(String(n))!;
    if (differs(v)) continue;
    const certain = same(v);
    for (const m of numeric.slice(i)) {
      const next = fields.get(String(m + 1));
      if (certain) {
        if (next !== undefined) fields.set(String(m), next);
        else fields.delete(String(m));
      } else if (next !== undefined) fields.set(String(m), join(fields.get(String(m)), next));
    }
    // Not known to be removed: the list may have lost its last index, so its size is no longer known.
    if (!certain) receiver.open = true;
    return UNKNOWN;
  }
  return UNKNOWN;
}

/**
 * `put`/`get` of a key inside a section (configparser): the section is a nested container of the
 * receiver, so `cfg[section] = {option: v}`, `cfg.set(section, option, v)`, `cfg.get(section,
 * option)` and `cfg[section][option]` all meet. A key not found falls back to what the receiver
 * holds as a whole (`read_string(body)` taints every option).
 */
function sectionOp(op: 'put' | 'get', row: { key?: number; value?: number; default?: number; section: number }, receiver: AbsValue, args: AbsValue[], objectExpr: Expr | undefined, env: Env): AbsValue {
  const section = keyOf(args[row.section] ?? UNKNOWN);
  const key = row.key !== undefined ? keyOf(args[row.key] ?? UNKNOWN) : undefined;
  let sub = section !== undefined ? receiver.fields?.get(section) : undefined;
  if (op === 'put') {
    const value = args[row.value ?? 2] ?? UNKNOWN;
    if (section === undefined || Object.isFrozen(receiver)) {
      storeField(receiver, undefined, value, objectExpr, env);
      return UNKNOWN;
    }
    if (!sub || Object.isFrozen(sub)) {
      sub = { fields: new Map(), open: true };
      storeField(receiver, section, sub, objectExpr, env);
    }
    storeField(sub, key, value, undefined, env);
    return UNKNOWN;
  }
  const found = key !== undefined ? sub?.fields?.get(key) : undefined;
  if (found !== undefined) return found;
  const fallback = row.default !== undefined ? args[row.default] : undefined;
  const inSection = sub ? (key === undefined ? elementsOf(sub) : join(sub.anyField, hasTaint(sub) ? { taints: sub.taints } : undefined)) : undefined;
  const whole = join(receiver.anyField, hasTaint(receiver) ? { taints: receiver.taints } : undefined);
  return join(join(inSection, whole), fallback);
}

/** `list.add(i, v)`: later elements move up one; an unknown index or size merges `v` with every element. */
function insertInto(receiver: AbsValue, indexArg: AbsValue, value: AbsValue, objectExpr: Expr | undefined, env: Env): void {
  const index = isConst(indexArg) && typeof indexArg.const.value === 'number' ? indexArg.const.value : undefined;
  const numeric = receiver.fields ? [...receiver.fields.keys()].filter((k) => /^\d+$/.test(k)).map(Number) : [];
  if (index === undefined || !Number.isInteger(index) || index < 0 || index > numeric.length || !receiver.fields || receiver.open || Object.isFrozen(receiver)) {
    storeField(receiver, undefined, value, objectExpr, env);
    return;
  }
  for (const n of numeric.sort((a, b) => b - a)) if (n >= index) receiver.fields.set(String(n + 1), receiver.fields.get(String(n))!);
  receiver.fields.set(String(index), value);
}

function removeFrom(receiver: AbsValue, key: string | undefined): AbsValue {
  if (!receiver.fields || Object.isFrozen(receiver)) return elementsOf(receiver);
  const numeric = [...receiver.fields.keys()].filter((k) => /^\d+$/.test(k)).map(Number).sort((a, b) => a - b);
  const index = key !== undefined ? Number(key) : numeric[numeric.length - 1];
  if (key !== undefined && !/^-?\d+$/.test(key)) {
    const v = receiver.fields.get(key) ?? UNKNOWN;
    receiver.fields.delete(key);
    return v;
  }
  const at = index < 0 ? numeric.length + index : index;
  const v = receiver.fields.get(String(at)) ?? (receiver.open ? elementsOf(receiver) : constant(null));
  // Shift later elements down, as list.remove(i) does.
  for (const n of numeric) {
    if (n < at) continue;
    const next = receiver.fields.get(String(n + 1));
    if (next !== undefined) receiver.fields.set(String(n), next);
    else receiver.fields.delete(String(n));
  }
  return v;
}

/**
 * A mapping spread into keyword arguments (`f(**ctx)`): its entries stay readable by key (a
 * template's data, `render_template(name, **ctx)`), and its taints are the whole mapping's.
 */
export function spreadMapping(mapping: AbsValue): AbsValue {
  return tainted(deepTaints(mapping), { fields: mapping.fields, anyField: mapping.anyField, open: mapping.open });
}
