/**
 * Narrowing: inside a branch, what its test proves about the values it reads — a value compared
 * equal to a constant is that constant, one found in a constant collection or matched by a
 * word-only anchored pattern is clean, a path checked to start with a folder or to hold no `..`
 * is confined; a check written as a helper function proves what its body proves. Rebinding is per
 * path: other paths keep their values.
 */
import { foldConstantCall } from './const-calls.js';
import { includesForm, startsWithForm } from './index-of-tests.js';
import { pathBuilderOf } from './path-builders.js';
import { confinedRoot } from './path-confinement.js';
import { excludeChars } from './char-exclusions.js';
import { charPositionMarks } from './char-position-checks.js';
import { rebindExpression } from './expression-guards.js';
import { composedFromChecked } from './derived-paths.js';
import type { Expr } from '../ir/types.js';
import { isConstantCollection } from './containers.js';
import type { Env } from './env.js';
import { narrowApiGuard } from './api-guards.js';
import { comparedCheck, withoutDefault } from './comparison-guards.js';
import { narrowGuard, SEGMENT_ESCAPES } from './guards.js';
import { narrowByHelper } from './helper-checks.js';
import { narrowUrlHostGuard } from './url-guards.js';
import { moduleConstantDefinition, namesIn, reassigned, singleAssignment } from './single-assignment.js';
import { narrowProtoKeyGuard } from './proto-key-guards.js';
import { narrowByEvery, narrowByPredicate, narrowBySome, validatedKinds } from './predicate-guards.js';
import { narrowPythonGuard } from './python-guards.js';
import { anchoredPatternStrength, dotPatternCleans, HOST_PREFIX, pinsUrlHost, sitePathLookaheadMarks } from './regex-guards.js';
import { NO_BACKSLASH, NOT_PROTOCOL_RELATIVE, STARTS_WITH_SLASH, withRelativeMarks } from './relative-urls.js';
import { declaredFieldType } from './instances.js';
import { staticFieldValue } from './statics.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, hasTaint, isConst, sanitize, UNKNOWN, type AbsValue } from './values.js';

/** Expressions that compute a check (a comparison, a negation, a predicate call), as opposed to a copied value. */
const CHECK_KINDS: ReadonlySet<Expr['kind']> = new Set(['binary', 'unary', 'call']);
/** Check variables whose definitions are being narrowed by, so definitions that name each other stop. */
const namesBeingExpanded = new Set<string>();

