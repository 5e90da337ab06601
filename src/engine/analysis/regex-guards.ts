/**
 * Anchored allow-list patterns (`/^[\w-]+$/.test(x)`, `/^[a-zA-Z0-9.-]{1,253}$/.test(x)`): what a
 * value that matched the whole pattern can no longer carry. Only word characters, `-` and `.`
 * (alone, in classes or as the words of a group, `(png|jpg)`, with quantifiers) qualify: no quote,
 * space, slash, angle bracket or shell metacharacter passes. A pattern that lets `.` through
 * still admits `..`, so it does not clean for paths, and a host-like value (`169.254.169.254`, `evil.example`) for requests and redirects.
 * The multiline flag makes `^`/`$` match at line breaks (`ok\n; rm -rf /`), so it never qualifies.
 */
import { NO_BACKSLASH, NOT_PROTOCOL_RELATIVE, STARTS_WITH_SLASH } from './relative-urls.js';

/** One character of the allowed set: an escape, a word character or `-`, or a class of them; optionally repeated. */
const SIMPLE_ATOM = String.raw`(?:\\[wd.\-_]|[\w\-]|\[(?:\\[wd.\-]|[\w.\-])+\])(?:[+*?]|\{\d+(?:,\d*)?\})?`;
/** A group of such atoms, or alternatives of them (`(png|jpe?g)`, `(_[a-z0-9]+)`): still only those characters. */
const GROUP_ATOM = String.raw`\((?:\?:)?(?:${SIMPLE_ATOM})+(?:\|(?:${SIMPLE_ATOM})+)*\)(?:[+*?]|\{\d+(?:,\d*)?\})?`;
const ATOM = `(?:${SIMPLE_ATOM}|${GROUP_ATOM})`;
const ANCHORED = new RegExp(`^\\^(?:${ATOM})+\\$$`);
/** The older, stricter shape kept for `re.match`-style calls: a lone class or word atoms, anchors optional. */
const WORD_ONLY = /^\^?\[[\w\\-]*\][+*]?\$?$|^\^[\w\\[\]{},+*-]*\$$/;

/** Kinds a dot-admitting pattern cleans (every injection kind but paths, requests and redirects). */
export const DOT_PATTERN_CLEANS = ['sql', 'command', 'html', 'template', 'code', 'ldap', 'xpath', 'nosql'];

/**
 * `all` when a value matching the pattern is clean for every kind, `dot` when only for
 * DOT_PATTERN_CLEANS, undefined when the pattern proves nothing. `literal` is a regex literal's
 * text (`/…/flags`) or a pattern string.
 */
export function anchoredPatternStrength(literal: string): 'all' | 'dot' | undefined {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
  const [body, flags] = m ? [m[1]!, m[2]!] : [literal, ''];
  if (flags.includes('m')) return undefined;
  if (WORD_ONLY.test(body)) return 'all';
  if (!ANCHORED.test(body)) return undefined;
  // ANCHORED admits a dot only as `\.` or inside a class, where either lets `.` through.
  return body.includes('.') ? 'dot' : 'all';
}

/**
 * A pattern whose only dots are single literal `\.` atoms between dot-free atoms (`^[\w-]+\.log$`):
 * a matching value holds no `..` (and no slash), so it names a file inside the folder it is put in.
 */
