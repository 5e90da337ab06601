/**
 * `String.format("… '%s' …", a)` and `"… '%s' …".formatted(a)` with a constant format, lowered to
 * `concat` of the format's text and the arguments in order (as Go's `fmt.Sprintf` is): the result
 * contains each argument as `+` would put it there, so the text it builds keeps its constant
 * beginning and skeleton, and the line that formats it is where a query or page was built.
 * A format with explicit argument indexes (`%1$s`, `%<s`) stays a call.
 */
import type { Expr, Loc } from '../../ir/types.js';

const STRING = 'java.lang.String';

/** A format specifier: `%[index$][flags][width][.precision]conversion`, dates as `%tY`. */
const SPECIFIER = /%(\d+\$)?([-#+ 0,(<]*)(\d+)?(\.\d+)?([tT][a-zA-Z]|[a-zA-Z%])/g;

/** The concat a constant-format call stands for, or undefined when it is not one. */
export function javaFormatAsConcat(callee: Expr, args: Expr[], loc: Loc): Expr | undefined {
  if (callee.kind !== 'member' || typeof callee.property !== 'string') return undefined;
  let format: Expr | undefined;
  let values: Expr[];
  if (callee.property === 'format' && callee.object.kind === 'name' && callee.object.qualified === STRING) {
    // `String.format(Locale.ROOT, fmt, …)` takes the locale first.
    const at = isText(args[0]) ? 0 : isText(args[1]) ? 1 : -1;
    if (at < 0) return undefined;
    format = args[at];
    values = args.slice(at + 1);
  } else if (callee.property === 'formatted' && isText(callee.object)) {
    format = callee.object;
    values = args;
  } else {
    return undefined;
  }
  if (format?.kind !== 'const' || typeof format.value !== 'string') return undefined;
  // The arguments passed as one explicit array (`String.format(f, new Object[] {a, b})`).
  if (values.length === 1 && values[0].kind === 'array') values = values[0].elements;
  return splitFormat(format.value, values, format.loc, loc);
}

function isText(e: Expr | undefined): boolean {
  return e?.kind === 'const' && typeof e.value === 'string';
}

function splitFormat(text: string, values: Expr[], formatLoc: Loc, loc: Loc): Expr | undefined {
  const parts: Expr[] = [];
  let literal = '';
  let next = 0;
  let last = 0;
  SPECIFIER.lastIndex = 0;
  for (let m = SPECIFIER.exec(text); m; m = SPECIFIER.exec(text)) {
    if (m[1] || m[2].includes('<')) return undefined;
    literal += text.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[5] === '%') {
      literal += '%';
      continue;
    }
    if (m[5] === 'n') {
      literal += '\n';
      continue;
    }
    if (literal) parts.push({ kind: 'const', value: literal, loc: formatLoc });
    literal = '';
    const value = values[next++];
    if (!value) return undefined;
    parts.push(value);
  }
  literal += text.slice(last);
  if (literal) parts.push({ kind: 'const', value: literal, loc: formatLoc });
  return { kind: 'concat', parts, loc };
}