/** Narrows `env` to the paths where `test` is `truthy`. */
export function narrow(st: AnalysisState, test: Expr, env: Env, truthy: boolean, frame: Frame): void {
  // Library guards (guards.ts): `'..' in x`, `x.isalnum()`, `re.fullmatch`, URL host allow-lists.
  const guardOps = {
    value: (e: Expr) => evalQuiet(st, e, env, frame),
    rebind: (t: Expr, v: AbsValue) => rebind(st, t, v, env, frame),
    constantCollection: isConstantCollection,
    // A variable assigned once, from an expression over names that are not reassigned either.
    definition: (name: string) => {
      const d = singleAssignment(frame.fn, name);
      if (d) return !namesIn(d).some((n) => reassigned(frame.fn, n)) ? d : undefined;
      // Python: a module constant the function does not bind (`HOST_RE = re.compile(…)`).
      return frame.traits.pythonWebIdioms ? moduleConstantDefinition(frame.fn, frame.module, name) : undefined;
    },
    // Reading names and named members, or a settings accessor called without arguments, reports nothing new.
    memberChainValue: (e: Expr) => (isNamedChain(e) || isSettingsChain(e) ? st.evalExpr(e, env, frame) : undefined),
  };
  narrowGuard(test, truthy, guardOps);
  // Java library guards (api-guards.ts): whole-string `matches`, URL hosts in an allow-list.
  narrowApiGuard(test, truthy, guardOps);
  // WHATWG URL host allow-lists (url-guards.ts): `ALLOWED.includes(new URL(x).hostname)`.
  narrowUrlHostGuard(test, truthy, guardOps);
  // Keys checked not to be `__proto__` (proto-key-guards.ts).
  narrowProtoKeyGuard(test, truthy, guardOps);
  if (frame.traits.pythonWebIdioms) narrowPythonGuard(test, truthy, { value: (e) => evalQuiet(st, e, env, frame), rebind: (t, v) => rebind(st, t, v, env, frame), narrow: (t, tr) => narrow(st, t, env, tr, frame), fn: frame.fn });
  if (test.kind === 'unary' && test.op === 'not') {
    narrow(st, test.operand, env, !truthy, frame);
    return;
  }
  // `const isLocal = next.startsWith('/') && …; if (isLocal)` / `isLocal ? next : '/'`: a check kept
  // in a variable assigned once, from names never reassigned, proves what the check itself proves.
  if (test.kind === 'name') {
    const check = guardOps.definition(test.name);
    if (check && CHECK_KINDS.has(check.kind) && !namesBeingExpanded.has(test.name)) {
      namesBeingExpanded.add(test.name);
      try {
        narrow(st, check, env, truthy, frame);
      } finally {
        namesBeingExpanded.delete(test.name);
      }
    }
    return;
  }
  if (test.kind === 'binary') {
    if (test.op === 'and' && truthy) {
      narrow(st, test.left, env, true, frame);
      narrow(st, test.right, env, true, frame);
      return;
    }
    if (test.op === 'or' && truthy) {
      // Either side held: join what each side proves.
      joinNarrowed(st, test.left, test.right, env, true, frame);
      return;
    }
    if (test.op === 'and' && !truthy) {
      joinNarrowed(st, test.left, test.right, env, false, frame);
      return;
    }
    if (test.op === 'or' && !truthy) {
      narrow(st, test.left, env, false, frame);
      narrow(st, test.right, env, false, frame);
      return;
    }
    // `check($x) === false` / `preg_match(…) === 1`: the check's own outcome (comparison-guards.ts).
    const outcome = comparedCheck(test, truthy, (e) => evalQuiet(st, e, env, frame), (c) => validatedKinds(st, c, env, frame) !== undefined);
    if (outcome) narrow(st, outcome.call, env, outcome.passed, frame);
    // `full.indexOf(base) === 0`: `full.startsWith(base)` held (index-of-tests.ts).
    const prefixed = startsWithForm(test, truthy);
    if (prefixed) return narrow(st, prefixed, env, true, frame);
    // `LIST.indexOf(x) !== -1` (or `=== -1` failed, `>= 0`, `> -1`): `LIST.includes(x)` held.
    const member = includesForm(test, truthy);
    if (member) return narrow(st, member, env, true, frame);
    // `next.charAt(0) === '/'`, `next[1] !== '\\'`: facts about a site path (char-position-checks.ts).
    const chars = charPositionMarks(test, truthy);
    if (chars) return chars.marks.forEach((m) => markRelative(st, chars.object, m, env, frame));
    const eq = test.op === 'eq' || test.op === 'eqIgnoreCase';
    if ((eq && truthy) || (test.op === 'ne' && !truthy)) {
      // Inside the branch the value is that constant (or, ignoring case, one of its variants).
      const l = evalQuiet(st, test.left, env, frame);
      const r = evalQuiet(st, test.right, env, frame);
      const exact = test.op !== 'eqIgnoreCase';
      if (isConst(r) && !isConst(l)) rebind(st, test.left, exact ? r : UNKNOWN, env, frame);
      else if (isConst(l) && !isConst(r)) rebind(st, test.right, exact ? l : UNKNOWN, env, frame);
      // Equal to a value that holds no request data (`full == root`): the same text, so no request data.
      else if (exact && hasTaint(l) && deepTaints(r).length === 0) rebind(st, test.left, r, env, frame);
      else if (exact && hasTaint(r) && deepTaints(l).length === 0) rebind(st, test.right, l, env, frame);
      return;
    }
    if ((eq && !truthy) || (test.op === 'ne' && truthy)) {
      // `c != '<'`: a character that is not this one (hand-written escapers; char-exclusions.ts).
      const l = evalQuiet(st, test.left, env, frame);
      const r = evalQuiet(st, test.right, env, frame);
      const [target, other] = isConst(r) ? [test.left, r] : [test.right, l];
      const excluded = isConst(other) && test.op !== 'eqIgnoreCase' ? excludeChars(isConst(r) ? l : r, [other.const.value]) : undefined;
      if (excluded) rebind(st, target, excluded, env, frame);
      return;
    }
    if (test.op === 'in' && !truthy) narrowNoBackslash(st, test, env, frame);
    if (test.op === 'in' && truthy) {
      const container = evalQuiet(st, test.right, env, frame);
      // `($x ?? '') in LIST`: $x is in the list (or null).
      if (isConstantCollection(container)) rebind(st, withoutDefault(test.left), listChoice(container) ?? UNKNOWN, env, frame);
      return;
    }
  }
  // `if (ALLOWED[x])` / Go `if allowed[x]` on a constant map: x is one of its keys.
  if (test.kind === 'member' && typeof test.property !== 'string' && truthy) {
    const container = evalQuiet(st, test.object, env, frame);
    if (isConstantCollection(container)) rebind(st, test.property, UNKNOWN, env, frame);
    return;
  }
  // Library predicates of a value's shape (`net.isIP(x)`; predicate-guards.ts).
  if (test.kind === 'call' && truthy) narrowByPredicate(st, test, env, frame, (t, v) => rebind(st, t, v, env, frame));
  // `xs.every((x) => check(x))`: each element passed the check (predicate-guards.ts).
  if (test.kind === 'call' && truthy) narrowByEvery(st, test, env, frame, (t, e, tr, f) => narrow(st, t, e, tr, f), (t, v) => rebind(st, t, v, env, frame));
  // `ALLOWED.some((a) => url === a)`: the check held for one element of a constant list (predicate-guards.ts).
  if (test.kind === 'call' && truthy) narrowBySome(st, test, env, frame, (t, e, tr, f) => narrow(st, t, e, tr, f));
  // Checks written as helper functions of the tree (helper-checks.ts).
  if (test.kind === 'call') narrowByHelper(st, test, env, truthy, frame, (t, e, tr, f) => narrow(st, t, e, tr, f), (t, v) => rebind(st, t, v, env, frame));
  if (test.kind === 'call' && test.callee.kind === 'member' && typeof test.callee.property === 'string') {
    if (truthy) narrowByCall(st, test, test.callee.object, test.callee.property, env, frame);
    else narrowByFailedCall(st, test, test.callee.object, test.callee.property, env, frame);
  }
}

