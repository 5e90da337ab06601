/**
 * `re.sub(r"[^\w-]", "", x)`: deleting every character outside a small safe alphabet leaves
 * text that cannot carry quotes, shell metacharacters, separators or markup, whatever `x` was.
 * The result is clean for the injection kinds; a path stays a sink when the alphabet keeps `.`
 * (`..` survives the stripping). Only a constant, negated character class replaced by nothing
 * counts: any other pattern keeps the taint.
 */
import type { ConstValue } from '../ir/types.js';
import { isConst, sanitize, type AbsValue } from './values.js';

/** Pieces a safe alphabet may be made of inside `[^…]` (`+`: a phone number's `[^0-9+]` quotes and separates nothing). */
const SAFE_PIECES = /^(?:\\w|\\d|a-z|A-Z|0-9|_|\\-|-|\\\.|\.|\\\+|\+)+$/;
const CLEANED = ['sql', 'command', 'html', 'template', 'code', 'ldap', 'xpath', 'redirect', 'ssrf', 'nosql'];

const constString = (v: AbsValue | undefined): string | undefined => {
  if (!isConst(v)) return undefined;
  const value: ConstValue = v.const.value;
  return typeof value === 'string' ? value : undefined;
};

/** The stripped value, cleaned for what its alphabet cannot express, or undefined when the call is not such a strip. */
export function stripToSafeAlphabet(calleeNames: readonly string[], args: AbsValue[]): AbsValue | undefined {
  if (!calleeNames.includes('re.sub') || args.length < 3) return undefined;
  const pattern = constString(args[0]);
  if (pattern === undefined || constString(args[1]) !== '') return undefined;
  const m = /^\[\^(.+)\][+*]?$/.exec(pattern);
  return m ? strippedTo(m[1], args[2]) : undefined;
}

/** `value` with every character outside `[^alphabet]` deleted, or undefined when the alphabet is not a safe one. */
function strippedTo(alphabet: string, value: AbsValue): AbsValue | undefined {
  if (!SAFE_PIECES.test(alphabet)) return undefined;
  const keepsDot = /(^|[^\\])\.|\\\./.test(alphabet);
  return sanitize(value, keepsDot ? CLEANED : [...CLEANED, 'path']);
}

/** Methods replacing every match of a regex given as a string. */
const REGEX_STRING_REPLACE_ALL = new Set(['java.lang.String.replaceAll']);

/**
 * JavaScript's spelling: `x.replace(/[^\w-]+/g, '')` (or `replaceAll`). The regex literal lowers to
 * its constant text `/body/flags`; without the `g` flag only the first match goes, so it does not count.
 */
export function stripMethodToSafeAlphabet(method: string, receiver: AbsValue | undefined, args: AbsValue[], names: readonly string[] = []): AbsValue | undefined {
  if ((method !== 'replace' && method !== 'replaceAll') || !receiver || args.length < 2) return undefined;
  const pattern = constString(args[0]);
  if (pattern === undefined || constString(args[1]) !== '') return undefined;
  // Java's `s.replaceAll("[^A-Za-z0-9_-]", "")`: the pattern is a regex written as a string (a
  // JavaScript string pattern is literal text, so only the API's own name counts).
  if (names.some((n) => REGEX_STRING_REPLACE_ALL.has(n))) {
    const java = /^\[\^(.+)\][+*]?$/.exec(pattern);
    return java ? strippedTo(java[1], receiver) : undefined;
  }
  const m = /^\/\[\^(.+)\][+*]?\/([a-z]*)$/.exec(pattern);
  return m && m[2].includes('g') ? strippedTo(m[1], receiver) : undefined;
}
