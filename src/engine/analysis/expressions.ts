/**
 * Expressions: the abstract value of each IR expression — constants fold, names resolve (scope, `this`, class,
 * tree), members read fields or model rows, operators fold or pass taint. Calls go to `calls.ts`.
 */
import { memberTypeOf } from './member-type-conventions.js';
import { sourceMemberRead } from './member-sources.js';
import { roundTripRead } from './round-trips.js';
import { withSanitizedFields } from './validator-chains.js';
import { SLICE_RANGE, type BinaryOp, type Expr, type UnaryOp } from '../ir/types.js';
import { foldSlice } from './const-calls.js';
import { fold, stringOf } from './constant-folds.js';
import { foldFloat, javaDoubleText } from './float-folds.js';
import { percentFormatted } from './percent-format.js';
import { classAttributeOfInstance, classValue, staticFieldValue } from './statics.js';
import { libraryConstant } from './library-constants.js';
import { typedViewArg } from './route-converters.js';
import { arrayAccessRead, propertyRead, stringValue } from './object-protocols.js';
import { evalCall } from './calls.js';
import { sinkTaints } from './sink-args.js';
import { keptExpressionValue } from './expression-guards.js';
import { elementsOf, fewPhrases, isConstantCollection, keyOf, readByConstantKeys, spreadMapping } from './containers.js';
import type { Env } from './env.js';
import { narrow } from './narrowing.js';
import { reportSink, snippet } from './reporting.js';
import { classQualifiedOf, classSimpleName, fnValue, importValue, writtenFnValue, memberNames, moduleEnv, moduleMember, resolveQname, staticMember } from './resolve.js';
import { type AnalysisState, type Frame } from './state.js';
import { builtString } from './unresolved-calls.js';
import { withUnpredictableParts } from './unpredictable-parts.js';
import { membershipTest, sameExpression } from './same-expression.js';
import { withConcatPrefix, withPartsPrefix } from './string-prefix.js';
import { configuredConstant, configuredFallback, constant, deepTaints, hasTaint, isConst, join, keyedReadMarkers, memberTaints, numericOnly, PRIMITIVE_NUMBER_TYPES, sanitize, tainted, truthiness, UNKNOWN, withFallback, type AbsValue } from './values.js';
import { declaredFieldType } from './instances.js';
import { declaresNumbersOnly } from './declared-numbers.js';
import { validatedFieldKinds } from './dto-fields.js';
import { withValidatedFields } from './fastify-schemas.js';
import { validatedModelField } from './pydantic-fields.js';

const ARITHMETIC = new Set<BinaryOp>(['sub', 'mul', 'div', 'mod', 'pow', 'shl', 'shr', 'ushr', 'bitAnd', 'bitOr', 'bitXor', 'floorDiv', 'matMul']);
const COMPARISON = new Set<BinaryOp>(['eq', 'ne', 'eqIgnoreCase', 'lt', 'gt', 'le', 'ge', 'in', 'instanceof']);
/** Number conversions: only numeric taint (predictable randomness) survives them. */
const NUMERIC_UNARY = new Set<UnaryOp>(['neg', 'plus', 'bitNot', 'increment']);

