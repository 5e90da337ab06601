/**
 * marshmallow schemas: a `Schema` subclass declares its fields as class attributes
 * (`limit = fields.Int()`, `sort = fields.Str(validate=validate.OneOf(["a", "b"]))`) and
 * `SomeSchema().load(request.get_json())` returns a dict of those fields only: by default a key the
 * schema does not declare raises a ValidationError, and each declared field converts and validates
 * its value. A number, boolean, date, UUID or IP field, a field whose validator admits only
 * constants (`OneOf`, `Equal`, `ContainsOnly` over a constant list) and a dump-only field (never
 * loaded) hold no text the client chose; a string, e-mail, URL, raw, nested, list or dict field keeps
 * the input's taint at its key (its `data_key` when it has one).
 *
 * Field and validator calls are evaluated as values marked with types of their own; `load`/`loads`
 * on an instance of a tree class extending `marshmallow.Schema` builds the result from the class's
 * (and its tree base classes') field attributes. Whatever the schema cannot vouch for is left to the
 * default handling (the whole input's taint passes through): `many=`, `unknown=` or `partial=` given
 * to the schema or to `load`, a `Meta` with `unknown`, a `@post_load` hook that builds another value.
 * `unknown=EXCLUDE` (drop undeclared keys) and `unknown=RAISE` (marshmallow's default) keep the result
 * to the declared fields, so only `INCLUDE` or a setting the analysis cannot read counts as `unknown=`.
 */
import type { ClassIR, Expr, ModuleIR } from '../ir/types.js';
import { isConstantCollection } from './containers.js';
import { typesOf } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { classValue, staticFieldValue } from './statics.js';
import { deepTaints, isConst, tainted, taintsAtPath, UNKNOWN, type AbsValue } from './values.js';

const FIELD_TYPE = 'marshmallow.fields.Field';
const VALIDATOR_TYPE = 'marshmallow.validate.Validator';
/** The field's loaded value, or every value the validator admits, is not attacker-chosen text. */
const SAFE = 'marshmallow:safe';
/** A schema instance made with options that change what `load` returns (`many`, `unknown`, `partial`). */
const REWIRED = 'marshmallow:options';

const SCHEMA_BASES = new Set(['marshmallow.Schema', 'marshmallow.schema.Schema']);
/** Modules whose field classes are marshmallow's (webargs re-exports them). */
const FIELD_MODULES = ['marshmallow.fields.', 'webargs.fields.'];
/** Field classes that convert what they load into something other than text. */
const CONVERTING_FIELDS = new Set([
  'Int', 'Integer', 'Float', 'Decimal', 'Number', 'Bool', 'Boolean', 'Date', 'DateTime', 'NaiveDateTime', 'AwareDateTime',
  'Time', 'TimeDelta', 'UUID', 'IP', 'IPv4', 'IPv6', 'IPInterface', 'IPv4Interface', 'IPv6Interface', 'Enum',
]);
/** Validators that admit only the values they are given. */
const CHOICE_VALIDATORS = new Set(['OneOf', 'Equal', 'ContainsOnly'].flatMap((v) => [`marshmallow.validate.${v}`, `webargs.validate.${v}`]));
/** Keywords of the schema or of `load` after which the result is not the declared fields as converted. */
const REWIRING_OPTIONS = ['many', 'unknown', 'partial'];

/** A validator admitting only constants, or a list of validators one of which is. */
function admitsOnlyConstants(v: AbsValue | undefined): boolean {
  if (!v) return false;
  if (v.types?.includes(VALIDATOR_TYPE)) return !!v.states?.has(SAFE);
  return [...(v.fields?.values() ?? [])].some((x) => !!x.types?.includes(VALIDATOR_TYPE) && !!x.states?.has(SAFE));
}

const isTrue = (v: AbsValue | undefined): boolean => !!v && !(isConst(v) && (v.const.value === false || v.const.value === null));

