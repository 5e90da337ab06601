// Java overloads. A call's callee is evaluated before its arguments, by name alone
// (`Program.findMethod(…, -1)` gives the first declared method of that name), so
// `clean(v, "x")` could run the one-argument `clean(v)`. Once the arguments are known, the method
// is swapped for the overload of the same class whose number of parameters matches the call.
// Overloads of the same arity are still told apart by nothing (their ids carry `~2`, `~3`).
import { moduleEnv } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import type { AbsValue } from './values.js';

/** The lowerer's method ids are `<class qualified>#<name>(<arity>)`, with `~n` for a same-arity overload. */
function declaringClass(id: string): string | undefined {
  const hash = id.lastIndexOf('#');
  if (hash <= 0 || (!id.endsWith(')') && !/~\d+$/.test(id.slice(hash)))) return undefined;
  return id.slice(0, hash);
}

export function overloadForArity(st: AnalysisState, callee: AbsValue, argCount: number, frame: Frame): AbsValue {
  const bound = callee.fn;
  if (!frame.traits.overloadsByArity || !bound || !bound.fn.className) return callee;
  const fn = bound.fn;
  if (fn.params.length === argCount || fn.params.some((p) => p.rest)) return callee;
  const cls = declaringClass(fn.id);
  if (!cls) return callee;
  const found = st.program.findMethod(cls, fn.name, argCount, frame.module);
  if (!found || found.fn === fn || found.fn.params.length !== argCount) return callee;
  return { ...callee, fn: { ...bound, fn: found.fn, closure: st.closures.get(found.fn.id) ?? moduleEnv(st, found.module) } };
}
