/**
 * Abstract values of the analysis: what is known about a runtime value without running code.
 * A value may be a known constant, carry taint (from which source, by which path, cleaned for
 * which sink kinds), resolve to a qualified name (a module, a library function), have types,
 * hold fields by constant key (objects, dicts, maps, lists), or be a function of the tree.
 */
import type { TraceStep } from '../findings.js';
import type { ClassIR, ConstValue, FunctionIR, Loc } from '../ir/types.js';
import type { Env } from './env.js';
import { joinPrefix } from './unresolved-calls.js';

/** The parameter (by position) or receiver of a function that a placeholder taint stands for. */
export interface ParamRef {
  fn: string;
  index: number | 'this';
  /**
   * The members read from the parameter on the way (`filter.direction` is `['direction']`), so a
   * summary applied at a call takes that field of the argument, not every field it holds.
   */
  path?: readonly string[];
}

/** Members of a parameter a placeholder follows at most; deeper reads keep the last path. */
const MAX_PARAM_PATH = 3;

/** The `kind` of every parameter placeholder; which parameter it is lives in `Taint.param`. */
export const PARAM_TAINT = '$param';

/**
 * Marker kind on a value read from an object by a key that carries taint (`objs[req.body.k]`): with
 * `__proto__` as the key it is `Object.prototype`. No rule takes it as a source; a write into such a
 * value under a tainted key is the `$keyed.*` assignment sink (two-level prototype pollution).
 */
export const KEYED_READ = '$keyed';

/** Marker taints for a value read by a key carrying `keyTaints` (real kinds only, no placeholders' identity). */
export function keyedReadMarkers(keyTaints: Taint[]): Taint[] {
  return keyTaints.filter((t) => t.kind !== KEYED_READ).map((t) => ({ kind: KEYED_READ, steps: t.steps, sanitized: t.sanitized }));
}

export interface Taint {
  /** Source kind (`remote`), or PARAM_TAINT for a parameter placeholder. */
  kind: string;
  /** Set on parameter placeholders only (summaries): the parameter whose taint this stands for. */
  param?: ParamRef;
  steps: TraceStep[];
  /** Sanitizer kinds already applied. */
  sanitized: readonly string[];
  /** Survives arithmetic and number conversions (predictable random numbers). */
  numeric?: boolean;
  /** Identity for de-duplication (kind, origin, sanitizers), computed once; copies that change none of them keep it. */
  key?: string;
}

export interface AbsValue {
  /**
   * Present when the value is a known constant. `float`: a floating-point number (Java `double`),
   * whose division does not truncate and whose text is `4.0`. `configured`: read from a
   * configuration file of the tree (`.env`, `.properties`), not written in the code.
   */
  const?: { value: ConstValue; float?: true; configured?: true };
  /** The value is one of these constants (paths that joined with different constants). */
  consts?: ConstValue[];
  taints?: Taint[];
  qname?: string;
  /**
   * Library names the value is one of, when paths joined different ones (`const client = secure ?
   * https : http`): a member is named under each of them (resolve.ts `memberNames`).
   */
  qnames?: string[];
  types?: string[];
  /** Contents by constant key (object fields, dict keys, list indexes as "0", "1"…). */
  fields?: Map<string, AbsValue>;
  /** Contents written under keys that are not known. */
  anyField?: AbsValue;
  /** True when `fields` may not list every key (so an absent key is not proof of absence). */
  open?: boolean;
  /** `writtenAt`: the inline level of the code that made a function written inside a function (functions.ts). */
  fn?: { fn: FunctionIR; closure: Env | undefined; boundThis?: AbsValue; writtenAt?: number };
  cls?: ClassIR;
  /** A namespace of a module of the tree (`import * as db from './db'`). */
  module?: string;
  /** The constant text the value starts with, when it is not itself constant (string-prefix.ts). */
  prefix?: string;
  /** Configuration set on this object by earlier calls (`states` model rows; see object-state.ts). */
  states?: ReadonlySet<string>;
  /** Constant text a built string is known to begin with (unresolved-calls.ts). */
  textPrefix?: string;
  /** Text of a built string with unknown parts as NUL (unresolved-calls.ts). */
  textSkeleton?: string;
  /**
   * A function a library hands to a callback that keeps what it is called with (the `resolve` of
   * a promise executor, see `settlers.ts`): calls append their arguments here.
   */
  captures?: AbsValue[];
  /**
   * The constant a setting falls back to when it is unset (`process.env.KEY || 'dev'`, `?? 'dev'`),
   * and where that constant is written: the value may be it on some run. Only checks that ask for it
   * (`orFallback`) look at it; a key argument with a constant fallback is a hard-coded key.
   */
  fallback?: { value: ConstValue; filePath: string; loc: Loc };
  /**
   * Returned by a call the analysis cannot see into (no function of the tree, no model row) that was
   * handed input (`await users.authenticate(email, pw)`): a member read of it is what that code chose,
   * clean for the kinds of `opaqueMember` sanitizer rows (calls.ts sets it, expressions.ts reads it).
   */
  opaque?: true;
}

