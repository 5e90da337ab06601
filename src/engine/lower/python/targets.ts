/**
 * Assignment targets: names, attributes, subscripts, and unpacking patterns
 * (`a, (b, *rest) = value`), which are lowered to one assignment per name reading the
 * value's members by index, as the IR asks for destructuring.
 */
import type { PyNode as Node } from './tree.js';
import type { Expr, Loc, Stmt, Target } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { lowerExpr, named, targetName } from './expressions.js';

const UNPACKING = new Set(['pattern_list', 'tuple_pattern', 'list_pattern', 'tuple', 'list', 'expression_list']);
const STARRED = new Set(['list_splat_pattern', 'list_splat']);

function unwrap(node: Node): Node {
  let n = node;
  while (n.type === 'parenthesized_expression' && named(n).length === 1) n = named(n)[0];
  return n;
}

/** A single (non-unpacking) target, or undefined for a pattern. */
export function simpleTarget(node: Node, ctx: LowerContext): Target | undefined {
  const n = unwrap(node);
  const loc = ctx.loc(n);
  if (n.type === 'identifier') return { kind: 'name', name: targetName(n.text, ctx), loc };
  if (n.type === 'attribute') {
    return { kind: 'member', object: lowerExpr(n.childForFieldName('object'), ctx), property: n.childForFieldName('attribute')?.text ?? '', loc };
  }
  if (n.type === 'subscript') {
    const read = lowerExpr(n, ctx);
    if (read.kind === 'member') return { kind: 'member', object: read.object, property: read.property, loc };
    // A slice assignment writes part of the sequence: treat it as writing the sequence itself.
    const object = lowerExpr(n.childForFieldName('value'), ctx);
    return { kind: 'member', object, property: { kind: 'unknown', note: 'slice', children: [], loc }, loc };
  }
  return undefined;
}

export function isUnpacking(node: Node): boolean {
  return UNPACKING.has(unwrap(node).type);
}

/** The statements assigning `value` to the target or pattern `node`. */
export function assignTo(node: Node, value: Expr, ctx: LowerContext, loc: Loc, declaredType?: string): Stmt[] {
  const single = simpleTarget(node, ctx);
  if (single) {
    const stmt: Stmt = { kind: 'assign', target: single, value, loc };
    if (declaredType) stmt.declaredType = declaredType;
    return [stmt];
  }
  const pattern = unwrap(node);
  if (!UNPACKING.has(pattern.type)) {
    return [{ kind: 'unknown', note: `assign-to-${pattern.type}`, exprs: [value], loc }];
  }
  const stmts: Stmt[] = [];
  let source = value;
  if (value.kind !== 'name') {
    // Evaluate the value once, then read its elements.
    const temp = ctx.temp('unpack');
    stmts.push({ kind: 'assign', target: { kind: 'name', name: temp, loc }, value, loc });
    source = { kind: 'name', name: temp, loc };
  }
  const elements = named(pattern);
  const starAt = elements.findIndex((e) => STARRED.has(e.type));
  elements.forEach((element, i) => {
    if (STARRED.has(element.type)) {
      const inner = named(element)[0];
      const rest: Expr = { kind: 'unknown', note: 'unpack-rest', children: [source], loc: ctx.loc(element) };
      if (inner) stmts.push(...assignTo(inner, rest, ctx, loc));
      return;
    }
    // Elements after a starred one are counted from the end.
    const index = starAt >= 0 && i > starAt ? String(i - elements.length) : String(i);
    stmts.push(...assignTo(element, { kind: 'member', object: source, property: index, loc: ctx.loc(element) }, ctx, loc));
  });
  return stmts;
}

/**
 * The target of a loop variable: a simple target as is, a pattern through a synthetic
 * variable unpacked at the start of the body (`for k, v in items` → `$it = …; k = $it[0]…`).
 */
export function destructure(node: Node | null, ctx: LowerContext, loc: Loc): { target: Target; prelude: Stmt[] } {
  if (!node) return { target: { kind: 'name', name: ctx.temp('it'), loc }, prelude: [] };
  const single = simpleTarget(node, ctx);
  if (single) return { target: single, prelude: [] };
  const temp = ctx.temp('it');
  const tempLoc = ctx.loc(node);
  return {
    target: { kind: 'name', name: temp, loc: tempLoc },
    prelude: assignTo(node, { kind: 'name', name: temp, loc: tempLoc }, ctx, loc),
  };
}