/** `a || b` held (or `a && b` failed): each side narrows its own copy, and the copies join. */
function joinNarrowed(st: AnalysisState, left: Expr, right: Expr, env: Env, truthy: boolean, frame: Frame): void {
  const a = env.fork();
  const b = env.fork();
  narrow(st, left, a, truthy, frame);
  narrow(st, right, b, truthy, frame);
  env.joinFrom([a, b]);
}

/** The variable parts of a call building a normalized path (`pathBuilders` row: `path.resolve(root, name)`),
 * also through a local assigned it once (`$real = realpath($path)`; a check on `$real` confines `$path`). */
function resolvedParts(st: AnalysisState, e: Expr, env: Env, frame: Frame): Expr[] {
  if (e.kind === 'name' && !reassigned(frame.fn, e.name)) {
    const defined = singleAssignment(frame.fn, e.name);
    return defined?.kind === 'call' ? resolvedParts(st, defined, env, frame).filter((p) => p.kind !== 'name' || !reassigned(frame.fn, p.name)) : [];
  }
  const row = e.kind === 'call' ? pathBuilderOf(e, frame, (x) => evalQuiet(st, x, env, frame)) : undefined;
  if (!row || row.normalizes === false || e.kind !== 'call') return [];
  return e.args.filter((a) => a.kind === 'name' || a.kind === 'member');
}

