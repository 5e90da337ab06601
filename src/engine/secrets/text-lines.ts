/** Offsets to 1-based line and column, computed once per file that has a candidate. */

export interface LineIndex {
  positionOf(offset: number): { line: number; column: number };
  startOfLine(line: number): number;
  endOfLine(line: number): number;
  lineCount: number;
}

export function lineIndex(text: string): LineIndex {
  const starts = [0];
  for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) starts.push(i + 1);
  const lineCount = starts.length;
  return {
    lineCount,
    positionOf(offset: number) {
      let lo = 0;
      let hi = starts.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if (starts[mid] <= offset) lo = mid;
        else hi = mid - 1;
      }
      return { line: lo + 1, column: offset - starts[lo] + 1 };
    },
    startOfLine(line: number) {
      return starts[Math.min(Math.max(line, 1), lineCount) - 1];
    },
    endOfLine(line: number) {
      if (line >= lineCount) return text.length;
      return starts[Math.max(line, 1)] - 1;
    },
  };
}