export function evalExpr(st: AnalysisState, e: Expr, env: Env, frame: Frame): AbsValue {
  st.work++;
  switch (e.kind) {
    case 'const':
      return e.float ? { const: { value: e.value, float: true } } : constant(e.value);
    case 'name':
      return evalName(st, e, env, frame);
    case 'this':
      return frame.thisValue ?? UNKNOWN;
    case 'member':
      return keptExpressionValue(e, env) ?? evalMember(st, e, env, frame);
    case 'call':
      return keptExpressionValue(e, env) ?? evalCall(st, e, env, frame);
    case 'concat': {
      const parts = e.parts.map((p) => stringValue(st, evalExpr(st, p, env, frame), p, frame));
      if (parts.every(isConst)) {
        const texts = parts.map((p) => (p.const!.float && typeof p.const!.value === 'number' ? javaDoubleText(p.const!.value) : stringOf(p.const!.value)));
        if (texts.every((t) => t !== undefined)) return constant(texts.join(''));
      }
      // Each part one of a few constants (`/${locale}` with `locale` 'fr' or 'en'): the text is one of their joins.
      const choices = constantJoins(parts);
      if (choices) return { consts: choices, types: [frame.traits.literalTypes.string] };
      const built = builtString(withPartsPrefix(tainted(parts.flatMap((p) => deepTaints(p)), { types: [frame.traits.literalTypes.string] }), parts), parts, frame.traits.literalTypes.string);
      return withUnpredictableParts(built, parts);
    }
    case 'binary':
      return evalBinary(st, e, env, frame);
    case 'unary': {
      const v = evalExpr(st, e.operand, env, frame);
      if (e.op === 'not') {
        const t = truthiness(v);
        return t === undefined ? UNKNOWN : constant(!t);
      }
      if (e.op === 'neg' && isConst(v) && typeof v.const.value === 'number') return v.const.float ? { const: { value: -v.const.value, float: true } } : constant(-v.const.value);
      if (NUMERIC_UNARY.has(e.op)) return numericOnly(v);
      if (e.op === 'typeof' || e.op === 'void' || e.op === 'delete') return UNKNOWN;
      return v; // operators no table knows pass the value through
    }
    case 'cond': {
      const t = truthiness(evalExpr(st, e.test, env, frame));
      if (t === true) return evalExpr(st, e.then, env, frame);
      if (t === false) return evalExpr(st, e.else, env, frame);
      // Each arm sees what the test proves (`x if x in ALLOWED else "default"`).
      const [a, b] = [env.fork(), env.fork()];
      narrow(st, e.test, a, true, frame);
      narrow(st, e.test, b, false, frame);
      // `ALLOWED.includes(f(x)) ? f(x) : 'default'`: the arm repeats the checked computation.
      const member = membershipTest(e.test);
      if (member && sameExpression(member.element, e.then) && isConstantCollection(evalExpr(st, member.collection, a, frame))) {
        evalExpr(st, e.then, a, frame);
        return join(UNKNOWN, evalExpr(st, e.else, b, frame));
      }
      return join(evalExpr(st, e.then, a, frame), evalExpr(st, e.else, b, frame));
    }
    case 'object':
      return evalObject(st, e, env, frame);
    case 'array': {
      const fields = new Map<string, AbsValue>();
      const out: AbsValue = { fields, types: [frame.traits.literalTypes.array] };
      e.elements.forEach((el, i) => {
        const v = evalExpr(st, el, env, frame);
        if (el.kind === 'unknown' && el.note === 'spread') {
          out.open = true;
          out.anyField = join(out.anyField, elementsOf(v));
        } else fields.set(String(i), v);
      });
      return out;
    }
    case 'function':
      return writtenFnValue(st, e.fn, env, frame);
    case 'cast': {
      const v = evalExpr(st, e.value, env, frame);
      // A conversion to a primitive number the runtime enforces (Java `(int) x`, `int n = …`; Go
      // `x.(int)`): only numeric taint survives. TypeScript's `number` is not enforced and not listed.
      if (PRIMITIVE_NUMBER_TYPES.has(e.type) && !isConst(v) && !v.consts) return { ...numericOnly(v), types: [e.type] };
      // Already of that type: the same object, so in-place marks (`states`) reach the field's value.
      if (v.types?.includes(e.type)) return v;
      return { ...v, types: [e.type, ...(v.types ?? [])] };
    }
    case 'unknown': {
      const children = e.children.map((c) => evalExpr(st, c, env, frame));
      if (e.note === 'spread' || (e.note === 'dict-spread' && children[0]?.fields)) return e.note === 'spread' ? (children[0] ?? UNKNOWN) : spreadMapping(children[0]);
      if (e.note === SLICE_RANGE && children.length === 3) {
        const folded = foldSlice(children[0], children[1], children[2]);
        if (folded) return folded;
      }
      // A React element: rendering escapes its text, and the raw HTML it may hold was checked where
      // it was written (`jsx.dangerouslySetInnerHTML`), so the element itself carries no taint.
      if (e.note === 'jsx') return UNKNOWN;
      return tainted(children.flatMap((c) => deepTaints(c)));
    }
  }
}

