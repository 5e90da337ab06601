/**
 * PHP 8 attributes (`#[Route('/x/{id}', requirements: ['id' => '\d+'])]`) of classes, methods and
 * functions, lowered as annotations: the class name resolved through `use`, positional arguments
 * and named ones (`name: value`) as keyword arguments. Frameworks read their routing, access
 * rules and parameter bindings from them, as Java annotations and Python decorators are read.
 */
import type { Annotation, Expr } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import type { PhpContext } from './context.js';
import { expr } from './expressions.js';

/** The attributes written on a declaration (every `#[…]` group of its `attributes` list). */
export function lowerAttributes(ctx: PhpContext, declaration: FlatNode): Annotation[] {
  const list = field(declaration, 'attributes') ?? declaration.children.find((c) => c.type === 'attribute_list');
  if (!list) return [];
  const out: Annotation[] = [];
  for (const group of named(list).filter((g) => g.type === 'attribute_group')) {
    for (const attribute of named(group).filter((a) => a.type === 'attribute')) {
      const nameNode = named(attribute).find((c) => c.type === 'name' || c.type === 'qualified_name');
      if (!nameNode) continue;
      const written = ctx.text(nameNode);
      const args: Expr[] = [];
      const kwargs: Record<string, Expr> = {};
      const argumentsNode = field(attribute, 'parameters');
      for (const argument of argumentsNode ? named(argumentsNode).filter((a) => a.type === 'argument') : []) {
        const nameOf = field(argument, 'name');
        const valueNode = named(argument).filter((c) => c !== nameOf).at(-1);
        if (!valueNode) continue;
        if (nameOf) kwargs[ctx.text(nameOf)] = expr(ctx, valueNode);
        else args.push(expr(ctx, valueNode));
      }
      out.push({ name: written, qualified: ctx.qualifyClass(written), args, ...(Object.keys(kwargs).length ? { kwargs } : {}), loc: locOf(attribute) });
    }
  }
  return out;
}