export const UNKNOWN: AbsValue = Object.freeze({}) as AbsValue;
const MAX_STEPS = 24;
const MAX_TAINTS = 8;

export function constant(value: ConstValue): AbsValue {
  return { const: { value } };
}

/** A constant a configuration file of the tree sets (`.env`, `.properties`): not written in the code. */
export function configuredConstant(value: ConstValue): AbsValue {
  return { const: { value, configured: true } };
}

export function isConst(v: AbsValue | undefined): v is AbsValue & { const: { value: ConstValue } } {
  return v?.const !== undefined;
}

export function hasTaint(v: AbsValue | undefined): boolean {
  return !!v?.taints && v.taints.length > 0;
}

export function tainted(taints: Taint[], extra: Partial<AbsValue> = {}): AbsValue {
  return taints.length ? { ...extra, taints: dedupeTaints(taints) } : { ...extra };
}

/** Two taints are the same when kind, origin and sanitizers agree (the path taken may differ). */
export function taintKey(t: Taint): string {
  if (t.key === undefined) {
    const first = t.steps[0];
    const kind = t.param ? `${t.kind}:${paramRefKey(t.param)}` : t.kind;
    t.key = `${kind}|${first ? `${first.filePath}:${first.line}:${first.column}` : ''}|${t.sanitized.join(',')}`;
  }
  return t.key;
}

export function dedupeTaints(taints: Taint[]): Taint[] {
  if (taints.length <= 1) return taints;
  if (taints.length === 2) return taints[0] === taints[1] || taintKey(taints[0]) === taintKey(taints[1]) ? [taints[0]] : taints;
  const seen = new Map<string, Taint>();
  for (const t of taints) {
    const k = taintKey(t);
    if (!seen.has(k)) seen.set(k, t);
    if (seen.size >= MAX_TAINTS) break;
  }
  return [...seen.values()];
}

/**
 * A copy of a taint with its steps, parameter or sanitizers changed. Written out property by property: every
 * copy then has one shape, where a spread (`{ ...t }`) of taints made in many shapes takes V8's
 * slow generic path, and these copies are made for every step of every value passed on.
 */
function copyTaint(t: Taint, steps: TraceStep[], param: ParamRef | undefined, key: string | undefined, sanitized = t.sanitized): Taint {
  return { kind: t.kind, param, steps, sanitized, numeric: t.numeric, key };
}

export function addStep(taints: readonly Taint[] | undefined, step: TraceStep): Taint[] {
  if (!taints) return [];
  return taints.map((t) => (t.steps.length >= MAX_STEPS ? t : copyTaint(t, [...t.steps, step], t.param, t.key)));
}

