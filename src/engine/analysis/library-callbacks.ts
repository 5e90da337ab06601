/**
 * Functions of the tree handed to library calls of collections: `map`/`flatMap` and `reduce` give
 * what the callback returns, `filter`/`slice`/`sort` keep the receiver's elements, and any other
 * library call runs the callback on the receiver's contents (its effects, such as sinks inside it, are seen).
 */
import type { Expr } from '../ir/types.js';
import { elementsOf } from './containers.js';
import { callFunction } from './functions.js';
import type { AnalysisState, Frame } from './state.js';
import { hasTaint, join, sanitize, UNKNOWN, type AbsValue } from './values.js';

/**
 * `items.map(fn)` / `flatMap(fn)` with a function of the tree: the result holds what the callback
 * returns for the receiver's elements, not the elements themselves (`rows.map((r) => escape(r.text))`
 * is clean). Undefined for any other call.
 */
export function mapResult(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, receiver: AbsValue | undefined, args: AbsValue[], frame: Frame): AbsValue | undefined {
  if (!receiver || e.callee.kind !== 'member' || (e.callee.property !== 'map' && e.callee.property !== 'flatMap')) return undefined;
  const [fn, ...rest] = args;
  if (!fn || rest.some(hasTaint)) return undefined;
  const element = elementsOf(receiver);
  // A modelled cleaning function passed by name (`ids.map(Number)`, `parts.map(encodeURIComponent)`)
  // is called on each element: the result holds its return for them, cleaned as its call would be.
  if (!fn.fn) {
    const kinds = fn.qname ? frame.models.sanitizerCalls.find([fn.qname]).filter((row) => !row.when).flatMap((row) => row.kinds) : [];
    return kinds.length ? sanitize(element, kinds) : undefined;
  }
  return callFunction(st, fn, fn.fn.fn.params.map((_, i) => elementCallbackArg(i, element, receiver)), {}, fn.fn.boundThis, e.loc, frame, true);
}

/**
 * What an array method's callback receives at parameter `i`: the element, its index (a number the
 * program chose, not the element's data: `ids.reduce((acc, _id, i) => acc + (i ? ', ?' : '?'), '')`
 * builds placeholders only), then the array itself.
 */
function elementCallbackArg(i: number, element: AbsValue, receiver: AbsValue): AbsValue {
  if (i === 0) return element;
  if (i === 1) return UNKNOWN;
  return receiver;
}

/**
 * `pairs.filter(fn)`, `list.slice(1)`, `list.sort(cmp)` (the language's `elementKeepingMethods`) on a
 * list whose elements are known: a list holding those elements (at unknown positions), so a later `map(([k, v]) => …)`
 * still sees each element's own fields rather than only their taint one level down. The callback
 * runs on the elements for its effects. Undefined for other calls, or when an argument other
 * than a function carries data.
 */
export function elementKeepingResult(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, receiver: AbsValue | undefined, args: AbsValue[], frame: Frame): AbsValue | undefined {
  const list = frame.traits.literalTypes.array;
  if (!frame.traits.elementKeepingMethods || !receiver?.fields || !receiver.types?.includes(list)) return undefined;
  if (e.callee.kind !== 'member' || typeof e.callee.property !== 'string' || !frame.traits.elementKeepingMethods.has(e.callee.property)) return undefined;
  if (args.some((a) => !a.fn && hasTaint(a))) return undefined;
  runLibraryCallbacks(st, args, receiver, e, frame);
  return { types: [list], fields: new Map(), anyField: elementsOf(receiver), taints: receiver.taints };
}

/**
 * `items.reduce(fn, init)` with a function of the tree: the result is the initial value or what the
 * callback returns from the accumulator and an element (`keys.reduce((o, k) => o[k], root)` is an
 * object read by the keys). The accumulator is the initial value (one step of the fold).
 */
export function reduceResult(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, receiver: AbsValue | undefined, args: AbsValue[], frame: Frame): AbsValue | undefined {
  if (!receiver || e.callee.kind !== 'member' || e.callee.property !== 'reduce') return undefined;
  const [fn, init] = args;
  if (!fn?.fn || args.length !== 2) return undefined;
  const element = elementsOf(receiver);
  const step = callFunction(st, fn, fn.fn.fn.params.map((_, i) => (i === 0 ? init : elementCallbackArg(i - 1, element, receiver))), {}, fn.fn.boundThis, e.loc, frame, true);
  return join(init, step);
}

/**
 * Functions of the tree handed to a library call run with the receiver's contents as their arguments,
 * whether passed alone or as the methods of an object literal: an observer
 * (`obs.subscribe({ next: (r) => …, error: (e) => … })`) or an options object of hooks.
 */
export function runLibraryCallbacks(st: AnalysisState, args: AbsValue[], receiver: AbsValue | undefined, e: Extract<Expr, { kind: 'call' }>, frame: Frame): void {
  for (const callback of args.flatMap((arg) => callbacksIn(arg, frame))) {
    if (!callback.fn) continue;
    const element = receiver ? elementsOf(receiver) : UNKNOWN;
    callFunction(st, callback, callback.fn.fn.params.map(() => element), {}, callback.fn.boundThis, e.loc, frame, true);
  }
}

/** The argument itself, or the function-valued fields of an object literal (one level, not its nested objects). */
function callbacksIn(arg: AbsValue, frame: Frame): AbsValue[] {
  if (arg.fn) return [arg];
  if (!arg.fields || !arg.types?.includes(frame.traits.literalTypes.object)) return [];
  return [...arg.fields.values()].filter((field) => field.fn);
}
