/**
 * Classes, enums, records, interfaces and their members: fields, methods, constructors,
 * initialiser blocks, anonymous and local classes. Methods and constructors (written or implicit)
 * are lowered in `methods.ts`.
 *
 * Function ids follow `FunctionIR.id`: `pkg.Class#method(arity)`; constructors are
 * `pkg.Class#<init>(arity)`, static initialiser blocks `#<clinit>(0)` and instance initialiser
 * blocks `#<instinit>(0)`. When two overloads share an arity, the first keeps the plain id and
 * later ones get `~2`, `~3`… appended, so ids stay unique. Nested classes are
 * `pkg.Outer.Inner`; anonymous and lambda functions are named `<anonymous@line:col>`.
 * Interface and abstract methods without a body are not emitted: there is nothing to analyse,
 * and a call on an interface should resolve to an implementation instead.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { ClassIR, Expr, FunctionIR, Stmt } from '../../ir/types.js';
import { locOf, resolveType, Scopes, type ClassContext, type FileContext, type FnContext } from './context.js';
import { isComment, lowerExpr } from './expressions.js';
import { lowerBlock } from './statements.js';
import { boundProperty, injectedValue } from './spring-value.js';
import { collectConstants } from './constants.js';
import { hasModifier, lowerAnnotations } from './annotations.js';
import { anonymousName } from './lambdas.js';
import { addCanonicalConstructor, addEnumValueOf, lowerMethod, uniqueId } from './methods.js';

const CLASS_TYPES = new Set(['class_declaration', 'interface_declaration', 'enum_declaration', 'record_declaration', 'annotation_type_declaration']);

export function isClassDeclaration(node: Node): boolean {
  return CLASS_TYPES.has(node.type);
}

/** Registers the names of every class in the file before any body is lowered, so forward references resolve. */
export function declareClasses(file: FileContext, node: Node, outerQualified: string | undefined): void {
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (isClassDeclaration(child)) {
      const name = child.childForFieldName('name')?.text;
      if (!name) continue;
      const qualified = outerQualified ? `${outerQualified}.${name}` : file.qualify(name);
      file.declareClass(qualified, name);
      const body = child.childForFieldName('body');
      if (body) {
        declareClasses(file, body, qualified);
        collectConstants(file, body.type === 'enum_body' ? body.namedChildren.find((c) => c.type === 'enum_body_declarations') ?? body : body, qualified, child.type === 'interface_declaration');
      }
    } else if (child.type === 'enum_body_declarations' || child.type === 'ERROR') {
      declareClasses(file, child, outerQualified);
    }
  }
}

function newClassContext(
  file: FileContext,
  name: string,
  qualified: string,
  outer: ClassContext | undefined,
  typeParamsNode: Node | null,
): ClassContext {
  const typeParams = new Set<string>();
  for (const p of typeParamsNode?.namedChildren ?? []) {
    const id = p?.namedChildren.find((c) => c?.type === 'type_identifier' || c?.type === 'identifier');
    if (id) typeParams.add(id.text);
  }
  return { name, qualified, interfaces: [], fields: new Map(), methods: new Map(), typeParams, outer, idsUsed: new Set() };
}

function classCtxFor(fn: FnContext | undefined, file: FileContext, cls: ClassContext, scopes?: Scopes): FnContext {
  return { file, cls, scopes: scopes ?? new Scopes(fn?.scopes), typeParams: new Set(fn?.typeParams ?? []), isStatic: false };
}

/**
 * Lowers a class-like declaration and everything in it, pushing classes and functions onto the
 * file. `enclosing` is the method context for local and anonymous classes (their bodies see the
 * enclosing method's variables).
 */
