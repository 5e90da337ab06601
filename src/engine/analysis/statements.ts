/**
 * Statements: runs blocks over an environment — assignments (with sink and pattern rows on
 * member writes), returns, branches (folded when the test is constant, else forked, narrowed
 * and joined), switches, loops (run twice), try/catch/finally. A path that returns, throws,
 * breaks or continues is marked dead.
 */
import type { Loc, Stmt, Target } from '../ir/types.js';
import type { TraceStep } from '../findings.js';
import { evalCheck, type CallFacts } from './checks.js';
import { elementsOf, elementTypes, keyOf, keysOf, storeField } from './containers.js';
import { elementRewrite } from './element-rewrites.js';
import type { Env } from './env.js';
import { returnSinks } from './function-return-sinks.js';
import { evalExpr } from './expressions.js';
import { neverReturns } from './guards.js';
import { evalQuiet, narrow, rebind } from './narrowing.js';
import { excludeChars } from './char-exclusions.js';
import { namesWrittenByNestedFunctions } from './closure-writes.js';
import { assignStep, buildLocation, buildsText } from './build-sites.js';
import { joinsPath } from './path-builders.js';
import { addFinding, reportSink, reportTaints, snippet, step } from './reporting.js';
import { noteRoundTripWrite } from './round-trips.js';
import { localsSinkTaints, reportPrinted, returnedContextTaints, returnedViewReads } from './template-sinks.js';
import { memberNames, typesOf, writtenFnValue } from './resolve.js';
import { WORK_BUDGET, type AnalysisState, type Frame } from './state.js';
import { constant, deepTaints, hasTaint, isConst, join, KEYED_READ, truthiness, UNKNOWN, withStep, type AbsValue } from './values.js';
import { responseBodyTaints, returnedFieldTaints, returnValueHolds } from './return-sinks.js';
import { taintedPartLines } from './return-lines.js';

export function execBlock(st: AnalysisState, stmts: Stmt[], env: Env, frame: Frame): void {
  // Function declarations are hoisted: visible to the statements before them.
  for (const s of stmts) if (s.kind === 'function') env.declare(s.fn.name, writtenFnValue(st, s.fn, env, frame));
  for (const s of stmts) {
    if (env.dead) return;
    exec(st, s, env, frame);
  }
}

/** Reads the clock every 1,000 work units or so, not at every statement. */
function deadlinePassed(st: AnalysisState): boolean {
  st.nextDeadlineCheck = st.work + 1000;
  return performance.now() > st.deadline;
}

