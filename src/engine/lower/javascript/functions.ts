/**
 * Functions and classes: parameters (destructured, defaults, rest, TypeScript types and
 * parameter properties), decorators, class fields and methods, unique ids.
 */
import type { Annotation, ClassIR, Expr, FunctionIR, Param, Stmt } from '../../ir/types.js';
import { field, locOf, named, type FlatNode } from '../flat.js';
import { withHoisted } from '../hoisted.js';
import { type JsContext } from './context.js';
import { expr } from './expressions.js';
import { propertyKey } from './literals.js';
import { assignPattern } from './patterns.js';

export function functionNode(ctx: JsContext, node: FlatNode, name: string, className?: string, isStatic = false): FunctionIR {
  const loc = locOf(node);
  const displayName = name || `<anonymous@${loc.line}:${loc.column}>`;
  const idName = [...ctx.idPath, displayName].join('.');
  const id = `${ctx.path}#${idName}`;
  ctx.idPath.push(displayName);
  ctx.scopes.push(new Set());
  const params: Param[] = [];
  const prologue: Stmt[] = [];
  const paramsNode = field(node, 'parameters') ?? field(node, 'parameter');
  const paramNodes = paramsNode
    ? paramsNode.type === 'formal_parameters'
      ? named(paramsNode)
      : [paramsNode]
    : [];
  paramNodes.forEach((p, index) => param(ctx, p, index, params, prologue));
  const bodyNode = field(node, 'body');
  let body: Stmt[];
  if (!bodyNode) body = [];
  else if (bodyNode.type === 'statement_block') body = ctx.block(bodyNode.children);
  // Arrow function with an expression body returns it.
  else body = withHoisted(ctx, () => [{ kind: 'return', value: expr(ctx, bodyNode), loc: locOf(bodyNode) }]);
  const declaredNames = [...(ctx.scopes.pop() ?? [])];
  ctx.idPath.pop();
  const fn: FunctionIR = {
    name: displayName,
    id,
    params,
    body: [...prologue, ...body],
    annotations: decorators(ctx, node),
    className,
    isStatic: isStatic || undefined,
    returnType: ctx.resolveType(field(node, 'return_type')),
    isAsync: node.children.some((c) => !c.named && c.type === 'async') || undefined,
    declaredNames,
    loc,
  };
  ctx.functions.push(fn);
  return fn;
}

export function param(ctx: JsContext, node: FlatNode, index: number, params: Param[], prologue: Stmt[]): void {
  const loc = locOf(node);
  let pattern = node;
  let type: string | undefined;
  let defaultValue: Expr | undefined;
  if (node.type === 'required_parameter' || node.type === 'optional_parameter') {
    pattern = field(node, 'pattern') ?? named(node)[0] ?? node;
    type = ctx.resolveType(field(node, 'type'));
    const value = field(node, 'value');
    if (value) defaultValue = expr(ctx, value);
  }
  if (pattern.type === 'assignment_pattern') {
    const right = field(pattern, 'right');
    if (right) defaultValue = expr(ctx, right);
    pattern = field(pattern, 'left') ?? pattern;
  }
  let rest: Param['rest'];
  if (pattern.type === 'rest_pattern') {
    rest = 'list';
    pattern = named(pattern)[0] ?? pattern;
  }
  if (pattern.type === 'identifier' || pattern.type === 'this') {
    const name = ctx.text(pattern);
    ctx.declare(name);
    params.push({ name, type, annotations: decorators(ctx, node), default: defaultValue, rest, loc });
    return;
  }
  // A destructured parameter: a synthetic name, destructured at the start of the body.
  const name = `$param${index}`;
  ctx.declare(name);
  params.push({ name, type, annotations: [], default: defaultValue, rest, loc });
  prologue.push(...assignPattern(ctx, pattern, { kind: 'name', name, loc }, loc, true));
}

export function decorators(ctx: JsContext, node: FlatNode): Annotation[] {
  return decoratorsOf(ctx, node.children.filter((c) => c.type === 'decorator'));
}

/** Decorator nodes as annotations: the callee's name as written and resolved through the imports. */
function decoratorsOf(ctx: JsContext, nodes: FlatNode[]): Annotation[] {
  return nodes
    .map((d) => {
      const inner = named(d)[0];
      const lowered = inner ? expr(ctx, inner) : undefined;
      const callee = inner?.type === 'call_expression' ? field(inner, 'function') : inner;
      const name = callee ? ctx.text(callee) : '';
      const head = name.split('.')[0];
      const imported = ctx.importMap.get(head);
      return {
        name,
        qualified: imported ? [imported, ...name.split('.').slice(1)].join('.') : undefined,
        expr: lowered?.kind === 'call' ? lowered : undefined,
        args: lowered?.kind === 'call' ? lowered.args : [],
        loc: locOf(d),
      };
    });
}

