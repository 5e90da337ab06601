/**
 * Lowering of Python statements. Each statement is lowered with hoisting enabled, so
 * comprehensions and `:=` inside it become statements placed just before it.
 */
import type { PyNode as Node } from './tree.js';
import type { Expr, FunctionIR, Loc, Stmt } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { lowerExpr, named } from './expressions.js';
import { assignTo, destructure, isUnpacking } from './targets.js';
import { resolveDotted, typeText } from './names.js';
import { binaryOp } from '../operators.js';

export function lowerBlock(nodes: Node[], ctx: LowerContext): Stmt[] {
  const out: Stmt[] = [];
  for (const node of nodes) {
    try {
      const { hoisted, result } = ctx.withHoisting(() => lowerStmt(node, ctx));
      out.push(...hoisted, ...result);
    } catch (error) {
      // A lowering bug must cost one statement, never the file.
      ctx.reportFailure(node, error);
      out.push({ kind: 'unknown', note: 'lowering-error', exprs: [], loc: ctx.loc(node) });
    }
  }
  return out;
}

function block(node: Node | null, ctx: LowerContext): Stmt[] {
  return node ? lowerBlock(named(node), ctx) : [];
}

/** The block of a clause that has no `body` field (`finally:`, `except:`). */
function clauseBlock(node: Node, ctx: LowerContext): Stmt[] {
  return block(node.childForFieldName('body') ?? named(node).find((c) => c.type === 'block') ?? null, ctx);
}

function lowerStmt(node: Node, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  switch (node.type) {
    case 'expression_statement':
      return named(node).flatMap((e) => lowerExpressionStatement(e, ctx));
    case 'return_statement': {
      const value = named(node)[0];
      if (ctx.generatorAccumulator) {
        // A generator's caller gets the generator (what it yielded), not the returned value.
        const returned: Stmt[] = value ? [{ kind: 'expr', expr: lowerExpr(value, ctx), loc }] : [];
        return [...returned, { kind: 'return', value: { kind: 'name', name: ctx.generatorAccumulator, loc }, loc }];
      }
      return [value ? { kind: 'return', value: lowerExpr(value, ctx), loc } : { kind: 'return', loc }];
    }
    case 'raise_statement': {
      const value = named(node).find((c) => c !== node.childForFieldName('cause'));
      return [value ? { kind: 'throw', value: lowerExpr(value, ctx), loc } : { kind: 'throw', loc }];
    }
    case 'pass_statement':
    case 'global_statement':
    case 'nonlocal_statement':
    case 'import_statement':
    case 'import_from_statement':
    case 'future_import_statement':
    case 'type_alias_statement':
      // Imports and scope declarations were taken in by the bindings pre-pass.
      return [];
    case 'break_statement':
      return [{ kind: 'break', loc }];
    case 'continue_statement':
      return [{ kind: 'continue', loc }];
    case 'if_statement':
      return [lowerIf(node, ctx)];
    case 'for_statement':
      return lowerFor(node, ctx);
    case 'while_statement': {
      const loop: Stmt = { kind: 'loop', test: lowerExpr(node.childForFieldName('condition'), ctx), body: block(node.childForFieldName('body'), ctx), update: [], loc };
      const orElse = node.childForFieldName('alternative');
      return orElse ? [loop, ...clauseBlock(orElse, ctx)] : [loop];
    }
    case 'try_statement':
      return [lowerTry(node, ctx)];
    case 'with_statement':
      return lowerWith(node, ctx);
    case 'match_statement':
      return ctx.lower.match(node, ctx);
    case 'function_definition':
      return [{ kind: 'function', fn: ctx.lower.function(node, [], ctx), loc }];
    case 'class_definition':
      return ctx.lower.class(node, [], ctx);
    case 'decorated_definition': {
      const definition = node.childForFieldName('definition');
      const decorators = named(node).filter((c) => c.type === 'decorator');
      if (definition?.type === 'function_definition') {
        const fn = ctx.lower.function(definition, decorators, ctx);
        return [{ kind: 'function', fn, loc }, ...decoratorApplications(fn, decorators, ctx)];
      }
      if (definition?.type === 'class_definition') return ctx.lower.class(definition, decorators, ctx);
      return [{ kind: 'unknown', note: 'decorated', exprs: [], loc }];
    }
    case 'assert_statement':
    case 'delete_statement':
      return [{ kind: 'unknown', note: node.type, exprs: named(node).map((c) => lowerExpr(c, ctx)), loc }];
    case 'print_statement': {
      // Python 2 `print x`: a call of the builtin, so its arguments stay visible.
      const args = named(node).filter((c) => c.type !== 'chevron').map((c) => lowerExpr(c, ctx));
      return [{ kind: 'expr', expr: builtinCall('print', args, loc), loc }];
    }
    case 'exec_statement': {
      // Python 2 `exec code in scope` runs code like the builtin `exec`.
      const code = node.childForFieldName('code');
      return [{ kind: 'expr', expr: builtinCall('exec', code ? [lowerExpr(code, ctx)] : [], loc), loc }];
    }
    case 'ERROR':
      return lowerErrorNode(node, ctx);
    case 'comment':
      return [];
    default:
      return [{ kind: 'unknown', note: node.type, exprs: named(node).map((c) => lowerExpr(c, ctx)), loc }];
  }
}

