/**
 * Lines and locations of a source file, shared by every lowerer: rows and columns are computed
 * from offsets (binary search over line starts) instead of being asked of tree-sitter per node,
 * each such call a round trip across the WASM boundary. Columns count UTF-16 code units, the
 * units of JavaScript strings and of the offsets themselves.
 */
import type { Loc } from '../ir/types.js';

export interface Point {
  row: number;
  column: number;
}

export class LineIndex {
  private readonly starts: number[] = [0];
  /** The last row found: offsets mostly arrive in increasing order, so search from there first. */
  private hint = 0;

  constructor(source: string) {
    for (let i = source.indexOf('\n'); i >= 0; i = source.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** The 0-based row holding an offset. */
  row(offset: number): number {
    const s = this.starts;
    const h = this.hint;
    if (offset >= s[h] && (h + 1 >= s.length || offset < s[h + 1])) return h;
    let lo = 0;
    let hi = s.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (s[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    this.hint = lo;
    return lo;
  }

  /** Where a row starts. */
  rowStart(row: number): number {
    return this.starts[row];
  }

  point(offset: number): Point {
    const row = this.row(offset);
    return { row, column: offset - this.starts[row] };
  }
}

/** A node that knows its offsets and 0-based positions. */
export interface Spanned {
  startIndex: number;
  endIndex: number;
  startPosition: Point;
  endPosition: Point;
}

/** The IR location of a node (1-based lines and columns, end exclusive). */
export function locOf(node: Spanned): Loc {
  const start = node.startPosition;
  const end = node.endPosition;
  return {
    line: start.row + 1,
    column: start.column + 1,
    endLine: end.row + 1,
    endColumn: end.column + 1,
    startIndex: node.startIndex,
    endIndex: node.endIndex,
  };
}
