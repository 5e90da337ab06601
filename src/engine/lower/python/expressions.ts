/**
 * Lowering of Python expressions. Never throws: a node it does not model becomes `unknown`
 * keeping its lowered children, so taint passing through it stays visible. Binary operators and
 * comparisons are in `binary-operators.ts`.
 */
import type { PyNode as Node } from './tree.js';
import { SLICE_RANGE, type Expr, type Loc } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { isBound, resolveName } from './scope.js';
import { decodePiece, isNumericFormatSpec, stringPrefix } from './strings.js';
import { binaryOp, unaryOp } from '../operators.js';
import { braceFormatParts } from './brace-format.js';

/** Named children without comments and line continuations (shared array: callers must not modify it). */
export function named(node: Node): Node[] {
  return node.hasCommentChild ? node.namedChildren.filter((c) => c.type !== 'comment' && c.type !== 'line_continuation') : node.namedChildren;
}

export function unknown(ctx: LowerContext, node: Node, note: string, children: Expr[]): Expr {
  return { kind: 'unknown', note, children, loc: ctx.loc(node) };
}

function constOf(ctx: LowerContext, node: Node, value: string | number | boolean | null): Expr {
  return { kind: 'const', value, loc: ctx.loc(node) };
}

/** Adds `part` to `parts`, splicing nested string building so a concat never holds a concat. */
function pushPart(parts: Expr[], part: Expr): void {
  if (part.kind === 'concat') parts.push(...part.parts);
  else parts.push(part);
}

export function isStringy(e: Expr): boolean {
  return e.kind === 'concat' || (e.kind === 'const' && typeof e.value === 'string');
}

export function concat(loc: Loc, pieces: Expr[]): Expr {
  const parts: Expr[] = [];
  for (const p of pieces) pushPart(parts, p);
  return { kind: 'concat', parts, loc };
}

export function lowerExpr(node: Node | null, ctx: LowerContext): Expr {
  if (!node) return { kind: 'unknown', note: 'missing', children: [], loc: ctx.zeroLoc() };
  try {
    return lowerExprUnsafe(node, ctx);
  } catch (error) {
    // A lowering bug must cost one expression, never the file.
    ctx.reportFailure(node, error);
    return unknown(ctx, node, 'lowering-error', []);
  }
}