export function classDeclaration(ctx: JsContext, node: FlatNode): ClassIR {
  const nameNode = field(node, 'name');
  const loc = locOf(node);
  const name = nameNode ? ctx.text(nameNode) : `<class@${loc.line}:${loc.column}>`;
  if (nameNode) ctx.declare(name);
  let superclass: string | undefined;
  const interfaces: string[] = [];
  const heritage = node.children.find((c) => c.type === 'class_heritage');
  if (heritage) {
    for (const part of named(heritage)) {
      if (part.type === 'extends_clause') {
        const v = field(part, 'value') ?? named(part)[0];
        if (v) superclass = ctx.resolveType(v);
      } else if (part.type === 'implements_clause') {
        for (const t of named(part)) {
          const r = ctx.resolveType(t);
          if (r) interfaces.push(r);
        }
      } else {
        superclass = ctx.resolveType(part);
      }
    }
  }
  const cls: ClassIR = {
    name,
    qualified: `${ctx.path}#${name}`,
    superclass,
    interfaces,
    annotations: decorators(ctx, node),
    fields: [],
    methods: [],
    loc,
  };
  ctx.idPath.push(name);
  const body = field(node, 'body');
  // TypeScript's grammar puts a method's decorators (`@Get()`, `@Header(…)`) before it in the class
  // body, not inside the method: they are gathered here and given to the method that follows.
  let pending: FlatNode[] = [];
  for (const member of body ? named(body) : []) {
    if (member.type === 'decorator') {
      pending.push(member);
      continue;
    }
    const leading = pending;
    pending = [];
    const isStatic = member.children.some((c) => !c.named && c.type === 'static');
    if (member.type === 'method_definition' || member.type === 'abstract_method_signature') {
      const methodName = propertyKey(ctx, field(member, 'name') ?? member);
      const fn = ctx.functionNode(member, methodName, name, isStatic);
      if (leading.length) fn.annotations = [...decoratorsOf(ctx, leading), ...fn.annotations];
      cls.methods.push(fn);
      if (methodName === 'constructor') parameterProperties(ctx, member, cls, fn);
    } else if (member.type === 'field_definition' || member.type === 'public_field_definition') {
      const prop = field(member, 'property') ?? field(member, 'name');
      const value = field(member, 'value');
      if (!prop) continue;
      let valueExpr: Expr | undefined;
      if (value) {
        const lowered = expr(ctx, value);
        valueExpr = lowered;
        // `handle = async (req, res) => { this.http.get(…) }`: an arrow field's `this` is the
        // instance, as a method's is, so it is analysed as a method of the class.
        if (lowered.kind === 'function') {
          lowered.fn.className ??= name;
          if (isStatic) lowered.fn.isStatic = true;
          cls.methods.push(lowered.fn);
        }
      }
      cls.fields.push({
        name: propertyKey(ctx, prop),
        type: ctx.resolveType(field(member, 'type')),
        isStatic: isStatic || undefined,
        value: valueExpr,
        annotations: decorators(ctx, member),
        loc: locOf(member),
      });
    }
  }
  ctx.idPath.pop();
  ctx.classes.push(cls);
  return cls;
}

/**
 * TypeScript `constructor(private db: Pool)` declares a field `db` of type Pool and, as the compiled
 * constructor does, assigns the argument to it (`this.db = db`) before the body runs, so methods that
 * read `this.db` see what the caller passed.
 */
export function parameterProperties(ctx: JsContext, ctor: FlatNode, cls: ClassIR, fn: FunctionIR): void {
  const paramsNode = field(ctor, 'parameters');
  const assignments: Stmt[] = [];
  for (const p of paramsNode ? named(paramsNode) : []) {
    if (!p.children.some((c) => c.type === 'accessibility_modifier' || c.type === 'readonly')) continue;
    const pattern = field(p, 'pattern');
    if (pattern?.type !== 'identifier') continue;
    const name = ctx.text(pattern);
    const loc = locOf(p);
    cls.fields.push({ name, type: ctx.resolveType(field(p, 'type')), annotations: [], loc });
    assignments.push({
      kind: 'assign',
      target: { kind: 'member', object: { kind: 'this', loc }, property: name, loc },
      value: { kind: 'name', name, loc },
      loc,
    });
  }
  fn.body.unshift(...assignments);
}
