/**
 * Module-level constants of standard libraries whose values are fixed by the language: read as the
 * constant they are, so `random.choice(string.ascii_letters + string.digits)` is seen to draw from a
 * character alphabet and `os.path.join(BASE, string.digits)` folds like any other constant.
 */
import { constant, type AbsValue } from './values.js';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const UPPER = LOWER.toUpperCase();
const DIGITS = '0123456789';
const PUNCT = '!"#$%&\'()*+,-./:;<=>?@[\\]^_`{|}~';

const CONSTANTS = new Map<string, string>([
  ['string.ascii_lowercase', LOWER],
  ['string.ascii_uppercase', UPPER],
  ['string.ascii_letters', LOWER + UPPER],
  ['string.digits', DIGITS],
  ['string.hexdigits', DIGITS + 'abcdefABCDEF'],
  ['string.octdigits', '01234567'],
  ['string.punctuation', PUNCT],
]);

/** The constant one of the resolved names denotes, or undefined. */
export function libraryConstant(names: readonly string[]): AbsValue | undefined {
  for (const n of names) {
    const v = CONSTANTS.get(n);
    if (v !== undefined) return constant(v);
  }
  return undefined;
}
