/**
 * The "shape" of a finding that a learning remembers, and what makes two findings similar.
 *
 * Two findings of one rule are similar when their shapes are equal. A shape has up to three parts:
 *
 * - `code`: the finding's snippet as tokens, with comments and whitespace dropped, string and
 *   number literals replaced by `STR` / `NUM` (a string with interpolation, such as an f-string
 *   or a template literal, by `TPL`, so a constant string and a built one stay different), and
 *   every identifier replaced by `ID` except the names that say WHAT is called or read: a name
 *   right after `.` (a member: `execute`, `args`) and a name right before `(` (a called
 *   function: `eval`, `system`). Variable names and the contents of literals do not matter; the
 *   operation and the way the value is built do.
 * - `source` and `sink`: for taint findings, the kinds named by the first and last steps of the
 *   data-flow trace (`request.args`, `DB-API execute`), so the same code fed by another source,
 *   or reaching another sink, is a different problem.
 *
 * Examples (rule py-sqli-tainted-query, source request.args, sink DB-API execute):
 *   ignored:   cur.execute("SELECT * FROM users WHERE id = " + uid)     → ID.execute(STR+ID)
 *   matches:   c.execute("SELECT name FROM t WHERE k = " + key)         → ID.execute(STR+ID)
 *   no match:  c.execute("SELECT … '%s'" % name)                         → ID.execute(STR%ID)
 *   no match:  c.executemany("SELECT … " + uid)                          → ID.executemany(STR+ID)
 *   no match:  the first line again, but fed by request.form (another source)
 *
 * Secrets are masked in snippets (first characters then ****), so two secrets of one provider
 * have the same shape; learnings.ts therefore limits a learning on a secret by path (its kind of
 * file, or else its very file).
 */
import type { TraceStep } from '../engine/findings.js';

/**
 * Increment when the normalisation changes: shapes of another version never match. (Reading
 * interpolations as code and `#private` names as names left every shape that was right before
 * unchanged, so stored learnings kept version 2.)
 */
export const SHAPE_VERSION = 2;

export interface CodeShape {
  v: number;
  code: string;
  source?: string;
  sink?: string;
}