function exec(st: AnalysisState, s: Stmt, env: Env, frame: Frame): void {
  if (++st.work > WORK_BUDGET * 4) return; // a pathological file: stop rather than hang
  if (st.work >= st.nextDeadlineCheck && deadlinePassed(st)) {
    // Past the per-file time limit: stop as at the work budget, and say so.
    st.timedOut = true;
    st.work = WORK_BUDGET * 4 + 1;
    return;
  }
  switch (s.kind) {
    case 'assign': {
      // `let db;` that a nested function assigns: its value is whatever that function wrote (closure-writes.ts).
      if (s.declaredWithoutValue && s.target.kind === 'name' && namesWrittenByNestedFunctions(frame.fn).has(s.target.name)) {
        env.declare(s.target.name, UNKNOWN);
        return;
      }
      let v = evalExpr(st, s.value, env, frame);
      if (s.declaredType && !v.types) v = { ...v, types: [s.declaredType] };
      // Text composed, or a path joined from parts (`os.path.join(root, folder, name)`), on this line.
      const composed = (hasTaint(v) || s.value.kind === 'cast') && deepTaints(v).length && (buildsText(s.value, v) || joinsPath(s.value, frame, (x) => evalQuiet(st, x, env, frame)));
      const built = composed ? buildLocation(s.value, s.loc, st.program.sources.get(frame.module.path) ?? '', (part) => hasTaint(evalQuiet(st, part, env, frame))) : undefined;
      assignTarget(st, s.target, v, env, frame, s.loc, built);
      return;
    }
    case 'expr':
      evalExpr(st, s.expr, env, frame);
      if (s.expr.kind === 'call' && neverReturns(s.expr.callee, (e) => evalQuiet(st, e, env, frame))) env.dead = true;
      return;
    case 'return': {
      const v = s.value ? evalExpr(st, s.value, env, frame) : constant(null);
      for (const row of returnSinks(st, frame)) {
        // The returned view's own raw prints of request data (template-sinks.ts).
        if (row.templateFile) {
          for (const p of returnedViewReads(st, frame, row)) reportTaints(st, frame, row.kind, p.taints, p.filePath, p.loc);
          // A class-based view's returned context: the keys its template prints raw.
          reportPrinted(st, frame, row.kind, returnedContextTaints(st, frame, row, v, s.loc), s.loc);
          continue;
        }
        const view = row.return!.viewResponse;
        const taints = view ? responseBodyTaints(v) : returnValueHolds(row, v, (x) => typesOf(st, x, frame.family)) ? returnedFieldTaints(row, v) : [];
        if (!taints.length) continue;
        // Returned text over several lines (a whole HTML page): each tainted part on its own line.
        const parts = s.value && !row.fields ? taintedPartLines(st, s.value, s.loc, v, row.kind, env, frame) : undefined;
        if (parts) for (const part of parts) reportSink(st, frame, row, part.taints, part.loc, view ? 'view return value' : 'return');
        else reportSink(st, frame, row, taints, s.loc, view ? 'view return value' : 'return');
      }
      frame.returns.push(withStep(v, step(frame.module, s.loc, `returned from ${frame.fn.name}`)));
      env.dead = true;
      return;
    }
    case 'throw':
      if (s.value) evalExpr(st, s.value, env, frame);
      env.dead = true;
      return;
    case 'break':
    case 'continue':
      frame.loopExits?.at(-1)?.push(env.fork());
      env.dead = true;
      return;
    case 'if':
      execIf(st, s, env, frame);
      return;
    case 'switch':
      execSwitch(st, s, env, frame);
      return;
    case 'loop':
      execLoop(st, s, env, frame);
      return;
    case 'try':
      execTry(st, s, env, frame);
      return;
    case 'function':
      env.declare(s.fn.name, writtenFnValue(st, s.fn, env, frame));
      return;
    case 'unknown':
      for (const e of s.exprs) evalExpr(st, e, env, frame);
      return;
  }
}

function execIf(st: AnalysisState, s: Extract<Stmt, { kind: 'if' }>, env: Env, frame: Frame): void {
  const truth = truthiness(evalExpr(st, s.test, env, frame));
  if (truth === true) {
    narrow(st, s.test, env, true, frame);
    execBlock(st, s.then, env, frame);
    return;
  }
  if (truth === false) {
    execBlock(st, s.else, env, frame);
    return;
  }
  const a = env.fork();
  const b = env.fork();
  narrow(st, s.test, a, true, frame);
  narrow(st, s.test, b, false, frame);
  execBlock(st, s.then, a, frame);
  execBlock(st, s.else, b, frame);
  env.joinFrom([a, b]);
}

function execTry(st: AnalysisState, s: Extract<Stmt, { kind: 'try' }>, env: Env, frame: Frame): void {
  const body = env.fork();
  execBlock(st, s.body, body, frame);
  const branches = [body];
  for (const h of s.handlers) {
    // A handler may start before or after anything the body did.
    const he = env.fork();
    he.joinFrom([env, body.dead ? env : body]);
    if (h.param) he.declare(h.param, UNKNOWN);
    execBlock(st, h.body, he, frame);
    branches.push(he);
  }
  env.joinFrom(branches);
  if (s.finally.length) {
    const wasDead = env.dead;
    env.dead = false;
    execBlock(st, s.finally, env, frame);
    env.dead = env.dead || wasDead;
  }
}