/**
 * `@dec def f` runs `dec(f)` when the definition executes. The applications are kept as calls
 * (innermost decorator first, result not assigned, so `f` keeps its own body for the analysis):
 * a decorator modelled as taking request handlers (Django's `@require_GET`) then sees `f`.
 */
function decoratorApplications(fn: FunctionIR, decorators: Node[], ctx: LowerContext): Stmt[] {
  const out: Stmt[] = [];
  for (let i = decorators.length - 1; i >= 0; i--) {
    const decorator = decorators[i];
    const loc = ctx.loc(decorator);
    const callee = fn.annotations[i]?.expr ?? lowerExpr(named(decorator)[0] ?? null, ctx);
    const target: Expr = { kind: 'name', name: fn.name, loc };
    out.push({ kind: 'expr', expr: { kind: 'call', callee, args: [target], loc }, loc });
  }
  return out;
}

function builtinCall(name: string, args: Expr[], loc: Loc): Expr {
  return { kind: 'call', callee: { kind: 'name', name, loc }, args, loc };
}

const STATEMENT_TYPES = new Set([
  'expression_statement', 'return_statement', 'raise_statement', 'if_statement', 'for_statement',
  'while_statement', 'try_statement', 'with_statement', 'match_statement', 'function_definition',
  'class_definition', 'decorated_definition', 'assert_statement', 'delete_statement',
  'print_statement', 'exec_statement', 'pass_statement', 'break_statement', 'continue_statement',
  'import_statement', 'import_from_statement', 'global_statement', 'nonlocal_statement', 'ERROR',
]);

/**
 * Code tree-sitter could not parse: whatever complete statements or expressions it still
 * recognised inside are lowered, so a syntax error elsewhere does not hide a flow.
 */
function lowerErrorNode(node: Node, ctx: LowerContext): Stmt[] {
  const out: Stmt[] = [];
  for (const child of named(node)) {
    if (STATEMENT_TYPES.has(child.type)) out.push(...lowerStmt(child, ctx));
    else if (child.type === 'block') out.push(...block(child, ctx));
    else if (child.type === 'assignment' || child.type === 'augmented_assignment' || child.type === 'call') out.push(...lowerExpressionStatement(child, ctx));
  }
  return out;
}

function lowerExpressionStatement(node: Node, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  if (node.type === 'assignment') return lowerAssignment(node, ctx);
  if (node.type === 'augmented_assignment') return lowerAugmented(node, ctx);
  if (node.type === 'string' || node.type === 'concatenated_string') return []; // a docstring or a bare literal
  return [{ kind: 'expr', expr: lowerExpr(node, ctx), loc }];
}

