import { describe, expect, it } from 'vitest';
import { buildRuleSet, loadRuleDocuments, loadSecretRules, SecretRuleError } from '../../../src/engine/secrets/index.js';

describe('secrets rule pack', () => {
  it('loads every rule and passes every rule sample (self-test runs while loading)', () => {
    const rules = loadSecretRules();
    expect(rules.providers.length).toBeGreaterThanOrEqual(30);
    expect(new Set(rules.providers.map((r) => r.provider)).size).toBeGreaterThanOrEqual(30);
    expect(rules.generic.id).toBe('generic-secret');
  });
});