export function lowerClassDeclaration(
  file: FileContext,
  node: Node,
  outer: ClassContext | undefined,
  enclosing?: FnContext,
  anonymous?: { name: string; qualified: string; superType?: string },
): ClassIR {
  const name = anonymous?.name ?? node.childForFieldName('name')?.text ?? '<error>';
  const qualified = anonymous?.qualified ?? (outer ? `${outer.qualified}.${name}` : file.qualify(name));
  const cls = newClassContext(file, name, qualified, outer, node.childForFieldName('type_parameters'));
  const headerCtx = classCtxFor(enclosing, file, cls);
  const body = node.type === 'class_body' ? node : node.childForFieldName('body');

  const superNode = node.childForFieldName('superclass');
  const superType = anonymous?.superType ?? (superNode ? resolveType(headerCtx, superNode.namedChildren.find((c) => !!c) ?? null) : undefined);
  cls.superclass = superType;
  const interfaces: string[] = [];
  const ifaceNode = node.childForFieldName('interfaces') ?? node.namedChildren.find((c) => c?.type === 'extends_interfaces') ?? null;
  const typeList = ifaceNode?.namedChildren.find((c) => c?.type === 'type_list');
  for (const t of typeList?.namedChildren ?? []) {
    const resolved = t ? resolveType(headerCtx, t) : undefined;
    if (resolved) interfaces.push(resolved);
  }

  cls.interfaces = interfaces;
  file.recordSupertypes(qualified, [...(superType ? [superType] : []), ...interfaces]);
  const members = body ? flattenMembers(body) : [];
  collectMemberSignatures(headerCtx, node, members, cls);

  const ir: ClassIR = {
    name,
    qualified,
    ...(superType ? { superclass: superType } : {}),
    interfaces,
    annotations: node.type === 'class_body' ? [] : lowerAnnotations(headerCtx, node),
    fields: [],
    methods: [],
    ...(node.type === 'enum_declaration' ? { isEnum: true as const } : {}),
    ...(enclosing ? { capturesEnclosing: true } : {}),
    loc: locOf(node),
  };
  file.classes.push(ir);

  // Record components are fields with generated accessors.
  if (node.type === 'record_declaration') {
    for (const p of node.childForFieldName('parameters')?.namedChildren ?? []) {
      if (!p || p.type !== 'formal_parameter') continue;
      const pname = p.childForFieldName('name')?.text;
      if (!pname) continue;
      const type = resolveType(headerCtx, p.childForFieldName('type'));
      ir.fields.push({ name: pname, ...(type ? { type } : {}), annotations: lowerAnnotations(headerCtx, p), loc: locOf(p) });
      const loc = locOf(p);
      const accessor: FunctionIR = {
        name: pname,
        id: uniqueId(cls, pname, 0),
        params: [],
        body: [{ kind: 'return', value: { kind: 'member', object: { kind: 'this', type: qualified, loc }, property: pname, ...(type ? { type } : {}), loc }, loc }],
        annotations: [],
        className: qualified,
        ...(type ? { returnType: type } : {}),
        loc,
      };
      ir.methods.push(accessor);
      file.functions.push(accessor);
    }
  }

  for (const member of members) {
    try {
      lowerMember(file, member, cls, ir, enclosing);
    } catch (error) {
      // The lowerer must never throw; a construct it trips on is reported and skipped.
      file.reportSkipped('a member', member, error);
    }
  }
  if (node.type === 'enum_declaration' && !ir.methods.some((m) => m.name === 'valueOf')) addEnumValueOf(file, cls, ir, locOf(node));
  if (node.type === 'record_declaration') addCanonicalConstructor(file, cls, ir, node);
  return ir;
}

/** Members of a class body, with enum bodies and error-recovery nodes opened up. */
function flattenMembers(body: Node): Node[] {
  const out: Node[] = [];
  for (const child of body.namedChildren) {
    if (!child || isComment(child)) continue;
    if (child.type === 'enum_body_declarations') out.push(...flattenMembers(child));
    else out.push(child);
  }
  return out;
}

function collectMemberSignatures(ctx: FnContext, decl: Node, members: Node[], cls: ClassContext): void {
  const isInterface = decl.type === 'interface_declaration';
  if (decl.type === 'record_declaration') {
    for (const p of decl.childForFieldName('parameters')?.namedChildren ?? []) {
      const pname = p?.childForFieldName('name')?.text;
      if (p && pname) {
        cls.fields.set(pname, { type: resolveType(ctx, p.childForFieldName('type')), isStatic: false });
        cls.methods.set(pname, false);
      }
    }
  }
  for (const m of members) {
    if (m.type === 'field_declaration' || m.type === 'constant_declaration') {
      const type = resolveType(ctx, m.childForFieldName('type'));
      const isStatic = hasModifier(m, 'static') || isInterface || m.type === 'constant_declaration';
      for (const d of m.childrenForFieldName('declarator')) {
        const fname = d?.childForFieldName('name')?.text;
        if (fname) cls.fields.set(fname, { type: d?.childForFieldName('dimensions') && type ? type + '[]' : type, isStatic });
      }
    } else if (m.type === 'enum_constant') {
      const cname = m.childForFieldName('name')?.text;
      if (cname) cls.fields.set(cname, { type: cls.qualified, isStatic: true });
    } else if (m.type === 'method_declaration') {
      const mname = m.childForFieldName('name')?.text;
      if (!mname) continue;
      const isStatic = hasModifier(m, 'static');
      const previous = cls.methods.get(mname);
      cls.methods.set(mname, previous === undefined ? isStatic : previous && isStatic);
    }
  }
}

