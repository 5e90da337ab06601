/**
 * Java statements → IR statements. Block scoping is tracked so names resolve to the right
 * declaration and carry its declared type.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { Expr, Stmt } from '../../ir/types.js';
import { locOf, resolveType, type FnContext } from './context.js';
import { isComment, lowerAssignment, lowerExpr, lowerUpdate, unknown } from './expressions.js';

export function lowerBlock(ctx: FnContext, node: Node | null): Stmt[] {
  if (!node) return [];
  const out: Stmt[] = [];
  ctx.scopes.push();
  if (node.type === 'block' || node.type === 'constructor_body' || node.type === 'switch_block_statement_group') {
    for (const child of node.namedChildren) if (child) lowerStmtInto(ctx, child, out);
  } else {
    lowerStmtInto(ctx, node, out);
  }
  ctx.scopes.pop();
  return out;
}

/** Lowers one statement, appending it (and any statements hoisted out of its expressions) to `out`. */
export function lowerStmtInto(ctx: FnContext, node: Node, out: Stmt[]): void {
  if (isComment(node)) return;
  const loc = locOf(node);
  switch (node.type) {
    case 'block':
      out.push(...lowerBlock(ctx, node));
      return;
    case 'local_variable_declaration':
      lowerLocalDeclaration(ctx, node, out);
      return;
    case 'expression_statement': {
      const inner = node.namedChildren.find((c) => c && !isComment(c));
      if (inner) lowerExpressionStatement(ctx, inner, out);
      return;
    }
    case 'return_statement': {
      const value = node.namedChildren.find((c) => c && !isComment(c));
      const pre: Stmt[] = [];
      const lowered = value ? lowerExpr(ctx, value, pre) : undefined;
      out.push(...pre, { kind: 'return', value: lowered, loc });
      return;
    }
    case 'yield_statement': {
      // Only reached for a yield outside a switch expression we lowered as a value.
      const value = node.namedChildren.find((c) => c && !isComment(c));
      const pre: Stmt[] = [];
      const lowered = value ? lowerExpr(ctx, value, pre) : undefined;
      out.push(...pre, { kind: 'unknown', note: 'yield', exprs: lowered ? [lowered] : [], loc });
      return;
    }
    case 'throw_statement': {
      const value = node.namedChildren.find((c) => c && !isComment(c));
      const pre: Stmt[] = [];
      const lowered = value ? lowerExpr(ctx, value, pre) : undefined;
      out.push(...pre, { kind: 'throw', value: lowered, loc });
      return;
    }
    case 'if_statement': {
      const pre: Stmt[] = [];
      const cond = node.childForFieldName('condition');
      // Pattern variables (`if (o instanceof String s)`) live in the scope around the if.
      const test = cond ? lowerExpr(ctx, cond, pre) : unknown(node, []);
      const then = lowerBlock(ctx, node.childForFieldName('consequence'));
      const otherwise = lowerBlock(ctx, node.childForFieldName('alternative'));
      out.push(...pre, { kind: 'if', test, then, else: otherwise, loc });
      return;
    }
    case 'while_statement': {
      const pre: Stmt[] = [];
      const cond = node.childForFieldName('condition');
      const test = cond ? lowerExpr(ctx, cond, pre) : undefined;
      const body = lowerBlock(ctx, node.childForFieldName('body'));
      // Assignments inside the condition run before every iteration: before the loop and again
      // after each pass through the body.
      out.push(...pre, { kind: 'loop', test, body, update: cloneStmts(pre), loc });
      return;
    }
    case 'do_statement': {
      const body = lowerBlock(ctx, node.childForFieldName('body'));
      const pre: Stmt[] = [];
      const cond = node.childForFieldName('condition');
      const test = cond ? lowerExpr(ctx, cond, pre) : undefined;
      out.push({ kind: 'loop', test, body: [...body, ...pre], update: [], loc });
      return;
    }
    case 'for_statement':
      lowerFor(ctx, node, out);
      return;
    case 'enhanced_for_statement': {
      ctx.scopes.push();
      const nameNode = node.childForFieldName('name');
      const valueNode = node.childForFieldName('value');
      const pre: Stmt[] = [];
      const iterable = valueNode ? lowerExpr(ctx, valueNode, pre) : unknown(node, []);
      const name = nameNode?.text ?? '_';
      ctx.scopes.declare(name, resolveType(ctx, node.childForFieldName('type')));
      const body = lowerBlock(ctx, node.childForFieldName('body'));
      ctx.scopes.pop();
      out.push(...pre, {
        kind: 'loop',
        each: { target: { kind: 'name', name, loc: nameNode ? locOf(nameNode) : loc }, iterable, over: 'elements' },
        body,
        update: [],
        loc,
      });
      return;
    }
    case 'switch_expression':
      ctx.file.lower.switchStatement(ctx, node, out);
      return;
    case 'try_statement':
    case 'try_with_resources_statement':
      lowerTry(ctx, node, out);
      return;
    case 'break_statement':
      out.push({ kind: 'break', loc });
      return;
    case 'continue_statement':
      out.push({ kind: 'continue', loc });
      return;
    case 'labeled_statement': {
      const inner = node.namedChildren.filter((c) => c && c.type !== 'identifier' && !isComment(c));
      for (const child of inner) if (child) lowerStmtInto(ctx, child, out);
      return;
    }
    case 'synchronized_statement': {
      const pre: Stmt[] = [];
      const lock = node.namedChildren.find((c) => c?.type === 'parenthesized_expression');
      const exprs = lock ? [lowerExpr(ctx, lock, pre)] : [];
      out.push(...pre);
      if (exprs.length) out.push({ kind: 'expr', expr: exprs[0], loc });
      out.push(...lowerBlock(ctx, node.childForFieldName('body')));
      return;
    }
    case 'assert_statement': {
      const pre: Stmt[] = [];
      const exprs = node.namedChildren.filter((c): c is Node => !!c && !isComment(c)).map((c) => lowerExpr(ctx, c, pre));
      out.push(...pre, { kind: 'unknown', note: 'assert', exprs, loc });
      return;
    }
    case 'explicit_constructor_invocation':
      lowerConstructorInvocation(ctx, node, out);
      return;
    case 'class_declaration':
    case 'record_declaration':
    case 'enum_declaration':
    case 'interface_declaration':
      for (const fn of ctx.file.lower.localClass(ctx, node)) out.push({ kind: 'function', fn, loc: fn.loc });
      return;
    case ';':
    case 'empty_statement':
      return;
    case 'ERROR':
      lowerErrorNode(ctx, node, out);
      return;
    default: {
      // An expression in statement position (error recovery) or an unmodelled statement.
      const pre: Stmt[] = [];
      const expr = lowerExpr(ctx, node, pre);
      out.push(...pre);
      if (expr.kind === 'unknown') out.push({ kind: 'unknown', note: node.type, exprs: expr.children, loc });
      else out.push({ kind: 'expr', expr, loc });
    }
  }
}

