/** Modifiers and annotations (`@RequestParam("id")`, `@GetMapping(value = "/x")`) of declarations. */
import type { SyntaxNode as Node } from './syntax.js';
import type { Annotation, Expr, Stmt } from '../../ir/types.js';
import { locOf, type FnContext } from './context.js';
import { isComment, lowerExpr, unknown } from './expressions.js';

export function modifiersOf(node: Node): Node | undefined {
  return node.namedChildren.find((c) => c?.type === 'modifiers') ?? undefined;
}

export function hasModifier(node: Node, word: string): boolean {
  const mods = modifiersOf(node);
  if (!mods) return false;
  return mods.children.some((c) => c?.type === word);
}

export function lowerAnnotations(ctx: FnContext, owner: Node): Annotation[] {
  const mods = modifiersOf(owner);
  if (!mods) return [];
  const out: Annotation[] = [];
  for (const child of mods.namedChildren) {
    if (child && (child.type === 'annotation' || child.type === 'marker_annotation')) out.push(lowerAnnotation(ctx, child));
  }
  return out;
}

/**
 * `@RequestParam("id")` → args ["id"]; `@GetMapping(value = "/x", produces = {...})` → kwargs
 * { value, produces }. Positional and named arguments are kept apart as written.
 */
function lowerAnnotation(ctx: FnContext, node: Node): Annotation {
  const nameNode = node.childForFieldName('name');
  const name = nameNode?.text ?? '?';
  const qualified = ctx.file.resolveTypeName(name, ctx.cls, ctx.typeParams, nameNode ? locOf(nameNode) : undefined);
  const args: Expr[] = [];
  const kwargs: Record<string, Expr> = {};
  const pre: Stmt[] = [];
  const list = node.childForFieldName('arguments');
  for (const arg of list?.namedChildren ?? []) {
    if (!arg || isComment(arg)) continue;
    if (arg.type === 'element_value_pair') {
      const key = arg.childForFieldName('key')?.text ?? '?';
      const value = arg.childForFieldName('value');
      kwargs[key] = value ? lowerAnnotationValue(ctx, value, pre) : unknown(arg, []);
    } else {
      args.push(lowerAnnotationValue(ctx, arg, pre));
    }
  }
  return {
    name,
    qualified,
    args,
    ...(Object.keys(kwargs).length ? { kwargs } : {}),
    loc: locOf(node),
  };
}

function lowerAnnotationValue(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  if (node.type === 'annotation' || node.type === 'marker_annotation') {
    const nested = lowerAnnotation(ctx, node);
    return { kind: 'unknown', note: `annotation ${nested.name}`, children: nested.args, loc: nested.loc };
  }
  return lowerExpr(ctx, node, pre);
}