function evalObject(st: AnalysisState, e: Extract<Expr, { kind: 'object' }>, env: Env, frame: Frame): AbsValue {
  const fields = new Map<string, AbsValue>();
  const out: AbsValue = { fields, types: [frame.traits.literalTypes.object] };
  for (const entry of e.entries) {
    const v = evalExpr(st, entry.value, env, frame);
    if (entry.key === null) {
      // A spread: its fields are copied; an open or unknown spread leaves the object open, and may
      // replace any field written before it (`{ name: 'Anonymous', ...req.body }`: `name` can be the
      // request's), so those fields also take what an unlisted key of the spread holds.
      const unlisted = hasTaint(v) ? join(v.anyField, { taints: v.taints }) : v.anyField;
      if ((!v.fields || v.open) && unlisted) {
        for (const [k, fv] of fields) if (!v.fields?.has(k)) fields.set(k, join(fv, unlisted));
      }
      for (const [k, fv] of v.fields ?? []) fields.set(k, fv);
      if (!v.fields || v.open) out.open = true;
      if (hasTaint(v)) out.anyField = join(out.anyField, { taints: v.taints });
    } else if (typeof entry.key === 'string') fields.set(entry.key, v);
    else {
      const k = keyOf(evalExpr(st, entry.key, env, frame));
      if (k !== undefined) fields.set(k, v);
      else out.anyField = join(out.anyField, v);
    }
  }
  return out;
}

function evalName(st: AnalysisState, e: Extract<Expr, { kind: 'name' }>, env: Env, frame: Frame): AbsValue {
  let v = env.lookup(e.name);
  if (v === undefined && frame.thisValue) {
    // Java and friends: a bare name may be a field or a method of the enclosing class.
    const field = frame.thisValue.fields?.get(e.name);
    if (field) v = field;
    // The class's own name is the class (`S.helper(x)` inside S), not its Java constructor `S(…)`.
    else if (frame.fn.className && e.name !== classSimpleName(frame.fn.className)) {
      const method = st.program.findMethod(classQualifiedOf(frame), e.name, -1, frame.module);
      if (method) v = fnValue(st, method.fn, moduleEnv(st, method.module), frame.thisValue);
    }
  }
  if (v === undefined) {
    const local = frame.module.classes.find((c) => c.name === e.name);
    if (local) v = classValue(st, local);
  }
  // Python's `__file__`: the module's own file, a location the program chose (its tree-relative path).
  if (v === undefined) {
    const qname = e.qualified ?? e.name;
    if (frame.traits.importsByPath && qname.startsWith('.')) v = importValue(st, frame.module, qname);
    else v = resolveQname(st, qname, frame.family) ?? { qname };
  }
  if (e.type && !v.types) v = { ...v, types: [e.type] };
  return v;
}

function evalMember(st: AnalysisState, e: Extract<Expr, { kind: 'member' }>, env: Env, frame: Frame): AbsValue {
  const obj = evalExpr(st, e.object, env, frame);
  if (typeof e.property !== 'string') {
    const keyValue = evalExpr(st, e.property, env, frame);
    const key = keyOf(keyValue);
    if (key === undefined) {
      const byConstants = readByConstantKeys(obj, keyValue);
      if (byConstants) return byConstants;
      reportStringIndexSinks(st, obj, keyValue, e, frame);
      const all = elementsOf(obj);
      // An element picked by a predictable index is predictable (`ALPHABET[Math.floor(Math.random() * n)]`),
      // unless it is one of a few constant phrases (a tip of the day): no secret, whatever picks it.
      const picked = fewPhrases(obj) ? [] : (numericOnly(keyValue).taints ?? []);
      // An object without a prototype read by any key gives its own property or nothing: no marker.
      const markers = frame.traits.prototypeFreeType && obj.types?.includes(frame.traits.prototypeFreeType) ? [] : keyedReadMarkers(keyValue.taints ?? []);
      const element = tainted([...deepTaints(all), ...(obj.taints ?? []), ...picked, ...markers]);
      // Elements built alike (`"name = '" . $esc . "'"` pushed in a loop) keep their common text shape.
      return all.textSkeleton !== undefined && !picked.length ? { ...element, textSkeleton: all.textSkeleton } : element;
    }
    return readMember(st, obj, key, e, frame);
  }
  // `'xxx'.length` of a constant string is a constant (a branch test on it picks its arm).
  const props = frame.traits.foldsConstantCalls?.stringProperties;
  if (props && Object.hasOwn(props, e.property) && isConst(obj) && typeof obj.const.value === 'string') return constant(props[e.property](obj.const.value));
  return readMember(st, obj, e.property, e, frame);
}

