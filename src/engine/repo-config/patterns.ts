/**
 * Patterns taken from a scanned repository (`.vigil.yml`: `exclude` and `secrets.allowlist.paths`
 * globs, `secrets.allowlist.patterns` regexes) run only on a linear-time engine, RE2 (re2js).
 *
 * Why not JavaScript's RegExp: it backtracks, so one pattern such as `^([A-Za-z0-9_=]+)+$` on one
 * long line holds the thread for minutes, and a repository's owner chooses both the pattern and
 * the text. Why not picomatch for globs: it compiles to a backtracking RegExp too (lookaheads and
 * lazy `.*?` per `**`, nested quantifiers for extglobs such as `+(a|aa)`), and proving every
 * output it can produce safe is harder than translating the glob syntax we document into RE2
 * ourselves. RE2 matches in time linear in the text, whatever the pattern.
 *
 * RE2 has no lookaround and no backreferences: a pattern using them is refused with the reason
 * (the caller names the `.vigil.yml` entry). The caps bound what compiling costs (RE2 also refuses
 * repeat counts over 1000).
 */
import { RE2JS } from 're2js';

/** Longest pattern or glob accepted, in characters. */
export const MAX_PATTERN_LENGTH = 1000;
/** Most entries in one list (`exclude`, `allowlist.paths`, `allowlist.patterns`). */
export const MAX_PATTERNS_PER_LIST = 100;

export class PatternError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PatternError';
  }
}

/** A compiled repository regex; `test` is unanchored, like RegExp.prototype.test. */
export interface UserRegex {
  readonly source: string;
  test(text: string): boolean;
}

function checkLength(pattern: string, what: string): void {
  if (pattern.length > MAX_PATTERN_LENGTH) throw new PatternError(`the ${what} is ${pattern.length} characters long (at most ${MAX_PATTERN_LENGTH})`);
}

/** Compiles a regex from a repository with RE2; throws PatternError with the reason when RE2 cannot. */
export function compileUserRegex(pattern: string): UserRegex {
  checkLength(pattern, 'regular expression');
  let compiled: RE2JS;
  try {
    compiled = RE2JS.compile(pattern);
  } catch (error) {
    const reason = (error as Error).message.replace(/^error parsing regexp: /, '');
    throw new PatternError(`${reason} (patterns run on RE2, which has no lookaround and no backreferences)`);
  }
  return { source: pattern, test: (text) => compiled.test(text) };
}

const REGEX_META = new Set(['\\', '.', '+', '*', '?', '(', ')', '|', '[', ']', '{', '}', '^', '$']);
const literal = (ch: string) => (REGEX_META.has(ch) ? `\\${ch}` : ch);

/** Index of the `]` closing a class opened at `open`, or -1 (then `[` is a literal). */
function classEnd(glob: string, open: number): number {
  let i = open + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  if (glob[i] === ']') i++; // a leading ] is a member
  for (; i < glob.length; i++) {
    if (glob[i] === '\\') i++;
    else if (glob[i] === ']') return i;
  }
  return -1;
}

/** `[abc]`, `[a-z]`, `[!a]` / `[^a]` as an RE2 class; a negated class never matches `/`. */
function translateClass(body: string): string {
  let negated = false;
  let i = 0;
  if (body[0] === '!' || body[0] === '^') {
    negated = true;
    i = 1;
  }
  let out = '';
  for (; i < body.length; i++) {
    const ch = body[i]!;
    if (ch === '\\' && i + 1 < body.length) out += `\\${body[++i]}`;
    else if (ch === '-') out += '-';
    else out += /[\\\]^[]/.test(ch) ? `\\${ch}` : ch;
  }
  return negated ? `[^/${out}]` : `[${out}]`;
}

/** The `}` closing a brace opened at `open` and whether it has a top-level comma; -1 when unbalanced. */
function braceEnd(glob: string, open: number): { end: number; alternatives: boolean } {
  let depth = 0;
  let alternatives = false;
  for (let i = open; i < glob.length; i++) {
    const ch = glob[i];
    if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}' && --depth === 0) return { end: i, alternatives };
    else if (ch === ',' && depth === 1) alternatives = true;
  }
  return { end: -1, alternatives: false };
}

