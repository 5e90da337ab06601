/**
 * Locations of a JSP page's lowered Java put back on the page's own text: code copied from the
 * page (scriptlets, `<%= %>` expressions) maps offset for offset; Java the translator wrote
 * around it (`out.print(`, an EL expression's translation) maps to the whole construct it stands
 * for (`${param.q}`), so a finding's line, column and snippet are the page's.
 */
import type { Loc, ModuleIR } from '../../ir/types.js';
import { LineIndex } from '../source-lines.js';
import type { JspSegment } from './translate.js';

/** The segment holding a Java offset (segments are in order and contiguous). */
function segmentAt(segments: readonly JspSegment[], offset: number): JspSegment | undefined {
  let lo = 0;
  let hi = segments.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (segments[mid].synth <= offset) lo = mid;
    else hi = mid - 1;
  }
  return segments[lo];
}

function mapStart(segments: readonly JspSegment[], offset: number): number {
  const s = segmentAt(segments, offset);
  if (!s) return 0;
  return s.copied ? s.orig + Math.min(offset - s.synth, s.length) : s.orig;
}

/** An exclusive end: the offset just before it decides its segment. */
function mapEnd(segments: readonly JspSegment[], offset: number): number {
  const s = segmentAt(segments, Math.max(0, offset - 1));
  if (!s) return 0;
  return s.copied ? s.orig + Math.min(offset - s.synth, s.length) : s.origEnd;
}

function isLoc(value: object): value is Loc {
  const v = value as Partial<Loc>;
  return typeof v.startIndex === 'number' && typeof v.endIndex === 'number' && typeof v.line === 'number' && typeof v.column === 'number';
}

/** The 1-based line and column of an offset of `lines`' text. */
function pointOf(lines: LineIndex, offset: number): { line: number; column: number } {
  const { row, column } = lines.point(offset);
  return { line: row + 1, column: column + 1 };
}

/**
 * A position of the Java text (a syntax error's 1-based line and column) as a position of the page,
 * so a page whose scriptlets do not parse is still reported, where the page has the fault, as not
 * fully analysed.
 */
export function jspPagePosition(segments: readonly JspSegment[], java: string, pageText: string): (line: number, column: number) => { line: number; column: number } {
  const javaLines = new LineIndex(java);
  const pageLines = new LineIndex(pageText);
  return (line, column) => pointOf(pageLines, mapStart(segments, javaLines.rowStart(line - 1) + column - 1));
}

/** Rewrites every location in the module (in place) from the Java text's offsets to the page's. */
export function remapJspLocations(module: ModuleIR, segments: readonly JspSegment[], pageText: string): void {
  const lines = new LineIndex(pageText);
  const seen = new Set<object>();
  const point = (offset: number) => pointOf(lines, offset);
  const visit = (value: unknown, depth: number): void => {
    if (typeof value !== 'object' || value === null || seen.has(value) || depth > 400) return;
    seen.add(value);
    if (isLoc(value)) {
      const start = mapStart(segments, value.startIndex);
      const end = Math.max(start, mapEnd(segments, value.endIndex));
      const from = point(start);
      const to = point(end);
      Object.assign(value, { startIndex: start, endIndex: end, line: from.line, column: from.column, endLine: to.line, endColumn: to.column });
      return;
    }
    if (value instanceof Map) {
      for (const v of value.values()) visit(v, depth + 1);
      return;
    }
    if (Array.isArray(value) || value instanceof Set) {
      for (const v of value) visit(v, depth + 1);
      return;
    }
    for (const v of Object.values(value)) visit(v, depth + 1);
  };
  visit(module, 0);
}