/**
 * `s[i]` on a string reads the same character as `s.charAt(i)`; sink rows name that read
 * `<string type>.$index` (a character drawn from an alphabet string by a predictable index).
 * A value of another declared type names its own element read (`char[].$index`: Java's
 * `ALPHABET[i]` on a `char[]` is the alphabet idiom too), so rows decide which types count.
 */
function reportStringIndexSinks(st: AnalysisState, obj: AbsValue, keyValue: AbsValue, e: Expr, frame: Frame): void {
  if (!hasTaint(keyValue)) return;
  const stringType = frame.traits.literalTypes.string;
  const isString = isConst(obj) ? typeof obj.const.value === 'string' : obj.consts?.length ? obj.consts.every((c) => typeof c === 'string') : obj.types?.includes(stringType);
  const types = [...(isString ? [stringType] : []), ...(obj.types ?? []).filter((t) => t !== stringType)];
  for (const type of types) {
    for (const row of frame.models.sinkCalls.find([`${type}.$index`])) reportSink(st, frame, row, sinkTaints(row, [keyValue], {}, obj), e.loc, `${type}[…]`);
  }
}

/** A member read; a field the framework validated (dto-fields.ts) comes back clean for what its check proves. */
function readMember(st: AnalysisState, obj: AbsValue, key: string, e: Expr, frame: Frame): AbsValue {
  // A request part a route schema validated (fastify-schemas.ts): its checked fields read clean.
  const value = withValidatedFields(obj, key, readMemberValue(st, obj, key, e, frame));
  // A struct field the compiler keeps numeric (`IDs []uint` of a decoded request) holds numbers (declared-numbers.ts).
  const declared = obj.types && hasTaint(value) && !isConst(value) && !value.consts ? declaredFieldType(st, obj.types, key, frame.module) : undefined;
  if (declared && declaresNumbersOnly(declared, frame.traits.declaredNumbers)) return { ...numericOnly(value), types: [declared] };
  if (validatedModelField(st, obj, key, frame)) return { ...value, taints: undefined };
  const validated = validatedFieldKinds(st, obj, key, frame);
  return validated ? sanitize(value, validated) : value;
}

