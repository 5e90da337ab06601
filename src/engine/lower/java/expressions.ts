/**
 * Java expressions → IR expressions. Names are resolved as `javac` would from the file alone:
 * locals and parameters (with their declared types), then fields of the enclosing classes
 * (lowered as `this.field` or `Class.field`), then static imports, then type names.
 *
 * Java assignments and `++` can sit inside expressions (`while ((line = r.readLine()) != null)`);
 * the IR has no assignment expression, so they are emitted into `pre`, the statements that must
 * run before the expression, and the expression reads the assigned variable.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { ConstValue, Expr, Stmt, Target } from '../../ir/types.js';
import { findField, findMethod, locOf, resolveType, type FnContext } from './context.js';
import { charLiteralValue, floatLiteralValue, integerLiteralValue, stringLiteralValue } from './literals.js';
import { binaryOp, unaryOp } from '../operators.js';

const STRING = 'java.lang.String';

export function lowerExpr(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  switch (node.type) {
    case 'string_literal':
      if (node.namedChildren.some((c) => c?.type === 'string_interpolation')) {
        return { kind: 'concat', parts: lowerChildren(ctx, node, pre), loc };
      }
      return { kind: 'const', value: stringLiteralValue(node.text), loc };
    case 'character_literal':
      return { kind: 'const', value: charLiteralValue(node.text), loc };
    case 'decimal_integer_literal':
    case 'hex_integer_literal':
    case 'octal_integer_literal':
    case 'binary_integer_literal':
      return { kind: 'const', value: integerLiteralValue(node.text), loc };
    case 'decimal_floating_point_literal':
    case 'hex_floating_point_literal':
      return { kind: 'const', value: floatLiteralValue(node.text), loc };
    case 'true':
      return { kind: 'const', value: true, loc };
    case 'false':
      return { kind: 'const', value: false, loc };
    case 'null_literal':
      return { kind: 'const', value: null, loc };
    case 'this':
      return { kind: 'this', type: ctx.cls?.qualified, loc };
    case 'super':
      return { kind: 'this', type: ctx.cls ? (ctx.cls.superclass ?? 'java.lang.Object') : undefined, loc };
    case 'identifier':
      return lowerIdentifier(ctx, node.text, loc);
    case 'parenthesized_expression': {
      const inner = node.namedChildren.find((c) => c && !isComment(c));
      return inner ? lowerExpr(ctx, inner, pre) : unknown(node, [], 'empty parentheses');
    }
    case 'field_access':
      return lowerFieldAccess(ctx, node, pre);
    case 'array_access': {
      const array = node.childForFieldName('array');
      const index = node.childForFieldName('index');
      const object = array ? lowerExpr(ctx, array, pre) : unknown(node, []);
      const key = index ? lowerExpr(ctx, index, pre) : unknown(node, []);
      return { kind: 'member', object, property: key.kind === 'const' && key.value !== null ? String(key.value) : key, loc };
    }
    case 'method_invocation':
      return asEquality(lowerMethodInvocation(ctx, node, pre));
    case 'object_creation_expression':
      return lowerObjectCreation(ctx, node, pre);
    case 'array_creation_expression': {
      const init = node.childForFieldName('value');
      if (init) return lowerExpr(ctx, init, pre);
      return unknown(node, lowerChildren(ctx, node, pre, (c) => c.type === 'dimensions_expr'), 'new array');
    }
    case 'array_initializer':
    case 'element_value_array_initializer':
      return { kind: 'array', elements: lowerChildren(ctx, node, pre), loc };
    case 'dimensions_expr': {
      const inner = node.namedChildren.find((c) => c && !isComment(c));
      return inner ? lowerExpr(ctx, inner, pre) : unknown(node, []);
    }
    case 'cast_expression': {
      const value = node.childForFieldName('value');
      const type = resolveType(ctx, node.childForFieldName('type'));
      const lowered = value ? lowerExpr(ctx, value, pre) : unknown(node, []);
      return type ? { kind: 'cast', type, value: lowered, loc } : lowered;
    }
    case 'ternary_expression': {
      const test = node.childForFieldName('condition');
      const yes = node.childForFieldName('consequence');
      const no = node.childForFieldName('alternative');
      return {
        kind: 'cond',
        test: test ? lowerExpr(ctx, test, pre) : unknown(node, []),
        // Each branch's own side effects only run on that branch; keeping them in `pre` is a
        // deliberate over-approximation (both assignments are visible afterwards).
        then: yes ? lowerExpr(ctx, yes, pre) : unknown(node, []),
        else: no ? lowerExpr(ctx, no, pre) : unknown(node, []),
        loc,
      };
    }
    case 'binary_expression':
      return lowerBinary(ctx, node, pre);
    case 'unary_expression': {
      const operand = node.childForFieldName('operand');
      const op = node.childForFieldName('operator')?.text ?? node.child(0)?.text ?? '?';
      return { kind: 'unary', op: unaryOp(op), operand: operand ? lowerExpr(ctx, operand, pre) : unknown(node, []), loc };
    }
    case 'instanceof_expression': {
      const left = node.childForFieldName('left');
      const right = node.childForFieldName('right');
      const type = resolveType(ctx, right);
      const name = node.childForFieldName('name');
      // `o instanceof String s` declares `s` for the code the test guards.
      if (name) ctx.scopes.declare(name.text, type);
      const lowered = left ? lowerExpr(ctx, left, pre) : unknown(node, []);
      if (name) pre.push({ kind: 'assign', target: { kind: 'name', name: name.text, loc: locOf(name) }, value: lowered, declaredType: type, loc });
      const typeExpr: Expr = { kind: 'name', name: right?.text ?? '?', qualified: type, loc: right ? locOf(right) : loc };
      return { kind: 'binary', op: 'instanceof', left: lowered, right: typeExpr, loc };
    }
    case 'assignment_expression': {
      const stmt = lowerAssignment(ctx, node, pre);
      pre.push(stmt);
      return readTarget(ctx, stmt.target);
    }
    case 'update_expression': {
      const stmt = lowerUpdate(ctx, node, pre);
      if (stmt) {
        pre.push(stmt);
        return readTarget(ctx, stmt.target);
      }
      return unknown(node, lowerChildren(ctx, node, pre));
    }
    case 'lambda_expression':
      return ctx.file.lower.lambda(ctx, node);
    case 'method_reference':
      return ctx.file.lower.methodReference(ctx, node, pre);
    case 'switch_expression':
      return ctx.file.lower.switchExpression(ctx, node, pre);
    case 'class_literal':
      return unknown(node, [], 'class literal');
    case 'template_expression':
      return { kind: 'concat', parts: lowerChildren(ctx, node, pre), loc };
    case 'string_interpolation': {
      const inner = node.namedChildren.find((c) => c && !isComment(c));
      return inner ? lowerExpr(ctx, inner, pre) : unknown(node, []);
    }
    case 'string_fragment':
    case 'multiline_string_fragment':
      return { kind: 'const', value: node.text, loc };
    default:
      return unknown(node, lowerChildren(ctx, node, pre), node.type);
  }
}

export function isComment(node: Node): boolean {
  return node.type === 'line_comment' || node.type === 'block_comment';
}

export function unknown(node: Node, children: Expr[], note?: string): Expr {
  return { kind: 'unknown', note, children, loc: locOf(node) };
}

/** Lowers every named child that can carry a value, so taint inside unmodelled syntax stays visible. */
export function lowerChildren(ctx: FnContext, node: Node, pre: Stmt[], keep?: (child: Node) => boolean): Expr[] {
  const out: Expr[] = [];
  for (const child of node.namedChildren) {
    if (!child || isComment(child)) continue;
    if (keep && !keep(child)) continue;
    if (NOT_VALUES.has(child.type)) continue;
    out.push(lowerExpr(ctx, child, pre));
  }
  return out;
}

