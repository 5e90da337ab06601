/**
 * express-validator sanitiser chains. `body('title').trim().escape()`, `query('page').toInt()`,
 * `param('id').isInt().toInt()` rewrite the request's field in place when the chain runs: as a
 * route's middleware (`app.post('/x', body('n').escape(), handler)`, also inside an array or a
 * constant naming one), or in the handler (`await rule.run(req)`, `rules.map((r) => r.run(req))`,
 * `for (const r of rules) await r.run(req)`). A field read from that request afterwards carries
 * what the chain's converting sanitisers make safe: `toInt`/`toFloat`/`toBoolean` leave a number
 * or boolean (clean for every sink), `escape` leaves HTML-escaped text (clean for HTML only).
 * Validators only check (`isLength`, `notEmpty`, `isEmail`, `isInt` without `toInt`): they change
 * nothing, so the field keeps its taint whatever the route does with `validationResult`. A method
 * this module does not know (`customSanitizer`, `unescape`…) undoes what came before: only what
 * provably changes the value counts.
 *
 * Read from the IR (the chain expressions are library calls with constant field names); the
 * interpreter asks when it reads a request location (`req.body`) in a function that ran chains on
 * that request (`expressions.ts`); the chains of the call registering a handler count for it.
 */
import type { Expr, FunctionIR, Loc, ModuleIR } from '../ir/types.js';
import { forEachCall, forEachNode } from './ir-walk.js';
import { singleAssignment } from './single-assignment.js';
import type { Frame } from './state.js';
import { sanitize, type AbsValue } from './values.js';

/** Per request location (`body`, `query`, `params`…), per field name, the sanitizer kinds its chains leave. */
export type RequestSanitizing = ReadonlyMap<string, ReadonlyMap<string, readonly string[]>>;

const PACKAGE = 'express-validator';
const MATCHED_DATA = `${PACKAGE}.matchedData`;
const ALL_LOCATIONS = ['body', 'cookies', 'headers', 'params', 'query'];
/** The request member each chain builder reads its field from (`check` looks in every one). */
const LOCATIONS: Readonly<Record<string, readonly string[]>> = {
  body: ['body'],
  query: ['query'],
  param: ['params'],
  cookie: ['cookies'],
  header: ['headers'],
  check: ALL_LOCATIONS,
};
/** Sanitisers whose result is safe for these sink kinds whatever the input was. */
const CONVERTERS: Readonly<Record<string, readonly string[]>> = { toInt: ['*'], toFloat: ['*'], toBoolean: ['*'], escape: ['html'] };
/** Methods that leave what earlier sanitisers did in place: validators, modifiers, and trimming-like sanitisers. */
const KEEPS = new Set(['optional', 'withMessage', 'bail', 'not', 'exists', 'notEmpty', 'custom', 'if', 'trim', 'ltrim', 'rtrim', 'stripLow', 'toLowerCase', 'toUpperCase', 'normalizeEmail', 'matches', 'contains', 'equals', 'default']);
const VALIDATOR = /^is[A-Z]/;
/** Array methods that run their callback on each element (`rules.map((r) => r.run(req))`). */
const ELEMENT_CALLBACKS = new Set(['map', 'forEach', 'flatMap']);
/** How many names a chain's value is looked up through (`const rules = [...]`, `const all = [...rules]`). */
const MAX_NAME_HOPS = 3;

interface Chain {
  locations: readonly string[];
  fields: readonly string[];
  kinds: readonly string[];
  /** A method this module does not know ran too: it may have changed the value in any way. */
  unknown: boolean;
}

type NameOf = (e: Expr) => string | undefined;

function importedNames(module: ModuleIR): NameOf {
  const bound = new Map(module.imports.map((b) => [b.local, b.qualified]));
  return (e) => (e.kind === 'name' ? (bound.get(e.name) ?? e.qualified) : undefined);
}

/** The chain an expression builds (`body('x').trim().escape()`), when it is one of express-validator. */
function chainOf(e: Expr, nameOf: NameOf): Chain | undefined {
  const methods: string[] = [];
  let current = e;
  while (current.kind === 'call' && current.callee.kind === 'member' && typeof current.callee.property === 'string') {
    methods.unshift(current.callee.property);
    current = current.callee.object;
  }
  if (current.kind !== 'call') return undefined;
  const builder = nameOf(current.callee);
  if (!builder?.startsWith(`${PACKAGE}.`)) return undefined;
  const locations = LOCATIONS[builder.slice(PACKAGE.length + 1)];
  const fields = fieldNames(current.args[0]);
  if (!locations || !fields?.length) return undefined;
  let kinds = new Set<string>();
  let unknown = false;
  for (const m of methods) {
    if (CONVERTERS[m]) CONVERTERS[m].forEach((k) => kinds.add(k));
    else if (!KEEPS.has(m) && !VALIDATOR.test(m)) {
      kinds = new Set();
      unknown = true;
    }
  }
  return { locations, fields, kinds: kinds.has('*') ? ['*'] : [...kinds], unknown };
}

