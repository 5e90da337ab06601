/** Lambdas and method references: function values whose bodies see the enclosing method's variables. */
import type { SyntaxNode as Node } from './syntax.js';
import type { Expr, FunctionIR, Stmt } from '../../ir/types.js';
import { locOf, resolveType, Scopes, type FnContext } from './context.js';
import { isComment, lowerExpr, unknown } from './expressions.js';
import { lowerBlock } from './statements.js';
import { lowerParams } from './params.js';

export function anonymousName(node: Node): string {
  return `<anonymous@${node.startPosition.row + 1}:${node.startPosition.column + 1}>`;
}

/** `x -> …`, `(String a, b) -> { … }`: a function value whose body sees the enclosing variables. */
export function lowerLambda(ctx: FnContext, node: Node): Expr {
  const loc = locOf(node);
  const name = anonymousName(node);
  const inner: FnContext = { ...ctx, scopes: new Scopes(ctx.scopes) };
  const params = lowerParams(inner, node.childForFieldName('parameters'));
  const bodyNode = node.childForFieldName('body');
  let body: Stmt[];
  if (!bodyNode) body = [];
  else if (bodyNode.type === 'block') body = lowerBlock(inner, bodyNode);
  else {
    const pre: Stmt[] = [];
    const value = lowerExpr(inner, bodyNode, pre);
    body = [...pre, { kind: 'return', value, loc: locOf(bodyNode) }];
  }
  const owner = ctx.cls?.qualified ?? ctx.file.qualify('<module>');
  const fn: FunctionIR = {
    name,
    id: `${owner}#${name}`,
    params,
    body,
    annotations: [],
    ...(ctx.cls ? { className: ctx.cls.qualified } : {}),
    ...(ctx.isStatic ? { isStatic: true } : {}),
    loc,
  };
  ctx.file.functions.push(fn);
  return { kind: 'function', fn, loc };
}

/**
 * `Type::method`, `obj::method`, `Type::new`: a one-argument function calling the method with
 * its argument. The real arity depends on the functional interface, which we cannot see; one
 * argument covers `map`, `forEach`, `filter` and friends, the common cases.
 */
export function lowerMethodReference(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  const parts = node.namedChildren.filter((c): c is Node => !!c && !isComment(c) && c.type !== 'type_arguments');
  const targetNode = parts[0];
  const methodNode = parts[parts.length - 1];
  const isNew = node.text.trimEnd().endsWith('::new');
  const name = anonymousName(node);
  const arg: Expr = { kind: 'name', name: '<arg0>', loc };
  let call: Expr;
  if (isNew) {
    const type = targetNode ? resolveType(ctx, targetNode) ?? ctx.file.resolveTypeName(targetNode.text, ctx.cls, ctx.typeParams) : undefined;
    call = { kind: 'call', callee: { kind: 'name', name: targetNode?.text ?? '?', qualified: type, loc }, args: [arg], isNew: true, loc };
  } else {
    const object = targetNode ? lowerReferenceTarget(ctx, targetNode, pre) : unknown(node, []);
    call = { kind: 'call', callee: { kind: 'member', object, property: methodNode?.text ?? '?', loc }, args: [arg], loc };
  }
  const fn: FunctionIR = {
    name,
    id: `${ctx.cls?.qualified ?? ctx.file.qualify('<module>')}#${name}`,
    params: [{ name: '<arg0>', annotations: [], loc }],
    body: [{ kind: 'return', value: call, loc }],
    annotations: [],
    ...(ctx.cls ? { className: ctx.cls.qualified } : {}),
    loc,
  };
  ctx.file.functions.push(fn);
  return { kind: 'function', fn, loc };
}

function lowerReferenceTarget(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  if (node.type === 'type_identifier' || node.type === 'generic_type' || node.type === 'scoped_type_identifier' || node.type === 'array_type') {
    const qualified = resolveType(ctx, node);
    return { kind: 'name', name: node.text, qualified, loc: locOf(node) };
  }
  return lowerExpr(ctx, node, pre);
}
