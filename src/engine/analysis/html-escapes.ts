/**
 * HTML escaping written as a chain of replacements, the way applications write their own
 * `escapeHtml`: `text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/"/g, '&quot;')`.
 * Once `<` and `"` are both replaced by text without markup (in any order), the value can open no
 * element and leave no double-quoted attribute, so it is clean for the HTML kind. Each replacement
 * marks the value; replacements that keep the escaping (newlines turned into `<br>`, other
 * characters into entities) keep the marks, anything else leaves the propagator's default.
 * Single-quoted attributes are not covered: escapers commonly leave `'` alone.
 */
import type { ConstValue } from '../ir/types.js';
import { isConst, sanitize, type AbsValue } from './values.js';

const ESCAPED_LT = 'html-escape:<';
const ESCAPED_QUOTE = 'html-escape:"';
/** Patterns whose constant replacement may insert markup without undoing the escaping: line breaks. */
const LINE_BREAKS = new Set(['\\n', '\\r\\n', '\\r?\\n']);

const constString = (v: AbsValue | undefined): string | undefined => {
  if (!isConst(v)) return undefined;
  const value: ConstValue = v.const.value;
  return typeof value === 'string' ? value : undefined;
};

/** The characters a global regex literal of single characters matches (`/</g`, `/[<>]/g`), or undefined. */
function matchedCharacters(pattern: string): Set<string> | undefined {
  const m = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  if (!m || !m[2].includes('g')) return undefined;
  const body = m[1];
  if (/^[^\\[\](){}|.*+?^$]$/.test(body)) return new Set([body]);
  const cls = /^\[([^\]^\\]+)\]$/.exec(body);
  return cls && !cls[1].includes('-') ? new Set(cls[1]) : undefined;
}

const markupFree = (text: string): boolean => !/[<>"'&]/.test(text.replace(/&(?:[a-z]+|#\d+);/g, ''));

/**
 * The value after `receiver.replace(pattern, replacement)` when the call takes part in HTML escaping;
 * else undefined. A replacement function (`(c) => ENTITIES[c]`) counts when `callWith` (the
 * function run with one matched character) gives markup-free constant text for every character the
 * pattern matches.
 */
export function htmlEscapeStep(
  method: string,
  receiver: AbsValue | undefined,
  args: AbsValue[],
  callWith?: (fn: AbsValue, matched: string) => AbsValue,
): AbsValue | undefined {
  if ((method !== 'replace' && method !== 'replaceAll') || !receiver || args.length !== 2) return undefined;
  const pattern = constString(args[0]);
  if (pattern === undefined) return undefined;
  const states = new Set(receiver.states ?? []);
  const chars = matchedCharacters(pattern);
  const replacement = constString(args[1]);
  const byFunction = (c: string): boolean => {
    const text = constString(callWith!(args[1], c));
    return text !== undefined && markupFree(text);
  };
  const replacedClean = replacement !== undefined ? markupFree(replacement) : !!(args[1].fn && chars && callWith && [...chars].every(byFunction));
  if (replacement === undefined && !replacedClean) return undefined;
  if (chars && replacedClean) {
    if (chars.has('<')) states.add(ESCAPED_LT);
    if (chars.has('"')) states.add(ESCAPED_QUOTE);
  } else {
    const body = /^\/(.+)\/[a-z]*$/.exec(pattern)?.[1];
    // `\n` → `<br>` inserts constant markup; nothing the escaping removed comes back.
    if (!(body && LINE_BREAKS.has(body)) || !states.has(ESCAPED_LT)) return undefined;
  }
  if (!states.has(ESCAPED_LT) && !states.has(ESCAPED_QUOTE)) return undefined;
  const out: AbsValue = { ...receiver, states };
  return states.has(ESCAPED_LT) && states.has(ESCAPED_QUOTE) ? { ...sanitize(out, ['html']), states } : out;
}