/** A method call that returned true: prefix, membership and pattern checks. */
function narrowByCall(st: AnalysisState, test: Extract<Expr, { kind: 'call' }>, object: Expr, method: string, env: Env, frame: Frame): void {
  // Python's `x.startswith("/")` (paths confined by it are python-guards.ts's).
  if (method === 'startswith' && test.args.length >= 1 && constantText(st, test.args[0], env, frame) === '/') markRelative(st, object, STARTS_WITH_SLASH, env, frame);
  if (method === 'startsWith' && test.args.length >= 1) {
    // `if (full.startsWith(root))`: a path confined to a folder (the usual traversal guard).
    const prefix = constantText(st, test.args[0], env, frame);
    if (prefix === '/') markRelative(st, object, STARTS_WITH_SLASH, env, frame);
    const recv = evalQuiet(st, object, env, frame);
    // A prefix naming a scheme and a whole host (`https://api.example.com/`: the host ends at the
    // slash) keeps the URL on that host: no other server is fetched or redirected to.
    const pinsHost = prefix !== undefined && HOST_PREFIX.test(prefix);
    if (hasTaint(recv)) rebind(st, object, keepStates(sanitize(recv, pinsHost ? ['path', 'ssrf', 'redirect'] : ['path']), recv), env, frame);
    // `path.resolve(root, name).startsWith(…)`: the resolved path stays under the folder, so the
    // parts it was resolved from cannot climb out of it.
    for (const part of resolvedParts(st, object, env, frame)) {
      const v = evalQuiet(st, part, env, frame);
      if (hasTaint(v)) rebind(st, part, keepStates(sanitize(v, ['path']), v), env, frame);
    }
    // `f.getCanonicalPath().startsWith(root)`: the file itself is confined (path-confinement.ts).
    const root = confinedRoot(object);
    if (root) {
      const file = evalQuiet(st, root, env, frame);
      if (hasTaint(file)) rebind(st, root, { ...file, ...sanitize(file, ['path']) }, env, frame);
    }
  }
  if (['includes', 'has', 'contains', 'indexOf'].includes(method) && test.args.length === 1) {
    // The collection need not be constant: one read from configuration or the program's own data
    // (`props.getAllowedRedirects().contains(to)`, a list a constructor was given) is a set of values
    // the request did not choose. One that carries request data (or a caller's argument) proves nothing.
    const container = evalQuiet(st, object, env, frame);
    if (isConstantCollection(container) || (deepTaints(container).length === 0 && !isConst(container) && !container.consts)) rebind(st, test.args[0], UNKNOWN, env, frame);
  }
  // Anchored regular expressions that admit only word characters validate the whole value.
  if ((method === 'test' || method === 'match' || method === 'fullmatch') && test.args.length >= 1) {
    const re = evalQuiet(st, object, env, frame);
    const pattern = isConst(re) && typeof re.const.value === 'string' ? re.const.value : undefined;
    const arg = method === 'test' ? test.args[0] : test.args[1];
    const strength = pattern && arg ? anchoredPatternStrength(pattern) : undefined;
    if (strength === 'all') rebind(st, arg!, UNKNOWN, env, frame);
    else if (strength === 'dot') rebind(st, arg!, sanitize(evalQuiet(st, arg!, env, frame), dotPatternCleans(pattern!)), env, frame);
    // `/^https:\/\/shop\.example\//.test(url)`: the URL starts with a scheme and a whole host.
    else if (method === 'test' && pattern && arg && pinsUrlHost(pattern)) {
      const v = evalQuiet(st, arg, env, frame);
      if (hasTaint(v)) rebind(st, arg, keepStates(sanitize(v, ['ssrf', 'redirect']), v), env, frame);
    }
    // `/^\/(?![/\\])/.test(next)`: one slash, then neither a slash nor a backslash: a path on this site.
    else if (method === 'test' && pattern && arg && sitePathLookaheadMarks(pattern)) {
      const v = evalQuiet(st, arg, env, frame);
      if (hasTaint(v)) rebind(st, arg, withRelativeMarks(v, sitePathLookaheadMarks(pattern)!), env, frame);
    }
  }
  if (method === 'isInteger' && test.args[0]) rebind(st, test.args[0], UNKNOWN, env, frame);
}

/** A method call that returned false: `if (name.includes('..')) reject` leaves no parent reference past it. */
function narrowByFailedCall(st: AnalysisState, test: Extract<Expr, { kind: 'call' }>, object: Expr, method: string, env: Env, frame: Frame): void {
  if ((method === 'includes' || method === 'contains') && test.args.length === 1) {
    const needle = evalQuiet(st, test.args[0], env, frame);
    const recv = evalQuiet(st, object, env, frame);
    if (isConst(needle) && SEGMENT_ESCAPES.has(needle.const.value) && hasTaint(recv)) {
      rebind(st, object, keepStates(sanitize(recv, ['path']), recv), env, frame);
      for (const t of composedFromChecked(frame.fn, object, recv, (x) => evalQuiet(st, x, env, frame))) rebind(st, t, keepStates(sanitize(evalQuiet(st, t, env, frame), ['path']), evalQuiet(st, t, env, frame)), env, frame);
    }
    // `!next.includes('\\')`: no backslash for a browser to read as a slash.
    if (isConst(needle) && needle.const.value === '\\') markRelative(st, object, NO_BACKSLASH, env, frame);
    // `strpos($next, '//') === false`: no `//` anywhere, so not at the start either.
    if (isConst(needle) && needle.const.value === '//') markRelative(st, object, NOT_PROTOCOL_RELATIVE, env, frame);
  }
  // `!next.startsWith('//')`: not a protocol-relative URL. Python's `startswith` also takes a
  // tuple of prefixes and fails only when none matched (`startswith(("//", "/\\"))`).
  const prefixes = (method === 'startsWith' || method === 'startswith') && test.args.length >= 1 ? prefixTexts(st, test.args[0], method, env, frame) : [];
  if (prefixes.includes('//')) markRelative(st, object, NOT_PROTOCOL_RELATIVE, env, frame);
  // `!next.startsWith('/\\')`: a backslash matters only right after the leading slash (`/\evil.example`
  // is read as `//evil.example`; `/a\b` stays on the site), so with the slash checks this is the
  // no-backslash check written precisely.
  if (prefixes.includes('/\\')) markRelative(st, object, NO_BACKSLASH, env, frame);
}

