/**
 * Every rule (language packs and secrets) carries references: the CWE page of each of its CWEs
 * and at least one OWASP page. Read from the YAML files directly, so a failure lists every
 * offending file at once (rules added on another branch show up here by name).
 */
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { defaultRulesDir } from '../../src/engine/rules/loader.js';

const RULES = defaultRulesDir();

function ruleFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'models' ? [] : ruleFiles(full);
    return /\.ya?ml$/.test(entry.name) ? [full] : [];
  });
}

/** What is missing from one rule's references, or an empty list. */
export function missingReferences(rule: { cwe?: unknown; relatedCwes?: unknown; references?: unknown }): string[] {
  const refs = Array.isArray(rule.references) ? rule.references.filter((r): r is string => typeof r === 'string') : [];
  const cwes = [rule.cwe, ...(Array.isArray(rule.relatedCwes) ? rule.relatedCwes : [])].filter((c): c is string => typeof c === 'string');
  const missing = cwes
    .filter((cwe) => !refs.includes(`https://cwe.mitre.org/data/definitions/${cwe.replace(/^CWE-/, '')}.html`))
    .map((cwe) => `the ${cwe} page`);
  if (!refs.some((r) => /^https:\/\/(cheatsheetseries\.)?owasp\.org\//.test(r))) missing.push('an OWASP page');
  return missing;
}

describe('rule references', () => {
  const files = ruleFiles(RULES);

  it('finds the rule files (language packs and secrets)', () => {
    expect(files.length).toBeGreaterThan(150);
    expect(files.some((f) => f.includes(`${path.sep}secrets${path.sep}`))).toBe(true);
  });

  it('gives every rule the CWE page of each of its CWEs and an OWASP page', () => {
    const offenders = files.flatMap((file) => {
      const missing = missingReferences(YAML.parse(fs.readFileSync(file, 'utf8')) ?? {});
      return missing.length ? [`${path.relative(RULES, file)}: missing ${missing.join(', ')}`] : [];
    });
    expect(offenders, `rules without references:\n  ${offenders.join('\n  ')}`).toEqual([]);
  });

  it('fails on a rule that misses a CWE page or an OWASP page', () => {
    const cwePage = 'https://cwe.mitre.org/data/definitions/94.html';
    expect(missingReferences({ cwe: 'CWE-94', relatedCwes: ['CWE-95'], references: [cwePage] })).toEqual(['the CWE-95 page', 'an OWASP page']);
    expect(missingReferences({ cwe: 'CWE-94', references: [cwePage, 'https://owasp.org/Top10/A03_2021-Injection/'] })).toEqual([]);
    expect(missingReferences({ cwe: 'CWE-94' })).toEqual(['the CWE-94 page', 'an OWASP page']);
  });
});