/** Syntax that never holds a value (types, modifiers, punctuation-like nodes). */
const NOT_VALUES = new Set([
  'type_identifier',
  'generic_type',
  'scoped_type_identifier',
  'type_arguments',
  'integral_type',
  'floating_point_type',
  'boolean_type',
  'void_type',
  'array_type',
  'modifiers',
  'dimensions',
  'marker_annotation',
  'annotation',
]);

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

function constantArray(values: ConstValue[], loc: Expr['loc']): Expr {
  return { kind: 'array', elements: values.map((value) => ({ kind: 'const', value, loc })), loc };
}

/** A constant of a superclass or implemented interface declared in this file (`class A implements Constants`). */
function inheritedConstant(ctx: FnContext, name: string): ConstValue | undefined {
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
 * `a.b.c`. A chain that starts with a lower-case name that is no variable (`java.sql.Types.INTEGER`)
 * is a package-qualified type: collapsed into one qualified name up to the type.
 */
function lowerFieldAccess(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  const qualifiedType = packageQualifiedType(ctx, node);
  if (qualifiedType) return { kind: 'name', name: node.text, qualified: qualifiedType, loc };
  const objectNode = node.childForFieldName('object');
  const field = node.childForFieldName('field');
  const object = objectNode ? lowerExpr(ctx, objectNode, pre) : unknown(node, []);
  const property = field?.text ?? '?';
  if (property === 'this' && objectNode) {
    // `Outer.this`
    return { kind: 'this', type: ctx.file.resolveTypeName(objectNode.text, ctx.cls, ctx.typeParams), loc };
  }
  const ownerType = object.kind === 'this' ? object.type : object.kind === 'name' ? object.qualified : undefined;
  const constant = ownerType ? ctx.file.constants.get(`${ownerType}.${property}`) : undefined;
  if (constant !== undefined) return { kind: 'const', value: constant, loc };
  const list = ownerType ? ctx.file.constantLists.get(`${ownerType}.${property}`) : undefined;
  if (list) return constantArray(list, loc);
  const type = fieldTypeOf(ctx, object, property);
  return type ? typedFieldRead({ kind: 'member', object, property, type, loc }) : { kind: 'member', object, property, loc };
}

/**
 * A read of a field whose declared type is known. The type is on the member (`type`), and the
 * read is also wrapped in a `cast` to that type: the analysis gives a cast's value its type
 * (it does not read `member.type` yet), which is what lets `this.repo.find(x)` resolve to the
 * repository class and `stmt.executeQuery(q)` on a `Statement` field match its model.
 */
function typedFieldRead(member: Expr & { kind: 'member' }): Expr {
  return member.type ? { kind: 'cast', type: member.type, value: member, loc: member.loc } : member;
}

/** The declared type of `this.x` / `Class.x` when the field belongs to a class of this file. */
function fieldTypeOf(ctx: FnContext, object: Expr, property: string): string | undefined {
  const ownerType = object.kind === 'this' ? object.type : object.kind === 'name' && object.qualified ? object.qualified : undefined;
  if (!ownerType) return undefined;
  for (let c = ctx.cls; c; c = c.outer) {
    if (c.qualified === ownerType) return c.fields.get(property)?.type;
  }
  return undefined;
}

function packageQualifiedType(ctx: FnContext, node: Node): string | undefined {
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

function lowerArgs(ctx: FnContext, node: Node | null, pre: Stmt[]): Expr[] {
  if (!node) return [];
  return lowerChildren(ctx, node, pre);
}

function lowerMethodInvocation(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  const nameNode = node.childForFieldName('name');
  const objectNode = node.childForFieldName('object');
  const name = nameNode?.text ?? '?';
  let callee: Expr;
  if (objectNode) {
    const object = lowerExpr(ctx, objectNode, pre);
    callee = { kind: 'member', object, property: name, loc: nameNode ? spanLoc(objectNode, nameNode) : loc };
  } else {
    callee = unqualifiedCallee(ctx, name, nameNode ? locOf(nameNode) : loc);
  }
  const args = lowerArgs(ctx, node.childForFieldName('arguments'), pre);
  if (isImmutableCollectionFactory(callee)) return { kind: 'array', elements: args, loc };
  return { kind: 'call', callee, args, loc };
}

/**
 * `List.of(a, b)`, `Set.of(a, b)`: immutable collections written out element by element, which
 * is what a list literal is. Lowering them as `array` lets the analysis see a constant allow
 * list (`if (List.of("asc", "desc").contains(order))`) and track elements by index.
 */
const COLLECTION_FACTORIES = new Set(['java.util.List.of', 'java.util.Set.of']);

function isImmutableCollectionFactory(callee: Expr): boolean {
  return (
    callee.kind === 'member' &&
    typeof callee.property === 'string' &&
    callee.object.kind === 'name' &&
    callee.object.qualified !== undefined &&
    COLLECTION_FACTORIES.has(`${callee.object.qualified}.${callee.property}`)
  );
}

function spanLoc(start: Node, end: Node): Expr['loc'] {
  const a = locOf(start);
  const b = locOf(end);
  return { ...a, endLine: b.endLine, endColumn: b.endColumn, endIndex: b.endIndex };
}

/** `foo(x)` without a receiver: a method of an enclosing class, a static import, or inherited. */
function unqualifiedCallee(ctx: FnContext, name: string, loc: Expr['loc']): Expr {
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

function lowerObjectCreation(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  const typeNode = node.childForFieldName('type');
  const type = resolveType(ctx, typeNode);
  const args = lowerArgs(ctx, node.childForFieldName('arguments'), pre);
  const body = node.namedChildren.find((c) => c?.type === 'class_body');
  let qualified = type;
  if (body) qualified = ctx.file.lower.anonymousClass(ctx, body, type) ?? type;
  const written = typeNode ? writtenName(typeNode) : '?';
  const callee: Expr = { kind: 'name', name: written, qualified, loc: typeNode ? locOf(typeNode) : loc };
  return { kind: 'call', callee, args, isNew: true, loc };
}

/**
 * `a.equals(b)` is Java's spelling of value equality: the IR's `eq` (and `eqIgnoreCase`), so the
 * analysis folds and narrows it like `==` in the other languages.
 */
function asEquality(call: Expr): Expr {
  if (call.kind !== 'call' || call.callee.kind !== 'member' || call.args.length !== 1) return call;
  const method = call.callee.property;
  if (method !== 'equals' && method !== 'equalsIgnoreCase') return call;
  return { kind: 'binary', op: method === 'equals' ? 'eq' : 'eqIgnoreCase', left: call.callee.object, right: call.args[0], loc: call.loc };
}

/** `List<String>` → `List`; `java.util.List` stays dotted. */
function writtenName(typeNode: Node): string {
  // Not `/<[\s\S]*>$/`: that rescans to the end from every `<` of a long unclosed run.
  const text = typeNode.text;
  const open = text.indexOf('<');
  return (open >= 0 && text.endsWith('>') ? text.slice(0, open) : text).trim();
}

function lowerBinary(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  const leftNode = node.childForFieldName('left');
  const rightNode = node.childForFieldName('right');
  const op = node.childForFieldName('operator')?.text ?? '?';
  const left = leftNode ? lowerExpr(ctx, leftNode, pre) : unknown(node, []);
  const right = rightNode ? lowerExpr(ctx, rightNode, pre) : unknown(node, []);
  if (op === '+' && (isString(left, leftNode) || isString(right, rightNode))) return concatOf(left, right, loc);
  return { kind: 'binary', op: binaryOp(op), left, right, loc };
}

/**
 * Whether Java would treat this operand of `+` as a String (so `+` concatenates): a string
 * literal (not a char literal: `'a' + 1` is arithmetic), a concatenation, or a String-typed value.
 */
export function isString(expr: Expr, node?: Node | null): boolean {
  switch (expr.kind) {
    case 'const':
      return typeof expr.value === 'string' && node?.type !== 'character_literal';
    case 'concat':
      return true;
    case 'name':
    case 'member':
    case 'cast':
      return expr.type === STRING;
    case 'call':
      return expr.isNew === true && expr.callee.kind === 'name' && expr.callee.qualified === STRING;
    default:
      return false;
  }
}

export function concatOf(left: Expr, right: Expr, loc: Expr['loc']): Expr {
  const parts = [...(left.kind === 'concat' ? left.parts : [left]), ...(right.kind === 'concat' ? right.parts : [right])];
  return { kind: 'concat', parts, loc };
}

export function targetOf(ctx: FnContext, node: Node, pre: Stmt[]): Target {
  const loc = locOf(node);
  const lowered = lowerExpr(ctx, node, pre);
  const expr = lowered.kind === 'cast' && lowered.value.kind === 'member' ? lowered.value : lowered;
  if (expr.kind === 'name') return { kind: 'name', name: expr.name, loc };
  if (expr.kind === 'member') return { kind: 'member', object: expr.object, property: expr.property, loc };
  return { kind: 'name', name: node.text, loc };
}

/** Reads back what an assignment wrote, for assignments used as values. */
export function readTarget(ctx: FnContext, target: Target): Expr {
  if (target.kind === 'name') return { kind: 'name', name: target.name, type: ctx.scopes.typeOf(target.name), loc: target.loc };
  const type = typeof target.property === 'string' ? fieldTypeOf(ctx, target.object, target.property) : undefined;
  return typedFieldRead({ kind: 'member', object: target.object, property: target.property, ...(type ? { type } : {}), loc: target.loc });
}

/** `x = v`, `x += v` (as `x = x + v`, a concat when `x` is a String). */
export function lowerAssignment(ctx: FnContext, node: Node, pre: Stmt[]): Stmt & { kind: 'assign' } {
  const loc = locOf(node);
  const leftNode = node.childForFieldName('left');
  const rightNode = node.childForFieldName('right');
  const op = node.childForFieldName('operator')?.text ?? '=';
  const right = rightNode ? lowerExpr(ctx, rightNode, pre) : unknown(node, []);
  if (!leftNode) return { kind: 'assign', target: { kind: 'name', name: '?', loc }, value: right, loc };
  const target = targetOf(ctx, leftNode, pre);
  if (op === '=') return { kind: 'assign', target, value: right, loc };
  const current = lowerExpr(ctx, leftNode, []);
  const binop = op.slice(0, -1);
  const value: Expr = binop === '+' && (isString(current, leftNode) || isString(right, rightNode)) ? concatOf(current, right, loc) : { kind: 'binary', op: binaryOp(binop), left: current, right, loc };
  return { kind: 'assign', target, value, loc };
}

/** `i++` / `--i` as `i = i + 1`. */
export function lowerUpdate(ctx: FnContext, node: Node, pre: Stmt[]): (Stmt & { kind: 'assign' }) | undefined {
  const operand = node.namedChildren.find((c) => c && !isComment(c));
  if (!operand) return undefined;
  const loc = locOf(node);
  const op = node.text.includes('++') ? 'add' : 'sub';
  const target = targetOf(ctx, operand, pre);
  const current = lowerExpr(ctx, operand, []);
  return { kind: 'assign', target, value: { kind: 'binary', op, left: current, right: { kind: 'const', value: 1, loc }, loc }, loc };
}
