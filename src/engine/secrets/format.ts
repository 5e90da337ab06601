/**
 * The secrets rule format as written (`rules/secrets/*.yaml`; rules/secrets/README.md is the
 * prose): one TypeBox schema per rule kind, which ajv validates each file with (rule-loader.ts)
 * and whose `Static` type is the validated value the loader compiles (regexes, defaults) into the
 * rules of types.ts. The checks a schema cannot state (the file name is the id, the title names
 * the provider, the remediation says to revoke and rotate, the regexes compile, every
 * true-positive sample holds a keyword) stay in the loader.
 */
import { type Static, Type } from '@sinclair/typebox';
import { SEVERITIES } from '../findings.js';
import { Doc, Opt, Strict, StringEnum } from '../rules/check-format.js';
import { VALIDATORS } from './validators.js';

const Text = (description: string) => Type.String({ pattern: '\\S', description });

export const RuleSample = Type.Union(
  [Type.String(), Strict({ text: Type.String(), path: Type.String() })],
  { description: 'A sample: the text alone (scanned as sample.txt), or the text with the path it is scanned under.' },
);
export type RuleSample = Static<typeof RuleSample>;

export const TestFixturePolicy = StringEnum(['informative', 'skip'], {
  description: 'What a rule does with a match in a test fixture path (tests/, fixtures/, *.test.*, ...): keep it at informative, or skip it.',
});
export type TestFixturePolicy = Static<typeof TestFixturePolicy>;

const Samples = (description: string) => Doc(Type.Array(RuleSample, { minItems: 1 }), description);

/** The fields of both kinds of rule. */
const common = {
  id: Doc(Type.String({ pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' }), 'Lower-case words joined by dashes; the file is <id>.yaml.'),
  provider: Text('Who issued the credential; the title must contain it.'),
  category: Doc(Type.Literal('hardcoded-secrets'), 'Always hardcoded-secrets.'),
  cwe: Doc(Type.String({ pattern: '^CWE-\\d+$' }), 'A CWE id like CWE-798.'),
  severity: StringEnum(SEVERITIES),
  title: Text('Shown in reports; never contains a secret.'),
  description: Text('Shown in reports; never contains a secret.'),
  remediation: Text('Must say to revoke and rotate the secret, not only to remove it.'),
  references: Doc(
    Type.Array(Type.String({ pattern: '^https://\\S+$', description: 'An https URL.' }), { minItems: 1 }),
    'A non-empty list of https pages about the weakness: the CWE page and OWASP pages.',
  ),
  inTestFixtures: Opt(TestFixturePolicy, 'Default informative.'),
  samples: Doc(
    Strict({
      truePositives: Samples('Texts the rule must report (fake values); each holds a keyword.'),
      falsePositives: Samples('Texts the rule must not report (placeholders, near misses).'),
    }),
    'Run through the real scanner every time the rule loads.',
  ),
};

export const PairFormat = Strict(
  {
    regex: Text('Regex of the second secret (flags gd).'),
    withinLines: Opt(Type.Number(), 'How many lines above or below the main match the pair may be; default 5.'),
    severity: StringEnum(SEVERITIES),
    description: Text('Added to the message when the pair is found; never contains the secret.'),
    title: Text('Title of the finding raised at the second secret itself (its own line, where a reader looks for it).'),
  },
  { description: 'A second secret that makes a finding stronger when found near the first (AWS key id + secret).' },
);

export const ProviderRuleFormat = Strict({
  kind: Opt(Type.Literal('provider'), 'The default kind.'),
  ...common,
  keywords: Doc(
    Type.Array(Type.String({ minLength: 2 }), { minItems: 1 }),
    "The rule's regex runs only on text that contains one (lower-cased); every true-positive sample must hold one.",
  ),
  regex: Text('JavaScript regex (flags gd, plus i with caseInsensitive); it must run in linear time on any text.'),
  caseInsensitive: Opt(Type.Boolean()),
  secretGroup: Opt(Type.Integer({ minimum: 0 }), 'Capture group holding the secret; default 0, the whole match.'),
  entropy: Opt(Type.Number(), 'Minimum Shannon entropy (bits per character) of the secret.'),
  validate: Opt(StringEnum(Object.keys(VALIDATORS)), 'Named structural check from validators.ts (e.g. a JWT header that decodes to JSON).'),
  allow: Opt(Type.Array(Type.String()), 'Regexes of published documentation values that are never secrets (tested on the secret).'),
  boundary: Opt(Type.Boolean(), 'Default true: the characters around the secret must not be letters or digits.'),
  priority: Opt(Type.Number(), 'The higher wins when two provider matches overlap (GCP JSON over its PEM key); default 0.'),
  publicIn: Opt(
    Type.Array(Type.String({ minLength: 3 })),
    "File names (exact, case-sensitive) of the provider's client configuration, compiled into every published app and documented as public: a match in one is informative.",
  ),
  pair: Opt(PairFormat),
});
export type ProviderRuleFormat = Static<typeof ProviderRuleFormat>;

export const GenericRuleFormat = Strict(
  {
    kind: Type.Literal('generic'),
    ...common,
    minLength: Opt(Type.Number(), 'Shortest password reported; default 8 (machine-issued credentials need 16).'),
    minEntropy: Opt(Type.Number(), 'Entropy a value with several character classes must reach; default 3.'),
  },
  { description: 'The generic rule: secret-looking values assigned to secret-looking names.' },
);
export type GenericRuleFormat = Static<typeof GenericRuleFormat>;
