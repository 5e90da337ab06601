/**
 * A site path checked character by character (`next.charAt(0) !== '/' || next.charAt(1) === '/' ||
 * next.charAt(1) === '\\'` rejects, or `next[0] === '/'`): the same three facts relative-urls.ts
 * collects from `startsWith` checks. On the path where the test's outcome holds, the first
 * character is a slash (starts with `/`), the second is not a slash (not protocol-relative), the
 * second is not a backslash (`/\evil.example`, which browsers read as `//evil.example`). A text with
 * no second character at all (`isset($next[1])` failed) proves the last two as well.
 */
import type { Expr } from '../ir/types.js';
import { NO_BACKSLASH, NOT_PROTOCOL_RELATIVE, STARTS_WITH_SLASH } from './relative-urls.js';

/** The value a test reads one character of, and the relative-URL marks its outcome proves; undefined when none. */
export function charPositionMarks(test: Expr, truthy: boolean): { object: Expr; marks: string[] } | undefined {
  if (test.kind !== 'binary' || (test.op !== 'eq' && test.op !== 'ne')) return undefined;
  const [read, text] = charRead(test.left) ? [charRead(test.left), test.right] : [charRead(test.right), test.left];
  if (!read || text.kind !== 'const') return undefined;
  const equal = (test.op === 'eq') === truthy; // the character is the constant on this path
  // No character there (PHP `!isset($next[1])`, lowered to `$next[1] != null`, failed): the text
  // ends before the second character, so it is neither a slash nor a backslash.
  if (text.value === null && equal && read.index <= 1) return { object: read.object, marks: [NOT_PROTOCOL_RELATIVE, NO_BACKSLASH] };
  if (typeof text.value !== 'string' || text.value.length !== 1) return undefined;
  const ch = text.value;
  if (read.index === 0 && ch === '/' && equal) return { object: read.object, marks: [STARTS_WITH_SLASH] };
  if (read.index === 1 && ch === '/' && !equal) return { object: read.object, marks: [NOT_PROTOCOL_RELATIVE] };
  if (read.index === 1 && ch === '\\' && !equal) return { object: read.object, marks: [NO_BACKSLASH] };
  return undefined;
}

/** `x.charAt(n)` or `x[n]` with a constant index: the text read and the position. */
function charRead(e: Expr): { object: Expr; index: number } | undefined {
  if (e.kind === 'call' && e.callee.kind === 'member' && e.callee.property === 'charAt' && e.args.length === 1) {
    const [i] = e.args;
    return i?.kind === 'const' && typeof i.value === 'number' ? { object: e.callee.object, index: i.value } : undefined;
  }
  if (e.kind !== 'member') return undefined;
  const key = typeof e.property === 'string' ? e.property : e.property.kind === 'const' ? e.property.value : undefined;
  const index = typeof key === 'number' ? key : typeof key === 'string' && /^\d$/.test(key) ? Number(key) : undefined;
  return index === undefined ? undefined : { object: e.object, index };
}
