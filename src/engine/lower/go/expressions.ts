/**
 * Go expressions in the IR. Package selectors (`http.Get`) become members of a name qualified by
 * the import path; names of the package (declared in any file of the folder) are qualified by the
 * package (`$go/app.helper`), so the analysis finds them across files; the receiver of a method
 * is `this`. Composite literals of the package's struct types are typed objects; those of other
 * packages' types (`tls.Config{…}`) are constructor calls with the literal as argument, so rules
 * can check their fields as they check Java's `new X(…)`.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { binaryOp, unaryOp } from '../operators.js';
import { BUILTINS, field, locOf, named, type GoFn, type Node } from './context.js';
import { checkAsMethod, formatAsConcat, stringLiteralValue } from './strings.js';

export function lowerExpr(fn: GoFn, node: Node | undefined): Expr {
  if (!node) return { kind: 'unknown', note: 'missing', children: [], loc: { line: 1, column: 1, endLine: 1, endColumn: 1, startIndex: 0, endIndex: 0 } };
  const loc = locOf(node);
  const file = fn.file;
  switch (node.type) {
    case 'identifier':
      return nameExpr(fn, file.text(node), node);
    case 'int_literal':
    case 'float_literal': {
      const n = Number(file.text(node).replace(/_/g, ''));
      return Number.isFinite(n) ? { kind: 'const', value: n, loc } : { kind: 'unknown', children: [], loc };
    }
    case 'interpreted_string_literal':
    case 'raw_string_literal':
      return { kind: 'const', value: stringLiteralValue(node.type, file.text(node)), loc };
    case 'rune_literal':
      return { kind: 'const', value: stringLiteralValue('interpreted_string_literal', file.text(node)), loc };
    case 'true':
    case 'false':
      return { kind: 'const', value: node.type === 'true', loc };
    case 'nil':
      return { kind: 'const', value: null, loc };
    case 'parenthesized_expression':
      return lowerExpr(fn, named(node)[0]);
    case 'selector_expression':
      return selector(fn, node);
    case 'index_expression': {
      const object = lowerExpr(fn, field(node, 'operand'));
      const index = lowerExpr(fn, field(node, 'index'));
      const property = index.kind === 'const' && index.value !== null ? String(index.value) : index;
      return { kind: 'member', object, property, loc };
    }
    case 'slice_expression':
      return { kind: 'unknown', note: 'slice', children: [lowerExpr(fn, field(node, 'operand'))], loc };
    case 'call_expression':
      return call(fn, node);
    case 'binary_expression':
      return binary(fn, node);
    case 'unary_expression': {
      const operand = lowerExpr(fn, field(node, 'operand'));
      const op = file.text(field(node, 'operator') ?? node.children[0]);
      // `&x` and `*p` are the value itself as far as data goes; `<-ch` is whatever was sent.
      if (op === '&' || op === '*') return operand;
      if (op === '<-') return { kind: 'unknown', note: 'receive', children: [operand], loc };
      return { kind: 'unary', op: unaryOp(op), operand, loc };
    }
    case 'type_assertion_expression': {
      const value = lowerExpr(fn, field(node, 'operand'));
      const type = file.resolveType(field(node, 'type'));
      return type ? { kind: 'cast', type, value, loc } : value;
    }
    case 'type_conversion_expression':
      return lowerExpr(fn, field(node, 'operand'));
    case 'composite_literal':
      return composite(fn, node);
    case 'func_literal':
      return file.lower.funcLiteral(fn, node);
    case 'iota':
      return { kind: 'unknown', note: 'iota', children: [], loc };
    default:
      return { kind: 'unknown', note: node.type, children: named(node).filter((c) => !c.type.endsWith('_type')).map((c) => lowerExpr(fn, c)), loc };
  }
}

function nameExpr(fn: GoFn, name: string, node: Node): Expr {
  const loc = locOf(node);
  if (fn.isReceiver(name)) return { kind: 'this', loc };
  if (name === 'true' || name === 'false') return { kind: 'const', value: name === 'true', loc };
  if (name === 'nil') return { kind: 'const', value: null, loc };
  if (fn.isLocal(name) || BUILTINS.has(name)) return { kind: 'name', name, loc };
  const imported = fn.file.imports.get(name);
  if (imported) return { kind: 'name', name, qualified: imported, loc };
  return { kind: 'name', name, qualified: fn.file.qualify(name), loc };
}

function selector(fn: GoFn, node: Node): Expr {
  const operand = field(node, 'operand');
  const prop = field(node, 'field');
  const property = prop ? fn.file.text(prop) : '';
  return { kind: 'member', object: lowerExpr(fn, operand), property, loc: locOf(node) };
}

/** The import-qualified name of a callee written `pkg.Func`, when `pkg` is an import. */
function packageFunction(fn: GoFn, callee: Node | undefined): string | undefined {
  if (callee?.type !== 'selector_expression') return undefined;
  const operand = field(callee, 'operand');
  const prop = field(callee, 'field');
  if (operand?.type !== 'identifier' || !prop) return undefined;
  const pkg = fn.file.text(operand);
  if (fn.isLocal(pkg) || fn.isReceiver(pkg)) return undefined;
  const path = fn.file.imports.get(pkg);
  return path ? `${path}.${fn.file.text(prop)}` : undefined;
}