function readMemberValue(st: AnalysisState, obj: AbsValue, key: string, e: Expr, frame: Frame): AbsValue {
  const models = frame.models;
  // A field written or narrowed on this path wins over what models say the member is.
  const own = obj.fields?.get(key);
  if (own !== undefined) return own;
  if (typedViewArg(st, obj, key, frame)) return UNKNOWN;
  if (isConst(obj) && typeof obj.const.value === 'string' && /^-?\d+$/.test(key)) return constant(obj.const.value.at(Number(key)) ?? null); // "ABC"[1]
  const names = memberNames(st, obj, key, frame);
  if (names.length) {
    const known = libraryConstant(names);
    if (known) return known;
    const config = models.configPaths.find(names.map((n) => n.slice(0, n.length - key.length - 1)));
    if (config.length) {
      const value = st.program.config.get(key);
      if (value !== undefined) return configuredConstant(value);
    }
    // An object a framework base class puts on the member (`memberTypes` rows): calls on it resolve by that type.
    const memberType = memberTypeOf(st, models.memberTypes.find(names), key, frame);
    // A member path the models call clean (multer's `req.file.path`): clean for the row's kinds, still named.
    const cleanRow = models.sanitizerPaths.find(names)[0];
    if (cleanRow) return cleanPathRead(obj, key, names[0]!, cleanRow.kinds);
    const source = sourceMemberRead(st, names, e.loc, snippet(st, frame.module, e.loc, 60), frame) ?? roundTripRead(st, names, e.loc, frame);
    if (source) {
      const read = withSanitizedFields(source, e, frame);
      return memberType ? { ...read, types: [memberType] } : read;
    }
    // A member of request data keeps its taint and name (`request.files["scan"]` is a FileStorage the client sent).
    if (memberType) return hasTaint(obj) ? { types: [memberType], taints: memberTaints(obj.taints!, key), qname: names[0] } : { types: [memberType] };
  }
  if (models.sanitizerMembers.has(key)) {
    const row = models.sanitizerMembers.get(key)!;
    return sanitize(obj.fields?.get(key) ?? obj, row.kinds);
  }
  if (obj.module) {
    const member = moduleMember(st, obj.module, key);
    if (member || (!obj.types && !obj.cls)) return member ?? UNKNOWN;
  }
  if (obj.cls) {
    const m = staticMember(st, obj.cls.qualified, key);
    if (m) return m;
    const field = staticFieldValue(st, obj, key, frame.module);
    if (field) return field;
  }
  if (obj.types) {
    for (const t of obj.types) {
      const entry = st.program.classByName(t, frame.module);
      if (!entry) continue;
      // Java: `this.grade` is the field even when an accessor `grade()` is declared beside it.
      if (frame.traits.fieldsApartFromMethods && declaredFieldType(st, [entry.cls.qualified], key, entry.module)) continue;
      const method = st.program.findMethod(entry.cls.qualified, key, -1, entry.module);
      if (method) return propertyRead(st, method, obj, e, frame) ?? fnValue(st, method.fn, moduleEnv(st, method.module), obj);
    }
    // Python reads a class attribute through the instance when the instance has no own one: an
    // object the class body made (a form's `StringField()`) is what `form.title` is. Not for request
    // data as a whole (a pydantic body's fields are its own) nor for plain constants.
    if (frame.traits.instancesReadClassAttributes && !hasTaint(obj)) {
      const attribute = classAttributeOfInstance(st, obj.types, key, frame.module);
      if (attribute?.types && !attribute.fn && !attribute.cls) return attribute;
    }
    // Known only by its class of the tree (a Go struct reached through another's field: `s.Items.Store.DB`).
    if (!obj.fields?.size && !obj.anyField) {
      const declared = declaredFieldType(st, obj.types, key, frame.module);
      if (declared) return hasTaint(obj) ? { types: [declared], taints: memberTaints(obj.taints!, key) } : { types: [declared] };
    }
  }
  const viaGetter = arrayAccessRead(st, obj, key, e, frame);
  if (viaGetter) return viaGetter;
  const out: AbsValue = {};
  const ownType = obj.types?.[0] ?? (typeof obj.const?.value === 'string' ? frame.traits.literalTypes.string : undefined);
  // A member of a library object keeps its name even after other fields were written on it
  // (`app.secret_key = …` then `app.config["DEBUG"] = True` is still `flask.Flask.config.DEBUG`);
  // objects whose fields the analysis knows (literals, instances of the tree's classes) do not.
  const libraryObject = ownType !== undefined && !Object.values(frame.traits.literalTypes).includes(ownType) && !st.program.classByName(ownType, frame.module);
  if (!obj.qname && ownType && (!obj.fields?.size || libraryObject)) out.qname = `${ownType}.${key}`;
  // A class attribute set outside the class body (Django's `Model.objects` manager) is named by the class.
  if (!obj.qname && obj.cls && !out.qname) out.qname = `${obj.cls.qualified}.${key}`;
  if (obj.qname) {
    out.qname = `${obj.qname}.${key}`;
    const resolved = resolveQname(st, out.qname, frame.family);
    if (resolved) return resolved;
  }
  if (obj.anyField) return join(obj.anyField, hasTaint(obj) ? { taints: memberTaints(obj.taints!, key) } : undefined);
  if (hasTaint(obj)) out.taints = memberTaints(obj.taints!, key);
  // A member of what an unseen call returned for input (`user.id` of `authenticate(email, pw)`).
  if (obj.opaque && out.taints) for (const row of models.sanitizerOpaque) out.taints = sanitize({ taints: out.taints }, row.kinds).taints;
  return out;
}

