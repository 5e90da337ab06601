/**
 * The cross-file analysis of one root (a module of the tree) on its own, and how the results of
 * every root of a scan are put together.
 *
 * Each root is analysed over a fresh AnalysisState: what its run computes (summaries, module
 * scopes, in-context results, the contexts each function was given) is its own, and no other
 * root's run changes it. So a root's findings depend only on the questions its run asked the
 * Program (tracked-map.ts), whatever order the roots run in and whichever ran before: the
 * incremental analysis (cache/cross-file.ts) reruns exactly the roots whose recorded answers
 * changed, and the result is the one a full scan gives by construction. Sharing the caches
 * between roots made a root's result depend on which root had filled them first, so roots that
 * shared a helper had to be rerun together: every route module of a web app with its helpers.
 */
import type { FileDiagnostic, Finding } from '../findings.js';
import type { ModuleIR } from '../ir/types.js';
import { Analyzer } from './interpreter.js';
import type { Program } from './program.js';
import { stopDiagnostic } from './stop-diagnostics.js';
import { toFindings } from './to-findings.js';

export interface RootResult {
  findings: Finding[];
  diagnostics: FileDiagnostic[];
}

/** A root's result with the questions it asked the Program (`kind\0key` → digest of the answer). */
export interface TrackedRootResult extends RootResult {
  path: string;
  deps: Map<string, string | null>;
}

/** Analyses one root over a fresh state; `limitMs` bounds its run (the per-file time limit). */
export function analyseRoot(program: Program, module: ModuleIR, sources: Map<string, string>, limitMs: number): RootResult {
  const analyzer = new Analyzer(program);
  const diagnostics: FileDiagnostic[] = [];
  try {
    analyzer.runModule(module, performance.now() + limitMs);
    const stopped = stopDiagnostic(analyzer, module.path, limitMs);
    if (stopped) diagnostics.push(stopped);
  } catch (error) {
    diagnostics.push({ filePath: module.path, line: 1, column: 1, code: 'analysis-failed', message: `analysis failed: ${(error as Error).message}` });
  }
  return { findings: toFindings(analyzer.findings.values(), sources), diagnostics };
}

/**
 * Analyses one root as analyseRoot does, recording every question it asks the Program with a
 * digest of its answer (tracked-map.ts); `versionOf` names a module's version (its content).
 */
export function analyseRootTracked(program: Program, module: ModuleIR, sources: Map<string, string>, limitMs: number, versionOf: (path: string) => string): TrackedRootResult {
  const deps = new Map<string, string | null>();
  // Per question kind, the keys asked so far: most questions repeat one, and finding it without
  // building `kind\0key` first saves a string per question.
  const asked = new Map<string, Set<string>>();
  program.tracker = {
    versionOf,
    record: (kind, key, answer) => {
      deps.set(`${kind}\0${key}`, answer);
      let seen = asked.get(kind);
      if (!seen) asked.set(kind, (seen = new Set()));
      seen.add(key);
    },
    knows: (kind, key) => asked.get(kind)?.has(key) === true,
  };
  try {
    // The root's own content is a dependency like any other module it reads.
    program.modules.get(module.path);
    return { path: module.path, deps, ...analyseRoot(program, module, sources, limitMs) };
  } finally {
    program.tracker = undefined;
  }
}

/**
 * The findings of a scan from its roots' findings. Several roots report a sink of a helper they
 * all reach: one finding per rule and sink location is kept, as within a root (reporting.ts), the
 * one with the shortest trace, and of those the one of the root first by path, so the result does
 * not depend on the order the roots come in.
 */
export function mergeRootFindings(roots: Iterable<{ path: string; findings: readonly Finding[] }>): Finding[] {
  const kept = new Map<string, { finding: Finding; root: string }>();
  for (const { path, findings } of roots) {
    for (const finding of findings) {
      const key = `${finding.ruleId}|${finding.filePath}|${finding.lineNumber}:${finding.column}|${finding.endLineNumber}:${finding.endColumn}`;
      const existing = kept.get(key);
      if (!existing || finding.trace.length < existing.finding.trace.length || (finding.trace.length === existing.finding.trace.length && path < existing.root)) kept.set(key, { finding, root: path });
    }
  }
  return [...kept.values()].map((k) => k.finding);
}
