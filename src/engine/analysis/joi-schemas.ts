/**
 * Joi validation (`schema.validate(req.body)`, `await schema.validateAsync(…)`, `Joi.attempt(x, schema)`).
 * The validated value is not the input as it came: Joi converts and checks each key of an object
 * schema, and by default rejects keys the schema does not list. A key whose schema admits only
 * numbers, booleans, dates, GUIDs, e-mail addresses or a list of constants (`.valid('a', 'b')`) holds
 * no injectable text, the way the engine already treats numbers and allow-lists; a key that is any
 * string (`.max`, `.trim`, `.pattern` included) keeps the input's taint.
 *
 * Schemas are evaluated as values: a call on `joi` (the default import's qualified name) or on a
 * schema value returns a schema value, marked with the type `joi.Schema`; its `fields` are the keys of
 * an object schema and its `states` say whether it is a closed object and whether its values are safe.
 * A call whose schema is not known passes through unchanged (the rest of calls.ts decides).
 */
import { isConst, tainted, taintsAtPath, UNKNOWN, type AbsValue } from './values.js';

const SCHEMA_TYPE = 'joi.Schema';
/** Values the schema admits are not text an attacker chooses. */
const SAFE = 'joi:safe';
/** An object schema: `fields` lists its keys' schemas. */
const OBJECT = 'joi:object';
/** An object schema that lets keys it does not list through (`.unknown()`, `.pattern()`). */
const OPEN = 'joi:open';

/** Leaf schemas whose values are never attacker-chosen text. */
const SAFE_LEAVES = new Set(['number', 'boolean', 'bool', 'date', 'guid', 'uuid']);
/** Methods that narrow any schema to values that are not injectable text. */
const SAFE_RULES = new Set(['integer', 'guid', 'uuid', 'email', 'isoDate', 'hex', 'base64', 'alphanum', 'token']);
/** Methods that keep a schema as it is (limits, presence, conversion, documentation). */
const KEEPING_RULES = new Set(['min', 'max', 'length', 'positive', 'negative', 'precision', 'port', 'greater', 'less', 'multiple', 'required', 'optional', 'forbidden', 'default', 'label', 'description', 'messages', 'message', 'error', 'trim', 'lowercase', 'uppercase', 'case', 'insensitive', 'empty', 'strict', 'prefs', 'options', 'meta', 'note', 'tag', 'example', 'id', 'raw', 'truncate', 'normalize', 'pattern', 'regex', 'strip', 'presence', 'timestamp', 'iso', 'sign', 'unsafe', 'cast']);

function schema(states: string[], fields?: Map<string, AbsValue>): AbsValue {
  return { types: [SCHEMA_TYPE], states: new Set(states), ...(fields ? { fields } : {}) };
}

function isSchema(v: AbsValue | undefined): v is AbsValue & { states: ReadonlySet<string> } {
  return !!v?.types?.includes(SCHEMA_TYPE) && !!v.states;
}

/** Every argument is a constant (an allow-list written in the code). */
function allConstants(args: readonly AbsValue[]): boolean {
  return args.length > 0 && args.every((a) => isConst(a) || (a.consts !== undefined && !a.taints?.length));
}

/** The key schemas of `{ key: Joi.… }`; a key whose value is not a schema is unknown (kept tainted). */
function keySchemas(arg: AbsValue | undefined, into: Map<string, AbsValue>): void {
  for (const [k, v] of arg?.fields ?? []) into.set(k, isSchema(v) ? v : schema([]));
}

/** `Joi.number()`, `Joi.string()`, `Joi.object({…})`: a new schema. */
function leaf(kind: string, args: readonly AbsValue[]): AbsValue | undefined {
  if (kind === 'object') {
    const fields = new Map<string, AbsValue>();
    keySchemas(args[0], fields);
    // `Joi.object()` without keys admits any key.
    return schema(args[0]?.fields ? [OBJECT] : [OBJECT, OPEN], fields);
  }
  if (SAFE_LEAVES.has(kind)) return schema([SAFE]);
  if (kind === 'string' || kind === 'any' || kind === 'array' || kind === 'alternatives' || kind === 'binary') return schema([]);
  return undefined;
}