/** The texts a concatenation of constants and few-constant choices can be (at most 8), else undefined. */
function constantJoins(parts: readonly AbsValue[]): string[] | undefined {
  let texts = [''];
  for (const p of parts) {
    if (hasTaint(p)) return undefined;
    const options = (p.const ? [p.const.value] : (p.consts ?? [])).map((c) => (typeof c === 'string' || typeof c === 'number' ? String(c) : undefined));
    if (!options.length || options.includes(undefined)) return undefined;
    texts = texts.flatMap((t) => options.map((o) => t + o));
    if (texts.length > 8) return undefined;
  }
  return [...new Set(texts)];
}

/** A read the models call clean by its path: the member's taint cleaned for the row's kinds, its name kept. */
function cleanPathRead(obj: AbsValue, key: string, qname: string, kinds: readonly string[]): AbsValue {
  const read: AbsValue = hasTaint(obj) ? { taints: memberTaints(obj.taints!, key) } : {};
  return { ...sanitize(read, kinds), qname };
}

function evalBinary(st: AnalysisState, e: Extract<Expr, { kind: 'binary' }>, env: Env, frame: Frame): AbsValue {
  const l = evalExpr(st, e.left, env, frame);
  if (e.op === 'and') {
    const t = truthiness(l);
    if (t === false) return l;
    const r = evalExpr(st, e.right, env, frame);
    // `x && false` is falsy whatever `x` is: with `x` carrying no input, both of its values are
    // falsy constants, so the result is taken as the right one (a branch it guards stays dead).
    if (t === undefined && truthiness(r) === false && !hasTaint(l)) return r;
    return t === true ? r : join(l, r);
  }
  if (e.op === 'or') {
    const t = truthiness(l);
    if (t === true) return e.right.kind === 'const' ? configuredFallback(l, e.right.value, frame.module.path, e.right.loc) : l;
    const r = evalExpr(st, e.right, env, frame);
    return t === false ? r : withFallback(join(l, r), r, frame.module.path, e.right.loc);
  }
  if (e.op === 'nullish') {
    if (isConst(l) && l.const.value !== null) return e.right.kind === 'const' ? configuredFallback(l, e.right.value, frame.module.path, e.right.loc) : l;
    const r = evalExpr(st, e.right, env, frame);
    if (isConst(l) && l.const.value === null) return r;
    return withFallback(join(l, r), r, frame.module.path, e.right.loc);
  }
  const r = evalExpr(st, e.right, env, frame);
  if (isConst(l) && isConst(r)) {
    if (l.const.float || r.const.float) {
      const folded = foldFloat(e.op, l.const.value, r.const.value, !!l.const.float, !!r.const.float);
      if (folded !== undefined) return folded;
    } else {
      const folded = fold(e.op, l.const.value, r.const.value, frame.traits.foldsJavaArithmetic);
      if (folded !== undefined) return constant(folded);
    }
  }
  if (COMPARISON.has(e.op)) return UNKNOWN; // a boolean carries no payload
  if (e.op === 'mod' && frame.traits.percentFormatsStrings && isConst(l) && typeof l.const.value === 'string') return percentFormatted(l.const.value, r, frame);
  if (ARITHMETIC.has(e.op)) return numericOnly(join(l, r)); // nor does a number, unless it is predictable randomness
  // `+` of unknowns (maybe strings), Python `%` formatting, and anything else: taint flows.
  const built = withConcatPrefix(tainted([...deepTaints(l), ...deepTaints(r)]), e.op, l, r);
  return e.op === 'add' ? builtString(built, [l, r], frame.traits.literalTypes.string) : built;
}
