/**
 * Checks whose outcome is compared with a constant instead of tested for truth, as PHP code
 * writes them: `filter_var($ip, FILTER_VALIDATE_IP) === false` (failed), `preg_match($p, $x) === 1`
 * (matched), `ctype_digit($x) == true`. The comparison is narrowed as the bare check would be.
 *
 * - `check() === false|null|0` held: the check returned a falsy value (failed);
 * - `check() === true|1` held: it passed;
 * - `check() !== false|null` held: it passed only for the PHP filters, whose success value may be
 *   falsy itself (`filter_var('0', FILTER_VALIDATE_INT)` is `0`), and for library predicates that
 *   answer a falsy value only when they fail (`net.isIP(x) !== 0`: 4 or 6 for an address; the
 *   caller says which calls are such predicates); `preg_match() !== false` only says the pattern
 *   compiled, so nothing is concluded for other calls.
 */
import type { Expr } from '../ir/types.js';
import { isConst, type AbsValue } from './values.js';

const FILTERS = new Set(['filter_var', 'filter_input']);

export function comparedCheck(test: Extract<Expr, { kind: 'binary' }>, truthy: boolean, value: (e: Expr) => AbsValue, isPredicate?: (call: Expr) => boolean): { call: Expr; passed: boolean } | undefined {
  const eq = test.op === 'eq';
  if (!eq && test.op !== 'ne') return undefined;
  const [call, other] = test.left.kind === 'call' ? [test.left, test.right] : [test.right, test.left];
  if (call.kind !== 'call' || other.kind === 'call') return undefined;
  const v = value(other);
  if (!isConst(v)) return undefined;
  const c = v.const.value;
  const holds = eq === truthy; // the comparison `call == c` holds on this branch
  if (c === true || c === 1) return holds ? { call, passed: true } : undefined;
  if (c === false || c === null || c === 0) {
    if (holds) return { call, passed: false };
    const name = call.callee.kind === 'name' ? value(call.callee).qname ?? call.callee.name : undefined;
    return (name && FILTERS.has(name)) || isPredicate?.(call) ? { call, passed: true } : undefined;
  }
  return undefined;
}

/** `$x ?? 'default'` → `$x` (a check of the defaulted value checks `$x` where it is set). */
export function withoutDefault(e: Expr): Expr {
  return e.kind === 'binary' && e.op === 'nullish' ? withoutDefault(e.left) : e;
}
