/**
 * Hand-written escapers work one character at a time: `switch (ch) { case '<': sb.append("&lt;");
 * … default: sb.append(ch); }` or `if (c == '<') … else if (c == '>') … else sb.append(c)`. On the
 * path that copies the character through, the character is known to be none of the ones the
 * earlier tests caught. A single character that is none of a sink kind's metacharacters cannot
 * carry a payload for that kind, so it is clean for it — whatever the escaper's name.
 *
 * Only values typed as one character (a Java `char`, e.g. `char ch = s.charAt(i)`) are narrowed:
 * a string compared with `"<"` can still hold `<` further along. The characters excluded so far
 * are kept as marks in the value's `states`, so an `else if` chain adds one per test.
 */
import { hasTaint, sanitize, type AbsValue } from './values.js';

const CHAR_TYPES = new Set(['char', 'java.lang.Character']);
const MARK = 'not-char:';

/**
 * The characters a sink kind needs to break out of its context. HTML: a tag (`<`, `>`) or a
 * quoted attribute (`"`, `'`); XPath string literals: either quote; LDAP filters: the characters
 * RFC 4515 escapes.
 */
const METACHARACTERS: Record<string, readonly string[]> = {
  html: ['<', '>', '"', "'"],
  xpath: ["'", '"'],
  ldap: ['*', '(', ')', '\\', '\0'],
};

export function isSingleChar(v: AbsValue): boolean {
  return !!v.types?.some((t) => CHAR_TYPES.has(t));
}

/**
 * `v` known to be none of `chars` (each a one-character constant), or undefined when that proves
 * nothing: `v` is not a single tainted character, or no test excluded a character.
 */
export function excludeChars(v: AbsValue, chars: readonly unknown[]): AbsValue | undefined {
  if (!hasTaint(v) || !isSingleChar(v)) return undefined;
  const single = chars.filter((c): c is string => typeof c === 'string' && c.length === 1);
  if (single.length === 0) return undefined;
  const states = new Set([...(v.states ?? []), ...single.map((c) => MARK + c)]);
  const kinds = Object.keys(METACHARACTERS).filter((kind) => METACHARACTERS[kind].every((c) => states.has(MARK + c)));
  const taints = kinds.length ? sanitize(v, kinds).taints : v.taints;
  return { ...v, ...(taints ? { taints } : {}), states };
}
