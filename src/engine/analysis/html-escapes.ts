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
import { constant, hasTaint, isConst, sanitize, type AbsValue } from './values.js';

const ESCAPED_LT = 'html-escape:<';
const ESCAPED_QUOTE = 'html-escape:"';
/** Patterns whose constant replacement may insert markup without undoing the escaping: line breaks. */
const LINE_BREAKS = new Set(['\\n', '\\r\\n', '\\r?\\n']);

const constString = (v: AbsValue | undefined): string | undefined => {
  if (!isConst(v)) return undefined;
  const value: ConstValue = v.const.value;
  return typeof value === 'string' ? value : undefined;
};

/**
 * The characters a global regex literal of single characters matches (`/</g`, `/[<>]/g`,
 * `/[&<>"'\/]/g`), or undefined. Inside and outside a class, a backslash before punctuation is that
 * punctuation (`\/`, `\-`, `\]`); a backslash before a letter (`\s`, `\d`) and ranges are not read.
 */
function matchedCharacters(pattern: string): Set<string> | undefined {
  const m = /^\/(.+)\/([a-z]*)$/.exec(pattern);
  if (!m || !m[2].includes('g')) return undefined;
  const body = m[1];
  if (/^(?:[^\\[\](){}|.*+?^$]|\\[^\w\s])$/.test(body)) return new Set([body.at(-1)!]);
  if (!body.startsWith('[') || !body.endsWith(']') || body[1] === '^') return undefined;
  const out = new Set<string>();
  const inner = body.slice(1, -1);
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (c === '\\') {
      const next = inner[++i];
      if (next === undefined || /[\w\s]/.test(next)) return undefined;
      out.add(next);
    } else if (c === ']' || c === '[' || (c === '-' && i > 0 && i < inner.length - 1)) return undefined; // a range, or a nested class
    else out.add(c);
  }
  return out.size ? out : undefined;
}

/** No markup once named, decimal and hexadecimal character references (`&amp;`, `&#39;`, `&#x2F;`) are set aside. */
const markupFree = (text: string): boolean => !/[<>"'&]/.test(text.replace(/&(?:[a-z]+|#\d+|#x[0-9a-f]+);/gi, ''));

/** Constant text (one constant, or one of several) with no markup in any of its possible values. */
function markupFreeText(v: AbsValue | undefined): boolean {
  if (!v || hasTaint(v) || v.fields || v.anyField) return false;
  const texts = isConst(v) ? [v.const.value] : (v.consts ?? []);
  return texts.length > 0 && texts.every((t) => typeof t === 'string' && markupFree(t));
}

/**
 * The value after `receiver.replace(pattern, replacement)` when the call takes part in HTML escaping;
 * else undefined. A replacement function (`(c) => ENTITIES[c]`) counts when `callWith` (the
 * function run once, with an argument that is one of the characters the pattern matches) gives
 * markup-free constant text whatever the character: one call, however many characters, so an escaper
 * of eight characters stays within the contexts a function is analysed in.
 */
export function htmlEscapeStep(
  method: string,
  receiver: AbsValue | undefined,
  args: AbsValue[],
  callWith?: (fn: AbsValue, matched: AbsValue) => AbsValue,
  textReplaceAll?: { literal: ReadonlySet<string>; regex: ReadonlySet<string> },
): AbsValue | undefined {
  if ((method !== 'replace' && method !== 'replaceAll') || !receiver || args.length !== 2) return undefined;
  const text = constString(args[0]);
  if (text === undefined) return undefined;
  // A dialect whose replace methods take text replaces every occurrence (Java `s.replace("<", "&lt;")`,
  // `s.replaceAll("[<>]", "")`): read the text as the global regex literal it amounts to.
  const pattern = textReplaceAll?.literal.has(method) ? `/${text.replace(/[\\^$.*+?()[\]{}|/]/g, '\\$&').replace(/\r/g, '\\r').replace(/\n/g, '\\n')}/g` : textReplaceAll?.regex.has(method) ? `/${text}/g` : text;
  const states = new Set(receiver.states ?? []);
  const chars = matchedCharacters(pattern);
  const replacement = constString(args[1]);
  const matched = (set: Set<string>): AbsValue => (set.size === 1 ? constant([...set][0]) : { consts: [...set] });
  const replacedClean = replacement !== undefined ? markupFree(replacement) : !!(args[1].fn && chars && callWith && markupFreeText(callWith(args[1], matched(chars))));
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
