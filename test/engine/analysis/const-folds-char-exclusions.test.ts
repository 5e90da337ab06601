/**
 * Unit tests of Java and JavaScript constant folding and Python slices of constants (`const-calls.ts`) and of the narrowing of
 * single characters that hand-written escapers rely on (`char-exclusions.ts`).
 */
import { describe, expect, it } from 'vitest';
import { excludeChars } from '../../../src/engine/analysis/char-exclusions.js';
import { foldConstantCall, foldSlice, JAVA_CONSTANT_CALLS, JS_CONSTANT_CALLS, PHP_CONSTANT_CALLS, PYTHON_CONSTANT_CALLS } from '../../../src/engine/analysis/const-calls.js';
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

  it('folds Math.max/min/abs of integers and only the one-argument number parses', () => {
    const call = (qname: string, ...args: AbsValue[]) => foldConstantCall(qname, undefined, undefined, args, JAVA_CONSTANT_CALLS)?.const?.value;
    expect(call('java.lang.Math.max', constant(3), constant(7))).toBe(7);
    expect(call('java.lang.Math.min', constant(4), constant(9))).toBe(4);
    expect(call('java.lang.Math.abs', constant(-2))).toBe(2);
    // A non-integral constant is a double: Math.max(2, 3.5) is 3.5 in Java, but 3.0 would print "3.0".
    expect(call('java.lang.Math.max', constant(2), constant(3.5))).toBeUndefined();
    expect(call('java.lang.Math.max', constant(3), remote())).toBeUndefined();
    expect(call('java.lang.Integer.parseInt', constant('10'))).toBe(10);
    // parseInt("10", 16) is 16: the radix form does not fold.
    expect(call('java.lang.Integer.parseInt', constant('10'), constant(16))).toBeUndefined();
    expect(foldConstantCall('len', undefined, undefined, [constant('abc')], PYTHON_CONSTANT_CALLS)?.const?.value).toBe(3);
    expect(foldConstantCall('int', undefined, undefined, [constant('ff'), constant(16)], PYTHON_CONSTANT_CALLS)).toBeUndefined();
  });

  it('folds String.format/formatted with %s, %d, %%, %n and argument indexes, nothing else', () => {
    const format = (...args: (string | number | boolean | null)[]) => foldConstantCall('java.lang.String.format', undefined, undefined, args.map(constant), JAVA_CONSTANT_CALLS)?.const?.value;
    expect(format('%d-%s', 3, 'x')).toBe('3-x');
    expect(format('%2$s/%1$s %%%n', 'a', 'b')).toBe('b/a %\n');
    expect(format('%s|%s', true, null)).toBe('true|null');
    expect(format('%5s', 'x')).toBeUndefined();
    expect(format('%d', 'x')).toBeUndefined();
    expect(format('%s', 2.5)).toBeUndefined();
    expect(format('%s %s', 'only one')).toBeUndefined();
    expect(fold('%s!', 'formatted', 'hi')).toBe('hi!');
  });

  it('folds Character tests of a constant char', () => {
    const test = (name: string, c: string | number) => foldConstantCall(`java.lang.Character.${name}`, undefined, undefined, [constant(c)], JAVA_CONSTANT_CALLS)?.const?.value;
    expect(test('isLetter', 'B')).toBe(true);
    expect(test('isDigit', 'B')).toBe(false);
    expect(test('isUpperCase', 'b')).toBe(false);
    expect(test('isLetterOrDigit', '7')).toBe(true);
    expect(test('isLetter', 'ab')).toBeUndefined();
    expect(test('isLetter', 65)).toBeUndefined();
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

describe('JavaScript constant folding', () => {
  const js = (s: string, method: string, ...args: (string | number)[]) => foldConstantCall('String.' + method, constant(s), method, args.map(constant), JS_CONSTANT_CALLS)?.const?.value;
  it('folds String.prototype methods with JavaScript semantics', () => {
    expect(js('ABC', 'charAt', 1)).toBe('B');
    // Out of range is '' in JavaScript (Java throws); substring swaps reversed bounds; slice counts from the end.
    expect(js('AB', 'charAt', 5)).toBe('');
    expect(js('abcdef', 'substring', 4, 1)).toBe('bcd');
    expect(js('abcdef', 'slice', -2)).toBe('ef');
    expect(js('a-b-c', 'replace', '-', '+')).toBe('a+b-c');
    expect(js('Safe', 'toLowerCase')).toBe('safe');
    expect(js('safe', 'startsWith', 'sa')).toBe(true);
    expect(js('ab', 'concat', 'c', 'd')).toBe('abcd');
    expect(js('ab', 'repeat', 2)).toBe('abab');
    expect(js('7', 'padStart', 3, '0')).toBe('007');
  });
  it('leaves replacement patterns, tainted arguments and other methods alone', () => {
    expect(js('a-b', 'replace', '-', '$&')).toBeUndefined();
    expect(js('ab', 'length')).toBeUndefined();
    expect(js('ab', 'repeat', 1e6)).toBeUndefined();
    expect(foldConstantCall('String.charAt', constant('AB'), 'charAt', [remote()], JS_CONSTANT_CALLS)).toBeUndefined();
  });
});