/**
 * `re.MatchString(s)` on a pattern compiled from a constant (`regexp.MustCompile("^[a-z]+$")`
 * inline, or a package variable of this file holding one) is `regexp.MatchString(pattern, s)`,
 * so a guard sees the pattern the value was matched against.
 */
function compiledMatch(fn: GoFn, callee: Node | undefined, args: Expr[], loc: Loc): Expr | undefined {
  if (callee?.type !== 'selector_expression' || args.length !== 1) return undefined;
  const method = field(callee, 'field');
  const operand = field(callee, 'operand');
  if (!method || !operand || (fn.file.text(method) !== 'MatchString' && fn.file.text(method) !== 'Match')) return undefined;
  let literal: Node | undefined;
  if (operand.type === 'identifier' && !fn.isLocal(fn.file.text(operand))) literal = fn.file.patterns.get(fn.file.text(operand));
  else if (operand.type === 'call_expression') literal = compiledLiteral(fn.file, operand);
  if (!literal) return undefined;
  const pattern = lowerExpr(fn, literal);
  if (pattern.kind !== 'const') return undefined;
  return { kind: 'call', callee: { kind: 'name', name: 'MatchString', qualified: 'regexp.MatchString', loc }, args: [pattern, args[0]], loc };
}

/** The string literal of `regexp.MustCompile("…")` (the `regexp` import under any name). */
export function compiledLiteral(file: GoFn['file'], node: Node): Node | undefined {
  if (node.type !== 'call_expression') return undefined;
  const callee = field(node, 'function');
  const operand = callee?.type === 'selector_expression' ? field(callee, 'operand') : undefined;
  const name = callee?.type === 'selector_expression' ? field(callee, 'field') : undefined;
  if (operand?.type !== 'identifier' || !name || file.imports.get(file.text(operand)) !== 'regexp' || file.text(name) !== 'MustCompile') return undefined;
  const first = named(field(node, 'arguments') ?? node)[0];
  return first && (first.type === 'interpreted_string_literal' || first.type === 'raw_string_literal') ? first : undefined;
}

function call(fn: GoFn, node: Node): Expr {
  const loc = locOf(node);
  const calleeNode = field(node, 'function');
  const argsNode = field(node, 'arguments');
  const argNodes = argsNode ? named(argsNode) : [];
  const spread = argsNode?.children.some((c) => !c.named && c.type === '...') ?? false;
  // `new(T)` / `make([]T, n)`: an empty value of the type (the type argument is no value).
  if (calleeNode?.type === 'identifier' && (fn.file.text(calleeNode) === 'new' || fn.file.text(calleeNode) === 'make') && !fn.isLocal(fn.file.text(calleeNode))) {
    const type = fn.file.resolveType(argNodes[0]);
    const empty: Expr = type === 'slice' ? { kind: 'array', elements: [], loc } : { kind: 'object', entries: [], loc };
    return type && type !== 'slice' && type !== 'map' ? { kind: 'cast', type, value: empty, loc } : empty;
  }
  const args = argNodes.filter((a) => !a.type.endsWith('_type') || a.type === 'type_identifier' && fn.isLocal(fn.file.text(a))).map((a) => lowerExpr(fn, a));
  if (spread && args.length) args[args.length - 1] = { kind: 'unknown', note: 'spread', children: [args[args.length - 1]], loc: args[args.length - 1].loc };
  const matched = compiledMatch(fn, calleeNode, args, loc);
  if (matched) return matched;
  const qualified = packageFunction(fn, calleeNode);
  if (qualified) {
    const rewritten = formatAsConcat(qualified, args, loc) ?? checkAsMethod(qualified, args, loc);
    if (rewritten) return rewritten;
  }
  return { kind: 'call', callee: lowerExpr(fn, calleeNode), args, loc };
}