function lowerExprUnsafe(node: Node, ctx: LowerContext): Expr {
  const loc = ctx.loc(node);
  switch (node.type) {
    case 'identifier': {
      const r = resolveName(node.text, ctx.scope);
      // `__file__` (when not rebound) is the module's own path: files opened beside it are the program's own.
      if (node.text === '__file__' && r.kind === 'name' && !r.qualified && !isBound('__file__', ctx.scope)) return { kind: 'const', value: ctx.path, loc };
      if (r.kind === 'this') return r.type ? { kind: 'this', type: r.type, loc } : { kind: 'this', loc };
      const e: Expr = { kind: 'name', name: r.name, loc };
      if (r.qualified) e.qualified = r.qualified;
      if (r.type) e.type = r.type;
      return e;
    }
    case 'attribute': {
      const attr = node.childForFieldName('attribute');
      return { kind: 'member', object: lowerExpr(node.childForFieldName('object'), ctx), property: attr?.text ?? '', loc };
    }
    case 'call':
      return lowerCall(node, ctx);
    case 'subscript':
      return lowerSubscript(node, ctx);
    case 'string':
      return lowerString(node, ctx);
    case 'concatenated_string': {
      const pieces = named(node).map((s) => lowerString(s, ctx));
      if (pieces.every((p) => p.kind === 'const')) {
        return constOf(ctx, node, pieces.map((p) => (p.kind === 'const' ? String(p.value) : '')).join(''));
      }
      return concat(loc, pieces);
    }
    case 'integer':
    case 'float':
      return lowerNumber(node, ctx);
    case 'true':
      return constOf(ctx, node, true);
    case 'false':
      return constOf(ctx, node, false);
    case 'none':
      return constOf(ctx, node, null);
    case 'binary_operator':
      return ctx.lower.binaryOperator(node, ctx);
    case 'boolean_operator': {
      const op = node.childForFieldName('operator')?.type ?? 'and';
      return {
        kind: 'binary',
        op: binaryOp(op),
        left: lowerExpr(node.childForFieldName('left'), ctx),
        right: lowerExpr(node.childForFieldName('right'), ctx),
        loc,
      };
    }
    case 'comparison_operator':
      return ctx.lower.comparison(node, ctx);
    case 'not_operator':
      return { kind: 'unary', op: 'not', operand: lowerExpr(node.childForFieldName('argument'), ctx), loc };
    case 'unary_operator': {
      const op = node.childForFieldName('operator')?.type ?? '-';
      const operand = lowerExpr(node.childForFieldName('argument'), ctx);
      if (op === '-' && operand.kind === 'const' && typeof operand.value === 'number') {
        return { kind: 'const', value: -operand.value, loc };
      }
      return { kind: 'unary', op: unaryOp(op), operand, loc };
    }
    case 'conditional_expression': {
      const [then, test, otherwise] = named(node);
      return { kind: 'cond', test: lowerExpr(test ?? null, ctx), then: lowerExpr(then ?? null, ctx), else: lowerExpr(otherwise ?? null, ctx), loc };
    }
    case 'dictionary':
      return lowerDict(node, ctx);
    case 'list':
    case 'tuple':
    case 'set':
    case 'expression_list':
    case 'pattern_list':
    case 'tuple_pattern':
    case 'list_pattern':
      return { kind: 'array', elements: named(node).map((c) => lowerExpr(c, ctx)), loc };
    case 'parenthesized_expression': {
      const inner = named(node);
      return inner.length === 1 ? lowerExpr(inner[0], ctx) : unknown(ctx, node, 'parenthesized', inner.map((c) => lowerExpr(c, ctx)));
    }
    case 'await':
      // `await x` has x's value for the analysis.
      return lowerExpr(named(node)[0] ?? null, ctx);
    case 'lambda':
      return ctx.lower.lambda(node, ctx);
    case 'list_comprehension':
    case 'set_comprehension':
    case 'dictionary_comprehension':
    case 'generator_expression':
      return ctx.lower.comprehension(node, ctx);
    case 'named_expression': {
      const name = node.childForFieldName('name');
      const value = lowerExpr(node.childForFieldName('value'), ctx);
      if (!name) return value;
      const target = targetName(name.text, ctx);
      ctx.hoist({ kind: 'assign', target: { kind: 'name', name: target, loc: ctx.loc(name) }, value, loc });
      return lowerExpr(name, ctx);
    }
    case 'list_splat':
    case 'dictionary_splat':
    case 'parenthesized_list_splat':
      return unknown(ctx, node, node.type === 'dictionary_splat' ? 'dict-spread' : 'spread', named(node).map((c) => lowerExpr(c, ctx)));
    case 'yield': {
      const values = named(node).map((c) => lowerExpr(c, ctx));
      const accumulator = ctx.generatorAccumulator;
      if (accumulator) {
        // The generator object holds what it yields: collect it for the function's return.
        const acc: Expr = { kind: 'name', name: accumulator, loc };
        ctx.hoist({ kind: 'assign', target: { kind: 'name', name: accumulator, loc }, value: { kind: 'unknown', note: 'yielded', children: [acc, ...values], loc }, loc });
      }
      // The value of a yield expression is whatever the consumer sends in: unknown.
      return unknown(ctx, node, 'yield', accumulator ? [] : values);
    }
    case 'ellipsis':
      return unknown(ctx, node, 'ellipsis', []);
    case 'keyword_argument':
      return lowerExpr(node.childForFieldName('value'), ctx);
    case 'as_pattern':
    case 'slice':
    default:
      return unknown(ctx, node, node.type, named(node).map((c) => lowerExpr(c, ctx)));
  }
}

/** The name an assignment to `name` writes, honouring comprehension renames. */
export function targetName(name: string, ctx: LowerContext): string {
  for (let s: typeof ctx.scope | undefined = ctx.scope; s?.kind === 'comprehension'; s = s.parent) {
    const renamed = s.renames.get(name);
    if (renamed) return renamed;
  }
  return name;
}

