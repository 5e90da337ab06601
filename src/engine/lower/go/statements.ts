/**
 * Go statements in the IR. Multiple results: `v, err := f()` binds `v` to the call's value and
 * `err` to an unknown value that carries nothing (an error is no data a sink cares about), and
 * `return v, err` returns `v`; so `if err != nil { return }` keeps both branches alive. `defer`
 * and `go` run their call where written (the analysis follows data, not time); a switch without
 * a value and a type switch are if-chains whose tests are unknown, so every case is analysed.
 */
import type { Expr, Loc, Stmt, Target } from '../../ir/types.js';
import { binaryOp } from '../operators.js';
import { field, locOf, named, type GoFn, type Node } from './context.js';
import { lowerExpr } from './expressions.js';

const NOTHING = (loc: Loc): Expr => ({ kind: 'unknown', note: 'no data', children: [], loc });

export function lowerBlock(fn: GoFn, node: Node | undefined): Stmt[] {
  const out: Stmt[] = [];
  if (!node) return out;
  for (const child of named(node)) lowerStatement(fn, child, out);
  return out;
}

export function lowerStatement(fn: GoFn, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  switch (node.type) {
    case 'block':
    case 'statement_list':
      for (const child of named(node)) lowerStatement(fn, child, out);
      return;
    case 'expression_statement':
      out.push({ kind: 'expr', expr: lowerExpr(fn, named(node)[0]), loc });
      return;
    case 'go_statement':
    case 'defer_statement':
      out.push({ kind: 'expr', expr: lowerExpr(fn, named(node)[0]), loc });
      return;
    case 'short_var_declaration':
    case 'assignment_statement':
      assignment(fn, node, out);
      return;
    case 'var_declaration':
    case 'const_declaration':
      declaration(fn, node, out);
      return;
    case 'send_statement':
      sendStatement(fn, node, out);
      return;
    case 'inc_statement':
    case 'dec_statement':
      out.push({ kind: 'unknown', note: node.type, exprs: named(node).map((c) => lowerExpr(fn, c)), loc });
      return;
    case 'return_statement': {
      const list = named(node)[0];
      const first = list ? (list.type === 'expression_list' ? named(list)[0] : list) : undefined;
      const rest = list?.type === 'expression_list' ? named(list).slice(1) : [];
      for (const r of rest) if (r.type === 'call_expression') out.push({ kind: 'expr', expr: lowerExpr(fn, r), loc });
      out.push(first ? { kind: 'return', value: lowerExpr(fn, first), loc } : { kind: 'return', loc });
      return;
    }
    case 'if_statement':
      out.push(...ifStatement(fn, node));
      return;
    case 'for_statement':
      forStatement(fn, node, out);
      return;
    case 'expression_switch_statement':
      expressionSwitch(fn, node, out);
      return;
    case 'type_switch_statement':
      typeSwitch(fn, node, out);
      return;
    case 'select_statement':
      out.push(chain(fn, named(node).map((c) => ({ test: undefined, body: caseBody(fn, c) })), loc));
      return;
    case 'labeled_statement':
      for (const child of named(node).slice(1)) lowerStatement(fn, child, out);
      return;
    case 'break_statement':
      out.push({ kind: 'break', loc });
      return;
    case 'continue_statement':
      out.push({ kind: 'continue', loc });
      return;
    case 'fallthrough_statement':
    case 'empty_statement':
    case 'type_declaration':
    case 'comment':
      return;
    default:
      out.push({ kind: 'unknown', note: node.type, exprs: named(node).map((c) => lowerExpr(fn, c)), loc });
  }
}

function listOf(node: Node | undefined): Node[] {
  if (!node) return [];
  return node.type === 'expression_list' ? named(node) : [node];
}

