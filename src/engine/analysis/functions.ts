/**
 * Calls to functions and classes of the tree: analysed again in context (inlined) when the
 * arguments carry more than taint (constants, types, fields, functions) and the bounds allow,
 * otherwise through the callee's summary. Constructing a class of the tree copies its instance
 * template and runs the constructor on the copy.
 */
import type { Expr, FunctionIR, Loc } from '../ir/types.js';
import type { Env } from './env.js';
import { constructorOf, declaredReceiver, instanceTemplate } from './instances.js';
import { constructWithFunction } from './constructor-functions.js';
import { keywordConstructed, setKeywordFields } from './keyword-models.js';
import { appendsToValue, buildLocation, buildsText, passedStep, type BuiltArgument } from './build-sites.js';
import { isViewRenderer } from './view-renderers.js';
import { invoke } from './invoke.js';
import { snippet } from './reporting.js';
import { fnValue, moduleEnv } from './resolve.js';
import { WORK_BUDGET, type AnalysisState, type CallStats, type Frame } from './state.js';
import { rebaseTraces } from './cached-traces.js';
import { closeCallSite, openCallSite } from './call-sites.js';
import { applySummary, reportHits, summaryOf } from './summaries.js';
import { deepTaints, hasTaint, isConst, KEYED_READ, numericOnly, paramRefKey, PRIMITIVE_NUMBER_TYPES, tainted, UNKNOWN, withStep, type AbsValue } from './values.js';

/** How many inline levels a callback may count as shallower than its caller (callFunction). */
const CALLBACK_LEVELS_GAINED = 1;

/** A call to a function or class of the tree: in context when arguments carry more than taint, else through its summary. */
export function callUser(
  st: AnalysisState,
  callee: AbsValue,
  e: Extract<Expr, { kind: 'call' }>,
  args: AbsValue[],
  kwargs: Record<string, AbsValue>,
  receiver: AbsValue | undefined,
  frame: Frame,
): AbsValue | undefined {
  if (callee.cls) {
    const template = instanceTemplate(st, callee.cls.qualified, frame.module);
    const instance: AbsValue = template
      ? { types: template.types, fields: new Map(template.fields), open: template.open }
      : { types: [callee.cls.qualified], fields: new Map(), open: true };
    const ctor = constructorOf(callee.cls, args.length);
    if (ctor) {
      const entry = st.program.functions.get(ctor.id);
      if (entry) callFunction(st, fnValue(st, ctor, moduleEnv(st, entry.module), instance), args, kwargs, instance, e.loc, frame, true, true, ctor.name, false);
    } else {
      const home = st.program.classByName(callee.cls.qualified, frame.module);
      if (home && keywordConstructed(st, home.cls, home.module)) setKeywordFields(instance, kwargs);
      else if (frame.traits.structLiterals && e.isNew && args.length === 1) for (const [k, v] of args[0].fields ?? []) instance.fields?.set(k, v);
    }
    return instance;
  }
  const prototype = frame.traits.constructorFunctions?.prototype;
  if (e.isNew && prototype && !callee.fn!.fn.className) {
    return constructWithFunction(st, callee, frame, prototype, (instance) => callFunction(st, callee, args, kwargs, instance, e.loc, frame, true, true, callee.fn!.fn.name, false));
  }
  const thisValue = callee.fn!.boundThis ?? receiver;
  // An anonymous function is named in the trace as the call writes it (`db.query`).
  const label = callee.fn!.fn.name.startsWith('<') ? snippet(st, frame.module, e.callee.loc, 40) : undefined;
  const result = callFunction(st, callee, args, kwargs, thisValue, e.loc, frame, false, true, label, true, builtArguments(st, e, args, frame));
  // A method declared to return `long` or `boolean` (languages that enforce declared types) returns
  // a number whatever text reached its return statement: only a numeric taint survives.
  const declared = callee.fn!.fn.returnType;
  return declared && PRIMITIVE_NUMBER_TYPES.has(declared) && !isConst(result) && !result.consts ? { ...numericOnly(result), types: [declared] } : result;
}

/**
 * Text composed in an argument (`jdbc.query("… ORDER BY " + dir, mapper)`) was built at this call:
 * when the function runs it, this is the line a reviewer fixes, as when the text is assigned to a
 * variable first (build-sites.ts). Where, per argument; undefined for one that builds nothing.
 */
