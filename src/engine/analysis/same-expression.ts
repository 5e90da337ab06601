/**
 * Whether two IR expressions are written the same way (locations aside). Used where a check and
 * a use repeat one side-effect-free computation instead of naming it: in
 * `ALLOWED.includes(name.split('.').pop()) ? name.split('.').pop() : 'jpg'` the value used is
 * the value checked.
 */
import type { Expr } from '../ir/types.js';

export function sameExpression(a: Expr, b: Expr): boolean {
  const text = JSON.stringify(a, withoutLocations);
  // Function bodies are not compared: two different callbacks would look alike.
  return !text.includes('"kind":"function"') && text === JSON.stringify(b, withoutLocations);
}

function withoutLocations(key: string, value: unknown): unknown {
  return key === 'loc' || key === 'fn' ? undefined : value;
}

/** `C.includes(x)` / `C.has(x)` (one argument): the tested collection and element. */
export function membershipTest(e: Expr): { collection: Expr; element: Expr } | undefined {
  if (e.kind !== 'call' || e.args.length !== 1 || e.callee.kind !== 'member') return undefined;
  if (e.callee.property !== 'includes' && e.callee.property !== 'has') return undefined;
  return { collection: e.callee.object, element: e.args[0] };
}
