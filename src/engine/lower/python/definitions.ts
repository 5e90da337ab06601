/**
 * Functions, methods, lambdas, classes and decorators.
 *
 * Methods lose their receiver parameter (`self`, `cls`): reads of it become `this`, so
 * argument positions at call sites (`obj.m(x)`) match parameter positions. Decorators become
 * annotations with their arguments (`@app.route("/x", methods=["POST"])`), resolved through
 * imports and known types (`app = Flask(...)` makes `@app.route` qualified `flask.Flask.route`).
 */
import type { PyNode as Node } from './tree.js';
import type { Annotation, ClassIR, Expr, FunctionIR, Param, Stmt } from '../../ir/types.js';
import type { LowerContext, MethodOf } from './context.js';
import { newScope, type Scope } from './scope.js';
import { collectBindings } from './bindings.js';
import { lowerExpr, named } from './expressions.js';
import { resolveDotted, typeText } from './names.js';
import { lowerBlock } from './statements.js';
import { assignTo } from './targets.js';
import { addGeneratedInit } from './generated-init.js';

export function lowerDecorators(decorators: Node[], ctx: LowerContext): Annotation[] {
  return decorators.map((decorator) => {
    const expression = named(decorator)[0] ?? decorator;
    const loc = ctx.loc(decorator);
    if (expression.type === 'call') {
      const head = expression.childForFieldName('function');
      const call = lowerExpr(expression, ctx);
      const annotation: Annotation = {
        name: head ? head.text.replace(/\s+/g, '') : expression.text,
        expr: call,
        args: call.kind === 'call' ? call.args : [],
        loc,
      };
      if (call.kind === 'call' && call.kwargs) annotation.kwargs = call.kwargs;
      const qualified = resolveDotted(head, ctx, true);
      if (qualified) annotation.qualified = qualified;
      return annotation;
    }
    const annotation: Annotation = { name: expression.text.replace(/\s+/g, ''), args: [], loc };
    const qualified = resolveDotted(expression, ctx, true);
    if (qualified) annotation.qualified = qualified;
    return annotation;
  });
}

function paramName(node: Node): string | undefined {
  if (node.type === 'identifier') return node.text;
  const name = node.childForFieldName('name');
  if (name) return name.type === 'identifier' ? name.text : undefined;
  const inner = named(node).find((c) => c.type === 'identifier' || c.type.endsWith('splat_pattern'));
  return inner ? paramName(inner) : undefined;
}

function restKind(node: Node): Param['rest'] {
  if (node.type === 'list_splat_pattern') return 'list';
  if (node.type === 'dictionary_splat_pattern') return 'dict';
  if (node.type === 'typed_parameter') {
    const inner = named(node)[0];
    if (inner) return restKind(inner);
  }
  return undefined;
}

/**
 * Parameters, with defaults lowered in the defining scope (they are evaluated at `def` time).
 * A tuple parameter (Python 2) gets a synthetic name and is unpacked at the start of the body.
 */
function lowerParams(list: Node | null, ctx: LowerContext): { params: Param[]; unpack: { name: string; pattern: Node }[] } {
  const params: Param[] = [];
  const unpack: { name: string; pattern: Node }[] = [];
  for (const p of list ? named(list) : []) {
    if (p.type === 'keyword_separator' || p.type === 'positional_separator') continue;
    let name = paramName(p);
    if (!name) {
      name = ctx.temp('param');
      unpack.push({ name, pattern: p.childForFieldName('name') ?? p });
    }
    const param: Param = { name, annotations: [], loc: ctx.loc(p) };
    const type = typeText(p.childForFieldName('type'), ctx);
    if (type) param.type = type;
    const value = p.childForFieldName('value');
    if (value) param.default = lowerExpr(value, ctx);
    const rest = restKind(p);
    if (rest) param.rest = rest;
    params.push(param);
  }
  return { params, unpack };
}

function hasDecorator(decorators: Node[], name: string): boolean {
  return decorators.some((d) => {
    const e = named(d)[0];
    return e?.text === name;
  });
}

function isDocstring(node: Node): boolean {
  if (node.type !== 'expression_statement') return false;
  const only = named(node);
  return only.length === 1 && (only[0].type === 'string' || only[0].type === 'concatenated_string');
}

/** Whether a function body yields (not counting functions, lambdas and classes nested in it). */
function isGenerator(body: Node): boolean {
  if (!body.text.includes('yield')) return false;
  const stack: Node[] = [body];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (node.type === 'yield') return true;
    for (const child of node.namedChildren) {
      if (child.type !== 'function_definition' && child.type !== 'class_definition' && child.type !== 'lambda') stack.push(child);
    }
  }
  return false;
}

