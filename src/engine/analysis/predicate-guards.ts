/**
 * Predicates a branch's test calls. Library predicates that validate a value's shape: `sanitizers` rows with `validates: true`
 * (`net.isIP(x)`, `validator.isUUID(x)`). On the branch where one held, its argument is an address,
 * a UUID, digits…: it carries no payload for the row's kinds. Named by the callee's qualified name
 * (an imported function or a member of an imported module), without evaluating the call again.
 */
import type { Expr } from '../ir/types.js';
import { evalCheck, type CallFacts } from './checks.js';
import { elementsOf, isConstantCollection } from './containers.js';
import { Env } from './env.js';
import { flatten } from './helper-checks.js';
import { typesOf } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, hasTaint, sanitize, UNKNOWN, type AbsValue } from './values.js';

type Call = Extract<Expr, { kind: 'call' }>;

/** The kinds a validating predicate called here cleans its first argument for, or undefined. */
export function validatedKinds(st: AnalysisState, call: Expr, env: Env, frame: Frame): string[] | undefined {
  if (call.kind !== 'call' || call.args.length === 0) return undefined;
  const name = qualifiedCallee(st, call, env, frame);
  if (!name) return undefined;
  // A row with a `when` holds for some calls only (`isURL(u, { host_whitelist })`): its check is
  // judged on the arguments' values, evaluated only then.
  let facts: CallFacts | undefined;
  const factsOf = (): CallFacts => (facts ??= { args: call.args.map((a) => st.evalExpr(a, env, frame)), kwargs: {}, typesOf: (v) => typesOf(st, v, frame.family) });
  const rows = frame.models.sanitizerCalls.find([name]).filter((r) => r.validates && (!r.when || evalCheck(r.when, factsOf())));
  return rows.length ? [...new Set(rows.flatMap((r) => r.kinds))] : undefined;
}

/** `if (isIP(x))` held: x is clean for the predicate's kinds on this branch. */
export function narrowByPredicate(st: AnalysisState, call: Call, env: Env, frame: Frame, rebind: (target: Expr, v: AbsValue) => void): void {
  const kinds = validatedKinds(st, call, env, frame);
  const target = call.args[0];
  if (!kinds || !target) return;
  const v = st.evalExpr(target, env, frame);
  if (!hasTaint(v)) return;
  rebind(target, kinds.includes('*') ? UNKNOWN : sanitize(v, kinds));
}

function qualifiedCallee(st: AnalysisState, call: Call, env: Env, frame: Frame): string | undefined {
  const callee = call.callee;
  if (callee.kind === 'name') return st.evalExpr(callee, env, frame).qname;
  if (callee.kind === 'member' && typeof callee.property === 'string' && (callee.object.kind === 'name' || callee.object.kind === 'member')) {
    const owner = st.evalExpr(callee.object, env, frame).qname;
    return owner ? `${owner}.${callee.property}` : undefined;
  }
  return undefined;
}

/**
 * `xs.every((x) => check(x))` held: every element passed the check, so what the check proves of
 * its parameter holds for each element of `xs` (`files.every((f) => /^[\w.-]+$/.test(f))`). The
 * callback's one returned expression is narrowed with its parameter bound to the elements, in a
 * copy of the scope; what it cleaned is cleaned on the collection.
 */
export function narrowByEvery(
  st: AnalysisState,
  call: Call,
  env: Env,
  frame: Frame,
  narrow: (test: Expr, env: Env, truthy: boolean, frame: Frame) => void,
  rebind: (target: Expr, v: AbsValue) => void,
): void {
  const [callback] = call.args;
  if (call.callee.kind !== 'member' || call.callee.property !== 'every' || call.args.length !== 1 || callback?.kind !== 'function') return;
  const collection = call.callee.object;
  const param = callback.fn.params[0];
  const [only] = callback.fn.body;
  if (!param || param.rest || callback.fn.body.length !== 1 || only?.kind !== 'return' || !only.value) return;
  if (collection.kind !== 'name' && collection.kind !== 'member') return;
  const xs = st.evalExpr(collection, env, frame);
  if (deepTaints(xs).length === 0) return;
  const element = elementsOf(xs);
  const scope = new Env(flatten(env));
  scope.declare(param.name, element);
  narrow(only.value, scope, true, frame);
  if (scope.dead) return;
  const after = scope.vars.get(param.name);
  if (!after || after === element) return;
  const left = deepTaints(after);
  if (left.length === 0) return rebind(collection, sanitize(xs, ['*']));
  const before = new Set(deepTaints(element).flatMap((t) => t.sanitized));
  const cleaned = left.map((t) => new Set(t.sanitized.filter((k) => !before.has(k))));
  const common = [...cleaned[0]].filter((k) => cleaned.every((c) => c.has(k)));
  if (common.length) rebind(collection, sanitize(xs, common));
}

/** Beyond this many elements a `some` over a constant list is not split element by element. */
const MAX_SOME_ELEMENTS = 32;

/**
 * `LIST.some((a) => check(x, a))` held with LIST a constant collection: the check held for one of
 * its elements, an `or` over them (`ALLOWED.some((a) => url === a)` is `ALLOWED.includes(url)`;
 * `PREFIXES.some((p) => url.startsWith(p))` is a prefix check per prefix). Each element narrows its
 * own copy of the scope with the parameter bound to that element; the copies join.
 */
export function narrowBySome(
  st: AnalysisState,
  call: Call,
  env: Env,
  frame: Frame,
  narrow: (test: Expr, env: Env, truthy: boolean, frame: Frame) => void,
): void {
  const [callback] = call.args;
  if (call.callee.kind !== 'member' || call.callee.property !== 'some' || call.args.length !== 1 || callback?.kind !== 'function') return;
  const param = callback.fn.params[0];
  const [only] = callback.fn.body;
  if (!param || param.rest || callback.fn.body.length !== 1 || only?.kind !== 'return' || !only.value) return;
  const list = st.evalExpr(call.callee.object, env, frame);
  if (!isConstantCollection(list) || list.open || list.anyField) return;
  const elements = [...(list.fields?.values() ?? [])];
  if (elements.length === 0 || elements.length > MAX_SOME_ELEMENTS) return;
  const paths = elements.map((element) => {
    const path = env.fork();
    // The parameter lives in a scope of its own, so a variable of the same name outside is untouched.
    const scope = new Env(path, new Map([[param.name, element]]));
    narrow(only.value!, scope, true, frame);
    for (const [name, value] of scope.vars) if (name !== param.name) path.declare(name, value);
    path.dead = scope.dead;
    return path;
  });
  env.joinFrom(paths);
}