function binary(fn: GoFn, node: Node): Expr {
  const loc = locOf(node);
  const left = lowerExpr(fn, field(node, 'left'));
  const right = lowerExpr(fn, field(node, 'right'));
  const opNode = field(node, 'operator') ?? node.children.find((c) => !c.named);
  const op = opNode ? fn.file.text(opNode) : '';
  if (op === '+' && (isStringy(left) || isStringy(right))) {
    const parts = [...(left.kind === 'concat' ? left.parts : [left]), ...(right.kind === 'concat' ? right.parts : [right])];
    return { kind: 'concat', parts, loc };
  }
  if (op === '&^') return { kind: 'binary', op: 'bitAnd', left, right, loc };
  return { kind: 'binary', op: binaryOp(op), left, right, loc };
}

function isStringy(e: Expr): boolean {
  return (e.kind === 'const' && typeof e.value === 'string') || e.kind === 'concat';
}

/** Composite literals: slices and arrays, maps, and structs. */
function composite(fn: GoFn, node: Node): Expr {
  return typedLiteral(fn, field(node, 'type'), field(node, 'body'), locOf(node));
}

/** A literal value of a type; nested literals whose type is implied get the element type (`[]*tls.Config{{…}}`). */
function typedLiteral(fn: GoFn, typeNode: Node | undefined, body: Node | undefined, loc: Loc): Expr {
  const elements = body ? named(body) : [];
  const kind = typeNode?.type;
  if (kind === 'slice_type' || kind === 'array_type' || kind === 'implicit_length_array_type') {
    const elementType = elementTypeOf(typeNode && field(typeNode, 'element'));
    return { kind: 'array', elements: elements.map((e) => element(fn, e.type === 'keyed_element' ? field(e, 'value') : e, elementType)), loc };
  }
  const valueType = kind === 'map_type' ? elementTypeOf(typeNode && field(typeNode, 'value')) : undefined;
  const entries = elements.map((e, i) => {
    if (e.type !== 'keyed_element') return { key: String(i), value: element(fn, e, undefined) };
    const keyNode = field(e, 'key');
    const inner = keyNode?.type === 'literal_element' ? named(keyNode)[0] : keyNode;
    const key: string | Expr =
      kind !== 'map_type' && inner?.type === 'identifier' ? fn.file.text(inner) : keyOf(lowerExpr(fn, inner));
    return { key, value: element(fn, field(e, 'value'), valueType) };
  });
  const object: Expr = { kind: 'object', entries, loc };
  if (kind === 'map_type' || !typeNode) return object;
  const type = fn.file.resolveType(typeNode);
  if (!type) return object;
  if (typeNode.type === 'qualified_type' && !keyedByValues(elements)) {
    // Another package's struct: a constructor call, as Java's `new X(…)` (`tls.Config{…}`).
    const pkgName = fn.file.text(field(typeNode, 'package')!);
    const callee: Expr = { kind: 'member', object: { kind: 'name', name: pkgName, qualified: type.slice(0, type.lastIndexOf('.')), loc }, property: type.slice(type.lastIndexOf('.') + 1), loc };
    return { kind: 'call', callee, args: [object], isNew: true, loc };
  }
  return { kind: 'cast', type, value: object, loc };
}

/**
 * Whether every element of a literal is keyed by a value rather than a field name
 * (`bson.M{"$where": w}`, `url.Values{"q": {q}}`): a struct literal names its fields, so this is
 * another package's map type, whose entries a sink can look into like a map literal's.
 */
function keyedByValues(elements: Node[]): boolean {
  return (
    elements.length > 0 &&
    elements.every((e) => {
      if (e.type !== 'keyed_element') return false;
      const keyNode = field(e, 'key');
      const inner = keyNode?.type === 'literal_element' ? named(keyNode)[0] : keyNode;
      return inner !== undefined && inner.type !== 'identifier' && inner.type !== 'literal_value';
    })
  );
}

/** The type of elements written without their type: `*T` is `T`. */
function elementTypeOf(node: Node | undefined): Node | undefined {
  return node?.type === 'pointer_type' ? named(node)[0] : node;
}

function keyOf(e: Expr): string | Expr {
  return e.kind === 'const' && e.value !== null ? String(e.value) : e;
}

/** A literal element: an expression, or a nested literal whose type is implied (`{{"a", 1}}`). */
function element(fn: GoFn, node: Node | undefined, impliedType: Node | undefined): Expr {
  const inner = node?.type === 'literal_element' ? named(node)[0] : node;
  if (inner?.type === 'literal_value') return typedLiteral(fn, impliedType, inner, locOf(inner));
  return lowerExpr(fn, inner);
}