function execSwitch(st: AnalysisState, s: Extract<Stmt, { kind: 'switch' }>, env: Env, frame: Frame): void {
  const d = evalExpr(st, s.discriminant, env, frame);
  const runFrom = (start: number, e: Env): void => {
    for (let i = start; i < s.cases.length; i++) {
      execBlock(st, s.cases[i].body, e, frame);
      if (e.dead || !s.cases[i].fallsThrough) break;
    }
    // `break` marks the path dead; leaving the switch makes it live again.
    e.dead = false;
  };
  if (isConst(d)) {
    let index = s.cases.findIndex((c) => c.tests.some((t) => {
      const tv = evalExpr(st, t, env, frame);
      return isConst(tv) && tv.const.value === d.const.value;
    }));
    if (index < 0) index = s.cases.findIndex((c) => c.tests.length === 0);
    if (index >= 0) runFrom(index, env);
    return;
  }
  const branches: Env[] = [];
  let hasDefault = false;
  s.cases.forEach((c, i) => {
    if (c.tests.length === 0) hasDefault = true;
    const e = env.fork();
    // Inside a case whose tests are all constants the subject is one of them: no payload left.
    if (c.tests.length && c.tests.every((t) => isConst(evalQuiet(st, t, env, frame)))) rebind(st, s.discriminant, UNKNOWN, e, frame);
    // In `default` a character is none of the cases' constants (hand-written escapers; char-exclusions.ts).
    if (c.tests.length === 0) {
      const others = s.cases.flatMap((o) => o.tests.map((t) => evalQuiet(st, t, env, frame)));
      const excluded = others.every(isConst) ? excludeChars(d, others.map((o) => o.const.value)) : undefined;
      if (excluded) rebind(st, s.discriminant, excluded, e, frame);
    }
    runFrom(i, e);
    branches.push(e);
  });
  if (!hasDefault) branches.push(env.fork());
  env.joinFrom(branches);
}

function execLoop(st: AnalysisState, s: Extract<Stmt, { kind: 'loop' }>, env: Env, frame: Frame): void {
  if (s.test) {
    const t = evalExpr(st, s.test, env, frame);
    if (truthiness(t) === false && !s.each) return; // a loop that never runs
  }
  let element: AbsValue | undefined;
  if (s.each) {
    const it = evalExpr(st, s.each.iterable, env, frame);
    element = s.each.over === 'keys' ? keysOf(it) : elementsOf(it);
    if (s.each.over === 'elements') {
      const types = elementTypes(it);
      if (types.length) element = { ...element, types: [...new Set([...(element.types ?? []), ...types])] };
      const chunks = iteratedSource(st, it, s.each.iterable.loc, frame);
      if (chunks) element = join(element, chunks);
    }
  }
  const entry = env.fork();
  let current = env.fork();
  const branches = [entry];
  const exits: Env[] = [];
  (frame.loopExits ??= []).push(exits);
  for (let i = 0; i < 2; i++) {
    const iter = current.fork();
    if (s.each && element) assignTarget(st, s.each.target, element, iter, frame, s.loc);
    execBlock(st, s.body, iter, frame);
    iter.dead = false;
    execBlock(st, s.update, iter, frame);
    branches.push(iter);
    current = iter;
  }
  frame.loopExits.pop();
  env.joinFrom([...branches, ...exits]);
  // Every element rewritten at the loop's index: the list now holds only what the body wrote (element-rewrites.ts).
  const rewrite = element && s.each ? elementRewrite(s) : undefined;
  if (rewrite && element && s.each) {
    const probe = env.fork();
    assignTarget(st, s.each.target, element, probe, frame, s.loc);
    const written = evalExpr(st, rewrite.value, probe, frame);
    const list = env.lookup(rewrite.list);
    env.assign(rewrite.list, { ...(list?.types ? { types: list.types } : {}), anyField: written });
  }
}

/**
 * What iterating a library object yields, when a source row names it `<type>.$elements`: the
 * chunks of a request body read with `for await (const chunk of req)`.
 */
function iteratedSource(st: AnalysisState, it: AbsValue, loc: Loc, frame: Frame): AbsValue | undefined {
  const rows = frame.models.sourcePaths.find(memberNames(st, it, '$elements', frame));
  if (!rows.length) return undefined;
  const s = step(frame.module, loc, `source: ${snippet(st, frame.module, loc, 60)} (iterated)`);
  return { taints: rows.map((row) => ({ kind: row.kind, steps: [s], sanitized: row.sanitized ?? [], numeric: row.numeric })) };
}

