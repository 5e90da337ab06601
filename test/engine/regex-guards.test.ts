import { describe, expect, it } from 'vitest';
import { anchoredPatternStrength } from '../../src/engine/analysis/regex-guards.js';

describe('anchored allow-list patterns', () => {
  it('cleans word-only patterns for every kind, dot-admitting ones for all but paths, requests and redirects', () => {
    expect(anchoredPatternStrength('/^[\\w-]+$/')).toBe('all');
    expect(anchoredPatternStrength('/^[a-z0-9_]{1,32}$/i')).toBe('all');
    expect(anchoredPatternStrength('^\\w+$')).toBe('all');
    expect(anchoredPatternStrength('/^[a-zA-Z0-9.-]{1,253}$/')).toBe('dot');
    expect(anchoredPatternStrength('/^\\w+\\.\\w+$/')).toBe('dot');
  });

  it('proves nothing for unanchored, multiline or wider patterns', () => {
    expect(anchoredPatternStrength('/^[\\w.-]+/')).toBeUndefined();
    expect(anchoredPatternStrength('/[\\w.-]+$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^[\\w.-]+$/m')).toBeUndefined();
    expect(anchoredPatternStrength('/^[\\w ]+$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^.+$/')).toBeUndefined();
    expect(anchoredPatternStrength('/^[^<>]+$/')).toBeUndefined();
  });
});