/** `schema.max(40)`, `.valid('a', 'b')`, `.keys({…})`, `.unknown()`: the schema the method returns. */
function refine(s: AbsValue & { states: ReadonlySet<string> }, method: string, args: readonly AbsValue[]): AbsValue {
  const states = new Set(s.states);
  const fields = s.fields ? new Map(s.fields) : undefined;
  if (method === 'valid' || method === 'equal' || method === 'only') {
    if (allConstants(args)) states.add(SAFE);
  } else if (method === 'allow') {
    // Extra constants are still constants; an allowed value that is not one undoes the narrowing.
    if (!allConstants(args)) states.delete(SAFE);
  } else if (SAFE_RULES.has(method)) {
    if (!states.has(OBJECT)) states.add(SAFE);
  } else if (method === 'keys' || method === 'append') {
    if (fields && args[0]?.fields) {
      keySchemas(args[0], fields);
      states.delete(OPEN);
    } else states.add(OPEN);
  } else if (method === 'unknown' || (method === 'pattern' && states.has(OBJECT))) {
    if (!(isConst(args[0]) && args[0].const.value === false)) states.add(OPEN);
  } else if (!KEEPING_RULES.has(method)) {
    // A method not listed here may change what the schema admits: keep the taint.
    states.delete(SAFE);
    states.add(OPEN);
  }
  return schema([...states], fields);
}

/** What one key of the input holds. */
function member(input: AbsValue, key: string): AbsValue {
  return input.fields?.get(key) ?? tainted(taintsAtPath(input, [key]));
}

/** `{ allowUnknown: true }` in the options: keys the schema does not list pass through unchecked. */
function allowsUnknown(options: AbsValue | undefined): boolean {
  const v = options?.fields?.get('allowUnknown');
  return !!v && !(isConst(v) && v.const.value === false);
}

/** The value Joi returns for `input` checked by `s`. */
export function validated(input: AbsValue, s: AbsValue & { states: ReadonlySet<string> }, allowUnknown = false): AbsValue {
  if (s.states.has(SAFE)) return UNKNOWN;
  if (!s.states.has(OBJECT) || s.states.has(OPEN) || allowUnknown) return input;
  const fields = new Map<string, AbsValue>();
  for (const [key, keySchema] of s.fields ?? []) {
    if (!isSchema(keySchema)) continue;
    fields.set(key, validated(member(input, key), keySchema));
  }
  return { fields };
}

/**
 * The value of a Joi call, or undefined when the call is not one: schema construction and
 * refinement, `validate` (`{ value, error }`), `validateAsync` and `Joi.attempt` / `Joi.assert`.
 */
export function joiCall(names: readonly string[], method: string | undefined, receiver: AbsValue | undefined, args: readonly AbsValue[]): AbsValue | undefined {
  if (isSchema(receiver) && method) {
    if (method === 'validate') {
      const value = args[0] ? validated(args[0], receiver, allowsUnknown(args[1])) : UNKNOWN;
      return { fields: new Map([['value', value], ['error', UNKNOWN]]) };
    }
    if (method === 'validateAsync') return args[0] ? validated(args[0], receiver, allowsUnknown(args[1])) : UNKNOWN;
    return refine(receiver, method, args);
  }
  // Every call of a scan passes here: a prefix test before anything else.
  const joiName = names.find((n) => n.startsWith('joi.') && n.indexOf('.', 4) < 0);
  if (!joiName) return undefined;
  const kind = joiName.slice('joi.'.length);
  if (kind === 'attempt' || kind === 'assert') {
    const s = args[1];
    if (!isSchema(s) || !args[0]) return undefined;
    return kind === 'attempt' ? validated(args[0], s, allowsUnknown(args[2])) : UNKNOWN;
  }
  return leaf(kind, args);
}
