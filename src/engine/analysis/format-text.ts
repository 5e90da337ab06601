/**
 * printf-style formatting (`String.format("… '%s' …", a)`, `"… '%s' …".formatted(a)`): a propagator
 * row with `printf: true`. The call stays a call (sink rows on it still apply); its result is also
 * text built from the format's constant pieces and the arguments in order, as `+` would build it,
 * so it keeps a known beginning and shape (`textPrefix`, `textSkeleton`) and the line that formats
 * it is where a query or page was built (build-sites.ts). A format with explicit argument indexes
 * (`%1$s`, `%<s`) or fewer arguments than specifiers is left as it was.
 */
import { withPartsPrefix } from './string-prefix.js';
import { builtString } from './unresolved-calls.js';
import { constant, isConst, type AbsValue } from './values.js';

/**
 * A format specifier: `%[index$][flags][width][.precision]conversion`, dates as `%tY`. The width
 * does not start with 0 (a leading 0 is a flag), so flags and width never compete for the same digits.
 */
const SPECIFIER = /%(\d+\$)?([-#+ 0,(<]*)([1-9]\d*)?(\.\d+)?([tT][a-zA-Z]|[a-zA-Z%])/g;

/** The result of a printf-style call as built text; `result` unchanged when the format is not a usable constant. */
export function printfResult(result: AbsValue, args: readonly AbsValue[], receiver: AbsValue | undefined, stringType: string): AbsValue {
  const text = (v: AbsValue | undefined): string | undefined => (isConst(v) && typeof v.const.value === 'string' ? v.const.value : undefined);
  // `"…".formatted(a)` formats its receiver; `String.format([locale,] format, a…)` its first text argument.
  let format = text(receiver);
  let values = args;
  if (format === undefined) {
    // A locale may come first (`String.format(Locale.ROOT, "…", a)`); a text first argument is the format.
    const at = text(args[0]) !== undefined ? 0 : text(args[1]) !== undefined && !args[0]?.types?.includes(stringType) ? 1 : -1;
    if (at < 0) return result;
    format = text(args[at])!;
    values = args.slice(at + 1);
  }
  const parts = formatParts(format, values);
  // Its known start too (`"%s/items?q=%s"` with a constant base: a fixed host), as a concatenation's.
  return parts ? builtString(withPartsPrefix(result, parts), parts, stringType) : result;
}

function formatParts(format: string, values: readonly AbsValue[]): AbsValue[] | undefined {
  const parts: AbsValue[] = [];
  let literal = '';
  let next = 0;
  let last = 0;
  for (const m of format.matchAll(SPECIFIER)) {
    if (m[1] || m[2].includes('<')) return undefined;
    literal += format.slice(last, m.index);
    last = (m.index ?? 0) + m[0].length;
    if (m[5] === '%' || m[5] === 'n') {
      literal += m[5] === '%' ? '%' : '\n';
      continue;
    }
    if (literal) parts.push(constant(literal));
    literal = '';
    const value = values[next++];
    if (!value) return undefined;
    parts.push(value);
  }
  literal += format.slice(last);
  if (literal) parts.push(constant(literal));
  return parts;
}