/** Splits a brace body on its top-level commas. */
function splitAlternatives(body: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (ch === '\\') i++;
    else if (ch === '{') depth++;
    else if (ch === '}') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(body.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(body.slice(start));
  return parts;
}

/**
 * Translates the glob syntax picomatch documents for paths, minus extglobs: `*` (within a
 * segment), `**` as a whole segment (any number of segments, none included), `?`, classes,
 * `{a,b}` alternatives (nested too) and `\` escapes. Dot files match (picomatch's `dot: true`).
 */
function translateGlob(glob: string): string {
  let out = '';
  for (let i = 0; i < glob.length; i++) {
    const ch = glob[i]!;
    if ('+@!?*'.includes(ch) && glob[i + 1] === '(') {
      throw new PatternError(`extglob "${ch}(…)" is not supported (write the alternatives as {a,b}, or escape the parenthesis)`);
    }
    if (ch === '\\') {
      if (i + 1 < glob.length) out += literal(glob[++i]!);
      continue;
    }
    if (ch === '*') {
      let end = i;
      while (glob[end + 1] === '*') end++;
      const wholeSegment = end > i && (i === 0 || glob[i - 1] === '/') && (end + 1 === glob.length || glob[end + 1] === '/');
      if (!wholeSegment) out += '[^/]*';
      else if (end + 1 === glob.length) {
        // `**` at the end: the folder itself or anything below it (`a/**` matches a and a/b/c).
        if (out.endsWith('/')) out = `${out.slice(0, -1)}(?:/.*)?`;
        else out += '.*';
      } else {
        // `**/` in front or in the middle: zero or more whole segments.
        out += '(?:.*/)?';
        end++; // the slash is part of what was emitted
      }
      i = end;
      continue;
    }
    if (ch === '?') {
      out += '[^/]';
      continue;
    }
    if (ch === '[') {
      const close = classEnd(glob, i);
      if (close > 0) {
        out += translateClass(glob.slice(i + 1, close));
        i = close;
        continue;
      }
    }
    if (ch === '{') {
      const { end, alternatives } = braceEnd(glob, i);
      if (end > 0 && alternatives) {
        out += `(?:${splitAlternatives(glob.slice(i + 1, end)).map(translateGlob).join('|')})`;
        i = end;
        continue;
      }
    }
    out += literal(ch);
  }
  return out;
}

/** The RE2 source of one glob (anchored by the caller), after a leading `!` and `./` are taken off. */
function globSource(glob: string): { negated: boolean; source: string } {
  checkLength(glob, 'glob');
  let body = glob;
  let negated = false;
  if (body.startsWith('!') && body[1] !== '(') {
    negated = true;
    body = body.slice(1);
  }
  if (body.startsWith('./')) body = body.slice(2);
  if (body === '') throw new PatternError('the glob is empty');
  return { negated, source: translateGlob(body) };
}

function compileAnchored(source: string): RE2JS {
  try {
    // DOTALL: a path may hold a newline, and `.` in `**` must cross it.
    return RE2JS.compile(`^(?:${source})$`, RE2JS.DOTALL);
  } catch (error) {
    throw new PatternError((error as Error).message.replace(/^error parsing regexp: /, ''));
  }
}

/** Checks one glob; throws PatternError with the reason when it cannot be used. */
export function checkGlob(glob: string): void {
  compileAnchored(globSource(glob).source);
}

/**
 * One matcher for a list of globs: a path matches when any glob matches it (a `!glob` matches
 * every path the glob does not). The plain globs run as one RE2 alternation, one pass per path.
 */
export function compileGlobs(globs: readonly string[]): (path: string) => boolean {
  if (globs.length === 0) return () => false;
  const translated = globs.map(globSource);
  const plain = translated.filter((g) => !g.negated).map((g) => g.source);
  const any = plain.length > 0 ? compileAnchored(plain.map((s) => `(?:${s})`).join('|')) : undefined;
  const negated = translated.filter((g) => g.negated).map((g) => compileAnchored(g.source));
  return (path) => (any?.testExact(path) ?? false) || negated.some((re) => !re.testExact(path));
}
