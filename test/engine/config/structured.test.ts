import { describe, expect, it } from 'vitest';
import { flattenConfig, parseJsonConfig, parseYamlConfig } from '../../../src/engine/config/structured.js';

describe('structured configuration', () => {
  it('flattens nested objects and lists to Spring-style dotted keys', () => {
    const flat = flattenConfig({ app: { crypto: { algo: 'MD5', rounds: 3, enabled: true }, hosts: ['a', { name: 'b' }] }, nothing: null });
    expect(Object.fromEntries(flat)).toEqual({
      'app.crypto.algo': 'MD5',
      'app.crypto.rounds': '3',
      'app.crypto.enabled': 'true',
      'app.hosts[0]': 'a',
      'app.hosts[1].name': 'b',
    });
  });

  it('parses JSON and returns nothing for invalid JSON', () => {
    expect(parseJsonConfig('{"db": {"url": "jdbc:h2:mem"}}').get('db.url')).toBe('jdbc:h2:mem');
    expect(parseJsonConfig('{not json').size).toBe(0);
  });

  it('parses YAML, the first document of a multi-document stream winning', () => {
    const yaml = [
      'app:',
      '  algo: SHA-256',
      '  cipher: "AES/GCM/NoPadding"',
      'spring.datasource.url: jdbc:postgresql://db/app',
      '---',
      'spring.config.activate.on-profile: legacy',
      'app:',
      '  algo: MD5',
    ].join('\n');
    const values = parseYamlConfig(yaml);
    expect(values.get('app.algo')).toBe('SHA-256');
    expect(values.get('app.cipher')).toBe('AES/GCM/NoPadding');
    expect(values.get('spring.datasource.url')).toBe('jdbc:postgresql://db/app');
    expect(values.get('spring.config.activate.on-profile')).toBe('legacy');
  });

  it('returns what it can from broken YAML instead of throwing', () => {
    expect(() => parseYamlConfig('a: [1, 2\nb: : :\n')).not.toThrow();
    expect(parseYamlConfig('ok: 1\n---\n: [broken\n').get('ok')).toBe('1');
  });
});