/** The constant prefixes a prefix test names: one text, or (Python) each text of a tuple literal. */
function prefixTexts(st: AnalysisState, arg: Expr, method: string, env: Env, frame: Frame): string[] {
  if (method === 'startswith' && arg.kind === 'array') return arg.elements.flatMap((e) => constantText(st, e, env, frame) ?? []);
  const text = constantText(st, arg, env, frame);
  return text === undefined ? [] : [text];
}

/** Python `"\\" in next` failed: no backslash for a browser to read as a slash. */
function narrowNoBackslash(st: AnalysisState, test: Extract<Expr, { kind: 'binary' }>, env: Env, frame: Frame): void {
  if (test.op === 'in' && constantText(st, test.left, env, frame) === '\\') markRelative(st, test.right, NO_BACKSLASH, env, frame);
}

/** Marks a checked fact about a relative URL on the value (relative-urls.ts). */
function markRelative(st: AnalysisState, target: Expr, mark: string, env: Env, frame: Frame): void {
  const v = evalQuiet(st, target, env, frame);
  if (hasTaint(v)) rebind(st, target, withRelativeMarks(v, [mark]), env, frame);
}

/** A sanitised copy keeps what earlier checks marked on the value. */
function keepStates(clean: AbsValue, from: AbsValue): AbsValue {
  return from.states ? { ...clean, states: from.states } : clean;
}

function constantText(st: AnalysisState, e: Expr, env: Env, frame: Frame): string | undefined {
  const v = evalQuiet(st, e, env, frame);
  return isConst(v) && typeof v.const.value === 'string' ? v.const.value : undefined;
}

/** Members read off a call without arguments of a named function: `get_settings().webhook_allowed_hosts`. */
function isSettingsChain(e: Expr): boolean {
  if (e.kind === 'member' && (typeof e.property === 'string' || e.property.kind === 'const')) return isSettingsChain(e.object);
  return e.kind === 'call' && e.args.length === 0 && !e.kwargs && isNamedChain(e.callee);
}

/** A name, or members of one by name or constant key (`app.config["HOSTS"]`): reading it reports nothing. */
function isNamedChain(e: Expr): boolean {
  // `this.allowedHosts` (`self.allowed_hosts`) too: a field read without reporting (Java's typed field reads are casts).
  return e.kind === 'cast' ? isNamedChain(e.value) : e.kind === 'name' || e.kind === 'this' || (e.kind === 'member' && (typeof e.property === 'string' || e.property.kind === 'const') && isNamedChain(e.object));
}

