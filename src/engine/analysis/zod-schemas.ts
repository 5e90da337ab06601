/**
 * zod validation (`schema.parse(input)`, `await schema.parseAsync(…)`, `schema.safeParse(input).data`).
 * What `parse` returns is not the input as it came: an object schema keeps only the keys it lists
 * (unknown keys are stripped unless `.passthrough()`), and each key's schema converts and checks its
 * value. A key whose schema admits only numbers, booleans, dates, big integers, UUID-like ids or a
 * list of constants (`z.enum([...])`, `z.literal(c)`, `z.nativeEnum(E)`) holds no injectable text, the
 * way the engine already treats numbers and allow-lists; a string key (`.max`, `.url()`, `.regex`
 * included) keeps the input's taint at that key.
 *
 * Schemas are evaluated as values: a call on zod's `z` (or the module itself, `import * as z`) or on a
 * schema value returns a schema value marked with the type `zod.ZodType`; its `fields` are the keys of
 * an object schema and its `states` say whether its values are safe and whether the object lets
 * unlisted keys through. A call whose schema is not known passes through unchanged (calls.ts decides).
 */
import { isConst, tainted, taintsAtPath, UNKNOWN, type AbsValue } from './values.js';

const SCHEMA_TYPE = 'zod.ZodType';
/** Values the schema admits are not text an attacker chooses. */
const SAFE = 'zod:safe';
/** An object schema: `fields` lists its keys' schemas. */
const OBJECT = 'zod:object';
/** A schema whose parsed value is not built from its keys' schemas (passthrough, transforms, unions). */
const OPEN = 'zod:open';

/** Leaf schemas (also under `z.coerce`) whose values are never attacker-chosen text. */
const SAFE_LEAVES = new Set(['number', 'boolean', 'date', 'bigint', 'nan', 'null', 'undefined', 'void', 'never']);
/** Leaves admitting only constants written in the code. */
const CONSTANT_LEAVES = new Set(['enum', 'nativeEnum', 'literal']);
/** Leaves whose values are text, or anything: they keep the input's taint. */
const OPEN_LEAVES = new Set(['string', 'any', 'unknown', 'array', 'record', 'map', 'set', 'tuple', 'union', 'discriminatedUnion', 'intersection', 'lazy', 'custom', 'instanceof', 'function', 'promise', 'preprocess']);
/** String checks after which the value is an id or a date, not free text. */
const SAFE_CHECKS = new Set(['uuid', 'cuid', 'cuid2', 'ulid', 'datetime', 'date', 'time', 'ip', 'cidr', 'base64', 'duration']);
/** Methods that keep what a schema admits (limits, presence, defaults, documentation, checks that only reject). */
const KEEPING = new Set([
  'min', 'max', 'length', 'int', 'positive', 'negative', 'nonnegative', 'nonpositive', 'multipleOf', 'step', 'finite', 'safe', 'gt', 'gte', 'lt', 'lte',
  'optional', 'nullable', 'nullish', 'default', 'catch', 'describe', 'brand', 'readonly', 'refine', 'superRefine', 'nonempty', 'trim', 'toLowerCase', 'toUpperCase',
  'email', 'url', 'regex', 'startsWith', 'endsWith', 'includes', 'emoji', 'nanoid', 'strict', 'strip', 'required', 'partial', 'deepPartial', 'pick', 'omit',
]);

function schema(states: Iterable<string>, fields?: Map<string, AbsValue>): AbsValue {
  return { types: [SCHEMA_TYPE], states: new Set(states), ...(fields ? { fields } : {}) };
}

function isSchema(v: AbsValue | undefined): v is AbsValue & { states: ReadonlySet<string> } {
  return !!v?.types?.includes(SCHEMA_TYPE) && !!v.states;
}

/** The key schemas of `{ key: z.… }`; a key whose value is not a known schema keeps its taint. */
function keySchemas(arg: AbsValue | undefined, into: Map<string, AbsValue>): void {
  for (const [k, v] of arg?.fields ?? []) into.set(k, isSchema(v) ? v : schema([OPEN]));
}

