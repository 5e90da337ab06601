/**
 * `switch` statements and expressions. Statement cases keep their fallthrough; expression
 * switches become chains of conditionals the analysis folds like ternaries; pattern cases
 * (`case Circle c when …`) are tests it cannot fold, with their variables bound.
 */
import type { SyntaxNode as Node } from './syntax.js';
import type { Expr, Stmt } from '../../ir/types.js';
import { locOf, resolveType, type FnContext } from './context.js';
import { isComment, lowerExpr, unknown } from './expressions.js';
import { lowerStmtInto } from './statements.js';

interface SwitchCase {
  tests: Expr[];
  body: Stmt[];
  fallsThrough: boolean;
}

/**
 * The case labels of a `case A, B:` / `case A ->` / `default` group (empty tests for default).
 * Pattern labels (`case Circle c when c.r() > 10 ->`) cannot be folded: their test is an
 * `unknown` holding the guard, and the pattern variable is bound to the discriminant by an
 * assignment in `bindings`, to run before the case body.
 */
function caseTests(
  ctx: FnContext,
  labels: Node[],
  pre: Stmt[],
  discriminant: Expr,
): { tests: Expr[]; isDefault: boolean; bindings: Stmt[] } {
  const tests: Expr[] = [];
  const bindings: Stmt[] = [];
  let isDefault = false;
  for (const label of labels) {
    if (label.text.trim().startsWith('default')) isDefault = true;
    let patternTest: (Expr & { kind: 'unknown' }) | undefined;
    for (const value of label.namedChildren) {
      if (!value || isComment(value)) continue;
      if (value.type === 'identifier' && value.text === 'default') isDefault = true; // `case null, default`
      // Enum constants in case labels are written bare (`case RED:`); keep them as names.
      else if (value.type === 'identifier') tests.push({ kind: 'name', name: value.text, loc: locOf(value) });
      else if (value.type === 'pattern' || value.type === 'record_pattern' || value.type === 'type_pattern') {
        bindings.push(...patternBindings(ctx, value, discriminant));
        patternTest = { kind: 'unknown', note: 'pattern', children: [], loc: locOf(value) };
        tests.push(patternTest);
      } else if (value.type === 'guard') {
        const condition = value.namedChildren.find((c) => c && !isComment(c));
        if (condition && patternTest) patternTest.children.push(lowerExpr(ctx, condition, pre));
      } else tests.push(lowerExpr(ctx, value, pre));
    }
  }
  return { tests: isDefault ? [] : tests, isDefault, bindings };
}

/** `Circle c` binds c to the discriminant; record patterns bind their components (types unknown). */
function patternBindings(ctx: FnContext, node: Node, discriminant: Expr): Stmt[] {
  const out: Stmt[] = [];
  const visit = (n: Node): void => {
    if (n.type === 'type_pattern') {
      const typeNode = n.namedChildren.find((c) => c && c.type !== 'identifier' && c.type !== 'modifiers') ?? null;
      const nameNode = n.namedChildren.find((c) => c?.type === 'identifier');
      if (!nameNode) return;
      const type = resolveType(ctx, typeNode);
      ctx.scopes.declare(nameNode.text, type);
      const value: Expr = type ? { kind: 'cast', type, value: discriminant, loc: locOf(n) } : discriminant;
      out.push({ kind: 'assign', target: { kind: 'name', name: nameNode.text, loc: locOf(nameNode) }, value, ...(type ? { declaredType: type } : {}), loc: locOf(n) });
      return;
    }
    if (n.type === 'record_pattern_component' && n.namedChildren.length === 2 && n.namedChildren[1]?.type === 'identifier') {
      const nameNode = n.namedChildren[1];
      const type = resolveType(ctx, n.namedChildren[0]);
      ctx.scopes.declare(nameNode.text, type);
      // A component of the record: the discriminant's value flows into it.
      out.push({ kind: 'assign', target: { kind: 'name', name: nameNode.text, loc: locOf(nameNode) }, value: { kind: 'unknown', note: 'record component', children: [discriminant], loc: locOf(n) }, loc: locOf(n) });
      return;
    }
    for (const c of n.namedChildren) if (c) visit(c);
  };
  visit(node);
  return out;
}

const JUMPS = new Set(['break', 'return', 'throw', 'continue']);

