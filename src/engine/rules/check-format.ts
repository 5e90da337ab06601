/**
 * The shared pieces of the rule and model formats: names, kinds, and checks (conditions on the
 * arguments of a call, used by pattern rules' `where` and by model rows' `when`).
 *
 * Each is a TypeBox schema: the same object is the JSON Schema ajv validates a YAML file with
 * (loader.ts), the TypeScript type of the loaded value (`Static<typeof X>`, exported under the
 * same name), and the documentation of each field (`description`). rules/FORMAT.md is the prose.
 */
import { type SchemaOptions, type Static, type TProperties, type TSchema, Type } from '@sinclair/typebox';

/** A closed list of strings as one JSON Schema `enum` (one error, not one per allowed value). */
export function StringEnum<const T extends readonly string[]>(values: T, options: SchemaOptions = {}) {
  return Type.Unsafe<T[number]>({ enum: [...values], ...options });
}

/** An object that allows no key it does not declare (a misspelt key is a load error). */
export function Strict<T extends TProperties>(properties: T, options: SchemaOptions = {}) {
  return Type.Object(properties, { additionalProperties: false, ...options });
}

/** The schema with what it means: the text editors and readers of the schema see. */
export function Doc<T extends TSchema>(schema: T, description: string): T {
  return { ...schema, description };
}

/** An optional field, with what it means. */
export function Opt<T extends TSchema>(schema: T, description?: string) {
  return Type.Optional(description === undefined ? schema : Doc(schema, description));
}

/** A reference to a schema registered with ajv under its `$id` (checks, the model file), typed as that schema. */
export function Ref<T extends TSchema>(schema: T) {
  return Type.Unsafe<Static<T>>(Type.Ref(schema.$id!));
}

/** `oneOf` of `required` lists: exactly one of these keys (or key groups) is present. */
export function exactlyOne(...keys: (string | string[])[]) {
  return { oneOf: keys.map((key) => ({ required: Array.isArray(key) ? key : [key] })) };
}

/** `anyOf` of `required` lists: at least one of these keys is present. */
export function atLeastOne(...keys: string[]) {
  return { anyOf: keys.map((key) => ({ required: [key] })) };
}

export const NamePattern = Type.Union(
  [Type.String({ minLength: 1 }), Type.Array(Type.String({ minLength: 1 }), { minItems: 1 })],
  { description: 'One name or several; `*` as a whole dotted segment matches any one segment.' },
);
export type NamePattern = Static<typeof NamePattern>;

export const KindName = Type.String({ pattern: '^(\\*|[a-z][a-z0-9-]*)$', description: 'A source, sink, sanitizer or state kind: lowercase-kebab, or `*` (every kind).' });

export const Strings = Type.Array(Type.String());
export const NonEmptyStrings = Type.Array(Type.String(), { minItems: 1 });
export const Position = Type.Integer({ minimum: 0 });
export const Positions = Type.Array(Position);
const Constant = Type.Unsafe<string | number | boolean | null>({ type: ['string', 'number', 'boolean', 'null'] });
const Yes = Type.Literal(true);

export const ValueCheck = Strict(
  {
    arg: Opt(Type.Union([Position, Type.Literal('any')]), 'The subject is the argument at this position, or `any` for some argument.'),
    kwarg: Opt(Type.String(), 'The subject is this Python keyword argument; with `arg` too, the keyword wins when present.'),
    assigned: Opt(Yes, 'The subject is the value of a matched assignment.'),
    receiver: Opt(Yes, "The subject is the call's receiver (`factory.newDocumentBuilder().parse(x)`: the builder)."),
    field: Opt(Type.String(), 'A dotted key into an object literal; `*` is any one of its known fields.'),
    missing: Opt(Yes, 'The subject is absent: no such argument, keyword or object field.'),
    present: Opt(Yes, 'The subject is present (it need not be a known constant).'),
    equals: Opt(Constant, 'The value is this constant.'),
    in: Opt(Type.Array(Constant, { minItems: 1 }), 'The value is one of these constants.'),
    regex: Opt(Type.String(), 'The constant text of the value matches this regex.'),
    atLeast: Opt(Type.Number(), 'The value is a constant number at least this large (a range bound: `randint(0, 999999)` draws a six-digit code).'),
    prefixRegex: Opt(Type.String(), 'The constant text the value is known to begin with (a constant, or the start of a built string) matches.'),
    textRegex: Opt(Type.String(), 'The text matches, with the unknown parts of a built string as NUL characters.'),
    ignoreCase: Opt(Type.Boolean(), 'The regexes of this check ignore case.'),
    inCode: Opt(Yes, '`equals`, `in` and `regex` skip a constant read from a configuration file of the tree (an environment variable `KEY` read from `process.env`, with `KEY=` in `.env.example`): only text written in the code counts.'),
    orFallback: Opt(Yes, "`equals`, `in` and `regex` also hold when the value falls back to a matching constant (an environment read `|| 'dev'`, `?? 'dev'`); the finding is then reported where that constant is written."),
    qualified: Opt(NonEmptyStrings, 'The value resolves to one of these qualified names (`yaml.SafeLoader`).'),
    type: Opt(NonEmptyStrings, 'The value has one of these types (constructed, declared or modelled).'),
    notConstant: Opt(Yes, 'The value is not a compile-time constant (e.g. a computed algorithm name).'),
    state: Opt(KindName, 'The object carries this state, set on it by an earlier call (`states` rows).'),
    prefix: Opt(Type.String(), 'The text the value is known to start with (a constant, or the constant left part of a concatenation) matches this regex.'),
    onlyFields: Opt(NonEmptyStrings, 'An object literal with no field outside this list (`where: { id }` and nothing tying the row to a user).'),
    acceptsAll: Opt(Type.String({ minLength: 1 }), 'A function, or an object whose method of this name, says yes to everything: it throws nothing, calls nothing and returns only `true` (a trust manager whose `checkServerTrusted` is empty, a hostname verifier `(host, session) -> true`).'),
    defines: Opt(Type.String({ minLength: 1 }), 'An object of a class of the tree that declares a method of this name (a subclass overriding a library hook, `new ObjectInputStream(in) { resolveClass … }`).'),
    empty: Opt(Yes, 'An empty array / list / object literal (`[]`, `{}`): it holds nothing (`allowed_classes => []`).'),
    signed: Opt(Yes, 'The value is text proved signed by the application: an HMAC of it under a key no request chose was compared in constant time with the one sent (`hmac.compare_digest`, `hash_equals`) on the way here.'),
  },
  {
    ...atLeastOne('arg', 'kwarg', 'assigned', 'receiver'),
    description:
      'The subject and the test of a check. The subject is chosen by `arg`, `kwarg`, `assigned` or `receiver` (one at least), then `field`; exactly one test applies to it, and a subject whose value is not known (not a constant, not a literal) never satisfies a test except `notConstant`: a check proves, it does not guess.',
  },
);
export type ValueCheck = Static<typeof ValueCheck>;

export const Check = Type.Recursive(
  (This) =>
    Type.Union([
      Strict({ all: Type.Array(This) }, { description: 'Every check holds.' }),
      Strict({ any: Type.Array(This) }, { description: 'Some check holds.' }),
      Strict({ not: This }, { description: 'The check does not hold.' }),
      ValueCheck,
    ]),
  { $id: 'vigil:check', description: 'A condition on one value of a call, or a combination of conditions.' },
);
export type Check = Static<typeof Check>;

/** A check, or a list of checks that must all hold. */
export const Checks = Type.Union([Ref(Check), Type.Array(Ref(Check))]);
