import { describe, expect, it } from 'vitest';
import { namesIn, reassigned, singleAssignment } from '../../../src/engine/analysis/single-assignment.js';
import { harness } from './harness.js';

describe('analysis/single-assignment', () => {
  it('gives the one expression a local is assigned, and none when it is written twice or in a loop', async () => {
    const h = await harness({
      'a.js': [
        'function f(next, legacy) {',
        '  const host = new URL(next, "https://a.example").hostname;',
        '  let other = next;',
        '  if (legacy) other = "/";',
        '  for (const x of [1]) { var inLoop = x; }',
        '  return host + other + inLoop;',
        '}',
      ].join('\n'),
    });
    const fn = h.module('a.js').functions.find((f) => f.name === 'f')!;
    const host = singleAssignment(fn, 'host');
    expect(host?.kind).toBe('member');
    expect(namesIn(host!)).toEqual(expect.arrayContaining(['next']));
    expect(singleAssignment(fn, 'other')).toBeUndefined();
    expect(reassigned(fn, 'other')).toBe(true);
    expect(singleAssignment(fn, 'inLoop')).toBeUndefined();
    expect(reassigned(fn, 'next')).toBe(false); // a parameter never written
  });

  it('gives none for a parameter written once: before the write (or on another branch) it holds the caller\'s value', async () => {
    const h = await harness({
      'a.js': ['function f(next, legacy) {', '  if (legacy) next = new URL(next, "https://a.example").hostname;', '  return next === "a.example";', '}'].join('\n'),
    });
    const fn = h.module('a.js').functions.find((f) => f.name === 'f')!;
    expect(singleAssignment(fn, 'next')).toBeUndefined();
    expect(reassigned(fn, 'next')).toBe(true);
  });
});
