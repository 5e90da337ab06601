/**
 * Query scopes of an ORM model (Laravel Eloquent's local scopes): `Boat::available($date)` and
 * `$query->ofType($type)` run the model's `scopeAvailable(Builder $query, $date)` /
 * `scopeOfType(Builder $query, $type)`, the framework handing the query builder in first. The call
 * answers the builder, so a chain of scopes (`Boat::available($d)->ofType($t)`) resolves each link:
 * the builder is typed as the model, whose scopes the next call looks up. Only a method the model
 * does not define itself is a scope call (a real method wins, as in the framework's `__call`).
 */
import { fnValue, moduleEnv } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import type { AbsValue } from './values.js';

export interface ScopeCall {
  /** The scope method, to be called with `builder` before the written arguments. */
  readonly fn: AbsValue;
  /** The query builder the scope receives and the call answers: typed as the model. */
  readonly builder: AbsValue;
}

/** The scope a method call on a model class or its query runs, if the model of the tree defines one. */
export function queryScopeCall(st: AnalysisState, receiver: AbsValue, key: string, frame: Frame): ScopeCall | undefined {
  const convention = frame.traits.queryScopes;
  if (!convention || key.length === 0) return undefined;
  const candidates = receiver.cls ? [receiver.cls.qualified] : (receiver.types ?? []);
  for (const t of candidates) {
    const entry = st.program.classByName(t, frame.module);
    if (!entry) continue;
    const model = entry.cls.qualified;
    if (!st.program.withSupertypes([model], frame.family).includes(convention.modelBase)) continue;
    const method = st.program.findMethod(model, `${convention.prefix}${key[0].toUpperCase()}${key.slice(1)}`, -1, entry.module);
    if (!method) continue;
    return { fn: fnValue(st, method.fn, st.closures.get(method.fn.id) ?? moduleEnv(st, method.module)), builder: { types: [model] } };
  }
  return undefined;
}
