/**
 * Go declarations: functions, methods (a method is a member of its receiver's struct type, the
 * receiver read as `this`), function literals (closures over the enclosing function's locals),
 * struct types (fields with their types; an embedded struct is the superclass, so its methods
 * are found through the outer type) and interfaces (a class with bodiless methods).
 */
import type { Expr, FunctionIR, Param } from '../../ir/types.js';
import { field, GoFn, locOf, named, type GoFile, type Node } from './context.js';
import { lowerBlock } from './statements.js';

function params(fn: GoFn, list: Node | undefined): Param[] {
  const out: Param[] = [];
  if (!list) return out;
  for (const decl of named(list)) {
    if (decl.type !== 'parameter_declaration' && decl.type !== 'variadic_parameter_declaration') continue;
    const type = fn.file.resolveType(field(decl, 'type'));
    const names = decl.children.filter((c) => c.field === 'name');
    const declared = fn.file.declaredType(field(decl, 'type'));
    const rest = decl.type === 'variadic_parameter_declaration' ? { rest: 'list' as const } : {};
    if (names.length === 0) out.push({ name: `$p${out.length}`, ...(type ? { type } : {}), annotations: [], ...rest, loc: locOf(decl) });
    for (const n of names) {
      const name = fn.file.text(n);
      fn.locals.add(name);
      if (field(decl, 'type')?.type === 'channel_type') fn.channels.add(name);
      out.push({ name, ...(declared ? { type: declared } : {}), annotations: [], ...rest, loc: locOf(n) });
    }
  }
  return out;
}

/** The first declared result type, when there is one named type (`(*User, error)` → User). */
function resultType(fn: GoFn, node: Node): string | undefined {
  const result = field(node, 'result');
  if (!result) return undefined;
  if (result.type === 'parameter_list') {
    const first = named(result)[0];
    return first ? fn.file.resolveType(field(first, 'type')) : undefined;
  }
  return fn.file.resolveType(result);
}

export function lowerFunction(file: GoFile, node: Node): FunctionIR {
  const fn = new GoFn(file);
  const name = file.text(field(node, 'name')!);
  const ir: FunctionIR = { name, id: file.uniqueId(name), params: params(fn, field(node, 'parameters')), body: [], annotations: [], loc: locOf(node) };
  const returnType = resultType(fn, node);
  if (returnType) ir.returnType = returnType;
  ir.body = lowerBlock(fn, field(node, 'body'));
  file.functions.push(ir);
  if (name !== 'init' && name !== '_') file.exports[name] = ir.id;
  return ir;
}

export function lowerMethod(file: GoFile, node: Node): FunctionIR | undefined {
  const receiverDecl = named(field(node, 'receiver') ?? node).find((c) => c.type === 'parameter_declaration');
  const typeNode = receiverDecl ? field(receiverDecl, 'type') : undefined;
  const typeName = typeNode ? receiverTypeName(file, typeNode) : undefined;
  if (!typeName) return undefined;
  const receiverName = receiverDecl?.children.find((c) => c.field === 'name');
  const fn = new GoFn(file, receiverName ? file.text(receiverName) : undefined);
  const name = file.text(field(node, 'name')!);
  const cls = file.classFor(typeName, locOf(node));
  const ir: FunctionIR = {
    name,
    id: file.uniqueId(`${typeName}.${name}`),
    params: params(fn, field(node, 'parameters')),
    body: [],
    annotations: [],
    className: typeName,
    loc: locOf(node),
  };
  const returnType = resultType(fn, node);
  if (returnType) ir.returnType = returnType;
  ir.body = lowerBlock(fn, field(node, 'body'));
  cls.methods.push(ir);
  file.functions.push(ir);
  return ir;
}

/** `*Server`, `Server`, `List[T]` → the type's name. */
function receiverTypeName(file: GoFile, node: Node): string | undefined {
  if (node.type === 'type_identifier') return file.text(node);
  if (node.type === 'pointer_type' || node.type === 'generic_type' || node.type === 'parenthesized_type') {
    const inner = field(node, 'type') ?? named(node)[0];
    return inner ? receiverTypeName(file, inner) : undefined;
  }
  return undefined;
}

export function lowerFuncLiteral(outer: GoFn, node: Node): Expr {
  const loc = locOf(node);
  const fn = new GoFn(outer.file, undefined, outer);
  const name = `<anonymous@${loc.line}:${loc.column}>`;
  const ir: FunctionIR = { name, id: outer.file.uniqueId(name), params: params(fn, field(node, 'parameters')), body: [], annotations: [], loc };
  const returnType = resultType(fn, node);
  if (returnType) ir.returnType = returnType;
  ir.body = lowerBlock(fn, field(node, 'body'));
  outer.file.functions.push(ir);
  return { kind: 'function', fn: ir, loc };
}

/** `type X struct {…}` and `type I interface {…}`; other named types carry nothing to lower. */
export function lowerTypeDeclaration(file: GoFile, node: Node): void {
  for (const spec of named(node)) {
    if (spec.type !== 'type_spec' && spec.type !== 'type_alias') continue;
    const nameNode = field(spec, 'name');
    const typeNode = field(spec, 'type');
    if (!nameNode || !typeNode) continue;
    const name = file.text(nameNode);
    if (typeNode.type === 'struct_type') {
      const cls = file.classFor(name, locOf(spec));
      cls.loc = locOf(spec);
      const list = named(typeNode).find((c) => c.type === 'field_declaration_list');
      for (const decl of list ? named(list) : []) {
        if (decl.type !== 'field_declaration') continue;
        const type = file.resolveType(field(decl, 'type'));
        const names = decl.children.filter((c) => c.field === 'name');
        if (names.length === 0) {
          // An embedded type: its fields and methods are promoted to this one.
          if (type && !cls.superclass) cls.superclass = type;
          continue;
        }
        const declared = file.declaredType(field(decl, 'type'));
        for (const n of names) cls.fields.push({ name: file.text(n), ...(declared ? { type: declared } : {}), annotations: [], loc: locOf(n) });
      }
    } else if (typeNode.type === 'interface_type') {
      const cls = file.classFor(name, locOf(spec));
      for (const el of named(typeNode)) {
        if (el.type !== 'method_elem' && el.type !== 'method_spec') continue;
        const methodName = field(el, 'name');
        if (!methodName) continue;
        const fn = new GoFn(file);
        cls.methods.push({ name: file.text(methodName), id: file.uniqueId(`${name}.${file.text(methodName)}`), params: params(fn, field(el, 'parameters')), body: [], annotations: [], className: name, loc: locOf(el) });
      }
    }
  }
}