function lowerNumber(node: Node, ctx: LowerContext): Expr {
  const text = node.text.replace(/_/g, '').toLowerCase();
  if (/j$/.test(text)) return unknown(ctx, node, 'complex', []);
  let value: number;
  if (/^0[xob]/.test(text)) value = Number(text);
  else if (/^0\d/.test(text)) value = parseInt(text, 8);
  else value = Number(text.replace(/l$/, ''));
  return Number.isNaN(value) ? unknown(ctx, node, 'number', []) : constOf(ctx, node, value);
}

export function lowerString(node: Node, ctx: LowerContext): Expr {
  if (node.type !== 'string') return lowerExpr(node, ctx);
  const prefix = stringPrefix(node);
  const children = node.children.filter((c): c is Node => c !== null);
  const start = children.find((c) => c.type === 'string_start');
  const end = children.find((c) => c.type === 'string_end');
  const loc = ctx.loc(node);
  if (!prefix.includes('f') || !children.some((c) => c.type === 'interpolation')) {
    const from = start ? start.endIndex : node.startIndex;
    const to = end ? end.startIndex : node.endIndex;
    let raw = ctx.source.slice(from, to);
    if (prefix.includes('f')) raw = raw.replace(/\{\{/g, '{').replace(/\}\}/g, '}');
    return { kind: 'const', value: decodePiece(raw, prefix), loc };
  }
  const parts: Expr[] = [];
  for (const child of children) {
    if (child.type === 'string_content') {
      const text = decodePiece(child.text, prefix).replace(/\{\{/g, '{').replace(/\}\}/g, '}');
      parts.push({ kind: 'const', value: text, loc: ctx.loc(child) });
    } else if (child.type === 'interpolation') {
      const expression = child.childForFieldName('expression');
      if (child.children.some((c) => c?.type === '=') && expression) {
        parts.push({ kind: 'const', value: `${expression.text}=`, loc: ctx.loc(expression) });
      }
      const spec = child.childForFieldName('format_specifier');
      // `{n:d}`, `{x:08.2f}`: a numeric presentation type prints digits only (Python raises on text).
      const value = lowerExpr(expression, ctx);
      pushPart(parts, spec && isNumericFormatSpec(spec.text) ? { kind: 'unary', op: 'plus', operand: value, loc: value.loc } : value);
      // Nested replacement fields of the format spec (`{x:{width}}`) also reach the text.
      if (spec) for (const fe of named(spec)) pushPart(parts, lowerExpr(fe.childForFieldName('expression'), ctx));
    }
  }
  return { kind: 'concat', parts, loc };
}

function lowerCall(node: Node, ctx: LowerContext): Expr {
  const callee = lowerExpr(node.childForFieldName('function'), ctx);
  const argsNode = node.childForFieldName('arguments');
  const args: Expr[] = [];
  const kwargs: Record<string, Expr> = {};
  let hasKwargs = false;
  if (argsNode?.type === 'generator_expression') {
    args.push(lowerExpr(argsNode, ctx));
  } else if (argsNode) {
    let splats = 0;
    for (const arg of named(argsNode)) {
      if (arg.type === 'keyword_argument') {
        const name = arg.childForFieldName('name');
        kwargs[name?.text ?? '?'] = lowerExpr(arg.childForFieldName('value'), ctx);
        hasKwargs = true;
      } else if (arg.type === 'dictionary_splat') {
        // `**opts`: keyword arguments whose names are unknown, kept under `**` so nothing is lost.
        kwargs[splats === 0 ? '**' : `**${splats}`] = lowerExpr(arg, ctx);
        splats += 1;
        hasKwargs = true;
      } else {
        args.push(lowerExpr(arg, ctx));
      }
    }
  }
  const formatted = braceFormatted(node, callee, args, kwargs, ctx);
  if (formatted) return formatted;
  const call: Expr = { kind: 'call', callee, args, loc: ctx.loc(node) };
  if (hasKwargs) call.kwargs = kwargs;
  return call;
}

