/**
 * Loads the rule packs: every `rules/<family>/**.yaml` is a rule, except files under a `models/`
 * folder, which are model rows shared by the family's rules. Every file is validated against its
 * schema (rule-format.ts, model-format.ts); duplicate ids, rules filed under the wrong language and taint rules
 * that can never fire (a source or sink kind no model row provides) are load errors.
 */
import fs from 'node:fs';
import path from 'node:path';
import AjvModule from 'ajv';
import YAML from 'yaml';
import { familyOf, type LanguageFamily } from '../parse/languages.js';
import { compiledPacks } from './compiled-packs.js';
import { MODEL_SECTIONS, type ModelFile } from './model-format.js';
import { LANGUAGE_FAMILIES, type Rule, schemas } from './rule-format.js';
import { defaultRulesDir } from './rules-dir.js';

export { defaultRulesDir };

// ajv's CommonJS default export is the class itself under NodeNext.
const Ajv = AjvModule as unknown as typeof AjvModule.default;

export interface LoadedRule {
  rule: Rule;
  /** Absolute path of the YAML file. */
  file: string;
  family: LanguageFamily;
}

export interface RulePack {
  family: LanguageFamily;
  rules: LoadedRule[];
  /** Every model row of the family (model files and rule-local `models:`), concatenated. */
  models: Required<ModelFile>;
  modelFiles: string[];
}

export type RuleSet = Record<LanguageFamily, RulePack>;

export class RuleLoadError extends Error {
  constructor(readonly problems: string[]) {
    super(`invalid rule pack:\n  ${problems.join('\n  ')}`);
    this.name = 'RuleLoadError';
  }
}

function emptyModels(): Required<ModelFile> {
  return Object.fromEntries(MODEL_SECTIONS.map((section) => [section, []])) as unknown as Required<ModelFile>;
}

export function mergeModels(into: Required<ModelFile>, extra: ModelFile): void {
  for (const key of Object.keys(into) as (keyof ModelFile)[]) {
    const rows = extra[key];
    if (rows) (into[key] as unknown[]).push(...rows);
  }
}

function yamlFiles(dir: string): string[] {
  const out: string[] = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...yamlFiles(full));
    else if (/\.ya?ml$/.test(entry.name)) out.push(full);
  }
  return out.sort();
}

function makeValidators() {
  const ajv = new Ajv({ allErrors: true, strict: false, discriminator: true });
  for (const schema of schemas) ajv.addSchema(schema);
  return {
    rule: ajv.getSchema('vigil:rule')!,
    model: ajv.getSchema('vigil:model')!,
    errorsText: (errors: unknown) => ajv.errorsText(errors as never, { separator: '; ' }),
  };
}

function isModelFile(file: string, familyDir: string): boolean {
  return path.relative(familyDir, file).split(path.sep).includes('models');
}

/** Loads and checks every family's rules. Throws RuleLoadError listing every problem found. */
export function loadRuleSet(rulesDir: string = defaultRulesDir()): RuleSet {
  const validators = makeValidators();
  const problems: string[] = [];
  const set = {} as RuleSet;
  const seenIds = new Map<string, string>();

  for (const family of LANGUAGE_FAMILIES) {
    const familyDir = path.join(rulesDir, family);
    const pack: RulePack = { family, rules: [], models: emptyModels(), modelFiles: [] };
    set[family] = pack;
    for (const file of yamlFiles(familyDir)) {
      const rel = path.relative(rulesDir, file);
      let data: unknown;
      try {
        data = YAML.parse(fs.readFileSync(file, 'utf8'));
      } catch (error) {
        problems.push(`${rel}: YAML does not parse: ${(error as Error).message.split('\n')[0]}`);
        continue;
      }
      if (isModelFile(file, familyDir)) {
        if (data === null || data === undefined) continue; // an empty model file is allowed
        if (!validators.model(data)) {
          problems.push(`${rel}: ${validators.errorsText(validators.model.errors)}`);
          continue;
        }
        mergeModels(pack.models, data as ModelFile);
        pack.modelFiles.push(file);
        continue;
      }
      if (!validators.rule(data)) {
        problems.push(`${rel}: ${validators.errorsText(validators.rule.errors)}`);
        continue;
      }
      const rule = data as Rule;
      if (path.basename(file).replace(/\.ya?ml$/, '') !== rule.id) {
        problems.push(`${rel}: file name must be the rule id (${rule.id}.yaml)`);
      }
      const previous = seenIds.get(rule.id);
      if (previous) problems.push(`${rel}: duplicate rule id ${rule.id} (also ${previous})`);
      seenIds.set(rule.id, rel);
      for (const language of rule.languages) {
        if (familyOf(language) !== family) problems.push(`${rel}: language ${language} does not belong under rules/${family}`);
      }
      if (rule.models) mergeModels(pack.models, rule.models);
      pack.rules.push({ rule, file, family });
    }
  }

  for (const pack of Object.values(set)) problems.push(...neverFiring(pack, rulesDir));
  if (problems.length > 0) throw new RuleLoadError(problems);
  return set;
}

/** Taint rules with a source or sink kind that no model row of the family provides can never fire. */
function neverFiring(pack: RulePack, rulesDir: string): string[] {
  const sourceKinds = new Set(pack.models.sources.map((row) => row.kind));
  const sinkKinds = new Set(pack.models.sinks.map((row) => row.kind));
  const problems: string[] = [];
  for (const { rule, file } of pack.rules) {
    if (rule.kind !== 'taint') continue;
    const rel = path.relative(rulesDir, file);
    for (const kind of rule.taint.sources) {
      if (!sourceKinds.has(kind)) problems.push(`${rel}: can never fire: no model row provides source kind "${kind}"`);
    }
    for (const kind of rule.taint.sinks) {
      if (!sinkKinds.has(kind)) problems.push(`${rel}: can never fire: no model row provides sink kind "${kind}"`);
    }
  }
  return problems;
}

let cached: { dir: string; set: RuleSet } | undefined;

/** The rule set of a folder, loaded once per thread (the default folder's from the build's compiled packs when they match it). */
export function ruleSetFor(rulesDir: string = defaultRulesDir()): RuleSet {
  if (cached?.dir !== rulesDir) cached = { dir: rulesDir, set: (rulesDir === defaultRulesDir() ? compiledPacks()?.code : undefined) ?? loadRuleSet(rulesDir) };
  return cached.set;
}
