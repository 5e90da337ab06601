/**
 * Real source files each lowerer cannot fully analyse, and the diagnostic code each one yields.
 * They are valid code (tree-sitter parses them without an error) nested deeper than the
 * recursive lowerers and the analysis can follow, so they overflow the stack in the main thread
 * and in the engine's worker threads alike (one instead runs past the analysis's work budget). Depths are far past the measured limit (about 3,000
 * levels fail already) and every file stays under the 1 MiB code-analysis limit.
 */
import type { DiagnosticCode } from '../../../src/engine/diagnostics.js';

export interface UnanalysableSource {
  language: string;
  path: string;
  content: string;
  /** The code the engine reports for it. */
  code: DiagnosticCode;
}

export const UNANALYSABLE_SOURCES: UnanalysableSource[] = [
  // One bracket per line, so the file does not look minified.
  { language: 'javascript', path: 'src/deep.js', content: `const x = ${'[\n'.repeat(20_000)}1${'\n]'.repeat(20_000)};\n`, code: 'lowering-failed' },
  { language: 'typescript', path: 'src/deep.ts', content: `const x: number = ${'(\n'.repeat(20_000)}1${'\n)'.repeat(20_000)};\n`, code: 'lowering-failed' },
  { language: 'python', path: 'app/lambdas.py', content: `handler = ${'lambda: '.repeat(5_000)}1\n`, code: 'lowering-partial' },
  { language: 'python', path: 'app/calls.py', content: `value = ${'f('.repeat(1_000)}1${')'.repeat(1_000)}\n`, code: 'analysis-failed' },
  { language: 'java', path: 'src/Parens.java', content: `class Parens { int f() { return ${'('.repeat(20_000)}1${')'.repeat(20_000)}; } }\n`, code: 'lowering-partial' },
  // Loops run twice each in the analysis: 22 nested loops are 4 million steps, past its work budget.
  { language: 'javascript', path: 'src/loops.js', content: `let x = 0;\n${'while (x < 10) {\n'.repeat(22)}x = x + 1;\n${'}\n'.repeat(22)}`, code: 'analysis-budget-exhausted' },
  { language: 'java', path: 'src/Nested.java', content: `class Nested { ${'class B { '.repeat(5_000)}${'}'.repeat(5_000)} }\n`, code: 'lowering-failed' },
];
