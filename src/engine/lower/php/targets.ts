/**
 * Where a PHP assignment writes: a variable, a property (`$this->x`, `Foo::$x`), an element
 * (`$a['k']`, `$a[]`), or a destructuring `list($a, $b)` / `[$a, 'k' => $b]`, lowered to a
 * temporary and one read per element.
 */
import type { Expr, Loc, Stmt, Target } from '../../ir/types.js';
import { locOf, named, type FlatNode } from '../flat.js';
import type { PhpContext } from './context.js';

type Lower = (node: FlatNode) => Expr;

export function assignTo(ctx: PhpContext, left: FlatNode, value: Expr, loc: Loc, lower: Lower): Stmt[] {
  if (left.type === 'list_literal' || left.type === 'array_creation_expression') return destructure(ctx, left, value, loc, lower);
  if (left.type === 'by_ref') return assignTo(ctx, named(left)[0] ?? left, value, loc, lower);
  const target = targetOf(lower(left));
  if (!target) return [{ kind: 'unknown', note: `assignment to ${left.type}`, exprs: [value], loc }];
  return [{ kind: 'assign', target, value, loc }];
}

export function targetOf(e: Expr): Target | undefined {
  if (e.kind === 'name') return { kind: 'name', name: e.name, loc: e.loc };
  if (e.kind === 'member') return { kind: 'member', object: e.object, property: e.property, loc: e.loc };
  return undefined;
}

function destructure(ctx: PhpContext, pattern: FlatNode, value: Expr, loc: Loc, lower: Lower): Stmt[] {
  const tmp = `$list${ctx.temp++}`;
  const out: Stmt[] = [{ kind: 'assign', target: { kind: 'name', name: tmp, loc }, value, loc }];
  let index = 0;
  for (const item of named(pattern)) {
    if (item.type === 'comment') continue;
    // `list($a, $b)` holds the targets directly; `[$a, $b]` wraps each in an element initializer.
    const parts = item.type === 'array_element_initializer' ? named(item) : [item];
    const [keyNode, targetNode] = parts.length === 2 ? parts : [undefined, parts[0]];
    if (!targetNode) {
      index++;
      continue;
    }
    let key: string | Expr = String(index++);
    if (keyNode) {
      const k = lower(keyNode);
      key = k.kind === 'const' && k.value !== null ? String(k.value) : k;
    }
    const read: Expr = { kind: 'member', object: { kind: 'name', name: tmp, loc }, property: key, loc: locOf(targetNode) };
    out.push(...assignTo(ctx, targetNode, read, loc, lower));
  }
  return out;
}
