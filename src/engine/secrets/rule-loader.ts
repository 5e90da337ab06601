/**
 * Loads the secrets rule pack from rules/secrets/*.yaml: checks every rule against the schema,
 * rejects duplicate ids and keywords that no true-positive sample contains (the prefilter would
 * make such a rule unable to fire), compiles the regexes, builds the combined keyword prefilter,
 * and finally runs every rule's own samples: a true positive that is not found or a false
 * positive that is found is a load error.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse as parseYaml } from 'yaml';
import { SEVERITIES, type Severity } from '../findings.js';
import { scanText } from './scan-file.js';
import type { GenericRule, ProviderRule, RuleSample, SecretRuleSet, TestFixturePolicy } from './types.js';
import { VALIDATORS } from './validators.js';

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

function str(raw: Raw, key: string, source: string): string {
  const value = raw[key];
  if (typeof value !== 'string' || value.trim() === '') fail(source, `field "${key}" must be a non-empty string`);
  return value;
}

function optionalNumber(raw: Raw, key: string, source: string): number | undefined {
  const value = raw[key];
  if (value === undefined) return undefined;
  if (typeof value !== 'number' || !Number.isFinite(value)) fail(source, `field "${key}" must be a number`);
  return value;
}

function severity(value: unknown, source: string, key = 'severity'): Severity {
  if (typeof value !== 'string' || !(SEVERITIES as readonly string[]).includes(value)) {
    fail(source, `field "${key}" must be one of ${SEVERITIES.join(', ')}`);
  }
  return value as Severity;
}

function compile(pattern: string, flags: string, source: string, key: string): RegExp {
  try {
    return new RegExp(pattern, flags);
  } catch (error) {
    fail(source, `field "${key}" is not a valid regular expression: ${(error as Error).message}`);
  }
}

function samples(raw: Raw, source: string): { truePositives: RuleSample[]; falsePositives: RuleSample[] } {
  const block = raw.samples as Raw | undefined;
  if (!block || typeof block !== 'object') fail(source, 'field "samples" with truePositives and falsePositives is required');
  const list = (key: string): RuleSample[] => {
    const items = block[key];
    if (!Array.isArray(items) || items.length === 0) fail(source, `samples.${key} must be a non-empty list`);
    return items.map((item, i) => {
      if (typeof item === 'string') return item;
      if (item && typeof item === 'object' && typeof item.text === 'string' && typeof item.path === 'string') {
        return { text: item.text, path: item.path };
      }
      fail(source, `samples.${key}[${i}] must be a string or {text, path}`);
    });
  };
  return { truePositives: list('truePositives'), falsePositives: list('falsePositives') };
}

function fixturePolicy(raw: Raw, source: string): TestFixturePolicy {
  const value = raw.inTestFixtures ?? 'informative';
  if (value !== 'informative' && value !== 'skip') fail(source, 'field "inTestFixtures" must be informative or skip');
  return value;
}

const COMMON_KEYS = ['kind', 'id', 'provider', 'category', 'cwe', 'severity', 'title', 'description', 'remediation', 'references', 'inTestFixtures', 'samples'];
const PROVIDER_KEYS = new Set([...COMMON_KEYS, 'keywords', 'regex', 'caseInsensitive', 'secretGroup', 'entropy', 'validate', 'allow', 'boundary', 'priority', 'pair']);
const GENERIC_KEYS = new Set([...COMMON_KEYS, 'minLength', 'minEntropy']);

function checkCommon(raw: Raw, source: string, allowed: Set<string>): void {
  for (const key of Object.keys(raw)) if (!allowed.has(key)) fail(source, `unknown field "${key}"`);
  if (raw.category !== 'hardcoded-secrets') fail(source, 'field "category" must be hardcoded-secrets');
  if (typeof raw.cwe !== 'string' || !/^CWE-\d+$/.test(raw.cwe)) fail(source, 'field "cwe" must look like CWE-798');
  const id = str(raw, 'id', source);
  if (!/^[a-z0-9]+(-[a-z0-9]+)*$/.test(id)) fail(source, 'field "id" must be lower-case words joined by dashes');
  if (path.basename(source, path.extname(source)) !== id) fail(source, `file name must be the rule id (${id}.yaml)`);
  const remediation = str(raw, 'remediation', source).toLowerCase();
  if (!remediation.includes('revoke') || !remediation.includes('rotate')) fail(source, 'remediation must say to revoke and rotate the secret');
  const title = str(raw, 'title', source);
  if (!title.includes(str(raw, 'provider', source))) fail(source, 'title must name the provider');
}

/** Pages about the weakness (the CWE page, OWASP pages): a non-empty list of https URLs. */
function references(raw: Raw, source: string): string[] {
  const value = raw.references;
  if (!Array.isArray(value) || value.length === 0 || value.some((r) => typeof r !== 'string' || !/^https:\/\/\S+$/.test(r))) {
    fail(source, 'field "references" must be a non-empty list of https URLs');
  }
  return value as string[];
}

