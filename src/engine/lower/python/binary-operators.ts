/**
 * Python binary operators and comparisons: `+` on strings as concatenation, `%` formatting as
 * string building, pathlib's `/` as `joinpath`, chained comparisons (`a < b < c`) as `and`s and
 * `not in` as `not (… in …)`. Reached from `expressions.ts` through the context (`PythonDispatch`).
 */
import type { PyNode as Node } from './tree.js';
import type { Expr } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { resolveName } from './scope.js';
import { isNumericConversion, parsePercentFormat } from './strings.js';
import { resolveDotted } from './names.js';
import { binaryOp } from '../operators.js';
import { concat, isStringy, lowerExpr, named, unknown } from './expressions.js';

export function lowerComparison(node: Node, ctx: LowerContext): Expr {
  const operands = named(node);
  const ops = node.childrenForFieldName('operators').map((o) => (o ? o.text.replace(/\s+/g, ' ') : '=='));
  const loc = ctx.loc(node);
  const lowered = operands.map((o) => lowerExpr(o, ctx));
  let result: Expr | undefined;
  for (let i = 0; i < ops.length && i + 1 < lowered.length; i++) {
    // `a not in b` is `not (a in b)`, so narrowing needs to know one membership test only.
    const negated = ops[i] === 'not in';
    const test: Expr = { kind: 'binary', op: negated ? 'in' : binaryOp(ops[i]), left: lowered[i], right: lowered[i + 1], loc };
    const pair: Expr = negated ? { kind: 'unary', op: 'not', operand: test, loc } : test;
    result = result ? { kind: 'binary', op: 'and', left: result, right: pair, loc } : pair;
  }
  return result ?? unknown(ctx, node, 'comparison', lowered);
}

export function lowerBinary(node: Node, ctx: LowerContext): Expr {
  const op = node.childForFieldName('operator')?.type ?? '?';
  const leftNode = node.childForFieldName('left');
  const loc = ctx.loc(node);
  const left = lowerExpr(leftNode, ctx);
  if (op === '%' && isStringy(left) && leftNode && (leftNode.type === 'string' || leftNode.type === 'concatenated_string')) {
    return lowerPercentFormat(node, left, ctx);
  }
  const right = lowerExpr(node.childForFieldName('right'), ctx);
  if (op === '+' && (isStringy(left) || isStringy(right))) return concat(loc, [left, right]);
  if (op === '/' && (isPathValue(leftNode, ctx) || isStringLiteral(node.childForFieldName('right')))) {
    // `Path(base) / name` is `Path(base).joinpath(name)` (pathlib's `__truediv__`): a path built
    // from its parts, not a division, so the analysis must see the parts flow into the result.
    return { kind: 'call', callee: { kind: 'member', object: left, property: 'joinpath', loc }, args: [right], loc };
  }
  return { kind: 'binary', op: binaryOp(op), left, right, loc };
}

const PATH_CLASSES = new Set([
  'pathlib.Path',
  'pathlib.PurePath',
  'pathlib.PosixPath',
  'pathlib.WindowsPath',
  'pathlib.PurePosixPath',
  'pathlib.PureWindowsPath',
]);

/**
 * `base / "exports"`, `base / f"{day}.csv"`: nothing but a path divides by a string (a number cannot, and `str` has no
 * `/`), so a `/` whose right side is a string literal joins path parts whatever `base` is.
 */
function isStringLiteral(node: Node | null): boolean {
  return node?.type === 'string' || node?.type === 'concatenated_string';
}

/** Whether a node is known to be a pathlib path: `Path(...)`, a name typed so, or a `/` chain of them. */
function isPathValue(node: Node | null, ctx: LowerContext): boolean {
  if (!node) return false;
  switch (node.type) {
    case 'parenthesized_expression':
      return named(node).length === 1 && isPathValue(named(node)[0], ctx);
    case 'call': {
      const callee = resolveDotted(node.childForFieldName('function'), ctx);
      return callee !== undefined && PATH_CLASSES.has(callee);
    }
    case 'identifier': {
      const r = resolveName(node.text, ctx.scope);
      return r.kind === 'name' && r.type !== undefined && PATH_CLASSES.has(r.type.replace(/^typing\.Optional\[(.*)\]$/, '$1'));
    }
    case 'binary_operator':
      return node.childForFieldName('operator')?.type === '/' && (isPathValue(node.childForFieldName('left'), ctx) || isStringLiteral(node.childForFieldName('right')));
    default:
      return false;
  }
}

/** `"... %s ..." % values` as string building: literal pieces and the values they format. */
function lowerPercentFormat(node: Node, format: Expr, ctx: LowerContext): Expr {
  const loc = ctx.loc(node);
  const rightNode = node.childForFieldName('right');
  let right = lowerExpr(rightNode, ctx);
  const pieces = format.kind === 'const' && typeof format.value === 'string' ? parsePercentFormat(format.value) : undefined;
  if (!pieces) return concat(loc, [format, right]);
  const valuePieces = pieces.filter((p) => p.kind === 'value');
  const positional = right.kind === 'array' ? right.elements : undefined;
  const byKey = right.kind === 'object' ? right.entries : undefined;
  const needsIndexing =
    !positional && !byKey && (valuePieces.length > 1 || valuePieces.some((p) => p.kind === 'value' && p.key !== undefined));
  if (needsIndexing && right.kind !== 'name') {
    // Read the values once, as Python does, before picking them apart.
    const temp = ctx.temp('fmt');
    ctx.hoist({ kind: 'assign', target: { kind: 'name', name: temp, loc }, value: right, loc });
    right = { kind: 'name', name: temp, loc };
  }
  let position = 0;
  const parts: Expr[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'text') {
      parts.push({ kind: 'const', value: piece.text, loc: format.loc });
      continue;
    }
    let value: Expr;
    if (piece.key !== undefined) {
      const entry = byKey?.find((e) => e.key === piece.key);
      value = entry ? entry.value : byKey ? unknown(ctx, node, 'missing-format-key', []) : { kind: 'member', object: right, property: piece.key, loc };
    } else if (positional) {
      value = positional[position] ?? unknown(ctx, node, 'missing-format-value', []);
    } else if (valuePieces.length === 1) {
      value = right;
    } else {
      value = { kind: 'member', object: right, property: String(position), loc };
    }
    position += 1;
    // `%d` and friends only accept numbers: what they produce carries no text of the value.
    parts.push(isNumericConversion(piece.conversion) ? { kind: 'unary', op: 'plus', operand: value, loc: value.loc } : value);
  }
  return concat(loc, parts);
}
