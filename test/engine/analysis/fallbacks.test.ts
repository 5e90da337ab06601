/**
 * Constant fallbacks (`process.env.KEY || 'dev'`): which values get one, that joins keep it, and
 * that only checks asking for it (`orFallback`) hold through it, telling where the constant is.
 */
import { describe, expect, it } from 'vitest';
import { evalCheck, takeFallbackHit, type CallFacts } from '../../../src/engine/analysis/checks.js';
import { configuredConstant, constant, join, withFallback, type AbsValue } from '../../../src/engine/analysis/values.js';

const loc = { line: 3, column: 30, endLine: 3, endColumn: 40, startIndex: 50, endIndex: 60 };
const setting: AbsValue = { qname: 'process.env.KEY' };
const facts = (arg: AbsValue): CallFacts => ({ args: [arg], kwargs: {}, typesOf: () => [] });

describe('analysis/fallbacks', () => {
  it('a non-constant value falling back to non-empty constant text gets the fallback; nothing else does', () => {
    const v = withFallback(join(setting, constant('changeme')), constant('changeme'), 'config.js', loc);
    expect(v.fallback).toEqual({ value: 'changeme', filePath: 'config.js', loc });
    expect(withFallback(join(setting, constant('')), constant(''), 'config.js', loc).fallback).toBeUndefined();
    expect(withFallback(join(setting, constant(3000)), constant(3000), 'config.js', loc).fallback).toBeUndefined();
    expect(withFallback(join(constant('a'), constant('b')), constant('b'), 'config.js', loc).fallback).toBeUndefined();
  });

  it('a join keeps the fallback of either side', () => {
    const v = withFallback(join(setting, constant('changeme')), constant('changeme'), 'config.js', loc);
    expect(join({ qname: 'other' }, v).fallback?.value).toBe('changeme');
  });

  it('only an orFallback check holds through the fallback, and says where the constant is', () => {
    const v = withFallback(join(setting, constant('changeme')), constant('changeme'), 'config.js', loc);
    const f = facts(v);
    expect(evalCheck({ arg: 0, regex: '.' }, f)).toBe(false);
    expect(takeFallbackHit(f)).toBeUndefined();
    expect(evalCheck({ arg: 0, regex: '.', orFallback: true }, f)).toBe(true);
    expect(takeFallbackHit(f)?.filePath).toBe('config.js');
    expect(takeFallbackHit(f)).toBeUndefined();
    const direct = facts(constant('secret'));
    expect(evalCheck({ arg: 0, regex: '.', orFallback: true }, direct)).toBe(true);
    expect(takeFallbackHit(direct)).toBeUndefined();
  });

  it('an inCode check skips a constant a configuration file of the tree sets', () => {
    expect(evalCheck({ arg: 0, regex: '.', inCode: true }, facts(configuredConstant('replace-me')))).toBe(false);
    expect(evalCheck({ arg: 0, regex: '.' }, facts(configuredConstant('replace-me')))).toBe(true);
    expect(evalCheck({ arg: 0, regex: '.', inCode: true }, facts(constant('secret')))).toBe(true);
  });
});
