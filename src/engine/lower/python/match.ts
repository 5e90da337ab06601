/**
 * `match` lowered to the IR's `switch`. Literal and value patterns become case tests the
 * analysis can fold; `_` and bare captures are default cases; structural patterns (class,
 * mapping, sequence) get an opaque test, so the case is always considered possible, and
 * their captures read the matching parts of the subject.
 */
import type { PyNode as Node } from './tree.js';
import type { Expr, Loc, Stmt } from '../../ir/types.js';
import type { LowerContext } from './context.js';
import { lowerExpr, named } from './expressions.js';
import { lowerBlock } from './statements.js';
import { simpleTarget } from './targets.js';

const LITERALS = new Set(['string', 'concatenated_string', 'integer', 'float', 'true', 'false', 'none']);

type PatternLowering = { tests: Expr[] | 'default'; captures: Stmt[] };

function capture(nameNode: Node, value: Expr, ctx: LowerContext, loc: Loc): Stmt[] {
  const target = simpleTarget(nameNode, ctx);
  return target ? [{ kind: 'assign', target, value, loc }] : [];
}

function opaque(ctx: LowerContext, node: Node): Expr {
  return { kind: 'unknown', note: 'pattern', children: [], loc: ctx.loc(node) };
}

/** Captures inside a structural pattern, each reading the part of `subject` it matched. */
function structuralCaptures(node: Node, subject: Expr, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  const inner = node.type === 'case_pattern' ? named(node)[0] : node;
  if (!inner) return [];
  switch (inner.type) {
    case 'dotted_name':
      return inner.namedChildCount === 1 && inner.text !== '_' ? capture(named(inner)[0], subject, ctx, loc) : [];
    case 'as_pattern': {
      const alias = inner.childForFieldName('alias');
      const name = alias ? named(alias)[0] : undefined;
      const pattern = named(inner)[0];
      return [...(pattern ? structuralCaptures(pattern, subject, ctx) : []), ...(name ? capture(name, subject, ctx, loc) : [])];
    }
    case 'list_pattern':
    case 'tuple_pattern': {
      const elements = named(inner);
      const star = elements.findIndex((e) => named(e)[0]?.type === 'splat_pattern');
      return elements.flatMap((e, i) => {
        const splat = named(e)[0];
        if (splat?.type === 'splat_pattern') {
          const id = named(splat)[0];
          return id && id.text !== '_' ? capture(id, { kind: 'unknown', note: 'unpack-rest', children: [subject], loc }, ctx, loc) : [];
        }
        const index = star >= 0 && i > star ? String(i - elements.length) : String(i);
        return structuralCaptures(e, { kind: 'member', object: subject, property: index, loc }, ctx);
      });
    }
    case 'dict_pattern': {
      const keys = inner.childrenForFieldName('key');
      const values = inner.childrenForFieldName('value');
      const out: Stmt[] = [];
      values.forEach((v, i) => {
        const key = keys[i] ? lowerExpr(keys[i], ctx) : undefined;
        const property = key?.kind === 'const' && key.value !== null ? String(key.value) : key ?? opaque(ctx, inner);
        if (v) out.push(...structuralCaptures(v, { kind: 'member', object: subject, property, loc }, ctx));
      });
      for (const splat of named(inner).filter((c) => c.type === 'splat_pattern')) {
        const id = named(splat)[0];
        if (id) out.push(...capture(id, { kind: 'unknown', note: 'unpack-rest', children: [subject], loc }, ctx, loc));
      }
      return out;
    }
    case 'class_pattern': {
      const args = named(inner).slice(1);
      return args.flatMap((a, i) => {
        if (a.type === 'keyword_pattern') {
          const [key, value] = named(a);
          return value && key ? structuralCaptures(value, { kind: 'member', object: subject, property: key.text, loc }, ctx) : [];
        }
        // Positional sub-patterns follow `__match_args__`, which is not known here.
        return structuralCaptures(a, { kind: 'unknown', note: `match-arg-${i}`, children: [subject], loc }, ctx);
      });
    }
    default:
      return [];
  }
}

