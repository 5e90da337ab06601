/** Unit tests of folding with a floating-point constant (`float-folds.ts`). */
import { describe, expect, it } from 'vitest';
import { foldFloat, javaDoubleText } from '../../../src/engine/analysis/float-folds.js';

describe('float folds', () => {
  it('keeps arithmetic floating and compares numbers', () => {
    expect(foldFloat('div', 10, 4, true, false)).toEqual({ const: { value: 2.5, float: true } });
    expect(foldFloat('mul', 2, 3, false, true)).toEqual({ const: { value: 6, float: true } });
    expect(foldFloat('gt', 2.5, 2.4, true, true)?.const?.value).toBe(true);
    expect(foldFloat('eq', 4, 4, true, false)?.const?.value).toBe(true);
    expect(foldFloat('div', 1, 0, true, false)).toBeUndefined();
    expect(foldFloat('bitAnd', 1, 1, true, false)).toBeUndefined();
  });

  it("writes a double the way Java's Double.toString does, where that is certain", () => {
    expect(foldFloat('add', 'v', 4, false, true)?.const?.value).toBe('v4.0');
    expect(foldFloat('add', 2.5, '!', true, false)?.const?.value).toBe('2.5!');
    expect(javaDoubleText(-0.5)).toBe('-0.5');
    expect(javaDoubleText(1e7)).toBeUndefined();
    expect(javaDoubleText(0.0001)).toBeUndefined();
    expect(javaDoubleText(0)).toBe('0.0');
  });
});
