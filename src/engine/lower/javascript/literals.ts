/**
 * Leaf helpers: string literal values and escapes, property keys, and `+` as string building.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { type FlatNode } from '../flat.js';
import { binaryOp } from '../operators.js';
import { type JsContext } from './context.js';

export function propertyKey(ctx: JsContext, node: FlatNode): string {
  if (node.type === 'string') return stringValue(ctx, node);
  return ctx.text(node);
}

export function stringValue(ctx: JsContext, node: FlatNode): string {
  let out = '';
  for (const child of node.children) {
    if (child.type === 'string_fragment') out += ctx.text(child);
    else if (child.type === 'escape_sequence') out += unescape(ctx.text(child));
  }
  return out;
}

export function binaryOf(ctx: JsContext, op: string, left: Expr, right: Expr, loc: Loc): Expr {
  if (op === '+' && (isStringish(left) || isStringish(right))) {
    const parts = [...(left.kind === 'concat' ? left.parts : [left]), ...(right.kind === 'concat' ? right.parts : [right])];
    return { kind: 'concat', parts, loc };
  }
  return { kind: 'binary', op: binaryOp(op), left, right, loc };
}

export function isStringish(expr: Expr): boolean {
  return (expr.kind === 'const' && typeof expr.value === 'string') || expr.kind === 'concat';
}

function unescape(sequence: string): string {
  const simple: Record<string, string> = { n: '\n', t: '\t', r: '\r', '0': '\0', b: '\b', f: '\f', v: '\v' };
  const c = sequence.slice(1);
  if (c in simple) return simple[c];
  if (c.startsWith('u{')) return String.fromCodePoint(parseInt(c.slice(2, -1), 16));
  if (c.startsWith('u') || c.startsWith('x')) return String.fromCharCode(parseInt(c.slice(1), 16));
  return c;
}