function lowerPattern(patterns: Node[], subject: Expr, ctx: LowerContext): PatternLowering {
  if (patterns.length !== 1) {
    // `case a, b:` is an (unparenthesised) sequence pattern.
    const loc = patterns[0] ? ctx.loc(patterns[0]) : ctx.zeroLoc();
    const captures = patterns.flatMap((p, i) => structuralCaptures(p, { kind: 'member', object: subject, property: String(i), loc }, ctx));
    return { tests: patterns[0] ? [opaque(ctx, patterns[0])] : 'default', captures };
  }
  const pattern = patterns[0];
  const inner = named(pattern)[0];
  if (!inner && pattern.text.trim() === '_') return { tests: 'default', captures: [] };
  if (!inner) return { tests: [opaque(ctx, pattern)], captures: [] };
  if (LITERALS.has(inner.type)) return { tests: [lowerExpr(inner, ctx)], captures: [] };
  if (inner.type === 'complex_pattern' || (inner.type === 'unary_operator')) return { tests: [lowerExpr(inner, ctx)], captures: [] };
  if (inner.type === 'dotted_name') {
    if (inner.namedChildCount === 1) return { tests: 'default', captures: structuralCaptures(pattern, subject, ctx) };
    // A dotted value pattern (`Color.RED`) compares by equality.
    const parts = named(inner);
    let expr: Expr = lowerExpr(parts[0], ctx);
    for (const p of parts.slice(1)) expr = { kind: 'member', object: expr, property: p.text, loc: ctx.loc(p) };
    return { tests: [expr], captures: [] };
  }
  if (inner.type === 'union_pattern') {
    const alternatives = named(inner);
    if (alternatives.every((a) => LITERALS.has(a.type))) return { tests: alternatives.map((a) => lowerExpr(a, ctx)), captures: [] };
  }
  return { tests: [opaque(ctx, inner)], captures: structuralCaptures(pattern, subject, ctx) };
}

export function lowerMatch(node: Node, ctx: LowerContext): Stmt[] {
  const loc = ctx.loc(node);
  const subjects = node.childrenForFieldName('subject').filter((s): s is Node => s !== null);
  const stmts: Stmt[] = [];
  let subject: Expr = subjects.length === 1 ? lowerExpr(subjects[0], ctx) : { kind: 'array', elements: subjects.map((s) => lowerExpr(s, ctx)), loc };
  if (subject.kind !== 'name' && subject.kind !== 'const') {
    // Evaluate the subject once; captures read it again.
    const temp = ctx.temp('subject');
    stmts.push({ kind: 'assign', target: { kind: 'name', name: temp, loc }, value: subject, loc });
    subject = { kind: 'name', name: temp, loc };
  }
  const body = node.childForFieldName('body');
  const clauses = body ? named(body).filter((c) => c.type === 'case_clause') : [];
  const cases = clauses.map((clause) => {
    const patterns = named(clause).filter((c) => c.type === 'case_pattern');
    const { tests, captures } = lowerPattern(patterns, subject, ctx);
    let caseBody = [...captures, ...lowerBlock(named(clause.childForFieldName('consequence') ?? clause).filter((c) => c.type !== 'case_pattern' && c.type !== 'if_clause'), ctx)];
    const guard = clause.childForFieldName('guard');
    if (guard) {
      const { hoisted, result } = ctx.withHoisting(() => lowerExpr(named(guard)[0] ?? null, ctx));
      caseBody = [...captures, ...hoisted, { kind: 'if', test: result, then: caseBody.slice(captures.length), else: [], loc: ctx.loc(guard) }];
    }
    return { tests: tests === 'default' ? [] : tests, body: caseBody, fallsThrough: false };
  });
  stmts.push({ kind: 'switch', discriminant: subject, cases, loc });
  return stmts;
}
