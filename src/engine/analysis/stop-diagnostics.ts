/**
 * The diagnostic of a root whose analysis stopped early: at the per-file time limit, or at the
 * interpreter's work budget. Either way the file counts as not fully analysed (its issues stay open).
 */
import type { FileDiagnostic } from '../findings.js';
import type { Analyzer } from './interpreter.js';

export function stopDiagnostic(analyzer: Analyzer, filePath: string, limitMs: number): FileDiagnostic | undefined {
  if (analyzer.stoppedAtDeadline) {
    return { filePath, code: 'file-time-limit', line: 1, column: 1, message: `the cross-file analysis of the file took longer than the per-file time limit (${limitMs} ms) and stopped` };
  }
  if (analyzer.stoppedAtBudget) {
    return { filePath, code: 'analysis-budget-exhausted', line: 1, column: 1, message: 'the analysis stopped at its work budget before the end of the file' };
  }
  return undefined;
}