function identifiersIn(node: Node, into: Set<string>): Set<string> {
  if (node.type === 'identifier') into.add(node.text);
  for (const c of named(node)) identifiersIn(c, into);
  return into;
}

function lowerAssignment(node: Node, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  // `a = b = value`: every target receives the same value, left to right.
  const targets: Node[] = [];
  let current: Node | null = node;
  let declaredTypeNode: Node | null = null;
  while (current?.type === 'assignment') {
    const left = current.childForFieldName('left');
    if (left) targets.push(left);
    declaredTypeNode ??= current.childForFieldName('type');
    current = current.childForFieldName('right');
  }
  const declaredType = typeText(declaredTypeNode, ctx);
  if (!current) return []; // `x: int` declares without binding
  // Pairwise `a, b = x, y` keeps traces direct; through temporaries when a target is also read (swaps).
  if (targets.length === 1 && isUnpacking(targets[0]) && (current.type === 'expression_list' || current.type === 'tuple')) {
    const left = named(targets[0]);
    const right = named(current);
    const starred = [...left, ...right].some((n) => n.type.includes('splat'));
    if (!starred && left.length === right.length) {
      const written = identifiersIn(targets[0], new Set());
      const read = identifiersIn(current, new Set());
      const overlap = [...written].some((n) => read.has(n));
      const values = right.map((r) => lowerExpr(r, ctx));
      if (!overlap) return left.flatMap((l, i) => assignTo(l, values[i], ctx, loc));
      const temps = values.map((v) => ({ name: ctx.temp('swap'), value: v }));
      return [
        ...temps.map((t): Stmt => ({ kind: 'assign', target: { kind: 'name', name: t.name, loc }, value: t.value, loc })),
        ...left.flatMap((l, i) => assignTo(l, { kind: 'name', name: temps[i].name, loc }, ctx, loc)),
      ];
    }
  }
  const value = lowerExpr(current, ctx);
  if (targets.length === 1) return assignTo(targets[0], value, ctx, loc, declaredType);
  const temp = ctx.temp('chain');
  const shared: Expr = { kind: 'name', name: temp, loc };
  return [{ kind: 'assign', target: { kind: 'name', name: temp, loc }, value, loc }, ...targets.flatMap((t) => assignTo(t, shared, ctx, loc))];
}

function lowerAugmented(node: Node, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  const left = node.childForFieldName('left');
  const operator = (node.childForFieldName('operator')?.type ?? '+=').replace(/=$/, '');
  const current = lowerExpr(left, ctx);
  const operand = lowerExpr(node.childForFieldName('right'), ctx);
  const isString = (e: Expr) => e.kind === 'concat' || (e.kind === 'const' && typeof e.value === 'string');
  let value: Expr;
  if (operator === '+' && (isString(operand) || isString(current))) {
    const parts = [current, operand].flatMap((e) => (e.kind === 'concat' ? e.parts : [e]));
    value = { kind: 'concat', parts, loc };
  } else {
    value = { kind: 'binary', op: binaryOp(operator), left: current, right: operand, loc };
  }
  return left ? assignTo(left, value, ctx, loc) : [{ kind: 'expr', expr: value, loc }];
}

function lowerIf(node: Node, ctx: LowerContext): Stmt {
  const loc = ctx.loc(node);
  const test = lowerExpr(node.childForFieldName('condition'), ctx);
  const then = block(node.childForFieldName('consequence'), ctx);
  const alternatives = node.childrenForFieldName('alternative').filter((a): a is Node => a !== null);
  // elif chains nest: `if a: … elif b: … else: …` is `if a: … else: (if b: … else: …)`.
  let otherwise: Stmt[] = [];
  for (let i = alternatives.length - 1; i >= 0; i--) {
    const alt = alternatives[i];
    if (alt.type === 'else_clause') {
      otherwise = clauseBlock(alt, ctx);
    } else {
      const { hoisted, result } = ctx.withHoisting(() => lowerExpr(alt.childForFieldName('condition'), ctx));
      otherwise = [...hoisted, { kind: 'if', test: result, then: block(alt.childForFieldName('consequence'), ctx), else: otherwise, loc: ctx.loc(alt) }];
    }
  }
  return { kind: 'if', test, then, else: otherwise, loc };
}

