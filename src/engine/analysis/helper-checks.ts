/**
 * Checks written as helper functions of the tree narrow the caller's value: after
 * `if (!isSafe(p)) return;` with `function isSafe(x) { return !x.includes('..'); }`, `p` is what
 * the check inside the helper proves, as if the check were written at the call.
 *
 * A helper qualifies when its body is a predicate: `if (c) return <value>;` statements ending
 * with `return e` (folded to one boolean expression), with single assignments of locals before or
 * between them (inlined into what follows); or such a body inside a `try` whose handlers return
 * false, or after a `try` of assignments whose handlers do (`let u; try { u = new URL(x) } catch
 * { return false }`): then only a true result proves anything. The expression is narrowed in the helper's
 * own scope (its closure, copied so nothing outside changes) with the parameters bound to the
 * caller's argument values; a parameter the narrowing changed rebinds the argument expression in
 * the caller, on this path only. Bounded: nested helper checks go three deep.
 */
import type { Expr, FunctionIR, Stmt } from '../ir/types.js';
import { Env } from './env.js';
import { frameFor, moduleEnv } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import type { AbsValue } from './values.js';

const MAX_DEPTH = 3;
const predicates = new WeakMap<FunctionIR, Expr | null>();
/** Predicates read from a `try` whose handlers return false: they say what holds when true only. */
const provenWhenTrueOnly = new WeakSet<FunctionIR>();
let depth = 0;

/** The boolean a function returns, as one expression, when its body is a predicate; else undefined. */
export function predicateOf(fn: FunctionIR): Expr | undefined {
  const known = predicates.get(fn);
  if (known !== undefined) return known ?? undefined;
  const parsed = parsingTriesInlined(fn.body);
  const guarded = failsClosed(fn.body) ?? parsed;
  const found = fold(guarded ?? fn.body);
  if (guarded && found) provenWhenTrueOnly.add(fn);
  predicates.set(fn, found ?? null);
  return found;
}

/**
 * `try { …; return check } catch { return false }` (parsing that may throw, `new URL(u)`): true
 * means the try body returned a check that held, so its statements are the predicate. False may
 * be the exception instead, so such a predicate proves nothing when the helper returned false.
 */
function failsClosed(body: readonly Stmt[]): Stmt[] | undefined {
  const [only] = body;
  if (body.length !== 1 || only?.kind !== 'try' || only.finally.length || only.handlers.length === 0) return undefined;
  return only.handlers.every(returnsFalse) ? only.body : undefined;
}

/** A `catch` whose only statement is `return false`. */
function returnsFalse(h: { body: Stmt[] }): boolean {
  return h.body.length === 1 && h.body[0]!.kind === 'return' && h.body[0]!.value?.kind === 'const' && h.body[0]!.value.value === false;
}

/**
 * `let url; try { url = new URL(raw); } catch { return false; } return check(url)`: the parse is
 * inside the `try`, the check after it. The `try`'s assignments are inlined in place (the check
 * reads them) and the declaration without a value dropped; as with `failsClosed`, a false result
 * may be the exception, so only a true one proves anything. Undefined when the body has no such `try`.
 */
function parsingTriesInlined(body: readonly Stmt[]): Stmt[] | undefined {
  let found = false;
  const out: Stmt[] = [];
  for (const s of body) {
    if (s.kind === 'assign' && s.declaredWithoutValue) continue;
    if (s.kind === 'try' && !s.finally.length && s.handlers.length && s.handlers.every(returnsFalse) && s.body.every((b) => b.kind === 'assign' && b.target.kind === 'name')) {
      out.push(...s.body);
      found = true;
      continue;
    }
    out.push(s);
  }
  return found ? out : undefined;
}

function fold(all: readonly Stmt[]): Expr | undefined {
  // Single assignments of locals (`resolved = path.resolve(dir, file)`, `parsed = urlparse(url)`),
  // leading or between the checks, are inlined into what follows, so the check on `resolved` is
  // read as a check on the expression over the parameters.
  const defs = new Map<string, Expr>();
  const checks: Stmt[] = [];
  for (const [i, s] of all.entries()) {
    if (s.kind === 'assign' && s.target.kind === 'name' && i < all.length - 1) {
      if (defs.has(s.target.name)) return undefined;
      defs.set(s.target.name, substitute(s.value, defs));
      continue;
    }
    if (s.kind === 'return' && s.value) checks.push({ ...s, value: substitute(s.value, defs) });
    else if (s.kind === 'if' && s.then.length === 1 && s.then[0].kind === 'return' && s.then[0].value) {
      checks.push({ ...s, test: substitute(s.test, defs), then: [{ ...s.then[0], value: substitute(s.then[0].value, defs) }] });
    } else return undefined;
  }
  return foldChecks(checks);
}

