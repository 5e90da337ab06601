/**
 * Loads the secrets rule pack from rules/secrets/*.yaml: checks every rule against its schema
 * (format.ts), rejects duplicate ids and keywords that no true-positive sample contains (the
 * prefilter would make such a rule unable to fire), compiles the regexes, builds the combined keyword prefilter,
 * and finally runs every rule's own samples: a true positive that is not found or a false
 * positive that is found is a load error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import AjvModule, { type ErrorObject, type ValidateFunction } from 'ajv';
import { parse as parseYaml } from 'yaml';
import { GenericRuleFormat, ProviderRuleFormat, type RuleSample } from './format.js';
import { scanText } from './scan-file.js';
import type { GenericRule, ProviderRule, SecretRuleSet } from './types.js';

export class SecretRuleError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretRuleError';
  }
}

/** rules/secrets at the package root: three levels up from both src/engine/secrets and dist/engine/secrets. */
export function defaultRulesDir(): string {
  return path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../rules/secrets');
}

type Raw = Record<string, unknown>;

function fail(source: string, message: string): never {
  throw new SecretRuleError(`${source}: ${message}`);
}

// ajv's CommonJS default export is the class itself under NodeNext.
const Ajv = AjvModule as unknown as typeof AjvModule.default;
let validators: { provider: ValidateFunction<ProviderRuleFormat>; generic: ValidateFunction<GenericRuleFormat> } | undefined;

function validatorsFor() {
  if (!validators) {
    // Every worker thread loads the pack: the schemas are code (their meta-schema check is a test), and unoptimised code compiles faster.
    const ajv = new Ajv({ allErrors: true, strict: false, verbose: true, validateSchema: false, code: { optimize: false } });
    validators = { provider: ajv.compile<ProviderRuleFormat>(ProviderRuleFormat), generic: ajv.compile<GenericRuleFormat>(GenericRuleFormat) };
  }
  return validators;
}

/** One ajv error as a sentence naming the field (`field "pair.severity" must be one of …`), with the field's description. */
function describeError(error: ErrorObject): string {
  const at = error.instancePath.slice(1).replace(/\/(\d+)(?=\/|$)/g, '[$1]').replace(/\//g, '.');
  const field = (name: string) => `field "${at ? `${at}.${name}` : name}"`;
  if (error.keyword === 'additionalProperties') return `unknown ${field(String(error.params.additionalProperty))}`;
  if (error.keyword === 'required') return `${field(String(error.params.missingProperty))} is required`;
  const subject = at ? `field "${at}"` : 'the rule';
  if (error.keyword === 'enum') return `${subject} must be one of ${(error.params.allowedValues as string[]).join(', ')}`;
  if (error.keyword === 'const') return `${subject} must be ${String(error.params.allowedValue)}`;
  if (error.keyword === 'pattern' && error.params.pattern === '\\S') return `${subject} must not be empty`;
  const description = (error.parentSchema as { description?: string } | undefined)?.description;
  return `${subject} ${error.message ?? 'is invalid'}${description ? ` (${description.replace(/\.$/, '')})` : ''}`;
}

/** Validates the written form against its schema (format.ts); every problem of the file in one error. */
function validated<T>(validate: ValidateFunction<T>, raw: Raw, source: string): T {
  if (validate(raw)) return raw;
  const messages = [...new Set((validate.errors ?? []).filter((e) => e.keyword !== 'anyOf').map(describeError))];
  fail(source, messages.join('; '));
}

function compile(pattern: string, flags: string, source: string, key: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    fail(source, `field "${key}" is not a valid regular expression: ${(error as Error).message}`);
  }
}

/** The checks a schema cannot state: the file name is the id, the remediation says to revoke and rotate, the title names the provider. */
function checkCommon(rule: ProviderRuleFormat | GenericRuleFormat, source: string): void {
  if (path.basename(source, path.extname(source)) !== rule.id) fail(source, `file name must be the rule id (${rule.id}.yaml)`);
  const remediation = rule.remediation.toLowerCase();
  if (!remediation.includes('revoke') || !remediation.includes('rotate')) fail(source, 'remediation must say to revoke and rotate the secret');
  if (!rule.title.includes(rule.provider)) fail(source, 'title must name the provider');
}

function sampleText(sample: RuleSample): string {
  return typeof sample === 'string' ? sample : sample.text;
}

function common(written: ProviderRuleFormat | GenericRuleFormat, source: string) {
  const { id, provider, category, cwe, severity, title, description, remediation, references, samples } = written;
  return { id, provider, category, cwe, severity, title, description, remediation, references, samples, inTestFixtures: written.inTestFixtures ?? 'informative', source };
}