/** Primitive local types whose value is a number or a boolean whatever expression initialises it. */
const PRIMITIVE_LOCALS = new Set(['int', 'long', 'short', 'byte', 'float', 'double', 'boolean']);
/** Floating-point local types: an integer constant assigned to one is widened to a floating value. */
const FLOATING_TYPES = new Set(['float', 'double', 'java.lang.Float', 'java.lang.Double']);
const CARRIES_DATA = new Set<Expr['kind']>(['name', 'member', 'call', 'cond', 'unknown']);

const STATEMENT_TYPES = new Set([
  'block',
  'local_variable_declaration',
  'expression_statement',
  'return_statement',
  'throw_statement',
  'if_statement',
  'while_statement',
  'do_statement',
  'for_statement',
  'enhanced_for_statement',
  'switch_expression',
  'try_statement',
  'try_with_resources_statement',
  'break_statement',
  'continue_statement',
  'labeled_statement',
  'synchronized_statement',
  'yield_statement',
  'assert_statement',
]);

/**
 * tree-sitter wraps what it could not parse in ERROR nodes whose children are often whole
 * statements or expressions; lower each so the code around a syntax error is still analysed.
 */
function lowerErrorNode(ctx: FnContext, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const exprs: Expr[] = [];
  const pre: Stmt[] = [];
  for (const child of node.namedChildren) {
    if (!child || isComment(child)) continue;
    if (STATEMENT_TYPES.has(child.type) || child.type === 'ERROR') {
      if (exprs.length) out.push({ kind: 'unknown', note: 'syntax error', exprs: exprs.splice(0), loc });
      out.push(...pre.splice(0));
      lowerStmtInto(ctx, child, out);
    } else if (child.type === 'method_invocation' || child.type === 'assignment_expression' || child.type === 'object_creation_expression') {
      lowerExpressionStatement(ctx, child, out);
    } else {
      exprs.push(lowerExpr(ctx, child, pre));
    }
  }
  out.push(...pre);
  if (exprs.length) out.push({ kind: 'unknown', note: 'syntax error', exprs, loc });
}

