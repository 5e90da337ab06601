/**
 * Constant prefixes of concatenations (src/engine/analysis/string-prefix.ts) and the `prefix`
 * check that reads them.
 */
import { describe, expect, it } from 'vitest';
import { evalCheck } from '../../src/engine/analysis/checks.js';
import { knownStart, withConcatPrefix, withPartsPrefix } from '../../src/engine/analysis/string-prefix.js';
import { constant, type AbsValue } from '../../src/engine/analysis/values.js';

const input: AbsValue = { taints: [{ kind: 'remote', steps: [], sanitized: [] }] };
const prefixHolds = (v: AbsValue, regex: string) => evalCheck({ arg: 0, prefix: regex }, { args: [v], kwargs: {}, typesOf: () => [] });

describe('string prefixes', () => {
  it('a concatenation starts with its leading constant parts, up to the first unknown part', () => {
    const v = withPartsPrefix(input, [constant('/account/'), constant(7), input, constant('/x')]);
    expect(v.prefix).toBe('/account/7');
    expect(withPartsPrefix(input, [input, constant('/x')]).prefix).toBeUndefined();
  });

  it('a prefix carries through a later concatenation, and a constant right side extends a constant left side only', () => {
    const first = withPartsPrefix(input, [constant('https://api.example'), input]);
    expect(withConcatPrefix(input, 'add', first, constant('/x')).prefix).toBe('https://api.example');
    expect(withConcatPrefix(input, 'add', constant('redirect:'), input).prefix).toBe('redirect:');
    expect(withConcatPrefix(input, 'sub', constant('a'), input).prefix).toBeUndefined();
  });

  it('several possible constants start with what they share', () => {
    expect(knownStart({ consts: ['/home/a', '/home/b'] })).toBe('/home/');
    expect(knownStart({ consts: ['/a', 'b'] })).toBeUndefined();
  });

  it('the prefix check proves only what the known start shows', () => {
    const sameSite = '^/[^/\\\\]';
    expect(prefixHolds(withPartsPrefix(input, [constant('/account/'), input]), sameSite)).toBe(true);
    // "/" + x may become "//evil.example": the known start does not rule it out.
    expect(prefixHolds(withPartsPrefix(input, [constant('/'), input]), sameSite)).toBe(false);
    expect(prefixHolds(input, sameSite)).toBe(false);
    expect(prefixHolds(constant('/home'), sameSite)).toBe(true);
  });
});
