/**
 * Callbacks a library constructor runs with functions that settle the object it builds: the
 * executor of `new Promise((resolve, reject) => …)`. A library type the rule pack does not model
 * and that is built from a function of the tree is taken to run that function at once with
 * capturing functions; what they are called with (directly or from a nested callback such as a
 * timer) becomes the built object's content, so `await` (dropped by the lowerers) and `.then(cb)`
 * (an unknown call handing its receiver's content to the callback) see it.
 */
import type { Loc } from '../ir/types.js';
import { callFunction } from './functions.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, UNKNOWN, type AbsValue, type Taint } from './values.js';

/** A capturing function value. */
export function capturingFunction(): AbsValue {
  return { captures: [] };
}

/** A call of a capturing function: keeps its arguments. */
export function capture(callee: AbsValue, args: readonly AbsValue[]): AbsValue {
  if (callee.captures && callee.captures.length < 16) callee.captures.push(...args.slice(0, 1));
  return UNKNOWN;
}

/** Runs the function arguments of a library constructor with capturing functions; the taint they captured. */
export function runSettlers(st: AnalysisState, args: readonly AbsValue[], loc: Loc, frame: Frame): Taint[] {
  const out: Taint[] = [];
  for (const arg of args) {
    if (!arg.fn) continue;
    const settlers = arg.fn.fn.params.map(() => capturingFunction());
    callFunction(st, arg, settlers, {}, arg.fn.boundThis, loc, frame, true);
    // The first settler is the success path (`resolve`); the others (`reject`) carry errors.
    for (const v of settlers[0]?.captures ?? []) out.push(...deepTaints(v));
  }
  return out;
}
