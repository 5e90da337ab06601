/**
 * Python string literals: decoding escapes, splitting f-strings into parts, and reading the
 * pieces of a constant `%` format so `"... %s" % (a, b)` can be lowered as string building.
 */
import type { PyNode as Node } from './tree.js';

/** The prefix letters of a string (`f`, `rb`, `u`…), lower-cased. */
export function stringPrefix(node: Node): string {
  const start = node.children.find((c) => c?.type === 'string_start');
  const text = start?.text ?? '';
  return text.replace(/(?<!['"])['"]+$/, '').toLowerCase();
}

const SIMPLE_ESCAPES: Record<string, string> = {
  '\\': '\\',
  "'": "'",
  '"': '"',
  a: '\x07',
  b: '\b',
  f: '\f',
  n: '\n',
  r: '\r',
  t: '\t',
  v: '\v',
  '\n': '',
};

/** Decodes backslash escapes of a non-raw literal's content. Unknown escapes stay as written, as Python does. */
export function decodeEscapes(text: string): string {
  return text.replace(
    /\\(x[0-9a-fA-F]{2}|u[0-9a-fA-F]{4}|U[0-9a-fA-F]{8}|[0-7]{1,3}|N\{[^}]*\}|\r?\n|.)/g,
    (whole, esc: string) => {
      const first = esc[0];
      if (first === 'x' || first === 'u' || first === 'U') {
        const code = parseInt(esc.slice(1), 16);
        return code <= 0x10ffff ? String.fromCodePoint(code) : whole;
      }
      if (first >= '0' && first <= '7') return String.fromCharCode(parseInt(esc, 8));
      if (first === 'N') return whole; // named characters would need the Unicode database
      if (esc === '\r\n') return '';
      return SIMPLE_ESCAPES[esc] ?? whole;
    },
  );
}

/** The decoded value of a literal piece of a string node. */
export function decodePiece(text: string, prefix: string): string {
  return prefix.includes('r') ? text : decodeEscapes(text);
}

/** One piece of a `%` format string: literal text, or a conversion consuming one value. */
export type PercentPiece =
  | { kind: 'text'; text: string }
  | { kind: 'value'; key?: string; conversion: string };

/**
 * Splits a `%` format string into literal text and conversions. Returns undefined when the
 * format uses `*` widths, which consume extra values and would misalign the arguments.
 */
export function parsePercentFormat(format: string): PercentPiece[] | undefined {
  const pieces: PercentPiece[] = [];
  // A mapping key holds no parenthesis (`[^)]*` would rescan the rest of the string from every
  // `%(`), and a width never starts with 0, which is a flag (so flags and width cannot trade zeros).
  const spec = /%(?:\(([^()]*)\))?([#0\- +]*)(\*|[1-9]\d*)?(?:\.(\*|\d+))?[hlL]?([diouxXeEfFgGcrsa%])/g;
  let last = 0;
  let match: RegExpExecArray | null;
  while ((match = spec.exec(format))) {
    if (match.index > last) pieces.push({ kind: 'text', text: format.slice(last, match.index) });
    last = spec.lastIndex;
    const [, key, , width, precision, conversion] = match;
    if (conversion === '%') {
      pieces.push({ kind: 'text', text: '%' });
      continue;
    }
    if (width === '*' || precision === '*') return undefined;
    pieces.push({ kind: 'value', key, conversion });
  }
  if (last < format.length) pieces.push({ kind: 'text', text: format.slice(last) });
  return pieces;
}

/** Conversions whose result is a number's text: the value cannot carry characters of its own. */
/**
 * A format spec of the standard mini-language ending in a numeric presentation type (`d`, `08.2f`,
 * `,d`, `x`, `.1%`). Specs with nested fields or of other types (a date's `%d %b %Y`) are not.
 */
export function isNumericFormatSpec(text: string): boolean {
  return /^:?(?:.?[<>=^])?[+\- ]?z?#?0?\d{0,4}[,_]?(?:\.\d{1,4})?[bdeEfFgGnoxX%]$/.test(text.trim());
}

export function isNumericConversion(conversion: string): boolean {
  return 'diouxXeEfFgGc'.includes(conversion) && conversion !== 'c';
}