export function withStep(v: AbsValue, step: TraceStep): AbsValue {
  if (!hasTaint(v)) return v;
  return { ...v, taints: addStep(v.taints, step) };
}

/** Own taints plus the taints of every field (bounded depth): what a value carries as a whole. */
export function deepTaints(v: AbsValue | undefined, depth = 3, seen = new Set<AbsValue>()): Taint[] {
  if (!v || seen.has(v)) return [];
  seen.add(v);
  const out = [...(v.taints ?? [])];
  if (depth > 0) {
    if (v.fields) for (const f of v.fields.values()) out.push(...deepTaints(f, depth - 1, seen));
    if (v.anyField) out.push(...deepTaints(v.anyField, depth - 1, seen));
  }
  return dedupeTaints(out);
}

/**
 * Fields nested deeper than this are not joined field by field: the joined object keeps their
 * taints as its own and is open. Values built in loops or cycles (`$node['parent'] = $node`)
 * can nest without end; the bound keeps the join (and the stack) finite.
 */
const MAX_JOIN_DEPTH = 24;

/** The constant null (None, nil) and nothing else. */
function isNullValue(v: AbsValue): boolean {
  return v.const !== undefined && v.const.value === null && !v.taints?.length && !v.fields && !v.anyField;
}

/** The library names a value stands for alone: no data of its own (request data is named by its source, not joined here). */
function libraryNames(v: AbsValue): string[] {
  if (v.taints?.length || v.const || v.consts || v.fields) return [];
  return v.qnames ?? (v.qname ? [v.qname] : []);
}

/** Joins the values of two paths that may both have run. */
export function join(a: AbsValue | undefined, b: AbsValue | undefined, depth = 0): AbsValue {
  if (!a) return b ?? UNKNOWN;
  if (!b || a === b) return a;
  if (depth >= MAX_JOIN_DEPTH && (a.fields || b.fields || a.anyField || b.anyField)) {
    const taints = dedupeTaints([...deepTaints(a), ...deepTaints(b)]);
    return { ...(taints.length ? { taints } : {}), fields: new Map(), open: true };
  }
  const out: AbsValue = {};
  if (a.const && b.const && a.const.value === b.const.value) out.const = a.const;
  else {
    const ca = a.const ? [a.const.value] : a.consts;
    const cb = b.const ? [b.const.value] : b.consts;
    if (ca && cb) {
      const all = [...new Set([...ca, ...cb])];
      if (all.length <= 8) out.consts = all;
    }
  }
  // A fallback survives a join: the value may still be that constant on some path.
  const fallback = out.const || out.consts ? undefined : (a.fallback ?? b.fallback);
  if (fallback) out.fallback = fallback;
  if (a.taints === b.taints || !b.taints?.length) {
    if (a.taints?.length) out.taints = a.taints;
  } else if (!a.taints?.length) out.taints = b.taints;
  else out.taints = dedupeTaints([...a.taints, ...b.taints]);
  if (a.qname && a.qname === b.qname) out.qname = a.qname;
  else {
    const names = [...new Set([...libraryNames(a), ...libraryNames(b)])];
    if (libraryNames(a).length && libraryNames(b).length && names.length <= 4) out.qnames = names;
  }
  if (a.opaque && b.opaque) out.opaque = true;
  if (a.types || b.types) out.types = [...new Set([...(a.types ?? []), ...(b.types ?? [])])];
  if (a.fields || b.fields) {
    const fields = new Map<string, AbsValue>();
    // A field one path wrote (or narrowed) and the other left to what the object itself says
    // (no fields known, or open) is not known after the join: reading it asks the object again.
    // A null on one path (`$ok ? new Profile($x) : null`) has no members to read (reading one fails
    // or gives null), so the object's fields are what a read after the join can see.
    const unknownOn = (o: AbsValue, k: string): boolean => !isNullValue(o) && (!o.fields || (!!o.open && !o.fields.has(k)));
    for (const [k, v] of a.fields ?? []) if (!unknownOn(b, k)) fields.set(k, join(v, b.fields?.get(k), depth + 1));
    for (const [k, v] of b.fields ?? []) if (!fields.has(k) && !unknownOn(a, k)) fields.set(k, join(v, a.fields?.get(k), depth + 1));
    out.fields = fields;
    out.open = a.open || b.open || (!a.fields && !isNullValue(a)) || (!b.fields && !isNullValue(b));
  }
  if (a.anyField || b.anyField) out.anyField = join(a.anyField, b.anyField, depth + 1);
  if (a.fn && b.fn && a.fn.fn === b.fn.fn) out.fn = a.fn;
  else if (a.fn && !b.fn && !b.const) out.fn = a.fn;
  else if (b.fn && !a.fn && !a.const) out.fn = b.fn;
  if (a.cls && a.cls === b.cls) out.cls = a.cls;
  if (a.module && a.module === b.module) out.module = a.module;
  const prefix = joinPrefix(a, b);
  if (prefix) out.textPrefix = prefix;
  const skeleton = joinSkeleton(a, b);
  if (skeleton !== undefined) out.textSkeleton = skeleton;
  // A state holds after the join only if it held on both paths.
  if (a.states && b.states) {
    const both = [...a.states].filter((s) => b.states!.has(s));
    if (both.length) out.states = new Set(both);
  }
  return out;
}

