/**
 * Unit tests of Java constant folding and Python slices of constants (`const-calls.ts`) and of the narrowing of
 * single characters that hand-written escapers rely on (`char-exclusions.ts`).
 */
import { describe, expect, it } from 'vitest';
import { excludeChars } from '../../../src/engine/analysis/char-exclusions.js';
import { foldConstantCall, foldSlice, JAVA_CONSTANT_CALLS, PHP_CONSTANT_CALLS, PYTHON_CONSTANT_CALLS } from '../../../src/engine/analysis/const-calls.js';
import { constant, tainted, type AbsValue } from '../../../src/engine/analysis/values.js';

const remote = (types?: string[]): AbsValue => tainted([{ kind: 'remote', steps: [], sanitized: [] }], types ? { types } : {});
const fold = (s: string, method: string, ...args: (string | number)[]) => foldConstantCall(undefined, constant(s), method, args.map(constant), JAVA_CONSTANT_CALLS)?.const?.value;

describe('Java constant folding', () => {
  it('folds String methods on constants', () => {
    expect(fold('ABC', 'charAt', 1)).toBe('B');
    expect(fold('xyzSHA', 'substring', 3)).toBe('SHA');
    expect(fold('xyzSHA', 'substring', 3, 5)).toBe('SH');
    expect(fold('prefix', 'indexOf', 'f')).toBe(3);
    expect(fold('Abc', 'toUpperCase')).toBe('ABC');
    expect(fold('ab', 'length')).toBe(2);
    expect(fold('a-b', 'replace', '-', '+')).toBe('a+b');
  });

  it('does not fold what would throw, other dialects\' names, or tainted arguments', () => {
    expect(fold('ab', 'charAt', 2)).toBeUndefined();
    expect(fold('ab', 'substring', 3)).toBeUndefined();
    expect(fold('ab', 'substring', 1, 0)).toBeUndefined();
    expect(fold('AB', 'lower')).toBeUndefined();
    expect(foldConstantCall(undefined, constant('AB'), 'charAt', [remote()], JAVA_CONSTANT_CALLS)).toBeUndefined();
    expect(foldConstantCall(undefined, constant('AB'), 'charAt', [constant(0)], PYTHON_CONSTANT_CALLS)).toBeUndefined();
  });
});

describe('PHP constant folding', () => {
  const php = (name: string, arg: string | number) => foldConstantCall(name, undefined, undefined, [constant(arg)], PHP_CONSTANT_CALLS)?.const?.value;
  it('folds string functions of one ASCII constant', () => {
    expect(php('strlen', 'abc')).toBe(3);
    expect(php('strtoupper', 'aBc')).toBe('ABC');
    expect(php('ucfirst', 'safe')).toBe('Safe');
    expect(php('strrev', 'abc')).toBe('cba');
    expect(php('trim', ' \tx\n')).toBe('x');
    expect(php('abs', -4)).toBe(4);
  });
  it('leaves multibyte text (PHP counts bytes), unknown functions and tainted values alone', () => {
    expect(php('strlen', 'é')).toBeUndefined();
    expect(php('str_word_count', 'a b')).toBeUndefined();
    expect(foldConstantCall('strlen', undefined, undefined, [remote()], PHP_CONSTANT_CALLS)).toBeUndefined();
  });
});

describe('excludeChars', () => {
  it('cleans a character that is none of a kind\'s metacharacters, for that kind only', () => {
    const ch = remote(['char']);
    const one = excludeChars(ch, ['<', '>'])!;
    expect(one.taints?.[0].sanitized).toEqual([]);
    const both = excludeChars(one, ['"', "'"])!;
    expect(both.taints?.[0].sanitized).toContain('html');
    expect(both.taints?.[0].sanitized).toContain('xpath');
    expect(both.taints?.[0].sanitized).not.toContain('ldap');
    expect(both.types).toEqual(['char']);
  });

  it('proves nothing about strings or untainted values', () => {
    expect(excludeChars(remote(['java.lang.String']), ['<', '>', '"', "'"])).toBeUndefined();
    expect(excludeChars(constant('a'), ['<'])).toBeUndefined();
    expect(excludeChars(remote(['char']), ['<>'])).toBeUndefined();
  });
});

describe('foldSlice', () => {
  const slice = (s: string, a: number | null, b: number | null) => foldSlice(constant(s), constant(a), constant(b))?.const?.value;
  it('slices constant strings as Python does', () => {
    expect(slice('xyzSHA', 3, 6)).toBe('SHA');
    expect(slice('xyzSHA', null, 3)).toBe('xyz');
    expect(slice('xyzSHA', -3, null)).toBe('SHA');
    expect(slice('abc', 5, 9)).toBe('');
    expect(slice('abc', 2, 1)).toBe('');
  });
  it('leaves tainted strings and unknown bounds alone', () => {
    expect(foldSlice(remote(), constant(0), constant(1))).toBeUndefined();
    expect(foldSlice(constant('abc'), remote(), constant(1))).toBeUndefined();
  });
});