/** Constant plain field names (`'title'`, `['a', 'b']`); nested or wildcard paths are not followed. */
function fieldNames(arg: Expr | undefined): string[] | undefined {
  const plain = (e: Expr): string | undefined => (e.kind === 'const' && typeof e.value === 'string' && /^[\w-]+$/.test(e.value) ? e.value : undefined);
  if (!arg) return undefined;
  if (arg.kind === 'array') {
    const names = arg.elements.map(plain);
    return names.every((n) => n !== undefined) ? (names as string[]) : undefined;
  }
  const one = plain(arg);
  return one === undefined ? undefined : [one];
}

/** The chains an expression stands for: a chain, an array of them, or a name assigned once to those. */
function chainsOf(e: Expr, fn: FunctionIR, module: ModuleIR, nameOf: NameOf, hops = 0): Chain[] {
  const one = chainOf(e, nameOf);
  if (one) return [one];
  if (e.kind === 'array') return e.elements.flatMap((x) => chainsOf(x.kind === 'unknown' && x.children.length === 1 ? x.children[0]! : x, fn, module, nameOf, hops));
  if (e.kind === 'name' && hops < MAX_NAME_HOPS) {
    const assigned = singleAssignment(fn, e.name) ?? (fn.params.some((p) => p.name === e.name) ? undefined : singleAssignment(module.topLevel, e.name));
    return assigned ? chainsOf(assigned, fn, module, nameOf, hops + 1) : [];
  }
  return [];
}

/**
 * The kinds every field is left with by chains that all run (in an order the analysis need not
 * know): their converters add up, except that a field any chain changes in an unknown way keeps
 * none. A field only checked is listed with none (`matchedData` holds it as it came).
 */
function sanitizingOf(chains: readonly Chain[]): RequestSanitizing | undefined {
  const out = new Map<string, Map<string, readonly string[]>>();
  const unknown = new Set(chains.filter((c) => c.unknown).flatMap((c) => c.locations.flatMap((l) => c.fields.map((f) => `${l}.${f}`))));
  for (const c of chains) {
    for (const location of c.locations) {
      let byField = out.get(location);
      if (!byField) out.set(location, (byField = new Map()));
      for (const f of c.fields) byField.set(f, unknown.has(`${location}.${f}`) ? [] : [...new Set([...(byField.get(f) ?? []), ...c.kinds])]);
    }
  }
  return out.size ? out : undefined;
}

const routeCache = new WeakMap<ModuleIR, Map<string, RequestSanitizing | undefined>>();

/**
 * What the chains a route runs before the handler `fn` leave on its request: the express-validator
 * chains among the other arguments of the call registering it (`app.post('/x', body('n').escape(),
 * handler)`), the handler written there or named as a function of the module. A handler registered
 * by several calls gets only what every one of them does. Read from the handler's module alone.
 */
function routeSanitizing(fn: FunctionIR, module: ModuleIR): RequestSanitizing | undefined {
  let byFn = routeCache.get(module);
  if (!byFn) routeCache.set(module, (byFn = registrations(module)));
  return byFn.get(fn.id);
}

function registrations(module: ModuleIR): Map<string, RequestSanitizing | undefined> {
  const nameOf = importedNames(module);
  const handlerOf = (a: Expr): FunctionIR | undefined =>
    a.kind === 'function' ? a.fn : a.kind === 'name' ? module.functions.find((f) => f.name === a.name && !f.className) : undefined;
  const seen = new Map<string, (RequestSanitizing | undefined)[]>();
  forEachCall(module, (call) => {
    if (call.callee.kind !== 'member') return;
    const handlers = call.args.map(handlerOf).filter((f): f is FunctionIR => f !== undefined);
    if (!handlers.length) return;
    const sanitizing = sanitizingOf(call.args.flatMap((a) => chainsOf(a, module.topLevel, module, nameOf)));
    for (const h of handlers) seen.set(h.id, [...(seen.get(h.id) ?? []), sanitizing]);
  });
  const out = new Map<string, RequestSanitizing | undefined>();
  for (const [id, all] of seen) {
    const common = all.reduce((a, b) => (a && b ? intersect(a, b) : undefined));
    if (common?.size) out.set(id, common);
  }
  return out;
}

/** What two routes both leave: per location and field, the kinds both give. */
function intersect(a: RequestSanitizing, b: RequestSanitizing): RequestSanitizing {
  const out = new Map<string, Map<string, readonly string[]>>();
  for (const [location, fields] of a) {
    const other = b.get(location);
    for (const [field, kinds] of fields) {
      const theirs = other?.get(field);
      if (!theirs) continue;
      const both = kinds.filter((k) => theirs.includes(k));
      if (!out.has(location)) out.set(location, new Map());
      out.get(location)!.set(field, both);
    }
  }
  return out;
}

