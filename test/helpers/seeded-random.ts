/**
 * A seeded generator for the values tests plant (tokens, passwords, key bodies). A value drawn from
 * crypto.randomBytes or Math.random differs on every run, so a test can fail once in a thousand runs
 * when a draw happens to spell something the scanner treats specially; drawn from here, every run of
 * a test file sees the same values, and a failure reproduces.
 */

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** The base64url alphabet. */
const URLSAFE = `${ALNUM}-_`;

export interface SeededRandom {
  /** A number in [0, 1). */
  next(): number;
  /** A whole number in [0, n). */
  int(n: number): number;
  /** `length` characters, each drawn from `alphabet`. */
  from(alphabet: string, length: number): string;
  /** `length` letters and digits. */
  alnum(length: number): string;
  /** `length` characters of the base64url alphabet (letters, digits, `-`, `_`). */
  urlsafe(length: number): string;
  /** `length` bytes, in place of crypto.randomBytes. */
  bytes(length: number): Buffer;
}

/** mulberry32: small, fast, and the same sequence for the same seed on every platform. */
export function seededRandom(seed: number): SeededRandom {
  let state = seed | 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n: number): number => Math.floor(next() * n);
  const from = (alphabet: string, length: number): string => Array.from({ length }, () => alphabet[int(alphabet.length)]).join('');
  return {
    next,
    int,
    from,
    alnum: (length) => from(ALNUM, length),
    urlsafe: (length) => from(URLSAFE, length),
    bytes: (length) => Buffer.from(Array.from({ length }, () => int(256))),
  };
}
