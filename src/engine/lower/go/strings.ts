/**
 * Go string literals and string building the lowerer spells as IR: decoding interpreted
 * literals, `fmt.Sprintf` with a constant format lowered to `concat` (its result contains every
 * argument, as `+` does), and the `strings` package's checks spelled as the IR's method checks
 * (`strings.HasPrefix(p, root)` is `p.startsWith(root)`, `strings.Contains(p, "..")` is
 * `p.includes("..")`), so the analysis' narrowing applies to Go unchanged.
 */
import type { Expr, Loc } from '../../ir/types.js';

const SIMPLE: Record<string, string> = { a: '\x07', b: '\b', f: '\f', n: '\n', r: '\r', t: '\t', v: '\v', '\\': '\\', "'": "'", '"': '"' };

/** Decodes the escapes of an interpreted string or rune literal's content. */
export function decodeGoEscapes(text: string): string {
  return text.replace(/\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{3}|.)/g, (whole, esc: string) => {
    const first = esc[0];
    if (first === 'x' || first === 'u' || first === 'U') {
      const code = parseInt(esc.slice(1), 16);
      return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    if (first >= '0' && first <= '7') return String.fromCharCode(parseInt(esc, 8));
    return SIMPLE[esc] ?? whole;
  });
}

/** The value of a string literal node's text (quotes included). */
export function stringLiteralValue(type: string, text: string): string {
  if (type === 'raw_string_literal') return text.slice(1, -1).replace(/\r/g, '');
  return decodeGoEscapes(text.slice(1, -1));
}

/** `fmt` functions whose result is the formatted text. */
const FORMATTERS = new Set(['fmt.Sprintf', 'fmt.Errorf']);
const JOINERS = new Set(['fmt.Sprint', 'fmt.Sprintln']);

/**
 * `fmt.Sprintf("... %s ...", a)` as `concat` of the format's text and the arguments in order,
 * when the format is a constant without argument indexes or `*` widths; undefined otherwise.
 */
export function formatAsConcat(qualified: string, args: Expr[], loc: Loc): Expr | undefined {
  if (JOINERS.has(qualified)) return { kind: 'concat', parts: args, loc };
  if (!FORMATTERS.has(qualified) || qualified === 'fmt.Errorf') return undefined;
  const [format, ...values] = args;
  if (format?.kind !== 'const' || typeof format.value !== 'string') return undefined;
  if (/%[^%a-zA-Z]*[*[]/.test(format.value)) return undefined;
  const parts: Expr[] = [];
  let text = '';
  let next = 0;
  // Flags, then a width not starting with 0 (so the two never compete for the same digits).
  const verb = /%([-+# 0]*(?:[1-9]\d*)?(?:\.\d*)?)([a-zA-Z%])/g;
  let last = 0;
  for (let m = verb.exec(format.value); m; m = verb.exec(format.value)) {
    text += format.value.slice(last, m.index);
    last = m.index + m[0].length;
    if (m[2] === '%') {
      text += '%';
      continue;
    }
    if (text) parts.push({ kind: 'const', value: text, loc: format.loc });
    text = '';
    const value = values[next++];
    // `%q` quotes and escapes its argument; every other verb prints it as it is.
    parts.push(value ?? { kind: 'const', value: '%!' + m[2] + '(MISSING)', loc: format.loc });
  }
  text += format.value.slice(last);
  if (text) parts.push({ kind: 'const', value: text, loc: format.loc });
  return { kind: 'concat', parts, loc };
}

/** Functions of the `strings` and `slices` packages spelled as the IR's method checks. */
const AS_METHOD: Record<string, string> = {
  'strings.HasPrefix': 'startsWith',
  'strings.HasSuffix': 'endsWith',
  'strings.Contains': 'includes',
  'slices.Contains': 'includes',
};

/** `strings.HasPrefix(a, b)` → `a.startsWith(b)`; undefined for any other call. */
export function checkAsMethod(qualified: string, args: Expr[], loc: Loc): Expr | undefined {
  const method = AS_METHOD[qualified];
  if (!method || args.length !== 2) return undefined;
  return { kind: 'call', callee: { kind: 'member', object: args[0], property: method, loc }, args: [args[1]], loc };
}
