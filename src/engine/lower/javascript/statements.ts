/**
 * Statements: blocks (function declarations hoisted), declarations, expression statements
 * (assignments, CommonJS exports), loops, try, switch.
 */
import type { Expr, Stmt, Target } from '../../ir/types.js';
import { field, fields, locOf, named, type FlatNode } from '../flat.js';
import { withHoisted } from '../hoisted.js';
import { FUNCTION_TYPES, FUNCTION_DECLARATIONS, ENDS_CASE, type JsContext } from './context.js';
import { expr } from './expressions.js';
import { binaryOf } from './literals.js';
import { assignPattern } from './patterns.js';

export function block(ctx: JsContext, nodes: FlatNode[]): Stmt[] {
  const out: Stmt[] = [];
  for (const node of nodes) {
    if (node.type === 'comment') {
      ctx.comments.push({ text: ctx.text(node), line: node.startRow + 1 });
      continue;
    }
    if (!node.named) continue;
    out.push(...withHoisted(ctx, () => statement(ctx, node)));
  }
  return out;
}

export function bodyOf(ctx: JsContext, node: FlatNode | undefined): Stmt[] {
  if (!node) return [];
  if (node.type === 'statement_block') return ctx.block(node.children);
  return ctx.block([node]);
}

export function statement(ctx: JsContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  switch (node.type) {
    case 'expression_statement': {
      const inner = named(node)[0];
      return inner ? ctx.expressionStatement(inner) : [];
    }
    case 'lexical_declaration':
    case 'variable_declaration':
      return declaration(ctx, node);
    case 'statement_block':
      return ctx.block(node.children);
    case 'if_statement': {
      const test = expr(ctx, field(node, 'condition'));
      const alternative = field(node, 'alternative');
      const elseBody = alternative ? bodyOf(ctx, named(alternative)[0]) : [];
      return [{ kind: 'if', test, then: bodyOf(ctx, field(node, 'consequence')), else: elseBody, loc }];
    }
    case 'return_statement': {
      const value = named(node)[0];
      return [{ kind: 'return', value: value ? expr(ctx, value) : undefined, loc }];
    }
    case 'throw_statement':
      return [{ kind: 'throw', value: expr(ctx, named(node)[0]), loc }];
    case 'break_statement':
      return [{ kind: 'break', loc }];
    case 'continue_statement':
      return [{ kind: 'continue', loc }];
    case 'for_statement':
      return forStatement(ctx, node);
    case 'for_in_statement':
      return forIn(ctx, node);
    case 'while_statement':
      return [{ kind: 'loop', test: expr(ctx, field(node, 'condition')), body: bodyOf(ctx, field(node, 'body')), update: [], loc }];
    case 'do_statement': {
      const body = bodyOf(ctx, field(node, 'body'));
      // The body runs at least once: lower as the body followed by the loop.
      return [...body, { kind: 'loop', test: expr(ctx, field(node, 'condition')), body, update: [], loc }];
    }
    case 'try_statement':
      return [tryStatement(ctx, node)];
    case 'switch_statement':
      return [switchStatement(ctx, node)];
    case 'labeled_statement':
      return bodyOf(ctx, field(node, 'body') ?? named(node)[named(node).length - 1]);
    case 'import_statement':
    case 'empty_statement':
    case 'debugger_statement':
      return [];
    case 'export_statement':
      return ctx.exportStatement(node);
    case 'class_declaration':
    case 'abstract_class_declaration':
      ctx.classDeclaration(node);
      return [];
    case 'interface_declaration':
    case 'type_alias_declaration':
    case 'enum_declaration':
    case 'ambient_declaration':
    case 'module':
    case 'internal_module':
      return [];
    default:
      if (FUNCTION_DECLARATIONS.has(node.type)) {
        const fn = ctx.functionNode(node, ctx.text(field(node, 'name') ?? node));
        ctx.declare(fn.name);
        if (ctx.scopes.length === 1) ctx.topFunctions.set(fn.name, fn.id);
        return [{ kind: 'function', fn, loc }];
      }
      return [{ kind: 'unknown', note: node.type, exprs: named(node).map((c) => expr(ctx, c)), loc }];
  }
}

export function expressionStatement(ctx: JsContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  if (node.type === 'assignment_expression') {
    const left = field(node, 'left');
    const right = field(node, 'right');
    if (!left || !right) return [];
    ctx.commonJsExport(left, right);
    if (ctx.scopes.length === 1 && ctx.text(left) === 'module.exports') {
      // The whole-module export is also the module's default value (as ESM `export default`), so
      // `require('./model')` of `module.exports = mongoose.model(…)` carries the value's type.
      const whole: Expr = { kind: 'name', name: '$default', loc };
      return [{ kind: 'assign', target: whole, value: expr(ctx, right), loc }, ...assignPattern(ctx, left, whole, loc)];
    }
    return assignPattern(ctx, left, expr(ctx, right), loc);
  }
  if (node.type === 'augmented_assignment_expression') {
    const left = field(node, 'left');
    const right = field(node, 'right');
    const op = ctx.text(field(node, 'operator') ?? node).replace(/=$/, '');
    if (!left || !right) return [];
    const current = expr(ctx, left);
    const value = binaryOf(ctx, op, current, expr(ctx, right), loc);
    return assignPattern(ctx, left, value, loc);
  }
  if (node.type === 'sequence_expression') return named(node).flatMap((c) => ctx.expressionStatement(c));
  return [{ kind: 'expr', expr: expr(ctx, node), loc }];
}

