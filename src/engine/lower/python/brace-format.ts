/**
 * `"… {} … {name} …".format(a, name=b)`: str.format on a constant format, lowered as the string it
 * builds, the way `%` formatting (binary-operators.ts) and f-strings are. The result is text with a
 * known beginning and shape, so a query or command built this way on one line and run on another is
 * reported where it was built (build-sites.ts), and the values it formats flow into it as into any
 * concatenation. A format this does not follow (nested replacement fields in a spec, `*args` /
 * `**kwargs`, a missing value, mixed automatic and manual numbering) stays a call.
 */
import type { Expr, Loc } from '../../ir/types.js';
import { isNumericFormatSpec } from './strings.js';

/** One piece of a brace format: literal text, or a replacement field naming its value. */
type BracePiece = { kind: 'text'; text: string } | { kind: 'field'; index?: number; key?: string; accessors: string[]; spec: string };

/**
 * Splits a str.format format into literal text and fields (`{}`, `{0}`, `{name}`, `{0.attr}`,
 * `{x[key]}`, `!r`, `:spec`). Undefined when the format is malformed, nests fields in a spec, or
 * mixes automatic and manual numbering (Python raises on those).
 */
export function parseBraceFormat(format: string): BracePiece[] | undefined {
  const pieces: BracePiece[] = [];
  let text = '';
  let auto = 0;
  let numbering: 'auto' | 'manual' | undefined;
  for (let i = 0; i < format.length; i++) {
    const c = format[i];
    if (c === '}') {
      if (format[i + 1] !== '}') return undefined;
      text += '}';
      i++;
      continue;
    }
    if (c !== '{') {
      text += c;
      continue;
    }
    if (format[i + 1] === '{') {
      text += '{';
      i++;
      continue;
    }
    const close = format.indexOf('}', i + 1);
    if (close < 0) return undefined;
    const parsed = parseField(format.slice(i + 1, close));
    if (!parsed) return undefined;
    const { name, accessors, spec } = parsed;
    let field: BracePiece;
    if (name === '') {
      if (numbering === 'manual') return undefined;
      numbering = 'auto';
      field = { kind: 'field', index: auto++, accessors, spec };
    } else if (/^\d+$/.test(name)) {
      if (numbering === 'auto') return undefined;
      numbering = 'manual';
      field = { kind: 'field', index: Number(name), accessors, spec };
    } else if (/^[A-Za-z_]\w*$/.test(name)) {
      field = { kind: 'field', key: name, accessors, spec };
    } else {
      return undefined;
    }
    if (text) pieces.push({ kind: 'text', text });
    text = '';
    pieces.push(field);
    i = close;
  }
  if (text) pieces.push({ kind: 'text', text });
  return pieces;
}

/**
 * The concatenation `format.format(*args, **kwargs)` builds, or undefined to keep the call. Values
 * formatted with a numeric presentation type (`{:d}`, `{:.2f}`) print digits only, as `%d` does.
 */
export function braceFormatParts(format: string, formatLoc: Loc, args: readonly Expr[], kwargs: Readonly<Record<string, Expr>>, loc: Loc): Expr[] | undefined {
  if (Object.keys(kwargs).some((k) => k.startsWith('**'))) return undefined;
  const pieces = parseBraceFormat(format);
  if (!pieces) return undefined;
  const parts: Expr[] = [];
  for (const piece of pieces) {
    if (piece.kind === 'text') {
      parts.push({ kind: 'const', value: piece.text, loc: formatLoc });
      continue;
    }
    let value = piece.key !== undefined ? kwargs[piece.key] : args[piece.index ?? -1];
    if (!value) return undefined;
    // `{0.name}` / `{row[city]}`: an attribute or item of the value (a digit key indexes a sequence).
    for (const property of piece.accessors) value = { kind: 'member', object: value, property, loc };
    parts.push(piece.spec && isNumericFormatSpec(piece.spec) ? { kind: 'unary', op: 'plus', operand: value, loc: value.loc } : value);
  }
  return parts;
}

/**
 * One replacement field's body: `name`, then `.attr` / `[key]` accessors, then `!r|s|a`, then `:spec`.
 * Read by hand, one pass, so a hostile literal cannot make it backtrack.
 */
function parseField(body: string): { name: string; accessors: string[]; spec: string } | undefined {
  if (body.includes('{')) return undefined;
  let at = 0;
  while (at < body.length && !'.[!:'.includes(body[at])) at++;
  const name = body.slice(0, at);
  const accessors: string[] = [];
  while (at < body.length && (body[at] === '.' || body[at] === '[')) {
    if (body[at] === '.') {
      let end = at + 1;
      while (end < body.length && /\w/.test(body[end])) end++;
      if (end === at + 1 || /\d/.test(body[at + 1])) return undefined;
      accessors.push(body.slice(at + 1, end));
      at = end;
    } else {
      const end = body.indexOf(']', at + 1);
      if (end <= at + 1) return undefined;
      accessors.push(body.slice(at + 1, end));
      at = end + 1;
    }
  }
  if (body[at] === '!') {
    if (body[at + 1] !== 'r' && body[at + 1] !== 's' && body[at + 1] !== 'a') return undefined;
    at += 2;
  }
  if (at < body.length && body[at] !== ':') return undefined;
  return { name, accessors, spec: body.slice(at) };
}

