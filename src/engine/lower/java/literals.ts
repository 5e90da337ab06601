/**
 * Values of Java literals: strings (with escapes and text blocks), characters and numbers.
 * The analysis folds conditions and resolves algorithm names from these values, so they must be
 * the values the Java compiler would produce, not the source text.
 */

const SIMPLE_ESCAPES: Record<string, string> = {
  b: '\b',
  t: '\t',
  n: '\n',
  f: '\f',
  r: '\r',
  s: ' ',
  '"': '"',
  "'": "'",
  '\\': '\\',
};

/** Decodes the escapes of a Java string or character literal body (`\n`, `\u0041`, octal `\101`). */
export function decodeJavaEscapes(raw: string): string {
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch !== '\\' || i + 1 >= raw.length) {
      out += ch;
      continue;
    }
    const next = raw[i + 1];
    if (next === 'u') {
      let j = i + 1;
      while (raw[j] === 'u') j++;
      const hex = raw.slice(j, j + 4);
      if (/^[0-9a-fA-F]{4}$/.test(hex)) {
        out += String.fromCharCode(parseInt(hex, 16));
        i = j + 3;
        continue;
      }
    } else if (next >= '0' && next <= '7') {
      // Octal escapes take up to three digits, and three only when the first is 0-3.
      const max = next <= '3' ? 3 : 2;
      let j = i + 1;
      let digits = '';
      while (j < raw.length && digits.length < max && raw[j] >= '0' && raw[j] <= '7') digits += raw[j++];
      out += String.fromCharCode(parseInt(digits, 8));
      i = j - 1;
      continue;
    } else if (next === '\n') {
      // A backslash at the end of a text-block line joins the lines.
      i += 1;
      continue;
    } else if (next in SIMPLE_ESCAPES) {
      out += SIMPLE_ESCAPES[next];
      i += 1;
      continue;
    }
    out += ch;
  }
  return out;
}

/** The value of a `"..."` or `"""..."""` literal given its full source text. */
export function stringLiteralValue(text: string): string {
  if (text.startsWith('"""')) return textBlockValue(text);
  return decodeJavaEscapes(text.slice(1, text.endsWith('"') && text.length > 1 ? -1 : undefined));
}

/**
 * Text blocks drop the line after the opening delimiter, strip the indentation common to all
 * non-blank lines (the closing delimiter's line counts), strip trailing spaces, then decode escapes.
 */
function textBlockValue(text: string): string {
  let body = text.slice(3, text.endsWith('"""') && text.length >= 6 ? -3 : undefined);
  const firstNewline = body.indexOf('\n');
  body = firstNewline >= 0 ? body.slice(firstNewline + 1) : body;
  const lines = body.split('\n');
  const last = lines[lines.length - 1];
  const closingOnOwnLine = /^[ \t]*$/.test(last);
  let indent = Infinity;
  lines.forEach((line, index) => {
    const isLast = index === lines.length - 1;
    if (!isLast && line.trim() === '') return;
    const lead = line.length - line.trimStart().length;
    indent = Math.min(indent, lead);
  });
  if (!Number.isFinite(indent)) indent = 0;
  const stripped = lines.map((line) => line.slice(Math.min(indent, line.length - line.trimStart().length)).replace(/(?<![ \t])[ \t]+$/, ''));
  if (closingOnOwnLine) stripped[stripped.length - 1] = '';
  return decodeJavaEscapes(stripped.join('\n'));
}

export function charLiteralValue(text: string): string {
  return decodeJavaEscapes(text.slice(1, -1));
}

/** Integer literals in any base, with `_` separators and an optional `L` suffix. */
export function integerLiteralValue(text: string): number {
  const t = text.replace(/_/g, '').replace(/[lL]$/, '');
  if (/^0[xX]/.test(t)) return parseInt(t.slice(2), 16);
  if (/^0[bB]/.test(t)) return parseInt(t.slice(2), 2);
  if (/^0[0-7]+$/.test(t)) return parseInt(t.slice(1), 8);
  return Number(t);
}

export function floatLiteralValue(text: string): number {
  const t = text.replace(/_/g, '').replace(/[fFdD]$/, '');
  if (/^0[xX]/.test(t)) return Number.NaN; // hexadecimal floats are too rare to fold
  return Number(t);
}
