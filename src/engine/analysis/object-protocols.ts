/**
 * Objects of the tree's classes used as arrays and strings, by the methods the language calls
 * (`objectProtocols` of languages.ts; only PHP declares them).
 *
 * Index reads: `$obj['k']` on an object whose class implements `ArrayAccess` runs
 * `$obj->offsetGet('k')`. The lowerer writes `$a['k']` and `$a->k` alike (a member read), so the
 * getter is used only for a key that is not a property the class declares: what it returns (a
 * field it filled from the request, or a cleaned copy) is what the read gives.
 *
 * Text: an object echoed or joined into a string is the text its `__toString` returns (an escaped
 * field, a fixed label), not everything the object holds.
 *
 * Properties: Python's `q.expr`, where the class defines `expr` under `@property` (or a cached
 * property), runs the getter; the read is what it returns, not the bound method.
 */
import type { Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import { callFunction } from './functions.js';
import { fnValue, moduleEnv } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { constant, type AbsValue } from './values.js';

export function arrayAccessRead(st: AnalysisState, obj: AbsValue, key: string, e: Expr, frame: Frame): AbsValue | undefined {
  const getter = frame.traits.objectProtocols?.indexGetter;
  if (!getter || !obj.types) return undefined;
  for (const t of obj.types) {
    const entry = st.program.classByName(t, frame.module);
    if (!entry || !implementsInterface(st, entry.cls.qualified, getter.interface, frame)) continue;
    if (entry.cls.fields.some((f) => f.name === key)) return undefined;
    const method = st.program.findMethod(entry.cls.qualified, getter.method, 1, entry.module);
    if (!method) continue;
    return callFunction(st, fnValue(st, method.fn, moduleEnv(st, method.module), obj), [constant(key)], {}, obj, e.loc, frame, true);
  }
  return undefined;
}

/** The class or one of its superclasses of the tree names the interface among its interfaces. */
function implementsInterface(st: AnalysisState, qualified: string, name: string, frame: Frame): boolean {
  const seen = new Set<string>();
  let current: string | undefined = qualified;
  while (current && !seen.has(current)) {
    seen.add(current);
    const entry = st.program.classByName(current, frame.module);
    if (!entry) return false;
    if (entry.cls.interfaces.some((i) => i === name || i.endsWith(`.${name}`))) return true;
    current = entry.cls.superclass;
  }
  return false;
}

/** A call that writes its arguments to the page as text (PHP `echo`). */
export function isOutputCall(callee: Expr, frame: Frame): boolean {
  return callee.kind === 'name' && !!frame.traits.objectProtocols?.outputCalls.includes(callee.name);
}

/** The text of `v` as a string: what the string method returns for an object of a tree class that has one. */
export function stringValue(st: AnalysisState, v: AbsValue, e: Expr, frame: Frame): AbsValue {
  const name = frame.traits.objectProtocols?.stringMethod;
  if (!name || !v.types || v.const) return v;
  for (const t of v.types) {
    const entry = st.program.classByName(t, frame.module);
    if (!entry) continue;
    const method = st.program.findMethod(entry.cls.qualified, name, 0, entry.module);
    if (method) return callFunction(st, fnValue(st, method.fn, moduleEnv(st, method.module), v), [], {}, v, e.loc, frame, true);
  }
  return v;
}

const PROPERTY_DECORATORS = new Set(['property', 'functools.cached_property', 'django.utils.functional.cached_property', 'cached_property.cached_property']);

/** The value a property getter returns for `obj`, or undefined when `method` is no getter. */
export function propertyRead(st: AnalysisState, method: { fn: FunctionIR; module: ModuleIR }, obj: AbsValue, e: Expr, frame: Frame): AbsValue | undefined {
  if (!method.fn.annotations.some((a) => PROPERTY_DECORATORS.has(a.qualified ?? a.name))) return undefined;
  return callFunction(st, fnValue(st, method.fn, moduleEnv(st, method.module), obj), [], {}, obj, e.loc, frame, true);
}
