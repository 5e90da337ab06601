/**
 * Java names resolved as `javac` would from the file alone: locals and parameters (with their
 * declared types), then fields of the enclosing classes (`this.field` / `Class.field`, constants
 * inlined), then static imports, then type names; and the declared types of field reads.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { ConstValue, Expr } from '../../ir/types.js';
import { findField, type FnContext } from './context.js';

/** A plain name: local, field, static import or type. */
export function lowerIdentifier(ctx: FnContext, name: string, loc: Expr['loc']): Expr {
  if (ctx.scopes.has(name)) return { kind: 'name', name, type: ctx.scopes.typeOf(name), loc };
  const field = findField(ctx.cls, name);
  if (field) {
    const constant = ctx.file.constants.get(`${field.owner.qualified}.${name}`);
    if (constant !== undefined) return { kind: 'const', value: constant, loc };
    const list = ctx.file.constantLists.get(`${field.owner.qualified}.${name}`);
    if (list) return constantArray(list, loc);
    const owner: Expr = field.field.isStatic
      ? { kind: 'name', name: field.owner.name, qualified: field.owner.qualified, loc }
      : { kind: 'this', type: field.owner.qualified, loc };
    return typedFieldRead({ kind: 'member', object: owner, property: name, type: field.field.type, loc });
  }
  const inherited = inheritedConstant(ctx, name);
  if (inherited !== undefined) return { kind: 'const', value: inherited, loc };
  const imported = ctx.file.staticImports.get(name);
  if (imported) return { kind: 'name', name, qualified: imported, loc };
  if (/^[A-Z]/.test(name)) return { kind: 'name', name, qualified: ctx.file.resolveTypeName(name, ctx.cls, ctx.typeParams, loc), loc };
  return { kind: 'name', name, loc };
}

export function constantArray(values: ConstValue[], loc: Expr['loc']): Expr {
  return { kind: 'array', elements: values.map((value) => ({ kind: 'const', value, loc })), loc };
}

/** A constant of a superclass or implemented interface declared in this file (`class A implements Constants`). */
export function inheritedConstant(ctx: FnContext, name: string): ConstValue | undefined {
  for (let c = ctx.cls; c; c = c.outer) {
    const queue = [...(c.superclass ? [c.superclass] : []), ...c.interfaces];
    const seen = new Set<string>();
    while (queue.length > 0 && seen.size < 16) {
      const type = queue.shift()!;
      if (seen.has(type)) continue;
      seen.add(type);
      const value = ctx.file.constants.get(`${type}.${name}`);
      if (value !== undefined) return value;
      queue.push(...ctx.file.supertypesOf(type));
    }
  }
  return undefined;
}

/**
 * A read of a field whose declared type is known. The type is on the member (`type`), and the
 * read is also wrapped in a `cast` to that type: the analysis gives a cast's value its type
 * (it does not read `member.type` yet), which is what lets `this.repo.find(x)` resolve to the
 * repository class and `stmt.executeQuery(q)` on a `Statement` field match its model.
 */
export function typedFieldRead(member: Expr & { kind: 'member' }): Expr {
  return member.type ? { kind: 'cast', type: member.type, value: member, loc: member.loc } : member;
}

/** The declared type of `this.x` / `Class.x` when the field belongs to a class of this file. */
export function fieldTypeOf(ctx: FnContext, object: Expr, property: string): string | undefined {
  const ownerType = object.kind === 'this' ? object.type : object.kind === 'name' && object.qualified ? object.qualified : undefined;
  if (!ownerType) return undefined;
  for (let c = ctx.cls; c; c = c.outer) {
    if (c.qualified === ownerType) return c.fields.get(property)?.type;
  }
  return undefined;
}

export function packageQualifiedType(ctx: FnContext, node: Node): string | undefined {
  const segments: string[] = [];
  let cur: Node | null = node;
  while (cur && cur.type === 'field_access') {
    const field = cur.childForFieldName('field');
    if (!field || field.type !== 'identifier') return undefined;
    segments.unshift(field.text);
    cur = cur.childForFieldName('object');
  }
  if (!cur || cur.type !== 'identifier') return undefined;
  const root = cur.text;
  if (!/^[a-z]/.test(root) || ctx.scopes.has(root) || findField(ctx.cls, root) || ctx.file.staticImports.has(root)) return undefined;
  // Only the whole chain up to its last segment is collapsed when that last segment is a type.
  const last = segments[segments.length - 1];
  if (!/^[A-Z]/.test(last)) return undefined;
  return [root, ...segments].join('.');
}

