/**
 * PHP functions, closures and classes: parameters (types resolved through `use`, defaults,
 * variadics, constructor property promotion), class properties and constants, static and instance
 * methods, interfaces, traits and enums (their methods are lowered like a class's).
 */
import type { ClassIR, Expr, FunctionIR, Loc, Param, Stmt } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import { withHoisted } from '../hoisted.js';
import type { PhpContext } from './context.js';
import { lowerAttributes } from './attributes.js';
import { expr } from './expressions.js';
import { generatorFrame } from './generators.js';

/** A declared type (`PDO`, `?Request`, `A|B` → the first class named) as a qualified name; scalars give none. */
export function typeOf(ctx: PhpContext, node: FlatNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'named_type') {
    const inner = named(node)[0];
    return inner ? ctx.qualifyClass(ctx.text(inner)) : undefined;
  }
  if (node.type === 'optional_type' || node.type === 'union_type' || node.type === 'intersection_type' || node.type === 'type_list') {
    for (const part of named(node)) {
      const t = typeOf(ctx, part);
      if (t) return t;
    }
  }
  return undefined;
}

const SCALAR_TYPES = new Map([['int', 'int'], ['float', 'float'], ['bool', 'bool']]);

/** `int`, `?float`, `bool`: the number or boolean type a parameter declares, when that is its only type. */
function scalarTypeOf(ctx: PhpContext, node: FlatNode | undefined): string | undefined {
  if (!node) return undefined;
  if (node.type === 'optional_type') return scalarTypeOf(ctx, named(node)[0]);
  return node.type === 'primitive_type' ? SCALAR_TYPES.get(ctx.text(node).toLowerCase()) : undefined;
}

function variableName(ctx: PhpContext, node: FlatNode | undefined): string {
  return node ? '$' + ctx.text(node).replace(/^[&.\s]*\$/, '') : '$';
}

export function functionNode(ctx: PhpContext, node: FlatNode, name: string, className?: string, isStatic = false): FunctionIR {
  const loc = locOf(node);
  const annotations = lowerAttributes(ctx, node);
  const displayName = name || `<anonymous@${loc.line}:${loc.column}>`;
  ctx.idPath.push(displayName);
  ctx.depth++;
  const outerReads = ctx.readsSuperglobal;
  ctx.readsSuperglobal = false;
  const id = `${ctx.path}#${ctx.idPath.join('.')}`;
  const params: Param[] = [];
  const prologue: Stmt[] = [];
  const paramsNode = field(node, 'parameters');
  for (const p of paramsNode ? named(paramsNode) : []) {
    if (p.type === 'comment') continue;
    const pname = variableName(ctx, field(p, 'name'));
    const ploc = locOf(p);
    const defaultNode = field(p, 'default_value');
    params.push({
      name: pname,
      type: typeOf(ctx, field(p, 'type')),
      annotations: [],
      default: defaultNode ? expr(ctx, defaultNode) : undefined,
      rest: p.type === 'variadic_parameter' ? 'list' : undefined,
      byRef: p.children.some((c) => c.type === 'reference_modifier') || undefined,
      loc: ploc,
    });
    // `int $id`: PHP converts the argument to the declared scalar type on entry (or throws), so the
    // body only ever sees a number or a boolean, whatever text the caller passed. A promoted
    // constructor parameter (`public int $id`) is converted the same way before it is stored.
    const scalar = p.type === 'simple_parameter' || p.type === 'property_promotion_parameter' ? scalarTypeOf(ctx, field(p, 'type')) : undefined;
    if (scalar && !params[params.length - 1]?.byRef) {
      prologue.push({ kind: 'assign', target: { kind: 'name', name: pname, loc: ploc }, value: { kind: 'cast', type: scalar, value: { kind: 'name', name: pname, loc: ploc }, loc: ploc }, loc: ploc });
    }
    // `public function __construct(private PDO $db)` declares and assigns the property db.
    if (p.type === 'property_promotion_parameter') {
      prologue.push({ kind: 'assign', target: { kind: 'member', object: { kind: 'this', loc: ploc }, property: pname.slice(1), loc: ploc }, value: { kind: 'name', name: pname, loc: ploc }, loc: ploc });
    }
  }
  const bodyNode = field(node, 'body');
  const returnType = typeOf(ctx, field(node, 'return_type'));
  const outerReturnType = ctx.returnType;
  const outerScope = ctx.scope;
  ctx.scope = node;
  const outerYields = ctx.yields;
  ctx.yields = false;
  ctx.returnType = returnType && !/(^|\.)(self|static|parent|mixed|object|iterable|callable|Generator|Traversable|Iterator)$/i.test(returnType) ? returnType : undefined;
  let body: Stmt[];
  if (!bodyNode) body = [];
  else if (bodyNode.type === 'compound_statement') body = ctx.block(bodyNode.children);
  // `fn($x) => expr` returns its expression.
  else body = withHoisted(ctx, () => [{ kind: 'return', value: expr(ctx, bodyNode), loc: locOf(bodyNode) }]);
  if (ctx.yields) {
    const { start, end } = generatorFrame(loc);
    body = [start, ...body, end];
  }
  ctx.yields = outerYields;
  ctx.returnType = outerReturnType;
  ctx.scope = outerScope;
  prologue.unshift(...ctx.globalsPrologue(loc));
  ctx.readsSuperglobal = outerReads;
  ctx.depth--;
  ctx.idPath.pop();
  const fn: FunctionIR = {
    name: displayName,
    id,
    params,
    body: [...prologue, ...body],
    annotations,
    className,
    isStatic: isStatic || undefined,
    returnType,
    writesCaptures: node.children.some((c) => c.type === 'anonymous_function_use_clause' && c.children.some((u) => u.type === 'by_ref')) || undefined,
    loc,
  };
  ctx.functions.push(fn);
  return fn;
}

