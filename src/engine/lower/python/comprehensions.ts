/**
 * Comprehensions and generator expressions become loops hoisted before the statement that
 * uses them, accumulating each produced element into a synthetic variable. So
 * `[int(x) for x in ids]` is clean even when `ids` is tainted, while `[x for x in ids]` is not:
 * the element expression, not the iterable, decides what the result holds.
 */
import type { PyNode as Node } from './tree.js';
import type { Expr, Stmt } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { newScope } from './scope.js';
import { patternNames } from './bindings.js';
import { lowerExpr, named } from './expressions.js';
import { destructure } from './targets.js';

type Clause =
  | { kind: 'for'; target: Node | null; iterable: Expr; hoisted: Stmt[]; node: Node }
  | { kind: 'if'; test: Expr; hoisted: Stmt[]; node: Node };

export function lowerComprehension(node: Node, ctx: LowerContext): Expr {
  const loc = ctx.loc(node);
  const accumulator = ctx.temp('comp');
  const isDict = node.type === 'dictionary_comprehension';
  const initial: Expr = isDict ? { kind: 'object', entries: [], loc } : { kind: 'array', elements: [], loc };
  ctx.hoist({ kind: 'assign', target: { kind: 'name', name: accumulator, loc }, value: initial, loc });

  const scope = newScope('comprehension', ctx.scope);
  const clauses: Clause[] = [];
  let element: { hoisted: Stmt[]; result: Expr[] } = { hoisted: [], result: [] };
  ctx.inScope(scope, () => {
    for (const clause of named(node).slice(1)) {
      if (clause.type === 'for_in_clause') {
        // The iterable is read before this clause's variables exist.
        const rights = clause.childrenForFieldName('right').filter((r): r is Node => r !== null && r.isNamed);
        const { hoisted, result } = ctx.withHoisting(() =>
          rights.length === 1 ? lowerExpr(rights[0], ctx) : ({ kind: 'array', elements: rights.map((r) => lowerExpr(r, ctx)), loc } as Expr),
        );
        const left = clause.childForFieldName('left');
        const names = new Set<string>();
        patternNames(left, names);
        for (const n of names) scope.renames.set(n, `${n}${accumulator}`);
        clauses.push({ kind: 'for', target: left, iterable: result, hoisted, node: clause });
      } else if (clause.type === 'if_clause') {
        const { hoisted, result } = ctx.withHoisting(() => lowerExpr(named(clause)[0] ?? null, ctx));
        clauses.push({ kind: 'if', test: result, hoisted, node: clause });
      }
    }
    const body = node.childForFieldName('body');
    element = ctx.withHoisting(() => {
      if (body?.type === 'pair') {
        return [lowerExpr(body.childForFieldName('key'), ctx), lowerExpr(body.childForFieldName('value'), ctx)];
      }
      return [lowerExpr(body, ctx)];
    });
  });

  // Innermost first: add the element to the accumulator, then wrap in each clause outwards.
  let stmts: Stmt[] = [
    ...element.hoisted,
    {
      kind: 'assign',
      target: { kind: 'name', name: accumulator, loc },
      value: { kind: 'unknown', note: 'comprehension-element', children: [{ kind: 'name', name: accumulator, loc }, ...element.result], loc },
      loc,
    },
  ];
  for (let i = clauses.length - 1; i >= 0; i--) {
    const clause = clauses[i];
    const cloc = ctx.loc(clause.node);
    if (clause.kind === 'if') {
      stmts = [...clause.hoisted, { kind: 'if', test: clause.test, then: stmts, else: [], loc: cloc }];
      continue;
    }
    const { target, prelude } = ctx.inScope(scope, () => destructure(clause.target, ctx, cloc));
    stmts = [
      ...clause.hoisted,
      { kind: 'loop', each: { target, iterable: clause.iterable, over: 'elements' }, body: [...prelude, ...stmts], update: [], loc: cloc },
    ];
  }
  for (const stmt of stmts) ctx.hoist(stmt);
  return { kind: 'name', name: accumulator, loc };
}
