/**
 * Generators: a function with `yield` returns, to the loop that runs it, the values it yields.
 * The values are collected as the function runs: `yield $v` (and `yield $k => $v`) is lowered to
 * `array_push($<yielded>, $v)` before the statement, `yield from $xs` to the push of an element of
 * `$xs`, and the function starts with `$<yielded> = []` and ends returning it. So
 * `foreach (ids() as $id)` reads what `ids()` yielded, as a loop over a returned array does.
 * The value `yield` evaluates to (what the caller `send()`s) is not followed.
 */
import type { Expr, Stmt, Loc } from '../../ir/types.js';
import { locOf, named, type FlatNode } from '../flat.js';
import type { PhpContext } from './context.js';
import { nameCall } from './calls.js';

const YIELDED = '$<yielded>';

export function yieldExpression(ctx: PhpContext, node: FlatNode, lower: (n: FlatNode) => Expr): Expr {
  const loc = locOf(node);
  const item = named(node).find((c) => c.type !== 'comment');
  const delegated = node.children.some((c) => !c.named && /^yield\s+from$/i.test(c.type));
  let value: Expr | undefined;
  if (item?.type === 'array_element_initializer') {
    const parts = named(item);
    value = parts.length ? lower(parts[parts.length - 1]) : undefined;
  } else if (item) value = lower(item);
  if (value && delegated) value = { kind: 'member', object: value, property: { kind: 'unknown', note: 'any element', children: [], loc }, loc };
  if (value) {
    ctx.yields = true;
    ctx.pending.push({ kind: 'expr', expr: nameCall('array_push', [{ kind: 'name', name: YIELDED, loc }, value], loc), loc });
  }
  return { kind: 'const', value: null, loc };
}

/** The start and end of a generator's body: the collection, then returning it. */
export function generatorFrame(loc: Loc): { start: Stmt; end: Stmt } {
  const collected: Expr = { kind: 'name', name: YIELDED, loc };
  return {
    start: { kind: 'assign', target: collected, value: { kind: 'array', elements: [], loc }, loc },
    end: { kind: 'return', value: structuredClone(collected), loc },
  };
}
