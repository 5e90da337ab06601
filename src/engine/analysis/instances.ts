/**
 * Instances of classes of the tree: the template an instance starts from (its field
 * initialisers, then its constructor run on it), built once per class, and the receiver a method
 * found through an interface runs on.
 */
import type { ClassIR, Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import { invoke } from './invoke.js';
import { frameFor, moduleEnv } from './resolve.js';
import type { AnalysisState } from './state.js';
import { UNKNOWN, type AbsValue } from './values.js';

/**
 * The constructor of a class, whatever its language calls it; of Java's overloaded constructors,
 * the one taking `arity` arguments when there is one (`new Q(a)` does not run `Q(a, b)`).
 */
export function constructorOf(cls: ClassIR, arity?: number): FunctionIR | undefined {
  const all = cls.methods.filter((m) => m.name === 'constructor' || m.name === '__init__' || m.name === '<init>' || m.name === '__construct' || m.name === cls.name);
  return all.find((m) => m.params.length === arity && !m.params.some((p) => p.rest)) ?? all[0];
}

/** The declared type of instance field `key` of the first of `types` that is a class of the tree declaring it. */
export function declaredFieldType(st: AnalysisState, types: string[], key: string, module: ModuleIR): string | undefined {
  for (const t of types) {
    const f = st.program.classByName(t, module)?.cls.fields.find((x) => x.name === key && !x.isStatic);
    if (f?.type) return f.type;
  }
  return undefined;
}

export function instanceTemplate(st: AnalysisState, classQualified: string, module: ModuleIR): AbsValue | undefined {
  const entry = st.program.classByName(classQualified, module);
  if (!entry) return undefined;
  const existing = st.instanceTemplates.get(entry.cls.qualified);
  if (existing) return existing;
  const family = st.program.familyOf(entry.module);
  const value: AbsValue = {
    types: st.program.withSupertypes([entry.cls.qualified], family),
    fields: new Map(),
    open: true,
  };
  st.instanceTemplates.set(entry.cls.qualified, value);
  const env = moduleEnv(st, entry.module);
  const frame = frameFor(st, entry.module.topLevel, entry.module, value);
  for (const f of entry.cls.fields) {
    if (f.isStatic) continue;
    let fv: AbsValue = f.value ? st.evalExpr(f.value, env, frame) : UNKNOWN;
    if (f.type && !fv.types) fv = { ...fv, types: [f.type] };
    value.fields!.set(f.name, fv);
  }
  const args = globalsArguments(st, entry.cls.qualified);
  const own = constructorOf(entry.cls, args.length);
  const ctor = own ? { fn: own, module: entry.module } : inheritedConstructor(st, entry.cls, entry.module);
  if (ctor) invoke(st, ctor.fn, ctor.module, ctor.module === entry.module ? env : moduleEnv(st, ctor.module), args, {}, value);
  return value;
}

/**
 * The arguments a request wrapper is built with where the tree builds it from the superglobals
 * (request-wrappers.ts): each superglobal read evaluated where it is written, any other argument
 * unknown. None for a class no such construction builds.
 */
function globalsArguments(st: AnalysisState, classQualified: string): AbsValue[] {
  const built = st.program.globalsConstructions.get(classQualified)?.[0];
  const module = built ? st.program.modules.get(built.module) : undefined;
  if (!built || !module) return [];
  const env = moduleEnv(st, module);
  const frame = frameFor(st, module.topLevel, module);
  return built.value.args.map((a) => (a ? st.evalExpr(a, env, frame) : UNKNOWN));
}

/**
 * A class that declares no constructor is built by its nearest superclass's (Python `__init__`,
 * PHP `__construct` and JavaScript `constructor` are inherited; Java's implicit constructor calls
 * `super()`): a view class whose base sets `self.service = Service()` has that field too.
 */
function inheritedConstructor(st: AnalysisState, cls: ClassIR, module: ModuleIR): { fn: FunctionIR; module: ModuleIR } | undefined {
  let current: { cls: ClassIR; module: ModuleIR } = { cls, module };
  for (let depth = 0; depth < 8 && current.cls.superclass; depth++) {
    const parent = st.program.classByName(current.cls.superclass, current.module);
    if (!parent || parent.cls === current.cls) return undefined;
    const ctor = constructorOf(parent.cls, 0);
    if (ctor) return { fn: ctor, module: parent.module };
    current = { cls: parent.cls, module: parent.module };
  }
  return undefined;
}

/**
 * `this` for a method found on a receiver: the receiver itself when it is an instance of the
 * method's class; otherwise (a value typed by an interface) the implementation's instance.
 */
export function receiverFor(st: AnalysisState, receiver: AbsValue, method: { fn: FunctionIR; module: ModuleIR }): AbsValue {
  const cls = method.module.classes.find((c) => c.methods.includes(method.fn));
  if (!cls || receiver.types?.includes(cls.qualified) || receiver.fields) return receiver;
  const template = instanceTemplate(st, cls.qualified, method.module);
  return template ? { ...template, taints: receiver.taints } : receiver;
}

/**
 * `this` for a method run in context on an object only *declared* with its class (a Spring
 * `@Autowired` field, an injected parameter: no fields, no taint): the class's instance, so the
 * method sees the fields its initialisers and constructor set. (A summary runs on that instance
 * already; a tainted object of the class, such as a bound request DTO, stays as it is: its getters
 * return its taint.)
 */
export function declaredReceiver(st: AnalysisState, receiver: AbsValue | undefined, fn: FunctionIR, module: ModuleIR): AbsValue | undefined {
  if (!receiver || receiver.fields || receiver.taints?.length || !fn.className) return receiver;
  const cls = module.classes.find((c) => c.methods.includes(fn));
  if (!cls || !receiver.types?.includes(cls.qualified)) return receiver;
  const template = instanceTemplate(st, cls.qualified, module);
  return template ? { ...template, types: receiver.types, fields: new Map(template.fields) } : receiver;
}

/**
 * The class a Java `new T(…) { … }` makes: its anonymous class of the tree, when the constructed
 * name is not that class (the written `T` is bound by an import). The instance keeps the library
 * type `T` for models and gains the anonymous class, so what its methods do can be read.
 */
export function anonymousClassMade(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, constructed: string): string[] {
  if (!e.isNew || e.callee.kind !== 'name' || !e.callee.qualified || e.callee.qualified === constructed) return [];
  return st.program.classes.get(e.callee.qualified) ? [e.callee.qualified] : [];
}
