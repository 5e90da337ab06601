/**
 * What a Java call means beyond its syntax: the method a receiver-less call names (enclosing
 * class, static import, inherited), `List.of`/`Set.of` as list literals, `equals` as equality,
 * and the written name of a `new` type.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { Expr } from '../../ir/types.js';
import { findMethod, locOf, type FnContext } from './context.js';

/**
 * `List.of(a, b)`, `Set.of(a, b)`: immutable collections written out element by element, which
 * is what a list literal is. Lowering them as `array` lets the analysis see a constant allow
 * list (`if (List.of("asc", "desc").contains(order))`) and track elements by index.
 */
const COLLECTION_FACTORIES = new Set(['java.util.List.of', 'java.util.Set.of']);

/**
 * `Arrays.asList(a, b)` is a fixed-size list of its arguments too. With one argument that is not a
 * literal it may be an array the list wraps (`Arrays.asList(values)`), so it stays a call.
 */
export function isImmutableCollectionFactory(callee: Expr, args: Expr[]): boolean {
  if (callee.kind !== 'member' || typeof callee.property !== 'string' || callee.object.kind !== 'name' || callee.object.qualified === undefined) return false;
  const name = `${callee.object.qualified}.${callee.property}`;
  if (name === 'java.util.Arrays.asList') return args.length !== 1 || args[0].kind === 'const';
  return COLLECTION_FACTORIES.has(name);
}

export function spanLoc(start: Node, end: Node): Expr['loc'] {
  const a = locOf(start);
  const b = locOf(end);
  return { ...a, endLine: b.endLine, endColumn: b.endColumn, endIndex: b.endIndex };
}

/** `foo(x)` without a receiver: a method of an enclosing class, a static import, or inherited. */
export function unqualifiedCallee(ctx: FnContext, name: string, loc: Expr['loc']): Expr {
  const own = findMethod(ctx.cls, name);
  if (own) {
    const object: Expr = own.isStatic
      ? { kind: 'name', name: own.owner.name, qualified: own.owner.qualified, loc }
      : { kind: 'this', type: own.owner.qualified, loc };
    return { kind: 'member', object, property: name, loc };
  }
  const imported = ctx.file.staticImports.get(name);
  if (imported) return { kind: 'name', name, qualified: imported, loc };
  if (ctx.file.staticWildcards.length === 1 && !ctx.cls?.superclass) {
    return { kind: 'name', name, qualified: `${ctx.file.staticWildcards[0]}.${name}`, loc };
  }
  // Inherited from a superclass we cannot see: still a call on `this`.
  return { kind: 'member', object: { kind: 'this', type: ctx.cls?.qualified, loc }, property: name, loc };
}

/**
 * `a.equals(b)` is Java's spelling of value equality: the IR's `eq` (and `eqIgnoreCase`), so the
 * analysis folds and narrows it like `==` in the other languages.
 */
export function asEquality(call: Expr): Expr {
  if (call.kind !== 'call' || call.callee.kind !== 'member' || call.args.length !== 1) return call;
  const method = call.callee.property;
  if (method !== 'equals' && method !== 'equalsIgnoreCase') return call;
  return { kind: 'binary', op: method === 'equals' ? 'eq' : 'eqIgnoreCase', left: call.callee.object, right: call.args[0], loc: call.loc };
}

/** `List<String>` → `List`; `java.util.List` stays dotted. */
export function writtenName(typeNode: Node): string {
  // Not `/<[\s\S]*>$/`: that rescans to the end from every `<` of a long unclosed run.
  const text = typeNode.text;
  const open = text.indexOf('<');
  return (open >= 0 && text.endsWith('>') ? text.slice(0, open) : text).trim();
}