/** `setting || 'dev'`: a value that is not itself constant falls back to the constant text on the right. */
export function withFallback(joined: AbsValue, right: AbsValue, filePath: string, loc: Loc): AbsValue {
  if (joined.const || joined.consts || !isConst(right) || typeof right.const.value !== 'string' || right.const.value === '') return joined;
  return { ...joined, fallback: { value: right.const.value, filePath, loc } };
}

/**
 * `process.env.KEY || 'dev'` with `KEY` set by a configuration file of the tree (`.env.example`):
 * the file's value is taken, but a deployment without it falls back to the constant text.
 */
export function configuredFallback(left: AbsValue, right: ConstValue, filePath: string, loc: Loc): AbsValue {
  if (!left.const?.configured || typeof right !== 'string' || right === '') return left;
  return { ...left, fallback: { value: right, filePath, loc } };
}

export function joinAll(values: AbsValue[]): AbsValue {
  return values.reduce<AbsValue | undefined>((acc, v) => join(acc, v), undefined) ?? UNKNOWN;
}

/** A value with every taint cleaned for the given sanitizer kinds (`*`: all taint removed). */
export function sanitize(v: AbsValue, kinds: readonly string[]): AbsValue {
  if (kinds.includes('*')) {
    // Numbers carry no payload, but a predictable number stays predictable unless a row also
    // names the kind it is clean for (`len` of a random sample is its size, not the draw).
    const numbers = numericOnly(v);
    const rest = kinds.filter((k) => k !== '*');
    return rest.length && numbers.taints ? sanitize(numbers, rest) : numbers;
  }
  const taints = deepTaints(v).map((t) => copyTaint(t, t.steps, t.param, undefined, [...new Set([...t.sanitized, ...kinds])]));
  return tainted(taints);
}

/** A parameter placeholder (summaries), as opposed to taint from a real source. */
export function isSymbolic(t: Taint): t is Taint & { param: ParamRef } {
  return t.param !== undefined;
}

export function placeholder(fn: string, index: number | 'this'): Taint {
  return { kind: PARAM_TAINT, param: { fn, index }, steps: [], sanitized: [] };
}

/** A parameter reference as text: function, position, and the members read from it. */
export function paramRefKey(ref: ParamRef): string {
  return ref.path ? `${ref.fn}:${ref.index}.${ref.path.join('.')}` : `${ref.fn}:${ref.index}`;
}

/**
 * The taints of an object as a member read from it carries them: a parameter placeholder now
 * stands for that member of the parameter (`filter` → `filter.direction`); real taints as they are.
 */
