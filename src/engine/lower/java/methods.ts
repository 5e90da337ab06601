/**
 * The functions of a class: methods and constructors written in the source (parameters Spring
 * injects start with their configured value; a compact record constructor stores its components),
 * and those Java declares implicitly (an enum's `valueOf`, a record's canonical constructor).
 * Ids are unique per class: overloads of one arity get `~2`, `~3`… (see `functions.ts`).
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { ClassIR, FunctionIR, Loc, Param, Stmt } from '../../ir/types.js';
import { locOf, resolveType, Scopes, type ClassContext, type FileContext, type FnContext } from './context.js';
import { lowerBlock } from './statements.js';
import { injectedValue } from './spring-value.js';
import { hasModifier, lowerAnnotations } from './annotations.js';
import { lowerParams } from './params.js';

/**
 * Every enum has an implicit `static E valueOf(String name)`: it returns one of the enum's own
 * constants or throws, never the string it was given. Declaring it lets a call on request data
 * resolve to a function of the tree whose result does not depend on its argument.
 */
export function addEnumValueOf(file: FileContext, cls: ClassContext, ir: ClassIR, loc: Loc): void {
  const fn: FunctionIR = {
    name: 'valueOf',
    id: uniqueId(cls, 'valueOf', 1),
    params: [{ name: 'name', type: 'java.lang.String', annotations: [], loc }],
    body: [{ kind: 'return', value: { kind: 'unknown', note: 'enum constant', children: [], loc }, loc }],
    annotations: [],
    className: cls.qualified,
    isStatic: true,
    returnType: cls.qualified,
    loc,
  };
  ir.methods.push(fn);
  file.functions.push(fn);
}

/** `this.name = name`, as a record constructor does for each component. */
function fieldAssign(classQualified: string, p: Param): Stmt {
  return {
    kind: 'assign',
    target: { kind: 'member', object: { kind: 'this', type: classQualified, loc: p.loc }, property: p.name, loc: p.loc },
    value: { kind: 'name', name: p.name, ...(p.type ? { type: p.type } : {}), loc: p.loc },
    loc: p.loc,
  };
}

/**
 * A record without an explicit canonical constructor gets the implicit one: it stores each
 * component in its field, so `new Query(input).text()` returns the input.
 */
export function addCanonicalConstructor(file: FileContext, cls: ClassContext, ir: ClassIR, node: Node): void {
  const components = ir.fields.filter((f) => !f.isStatic);
  const hasCanonical = ir.methods.some((m) => m.id.startsWith(`${cls.qualified}#<init>(${components.length})`));
  if (hasCanonical) return;
  const loc = locOf(node.childForFieldName('parameters') ?? node);
  const params: Param[] = components.map((f) => ({ name: f.name, ...(f.type ? { type: f.type } : {}), annotations: f.annotations, loc: f.loc }));
  const fn: FunctionIR = {
    name: cls.name,
    id: uniqueId(cls, '<init>', params.length),
    params,
    body: params.map((p) => fieldAssign(cls.qualified, p)),
    annotations: [],
    className: cls.qualified,
    loc,
  };
  ir.methods.push(fn);
  file.functions.push(fn);
}

export function uniqueId(cls: ClassContext, name: string, arity: number): string {
  const base = `${cls.qualified}#${name}(${arity})`;
  let id = base;
  for (let n = 2; cls.idsUsed.has(id); n++) id = `${base}~${n}`;
  cls.idsUsed.add(id);
  return id;
}

/**
 * A method as a FunctionIR. A method without a body (abstract, or declared by an interface) runs
 * nothing and is undefined, unless `signature` asks for it: then it has an empty body and keeps its
 * parameters, annotations and return type (what a framework generating the implementation reads).
 */
export function lowerMethod(file: FileContext, node: Node, cls: ClassContext, enclosing?: FnContext, signature = false): FunctionIR | undefined {
  const body = node.childForFieldName('body');
  if (!body && !signature) return undefined;
  const isConstructor = node.type !== 'method_declaration';
  const declaredName = node.childForFieldName('name')?.text ?? cls.name;
  const typeParams = new Set<string>(enclosing?.typeParams ?? []);
  for (const p of node.childForFieldName('type_parameters')?.namedChildren ?? []) {
    const id = p?.namedChildren.find((c) => c?.type === 'type_identifier' || c?.type === 'identifier');
    if (id) typeParams.add(id.text);
  }
  const isStatic = hasModifier(node, 'static');
  const ctx: FnContext = { file, cls, scopes: new Scopes(enclosing?.scopes), typeParams, isStatic };
  const params = lowerParams(ctx, node.childForFieldName('parameters'));
  if (node.type === 'compact_constructor_declaration') {
    // A compact record constructor takes the record components implicitly.
    for (const [name, info] of cls.fields) {
      if (!info.isStatic) {
        ctx.scopes.declare(name, info.type);
        params.push({ name, ...(info.type ? { type: info.type } : {}), annotations: [], loc: locOf(node) });
      }
    }
  }
  const returnType = isConstructor ? undefined : resolveType(ctx, node.childForFieldName('type'));
  const idName = isConstructor ? '<init>' : declaredName;
  // Parameters Spring fills from configuration (`@Value("${k}") String algo`) start with that value.
  const injected: Stmt[] = [];
  for (const p of params) {
    const value = injectedValue(p.annotations);
    if (value) injected.push({ kind: 'assign', target: { kind: 'name', name: p.name, loc: p.loc }, value, ...(p.type ? { declaredType: p.type } : {}), loc: p.loc });
  }
  return {
    name: declaredName,
    id: uniqueId(cls, idName, params.length),
    params,
    body: [
      ...injected,
      ...(body ? lowerBlock(ctx, body) : []),
      // A compact record constructor assigns the components to the fields after its body.
      ...(node.type === 'compact_constructor_declaration' ? params.map((p) => fieldAssign(cls.qualified, p)) : []),
    ],
    annotations: lowerAnnotations(ctx, node),
    className: cls.qualified,
    ...(isStatic ? { isStatic: true } : {}),
    ...(returnType ? { returnType } : {}),
    loc: locOf(node),
  };
}

