/**
 * Key checks against prototype pollution: on the branch where a key was found NOT to be one of
 * the keys that reach a prototype (`__proto__`, `constructor`, `prototype`), it cannot pollute.
 *
 * - `k === '__proto__'` false (also in an `||` chain, which `narrow` splits);
 * - `BLOCKED.includes(k)` / `BLOCKED.has(k)` false, with `BLOCKED` a constant collection holding `__proto__`;
 * - `keys.includes('__proto__')` false: no element of `keys` is it;
 * - `keys.some((k) => k === '__proto__' || …)` false: the callback's comparison held for no element;
 *   the same with `(k) => BLOCKED.has(k)` (a membership test in such a constant collection).
 *
 * The value is cleaned for the prototype-pollution kind only; it is still request data elsewhere.
 */
import type { Expr } from '../ir/types.js';
import type { GuardOps } from './guards.js';
import { hasTaint, isConst, sanitize, type AbsValue } from './values.js';

const PROTO_KEY = '__proto__';
const KIND = ['prototype-pollution'];
const MEMBERSHIP = new Set(['includes', 'has']);

export function narrowProtoKeyGuard(test: Expr, truthy: boolean, ops: GuardOps): void {
  if (truthy) return;
  const clean = (target: Expr): void => {
    const v = ops.value(target);
    if (hasTaint(v)) ops.rebind(target, sanitize(v, KIND));
  };
  if (test.kind === 'binary' && test.op === 'eq') {
    const other = comparedToProtoKey(test, ops);
    if (other) clean(other);
    return;
  }
  if (test.kind !== 'call' || test.callee.kind !== 'member' || typeof test.callee.property !== 'string' || test.args.length !== 1) return;
  const method = test.callee.property;
  const collection = test.callee.object;
  const arg = test.args[0];
  if (MEMBERSHIP.has(method)) {
    const listed = ops.value(collection);
    if (ops.constantCollection(listed) && holdsProtoKey(listed)) clean(arg);
    else if (isProtoKey(ops.value(arg))) clean(collection);
    return;
  }
  // `keys.some((k) => k === '__proto__' || k === 'constructor')`: the callback's parameter.
  if (method === 'some' && arg.kind === 'function') {
    const param = arg.fn.params[0]?.name;
    const body = arg.fn.body.length === 1 && arg.fn.body[0].kind === 'return' ? arg.fn.body[0].value : undefined;
    if (param && body && comparesParam(body, param, ops)) clean(collection);
  }
}

function isProtoKey(v: AbsValue): boolean {
  return isConst(v) && v.const.value === PROTO_KEY;
}

function holdsProtoKey(v: AbsValue): boolean {
  return [...(v.fields?.values() ?? [])].some((f) => isProtoKey(f)) || (v.fields?.has(PROTO_KEY) ?? false);
}

/** In `x === '__proto__'`, the `x`. */
function comparedToProtoKey(test: Extract<Expr, { kind: 'binary' }>, ops: GuardOps): Expr | undefined {
  if (isProtoKey(ops.value(test.right))) return test.left;
  if (isProtoKey(ops.value(test.left))) return test.right;
  return undefined;
}

/** The callback body compares its parameter with `__proto__` in an `||` chain, or looks it up in a blocklist holding it. */
function comparesParam(e: Expr, param: string, ops: GuardOps): boolean {
  if (e.kind === 'call') {
    const [arg] = e.args;
    if (e.callee.kind !== 'member' || typeof e.callee.property !== 'string' || !MEMBERSHIP.has(e.callee.property) || e.args.length !== 1) return false;
    const listed = ops.value(e.callee.object);
    return arg.kind === 'name' && arg.name === param && ops.constantCollection(listed) && holdsProtoKey(listed);
  }
  if (e.kind !== 'binary') return false;
  if (e.op === 'or') return comparesParam(e.left, param, ops) || comparesParam(e.right, param, ops);
  if (e.op !== 'eq') return false;
  const other = comparedToProtoKey(e, ops);
  return other?.kind === 'name' && other.name === param;
}