export function memberTaints(taints: readonly Taint[], key: string): Taint[] {
  return taints.map((t) => {
    if (!t.param || (t.param.path?.length ?? 0) >= MAX_PARAM_PATH) return t;
    // The identity changes with the path: the copy has no key yet.
    return copyTaint(t, t.steps, { fn: t.param.fn, index: t.param.index, path: [...(t.param.path ?? []), key] }, undefined);
  });
}

/**
 * What a member path of an actual argument holds, for a placeholder that read that path: the
 * field where the object lists it, the object's own taints (its members carry them) where it
 * does not. An object that may hold unlisted keys (`open`) keeps every taint it has.
 */
export function taintsAtPath(v: AbsValue | undefined, path: readonly string[] | undefined): Taint[] {
  if (!v || !path || path.length === 0) return deepTaints(v);
  let current: AbsValue = v;
  for (let i = 0; i < path.length; i++) {
    const field = current.fields?.get(path[i]!);
    if (field) {
      current = field;
      continue;
    }
    if (current.open || current.anyField) return deepTaints(current);
    let own = current.taints ?? [];
    for (const key of path.slice(i)) own = memberTaints(own, key);
    return dedupeTaints([...own]);
  }
  return deepTaints(current);
}

/** The type of PHP array literals (languages.ts `literalTypes`). */
const PHP_ARRAY = 'array';

export function truthiness(v: AbsValue): boolean | undefined {
  if (!v.const && v.consts) {
    const all = v.consts.map((c) => !(c === null || c === false || c === 0 || c === ''));
    return all.every((x) => x === all[0]) ? all[0] : undefined;
  }
  if (!v.const) {
    // An empty collection is falsy in PHP and Python (truthy in JavaScript): not decided.
    if (v.fields && v.fields.size === 0 && !v.fn && !v.cls) return undefined;
    // A PHP array may hold fields from one path and be empty on another (`$errors = []; if (…)
    // $errors[] = '…'; if (!$errors)`): a join keeps the fields, not that they may be missing.
    if (v.fields && !v.fn && !v.cls && v.types?.includes(PHP_ARRAY)) return undefined;
    if (v.fn || v.fields || v.cls) return true;
    return undefined;
  }
  const value = v.const.value;
  return !(value === null || value === false || value === 0 || value === '');
}

/** Declared types (Java, Go) whose values are numbers or booleans: text does not survive into them. */
export const PRIMITIVE_NUMBER_TYPES: ReadonlySet<string> = new Set(['int', 'long', 'short', 'byte', 'float', 'double', 'boolean', 'int64', 'int32', 'uint', 'uint64', 'float64', 'bool']);

/** What survives a conversion to a number: only numeric taints (a predictable random stays predictable). */
export function numericOnly(v: AbsValue | undefined): AbsValue {
  const kept = deepTaints(v).filter((t) => t.numeric);
  return kept.length ? { taints: kept } : {};
}

/**
 * The text skeleton of a value that is one of two built strings: the same skeleton; the built one
 * when the other is the empty string (`$where ? ' WHERE ' . $w : ''`); or, when the two differ only
 * in their words (`` `city` = '\0' `` and `` `country` = '\0' ``), their shape: each run of word
 * characters as one `x`, every quote, separator and hole where it was.
 */
function joinSkeleton(a: AbsValue, b: AbsValue): string | undefined {
  const sa = a.textSkeleton ?? (a.const?.value === '' ? '' : undefined);
  const sb = b.textSkeleton ?? (b.const?.value === '' ? '' : undefined);
  if (sa === undefined || sb === undefined) return undefined;
  if (sa === sb) return sa === '' ? undefined : sa;
  if (sa === '' || sb === '') return sa || sb;
  const shape = (t: string): string => t.replace(/\w+/g, 'x');
  return shape(sa) === shape(sb) ? shape(sa) : undefined;
}