export function declaration(ctx: JsContext, node: FlatNode): Stmt[] {
  const out: Stmt[] = [];
  for (const declarator of node.children.filter((c) => c.type === 'variable_declarator')) {
    const name = field(declarator, 'name');
    const value = field(declarator, 'value');
    if (!name) continue;
    const loc = locOf(declarator);
    const type = ctx.resolveType(field(declarator, 'type'));
    const lowered: Expr = value ? expr(ctx, value) : { kind: 'const', value: null, loc };
    const stmts = assignPattern(ctx, name, lowered, loc, true);
    if (type && stmts.length === 1 && stmts[0].kind === 'assign') stmts[0].declaredType = type;
    if (!value && stmts.length === 1 && stmts[0].kind === 'assign') stmts[0].declaredWithoutValue = true;
    if (value && FUNCTION_TYPES.has(value.type) && name.type === 'identifier' && ctx.scopes.length === 1 && lowered.kind === 'function') {
      ctx.topFunctions.set(ctx.text(name), lowered.fn.id);
    }
    out.push(...stmts);
  }
  return out;
}

export function forStatement(ctx: JsContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  const init = field(node, 'initializer');
  const prelude = init ? (init.type === 'expression_statement' ? ctx.expressionStatement(named(init)[0] ?? init) : statement(ctx, init)) : [];
  const conditionNode = field(node, 'condition');
  const conditionExpr = conditionNode?.type === 'expression_statement' ? named(conditionNode)[0] : conditionNode;
  const test = conditionExpr && conditionExpr.type !== 'empty_statement' ? expr(ctx, conditionExpr) : undefined;
  const increment = field(node, 'increment');
  const update = increment ? ctx.expressionStatement(increment) : [];
  return [...prelude, { kind: 'loop', test, body: bodyOf(ctx, field(node, 'body')), update, loc }];
}

export function forIn(ctx: JsContext, node: FlatNode): Stmt[] {
  const loc = locOf(node);
  const left = field(node, 'left');
  const right = field(node, 'right');
  const isOf = node.children.some((c) => !c.named && c.type === 'of');
  const iterable = expr(ctx, right);
  const body = bodyOf(ctx, field(node, 'body'));
  if (!left) return [{ kind: 'loop', body, update: [], loc }];
  if (left.type === 'identifier' || left.type === 'member_expression') {
    const target: Target = left.type === 'identifier'
      ? { kind: 'name', name: ctx.text(left), loc: locOf(left) }
      : (() => {
          const m = expr(ctx, left) as Extract<Expr, { kind: 'member' }>;
          return { kind: 'member', object: m.object, property: m.property, loc: m.loc } as Target;
        })();
    if (left.type === 'identifier') ctx.declare(ctx.text(left));
    return [{ kind: 'loop', each: { target, iterable, over: isOf ? 'elements' : 'keys' }, body, update: [], loc }];
  }
  // Destructuring loop variable: bind a temporary per iteration, destructure at the top of the body.
  const tmp = `$each${ctx.temp++}`;
  const unpack = assignPattern(ctx, left, { kind: 'name', name: tmp, loc }, loc, true);
  return [{ kind: 'loop', each: { target: { kind: 'name', name: tmp, loc }, iterable, over: isOf ? 'elements' : 'keys' }, body: [...unpack, ...body], update: [], loc }];
}

export function tryStatement(ctx: JsContext, node: FlatNode): Stmt {
  const handler = field(node, 'handler');
  const finalizer = field(node, 'finalizer');
  const handlers: { param?: string; body: Stmt[] }[] = [];
  if (handler) {
    const param = field(handler, 'parameter');
    if (param?.type === 'identifier') ctx.declare(ctx.text(param));
    handlers.push({ param: param?.type === 'identifier' ? ctx.text(param) : undefined, body: bodyOf(ctx, field(handler, 'body')) });
  }
  return {
    kind: 'try',
    body: bodyOf(ctx, field(node, 'body')),
    handlers,
    finally: finalizer ? bodyOf(ctx, field(finalizer, 'body') ?? named(finalizer)[0]) : [],
    loc: locOf(node),
  };
}

export function switchStatement(ctx: JsContext, node: FlatNode): Stmt {
  const body = field(node, 'body');
  const cases: { tests: Expr[]; body: Stmt[]; fallsThrough: boolean }[] = [];
  for (const c of body ? named(body) : []) {
    if (c.type !== 'switch_case' && c.type !== 'switch_default') continue;
    const valueNode = field(c, 'value');
    const stmts = fields(c, 'body');
    const lowered = ctx.block(stmts.length > 0 ? stmts : named(c).filter((n) => n !== valueNode));
    const last = stmts[stmts.length - 1];
    const lastInner = last?.type === 'statement_block' ? named(last)[named(last).length - 1] : last;
    const ends = lastInner !== undefined && ENDS_CASE.has(lastInner.type.replace(/_statement$/, ''));
    cases.push({ tests: valueNode ? [expr(ctx, valueNode)] : [], body: lowered, fallsThrough: !ends });
  }
  return { kind: 'switch', discriminant: expr(ctx, field(node, 'value')), cases, loc: locOf(node) };
}
