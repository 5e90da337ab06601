/**
 * Every rule Vigil ships, as people read it: the language packs (loaded and validated by
 * loader.ts) and the secrets pack (rules/secrets, validated by the secrets loader without its
 * sample self-test), each as one RuleDoc. The details a reader also wants (examples from the
 * rule's samples or its annotated fixtures, and the model rows the rule uses) are worked out on
 * demand by describeRule. `vigil rules` and the SARIF `help` text (help.ts) read only this.
 */
import path from 'node:path';
import type { Severity } from '../findings.js';
import { buildRuleSet, loadRuleDocuments } from '../secrets/rule-loader.js';
import type { RuleSample, SecretRule } from '../secrets/types.js';
import { fixtureExamples, type RuleExample, type RuleExamples } from './examples.js';
import { defaultRulesDir, ruleSetFor, type LoadedRule, type RulePack } from './loader.js';
import { modelsUsed, type ModelUse } from './rule-models.js';

export type RuleFamily = RulePack['family'] | 'secrets';
export const RULE_FAMILIES: readonly RuleFamily[] = ['javascript', 'python', 'java', 'go', 'php', 'secrets'];

export interface RuleDoc {
  id: string;
  family: RuleFamily;
  /** Language ids the rule runs on; secrets rules run on every text file. */
  languages: string[];
  kind: 'taint' | 'pattern' | 'secret';
  category: string;
  /** The rule's CWE first, then its related CWEs. */
  cwes: string[];
  severity: Severity;
  precision?: string;
  title: string;
  description: string;
  remediation: string;
  references: string[];
  /** The rule's YAML file, relative to the rules folder (`javascript/sqli/js-sqli-tainted-query.yaml`). */
  file: string;
}

export interface RuleDetails extends RuleDoc {
  examples: RuleExamples;
  /** Source, sink and sanitizer rows a taint rule uses; a pattern rule's own match and rows. */
  models: ModelUse[];
}

interface Entry {
  doc: RuleDoc;
  details: () => Omit<RuleDetails, keyof RuleDoc>;
}

export interface RuleCatalog {
  rulesDir: string;
  /** Sorted by family (in RULE_FAMILIES order), then id. */
  rules: RuleDoc[];
  get(id: string): RuleDoc | undefined;
  describe(id: string): RuleDetails | undefined;
}

const MAX_EXAMPLES = 3;

export function cwePage(cwe: string): string {
  return `https://cwe.mitre.org/data/definitions/${cwe.replace(/^CWE-/, '')}.html`;
}

function languageEntry(loaded: LoadedRule, pack: RulePack, rulesDir: string): Entry {
  const { rule } = loaded;
  const doc: RuleDoc = {
    id: rule.id,
    family: loaded.family,
    languages: [...rule.languages],
    kind: rule.kind,
    category: rule.category,
    cwes: [rule.cwe, ...(rule.relatedCwes ?? [])],
    severity: rule.severity,
    ...(rule.precision ? { precision: rule.precision } : {}),
    title: rule.title,
    description: rule.description.trim(),
    remediation: rule.remediation.trimEnd(),
    references: rule.references,
    file: path.relative(rulesDir, loaded.file),
  };
  return {
    doc,
    details: () => ({
      examples: fixtureExamples(loaded.file, rule.id, MAX_EXAMPLES),
      models: modelsUsed(rule, loaded.file, pack, rulesDir),
    }),
  };
}

function sampleExample(sample: RuleSample): RuleExample {
  const text = typeof sample === 'string' ? sample : sample.text;
  return { file: typeof sample === 'string' ? undefined : sample.path, line: undefined, code: text.trimEnd(), markedLine: undefined };
}

function secretEntry(rule: SecretRule, rulesDir: string): Entry {
  const doc: RuleDoc = {
    id: rule.id,
    family: 'secrets',
    languages: ['any text file'],
    kind: 'secret',
    category: rule.category,
    cwes: [rule.cwe],
    severity: rule.severity,
    title: rule.title,
    description: rule.description.trim(),
    remediation: rule.remediation.trimEnd(),
    references: rule.references,
    file: path.relative(rulesDir, rule.source),
  };
  return {
    doc,
    details: () => ({
      // A secrets rule carries its own examples: the samples it is tested with at load (fake values).
      examples: {
        vulnerable: rule.samples.truePositives.slice(0, MAX_EXAMPLES).map(sampleExample),
        safe: rule.samples.falsePositives.slice(0, MAX_EXAMPLES).map(sampleExample),
      },
      models: [],
    }),
  };
}

/** Loads every rule of a rules folder. Throws the loaders' errors when a pack does not validate. */
export function loadRuleCatalog(rulesDir: string = defaultRulesDir()): RuleCatalog {
  const entries: Entry[] = [];
  const set = ruleSetFor(rulesDir); // shared with the engine when it already loaded the pack in this thread
  for (const family of RULE_FAMILIES) {
    if (family === 'secrets') continue;
    const pack = set[family];
    for (const loaded of pack.rules) entries.push(languageEntry(loaded, pack, rulesDir));
  }
  const secrets = buildRuleSet(loadRuleDocuments(path.join(rulesDir, 'secrets')), { selfTest: false });
  for (const rule of [...secrets.providers, secrets.generic]) entries.push(secretEntry(rule, rulesDir));
  entries.sort((a, b) => RULE_FAMILIES.indexOf(a.doc.family) - RULE_FAMILIES.indexOf(b.doc.family) || a.doc.id.localeCompare(b.doc.id));

  const byId = new Map(entries.map((e) => [e.doc.id, e]));
  const described = new Map<string, RuleDetails>();
  return {
    rulesDir,
    rules: entries.map((e) => e.doc),
    get: (id) => byId.get(id)?.doc,
    describe(id) {
      const entry = byId.get(id);
      if (!entry) return undefined;
      let details = described.get(id);
      if (!details) described.set(id, (details = { ...entry.doc, ...entry.details() }));
      return details;
    },
  };
}

let cached: { dir: string; catalog: RuleCatalog } | undefined;

/** The catalog of a rules folder, loaded once per process. */
export function ruleCatalog(rulesDir: string = defaultRulesDir()): RuleCatalog {
  if (cached?.dir !== rulesDir) cached = { dir: rulesDir, catalog: loadRuleCatalog(rulesDir) };
  return cached.catalog;
}