function sampleText(sample: RuleSample): string {
  return typeof sample === 'string' ? sample : sample.text;
}

function parseProvider(raw: Raw, source: string): ProviderRule {
  checkCommon(raw, source, PROVIDER_KEYS);
  const keywords = raw.keywords;
  if (!Array.isArray(keywords) || keywords.length === 0 || keywords.some((k) => typeof k !== 'string' || k.length < 2)) {
    fail(source, 'field "keywords" must be a non-empty list of strings of at least 2 characters');
  }
  const flags = 'gd' + (raw.caseInsensitive === true ? 'i' : '');
  const regex = compile(str(raw, 'regex', source), flags, source, 'regex');
  const secretGroup = optionalNumber(raw, 'secretGroup', source) ?? 0;
  if (!Number.isInteger(secretGroup) || secretGroup < 0) fail(source, 'field "secretGroup" must be a capture group number');
  const validate = raw.validate;
  if (validate !== undefined && (typeof validate !== 'string' || !VALIDATORS[validate])) {
    fail(source, `field "validate" must be one of ${Object.keys(VALIDATORS).join(', ')}`);
  }
  const allow = raw.allow ?? [];
  if (!Array.isArray(allow)) fail(source, 'field "allow" must be a list of regexes');
  const pairRaw = raw.pair as Raw | undefined;
  const rule: ProviderRule = {
    kind: 'provider',
    id: str(raw, 'id', source),
    provider: str(raw, 'provider', source),
    category: 'hardcoded-secrets',
    cwe: raw.cwe as string,
    severity: severity(raw.severity, source),
    title: str(raw, 'title', source),
    description: str(raw, 'description', source),
    remediation: str(raw, 'remediation', source),
    references: references(raw, source),
    keywords: (keywords as string[]).map((k) => k.toLowerCase()),
    regex,
    secretGroup,
    entropy: optionalNumber(raw, 'entropy', source),
    validate: validate as string | undefined,
    allow: allow.map((a, i) => compile(String(a), '', source, `allow[${i}]`)),
    boundary: raw.boundary !== false,
    priority: optionalNumber(raw, 'priority', source) ?? 0,
    pair: pairRaw
      ? {
          regex: compile(str(pairRaw, 'regex', source), 'gd', source, 'pair.regex'),
          withinLines: optionalNumber(pairRaw, 'withinLines', source) ?? 5,
          severity: severity(pairRaw.severity, source, 'pair.severity'),
          description: str(pairRaw, 'description', source),
        }
      : undefined,
    inTestFixtures: fixturePolicy(raw, source),
    samples: samples(raw, source),
    source,
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
  checkCommon(raw, source, GENERIC_KEYS);
  return {
    kind: 'generic',
    id: str(raw, 'id', source),
    provider: str(raw, 'provider', source),
    category: 'hardcoded-secrets',
    cwe: raw.cwe as string,
    severity: severity(raw.severity, source),
    title: str(raw, 'title', source),
    description: str(raw, 'description', source),
    remediation: str(raw, 'remediation', source),
    references: references(raw, source),
    minLength: optionalNumber(raw, 'minLength', source) ?? 8,
    minEntropy: optionalNumber(raw, 'minEntropy', source) ?? 3,
    inTestFixtures: fixturePolicy(raw, source),
    samples: samples(raw, source),
    source,
  };
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

export function loadRuleDocuments(dir = defaultRulesDir()): Array<{ source: string; yaml: string }> {
  return fs
    .readdirSync(dir)
    .filter((name) => name.endsWith('.yaml') || name.endsWith('.yml'))
    .sort()
    .map((name) => ({ source: path.join(dir, name), yaml: fs.readFileSync(path.join(dir, name), 'utf8') }));
}
