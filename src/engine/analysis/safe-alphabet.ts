/**
 * `re.sub(r"[^\w-]", "", x)`: deleting every character outside a small safe alphabet leaves
 * text that cannot carry quotes, shell metacharacters, separators or markup, whatever `x` was.
 * The result is clean for the injection kinds; a path stays a sink when the alphabet keeps `.`
 * (`..` survives the stripping). Only a constant, negated character class replaced by nothing
 * counts: any other pattern keeps the taint.
 */
import type { ConstValue } from '../ir/types.js';
import { isConst, sanitize, type AbsValue } from './values.js';

/** Pieces a safe alphabet may be made of inside `[^…]`. */
const SAFE_PIECES = /^(?:\\w|\\d|a-z|A-Z|0-9|_|\\-|-|\\\.|\.)+$/;
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
  if (!m || !SAFE_PIECES.test(m[1])) return undefined;
  const keepsDot = /(^|[^\\])\.|\\\./.test(m[1]);
  return sanitize(args[2], keepsDot ? CLEANED : [...CLEANED, 'path']);
}

/**
 * JavaScript's spelling: `x.replace(/[^\w-]+/g, '')` (or `replaceAll`). The regex literal lowers to
 * its constant text `/body/flags`; without the `g` flag only the first match goes, so it does not count.
 */
export function stripMethodToSafeAlphabet(method: string, receiver: AbsValue | undefined, args: AbsValue[]): AbsValue | undefined {
  if ((method !== 'replace' && method !== 'replaceAll') || !receiver || args.length < 2) return undefined;
  const pattern = constString(args[0]);
  if (pattern === undefined || constString(args[1]) !== '') return undefined;
  const m = /^\/\[\^(.+)\][+*]?\/([a-z]*)$/.exec(pattern);
  if (!m || !m[2].includes('g') || !SAFE_PIECES.test(m[1])) return undefined;
  const keepsDot = /(^|[^\\])\.|\\\./.test(m[1]);
  return sanitize(receiver, keepsDot ? CLEANED : [...CLEANED, 'path']);
}
