/**
 * Python's `FORMAT % values` when the analysis knows FORMAT (a constant held in a name; the
 * lowerer builds a format written in place itself). Used by expressions.ts for `%`.
 */
import type { Frame } from './state.js';
import { builtString } from './unresolved-calls.js';
import { constant, deepTaints, numericOnly, tainted, type AbsValue } from './values.js';

/**
 * One `%` conversion of a Python format: `%s`, `%(name)s`, `%-10.2f` (`%%` is text). The width
 * starts with a non-zero digit (a `0` is a flag), so no run of digits can be split between the
 * two (quadratic backtracking on a long `%000…` in scanned code); a mapping key is bounded.
 */
const PERCENT_CONVERSION = /%(?:\([^)]{0,100}\))?[-#0 +]*(?:\*|[1-9]\d*)?(?:\.(?:\*|\d*))?[hlL]?([a-zA-Z%])/g;

/**
 * `FORMAT % values` where the analysis knows FORMAT (a constant held in a name): the values are
 * put in its text. Only numeric conversions (`%d`, `%f`) leave no text of the values; the text
 * between conversions is kept, so checks on what the string starts with or holds still see it.
 */
export function percentFormatted(format: string, values: AbsValue, frame: Frame): AbsValue {
  const parts: AbsValue[] = [];
  let last = 0;
  let textual = false;
  for (const m of format.matchAll(PERCENT_CONVERSION)) {
    if (m[1] === '%') continue;
    parts.push(constant(format.slice(last, m.index).replace(/%%/g, '%')));
    textual ||= !/[diouxXeEfFgG]/.test(m[1]);
    parts.push(values);
    last = m.index + m[0].length;
  }
  parts.push(constant(format.slice(last).replace(/%%/g, '%')));
  const held = textual ? values : numericOnly(values);
  return builtString(tainted(deepTaints(held), { types: [frame.traits.literalTypes.string] }), parts.map((p) => (p === values ? held : p)), frame.traits.literalTypes.string);
}
