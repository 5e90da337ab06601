/**
 * Static fields of the tree's classes: read as the value they were initialised with. A class's
 * static state is built once per analysis, the way the JVM does it before first use: each static
 * field's initialiser, then the static initialiser blocks (`static { … }`, lowered as `<clinit>`),
 * whose writes to `Class.field` land on the class value's fields and win over the initialisers.
 * So `private static final Random RNG = new Random();` read from any method (of this class or
 * another) is a `java.util.Random` made in view, and a field set in `static { … }` is known.
 */
import type { ClassIR, ModuleIR } from '../ir/types.js';
import { invoke } from './invoke.js';
import { frameFor, moduleEnv } from './resolve.js';
import type { AnalysisState } from './state.js';
import { UNKNOWN, type AbsValue } from './values.js';

interface StaticState {
  /** Initialiser values by field name; a field being evaluated is absent (a cycle reads unknown). */
  readonly initial: Map<string, AbsValue>;
  done: boolean;
}

const byAnalysis = new WeakMap<AnalysisState, Map<string, StaticState>>();
const classValues = new WeakMap<AnalysisState, Map<ClassIR, AbsValue>>();

/**
 * The one value a class of the module is named by, so static writes (`Holder.cache = …`, in a
 * static initialiser or a method) are seen by every later read of `Holder.cache`.
 */
export function classValue(st: AnalysisState, cls: ClassIR): AbsValue {
  let perClass = classValues.get(st);
  if (!perClass) classValues.set(st, (perClass = new Map()));
  let v = perClass.get(cls);
  if (!v) perClass.set(cls, (v = { cls }));
  return v;
}

/** The value of static field `name` of the class `classValue` names, or undefined when it has none. */
export function staticFieldValue(st: AnalysisState, classValue: AbsValue, name: string, from: ModuleIR): AbsValue | undefined {
  const entry = st.program.classByName(classValue.cls!.qualified, from);
  if (!entry) return undefined;
  const field = entry.cls.fields.find((f) => f.isStatic && f.name === name);
  if (!field) return undefined;
  const state = initialise(st, classValue, entry.cls.qualified, entry.module);
  const written = classValue.fields?.get(name);
  if (written !== undefined) return written;
  const value = state.initial.get(name);
  if (value === undefined) return field.type ? { types: [field.type] } : UNKNOWN;
  return value;
}

function initialise(st: AnalysisState, classValue: AbsValue, qualified: string, module: ModuleIR): StaticState {
  let perClass = byAnalysis.get(st);
  if (!perClass) byAnalysis.set(st, (perClass = new Map()));
  const existing = perClass.get(qualified);
  if (existing) return existing;
  const state: StaticState = { initial: new Map(), done: false };
  perClass.set(qualified, state);
  const entry = st.program.classByName(qualified, module)!;
  const env = moduleEnv(st, module);
  const frame = frameFor(st, module.topLevel, module);
  for (const f of entry.cls.fields) {
    if (!f.isStatic || !f.value) continue;
    let v = st.evalExpr(f.value, env, frame);
    if (f.type && !v.types) v = { ...v, types: [f.type] };
    state.initial.set(f.name, v);
  }
  // A method's className is the class's qualified name (Java) or its simple name.
  const inits = [...entry.cls.methods, ...entry.module.functions].filter((m) => m.name === '<clinit>' && (m.className === entry.cls.qualified || m.className === entry.cls.name));
  for (const init of new Set(inits)) invoke(st, init, entry.module, env, [], {}, classValue);
  state.done = true;
  return state;
}

/**
 * Python: an attribute an instance does not set itself is looked up on its class, then on its
 * bases (the MRO), so `form.email` of a `class LoginForm(FlaskForm): email = StringField()` is that
 * field object. `types` are the instance's classes and supertypes, most specific first; only
 * classes of the tree declare static fields here. Undefined when none of them assigns `name` (an
 * annotation alone, `title: str` of a dataclass or pydantic model, is no class attribute).
 */
export function classAttributeOfInstance(st: AnalysisState, types: readonly string[], name: string, from: ModuleIR): AbsValue | undefined {
  for (const t of types) {
    const entry = st.program.classByName(t, from);
    if (!entry?.cls.fields.some((f) => f.isStatic && f.name === name && f.value)) continue;
    return staticFieldValue(st, classValue(st, entry.cls), name, from);
  }
  return undefined;
}
