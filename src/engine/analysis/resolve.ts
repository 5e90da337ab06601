/**
 * Names: what a name, an import or a member of a module or class of the tree resolves to, module
 * scopes (run once, on first use), function values and frames, and the candidate qualified names
 * a member access is known by (how models are looked up).
 */
import picomatch from 'picomatch';
import type { Annotation, Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import type { LanguageFamily } from '../parse/languages.js';
import { Env } from './env.js';
import { TRAITS } from './languages.js';
import { joinModuleStateWrites } from './module-state.js';
import type { AnalysisState, Frame } from './state.js';
import { UNKNOWN, type AbsValue } from './values.js';

/** The top-level bindings of a module, run on first use; an import cycle sees an empty module. */
export function moduleEnv(st: AnalysisState, module: ModuleIR): Env {
  const existing = st.moduleEnvs.get(module.path);
  // Still running (a handler or a class's method called from the top level, an import cycle): the
  // bindings made so far, as JavaScript and Python see them, not an empty scope (a method reading a
  // module constant declared above the call would see nothing).
  if (existing === 'pending') return st.runningModuleEnvs.get(module.path) ?? new Env(undefined);
  if (existing) return existing;
  st.moduleEnvs.set(module.path, 'pending');
  const env = new Env(undefined);
  st.runningModuleEnvs.set(module.path, env);
  for (const binding of module.imports) env.declare(binding.local, importValue(st, module, binding.qualified));
  const frame = frameFor(st, module.topLevel, module);
  st.execBlock(module.topLevel.body, env, frame);
  env.dead = false;
  // What the module's functions assign its bindings, whichever of them runs first (module-state.ts).
  joinModuleStateWrites(st, module, env, (fn) => frameFor(st, fn, module));
  st.runningModuleEnvs.delete(module.path);
  st.moduleEnvs.set(module.path, env);
  return env;
}

export function importValue(st: AnalysisState, module: ModuleIR, qualified: string): AbsValue {
  const traits = TRAITS[st.program.familyOf(module)];
  if (traits.importsByPath) {
    const resolved = st.program.resolveJsImport(module.path, qualified);
    if (resolved) {
      let value: AbsValue = { module: resolved.module, qname: qualified };
      for (const part of resolved.rest) value = moduleMember(st, resolved.module, part) ?? UNKNOWN;
      return resolved.rest.length ? value : withWholeExport(st, value, resolved.module);
    }
  }
  if (traits.importsBindTreeValues) {
    // `from shop.db import find_user`: a function or class of the tree, so calls are followed;
    // `from myapp import app`: a module-level object of known type (`flask.Flask`), so its
    // decorators and methods are named by that type. Modules stay names (`import shop.db`),
    // resolved member by member when used.
    const found = resolveQname(st, qualified, st.program.familyOf(module));
    if (found?.fn || found?.cls || found?.types?.length) return found;
  }
  return { qname: qualified };
}

/**
 * A whole module imported (`require('./x')`) that exports one value (`module.exports = expr`) has
 * that value's types and fields too, so `Model.find(…)` on an exported `mongoose.model(…)` is
 * named by its type. A module whose default export is a function or class of the tree
 * (`export default class JobService`, `module.exports = JobService`) is also that function or
 * class, so `new JobService(repo)` builds an instance and `run(cmd)` calls the function: a default
 * import and a namespace import are the same binding here, and only the default is callable.
 */
function withWholeExport(st: AnalysisState, value: AbsValue, path: string): AbsValue {
  const target = st.program.modules.get(path);
  if (!target) return value;
  const whole = moduleEnv(st, target).vars.get('$default');
  const callable = defaultExportedCallable(st, target, whole);
  if (callable) return { ...value, ...callable };
  if (!whole || whole.module || (!whole.types && !whole.fields)) return value;
  return { ...value, ...(whole.types ? { types: whole.types } : {}), ...(whole.fields ? { fields: whole.fields } : {}) };
}

/** The function or class a module's default export names, as a value (`fn` or `cls` only). */
function defaultExportedCallable(st: AnalysisState, target: ModuleIR, whole: AbsValue | undefined): AbsValue | undefined {
  const id = target.exports.default;
  const fnEntry = id ? st.program.functions.get(id) : undefined;
  if (fnEntry) return { fn: fnValue(st, fnEntry.fn, moduleEnv(st, target)).fn };
  const cls = id ? st.program.classes.get(id) : undefined;
  if (cls) return { cls: cls.cls };
  if (whole?.fn) return { fn: whole.fn };
  if (whole?.cls) return { cls: whole.cls };
  return undefined;
}

/** A named export or top-level binding of a module of the tree. */
export function moduleMember(st: AnalysisState, path: string, name: string): AbsValue | undefined {
  const target = st.program.modules.get(path);
  if (!target) return undefined;
  const id = target.exports[name];
  if (id) {
    const fnEntry = st.program.functions.get(id);
    if (fnEntry) return fnValue(st, fnEntry.fn, moduleEnv(st, target));
    const cls = st.program.classes.get(id);
    if (cls) return { cls: cls.cls };
  }
  const env = moduleEnv(st, target);
  const bound = env.vars.get(name === 'default' ? '$default' : name);
  if (bound) return bound;
  const cls = target.classes.find((c) => c.name === name);
  return cls ? { cls } : undefined;
}

/** Resolves a qualified name to a function, class or module of the tree (Python, Java). */
export function resolveQname(st: AnalysisState, qname: string, family: LanguageFamily): AbsValue | undefined {
  const key = `${family}|${qname}`;
  const cached = st.qnameCache.get(key);
  if (cached !== undefined) return cached ?? undefined;
  let found: AbsValue | undefined;
  const hit = st.program.locateName(qname, family);
  if (hit && 'cls' in hit) found = { cls: hit.cls.cls, qname };
  else if (hit) {
    found = { module: hit.module.path, qname };
    for (const part of hit.rest) {
      found = found.module ? moduleMember(st, found.module, part) : found.cls ? staticMember(st, found.cls.qualified, part) : undefined;
      if (!found) break;
    }
  }
  st.qnameCache.set(key, found ?? null);
  return found;
}

export function staticMember(st: AnalysisState, classQualified: string, name: string): AbsValue | undefined {
  const method = st.program.findMethod(classQualified, name, -1);
  if (method) return fnValue(st, method.fn, moduleEnv(st, method.module));
  return undefined;
}

/** A function of the tree as a value; the first scope it is seen in is remembered as its closure. */
export function fnValue(st: AnalysisState, fn: FunctionIR, closure: Env | undefined, boundThis?: AbsValue): AbsValue {
  if (closure && !st.closures.has(fn.id)) st.closures.set(fn.id, closure);
  return { fn: { fn, closure, boundThis } };
}

/**
 * A function written in the code being run (a literal, a nested declaration). One made inside a
 * function's run remembers the inline level it was made at (functions.ts counts a callback's depth
 * from there); one made by a module's top level (a hoisted `def`, `X.prototype.m = function …`) is
 * the module's own function, whose level would only say which call first needed the module's
 * scope: it counts as any other function. (A decorated view run first deep inside its decorator,
 * by `functools.wraps`, is run again at its route: functions.ts keys cached runs by levels left.)
 */
export function writtenFnValue(st: AnalysisState, fn: FunctionIR, closure: Env, frame: Frame): AbsValue {
  const value = fnValue(st, fn, closure, frame.thisValue);
  if (frame.fn === frame.module.topLevel) return value;
  return { fn: { ...value.fn!, writtenAt: st.inlineStack.at(-1)?.level ?? 0 } };
}

export function frameFor(st: AnalysisState, fn: FunctionIR, module: ModuleIR, thisValue?: AbsValue): Frame {
  const family = st.program.familyOf(module);
  return { fn, module, family, models: st.program.models[family], traits: TRAITS[family], thisValue, returns: [] };
}

/** `demo.S` → `S` (a Java method's `className` is qualified; a nested class's ends with `$Inner`). */
export function classSimpleName(className: string): string {
  return className.slice(Math.max(className.lastIndexOf('.'), className.lastIndexOf('$')) + 1);
}

export function classQualifiedOf(frame: Frame): string {
  const local = frame.module.classes.find((c) => c.name === frame.fn.className);
  return local?.qualified ?? frame.fn.className ?? '';
}

/** Candidate names of `obj.key`: through the object's qualified name and through its types. */
export function memberNames(st: AnalysisState, obj: AbsValue, key: string, frame: Frame): string[] {
  const names: string[] = [];
  if (obj.qname) names.push(`${obj.qname}.${key}`);
  else for (const q of obj.qnames ?? []) names.push(`${q}.${key}`);
  // A static call on a class of the tree also names its supertypes' member (`User.findByPk` of
  // `class User extends Model` is `sequelize.Model.findByPk`): static methods are inherited.
  if (obj.cls) for (const t of st.program.withSupertypes([obj.cls.qualified], frame.family)) names.push(`${t}.${key}`);
  for (const t of typesOf(st, obj, frame.family)) names.push(`${t}.${key}`);
  return names;
}

/** A value's types with every supertype the tree and the models know. */
export function typesOf(st: AnalysisState, v: AbsValue, family: LanguageFamily): string[] {
  // A string constant is a string (`"admin".equals(role)` is String.equals).
  if (!v.types && typeof v.const?.value === 'string') return st.program.withSupertypes([TRAITS[family].literalTypes.string], family);
  return v.types ? st.program.withSupertypes(v.types, family) : [];
}

/** A type name as written in a module, qualified through the module's imports. */
export function resolveTypeName(name: string, module: ModuleIR): string {
  const imported = module.imports.find((b) => b.local === name.split('.')[0]);
  if (imported) return [imported.qualified, ...name.split('.').slice(1)].join('.');
  return name;
}

export function glob(st: AnalysisState, pattern: string): (p: string) => boolean {
  let m = st.globMatchers.get(pattern);
  if (!m) {
    m = picomatch(pattern, { dot: true });
    st.globMatchers.set(pattern, m);
  }
  return m;
}

/** Names of a decorator's callee evaluated in the module scope (`@app.get` → `fastapi.FastAPI.get`). */
export function calleeNamesStatic(st: AnalysisState, callee: Expr, module: ModuleIR): string[] {
  const env = st.moduleEnvs.get(module.path);
  if (!env || env === 'pending') return [];
  const frame = frameFor(st, module.topLevel, module);
  if (callee.kind === 'member') {
    const recv = st.evalExpr(callee.object, env, frame);
    return typeof callee.property === 'string' ? memberNames(st, recv, callee.property, frame) : [];
  }
  const v = st.evalExpr(callee, env, frame);
  return v.qname ? [v.qname] : [];
}

/** Names of a function's decorators / annotations, as written and resolved. */
export function decoratorNames(st: AnalysisState, fn: FunctionIR, module: ModuleIR): string[] {
  return fn.annotations.flatMap((a) => annotationNames(st, a, module));
}

/** Names of one decorator / annotation, as written and resolved. */
export function annotationNames(st: AnalysisState, a: Annotation, module: ModuleIR): string[] {
  const names = [a.name, a.qualified ?? ''];
  if (a.expr && a.expr.kind === 'call') names.push(...calleeNamesStatic(st, a.expr.callee, module));
  return names.filter(Boolean);
}

/** A method's class and its supertypes, qualified (empty for a free function). */
export function classTypesOf(st: AnalysisState, fn: FunctionIR, module: ModuleIR): string[] {
  const local = fn.className ? module.classes.find((c) => c.name === fn.className) : undefined;
  const cls = local ? { cls: local, module } : fn.className ? st.program.classByName(fn.className, module) : undefined;
  if (!cls) return [];
  return st.program.withSupertypes([cls.cls.qualified, ...(cls.cls.superclass ? [resolveTypeName(cls.cls.superclass, cls.module)] : [])], st.program.familyOf(module));
}
