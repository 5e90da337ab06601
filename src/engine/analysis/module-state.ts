/**
 * Module state that functions of the module set up: `mongo = {"client": None}` at the top and
 * `def init_mongo(uri): mongo["client"] = MongoClient(uri)`, `global engine` … `engine = …`,
 * JavaScript `let db;` or `const state = { db: null }` with `async function connect() { db = … }`.
 *
 * Which function runs first is the application's business (an app factory calls the init once),
 * and each root is analysed alone (root-analysis.ts): a function reading the binding must not see
 * the initial value only because no root it reached happened to run the init before. So once the
 * module's top level has run, each such binding (or constant key of a module-level dict or object
 * literal) holds its initial value joined with what every function of the module assigns it,
 * whatever runs first. The assigned values are evaluated once per module, from the module's IR and
 * the Program only, so no root's result depends on another's.
 *
 * What is written keeps its constants, types and classes (the library instance a constructor call
 * builds) but not its taint: the data a function stores for later calls is not followed across
 * calls of unrelated functions (a module cache filled from one request is not another's input).
 */
import type { Expr, FunctionIR, ModuleIR, Stmt, Target } from '../ir/types.js';
import { Env } from './env.js';
import { forEachNode } from './ir-walk.js';
import type { AnalysisState, Frame } from './state.js';
import { join, UNKNOWN, type AbsValue } from './values.js';

/** One write of module state by a function: the binding, the constant key when a literal's key is written, the value. */
interface StateWrite {
  fn: FunctionIR;
  name: string;
  key?: string;
  value: Expr;
}

const writesCache = new WeakMap<ModuleIR, readonly StateWrite[]>();

/**
 * Joins into the module's top-level bindings what its functions assign them (call after the top
 * level ran). `frameOf` makes a function's frame (resolve.ts, which calls this: no import cycle).
 */
export function joinModuleStateWrites(st: AnalysisState, module: ModuleIR, env: Env, frameOf: (fn: FunctionIR) => Frame): void {
  const writes = stateWrites(module);
  if (!writes.length) return;
  const written = new Map<string, AbsValue>();
  const findings = new Map(st.findings);
  for (const fn of new Set(writes.map((w) => w.fn))) {
    for (const [slot, value] of evaluateWrites(st, frameOf(fn), writes.filter((w) => w.fn === fn), env)) written.set(slot, join(written.get(slot), value));
  }
  // Evaluating the written values is not running the function: nothing it would report is reported here.
  st.findings.clear();
  for (const [k, f] of findings) st.findings.set(k, f);
  for (const [slot, value] of written) {
    const [name, key] = slot.split('\u0000') as [string, string | undefined];
    const current = env.vars.get(name);
    if (current === undefined) continue;
    if (key === undefined) {
      env.vars.set(name, join(current, value));
      continue;
    }
    // A key of a literal the top level built: a copy with that key joined, the other keys as they were.
    if (!current.fields || current.fn || current.cls || current.module) continue;
    const fields = new Map(current.fields);
    fields.set(key, current.fields.has(key) ? join(current.fields.get(key), value) : value);
    env.vars.set(name, { ...current, fields });
  }
}

/**
 * The values `fn` writes to module state. Its body's assignments to its own variables are
 * evaluated in order, all branches alike (what the variable may hold when the write runs), its
 * parameters unknown; only the written values are kept, without taint.
 */
function evaluateWrites(st: AnalysisState, frame: Frame, writes: readonly StateWrite[], moduleScope: Env): Map<string, AbsValue> {
  const fn = frame.fn;
  const scope = new Env(moduleScope);
  for (const name of ownNames(fn)) scope.declare(name, UNKNOWN);
  const out = new Map<string, AbsValue>();
  const targets = new Set(writes.map((w) => w.value));
  for (const s of ownStatements(fn.body)) {
    if (s.kind !== 'assign') continue;
    if (targets.has(s.value)) {
      const w = writes.find((x) => x.value === s.value)!;
      const slot = w.key === undefined ? w.name : `${w.name}\u0000${w.key}`;
      out.set(slot, join(out.get(slot), untainted(st.evalExpr(s.value, scope, frame))));
    } else if (s.target.kind === 'name' && scope.vars.has(s.target.name)) {
      scope.declare(s.target.name, st.evalExpr(s.value, scope, frame));
    }
  }
  return out;
}

