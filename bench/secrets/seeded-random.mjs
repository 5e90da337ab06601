/**
 * The seeded generator the held-out set writers draw every value from (make-heldout3.mjs,
 * make-heldout4.mjs): the same seed writes the same files, so a set can be regenerated and diffed.
 * A writer passes its default seed; `--seed N` on its command line overrides it.
 */

export const LOW = 'abcdefghijklmnopqrstuvwxyz';
export const UP = LOW.toUpperCase();
export const DIG = '0123456789';
export const ALNUM = LOW + UP + DIG;
export const HEX = '0123456789abcdef';
export const B64 = ALNUM + '+/';

/** The seed named by `--seed N` on the command line, or the writer's own. */
export function seedFromArgs(defaultSeed) {
  const at = process.argv.indexOf('--seed');
  return at > 0 ? Number(process.argv[at + 1]) : defaultSeed;
}

/** mulberry32 from `seed`, and the draws built on it. */
export function seededRandom(seed) {
  let state = seed | 0;
  const rnd = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (n) => Math.floor(rnd() * n);
  const pick = (a) => a[int(a.length)];
  const from = (chars, n) => Array.from({ length: n }, () => chars[int(chars.length)]).join('');
  const hex = (n) => from(HEX, n);
  const alnum = (n) => from(ALNUM, n);
  const uuid = () => `${hex(8)}-${hex(4)}-4${hex(3)}-${pick('89ab')}${hex(3)}-${hex(12)}`;
  return { rnd, int, pick, from, hex, alnum, uuid };
}

/** The word with its first letter in upper case. */
export const cap = (w) => w[0].toUpperCase() + w.slice(1);
