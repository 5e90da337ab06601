/**
 * Splitting text whose beginning is known: `explode(',', 'x,' . $input . ',z')` gives `'x'` as its
 * first element whatever `$input` holds, and only the later elements carry the input. The pieces
 * before the last separator inside the known beginning are constants; the rest of the list is
 * what the analysis does not know element by element (an open list holding the text's taint).
 */
import { isConst, type AbsValue } from './values.js';

/** The list `split(separator, subject)` returns, or undefined when nothing about it is known beyond the default. */
export function splitKnownPrefix(separator: AbsValue, subject: AbsValue, listType: string): AbsValue | undefined {
  if (!isConst(separator) || typeof separator.const.value !== 'string' || separator.const.value === '') return undefined;
  if (isConst(subject)) return undefined;
  const sep = separator.const.value;
  const known = subject.prefix ?? subject.textPrefix;
  if (known === undefined) return undefined;
  const pieces = known.split(sep);
  // The last piece runs on into the unknown part of the text.
  pieces.pop();
  if (pieces.length === 0) return undefined;
  const fields = new Map<string, AbsValue>(pieces.map((p, i) => [String(i), { const: { value: p } }]));
  const rest: AbsValue = subject.taints?.length ? { taints: subject.taints } : {};
  return { fields, open: true, anyField: rest, types: [listType] };
}