/** Assigns to a name or a member; member writes apply `sinkAssigns` and `patternAssigns` rows. */
export function assignTarget(st: AnalysisState, target: Target, value: AbsValue, env: Env, frame: Frame, loc: Loc, built?: Loc): void {
  if (target.kind === 'name') {
    const assignment = assignStep(frame.module, loc, target.name, built);
    // Text built inside a typed map literal (`filter := bson.M{"$where": …}`) is carried by its
    // fields: they get the step, so the statement is where that text was built (build-sites.ts).
    const assigned = built && !hasTaint(value) && value.fields ? withFieldSteps(value, assignment) : withStep(value, assignment);
    // A Python local is bound in this activation even when an enclosing scope (the module) binds
    // the same name: writing through would change the module's value and every branch's at once.
    if (frame.fn.locals?.includes(target.name) && !env.vars.has(target.name)) env.declare(target.name, assigned);
    else env.assign(target.name, assigned);
    return;
  }
  const obj = evalExpr(st, target.object, env, frame);
  const keyValue = typeof target.property === 'string' ? undefined : evalExpr(st, target.property, env, frame);
  const key = typeof target.property === 'string' ? target.property : keyOf(keyValue!);
  // A key written from input is a sink where the row says so (`session[name] = v`).
  if (keyValue && hasTaint(keyValue)) {
    // An object itself read by a tainted key may be a prototype (`objs[a][b] = v`): `$keyed.*`.
    const keyed = obj.taints?.some((t) => t.kind === KEYED_READ) ? ['$keyed.*'] : [];
    for (const row of frame.models.sinkAssigns.find([...memberNames(st, obj, '*', frame), ...keyed])) if (row.keys) reportSink(st, frame, row, deepTaints(keyValue), loc, 'key');
  }
  // Sinks and pattern rules on writes (`el.innerHTML = x`, `process.env.NODE_TLS_REJECT_UNAUTHORIZED = '0'`).
  // An appended element (`$_SESSION['cart'][] = $x`) is written under some key: rows on `….*` apply.
  const sinkKey = key ?? (typeof target.property !== 'string' && target.property.kind === 'unknown' && target.property.note === 'append' ? '*' : undefined);
  if (sinkKey !== undefined) {
    const names = memberNames(st, obj, sinkKey, frame);
    if (names.length) {
      for (const row of frame.models.sinkAssigns.find(names)) {
        // `receiver` is the object written to: Koa's `ctx.type` set before `ctx.body` decides how the body is served.
        if (row.when && !evalCheck(row.when, { args: [], kwargs: {}, assigned: value, receiver: obj, typesOf: (v) => typesOf(st, v, frame.family) })) continue;
        // A key every view sees (`res.locals.banner = v`): only where a rendered view prints it raw (template-sinks.ts).
        if (row.templateFile) {
          reportPrinted(st, frame, row.kind, localsSinkTaints(st, frame, row, sinkKey, value, loc), loc);
          continue;
        }
        reportSink(st, frame, row, deepTaints(value), loc, names[0]);
      }
      noteRoundTripWrite(st, names, value, frame);
      for (const rule of frame.models.patternAssigns.find(names)) {
        const facts: CallFacts = { args: [], kwargs: {}, assigned: value, typesOf: (v) => typesOf(st, v, frame.family) };
        if (evalCheck(rule.match.where, facts)) addFinding(st, rule, frame.module.path, loc, [], rule.match.message?.replace('{callee}', names[0]));
      }
    }
  }
  const stepped = withStep(value, step(frame.module, loc, `stored in ${snippet(st, frame.module, target.loc, 40)}`));
  const index = key === undefined && sinkKey === '*' ? appendIndex(obj) : undefined;
  storeField(obj, key ?? index, stepped, target.object, env);
  // Also under some key: a loop appends a number of times the analysis does not count, so an
  // index past the ones it saw still reads what was appended.
  if (index !== undefined) storeField(obj, undefined, stepped, target.object, env);
}

/**
 * `$list[] = $x` on an array whose keys are known (`$list = []`, then appends): PHP stores it
 * under the largest integer key plus one, so a later read of an index seen here stays exact.
 */
function appendIndex(obj: AbsValue): string | undefined {
  if (!obj.fields || obj.open || hasTaint(obj)) return undefined;
  const ints = [...obj.fields.keys()].filter((k) => /^(0|-?[1-9]\d*)$/.test(k)).map(Number);
  return String(ints.length ? Math.max(...ints) + 1 : 0);
}

/** The value with a step added to each tainted field's taints (one level). */
function withFieldSteps(v: AbsValue, step: TraceStep): AbsValue {
  const fields = new Map([...(v.fields ?? [])].map(([k, f]) => [k, withStep(f, step)] as const));
  return { ...v, fields };
}