export function singleDots(body: string): boolean {
  // A class admitting `.` (each `[` tried only up to the next bracket, so a run of `[` stays linear).
  if (/\[[^\][]*\./.test(body)) return false;
  if (/[*?]|\{0/.test(body)) return false; // an atom that may be empty puts two dots together
  const withoutEscaped = body.replace(/\\\./g, '\u0000');
  if (withoutEscaped.includes('.')) return false;
  return !/\u0000(?:[+*?{]|\u0000)/.test(withoutEscaped) && !/^\^?\u0000|\u0000\$?$/.test(withoutEscaped);
}

/** The kinds a `dot` pattern's body cleans: with single dots only (`singleDots`), paths too. */
export function dotBodyCleans(body: string): string[] {
  return singleDots(body) ? [...DOT_PATTERN_CLEANS, 'path', 'file-inclusion'] : DOT_PATTERN_CLEANS;
}

/** `dotBodyCleans` of a regex literal (`/…/flags`) or of a bare pattern. */
export function dotPatternCleans(literal: string): string[] {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
  return dotBodyCleans(m ? m[1]! : literal);
}

/** The kinds of page output (HTML text, attributes quoted or not, URLs, script): what `htmlInertPattern` cleans. */
export const PAGE_OUTPUT_KINDS = ['html', 'html-quoted', 'html-attr', 'html-url', 'html-script'];

/**
 * An anchored pattern that would be word-like (`anchoredPatternStrength`) but for literal `#` or `@`
 * (`^#[0-9a-fA-F]{6}$`, a colour; `^[\w.]+@[\w.-]+$`): a matching value holds no quote, angle
 * bracket, space or `:`, so no markup, attribute or URL scheme, and is clean for page output only
 * (`#` starts a comment in SQL and in shells).
 */
export function htmlInertPattern(body: string): boolean {
  return /[#@]/.test(body) && anchoredPatternStrength(body.replace(/\\?[#@]/g, '_')) !== undefined;
}

/**
 * `^/[\w/-]*$` (`#^/[a-z0-9/_-]*$#`): a matching value starts with `/` and holds only word
 * characters, `-`, `.` and `/`, so no backslash; with no other `/` in the pattern, no `//` either.
 * The marks relative-urls.ts combines into a site path; undefined when the pattern proves none.
 */
export function sitePathMarks(body: string): string[] | undefined {
  const m = /^\^\\?\/(.*)$/s.exec(body);
  if (!m) return undefined;
  const rest = m[1]!;
  if (rest !== '$' && anchoredPatternStrength(`^${rest.replace(/\\?\//g, '_')}`) === undefined) return undefined;
  // A second `/` right after the first needs one the pattern allows there: none when the pattern holds
  // no other `/`, or when the first atom after it is required and admits no `/` (`^/[\w-]+(/[\w-]+)*$`).
  const secondIsNoSlash = /\//.test(rest) ? REQUIRED_SLASH_FREE_ATOM.test(rest) : true;
  return secondIsNoSlash ? [STARTS_WITH_SLASH, NO_BACKSLASH, NOT_PROTOCOL_RELATIVE] : [STARTS_WITH_SLASH, NO_BACKSLASH];
}

/** An atom matching at least one character, none of them `/` (a word character, `-`, `.` or a class of them). */
const REQUIRED_SLASH_FREE_ATOM = /^(?:\\[wd.\-_]|[\w-]|\[(?:\\[wd.-]|[\w.-])+\])(?:\+|\{[1-9]\d*(?:,\d*)?\})?(?![+*?{])/;

/**
 * `^/(?![/\\])` (`/^\/(?!\/|\\)/`): a value starting with one slash that is not followed by another
 * slash or a backslash, the usual same-site check (`/\evil.example` and `//evil.example` are both read
 * as another host). What follows the lookahead does not matter: the first two characters decide.
 * The marks of a site path (relative-urls.ts); undefined for any other pattern.
 */
export function sitePathLookaheadMarks(literal: string): string[] | undefined {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
  const [body, flags] = m ? [m[1]!, m[2]!] : [literal, ''];
  if (flags.includes('m')) return undefined;
  const head = /^\^\\?\/\(\?!(\[[^\]]*\]|[^()]*)\)/.exec(body);
  if (!head || hasTopLevelAlternative(body)) return undefined;
  const excluded = head[1]!;
  // One character class, or an alternation of single (possibly escaped) characters: a sequence
  // (`(?!\\\/)`) excludes only itself.
  const chars = excluded.startsWith('[') ? (excluded.startsWith('[^') ? undefined : [excluded.slice(1, -1)]) : excluded.split('|');
  if (!chars || (!excluded.startsWith('[') && !chars.every((c) => /^(\\.|[^\\])$/.test(c)))) return undefined;
  const text = chars.join('');
  const slash = /(^|[^\\])\/|\\\//.test(text);
  const backslash = text.includes('\\\\');
  return slash && backslash ? [STARTS_WITH_SLASH, NO_BACKSLASH, NOT_PROTOCOL_RELATIVE] : undefined;
}

/** `scheme://host/`, `scheme://host:port/` (also `?` or `#` ending the host); no user part. */
export const HOST_PREFIX = /^[a-z][a-z0-9+.-]*:\/\/[^/?#@\\\s]+[/?#]/i;

/** Beyond this many spellings (`https?` doubles them) a pattern's prefix is not followed. */
const MAX_PREFIX_SPELLINGS = 8;

/**
 * An anchored pattern whose fixed beginning names a scheme and a whole host
 * (`/^https:\/\/shop\.example\//`, `^https?://cdn\.example\.com/`): a matching URL stays on that
 * host. Every spelling its optional characters allow must pin the host; a top-level alternative
 * (`^https://a\.example/|evil`) or the multiline flag leaves other text matching, so never.
 */
export function pinsUrlHost(literal: string): boolean {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
  const [body, flags] = m ? [m[1]!, m[2]!] : [literal, ''];
  if (flags.includes('m') || !body.startsWith('^') || hasTopLevelAlternative(body)) return false;
  const spellings = fixedBeginnings(body.slice(1));
  return spellings.length > 0 && spellings.every((text) => HOST_PREFIX.test(text));
}

/** The literal texts every match starts with, following `x?` both ways; stops at the first other metacharacter. */
function fixedBeginnings(body: string): string[] {
  let spellings = [''];
  let i = 0;
  while (i < body.length) {
    const c = body[i]!;
    let literal: string;
    let width: number;
    if (c === '\\') {
      const next = body[i + 1];
      if (next === undefined || /[A-Za-z0-9]/.test(next)) break; // `\w`, `\d`, back-references: not one character
      [literal, width] = [next, 2];
    } else if ('.[](){}|*+?^$'.includes(c)) break;
    else [literal, width] = [c, 1];
    const quantifier = body[i + width];
    if (quantifier === '?') {
      spellings = [...spellings, ...spellings.map((t) => t + literal)];
      if (spellings.length > MAX_PREFIX_SPELLINGS) return [];
      i += width + 1;
      continue;
    }
    if (quantifier === '*' || quantifier === '{') break;
    spellings = spellings.map((t) => t + literal);
    if (quantifier === '+') break;
    i += width;
  }
  return spellings;
}

/** A `|` outside any group or class: the pattern's other alternative is not anchored by the leading `^`. */
function hasTopLevelAlternative(body: string): boolean {
  let depth = 0;
  let inClass = false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i];
    if (c === '\\') i++;
    else if (inClass) inClass = c !== ']';
    else if (c === '[') inClass = true;
    else if (c === '(') depth++;
    else if (c === ')') depth--;
    else if (c === '|' && depth === 0) return true;
  }
  return false;
}

/** Characters of a calculator's input: digits, arithmetic operators, parentheses, a decimal point, spaces. */
const ARITHMETIC_CHARS = new Set([...'0123456789+-*/%().^ \t']);

/**
 * A whole-value pattern (`^…$`) every character of whose matches is a digit, an arithmetic operator,
 * a parenthesis, a dot or white space, in whatever structure: `^\d+(\s*[+-]\s*\d+)*$`,
 * `^[0-9+\-*\/ ().]+$`. No name, string, attribute access or markup can be written with these, so
 * a matching value is no code and no HTML. Any other atom (a wildcard `.`, a negated class, `\w`, a
 * letter, a back-reference, a lookaround) and the multiline flag prove nothing.
 */
export function arithmeticOnlyPattern(literal: string): boolean {
  const m = /^\/(.*)\/([a-z]*)$/s.exec(literal);
  const [body, flags] = m ? [m[1]!, m[2]!] : [literal, ''];
  if (flags.includes('m') || !/^\^/.test(body) || !/\$$/.test(body) || hasTopLevelAlternative(body)) return false;
  const inner = body.slice(1, -1);
  let inClass = false;
  let sawAtom = false;
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i]!;
    if (c === '\\') {
      const next = inner[++i];
      if (next === undefined) return false;
      if (next === 'd' || next === 's' || ARITHMETIC_CHARS.has(next)) {
        sawAtom = true;
        continue;
      }
      return false;
    }
    if (inClass) {
      if (c === ']') inClass = false;
      else if (!ARITHMETIC_CHARS.has(c)) return false;
      // A range (`0-9`) between two characters: only digit to digit stays inside the set (`[ -9]` spans quotes).
      else if (c === '-' && inner[i - 1] !== '[' && inner[i + 1] !== ']' && !(/[0-9]/.test(inner[i - 1] ?? '') && /[0-9]/.test(inner[i + 1] ?? ''))) return false;
      continue;
    }
    if (c === '[') {
      if (inner[i + 1] === '^') return false;
      inClass = true;
      sawAtom = true;
      continue;
    }
    if (c === '(') {
      // Plain and non-capturing groups only: lookarounds and named groups change what matches.
      if (inner[i + 1] === '?') {
        if (inner[i + 2] !== ':') return false;
        i += 2;
      }
      continue;
    }
    if (c === '{') {
      const q = /^\{\d+(,\d*)?\}/.exec(inner.slice(i));
      if (!q) return false;
      i += q[0].length - 1;
      continue;
    }
    if (c === ')' || c === '|' || c === '+' || c === '*' || c === '?') continue;
    if (c === '.' || !ARITHMETIC_CHARS.has(c)) return false;
    sawAtom = true;
  }
  return !inClass && sawAtom;
}