const IDENT = /[A-Za-z_$][A-Za-z0-9_$]*/y;
const NUMBER = /(?:0[xXbBoO][0-9a-fA-F_]+|\d[\d_]*(?:\.\d*)?(?:[eE][+-]?\d+)?)[lLjJnfFdD]?/y;
// Python string prefixes (r, b, f, u and their combinations) directly before a quote.
const STRING_PREFIX = /(?:[rRbBuUfF]{1,2})(?=["'])/y;

/**
 * Reads the string literal that starts at `start` (a quote, after any Python prefix) and returns
 * where it ends and whether it interpolates. Interpolations are read as code, with their own
 * brackets, strings and comments, so nothing inside them (a nested template, a quote, a brace in
 * a string) can end the literal early and let its text leak into the shape as tokens:
 * `${`${x}`}` is one template, `${"}"}` does not close it, `f"{d['}']}"` is one f-string and
 * `f"{{x}}"` has no interpolation at all.
 */
function readQuoted(text: string, start: number, fString: boolean): { end: number; interpolated: boolean } {
  const quote = text[start]!;
  const triple = quote !== '`' && text.startsWith(quote.repeat(3), start);
  const closing = triple ? quote.repeat(3) : quote;
  let i = start + closing.length;
  let interpolated = false;
  while (i < text.length) {
    const ch = text[i]!;
    if (ch === '\\') {
      i += 2;
      continue;
    }
    if (quote === '`' && ch === '$' && text[i + 1] === '{') {
      interpolated = true;
      i = skipInterpolation(text, i + 2, false);
      continue;
    }
    if (fString && (ch === '{' || ch === '}')) {
      if (text[i + 1] === ch) {
        i += 2; // {{ and }} are literal braces
        continue;
      }
      if (ch === '{') {
        interpolated = true;
        i = skipInterpolation(text, i + 1, true);
        continue;
      }
    }
    if (text.startsWith(closing, i)) return { end: i + closing.length, interpolated };
    if (!triple && quote !== '`' && ch === '\n') return { end: i, interpolated };
    i += 1;
  }
  return { end: text.length, interpolated };
}

/** Skips the code of an interpolation up to its closing brace; returns the index after it. */
function skipInterpolation(text: string, start: number, fString: boolean): number {
  let braces = 1;
  let brackets = 0;
  let i = start;
  while (i < text.length) {
    const ch = text[i]!;
    // An f-string's format spec (`{x:>{width}}`) starts at a top-level colon: its text is literal.
    if (fString && ch === ':' && braces === 1 && brackets === 0 && text[i + 1] !== '=') return skipFormatSpec(text, i + 1);
    if (ch === '{') braces += 1;
    else if (ch === '}' && --braces === 0) return i + 1;
    else if (ch === '(' || ch === '[') brackets += 1;
    else if (ch === ')' || ch === ']') brackets = Math.max(0, brackets - 1);
    if (text.startsWith('/*', i)) {
      const close = text.indexOf('*/', i + 2);
      i = close < 0 ? text.length : close + 2;
      continue;
    }
    if (text.startsWith('//', i) && !fString) {
      const nl = text.indexOf('\n', i);
      i = nl < 0 ? text.length : nl;
      continue;
    }
    STRING_PREFIX.lastIndex = i;
    const prefix = fString && !/[A-Za-z0-9_]/.test(text[i - 1] ?? '') ? STRING_PREFIX.exec(text) : null;
    const quoteAt = prefix ? i + prefix[0].length : i;
    const quote = text[quoteAt];
    if (quote === '"' || quote === "'" || quote === '`') {
      i = readQuoted(text, quoteAt, prefix !== null && /f/i.test(prefix[0])).end;
      continue;
    }
    i += 1;
  }
  return text.length;
}

function skipFormatSpec(text: string, start: number): number {
  let i = start;
  while (i < text.length) {
    if (text[i] === '{') i = skipInterpolation(text, i + 1, true);
    else if (text[i] === '}') return i + 1;
    else i += 1;
  }
  return text.length;
}

/** The tokens of a snippet, abstracted as described above, joined without spaces. */
export function normaliseCode(snippet: string): string {
  const raw: { kind: 'id' | 'lit' | 'punct'; text: string }[] = [];
  let i = 0;
  while (i < snippet.length) {
    const ch = snippet[i]!;
    if (/\s/.test(ch)) {
      i += 1;
      continue;
    }
    // `#` starts a Python comment, except a JavaScript private member (`this.#run`), which is a name.
    const privateName = ch === '#' && raw[raw.length - 1]?.text === '.' && /[A-Za-z_$]/.test(snippet[i + 1] ?? '');
    if (privateName) {
      IDENT.lastIndex = i + 1;
      const name = IDENT.exec(snippet)![0];
      raw.push({ kind: 'id', text: `#${name}` });
      i += name.length + 1;
      continue;
    }
    if (snippet.startsWith('//', i) || (ch === '#' && !/[A-Za-z0-9_]/.test(snippet[i - 1] ?? ''))) {
      const nl = snippet.indexOf('\n', i);
      i = nl < 0 ? snippet.length : nl;
      continue;
    }
    if (snippet.startsWith('/*', i)) {
      const end = snippet.indexOf('*/', i + 2);
      i = end < 0 ? snippet.length : end + 2;
      continue;
    }
    STRING_PREFIX.lastIndex = i;
    const prefix = STRING_PREFIX.exec(snippet);
    const quoteAt = prefix ? i + prefix[0].length : i;
    const quote = snippet[quoteAt];
    if (quote === '"' || quote === "'" || quote === '`') {
      const { end, interpolated } = readQuoted(snippet, quoteAt, prefix !== null && /f/i.test(prefix[0]));
      raw.push({ kind: 'lit', text: interpolated ? 'TPL' : 'STR' });
      i = end;
      continue;
    }
    NUMBER.lastIndex = i;
    const num = /[0-9]/.test(ch) ? NUMBER.exec(snippet) : null;
    if (num) {
      raw.push({ kind: 'lit', text: 'NUM' });
      i += num[0].length;
      continue;
    }
    IDENT.lastIndex = i;
    const ident = IDENT.exec(snippet);
    if (ident) {
      raw.push({ kind: 'id', text: ident[0] });
      i += ident[0].length;
      continue;
    }
    raw.push({ kind: 'punct', text: ch });
    i += 1;
  }
  return raw
    .map((token, index) => {
      if (token.kind !== 'id') return token.text;
      const before = raw[index - 1];
      const after = raw[index + 1];
      const isMember = before?.kind === 'punct' && before.text === '.';
      const isCalled = after?.kind === 'punct' && after.text === '(';
      return isMember || isCalled ? token.text : 'ID';
    })
    .join('');
}

function traceKind(step: TraceStep | undefined, prefix: 'source: ' | 'sink: '): string | undefined {
  if (!step || !step.message.startsWith(prefix)) return undefined;
  return step.message.slice(prefix.length).trim();
}

/** The shape of a finding (or issue): its normalised code and, for taint findings, source and sink kinds. */
export function shapeOf(finding: { codeSnippet: string; trace?: readonly TraceStep[] }): CodeShape {
  const trace = finding.trace ?? [];
  const shape: CodeShape = { v: SHAPE_VERSION, code: normaliseCode(finding.codeSnippet) };
  const source = traceKind(trace[0], 'source: ');
  const sink = traceKind(trace[trace.length - 1], 'sink: ');
  if (source !== undefined) shape.source = source;
  if (sink !== undefined) shape.sink = sink;
  return shape;
}

/** The stored form: a canonical JSON string, compared for equality. */
export function serialiseShape(shape: CodeShape): string {
  return JSON.stringify({ v: shape.v, code: shape.code, source: shape.source ?? null, sink: shape.sink ?? null });
}

export function shapeKey(finding: { codeSnippet: string; trace?: readonly TraceStep[] }): string {
  return serialiseShape(shapeOf(finding));
}