function hasModifier(member: FlatNode, modifier: string): boolean {
  return member.children.some((c) => c.type === `${modifier}_modifier` || (!c.named && c.type === modifier));
}

export function classDeclaration(ctx: PhpContext, node: FlatNode): ClassIR {
  const nameNode = field(node, 'name');
  const loc = locOf(node);
  const name = nameNode ? ctx.text(nameNode) : `<class@${loc.line}:${loc.column}>`;
  const qualified = nameNode ? ctx.inNamespace(name) : `${ctx.path}#${name}`;
  const base = node.children.find((c) => c.type === 'base_clause');
  const baseName = base ? named(base).find((c) => c.type === 'name' || c.type === 'qualified_name') : undefined;
  const superclass = baseName ? ctx.qualifyClass(ctx.text(baseName)) : undefined;
  const interfaceClause = node.children.find((c) => c.type === 'class_interface_clause');
  const interfaces = interfaceClause ? named(interfaceClause).filter((c) => c.type === 'name' || c.type === 'qualified_name').map((c) => ctx.qualifyClass(ctx.text(c))) : [];
  const cls: ClassIR = { name, qualified, superclass, interfaces, annotations: lowerAttributes(ctx, node), fields: [], methods: [], loc };
  const savedClass = ctx.cls;
  ctx.cls = { name, qualified, superclass };
  ctx.idPath.push(name);
  const body = field(node, 'body');
  for (const member of body ? named(body) : []) {
    const isStatic = hasModifier(member, 'static');
    if (member.type === 'method_declaration') {
      const methodName = ctx.text(field(member, 'name') ?? member);
      const fn = ctx.functionNode(member, methodName, name, isStatic);
      cls.methods.push(fn);
      const paramsNode = field(member, 'parameters');
      for (const p of paramsNode ? named(paramsNode) : []) {
        if (p.type === 'property_promotion_parameter') cls.fields.push({ name: variableName(ctx, field(p, 'name')).slice(1), type: typeOf(ctx, field(p, 'type')), annotations: [], loc: locOf(p) });
      }
    } else if (member.type === 'property_declaration') {
      const type = typeOf(ctx, field(member, 'type') ?? member.children.find((c) => c.type.endsWith('_type')));
      const visibility = member.children.find((c) => c.type === 'visibility_modifier');
      const hidden = !!visibility && /^(private|protected)$/i.test(ctx.text(visibility));
      for (const el of named(member).filter((c) => c.type === 'property_element')) {
        const valueNode = field(el, 'default_value') ?? named(el)[1];
        cls.fields.push({ name: variableName(ctx, field(el, 'name') ?? named(el)[0]).slice(1), type, isStatic: isStatic || undefined, hidden: hidden || undefined, value: valueNode ? expr(ctx, valueNode) : undefined, annotations: [], loc: locOf(el) });
      }
    } else if (member.type === 'const_declaration') {
      for (const el of named(member).filter((c) => c.type === 'const_element')) {
        const [constName, valueNode] = named(el);
        if (constName) cls.fields.push({ name: ctx.text(constName), isStatic: true, value: valueNode ? expr(ctx, valueNode) : undefined, annotations: [], loc: locOf(el) });
      }
    } else if (member.type === 'enum_case') {
      const caseName = field(member, 'name') ?? named(member)[0];
      const value = field(member, 'value');
      if (caseName) cls.fields.push({ name: ctx.text(caseName), isStatic: true, value: enumCase(ctx.text(caseName), value ? expr(ctx, value) : undefined, locOf(member)), annotations: [], loc: locOf(member) });
    } else if (member.type === 'use_declaration') {
      // `use RunsShell;`: the trait's methods become the class's (copied in when the file is done).
      const traits = named(member).filter((c) => c.type === 'name' || c.type === 'qualified_name').map((c) => ctx.qualifyClass(ctx.text(c)));
      if (traits.length) ctx.traitUses.push({ cls, traits });
    }
  }
  if (node.type === 'enum_declaration') addEnumFactories(ctx, cls);
  ctx.idPath.pop();
  ctx.cls = savedClass;
  ctx.classes.push(cls);
  if (nameNode) ctx.exports[qualified] = qualified;
  return cls;
}