/** marshmallow's `EXCLUDE` / `RAISE` (the strings "exclude" / "raise"), read as a constant or by name. */
const DECLARED_ONLY = /^(?:marshmallow|webargs)\.(?:[\w.]+\.)?(?:EXCLUDE|RAISE)$/;
function keepsDeclaredOnly(v: AbsValue | undefined): boolean {
  if (!v) return false;
  if (isConst(v)) return v.const.value === 'exclude' || v.const.value === 'raise';
  return !!v.qname && DECLARED_ONLY.test(v.qname);
}

/**
 * A `Meta.unknown` setting read as written (`EXCLUDE`, `marshmallow.RAISE`, `"exclude"`): nested `Meta`
 * classes of different schemas share a simple name, so their attributes are not looked up by class.
 */
function declaresOnlyFields(e: Expr | undefined): boolean {
  if (e?.kind === 'const') return e.value === 'exclude' || e.value === 'raise';
  if (e?.kind === 'name') return !!e.qualified && DECLARED_ONLY.test(e.qualified);
  if (e?.kind === 'member' && e.object.kind === 'name' && typeof e.property === 'string') return DECLARED_ONLY.test(`${e.object.qualified ?? e.object.name}.${e.property}`);
  return false;
}

/** An option among `kwargs` that makes `load` return something other than the declared fields as converted. */
const rewires = (kwargs: Record<string, AbsValue>): boolean =>
  REWIRING_OPTIONS.some((k) => isTrue(kwargs[k]) && !(k === 'unknown' && keepsDeclaredOnly(kwargs[k])));

/** `fields.Str(...)`, `validate.OneOf([...])`: the value marking what the field or validator admits, or undefined. */
function fieldOrValidator(names: readonly string[], args: readonly AbsValue[], kwargs: Record<string, AbsValue>): AbsValue | undefined {
  const validator = names.find((n) => CHOICE_VALIDATORS.has(n));
  if (validator) {
    const choices = args[0] ?? kwargs.choices ?? kwargs.comparable;
    const constant = !!choices && (isConst(choices) || isConstantCollection(choices));
    return { types: [VALIDATOR_TYPE], states: new Set(constant ? [SAFE] : []) };
  }
  for (const n of names) {
    const module = FIELD_MODULES.find((m) => n.startsWith(m));
    const kind = module ? n.slice(module.length) : undefined;
    if (!kind || kind.includes('.')) continue;
    const safe = CONVERTING_FIELDS.has(kind) || admitsOnlyConstants(kwargs.validate) || isTrue(kwargs.dump_only);
    const dataKey = kwargs.data_key;
    return { types: [FIELD_TYPE], states: new Set(safe ? [SAFE] : []), ...(isConst(dataKey) ? { fields: new Map([['data_key', dataKey]]) } : {}) };
  }
  return undefined;
}

/** The tree classes a schema instance is made of, most derived first. */
function schemaClasses(st: AnalysisState, instance: AbsValue, module: ModuleIR): { cls: ClassIR; module: ModuleIR }[] {
  const out: { cls: ClassIR; module: ModuleIR }[] = [];
  for (const t of instance.types ?? []) {
    const entry = st.program.classByName(t, module);
    if (entry && !out.some((x) => x.cls === entry.cls)) out.push({ cls: entry.cls, module: entry.module });
  }
  return out;
}

/** A `@post_load` hook returns what it likes, and a `Meta.unknown` setting lets undeclared keys through. */
function reshapes(st: AnalysisState, classes: { cls: ClassIR; module: ModuleIR }[]): boolean {
  for (const { cls, module } of classes) {
    if (cls.methods.some((m) => m.annotations.some((a) => /(^|\.)post_load$/.test(a.qualified ?? a.name)))) return true;
    const meta = st.program.classByName(`${cls.qualified}.Meta`, module);
    const unknown = meta?.cls.fields.find((f) => f.name === 'unknown');
    if (unknown && !declaresOnlyFields(unknown.value)) return true;
  }
  return false;
}