/** Only constants written in the code (`['a', 'b']`, a constant, an enum object of constants). */
function onlyConstants(v: AbsValue | undefined): boolean {
  if (!v || v.taints?.length) return false;
  if (isConst(v) || v.consts !== undefined) return true;
  const values = [...(v.fields?.values() ?? [])];
  return values.length > 0 && values.every((x) => !x.taints?.length && (isConst(x) || x.consts !== undefined));
}

/** `z.number()`, `z.enum([...])`, `z.object({…})`: a new schema, or undefined when not one. */
function leaf(kind: string, args: readonly AbsValue[]): AbsValue | undefined {
  if (kind === 'object' || kind === 'strictObject') {
    const fields = new Map<string, AbsValue>();
    keySchemas(args[0], fields);
    return schema(args[0]?.fields ? [OBJECT] : [OBJECT, OPEN], fields);
  }
  if (SAFE_LEAVES.has(kind)) return schema([SAFE]);
  if (CONSTANT_LEAVES.has(kind)) return schema(onlyConstants(args[0]) ? [SAFE] : [OPEN]);
  if (OPEN_LEAVES.has(kind)) return schema([OPEN]);
  return undefined;
}

/** `schema.max(40)`, `.uuid()`, `.extend({…})`, `.passthrough()`, `.transform(f)`: the schema the method returns. */
function refine(s: AbsValue & { states: ReadonlySet<string> }, method: string, args: readonly AbsValue[]): AbsValue {
  const states = new Set(s.states);
  const fields = s.fields ? new Map(s.fields) : undefined;
  if (SAFE_CHECKS.has(method) && !states.has(OBJECT)) states.add(SAFE);
  else if ((method === 'extend' || method === 'merge') && fields) {
    const more = isSchema(args[0]) ? args[0].fields : args[0]?.fields;
    if (more && (method === 'extend' || isSchema(args[0]))) keySchemas(isSchema(args[0]) ? schema([], more) : args[0], fields);
    else states.add(OPEN);
    if (isSchema(args[0]) && args[0].states.has(OPEN)) states.add(OPEN);
  } else if (!KEEPING.has(method)) {
    // `.passthrough()`, `.catchall()`, `.transform()`, `.or()`, `.pipe()`…: the parsed value may hold
    // what the schema did not check.
    states.delete(SAFE);
    states.add(OPEN);
  }
  return schema(states, fields);
}

/** The value `parse` returns for `input` checked by `s`. */
function parsed(input: AbsValue, s: AbsValue & { states: ReadonlySet<string> }): AbsValue {
  if (s.states.has(SAFE)) return UNKNOWN;
  if (!s.states.has(OBJECT) || s.states.has(OPEN)) return input;
  const fields = new Map<string, AbsValue>();
  for (const [key, keySchema] of s.fields ?? []) {
    if (!isSchema(keySchema)) continue;
    fields.set(key, parsed(input.fields?.get(key) ?? tainted(taintsAtPath(input, [key])), keySchema));
  }
  return { fields };
}

/** The zod builder a qualified name stands for (`zod.z.coerce.number` → `number`), if it is one. */
function builderKind(names: readonly string[]): string | undefined {
  for (const n of names) {
    const m = /^zod\.(?:z\.)?(?:coerce\.)?([A-Za-z]+)$/.exec(n);
    if (m) return m[1];
  }
  return undefined;
}

/**
 * The value of a zod call, or undefined when the call is not one: schema construction and refinement,
 * `parse` / `parseAsync` (the parsed value) and `safeParse` / `safeParseAsync` (`{ success, data, error }`).
 */
export function zodCall(names: readonly string[], method: string | undefined, receiver: AbsValue | undefined, args: readonly AbsValue[]): AbsValue | undefined {
  if (isSchema(receiver) && method) {
    if (method === 'parse' || method === 'parseAsync') return args[0] ? parsed(args[0], receiver) : UNKNOWN;
    if (method === 'safeParse' || method === 'safeParseAsync') {
      const data = args[0] ? parsed(args[0], receiver) : UNKNOWN;
      return { fields: new Map([['data', data], ['success', UNKNOWN], ['error', UNKNOWN]]) };
    }
    return refine(receiver, method, args);
  }
  // Every call of a scan passes here: a prefix test before anything else.
  if (!names.some((n) => n.startsWith('zod.'))) return undefined;
  const kind = builderKind(names);
  return kind ? leaf(kind, args) : undefined;
}