/** The value without taint, to a few levels of fields (see the file comment). */
function untainted(v: AbsValue, depth = 0): AbsValue {
  if (v === UNKNOWN) return v;
  const { taints: _taints, fields, anyField, ...rest } = v;
  const out: AbsValue = { ...rest };
  if (fields) out.fields = depth < 3 ? new Map([...fields].map(([k, f]) => [k, untainted(f, depth + 1)] as const)) : new Map();
  if (fields && depth >= 3) out.open = true;
  if (anyField && depth < 3) out.anyField = untainted(anyField, depth + 1);
  return out;
}

/** Names a function binds itself, when its IR says (Python `locals`, JavaScript `declaredNames`), plus its parameters. */
function ownNames(fn: FunctionIR): Set<string> {
  return new Set([...fn.params.map((p) => p.name), ...(fn.locals ?? []), ...(fn.declaredNames ?? [])]);
}

/** Whether the function's IR lists the names it binds: only then is a write to another name known to reach an enclosing scope. */
function knowsOwnNames(fn: FunctionIR): boolean {
  return fn.locals !== undefined || fn.declaredNames !== undefined;
}

/** The module's writes of its top-level bindings by its functions (nested ones included, unless an enclosing function binds the name). */
function stateWrites(module: ModuleIR): readonly StateWrite[] {
  let found = writesCache.get(module);
  if (found) return found;
  const list: StateWrite[] = [];
  found = list;
  writesCache.set(module, found);
  const topNames = new Set<string>();
  for (const s of ownStatements(module.topLevel.body)) if (s.kind === 'assign' && s.target.kind === 'name') topNames.add(s.target.name);
  for (const b of module.imports) topNames.delete(b.local);
  if (!topNames.size) return found;
  // Names bound by the functions enclosing each nested function: a write there is to that function's variable.
  const shadowed = new Map<FunctionIR, Set<string>>();
  for (const fn of module.functions) {
    const own = ownNames(fn);
    forEachNode(fn.body, (node) => {
      const nested = node.kind === 'function' ? (node as { fn?: FunctionIR }).fn : undefined;
      if (!nested) return;
      const names = shadowed.get(nested) ?? new Set<string>();
      for (const n of own) names.add(n);
      shadowed.set(nested, names);
    });
  }
  for (const fn of module.functions) {
    if (fn === module.topLevel || !knowsOwnNames(fn)) continue;
    const own = ownNames(fn);
    const outer = shadowed.get(fn);
    const isState = (name: string): boolean => topNames.has(name) && !own.has(name) && !outer?.has(name);
    for (const s of ownStatements(fn.body)) {
      if (s.kind !== 'assign') continue;
      const w = stateTarget(s.target, isState);
      if (w) list.push({ fn, ...w, value: s.value });
    }
  }
  return found;
}

/** `name = …`, `name.key = …` or `name["key"] = …` of a module binding. */
function stateTarget(target: Target, isState: (name: string) => boolean): { name: string; key?: string } | undefined {
  if (target.kind === 'name') return isState(target.name) ? { name: target.name } : undefined;
  if (target.object.kind !== 'name' || !isState(target.object.name)) return undefined;
  const key = constantKey(target.property);
  return key === undefined ? undefined : { name: target.object.name, key };
}

function constantKey(property: string | Expr): string | undefined {
  if (typeof property === 'string') return property;
  if (property.kind === 'const' && (typeof property.value === 'string' || typeof property.value === 'number')) return String(property.value);
  return undefined;
}

/** A body's statements in source order, branches and loops included, nested functions not. */
function ownStatements(body: readonly Stmt[]): Stmt[] {
  const out: Stmt[] = [];
  const visit = (stmts: readonly Stmt[]): void => {
    for (const s of stmts) {
      out.push(s);
      if (s.kind === 'if') {
        visit(s.then);
        visit(s.else);
      } else if (s.kind === 'loop') {
        visit(s.body);
        visit(s.update);
      } else if (s.kind === 'try') {
        visit(s.body);
        for (const h of s.handlers) visit(h.body);
        visit(s.finally);
      } else if (s.kind === 'switch') for (const c of s.cases) visit(c.body);
    }
  };
  visit(body);
  return out;
}
