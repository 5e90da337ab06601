/**
 * JavaScript constructor functions, the class idiom written before `class`:
 *
 *     function UserDAO(db) { this.users = db.collection('users'); this.byName = function (n) {…}; }
 *     UserDAO.prototype.find = function (filter, cb) { this.users.find(filter).toArray(cb); };
 *     var dao = new UserDAO(db); dao.find(req.body.filter, cb);
 *
 * `new F(…)` on a plain function of the tree builds an object: the functions assigned to
 * `F.prototype.<name>` (or in an object literal assigned to `F.prototype`) at the top level of F's
 * module become its methods, then F runs with `this` bound to it, so the fields and methods it
 * writes are the instance's. A method called on the instance then runs with that `this`
 * (`this.users` is what the constructor stored). Which functions count is decided by the `new` at
 * the call and the prototype assignments, never by names.
 */
import type { Expr, FunctionIR, ModuleIR, Stmt } from '../ir/types.js';
import { frameFor, moduleEnv } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import type { AbsValue } from './values.js';

/** Bounds the top-level statements read for prototype assignments (a module's top level is unbounded text). */
const MAX_TOP_LEVEL_STATEMENTS = 2000;
const MAX_METHODS = 200;

/** `F.prototype` written in the code: the function's own prototype object, when `object` names F. */
function isPrototypeOf(st: AnalysisState, e: Expr, fn: FunctionIR, prototype: string, module: ModuleIR, frame: Frame): boolean {
  if (e.kind !== 'member' || e.property !== prototype || e.object.kind !== 'name') return false;
  return st.evalExpr(e.object, moduleEnv(st, module), frame).fn?.fn.id === fn.id;
}

/** The functions assigned to F's prototype at the top level of its module, by method name. */
function prototypeMethods(st: AnalysisState, fn: FunctionIR, module: ModuleIR, prototype: string): Map<string, AbsValue> {
  const methods = new Map<string, AbsValue>();
  const env = moduleEnv(st, module);
  const frame = frameFor(st, module.topLevel, module);
  const add = (name: string, value: Expr): void => {
    // Only function literals: evaluating one runs nothing, it closes over the module scope.
    if (value.kind === 'function' && methods.size < MAX_METHODS) methods.set(name, st.evalExpr(value, env, frame));
  };
  const statements: Stmt[] = module.topLevel.body.slice(0, MAX_TOP_LEVEL_STATEMENTS);
  for (const s of statements) {
    if (s.kind !== 'assign' || s.target.kind !== 'member') continue;
    const { object, property } = s.target;
    if (typeof property === 'string' && isPrototypeOf(st, object, fn, prototype, module, frame)) add(property, s.value);
    else if (property === prototype && object.kind === 'name' && s.value.kind === 'object' && st.evalExpr(object, env, frame).fn?.fn.id === fn.id) {
      for (const entry of s.value.entries) if (typeof entry.key === 'string') add(entry.key, entry.value);
    }
  }
  return methods;
}

/**
 * `new F(args)` for a function of the tree: the object F builds (its prototype's methods, then
 * what F writes to `this`). A constructor that writes nothing to `this` and returns an object
 * (a factory called with `new`) gives that object, as JavaScript does. `run` runs F's body with
 * `this` bound to the instance (functions.ts, which calls this module: passed in, not imported).
 */
export function constructWithFunction(st: AnalysisState, callee: AbsValue, frame: Frame, prototype: string, run: (instance: AbsValue) => AbsValue): AbsValue {
  const fn = callee.fn!.fn;
  const home = st.program.functions.get(fn.id)?.module ?? frame.module;
  const methods = prototypeMethods(st, fn, home, prototype);
  const instance: AbsValue = { fields: new Map(methods), open: true };
  const returned = run(instance);
  if (!methods.size && !instance.fields!.size && (returned.fields || returned.fn)) return returned;
  return instance;
}