function builtArguments(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, args: AbsValue[], frame: Frame): (BuiltArgument | undefined)[] | undefined {
  if (!args.some(hasTaint)) return undefined;
  const source = st.program.sources.get(frame.module.path) ?? '';
  return args.map((a, i) => {
    const written = e.args[i];
    if (!written || !hasTaint(a) || !buildsText(written, a)) return undefined;
    return { loc: buildLocation(written, e.loc, source, (part) => part.kind === 'name' || part.kind === 'member'), appends: appendsToValue(written) };
  });
}

/**
 * Calls a function value: inlined in context when informative (or forced, for callbacks and
 * constructors) and within bounds. A call written in the code (`asCallSite`, not a callback the
 * analysis runs for a library) is a site where tainted arguments enter (`call-sites.ts`): sinks
 * they reach inside are reported here, also when the result comes from the inline cache.
 */
export function callFunction(
  st: AnalysisState,
  callee: AbsValue,
  args: AbsValue[],
  kwargs: Record<string, AbsValue>,
  thisValue: AbsValue | undefined,
  callLoc: Loc,
  frame: Frame,
  forceInline: boolean,
  asCallSite = !forceInline,
  label: string = callee.fn!.fn.name,
  cacheable = true,
  builtAt?: readonly (BuiltArgument | undefined)[],
): AbsValue {
  const { fn, closure } = callee.fn!;
  const entry = st.program.functions.get(fn.id);
  const module = entry?.module ?? frame.module;
  // An instance receiver counts: a method may store into its fields (`this.sql = …`); so does a
  // tainted object whose fields are unknown (a `@RequestBody` DTO): its getters return its taint,
  // which a summary (run on the class's template) cannot know.
  const taintedWhole = !!thisValue?.taints?.length && !thisValue.fields;
  // An object read by a request-chosen key (`merge(target[key], source[key])`) is a sink only
  // together with the key written into it, two parameters a summary cannot relate: such a call runs
  // in context, one level deeper than others and a recursive one once more (the hand-written deep
  // merge called from a route handler; its next level is cached).
  const keyedObject = args.some(carriesKeyedRead);
  // A function literal a library runs on the spot (a `new Promise` executor, a `map` callback) is
  // part of the body that wrote it: it gets one level past the bound, so a helper inlined at the
  // last level still sees its own executor run with the values it closes over (a summary of the
  // executor cannot carry them).
  const onTheSpot = forceInline && !asCallSite && fn.name.startsWith('<');
  // A parameter passed by reference (PHP `&$sql`) or a captured variable written (`use (&$sql)`)
  // changes the caller's variable: only a run in context says how.
  const byRef = fn.params.some((p) => p.byRef);
  st.referenceOuts = undefined;
  const informative = forceInline || byRef || !!fn.writesCaptures || keyedObject || args.some(isInformative) || Object.values(kwargs).some(isInformative) || !!thisValue?.fields?.size || taintedWhole || omitsConstantDefault(fn, args, kwargs);
  // A getter (one `return` of an expression without calls) costs nothing to run in context and
  // cannot recurse: it runs at any depth, so a DTO handed down controller → service → repository
  // still answers `filter.getStatus()` with its taint where a summary would not know it. It runs in
  // every context too: a base controller's `param(req, name)` (`return req.params[name] ?? …`)
  // called from a dozen handlers reads a request source only when run on the caller's `req`, which
  // its summary (made on a placeholder) cannot know.
  const accessor = isAccessor(fn);
  // The level this call is at: one past its caller's, but a callback counts from the code that
  // wrote it (`dao.find(q, function (err, rows) { … })` called back from inside the DAO and its
  // driver's callback is still the handler's code), so continuation-passing code is not cut off
  // by the depth of the helpers it passes through. It gains at most one level over its caller's
  // (CALLBACK_LEVELS_GAINED): the handler's callback passed through one helper is run; a
  // continuation handed down a chain of them costs more than it finds (BENCHMARKS, "Callback
  // depth bounded"). The recursion and work bounds still hold.
  const callerLevel = st.inlineStack.at(-1)?.level ?? 0;
  const level = Math.max(Math.min(callerLevel, callee.fn!.writtenAt ?? Infinity), callerLevel - CALLBACK_LEVELS_GAINED);
  const levelsLeft = st.limits.inlineDepth + (keyedObject || onTheSpot ? 1 : 0) - level;
  const withinBounds = levelsLeft > 0 && (st.contextsPerFunction.get(fn.id) ?? 0) < st.limits.contextsPerFunction;
  // A view renderer (view-renderers.ts) also runs in every context: which view it includes is a constant only there.
  const unbounded = accessor || (!withinBounds && informative && isViewRenderer(st, fn, module, frame));
  const depthOk =
    (levelsLeft > 0 || unbounded) &&
    runsOf(st, fn.id) < (keyedObject ? 2 : 1) &&
    st.work < WORK_BUDGET &&
    ((st.contextsPerFunction.get(fn.id) ?? 0) < st.limits.contextsPerFunction || unbounded);
  if (st.stats && !(informative && depthOk)) count(st.stats, informative ? `summary: ${boundReached(st, fn.id)}` : 'summary: arguments carry only taint');
  const stepped = args.map((a, i) => withStep(a, passedStep(frame.module, callLoc, `passed to ${label}() as ${fn.params[i]?.name ?? `argument ${i + 1}`}`, builtAt?.[i])));
  if (informative && depthOk) {
    // A callback's results depend on the variables it closes over (the handler's `req`): one
    // closure's run answers another's only when what they close over has the same signature. The
    // key names values, never object identities, so a run answers the same calls in every scan.
    const key = `${fn.id}|${signature(args)}|${signature(Object.values(kwargs))}|${thisValue ? signature([thisValue]) : ''}${callee.fn!.writtenAt !== undefined && closure ? `|${scopeSignature(closure)}` : ''}`;
    // A constructor's effect is what it writes into the new instance, which a cached run (made on
    // another instance) does not replay: constructors run on their own instance every time. So is
    // a run given capturing functions (settlers.ts): what it calls them with fills them.
    // A run made with fewer levels left below it (its helpers were summarised where this call's
    // run them in context) does not answer it: a library that first runs a view as a callback
    // deep inside a decorator (`functools.wraps(view)`) must not stand for the view's own route.
    const cached = cacheable && !args.some((a) => a.captures) ? st.inlineCache.get(key) : undefined;
    if (cached && cached.levelsLeft >= levelsLeft) {
      if (st.stats) count(st.stats, forceInline ? 'callback in context, cached' : 'in context, cached');
      if (asCallSite) reportHits(st, fn, cached.hits, stepped, kwargs, thisValue, frame, callLoc);
      st.referenceOuts = cached.refs;
      return cached.args ? rebaseTraces(cached.value, cached.args, stepped) : cached.value;
    }
    st.inlineCache.set(key, { value: UNKNOWN, hits: [], levelsLeft: Infinity }); // guards re-entry while this runs
    const outermost = st.inlineStack.length === 0 ? st.work : undefined;
    st.contextsPerFunction.set(fn.id, (st.contextsPerFunction.get(fn.id) ?? 0) + 1);
    st.inlineStack.push({ fn: fn.id, level: level + 1 });
    const site = asCallSite ? openCallSite(st, frame.module.path, callLoc, stepped, kwargs, fn.params.map((p) => p.name), thisValue) : undefined;
    let result: AbsValue;
    const refs = byRef ? [] : undefined;
    try {
      result = invoke(st, fn, module, closure ?? moduleEnv(st, module), stepped, kwargs, declaredReceiver(st, thisValue, fn, module), refs);
    } finally {
      st.inlineStack.pop();
      if (site) closeCallSite(st, site);
      if (st.stats) {
        count(st.stats, forceInline ? 'callback in context' : 'in context');
        if (outermost !== undefined) st.stats.inContextWork += st.work - outermost;
      }
    }
    st.inlineCache.set(key, { value: result, hits: site?.hits ?? [], refs, args: stepped, levelsLeft });
    st.referenceOuts = refs;
    return result;
  }
  const summary = summaryOf(st, fn, module);
  if (!summary) return tainted(args.flatMap((a) => deepTaints(a)));
  return applySummary(st, fn, summary, stepped, kwargs, thisValue, frame, asCallSite ? callLoc : undefined, callLoc);
}

