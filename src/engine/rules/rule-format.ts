/**
 * The rule file format (`rules/<family>/<area>/<id>.yaml`): a taint rule or a pattern rule.
 *
 * Each piece is a TypeBox schema: ajv validates rule files with it (loader.ts), `Static<typeof X>`
 * is the type the analysis reads (exported under the same name), and `description` says what a
 * field means. rules/FORMAT.md is the prose with examples.
 */
import { type Static, Type } from '@sinclair/typebox';
import { CATEGORIES, SEVERITIES } from '../findings.js';
import type { LanguageFamily, LanguageId } from '../parse/languages.js';
import { Check, Checks, Doc, exactlyOne, KindName, NamePattern, Opt, Ref, Strict, StringEnum } from './check-format.js';
import { ModelFile } from './model-format.js';

export const LANGUAGE_IDS = ['javascript', 'typescript', 'tsx', 'python', 'java', 'go', 'php'] as const satisfies readonly LanguageId[];
export const LANGUAGE_FAMILIES: readonly LanguageFamily[] = ['javascript', 'python', 'java', 'go', 'php'];

const Cwe = Type.String({ pattern: '^CWE-\\d+$' });

/** The fields every rule has, `kind` telling a taint rule from a pattern rule. */
const ruleFields = <const K extends string>(kind: K) => ({
  id: Doc(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }), 'Lowercase-kebab, prefixed with the family (`js-`, `py-`, `java-`, `go-`, `php-`), unique, and the file name.'),
  languages: Type.Array(StringEnum(LANGUAGE_IDS), { minItems: 1, uniqueItems: true }),
  kind: Type.Literal(kind),
  category: StringEnum(CATEGORIES),
  cwe: Cwe,
  relatedCwes: Opt(Type.Array(Cwe, { minItems: 1, uniqueItems: true }), 'Further CWEs every finding of the rule is an instance of (code injection: CWE-94 and CWE-95).'),
  severity: StringEnum(SEVERITIES),
  title: Doc(Type.String({ minLength: 5 }), 'One line.'),
  description: Doc(Type.String({ minLength: 20 }), 'What is wrong and why it matters.'),
  remediation: Doc(Type.String({ minLength: 20 }), 'What to do, with a short safe example.'),
  precision: Opt(StringEnum(['high', 'medium', 'low']), 'How often a finding of this rule is real: informs triage, not matching.'),
  references: Doc(
    Type.Array(Type.String({ pattern: '^https://[^\\s]+$' }), { minItems: 1, uniqueItems: true }),
    'Pages about the weakness: the CWE page of each CWE, and OWASP pages (Top 10 category, cheat sheet).',
  ),
  models: Opt(Ref(ModelFile), "Rows merged into the language's models, for rows only this rule needs."),
});

export const TaintRule = Strict(
  {
    ...ruleFields('taint'),
    taint: Strict({
      sources: Doc(Type.Array(KindName, { minItems: 1 }), 'Source kinds (`remote`, `cli`, `file`, `weak-random` …) provided by model rows.'),
      sinks: Doc(Type.Array(KindName, { minItems: 1 }), 'Sink kinds (`sql`, `command`, `html` …) provided by model rows.'),
      sanitizers: Opt(Type.Array(KindName), 'Sanitizer kinds that clean a value for this rule; defaults to the sink kinds.'),
      reportAtSource: Opt(Type.Boolean(), 'The defect is where the value was made as much as where it is used (claims decoded without a signature check): each finding is also reported at the line of the source when that is in the sink\'s file (insecure-randomness findings are, in any file).'),
    }),
  },
  { description: 'A finding where data of a source kind reaches a sink kind without a sanitizer of an accepted kind.' },
);
export type TaintRule = Static<typeof TaintRule>;

export const PatternMatch = Strict(
  {
    call: Opt(NamePattern, 'Calls whose resolved callee is one of these names (constructors included).'),
    new: Opt(Type.Boolean(), 'Only constructor calls (`new X()`).'),
    exceptContentDigest: Opt(
      Type.Boolean(),
      'Not when the call starts a digest whose only use is to name content for caches (an `ETag` or `Content-MD5` header): a weak hash there protects nothing (see `content-digests.ts`).',
    ),
    assign: Opt(NamePattern, 'Assignments to a member whose resolved path is one of these (the `NODE_TLS_REJECT_UNAUTHORIZED` entry of `process.env`).'),
    where: Opt(Checks, 'Conditions that must all hold (a list is `all`).'),
    message: Opt(Type.String(), 'Message for the finding; `{callee}` is replaced by the matched name.'),
  },
  exactlyOne('call', 'assign'),
);
export type PatternMatch = Static<typeof PatternMatch>;

export const PatternRule = Strict(
  { ...ruleFields('pattern'), match: PatternMatch },
  { description: 'A finding at every call or assignment that matches, whatever the data.' },
);
export type PatternRule = Static<typeof PatternRule>;

/**
 * A taint rule or a pattern rule, told apart by `kind` (ajv's `discriminator`: a rule is checked
 * against the one shape its kind names, so the errors are about that shape only).
 */
export const Rule = Type.Unsafe<TaintRule | PatternRule>({ $id: 'vigil:rule', discriminator: { propertyName: 'kind' }, oneOf: [TaintRule, PatternRule] });
export type Rule = Static<typeof Rule>;

/** What ajv registers, in order: the checks and the model file are referenced by `$id`. */
export const schemas = [Check, ModelFile, Rule];