function lowerFor(node: Node, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  const iterableNode = node.childForFieldName('right');
  const iterable = lowerExpr(iterableNode, ctx);
  const { target, prelude } = destructure(node.childForFieldName('left'), ctx, loc);
  const over = iterable.kind === 'object' ? 'keys' : 'elements';
  const loop: Stmt = { kind: 'loop', each: { target, iterable, over }, body: [...prelude, ...block(node.childForFieldName('body'), ctx)], update: [], loc };
  const orElse = node.childForFieldName('alternative');
  // The `else` of a loop runs when the loop ends without `break`: after it, as far as flow goes.
  return orElse ? [loop, ...clauseBlock(orElse, ctx)] : [loop];
}

function lowerTry(node: Node, ctx: LowerContext): Stmt {
  const loc = ctx.loc(node);
  const body = block(node.childForFieldName('body'), ctx);
  const handlers: { param?: string; types?: string[]; body: Stmt[] }[] = [];
  let finallyBody: Stmt[] = [];
  for (const clause of named(node)) {
    if (clause.type === 'except_clause' || clause.type === 'except_group_clause') {
      const handler: { param?: string; types?: string[]; body: Stmt[] } = { body: [] };
      const values = clause.childrenForFieldName('value').filter((v): v is Node => v !== null);
      let typesNode: Node | undefined = values[0];
      if (typesNode?.type === 'as_pattern') {
        const alias = typesNode.childForFieldName('alias');
        const aliasName = alias ? named(alias)[0] ?? alias : undefined;
        if (aliasName) handler.param = aliasName.text;
        typesNode = named(typesNode)[0];
      }
      const alias = clause.childForFieldName('alias'); // Python 2 `except E, e`
      if (alias && !handler.param) handler.param = alias.text;
      if (typesNode) {
        const list = typesNode.type === 'tuple' || typesNode.type === 'parenthesized_expression' ? named(typesNode) : [typesNode];
        handler.types = list.map((t) => resolveDotted(t, ctx) ?? t.text);
      }
      handler.body = block(named(clause).find((c) => c.type === 'block') ?? null, ctx);
      handlers.push(handler);
    } else if (clause.type === 'else_clause') {
      // `else` runs when the body raised nothing: it continues the body.
      body.push(...clauseBlock(clause, ctx));
    } else if (clause.type === 'finally_clause') {
      finallyBody = clauseBlock(clause, ctx);
    }
  }
  return { kind: 'try', body, handlers, finally: finallyBody, loc };
}

/** `with a as x, b as (y, z):` assigns each resource, then runs the body. */
function lowerWith(node: Node, ctx: LowerContext): Stmt[] {
  const out: Stmt[] = [];
  const clause = named(node).find((c) => c.type === 'with_clause');
  const items = clause ? named(clause).filter((c) => c.type === 'with_item') : [];
  for (const item of items) {
    const value = item.childForFieldName('value');
    const loc = ctx.loc(item);
    if (value?.type === 'as_pattern') {
      const resource = lowerExpr(named(value)[0] ?? null, ctx);
      const aliasTarget = value.childForFieldName('alias');
      const target = aliasTarget ? named(aliasTarget)[0] ?? aliasTarget : undefined;
      if (target) out.push(...assignTo(target, resource, ctx, loc));
      else out.push({ kind: 'expr', expr: resource, loc });
    } else if (value) {
      out.push({ kind: 'expr', expr: lowerExpr(value, ctx), loc });
    }
  }
  out.push(...block(node.childForFieldName('body'), ctx));
  return out;
}

