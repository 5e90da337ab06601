/**
 * A loop that rewrites every element of the list it walks, at the loop's own index
 * (`for i, p := range parts { parts[i] = template.HTMLEscapeString(p) }`): after it, the list holds
 * what the body wrote, not what it held before. The interpreter's writes at an unknown index only
 * add to a list's elements (a weak update), which would keep the unescaped text; this recognises the
 * whole-list rewrite so the loop can replace the elements instead.
 *
 * Recognised from the IR alone: the loop walks the elements of a variable, the index is a name the
 * body binds first (before any branch, `continue` or `break` could skip the write), and the write to
 * `list[index]` is a statement of the body itself, not inside a branch.
 */
import type { Expr, Stmt } from '../ir/types.js';

type Loop = Extract<Stmt, { kind: 'loop' }>;

/** How far into the body the write may come: the index binding and a few assignments before it. */
const MAX_LEADING = 3;

export interface ElementRewrite {
  /** The variable whose elements are rewritten. */
  list: string;
  /** What the body writes at the index. */
  value: Expr;
}

export function elementRewrite(loop: Loop): ElementRewrite | undefined {
  const each = loop.each;
  if (!each || each.over !== 'elements' || each.iterable.kind !== 'name') return undefined;
  const list = each.iterable.name;
  const boundIndex = new Set<string>();
  for (const s of loop.body.slice(0, MAX_LEADING + 1)) {
    if (s.kind !== 'assign') return undefined;
    const target = s.target;
    if (target.kind === 'name') {
      if (target.name === list) return undefined;
      // The range index: bound from no data of the list (`for i, p := range parts`).
      if (s.value.kind === 'unknown' && s.value.children.length === 0) boundIndex.add(target.name);
      continue;
    }
    const key = target.property;
    if (target.object.kind === 'name' && target.object.name === list && typeof key !== 'string' && key.kind === 'name' && boundIndex.has(key.name)) return { list, value: s.value };
    return undefined;
  }
  return undefined;
}
