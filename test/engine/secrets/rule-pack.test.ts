import { describe, expect, it } from 'vitest';
import { severityRank } from '../../../src/engine/findings.js';
import { loadSecretRules } from '../../../src/engine/secrets/index.js';

describe('secrets rule pack', () => {
  it('loads every rule and passes every rule sample (self-test runs while loading)', () => {
    const rules = loadSecretRules();
    expect(rules.providers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rules.providers.map((r) => r.provider)).size).toBeGreaterThanOrEqual(30);
    expect(rules.generic.id).toBe('generic-secret');
  });

  it('ranks generic findings below every provider rule, and says what happens in test fixtures', () => {
    const rules = loadSecretRules();
    for (const rule of rules.providers) {
      expect(severityRank(rule.severity), rule.id).toBeGreaterThan(severityRank(rules.generic.severity));
      expect(rule.inTestFixtures, rule.id).toBe('informative');
    }
    expect(rules.generic.inTestFixtures).toBe('skip');
  });

  it('gives every rule a remediation that says revoke and rotate, and a title that names its provider', () => {
    const rules = loadSecretRules();
    for (const rule of [...rules.providers, rules.generic]) {
      expect(rule.remediation.toLowerCase(), rule.id).toMatch(/revoke[\s\S]*rotate|rotate[\s\S]*revoke/);
      expect(rule.title, rule.id).toContain(rule.provider);
      expect(rule.cwe).toBe('CWE-798');
    }
  });
});