function targetOf(fn: GoFn, node: Node, declare: boolean): Target | undefined {
  const e = lowerExpr(fn, node);
  if (node.type === 'identifier') {
    const name = fn.file.text(node);
    if (name === '_') return undefined;
    if (declare) fn.locals.add(name);
    return { kind: 'name', name, loc: e.loc };
  }
  if (e.kind === 'member') return { kind: 'member', object: e.object, property: e.property, loc: e.loc };
  if (e.kind === 'this' || e.kind === 'name') return e.kind === 'name' ? { kind: 'name', name: e.name, loc: e.loc } : undefined;
  return undefined;
}

/**
 * `ch <- v`: the channel holds what was sent, so a receive (`<-ch`, `range ch`) reads it back. The
 * channel variable (or field) is rebound to itself joined with the value; a channel of an
 * expression the lowering cannot rebind keeps the statement opaque.
 */
function sendStatement(fn: GoFn, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const channelNode = field(node, 'channel') ?? named(node)[0];
  const valueNode = field(node, 'value') ?? named(node)[1];
  const channel = channelNode ? lowerExpr(fn, channelNode) : undefined;
  const value = valueNode ? lowerExpr(fn, valueNode) : undefined;
  const target = channel && (channel.kind === 'name' || channel.kind === 'member') ? targetOf(fn, channelNode!, false) : undefined;
  if (target && channel && value) {
    out.push({ kind: 'assign', target, value: { kind: 'unknown', note: 'send', children: [channel, value], loc }, loc });
    return;
  }
  out.push({ kind: 'unknown', note: node.type, exprs: [channel, value].filter((e): e is Expr => !!e), loc });
}

/** Notes the names a statement binds to a new channel (`ch := make(chan T, n)`, `var ch = make(chan T)`). */
function noteChannels(fn: GoFn, left: Node[], right: Node[]): void {
  right.forEach((r, i) => {
    const l = left[i];
    if (!l || l.type !== 'identifier' || r.type !== 'call_expression') return;
    const callee = field(r, 'function');
    const first = named(field(r, 'arguments') ?? r)[0];
    if (callee && fn.file.text(callee) === 'make' && first?.type === 'channel_type') fn.channels.add(fn.file.text(l));
  });
}

function assignment(fn: GoFn, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const declare = node.type === 'short_var_declaration';
  const opNode = field(node, 'operator') ?? node.children.find((c) => !c.named && c.type.endsWith('='));
  const op = opNode ? fn.file.text(opNode) : '=';
  const right = listOf(field(node, 'right'));
  const values = right.map((r) => lowerExpr(fn, r));
  const left = listOf(field(node, 'left'));
  const targets = left.map((l) => targetOf(fn, l, declare));
  noteChannels(fn, left, right);
  if (op !== '=' && op !== ':=' && targets[0] && values[0]) {
    // `x += y`: `x = x + y` (string building when `y` is a string).
    const current = lowerExpr(fn, left[0]);
    const binop = binaryOp(op.slice(0, -1));
    const value: Expr = binop === 'add' ? { kind: 'concat', parts: [current, values[0]], loc } : { kind: 'binary', op: binop, left: current, right: values[0], loc };
    out.push({ kind: 'assign', target: targets[0], value, loc });
    return;
  }
  if (values.length === targets.length) {
    values.forEach((value, i) => {
      const target = targets[i];
      out.push(target ? { kind: 'assign', target, value, loc } : { kind: 'expr', expr: value, loc });
    });
    return;
  }
  // `v, err := f()`, `v, ok := m[k]`, `v, ok := x.(T)`: the first target gets the value.
  const value = values[0] ?? NOTHING(loc);
  targets.forEach((target, i) => {
    if (i === 0) out.push(target ? { kind: 'assign', target, value, loc } : { kind: 'expr', expr: value, loc });
    else if (target) out.push({ kind: 'assign', target, value: i === 1 ? (foundInMap(value) ?? NOTHING(loc)) : NOTHING(loc), loc });
  });
  if (!targets[0] && targets.length === 0) out.push({ kind: 'expr', expr: value, loc });
}

