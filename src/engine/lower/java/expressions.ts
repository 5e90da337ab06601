/**
 * Java expressions → IR expressions. Names are resolved in `names.ts` (as `javac` would from the
 * file alone), what a call's callee means in `callees.ts`.
 *
 * Java assignments and `++` can sit inside expressions (`while ((line = r.readLine()) != null)`);
 * the IR has no assignment expression, so they are emitted into `pre`, the statements that must
 * run before the expression, and the expression reads the assigned variable.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { Expr, Stmt, Target } from '../../ir/types.js';
import { locOf, resolveType, type FnContext } from './context.js';
import { asEquality, isImmutableCollectionFactory, spanLoc, unqualifiedCallee, writtenName } from './callees.js';
import { constantArray, fieldTypeOf, lowerIdentifier, packageQualifiedType, typedFieldRead } from './names.js';
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
      return { kind: 'const', value: floatLiteralValue(node.text), float: true, loc };
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
  if (isImmutableCollectionFactory(callee, args)) return { kind: 'array', elements: args, loc };
  return { kind: 'call', callee, args, loc };
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