/** An enum case: an object whose `name` is the case's name and `value` its backing value (a backed enum). */
function enumCase(name: string, value: Expr | undefined, loc: Loc): Expr {
  const entries: { key: string; value: Expr }[] = [{ key: 'name', value: { kind: 'const', value: name, loc } }];
  if (value) entries.push({ key: 'value', value });
  return { kind: 'object', entries, loc };
}

/**
 * `Suit::from($v)`, `Suit::tryFrom($v)` and `Suit::cases()` of an enum, which PHP provides: from
 * gives one of the declared cases (or throws), tryFrom one of them or null, cases all of them; so
 * `(Dir::tryFrom($_GET['d']) ?? Dir::Asc)->value` is one of the declared constants, never the request
 * text. A method the enum declares itself is kept.
 */
function addEnumFactories(ctx: PhpContext, cls: ClassIR): void {
  const cases = cls.fields.filter((f) => f.value?.kind === 'object');
  if (cases.length === 0) return;
  const loc = cls.loc;
  const caseValue = (f: (typeof cases)[number]): Expr => structuredClone(f.value!);
  const anyOf = (values: Expr[]): Expr => values.reduceRight((rest, v) => ({ kind: 'cond', test: { kind: 'unknown', note: 'enum case matched', children: [], loc }, then: v, else: rest, loc }));
  const make = (name: string, value: Expr, params: Param[]): void => {
    if (cls.methods.some((m) => m.name.toLowerCase() === name.toLowerCase())) return;
    const fn: FunctionIR = { name, id: `${ctx.path}#${[...ctx.idPath, name].join('.')}`, params, body: [{ kind: 'return', value, loc }], annotations: [], className: cls.name, isStatic: true, loc };
    cls.methods.push(fn);
    ctx.functions.push(fn);
  };
  const param: Param[] = [{ name: '$value', annotations: [], loc }];
  make('from', anyOf(cases.map(caseValue)), param);
  make('tryFrom', anyOf([...cases.map(caseValue), { kind: 'const', value: null, loc }]), param);
  make('cases', { kind: 'array', elements: cases.map(caseValue), loc }, []);
}
