/**
 * What went wrong while analysing one file, as a code the callers decide on. The message beside
 * it is for people and may change; nothing decides from the message's text.
 *
 * The rule the scan workflow relies on: a file that was not fully analysed never closes an issue
 * (its open issues may still be there, in the part the engine did not see). Every code says here,
 * in one table, whether it means that.
 */
export const DIAGNOSTIC_CODES = [
  /**
   * tree-sitter recovered from a syntax error. Counts as not fully analysed: the code inside an
   * ERROR node is lowered only as far as the recovery made sense of it, so a vulnerable call there
   * may be missing from the IR. Its issues stay open until the file parses again.
   */
  'syntax-error',
  /** The lowerer gave up on the whole file (it threw, or its top level stopped). */
  'lowering-failed',
  /** The lowerer skipped a part of the file (a declaration, member, statement or expression). */
  'lowering-partial',
  /** The cross-file analysis threw while analysing the file. */
  'analysis-failed',
  /** The analysis stopped at its work budget before it had seen the whole file. */
  'analysis-budget-exhausted',
  /** Secrets scanning threw on the file. */
  'secrets-scan-failed',
  /**
   * The file took longer than the per-file time limit (parsing, lowering, or its cross-file
   * analysis): it was skipped from there on (a pathological file must not stall the scan).
   */
  'file-time-limit',
] as const;

export type DiagnosticCode = (typeof DIAGNOSTIC_CODES)[number];

/** One entry per code, so adding a code forces a decision here (the compiler checks it). */
const NOT_FULLY_ANALYSED: Record<DiagnosticCode, boolean> = {
  'syntax-error': true,
  'lowering-failed': true,
  'lowering-partial': true,
  'analysis-failed': true,
  'analysis-budget-exhausted': true,
  'secrets-scan-failed': true,
  'file-time-limit': true,
};

/** Whether a diagnostic with this code means the file was not fully analysed. */
export function meansNotFullyAnalysed(code: DiagnosticCode): boolean {
  return NOT_FULLY_ANALYSED[code];
}

/** A diagnostic before the file path is attached (what parsers and lowerers produce). */
export interface CodedDiagnostic {
  code: DiagnosticCode;
  message: string;
  line: number;
  column: number;
}

/** The paths of a scan result that were not fully analysed: skipped files and files with such a diagnostic. */
export function notFullyAnalysedPaths(result: {
  skipped: readonly { filePath: string }[];
  diagnostics: readonly { filePath: string; code: DiagnosticCode }[];
}): Set<string> {
  const paths = new Set(result.skipped.map((skip) => skip.filePath));
  for (const diagnostic of result.diagnostics) if (meansNotFullyAnalysed(diagnostic.code)) paths.add(diagnostic.filePath);
  return paths;
}