/** `var x T = v`, `const a, b = 1, 2`: assigns with the declared type. */
export function declaration(fn: GoFn, node: Node, out: Stmt[]): void {
  for (const spec of named(node).flatMap((s) => (s.type === 'var_spec_list' || s.type === 'const_spec_list' ? named(s) : [s]))) {
    if (spec.type !== 'var_spec' && spec.type !== 'const_spec') continue;
    const loc = locOf(spec);
    const names = spec.children.filter((c) => c.field === 'name');
    const type = fn.file.resolveType(field(spec, 'type'));
    const values = listOf(field(spec, 'value')).map((v) => lowerExpr(fn, v));
    names.forEach((n, i) => {
      const target = targetOf(fn, n, true);
      const value = values.length === names.length ? values[i] : i === 0 && values[0] ? values[0] : NOTHING(loc);
      if (!target) {
        if (values.length === names.length) out.push({ kind: 'expr', expr: value, loc });
        return;
      }
      out.push({ kind: 'assign', target, value, ...(type && !['slice', 'map'].includes(type) ? { declaredType: type } : {}), loc });
    });
  }
}

function ifStatement(fn: GoFn, node: Node): Stmt[] {
  const out: Stmt[] = [];
  const init = field(node, 'initializer');
  if (init) lowerStatement(fn, init, out);
  const alternative = field(node, 'alternative');
  const elseBody = !alternative ? [] : alternative.type === 'if_statement' ? ifStatement(fn, alternative) : lowerBlock(fn, alternative);
  out.push({ kind: 'if', test: lowerExpr(fn, field(node, 'condition')), then: lowerBlock(fn, field(node, 'consequence')), else: elseBody, loc: locOf(node) });
  return out;
}

function forStatement(fn: GoFn, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const body = field(node, 'body');
  const header = named(node).find((c) => c !== body);
  if (header?.type === 'range_clause') {
    const left = listOf(field(header, 'left'));
    const declare = header.children.some((c) => !c.named && c.type === ':=');
    const iterable = lowerExpr(fn, field(header, 'right'));
    const targets = left.map((l) => targetOf(fn, l, declare));
    const pre: Stmt[] = [];
    let each: { target: Target; iterable: Expr; over: 'elements' | 'keys' } | undefined;
    if (targets.length >= 2 && targets[1]) {
      each = { target: targets[1], iterable, over: 'elements' };
      if (targets[0]) pre.push({ kind: 'assign', target: targets[0], value: NOTHING(loc), loc });
    } else if (targets[0]) {
      // One variable: the index of a slice, the key of a map, but the values of a channel.
      const right = field(header, 'right');
      const overChannel = right?.type === 'identifier' && fn.isChannel(fn.file.text(right));
      each = { target: targets[0], iterable, over: overChannel ? 'elements' : 'keys' };
    }
    out.push({ kind: 'loop', ...(each ? { each } : {}), body: [...pre, ...lowerBlock(fn, body)], update: [], loc });
    return;
  }
  if (header?.type === 'for_clause') {
    const init = field(header, 'initializer');
    if (init) lowerStatement(fn, init, out);
    const update: Stmt[] = [];
    const upd = field(header, 'update');
    if (upd) lowerStatement(fn, upd, update);
    const cond = field(header, 'condition');
    out.push({ kind: 'loop', ...(cond ? { test: lowerExpr(fn, cond) } : {}), body: lowerBlock(fn, body), update, loc });
    return;
  }
  out.push({ kind: 'loop', ...(header ? { test: lowerExpr(fn, header) } : {}), body: lowerBlock(fn, body), update: [], loc });
}

function caseBody(fn: GoFn, node: Node): Stmt[] {
  const out: Stmt[] = [];
  for (const child of named(node)) {
    if (child.field === 'value' || child.field === 'type' || child.field === 'communication') {
      if (child.field === 'communication') lowerStatement(fn, child, out);
      continue;
    }
    lowerStatement(fn, child, out);
  }
  return out;
}