function lowerMember(file: FileContext, member: Node, cls: ClassContext, ir: ClassIR, enclosing?: FnContext): void {
  switch (member.type) {
    case 'field_declaration':
    case 'constant_declaration': {
      const fieldCtx = classCtxFor(enclosing, file, cls);
      fieldCtx.isStatic = hasModifier(member, 'static');
      const type = resolveType(fieldCtx, member.childForFieldName('type'));
      const annotations = lowerAnnotations(fieldCtx, member);
      for (const d of member.childrenForFieldName('declarator')) {
        if (!d) continue;
        const fname = d.childForFieldName('name')?.text ?? '_';
        const valueNode = d.childForFieldName('value');
        const pre: Stmt[] = [];
        const initial = valueNode ? lowerExpr(fieldCtx, valueNode, pre) : undefined;
        const value = injectedValue(annotations) ?? boundProperty(ir.annotations, fname, initial, hasModifier(member, 'static')) ?? initial;
        const info = cls.fields.get(fname);
        ir.fields.push({
          name: fname,
          ...(info?.type ?? type ? { type: info?.type ?? type } : {}),
          ...(info?.isStatic ? { isStatic: true } : {}),
          ...(value ? { value } : {}),
          annotations,
          loc: locOf(d),
        });
      }
      return;
    }
    case 'enum_constant': {
      const cname = member.childForFieldName('name')?.text ?? '_';
      const fieldCtx = classCtxFor(enclosing, file, cls);
      const pre: Stmt[] = [];
      const args = (member.childForFieldName('arguments')?.namedChildren ?? [])
        .filter((c): c is Node => !!c && !isComment(c))
        .map((a) => lowerExpr(fieldCtx, a, pre));
      const loc = locOf(member);
      const value: Expr = { kind: 'call', callee: { kind: 'name', name: cls.name, qualified: cls.qualified, loc }, args, isNew: true, loc };
      ir.fields.push({ name: cname, type: cls.qualified, isStatic: true, value, annotations: lowerAnnotations(fieldCtx, member), loc });
      const body = member.childForFieldName('body');
      if (body) {
        const anonName = `<anonymous@${loc.line}:${loc.column}>`;
        lowerClassDeclaration(file, body, cls, fieldCtx, { name: anonName, qualified: `${cls.qualified}.${anonName}`, superType: cls.qualified });
      }
      return;
    }
    case 'method_declaration':
    case 'constructor_declaration':
    case 'compact_constructor_declaration': {
      const fn = lowerMethod(file, member, cls, enclosing);
      if (fn) {
        ir.methods.push(fn);
        file.functions.push(fn);
      } else if (member.type === 'method_declaration') {
        // Bodiless: kept apart as a signature, never run (a MyBatis mapper method's SQL is in its annotations).
        const signature = lowerMethod(file, member, cls, enclosing, true);
        if (signature) (ir.signatures ??= []).push(signature);
      }
      return;
    }
    case 'static_initializer':
    case 'block': {
      const isStatic = member.type === 'static_initializer';
      const ctx = classCtxFor(enclosing, file, cls);
      ctx.isStatic = isStatic;
      const block = isStatic ? member.namedChildren.find((c) => c?.type === 'block') ?? null : member;
      const name = isStatic ? '<clinit>' : '<instinit>';
      const fn: FunctionIR = {
        name,
        id: uniqueId(cls, name, 0),
        params: [],
        body: lowerBlock(ctx, block),
        annotations: [],
        className: cls.qualified,
        ...(isStatic ? { isStatic: true } : {}),
        loc: locOf(member),
      };
      ir.methods.push(fn);
      file.functions.push(fn);
      return;
    }
    default:
      if (isClassDeclaration(member)) {
        lowerClassDeclaration(file, member, cls, enclosing);
      }
    // Anything else (ERROR nodes between members, stray semicolons) holds no method body.
  }
}

/** `new T(args) { … }`: lowers the body as a class named `<anonymous@l:c>`; returns its qualified name. */
export function lowerAnonymousClass(ctx: FnContext, body: Node, superType: string | undefined): string | undefined {
  const name = anonymousName(body.parent ?? body);
  const outerQualified = ctx.cls?.qualified ?? ctx.file.qualify('<module>');
  const qualified = `${outerQualified}.${name}`;
  ctx.file.declareClass(qualified, name);
  lowerClassDeclaration(ctx.file, body, ctx.cls, ctx, { name, qualified, ...(superType ? { superType } : {}) });
  return qualified;
}

/** A class declared inside a method body; returns its methods so the body can mention them. */
export function lowerLocalClass(ctx: FnContext, node: Node): FunctionIR[] {
  const name = node.childForFieldName('name')?.text;
  if (!name) return [];
  const qualified = `${ctx.cls?.qualified ?? ctx.file.qualify('<module>')}.${name}`;
  ctx.file.declareClass(qualified, name);
  const ir = lowerClassDeclaration(ctx.file, node, ctx.cls, ctx, { name, qualified });
  return ir.methods;
}