export function lowerSwitchStatement(ctx: FnContext, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const pre: Stmt[] = [];
  const condNode = node.childForFieldName('condition');
  const discriminant = condNode ? lowerExpr(ctx, condNode, pre) : unknown(node, []);
  const block = node.childForFieldName('body');
  const cases: SwitchCase[] = [];
  ctx.scopes.push(); // the whole switch block is one scope in Java
  for (const child of block?.namedChildren ?? []) {
    if (!child) continue;
    if (child.type === 'switch_block_statement_group') {
      const labels = child.namedChildren.filter((c): c is Node => c?.type === 'switch_label');
      const { tests, bindings } = caseTests(ctx, labels, pre, discriminant);
      const body: Stmt[] = [...bindings];
      for (const stmt of child.namedChildren) if (stmt && stmt.type !== 'switch_label') lowerStmtInto(ctx, stmt, body);
      const last = body[body.length - 1];
      const fallsThrough = !last || !JUMPS.has(last.kind);
      // The closing `break` belongs to the switch, not to an enclosing loop: `fallsThrough` says it.
      if (last?.kind === 'break') body.pop();
      cases.push({ tests, body, fallsThrough });
    } else if (child.type === 'switch_rule') {
      const labels = child.namedChildren.filter((c): c is Node => c?.type === 'switch_label');
      ctx.scopes.push();
      const { tests, bindings } = caseTests(ctx, labels, pre, discriminant);
      const body: Stmt[] = [...bindings];
      for (const stmt of child.namedChildren) if (stmt && stmt.type !== 'switch_label') lowerStmtInto(ctx, stmt, body);
      ctx.scopes.pop();
      cases.push({ tests, body, fallsThrough: false });
    }
  }
  ctx.scopes.pop();
  out.push(...pre, { kind: 'switch', discriminant, cases, loc });
}

/**
 * A switch used as a value. Arrow cases with expression bodies become a chain of conditionals
 * (`d == A ? a : d == B ? b : default`), which the analysis folds like any ternary; blocks
 * that `yield` contribute their yielded values through an `unknown` (their statements are
 * hoisted into `pre`, as they run before the value is used).
 */
export function lowerSwitchExpression(ctx: FnContext, node: Node, pre: Stmt[]): Expr {
  const loc = locOf(node);
  const condNode = node.childForFieldName('condition');
  const discriminant = condNode ? lowerExpr(ctx, condNode, pre) : unknown(node, []);
  const block = node.childForFieldName('body');
  const arms: { tests: Expr[]; value: Expr }[] = [];
  let fallback: Expr | undefined;
  for (const child of block?.namedChildren ?? []) {
    if (!child) continue;
    const labels = child.namedChildren.filter((c): c is Node => c?.type === 'switch_label');
    ctx.scopes.push();
    const { tests, isDefault, bindings } = caseTests(ctx, labels, pre, discriminant);
    // Pattern variables are bound before the value is computed (an over-approximation: every
    // arm's binding runs, each only reads the discriminant).
    pre.push(...bindings);
    const bodyNodes = child.namedChildren.filter((c): c is Node => !!c && c.type !== 'switch_label' && !isComment(c));
    let value: Expr;
    if (child.type === 'switch_rule' && bodyNodes[0]?.type === 'expression_statement') {
      const inner = bodyNodes[0].namedChildren.find((c) => c && !isComment(c));
      value = inner ? lowerExpr(ctx, inner, pre) : unknown(bodyNodes[0], []);
    } else {
      const stmts: Stmt[] = [];
      ctx.scopes.push();
      for (const stmt of bodyNodes) lowerStmtInto(ctx, stmt, stmts);
      ctx.scopes.pop();
      const yields: Expr[] = [];
      collectYields(stmts, yields);
      pre.push(...stmts.filter((s) => !(s.kind === 'unknown' && s.note === 'yield')));
      value = yields.length === 1 ? yields[0] : { kind: 'unknown', note: 'switch yield', children: yields, loc: locOf(child) };
    }
    ctx.scopes.pop();
    if (isDefault) fallback = value;
    else arms.push({ tests, value });
  }
  let result: Expr = fallback ?? { kind: 'unknown', note: 'no default', children: [], loc };
  for (let i = arms.length - 1; i >= 0; i--) {
    const arm = arms[i];
    const test = arm.tests
      .map((t): Expr => (t.kind === 'unknown' && t.note === 'pattern' ? t : { kind: 'binary', op: 'eq', left: discriminant, right: t, loc: t.loc }))
      .reduce<Expr | undefined>((acc, t) => (acc ? { kind: 'binary', op: 'or', left: acc, right: t, loc: t.loc } : t), undefined);
    result = { kind: 'cond', test: test ?? { kind: 'const', value: true, loc }, then: arm.value, else: result, loc };
  }
  return result;
}

function collectYields(stmts: Stmt[], into: Expr[]): void {
  for (const s of stmts) {
    if (s.kind === 'unknown' && s.note === 'yield') into.push(...s.exprs);
    else if (s.kind === 'if') {
      collectYields(s.then, into);
      collectYields(s.else, into);
    } else if (s.kind === 'try') {
      collectYields(s.body, into);
      for (const h of s.handlers) collectYields(h.body, into);
    }
  }
}
