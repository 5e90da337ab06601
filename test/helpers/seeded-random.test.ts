/** The seeded test generator: the same seed gives the same draws, of the lengths and alphabets asked for. */
import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.js';

describe('seededRandom', () => {
  it('draws the same values from the same seed, and others from another seed', () => {
    const draw = (seed: number) => {
      const random = seededRandom(seed);
      return [random.alnum(32), random.urlsafe(32), random.bytes(32).toString('hex'), random.int(1000)];
    };
    expect(draw(7)).toEqual(draw(7));
    expect(draw(7)).not.toEqual(draw(8));
  });

  it('keeps to the length and alphabet of each shape', () => {
    const random = seededRandom(1);
    for (let i = 0; i < 200; i++) {
      expect(random.alnum(40)).toMatch(/^[A-Za-z0-9]{40}$/);
      expect(random.urlsafe(40)).toMatch(/^[A-Za-z0-9_-]{40}$/);
      expect(random.from('xyz', 5)).toMatch(/^[xyz]{5}$/);
      expect(random.bytes(17)).toHaveLength(17);
      const n = random.int(10);
      expect(Number.isInteger(n) && n >= 0 && n < 10).toBe(true);
    }
  });

  it('reaches every symbol of an alphabet and every byte value', () => {
    const random = seededRandom(2);
    expect(new Set(random.alnum(5000)).size).toBe(62);
    expect(new Set(random.bytes(20_000)).size).toBe(256);
  });
});
