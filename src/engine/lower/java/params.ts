/** Parameters of methods, constructors and lambdas, declared in the function's scope with their types. */
import type { SyntaxNode as Node } from './syntax.js';
import type { Param } from '../../ir/types.js';
import { locOf, resolveType, type FnContext } from './context.js';
import { isComment } from './expressions.js';
import { lowerAnnotations } from './annotations.js';

/** Declares each parameter in the function's scope and returns the IR parameters. */
export function lowerParams(ctx: FnContext, node: Node | null): Param[] {
  const params: Param[] = [];
  if (!node) return params;
  if (node.type === 'identifier') {
    ctx.scopes.declare(node.text, undefined);
    return [{ name: node.text, annotations: [], loc: locOf(node) }];
  }
  for (const p of node.namedChildren) {
    if (!p || isComment(p)) continue;
    if (p.type === 'identifier') {
      // Inferred lambda parameters `(a, b) -> …`.
      ctx.scopes.declare(p.text, undefined);
      params.push({ name: p.text, annotations: [], loc: locOf(p) });
    } else if (p.type === 'formal_parameter') {
      const name = p.childForFieldName('name')?.text ?? '_';
      const base = resolveType(ctx, p.childForFieldName('type'));
      const type = base && p.childForFieldName('dimensions') ? base + '[]' : base;
      ctx.scopes.declare(name, type);
      params.push({ name, ...(type ? { type } : {}), annotations: lowerAnnotations(ctx, p), loc: locOf(p) });
    } else if (p.type === 'spread_parameter') {
      const typeNode = p.namedChildren.find((c) => c && c.type !== 'modifiers' && c.type !== 'variable_declarator');
      const decl = p.namedChildren.find((c) => c?.type === 'variable_declarator');
      const name = decl?.childForFieldName('name')?.text ?? '_';
      const element = resolveType(ctx, typeNode ?? null);
      const type = element ? element + '[]' : undefined;
      ctx.scopes.declare(name, type);
      params.push({ name, ...(type ? { type } : {}), annotations: lowerAnnotations(ctx, p), rest: 'list', loc: locOf(p) });
    }
    // receiver_parameter (`Foo this`) declares nothing.
  }
  return params;
}