/** Cases as an if-chain whose tests are unknown (unless given): every case body is analysed. */
function chain(fn: GoFn, cases: { test: Expr | undefined; body: Stmt[] }[], loc: Loc): Stmt {
  let tail: Stmt[] = [];
  for (let i = cases.length - 1; i >= 0; i--) {
    const test = cases[i].test ?? NOTHING(loc);
    tail = [{ kind: 'if', test, then: cases[i].body, else: tail, loc }];
  }
  return tail[0] ?? { kind: 'unknown', note: 'empty select', exprs: [], loc };
}

function expressionSwitch(fn: GoFn, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const init = field(node, 'initializer');
  if (init) lowerStatement(fn, init, out);
  const valueNode = field(node, 'value');
  const clauses = named(node).filter((c) => c.type === 'expression_case' || c.type === 'default_case');
  if (!valueNode) {
    // `switch { case a > b: … }`: an if-chain on the case conditions; default last.
    const withTests = clauses.filter((c) => c.type === 'expression_case');
    const dflt = clauses.find((c) => c.type === 'default_case');
    const cases = withTests.map((c) => {
      const tests = listOf(field(c, 'value')).map((t) => lowerExpr(fn, t));
      const test = tests.reduce<Expr | undefined>((acc, t) => (acc ? { kind: 'binary', op: 'or', left: acc, right: t, loc: t.loc } : t), undefined);
      return { test, body: caseBody(fn, c) };
    });
    const elseBody = dflt ? caseBody(fn, dflt) : [];
    let tail = elseBody;
    for (let i = cases.length - 1; i >= 0; i--) tail = [{ kind: 'if', test: cases[i].test ?? NOTHING(loc), then: cases[i].body, else: tail, loc }];
    out.push(...tail);
    return;
  }
  out.push({
    kind: 'switch',
    discriminant: lowerExpr(fn, valueNode),
    cases: clauses.map((c) => ({
      tests: c.type === 'default_case' ? [] : listOf(field(c, 'value')).map((t) => lowerExpr(fn, t)),
      body: caseBody(fn, c),
      fallsThrough: named(c).some((s) => s.type === 'fallthrough_statement' || (s.type === 'statement_list' && named(s).some((x) => x.type === 'fallthrough_statement'))),
    })),
    loc,
  });
}

/** `switch v := x.(type) { case T: … }`: each case binds `v` to `x` typed `T`. */
function typeSwitch(fn: GoFn, node: Node, out: Stmt[]): void {
  const loc = locOf(node);
  const init = field(node, 'initializer');
  if (init) lowerStatement(fn, init, out);
  const alias = listOf(field(node, 'alias'))[0];
  const aliasName = alias ? fn.file.text(alias) : undefined;
  if (aliasName) fn.locals.add(aliasName);
  const value = lowerExpr(fn, field(node, 'value'));
  const clauses = named(node).filter((c) => c.type === 'type_case' || c.type === 'default_case');
  const cases = clauses.map((c) => {
    const types = c.children.filter((t) => t.field === 'type');
    const type = types.length === 1 ? fn.file.resolveType(types[0]) : undefined;
    const bind: Stmt[] = aliasName ? [{ kind: 'assign', target: { kind: 'name', name: aliasName, loc }, value: type ? { kind: 'cast', type, value, loc } : value, loc }] : [];
    return { test: undefined, body: [...bind, ...caseBody(fn, c)] };
  });
  out.push(chain(fn, cases, loc));
}

/**
 * The `ok` of `v, ok := m[k]` is whether `k` is a key of `m`: spelled `m.has(k)`, the IR's membership
 * check, so `if !ok { return }` narrows `k` to the keys of an allow-list map as `has` does elsewhere.
 */
function foundInMap(value: Expr): Expr | undefined {
  if (value.kind !== 'member' || typeof value.property === 'string') return undefined;
  return { kind: 'call', callee: { kind: 'member', object: value.object, property: 'has', loc: value.loc }, args: [value.property], loc: value.loc };
}