/** What `schema.load(input)` returns, or undefined when the schema cannot say (default handling). */
function loaded(st: AnalysisState, instance: AbsValue, method: string, args: readonly AbsValue[], kwargs: Record<string, AbsValue>, frame: Frame): AbsValue | undefined {
  if (instance.states?.has(REWIRED) || rewires(kwargs)) return undefined;
  const classes = schemaClasses(st, instance, frame.module);
  if (!classes.length || reshapes(st, classes)) return undefined;
  const input = args[0] ?? kwargs.data ?? kwargs.json_data;
  if (!input) return undefined;
  // `loads` parses JSON text: every key holds the text's taint.
  const source: AbsValue = method === 'loads' ? tainted(deepTaints(input)) : input;
  const out = new Map<string, AbsValue>();
  for (const { cls, module } of classes) {
    for (const f of cls.fields) {
      if (!f.isStatic || out.has(f.name)) continue;
      const field = staticFieldValue(st, classValue(st, cls), f.name, module);
      if (!field?.types?.includes(FIELD_TYPE)) continue;
      const dataKey = field.fields?.get('data_key');
      const key = isConst(dataKey) ? String(dataKey.const.value) : f.name;
      out.set(f.name, field.states?.has(SAFE) ? UNKNOWN : (source.fields?.get(key) ?? tainted(taintsAtPath(source, [key]))));
    }
  }
  return out.size ? { fields: out } : undefined;
}

const isSchema = (st: AnalysisState, v: AbsValue | undefined, frame: Frame): boolean => !!v && typesOf(st, v, frame.family).some((t) => SCHEMA_BASES.has(t));

/**
 * The value of a marshmallow call, or undefined when the call is not one this module answers:
 * field and validator construction, and `load`/`loads` on a schema instance.
 */
export function marshmallowCall(
  st: AnalysisState,
  names: readonly string[],
  method: string | undefined,
  receiver: AbsValue | undefined,
  args: readonly AbsValue[],
  kwargs: Record<string, AbsValue>,
  frame: Frame,
): AbsValue | undefined {
  if ((method === 'load' || method === 'loads') && isSchema(st, receiver, frame)) return loaded(st, receiver!, method, args, kwargs, frame);
  // Every call of a Python scan passes here: a prefix test before anything else.
  if (!names.some((n) => n.startsWith('marshmallow.') || n.startsWith('webargs.'))) return undefined;
  return fieldOrValidator(names, args, kwargs);
}

/**
 * What a parser built on marshmallow (webargs) loads from `input` with `argmap`: a schema class or
 * instance, or a dict of fields (`{"q": fields.Str()}`, made into a schema by `Schema.from_dict`).
 * Undefined when `argmap` is neither, or the schema cannot say what `load` returns.
 */
export function parsedArguments(st: AnalysisState, argmap: AbsValue, input: AbsValue, frame: Frame): AbsValue | undefined {
  const instance: AbsValue = argmap.cls ? { types: [argmap.cls.qualified] } : argmap;
  if (isSchema(st, instance, frame)) return loaded(st, instance, 'load', [input], {}, frame);
  const entries = [...(argmap.fields ?? [])];
  if (!entries.length || !entries.every(([, f]) => f.types?.includes(FIELD_TYPE))) return undefined;
  return { fields: new Map(entries.map(([key, f]) => [key, f.states?.has(SAFE) ? UNKNOWN : tainted(deepTaints(input))])) };
}

/** A schema made with `many=`, `unknown=` or `partial=` (`S(many=True)`): its `load` is left to the default handling. */
export function schemaMadeWithOptions(st: AnalysisState, made: AbsValue, e: Extract<Expr, { kind: 'call' }>, kwargs: Record<string, AbsValue>, frame: Frame): AbsValue {
  if (!e.kwargs || !rewires(kwargs) || !isSchema(st, made, frame)) return made;
  return { ...made, states: new Set([...(made.states ?? []), REWIRED]) };
}