/**
 * What a function made inside a function's run closes over, for the inline cache: the signature of
 * every variable of the enclosing runs' scopes, innermost first. The module's scope (the last, with
 * no parent) is the same for every function of the module, which the function's id already names.
 */
function scopeSignature(env: Env): string {
  let out = '';
  for (let scope: Env | undefined = env; scope?.parent; scope = scope.parent) {
    out += '[';
    for (const [name, value] of scope.vars) out += `${name}${signature([value], 1, false)}`;
  }
  return out;
}

/** How many runs of a function are open on the inline stack (the recursion bound). */
function runsOf(st: AnalysisState, id: string): number {
  let n = 0;
  for (const open of st.inlineStack) if (open.fn === id) n++;
  return n;
}

/** One `return` of an expression that calls nothing (a bean getter, `return this.status`). */
export function isAccessor(fn: FunctionIR): boolean {
  const only = fn.body.length === 1 ? fn.body[0] : undefined;
  return only?.kind === 'return' && !!only.value && callFree(only.value);
}

function callFree(e: Expr): boolean {
  switch (e.kind) {
    case 'const':
    case 'name':
    case 'this':
      return true;
    case 'member':
      return callFree(e.object) && (typeof e.property === 'string' || callFree(e.property));
    case 'concat':
      return e.parts.every(callFree);
    case 'binary':
      return callFree(e.left) && callFree(e.right);
    case 'unary':
      return callFree(e.operand);
    case 'cond':
      return callFree(e.test) && callFree(e.then) && callFree(e.else);
    case 'cast':
      return callFree(e.value);
    default:
      return false;
  }
}