function parseProvider(raw: Raw, source: string): ProviderRule {
  const written = validated(validatorsFor().provider, raw, source);
  checkCommon(written, source);
  const regex = compile(written.regex, 'gd' + (written.caseInsensitive === true ? 'i' : ''), source, 'regex');
  const pair = written.pair;
  const rule: ProviderRule = {
    kind: 'provider',
    ...common(written, source),
    keywords: written.keywords.map((k) => k.toLowerCase()),
    regex,
    secretGroup: written.secretGroup ?? 0,
    entropy: written.entropy,
    validate: written.validate,
    allow: (written.allow ?? []).map((a, i) => compile(a, '', source, `allow[${i}]`)),
    boundary: written.boundary !== false,
    priority: written.priority ?? 0,
    publicIn: written.publicIn ?? [],
    pair: pair && { regex: compile(pair.regex, 'gd', source, 'pair.regex'), withinLines: pair.withinLines ?? 5, severity: pair.severity, description: pair.description, title: pair.title },
  };
  if (regex.test('')) fail(source, 'regex matches the empty string');
  for (const sample of rule.samples.truePositives) {
    const lower = sampleText(sample).toLowerCase();
    if (!rule.keywords.some((k) => lower.includes(k))) {
      fail(source, `true-positive sample has none of the keywords, so the prefilter would never let the rule run: ${JSON.stringify(sampleText(sample).slice(0, 40))}…`);
    }
  }
  return rule;
}

function parseGeneric(raw: Raw, source: string): GenericRule {
  const written = validated(validatorsFor().generic, raw, source);
  checkCommon(written, source);
  return { kind: 'generic', ...common(written, source), minLength: written.minLength ?? 8, minEntropy: written.minEntropy ?? 3 };
}

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function keywordRegexFor(providers: readonly ProviderRule[]): RegExp {
  const keywords = [...new Set(providers.flatMap((p) => p.keywords))].sort((a, b) => b.length - a.length);
  // Keywords are lower case and matched against lower-cased text (see rulesWithKeywords).
  return new RegExp(keywords.map(escapeRegex).join('|'), 'g');
}

/** Parses and checks rule documents; `documents` maps a file name to its YAML text. */
export function buildRuleSet(documents: ReadonlyArray<{ source: string; yaml: string }>, { selfTest = true } = {}): SecretRuleSet {
  const providers: ProviderRule[] = [];
  let generic: GenericRule | undefined;
  const ids = new Set<string>();
  for (const { source, yaml } of documents) {
    let raw: unknown;
    try {
      raw = parseYaml(yaml);
    } catch (error) {
      fail(source, `invalid YAML: ${(error as Error).message}`);
    }
    if (!raw || typeof raw !== 'object' || Array.isArray(raw)) fail(source, 'a rule file holds one mapping');
    const doc = raw as Raw;
    const kind = doc.kind ?? 'provider';
    const rule = kind === 'generic' ? parseGeneric(doc, source) : kind === 'provider' ? parseProvider(doc, source) : fail(source, 'field "kind" must be provider or generic');
    if (ids.has(rule.id)) fail(source, `duplicate rule id ${rule.id}`);
    ids.add(rule.id);
    if (rule.kind === 'generic') {
      if (generic) fail(source, 'only one generic rule may exist');
      generic = rule;
    } else {
      providers.push(rule);
    }
  }
  if (!generic) throw new SecretRuleError('rules/secrets: the generic rule (kind: generic) is missing');
  const ruleSet: SecretRuleSet = { providers, generic, keywordRegex: keywordRegexFor(providers) };
  if (selfTest) selfTestRules(ruleSet);
  return ruleSet;
}

/** Every rule's samples, run through the same scanner the engine uses. */
export function selfTestRules(ruleSet: SecretRuleSet): void {
  const errors: string[] = [];
  for (const rule of [...ruleSet.providers, ruleSet.generic]) {
    const check = (sample: RuleSample, expected: boolean): void => {
      const text = sampleText(sample);
      const filePath = typeof sample === 'string' ? 'sample.txt' : sample.path;
      const findings = scanText(text, filePath, ruleSet).filter((f) => f.ruleId === rule.id);
      if (expected && findings.length === 0) errors.push(`${rule.source}: true-positive sample is not found: ${JSON.stringify(text.slice(0, 60))}…`);
      if (!expected && findings.length > 0) errors.push(`${rule.source}: false-positive sample is reported (${findings[0].message})`);
    };
    for (const sample of rule.samples.truePositives) check(sample, true);
    for (const sample of rule.samples.falsePositives) check(sample, false);
  }
  if (errors.length > 0) throw new SecretRuleError(errors.join('\n'));
}

let defaultDocuments: Array<{ source: string; yaml: string }> | undefined;

/**
 * The documents of the default rules directory, read once per process: the engine cache keys its
 * copy of the built pack by their text (cache/secret-rules.ts), and on a miss the pack is built
 * from the same texts (loadSecretRules), not from a second read of the ~60 files.
 */
export function defaultRuleDocuments(): ReadonlyArray<{ source: string; yaml: string }> {
  defaultDocuments ??= loadRuleDocuments(defaultRulesDir());
  return defaultDocuments;
}

export function loadRuleDocuments(dir = defaultRulesDir()): Array<{ source: string; yaml: string }> {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => ({ source: path.join(dir, name), yaml: fs.readFileSync(path.join(dir, name), 'utf8') }));
}
