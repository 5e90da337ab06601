/**
 * A relative redirect: a value known to start with `/`, known not to start with `//` and known to
 * hold no backslash names a page of this site, whichever order the checks come in
 * (`next.startsWith('/') && !next.startsWith('//') && !next.includes('\\')`, or an anchored pattern
 * `^/[\w/-]*$` with `strpos($next, '//') === false`). Browsers read `/\evil.example` as
 * `//evil.example`, so the two slash checks alone still leave the site (the Python guards in
 * guards.ts require the same). Each check marks the value; with all three it is clean for redirects.
 */
import { sanitize, type AbsValue } from './values.js';

export const STARTS_WITH_SLASH = 'relative-url:starts-with-slash';
export const NOT_PROTOCOL_RELATIVE = 'relative-url:not-protocol-relative';
export const NO_BACKSLASH = 'relative-url:no-backslash';

/** The value with these marks added; clean for redirects once it carries all three. */
export function withRelativeMarks(v: AbsValue, marks: string[]): AbsValue {
  const states = new Set([...(v.states ?? []), ...marks]);
  if (states.has(STARTS_WITH_SLASH) && states.has(NOT_PROTOCOL_RELATIVE) && states.has(NO_BACKSLASH)) return sanitize(v, ['redirect']);
  return { ...v, states };
}