function lowerExpressionStatement(ctx: FnContext, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const pre: Stmt[] = [];
  if (node.type === 'assignment_expression') {
    const stmt = lowerAssignment(ctx, node, pre);
    out.push(...pre, stmt);
    return;
  }
  if (node.type === 'update_expression') {
    const stmt = lowerUpdate(ctx, node, pre);
    out.push(...pre);
    if (stmt) out.push(stmt);
    return;
  }
  const expr = lowerExpr(ctx, node, pre);
  out.push(...pre, { kind: 'expr', expr, loc });
}

function lowerLocalDeclaration(ctx: FnContext, node: Node, out: Stmt[]): void {
  const typeNode = node.childForFieldName('type');
  const declared = resolveType(ctx, typeNode);
  for (const decl of node.childrenForFieldName('declarator')) {
    if (!decl) continue;
    const nameNode = decl.childForFieldName('name');
    const valueNode = decl.childForFieldName('value');
    const name = nameNode?.text ?? '_';
    const pre: Stmt[] = [];
    const loc = locOf(decl);
    const given: Expr = valueNode ? lowerExpr(ctx, valueNode, pre) : { kind: 'const', value: null, loc };
    const dims = decl.childForFieldName('dimensions');
    const type = declared ? declared + (dims ? '[]' : '') : inferType(given);
    // `double x = 10;` widens the integer: x is 10.0.
    const lowered: Expr = given.kind === 'const' && typeof given.value === 'number' && type && FLOATING_TYPES.has(type) ? { ...given, float: true } : given;
    // `int n = …` converts whatever it is given: a primitive local holds a number, never text.
    // (Literals, arithmetic and comparisons already are; only values that may carry data are wrapped.)
    const value: Expr = type && PRIMITIVE_LOCALS.has(type) && CARRIES_DATA.has(lowered.kind) ? { kind: 'cast', type, value: lowered, loc } : lowered;
    ctx.scopes.declare(name, type);
    out.push(...pre, {
      kind: 'assign',
      target: { kind: 'name', name, loc: nameNode ? locOf(nameNode) : loc },
      value,
      ...(type ? { declaredType: type } : {}),
      loc,
    });
  }
}

/** `var x = …` takes its type from `new T()`, a cast, a string, or a typed variable. */
export function inferType(value: Expr): string | undefined {
  switch (value.kind) {
    case 'call':
      return value.isNew && value.callee.kind === 'name' ? value.callee.qualified : undefined;
    case 'cast':
      return value.type;
    case 'concat':
      return 'java.lang.String';
    case 'const':
      return typeof value.value === 'string' ? 'java.lang.String' : undefined;
    case 'name':
    case 'member':
      return value.type;
    default:
      return undefined;
  }
}

function lowerFor(ctx: FnContext, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  ctx.scopes.push();
  const init: Stmt[] = [];
  for (const child of node.childrenForFieldName('init')) {
    if (!child) continue;
    if (child.type === 'local_variable_declaration') lowerLocalDeclaration(ctx, child, init);
    else lowerExpressionStatement(ctx, child, init);
  }
  const pre: Stmt[] = [];
  const cond = node.childForFieldName('condition');
  const test = cond ? lowerExpr(ctx, cond, pre) : undefined;
  const update: Stmt[] = [];
  for (const child of node.childrenForFieldName('update')) if (child) lowerExpressionStatement(ctx, child, update);
  const body = lowerBlock(ctx, node.childForFieldName('body'));
  ctx.scopes.pop();
  out.push(...init, ...pre, { kind: 'loop', test, body, update: [...update, ...cloneStmts(pre)], loc });
}