export function lowerFunction(node: Node, decorators: Node[], ctx: LowerContext, method?: MethodOf): FunctionIR {
  const nameNode = node.childForFieldName('name');
  const name = nameNode?.text ?? `<anonymous@${node.startPosition.row + 1}:${node.startPosition.column + 1}>`;
  const annotations = lowerDecorators(decorators, ctx);
  const { params, unpack } = lowerParams(node.childForFieldName('parameters'), ctx);
  const returnType = typeText(node.childForFieldName('return_type'), ctx);
  const id = ctx.functionId(name, node);

  const isStatic = method !== undefined && hasDecorator(decorators, 'staticmethod');
  const scope: Scope = newScope('function', ctx.scope);
  if (method && !isStatic && params.length > 0 && !params[0].rest) {
    const receiver = params.shift()!;
    scope.receiver = { name: receiver.name, type: method.classQualified };
  }
  for (const p of params) {
    scope.locals.add(p.name);
    if (p.type) scope.types.set(p.name, p.type);
  }
  const bodyNode = node.childForFieldName('body');
  const statements = bodyNode ? named(bodyNode) : [];
  const fn: FunctionIR = { name, id, params, body: [], annotations, loc: ctx.loc(node) };
  if (method) fn.className = method.className;
  if (isStatic) fn.isStatic = true;
  if (returnType) fn.returnType = returnType;

  ctx.inScope(scope, () => {
    collectBindings(statements, scope, ctx);
    const own = [...scope.locals].filter((n) => !scope.declaredOuter.has(n));
    // Listed even when empty: a function binding nothing of its own writes the module's names (module-state.ts).
    fn.locals = own;
    // Parameter hints win over what the body assigns.
    for (const p of params) if (p.type) scope.types.set(p.name, p.type);
    ctx.qualname.push(name);
    const outerAccumulator = ctx.generatorAccumulator;
    ctx.generatorAccumulator = bodyNode && isGenerator(bodyNode) ? ctx.temp('yielded') : undefined;
    try {
      const prelude: Stmt[] = unpack.flatMap((u) => assignTo(u.pattern, { kind: 'name', name: u.name, loc: ctx.loc(u.pattern) }, ctx, ctx.loc(u.pattern)));
      const accumulator = ctx.generatorAccumulator;
      if (accumulator) {
        const loc = ctx.loc(node);
        prelude.unshift({ kind: 'assign', target: { kind: 'name', name: accumulator, loc }, value: { kind: 'array', elements: [], loc }, loc });
      }
      const body = statements.length > 0 && isDocstring(statements[0]) ? statements.slice(1) : statements;
      fn.body = [...prelude, ...lowerBlock(body, ctx)];
      if (accumulator) {
        // Falling off the end of a generator also hands the caller what was yielded.
        const end = ctx.loc(node);
        fn.body.push({ kind: 'return', value: { kind: 'name', name: accumulator, loc: end }, loc: end });
      }
    } finally {
      ctx.qualname.pop();
      ctx.generatorAccumulator = outerAccumulator;
    }
  });
  ctx.functions.push(fn);
  return fn;
}

export function lowerLambda(node: Node, ctx: LowerContext): Expr {
  const loc = ctx.loc(node);
  const name = `<anonymous@${loc.line}:${loc.column}>`;
  const { params } = lowerParams(node.childForFieldName('parameters'), ctx);
  const scope = newScope('function', ctx.scope);
  for (const p of params) scope.locals.add(p.name);
  const fn: FunctionIR = { name, id: ctx.functionId(name, node), params, body: [], annotations: [], loc };
  const outerAccumulator = ctx.generatorAccumulator;
  ctx.generatorAccumulator = undefined;
  ctx.inScope(scope, () => {
    ctx.qualname.push(name);
    try {
      const { hoisted, result } = ctx.withHoisting(() => lowerExpr(node.childForFieldName('body'), ctx));
      fn.body = [...hoisted, { kind: 'return', value: result, loc: result.loc }];
    } finally {
      ctx.qualname.pop();
      ctx.generatorAccumulator = outerAccumulator;
    }
  });
  ctx.functions.push(fn);
  return { kind: 'function', fn, loc };
}

/**
 * A class: its methods and fields go to ClassIR; the statements of its body that run when the
 * class is defined (field initialisers, other code) are returned to run in the enclosing body,
 * with class attributes written as `ClassName.attr`.
 */
/**
 * A base made by a class method of a base class from other classes (Django's
 * `models.Manager.from_queryset(BookQuerySet)`): the class the method belongs to, then the classes
 * it is given, whose methods the made class has. Undefined for any other base expression.
 */
