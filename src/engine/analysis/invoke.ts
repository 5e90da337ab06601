/**
 * Running one function body: binds the parameters (positional, keyword, rest, defaults, declared
 * types) in a new scope over the closure, runs the statements, and joins what was returned.
 */
import type { FunctionIR, ModuleIR } from '../ir/types.js';
import { Env } from './env.js';
import { withSchemaStates } from './fastify-schemas.js';
import { frameFor } from './resolve.js';
import { type AnalysisState } from './state.js';
import { declaresNumbersOnly } from './declared-numbers.js';
import { splatArgument } from './keyword-models.js';
import { constant, isConst, joinAll, numericOnly, UNKNOWN, type AbsValue } from './values.js';

/** Runs a function body with the given parameter values; returns the joined return value. */
export function invoke(
  st: AnalysisState,
  fn: FunctionIR,
  module: ModuleIR,
  closure: Env | undefined,
  args: AbsValue[],
  kwargs: Record<string, AbsValue>,
  thisValue: AbsValue | undefined,
  refs?: (AbsValue | undefined)[],
): AbsValue {
  const env = new Env(closure);
  const frame = frameFor(st, fn, module, thisValue);
  fn.params.forEach((p, i) => {
    let value: AbsValue | undefined;
    if (p.rest === 'list') value = { fields: new Map(args.slice(i).map((a, j) => [String(j), a])), types: [frame.traits.literalTypes.array] };
    // A `**kw` parameter is never filled by position: a value there is a summary's placeholder for it.
    else if (p.rest === 'dict') value = args[i] ? { ...args[i], types: [frame.traits.literalTypes.object] } : { fields: new Map(Object.entries(kwargs)), types: [frame.traits.literalTypes.object] };
    else value = kwargs[p.name] ?? args[i] ?? splatArgument(kwargs, p.name);
    if (value === undefined && p.default) value = st.evalExpr(p.default, env, frame);
    // A parameter the compiler keeps numeric holds a number whatever text was passed (declared-numbers.ts).
    if (value !== undefined && p.type && !isConst(value) && !value.consts && declaresNumbersOnly(p.type, frame.traits.declaredNumbers)) value = { ...numericOnly(value), types: [p.type] };
    if (value !== undefined && p.type && !value.types) value = { ...value, types: [p.type] };
    value ??= p.type ? { types: [p.type] } : UNKNOWN;
    // A Fastify handler's request: what its route schema validated (fastify-schemas.ts), however the handler is run.
    env.declare(p.name, withSchemaStates(st, fn, module, i, value));
  });
  st.execBlock(fn.body, env, frame);
  // PHP `&$x`: what the parameter holds at the end goes back to the caller's variable (calls.ts).
  if (refs) fn.params.forEach((p, i) => (refs[i] = p.byRef ? env.lookup(p.name) : undefined));
  if (frame.returns.length === 0) return constant(null);
  return joinAll(frame.returns);
}