function count(stats: CallStats, outcome: string): void {
  stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
}

/** Which bound sent an informative call to the summary (for CallStats). */
function boundReached(st: AnalysisState, id: string): string {
  if (st.inlineStack.length >= st.limits.inlineDepth) return 'inline depth';
  if (runsOf(st, id) > 0) return 'recursion';
  return st.work >= WORK_BUDGET ? 'work budget' : 'contexts per function';
}

function carriesKeyedRead(v: AbsValue): boolean {
  return !!v.taints?.some((t) => t.kind === KEYED_READ);
}

/** An argument a summary cannot stand for: it carries a constant, types, fields, a function, a class or a module. */
export function isInformative(v: AbsValue): boolean {
  return !!(isConst(v) || v.types || v.fields || v.fn || v.cls || v.module || (v.qname && !v.taints));
}

/**
 * What distinguishes argument values for the inline cache (not their trace steps); one level of
 * fields. A function written inside a run (a closure passed as a callback) is named with what it
 * closes over (`closures`): two closures of one literal over different values make the helper that
 * receives them run differently. Inside a closure's scope, functions are named by id only (bounded).
 */
export function signature(values: AbsValue[], depth = 1, closures = true): string {
  let out = '';
  for (const v of values) {
    out += '|';
    if (v.const) out += `c${String(v.const.value)}`;
    if (v.consts) out += `C${v.consts.map(String).join("\u0001")}`;
    if (v.fallback) out += `d${String(v.fallback.value)}`;
    if (v.taints) for (const t of v.taints) out += `t${t.kind}${t.param ? `:${paramRefKey(t.param)}` : ''}/${t.sanitized.length}`;
    if (v.types) out += `y${v.types[0]}${v.types.length}`;
    if (v.qname) out += `q${v.qname}`;
    if (v.fn) out += `f${v.fn.fn.id}${closures && v.fn.writtenAt !== undefined && v.fn.closure ? `<${scopeSignature(v.fn.closure)}>` : ''}`;
    // Each capturing function is its own context (callFunction never answers it from the cache).
    if (v.captures) out += 'r';
    if (v.cls) out += `k${v.cls.qualified}`;
    if (v.states) out += `s${[...v.states].join(',')}`;
    if (v.fields) {
      out += `{${v.fields.size}`;
      if (depth > 0) {
        let n = 0;
        for (const [k, f] of v.fields) {
          if (n++ >= 8) break;
          out += `${k}:${signature([f], depth - 1, closures)};`;
        }
      }
      out += '}';
    }
  }
  return out;
}

/**
 * A parameter left out of the call whose default is a constant (`def load(raw, fmt="json")` called
 * as `load(body)`): the body may branch on it (`if fmt == "yaml": yaml.load(…)`), which a summary,
 * reading every parameter as unknown, cannot decide; in context the default is the constant it is.
 */
function omitsConstantDefault(fn: FunctionIR, args: AbsValue[], kwargs: Record<string, AbsValue>): boolean {
  return fn.params.some((p, i) => i >= args.length && !p.rest && p.default?.kind === 'const' && !(p.name in kwargs));
}