/** `e` with the inlined locals replaced by their definitions. */
function substitute(e: Expr, defs: ReadonlyMap<string, Expr>): Expr {
  if (!defs.size) return e;
  const sub = (x: Expr): Expr => substitute(x, defs);
  switch (e.kind) {
    case 'name':
      return defs.get(e.name) ?? e;
    case 'member':
      return { ...e, object: sub(e.object), property: typeof e.property === 'string' ? e.property : sub(e.property) };
    case 'call':
      return { ...e, callee: sub(e.callee), args: e.args.map(sub) };
    case 'binary':
      return { ...e, left: sub(e.left), right: sub(e.right) };
    case 'unary':
      return { ...e, operand: sub(e.operand) };
    case 'concat':
      return { ...e, parts: e.parts.map(sub) };
    case 'cond':
      return { ...e, test: sub(e.test), then: sub(e.then), else: sub(e.else) };
    case 'cast':
      return { ...e, value: sub(e.value) };
    default:
      return e;
  }
}

function foldChecks(body: readonly Stmt[]): Expr | undefined {
  const last = body.at(-1);
  if (!last || last.kind !== 'return' || !last.value) return undefined;
  let out: Expr = last.value;
  for (let i = body.length - 2; i >= 0; i--) {
    const s = body[i];
    if (s.kind !== 'if' || s.else.length || s.then.length !== 1) return undefined;
    const ret = s.then[0];
    if (ret.kind !== 'return' || !ret.value) return undefined;
    const notTest: Expr = { kind: 'unary', op: 'not', operand: s.test, loc: s.loc };
    const truth = constantTruth(ret.value);
    // `if (c) return true; rest` is `c || rest`; `if (c) return false; rest` is `!c && rest`;
    // `if (c) return e; rest` is `(c && e) || (!c && rest)`: either branch held, as the caller sees it.
    if (truth === true) out = { kind: 'binary', op: 'or', left: s.test, right: out, loc: s.loc };
    else if (truth === false) out = { kind: 'binary', op: 'and', left: notTest, right: out, loc: s.loc };
    else {
      const taken: Expr = { kind: 'binary', op: 'and', left: s.test, right: ret.value, loc: s.loc };
      out = { kind: 'binary', op: 'or', left: taken, right: { kind: 'binary', op: 'and', left: notTest, right: out, loc: s.loc }, loc: s.loc };
    }
  }
  return out;
}

/** Whether a returned constant reads as true or false in a test (`None`, `0` and `""` are false); undefined for other expressions. */
function constantTruth(e: Expr): boolean | undefined {
  if (e.kind !== 'const') return undefined;
  if (typeof e.value === 'boolean') return e.value;
  if (e.value === null || e.value === undefined) return false;
  if (typeof e.value === 'number' || typeof e.value === 'string') return Boolean(e.value);
  return undefined;
}

/**
 * Narrows the caller's arguments by a helper predicate that returned `truthy`. `narrow` is the
 * narrowing of one test in an environment (passed in, so this module does not import narrowing.ts
 * back), `rebind` writes a narrowed value to an argument expression in the caller.
 */
export function narrowByHelper(
  st: AnalysisState,
  test: Extract<Expr, { kind: 'call' }>,
  env: Env,
  truthy: boolean,
  frame: Frame,
  narrow: (test: Expr, env: Env, truthy: boolean, frame: Frame) => void,
  rebind: (target: Expr, value: AbsValue) => void,
): void {
  if (depth >= MAX_DEPTH || test.isNew || test.kwargs) return;
  const callee = test.callee;
  const named = callee.kind === 'name' || (callee.kind === 'member' && (callee.object.kind === 'name' || callee.object.kind === 'this') && typeof callee.property === 'string');
  if (!named) return;
  const target = st.evalExpr(callee, env, frame).fn;
  if (!target || target.fn.params.some((p) => p.rest)) return;
  const predicate = predicateOf(target.fn);
  if (!predicate || (!truthy && provenWhenTrueOnly.has(target.fn))) return;
  const entry = st.program.functions.get(target.fn.id);
  if (!entry) return;
  const readable = (e: Expr): boolean => e.kind === 'name' || e.kind === 'const' || (e.kind === 'member' && typeof e.property === 'string' && readable(e.object));
  const scope = new Env(flatten(target.closure ?? moduleEnv(st, entry.module)));
  const before = target.fn.params.map((p, i) => {
    const arg = test.args[i];
    const value: AbsValue = arg && readable(arg) ? st.evalExpr(arg, env, frame) : {};
    scope.declare(p.name, value);
    return value;
  });
  depth++;
  try {
    narrow(predicate, scope, truthy, frameFor(st, target.fn, entry.module, target.boundThis ?? (callee.kind === 'member' && callee.object.kind === 'name' ? undefined : frame.thisValue)));
  } finally {
    depth--;
  }
  if (scope.dead) return;
  target.fn.params.forEach((p, i) => {
    const after = scope.vars.get(p.name);
    const arg = test.args[i];
    if (arg && after && after !== before[i] && readable(arg) && arg.kind !== 'const') rebind(arg, after);
  });
}

/** A copy of a scope chain as one frame, so narrowing inside the helper cannot write outside it. */
export function flatten(env: Env): Env {
  const vars = new Map<string, AbsValue>();
  for (let e: Env | undefined = env; e; e = e.parent) for (const [k, v] of e.vars) if (!vars.has(k)) vars.set(k, v);
  return new Env(undefined, vars);
}