/** `"… {} …".format(a)` on a string literal: the text it builds (brace-format.ts); undefined for any other call. */
function braceFormatted(node: Node, callee: Expr, args: Expr[], kwargs: Record<string, Expr>, ctx: LowerContext): Expr | undefined {
  if (callee.kind !== 'member' || callee.property !== 'format') return undefined;
  const receiver = node.childForFieldName('function')?.childForFieldName('object');
  if (receiver?.type !== 'string' && receiver?.type !== 'concatenated_string') return undefined;
  const format = callee.object;
  if (format.kind !== 'const' || typeof format.value !== 'string') return undefined;
  const argsNode = node.childForFieldName('arguments');
  if (argsNode && named(argsNode).some((a) => a.type === 'list_splat')) return undefined;
  const loc = ctx.loc(node);
  const parts = braceFormatParts(format.value, format.loc, args, kwargs, loc);
  return parts ? concat(loc, parts) : undefined;
}

/** The constant key of a subscript (`d["k"]` → "k", `a[0]` → "0", `a[-1]` → "-1"). */
function constantKey(e: Expr): string | undefined {
  if (e.kind !== 'const') return undefined;
  if (typeof e.value === 'string' || typeof e.value === 'number') return String(e.value);
  return undefined;
}

/** `[start, stop]` of a slice `a:b` (either may be left out: a `null` constant); undefined with a step. */
function sliceRange(slice: Node, ctx: LowerContext): [Expr, Expr] | undefined {
  const parts: (Node | undefined)[] = [undefined];
  for (const child of slice.children) {
    if (!child) continue;
    if (child.type === ':') parts.push(undefined);
    else if (child.isNamed && child.type !== 'comment') {
      if (parts[parts.length - 1]) return undefined;
      parts[parts.length - 1] = child;
    }
  }
  if (parts.length !== 2) return undefined;
  const bound = (n: Node | undefined): Expr => (n ? lowerExpr(n, ctx) : constOf(ctx, slice, null));
  return [bound(parts[0]), bound(parts[1])];
}

function lowerSubscript(node: Node, ctx: LowerContext): Expr {
  const object = lowerExpr(node.childForFieldName('value'), ctx);
  const keys = node.childrenForFieldName('subscript').filter((k): k is Node => k !== null);
  const loc = ctx.loc(node);
  if (keys.some((k) => k.type === 'slice')) {
    // A slice holds part of the sequence: its taint is the object's. `s[a:b]` without a step keeps
    // its bounds in place ([object, start, stop], `null` when left out) so a slice of a constant
    // string folds (SLICE_RANGE in the IR).
    const range = keys.length === 1 ? sliceRange(keys[0], ctx) : undefined;
    if (range) return unknown(ctx, node, SLICE_RANGE, [object, ...range]);
    return unknown(ctx, node, 'slice', [object, ...keys.flatMap((k) => named(k).map((c) => lowerExpr(c, ctx)))]);
  }
  if (keys.length !== 1) {
    return { kind: 'member', object, property: { kind: 'array', elements: keys.map((k) => lowerExpr(k, ctx)), loc }, loc };
  }
  const key = lowerExpr(keys[0], ctx);
  return { kind: 'member', object, property: constantKey(key) ?? key, loc };
}

function lowerDict(node: Node, ctx: LowerContext): Expr {
  const entries: { key: string | Expr | null; value: Expr }[] = [];
  for (const child of named(node)) {
    if (child.type === 'pair') {
      const key = lowerExpr(child.childForFieldName('key'), ctx);
      entries.push({ key: constantKey(key) ?? key, value: lowerExpr(child.childForFieldName('value'), ctx) });
    } else if (child.type === 'dictionary_splat') {
      entries.push({ key: null, value: lowerExpr(named(child)[0] ?? null, ctx) });
    } else {
      entries.push({ key: null, value: lowerExpr(child, ctx) });
    }
  }
  return { kind: 'object', entries, loc: ctx.loc(node) };
}