function madeBaseNames(base: Node, ctx: LowerContext): string[] | undefined {
  if (base.type !== 'call') return undefined;
  const fn = base.childForFieldName('function');
  if (fn?.type !== 'attribute') return undefined;
  const owner = resolveDotted(fn.childForFieldName('object'), ctx);
  if (!owner) return undefined;
  const args = base.childForFieldName('arguments');
  const given = (args ? named(args) : []).filter((a) => a.type === 'identifier' || a.type === 'attribute').map((a) => resolveDotted(a, ctx) ?? a.text);
  return [owner, ...given];
}

export function lowerClass(node: Node, decorators: Node[], ctx: LowerContext): Stmt[] {
  const nameNode = node.childForFieldName('name');
  const name = nameNode?.text ?? '<class>';
  const loc = ctx.loc(node);
  const qualifiedName = `${ctx.path}#${[...ctx.qualname, name].join('.')}`;
  const annotations = lowerDecorators(decorators, ctx);
  const bases = node.childForFieldName('superclasses');
  const baseNames = (bases ? named(bases) : [])
    .filter((b) => b.type !== 'keyword_argument')
    .flatMap((b) => madeBaseNames(b, ctx) ?? [resolveDotted(b, ctx) ?? b.text]);
  const cls: ClassIR = {
    name,
    qualified: qualifiedName,
    interfaces: baseNames.slice(1),
    annotations,
    fields: [],
    methods: [],
    loc,
  };
  if (baseNames[0]) cls.superclass = baseNames[0];

  const scope = newScope('class', ctx.scope);
  const bodyNode = node.childForFieldName('body');
  const statements = bodyNode ? named(bodyNode) : [];
  const runsAtDefinition: Stmt[] = [];
  ctx.inScope(scope, () => {
    collectBindings(statements, scope, ctx);
    ctx.qualname.push(name);
    try {
      for (const stmt of statements) lowerClassMember(stmt, [], cls, ctx, runsAtDefinition);
      addGeneratedInit(cls, node, ctx);
    } finally {
      ctx.qualname.pop();
    }
  });
  ctx.classes.push(cls);
  return runsAtDefinition;
}

function lowerClassMember(stmt: Node, decorators: Node[], cls: ClassIR, ctx: LowerContext, out: Stmt[]): void {
  if (stmt.type === 'decorated_definition') {
    const definition = stmt.childForFieldName('definition');
    const decos = named(stmt).filter((c) => c.type === 'decorator');
    if (definition) lowerClassMember(definition, decos, cls, ctx, out);
    return;
  }
  if (stmt.type === 'function_definition') {
    // Decorators and default values run when the class is defined: what they hoist runs then.
    const { hoisted, result } = ctx.withHoisting(() => lowerFunction(stmt, decorators, ctx, { className: cls.name, classQualified: cls.qualified }));
    cls.methods.push(result);
    out.push(...hoisted);
    return;
  }
  if (stmt.type === 'class_definition') {
    out.push(...lowerClass(stmt, decorators, ctx));
    return;
  }
  if (isDocstring(stmt)) return;
  const assignment = stmt.type === 'expression_statement' ? named(stmt)[0] : undefined;
  if (assignment?.type === 'assignment' && assignment.childForFieldName('left')?.type === 'identifier') {
    // `x = 1`, `x: int = 1`, `a = b = f()`: class attributes, written as `ClassName.x`.
    const targets: Node[] = [];
    let current: Node | null = assignment;
    let typeNode: Node | null = null;
    while (current?.type === 'assignment') {
      const left = current.childForFieldName('left');
      if (left?.type !== 'identifier') break;
      targets.push(left);
      typeNode ??= current.childForFieldName('type');
      current = current.childForFieldName('right');
    }
    if (current?.type !== 'assignment') {
      const type = typeText(typeNode, ctx);
      const loc = ctx.loc(assignment);
      const { hoisted, result } = ctx.withHoisting(() => (current ? lowerExpr(current, ctx) : undefined));
      out.push(...hoisted);
      for (const target of targets) {
        const field: ClassIR['fields'][number] = { name: target.text, annotations: [], isStatic: true, loc: ctx.loc(target) };
        if (type) field.type = type;
        if (result) field.value = result;
        cls.fields.push(field);
        if (result) {
          out.push({
            kind: 'assign',
            target: { kind: 'member', object: { kind: 'name', name: cls.name, loc }, property: target.text, loc },
            value: result,
            loc,
          });
        }
      }
      return;
    }
  }
  out.push(...lowerBlock([stmt], ctx));
}
