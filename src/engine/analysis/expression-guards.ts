/**
 * A check on a computed value that the code then computes again instead of naming it:
 *
 *     if (in_array(strtoupper(trim($_COOKIE['promo'])), $valid, true)) {
 *         apply(strtoupper(trim($_COOKIE['promo'])));
 *
 * The value used is the value checked. Narrowing (narrowing.ts) rebinds the checked call like a
 * variable: its value on this path is kept in the environment under a key naming the expression,
 * beside the values of the variables it reads; evaluating the same expression again on that path
 * answers the kept value while none of those variables was reassigned. Only calls of plain
 * function names over variables, named members, constants and such calls qualify (no method call,
 * no computed callee): what they return is decided by what they read. So does a read under a key
 * that is not constant (`typeof raw[key] === 'string'` over a list of keys, then `raw[key]` used):
 * the key is a variable, so the read cannot be narrowed as a field of the object.
 */
import type { Expr } from '../ir/types.js';
import type { Env } from './env.js';
import { UNKNOWN, type AbsValue } from './values.js';

/** Environment keys of kept expression values start with this (no variable name does). */
export const EXPRESSION_KEY = '\u0000expr:';
const DEPS = '\u0000deps:';

/** The variables a qualifying expression reads, or undefined when it does not qualify. */
function readNames(e: Expr, into: Set<string>): boolean {
  switch (e.kind) {
    case 'const':
      return true;
    case 'name':
      into.add(e.name);
      return true;
    case 'member':
      return typeof e.property === 'string' ? readNames(e.object, into) : readNames(e.object, into) && readNames(e.property, into);
    case 'call':
      return e.callee.kind === 'name' && !e.kwargs && e.args.every((a) => readNames(a, into));
    default:
      return false;
  }
}

function keyOf(e: Expr): string {
  return EXPRESSION_KEY + JSON.stringify(e, (k, v: unknown) => (k === 'loc' ? undefined : v));
}

/** Keeps `value` as what the call `e` gives on this path; false when `e` is not such a call. */
export function rebindExpression(e: Expr, value: AbsValue, env: Env): boolean {
  const names = new Set<string>();
  if (!keepable(e) || !readNames(e, names)) return false;
  const key = keyOf(e);
  const deps = new Map<string, AbsValue>();
  for (const n of names) deps.set(n, env.lookup(n) ?? UNKNOWN);
  env.hasKept = true;
  env.assign(key, value);
  env.assign(DEPS + key, { fields: deps });
  return true;
}

/** A call, or a member read under a computed key that is not a constant. */
function keepable(e: Expr): boolean {
  return e.kind === 'call' || (e.kind === 'member' && typeof e.property !== 'string' && e.property.kind !== 'const');
}

/** The kept value of `e` on this path, while the variables it reads are the ones it was checked with. */
export function keptExpressionValue(e: Expr, env: Env): AbsValue | undefined {
  if (!env.keepsExpressions() || !keepable(e)) return undefined;
  const names = new Set<string>();
  if (!readNames(e, names)) return undefined;
  const key = keyOf(e);
  const value = env.lookup(key);
  const deps = env.lookup(DEPS + key)?.fields;
  if (!value || !deps) return undefined;
  for (const [n, v] of deps) if ((env.lookup(n) ?? UNKNOWN) !== v) return undefined;
  return value;
}