function cloneStmts(stmts: Stmt[]): Stmt[] {
  return stmts.map((s) => ({ ...s }));
}

function lowerTry(ctx: FnContext, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  ctx.scopes.push();
  const body: Stmt[] = [];
  const resources = node.childForFieldName('resources');
  if (resources) {
    for (const resource of resources.namedChildren) {
      if (!resource || resource.type !== 'resource') continue;
      const nameNode = resource.childForFieldName('name');
      const valueNode = resource.childForFieldName('value');
      if (nameNode && valueNode) {
        const pre: Stmt[] = [];
        const value = lowerExpr(ctx, valueNode, pre);
        const type = resolveType(ctx, resource.childForFieldName('type')) ?? inferType(value);
        ctx.scopes.declare(nameNode.text, type);
        body.push(...pre, {
          kind: 'assign',
          target: { kind: 'name', name: nameNode.text, loc: locOf(nameNode) },
          value,
          ...(type ? { declaredType: type } : {}),
          loc: locOf(resource),
        });
      } else {
        // `try (existingResource)`: nothing is assigned.
        const pre: Stmt[] = [];
        const inner = resource.namedChildren.find((c) => c && !isComment(c));
        if (inner) body.push(...pre, { kind: 'expr', expr: lowerExpr(ctx, inner, pre), loc: locOf(resource) });
      }
    }
  }
  body.push(...lowerBlock(ctx, node.childForFieldName('body')));
  ctx.scopes.pop();
  const handlers: { param?: string; types?: string[]; body: Stmt[] }[] = [];
  let finallyBody: Stmt[] = [];
  for (const child of node.namedChildren) {
    if (!child) continue;
    if (child.type === 'catch_clause') {
      const param = child.namedChildren.find((c) => c?.type === 'catch_formal_parameter');
      const name = param?.childForFieldName('name')?.text;
      const typeList = param?.namedChildren.find((c) => c?.type === 'catch_type');
      const types = (typeList?.namedChildren ?? [])
        .map((t) => (t ? resolveType(ctx, t) : undefined))
        .filter((t): t is string => !!t);
      ctx.scopes.push();
      if (name) ctx.scopes.declare(name, types.length === 1 ? types[0] : undefined);
      const handlerBody = lowerBlock(ctx, child.childForFieldName('body'));
      ctx.scopes.pop();
      handlers.push({ ...(name ? { param: name } : {}), types, body: handlerBody });
    } else if (child.type === 'finally_clause') {
      finallyBody = lowerBlock(ctx, child.namedChildren.find((c) => c?.type === 'block') ?? null);
    }
  }
  out.push({ kind: 'try', body, handlers, finally: finallyBody, loc });
}

function lowerConstructorInvocation(ctx: FnContext, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const pre: Stmt[] = [];
  const which = node.childForFieldName('constructor')?.type === 'super' ? 'super' : 'this';
  const args: Expr[] = [];
  const argList = node.childForFieldName('arguments');
  for (const a of argList?.namedChildren ?? []) if (a && !isComment(a)) args.push(lowerExpr(ctx, a, pre));
  // `super(x)` / `this(x)` run a constructor of that class on this object. Constructors are
  // functions named like their class (their ids say `<init>`), so the call is `this.Name(x)`
  // with `this` typed as the class that declares the constructor.
  const owner = which === 'super' ? ctx.cls?.superclass : ctx.cls?.qualified;
  const simpleName = owner ? owner.slice(owner.lastIndexOf('.') + 1) : which;
  const callee: Expr = { kind: 'member', object: { kind: 'this', type: owner, loc }, property: simpleName, loc };
  out.push(...pre, { kind: 'expr', expr: { kind: 'call', callee, args, loc }, loc });
}
