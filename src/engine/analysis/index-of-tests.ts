/**
 * Tests written with `indexOf`, the spelling of membership and prefix checks before `includes`
 * and `startsWith` existed (ES5 JavaScript, Java):
 *
 * - `LIST.indexOf(x) !== -1` (or `=== -1` failed, `>= 0`, `> -1`, `< 0` failed): x was found in LIST
 *   (narrowed as `LIST.includes(x)`);
 * - `full.indexOf(base) === 0` (or `!== 0` failed): full starts with base, the folder-confinement
 *   guard `full.startsWith(base)` spells (narrowed as that call).
 */
import type { Expr } from '../ir/types.js';

type Binary = Extract<Expr, { kind: 'binary' }>;
type Call = Extract<Expr, { kind: 'call' }>;

/** `C.indexOf(x)` → [C, x], else undefined. */
function indexOfCall(e: Expr): { object: Expr; arg: Expr; call: Call } | undefined {
  if (e.kind !== 'call' || e.callee.kind !== 'member' || e.callee.property !== 'indexOf' || e.args.length !== 1) return undefined;
  return { object: e.callee.object, arg: e.args[0], call: e };
}

function boundOf(bound: Expr): number | undefined {
  if (bound.kind === 'const' && typeof bound.value === 'number') return bound.value;
  return bound.kind === 'unary' && bound.op === 'neg' && bound.operand.kind === 'const' && bound.operand.value === 1 ? -1 : undefined;
}

/**
 * `C.indexOf(x)` compared with -1 or 0 so that, on this branch, x was found in C: the call
 * `C.includes(x)`, which held, so every membership guard (constant and configured lists, URL host
 * allow-lists: `HOSTS.indexOf(u.hostname) < 0` then reject) reads it as it reads `includes`.
 */
export function includesForm(test: Binary, truthy: boolean): Call | undefined {
  const found = indexOfCall(test.left);
  const n = found ? boundOf(test.right) : undefined;
  if (!found || n === undefined) return undefined;
  const holds =
    (n === -1 && ((test.op === 'ne' && truthy) || (test.op === 'eq' && !truthy) || (test.op === 'gt' && truthy) || (test.op === 'le' && !truthy))) ||
    (n === 0 && ((test.op === 'ge' && truthy) || (test.op === 'lt' && !truthy)));
  if (!holds) return undefined;
  const callee: Expr = { kind: 'member', object: found.object, property: 'includes', loc: found.call.callee.loc };
  return { ...found.call, callee };
}

/** `s.indexOf(p) === 0` held (or `!== 0` failed), either side first: the call `s.startsWith(p)`, which held. */
export function startsWithForm(test: Binary, truthy: boolean): Call | undefined {
  const equalHolds = (test.op === 'eq' && truthy) || (test.op === 'ne' && !truthy);
  if (!equalHolds) return undefined;
  const [side, bound] = indexOfCall(test.left) ? [test.left, test.right] : [test.right, test.left];
  const found = indexOfCall(side);
  if (!found || boundOf(bound) !== 0) return undefined;
  const callee: Expr = { kind: 'member', object: found.object, property: 'startsWith', loc: found.call.callee.loc };
  return { ...found.call, callee };
}
