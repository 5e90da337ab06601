/**
 * `vigil rules list [--language L] [--json]` and `vigil rules show ID [--json]`: the rules this
 * Vigil ships, read from the rules folder (no database, no server). `show` prints the same text
 * the SARIF `help` of the rule carries (src/engine/rules/help.ts).
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';
import { familyOf, type LanguageId } from '../engine/parse/languages.js';
import { RULE_FAMILIES, ruleCatalog, type RuleDoc, type RuleFamily } from '../engine/rules/catalog.js';
import { ruleText } from '../engine/rules/help.js';
import { LANGUAGE_IDS } from '../engine/rules/schema.js';
import { UsageError } from './usage.js';

function parse(argv: string[], command: string, options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: true });
  } catch (error) {
    throw new UsageError(`${command}: ${(error as Error).message.split('\n')[0]}`);
  }
}

/** A family name, a language id (`typescript` is the javascript family) or `secrets`. */
function familyFor(value: string): RuleFamily {
  const name = value.toLowerCase();
  if ((RULE_FAMILIES as readonly string[]).includes(name)) return name as RuleFamily;
  if ((LANGUAGE_IDS as readonly string[]).includes(name)) return familyOf(name as LanguageId);
  throw new UsageError(`rules list: --language must be one of ${[...new Set([...RULE_FAMILIES, ...LANGUAGE_IDS])].join(', ')} (got "${value}")`);
}

function summary(rule: RuleDoc) {
  return {
    id: rule.id,
    family: rule.family,
    languages: rule.languages,
    kind: rule.kind,
    category: rule.category,
    severity: rule.severity,
    ...(rule.precision ? { precision: rule.precision } : {}),
    cwes: rule.cwes,
    title: rule.title,
  };
}

function pad(text: string, width: number): string {
  return text.length >= width ? `${text} ` : text.padEnd(width);
}

function listRules(argv: string[]): void {
  const { values, positionals } = parse(argv, 'rules list', { language: { type: 'string' }, json: { type: 'boolean' } });
  if (positionals.length) throw new UsageError(`rules list: unexpected argument "${positionals[0]}"`);
  const family = values.language === undefined ? undefined : familyFor(String(values.language));
  const rules = ruleCatalog().rules.filter((rule) => family === undefined || rule.family === family);
  if (values.json) {
    process.stdout.write(`${JSON.stringify(rules.map(summary), null, 2)}\n`);
    return;
  }
  const idWidth = Math.max(2, ...rules.map((r) => r.id.length)) + 2;
  const cweWidth = Math.max(3, ...rules.map((r) => r.cwes.join(',').length)) + 2;
  const lines = rules.map((r) => `${pad(r.id, idWidth)}${pad(r.family, 12)}${pad(r.severity, 13)}${pad(r.cwes.join(','), cweWidth)}${r.title}`);
  const header = `${pad('ID', idWidth)}${pad('LANGUAGE', 12)}${pad('SEVERITY', 13)}${pad('CWE', cweWidth)}TITLE`;
  process.stdout.write(`${[header, ...lines].join('\n')}\n${rules.length} rules\n`);
}

function showRule(argv: string[]): void {
  const { values, positionals } = parse(argv, 'rules show', { json: { type: 'boolean' } });
  if (positionals.length !== 1) throw new UsageError('rules show: give one rule id (see vigil rules list)');
  const id = positionals[0];
  const catalog = ruleCatalog();
  const rule = catalog.describe(id);
  if (!rule) {
    const near = catalog.rules.filter((r) => r.id.includes(id.toLowerCase())).slice(0, 5).map((r) => r.id);
    throw new UsageError(`rules show: unknown rule "${id}"${near.length ? ` (did you mean ${near.join(', ')}?)` : ' (see vigil rules list)'}`);
  }
  process.stdout.write(values.json ? `${JSON.stringify(rule, null, 2)}\n` : ruleText(rule));
}

export async function runRulesCommand(argv: string[]): Promise<void> {
  const [sub, ...rest] = argv;
  if (sub === 'list') listRules(rest);
  else if (sub === 'show') showRule(rest);
  else throw new UsageError(sub === undefined ? 'rules: missing subcommand (list or show)' : `rules: unknown subcommand "${sub}" (list or show)`);
}