/** Evaluates without reporting (narrowing re-reads expressions already evaluated by the test). */
export function evalQuiet(st: AnalysisState, e: Expr, env: Env, frame: Frame): AbsValue {
  if (e.kind === 'name' || e.kind === 'const') return st.evalExpr(e, env, frame);
  if (e.kind === 'member' && typeof e.property === 'string') {
    const o = evalQuiet(st, e.object, env, frame);
    const own = o.fields?.get(e.property);
    if (own !== undefined) return own;
    // A class's static field or constant (`self::ALLOWED`, `Roles.ADMINS`): its initial value (or
    // what a static write put there), the same whether or not it was read before this test.
    if (o.cls) return staticFieldValue(st, o, e.property, frame.module) ?? UNKNOWN;
    // A member of data read whole (`json_decode($body)->url`) is that data: reading it reports
    // nothing, and a guard on it must see its taint to clean it (else it keeps the request's); so is a declared field of a bound struct (Go `c.BodyParser(&f)`).
    return e.object.kind === 'name' && hasTaint(o) && !o.cls && !o.module && (!o.types || declaredFieldType(st, o.types, e.property, frame.module) !== undefined) ? st.evalExpr(e, env, frame) : UNKNOWN;
  }
  if (e.kind === 'array' || e.kind === 'object') return st.evalExpr(e, env, frame);
  // `array_keys(ALLOWED)`: the keys of an array of known keys (const-calls.ts), computed without effects.
  const dialect = frame.traits.foldsConstantCalls;
  if (e.kind === 'call' && e.callee.kind === 'name' && e.args.length === 1 && dialect?.keyLists?.has(e.callee.name)) {
    return foldConstantCall(e.callee.name, undefined, undefined, [evalQuiet(st, e.args[0], env, frame)], dialect) ?? UNKNOWN;
  }
  // A typed field read (`(Pattern) Holder.IDENTIFIER`, how the Java lowerer writes one): the
  // field's own value, so marks it carries in place (`states`) reach the guard.
  if (e.kind === 'cast') {
    const v = evalQuiet(st, e.value, env, frame);
    return v === UNKNOWN || v.types?.includes(e.type) ? v : { ...v, types: [e.type, ...(v.types ?? [])] };
  }
  return UNKNOWN;
}

/**
 * Rebinds a variable, or a member path rooted at a variable (`ctx.query.next`), on this path
 * only: the objects along the chain are copied, never changed in place, so other paths keep
 * their values.
 */
export function rebind(st: AnalysisState, target: Expr, value: AbsValue, env: Env, frame: Frame, mutation = false): void {
  if (target.kind === 'name') {
    bindOnPath(env, target.name, value, mutation);
    return;
  }
  if (rebindExpression(target, value, env)) return;
  if (target.kind !== 'member' || typeof target.property !== 'string') return;
  const chain: string[] = [];
  let root: Expr = target;
  while (root.kind === 'member' && typeof root.property === 'string') {
    chain.unshift(root.property);
    root = root.object;
  }
  if (root.kind !== 'name' || chain.length > 4) return;
  const rebuilt = withPath(st, st.evalExpr(root, env, frame), chain, value, root, env, frame);
  bindOnPath(env, root.name, rebuilt, mutation);
}

/**
 * What a check proves holds on this path of this activation only. A name bound by an enclosing
 * scope (a module's import such as Flask's `request`, a closure variable) is shadowed in the frame,
 * never written where it is bound: `if request.method == "GET": return …` in one view must not make
 * `request.method` the constant "GET" in every view analysed after it. The frames of the branches
 * that did not check it see the enclosing value again when they are joined (`Env.joinFrom`).
 * A call that changes the object itself (`factory.setFeature(…)`, `items.clear()`: `mutation`) is
 * no fact of a path: it is written where the name is bound, as an assignment would be.
 */
function bindOnPath(env: Env, name: string, value: AbsValue, mutation: boolean): void {
  if (mutation) env.assign(name, value);
  else env.declare(name, value);
}

function withPath(st: AnalysisState, obj: AbsValue, chain: string[], value: AbsValue, prefix: Expr, env: Env, frame: Frame): AbsValue {
  const copy: AbsValue = { ...obj, fields: new Map(obj.fields ?? []), open: obj.fields ? obj.open : true };
  const [head, ...rest] = chain;
  if (rest.length === 0) copy.fields!.set(head, value);
  else {
    const childExpr: Expr = { kind: 'member', object: prefix, property: head, loc: prefix.loc };
    const child = st.evalExpr(childExpr, env, frame);
    copy.fields!.set(head, withPath(st, child, rest, value, childExpr, env, frame));
  }
  return copy;
}

/**
 * A short list of constant strings (`['city', 'country']`): a value found in it is one of them,
 * so text built from it keeps its shape (a column name between backquotes is not a hole).
 */
function listChoice(list: AbsValue): AbsValue | undefined {
  const fields = [...(list.fields ?? new Map<string, AbsValue>())];
  if (fields.length === 0 || fields.length > 8) return undefined;
  const values: string[] = [];
  for (const [key, v] of fields) {
    if (key !== String(values.length) || typeof v.const?.value !== 'string') return undefined;
    values.push(v.const.value);
  }
  return { consts: values };
}