/** The request parameter of an Express handler: the first, or the second of an error handler `(err, req, res, next)`. */
function requestParam(fn: FunctionIR): string | undefined {
  return fn.params[fn.params.length === 4 ? 1 : 0]?.name;
}

interface RunSite {
  /** Where the `run` call ends: reads after it see the sanitised request. */
  after: number;
  chains: Chain[];
}

const runCache = new WeakMap<FunctionIR, Map<string, RunSite[]>>();

/** The chains a function runs on its parameter `param` (`rule.run(req)`), each with where it ran. */
function runSites(fn: FunctionIR, module: ModuleIR, param: string): RunSite[] {
  let byParam = runCache.get(fn);
  if (!byParam) runCache.set(fn, (byParam = new Map()));
  let sites = byParam.get(param);
  if (sites) return sites;
  sites = [];
  const nameOf = importedNames(module);
  // Callback and loop variables bound to the elements of a list of chains.
  const elementChains = new Map<string, Chain[]>();
  forEachNode(fn.body, (node) => {
    const n = node as Expr | { kind: 'loop'; each?: { target: Expr; iterable: Expr } };
    if (n.kind === 'call' && n.callee.kind === 'member' && typeof n.callee.property === 'string' && ELEMENT_CALLBACKS.has(n.callee.property)) {
      const callback = n.args[0];
      const first = callback?.kind === 'function' ? callback.fn.params[0]?.name : undefined;
      if (first) elementChains.set(first, chainsOf(n.callee.object, fn, module, nameOf));
    }
    if (n.kind === 'loop' && n.each?.target.kind === 'name') elementChains.set(n.each.target.name, chainsOf(n.each.iterable, fn, module, nameOf));
  });
  forEachNode(fn.body, (node) => {
    const call = node as Expr;
    if (call.kind !== 'call' || call.callee.kind !== 'member' || call.callee.property !== 'run') return;
    const target = call.args[0];
    if (target?.kind !== 'name' || target.name !== param) return;
    const receiver = call.callee.object;
    const chains = receiver.kind === 'name' && elementChains.has(receiver.name) ? elementChains.get(receiver.name)! : chainsOf(receiver, fn, module, nameOf);
    if (chains.length) sites!.push({ after: call.loc.endIndex, chains });
  });
  byParam.set(param, sites);
  return sites;
}

/** What the chains `fn` ran on its parameter `param` before `at` leave on the request. */
export function ranChainSanitizing(fn: FunctionIR, module: ModuleIR, param: string, at: Loc): RequestSanitizing | undefined {
  if (!fn.params.some((p) => p.name === param)) return undefined;
  const sites = runSites(fn, module, param).filter((s) => s.after <= at.startIndex);
  return sites.length ? sanitizingOf(sites.flatMap((s) => s.chains)) : undefined;
}

/**
 * A request location read in a handler (`req.body`, the value its source row gives) with the
 * fields the chains that ran on that request sanitised: those fields read as the chain left them,
 * every other field (and the location as a whole) as before.
 */
export function withSanitizedFields(location: AbsValue, e: Expr, frame: Frame): AbsValue {
  if (e.kind !== 'member' || e.object.kind !== 'name' || typeof e.property !== 'string') return location;
  const param = e.object.name;
  const route = requestParam(frame.fn) === param ? routeSanitizing(frame.fn, frame.module)?.get(e.property) : undefined;
  const ran = ranChainSanitizing(frame.fn, frame.module, param, e.loc)?.get(e.property);
  if (!route && !ran) return location;
  const fields = new Map(location.fields);
  for (const byField of [route, ran]) {
    for (const [field, kinds] of byField ?? []) if (kinds.length) fields.set(field, sanitize(fields.get(field) ?? location, kinds));
  }
  return fields.size ? { ...location, fields } : location;
}

/**
 * `matchedData(req)` (its source row gives `data`): one object of the fields the chains that ran on
 * that request validated, whatever location each came from; a field is as clean as its chains
 * left it in every location a chain read it from.
 */
export function matchedFields(data: AbsValue, names: readonly string[], e: Expr, frame: Frame): AbsValue {
  const request = e.kind === 'call' && names.includes(MATCHED_DATA) ? e.args[0] : undefined;
  if (request?.kind !== 'name') return data;
  const param = request.name;
  const merged = new Map<string, readonly string[]>();
  for (const sanitizing of [requestParam(frame.fn) === param ? routeSanitizing(frame.fn, frame.module) : undefined, ranChainSanitizing(frame.fn, frame.module, param, e.loc)]) {
    for (const byField of sanitizing?.values() ?? []) {
      for (const [field, kinds] of byField) merged.set(field, merged.has(field) ? kinds.filter((k) => merged.get(field)!.includes(k)) : kinds);
    }
  }
  const fields = new Map(data.fields);
  for (const [field, kinds] of merged) if (kinds.length) fields.set(field, sanitize(data, kinds));
  return fields.size ? { ...data, fields } : data;
}
