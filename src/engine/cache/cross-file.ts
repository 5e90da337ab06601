/**
 * Incremental cross-file analysis: what a root's analysis (analysis/root-analysis.ts) produced last
 * time is reused for every root whose inputs are unchanged, and only the others are analysed again.
 *
 * A root is analysed over a fresh state, so its result depends only on the questions it asked the
 * Program (analysis/tracked-map.ts): a module by path, a function or class by name, the supertypes
 * of a type, a configuration value... Each is recorded with a digest of its answer (which module
 * versions it returned, or that nothing was found). A module's version is its blob id plus a digest
 * of the relative types rewritten in it (they depend on which files exist). The stored form:
 * cross-file-state.ts.
 *
 * A rescan asks each recorded question of the new Program; a root with any changed answer (or a
 * root that is new) runs again, and every other root's findings and diagnostics are reused. The
 * merged findings are built from the roots in the tree's order (mergeRootFindings), as a full scan
 * builds them, so the result is the full scan's.
 */
import { createHash } from 'node:crypto';
import type { Program } from '../analysis/program.js';
import { analyseRootTracked, mergeRootFindings, type TrackedRootResult } from '../analysis/root-analysis.js';
import type { FileDiagnostic, Finding } from '../findings.js';
import type { ModuleIR } from '../ir/types.js';
import { EventLoopTicker } from '../yield.js';
import { StateBuilder, type CrossFileState, type RootRecord } from './cross-file-state.js';

export { decodeState, encodeState, type CrossFileState } from './cross-file-state.js';

/** A root analysed in this run: its questions as recorded, not yet indexed into a state's tables. */
interface RunRecord extends Omit<RootRecord, 'deps'> {
  deps: Map<string, string | null>;
}

/**
 * Runs roots somewhere else than this thread (the engine's worker threads, parallel/roots.ts), in
 * their order; with `versions`, recording each root's questions with modules named by them.
 */
export type RootRunner = (roots: readonly ModuleIR[], versions: Map<string, string> | undefined, onProgress?: (done: number, total: number) => void) => Promise<TrackedRootResult[]>;

/** Roots below this many run in this thread: shipping the Program to workers costs more than they take. */
const MIN_ROOTS_IN_POOL = 16;

export interface CrossFileStats {
  roots: number;
  rerun: number;
  reused: number;
}

export interface CrossFileInput {
  program: Program;
  modules: ModuleIR[];
  sources: Map<string, string>;
  /** Path → blob id of every file of the scan. */
  blobIds: Map<string, string>;
  previous: CrossFileState | undefined;
  /** Per-file time limit of a root's analysis, in ms (AnalyzeOptions.fileTimeLimitMs). */
  fileTimeLimitMs: number;
  onProgress?: (done: number, total: number) => void;
  /** Where many roots may run instead of this thread. */
  inPool?: RootRunner;
}

export interface CrossFileOutput {
  findings: Finding[];
  diagnostics: FileDiagnostic[];
  /** The state to store; undefined when it is the previous one unchanged (nothing rerun, the same roots). */
  state?: CrossFileState;
  stats: CrossFileStats;
}

export async function incrementalCrossFile(input: CrossFileInput): Promise<CrossFileOutput> {
  const { program, modules, sources, blobIds } = input;
  const versions = new Map<string, string>();
  // A module's version: its blob id, and a digest of how its relative types resolved (a long
  // text for some TypeScript files; every answer naming the module carries the version).
  const versionOf = (p: string): string => {
    let v = versions.get(p);
    if (v === undefined) {
      const n = program.normalisation.get(p);
      v = `${blobIds.get(p) ?? '?'}:${n ? createHash('sha1').update(n).digest('base64').slice(0, 16) : ''}`;
      versions.set(p, v);
    }
    return v;
  };
  const present = new Set(modules.map((m) => m.path));
  const prev = input.previous;

  // Which previous roots are still valid: present once, every recorded answer the same. Each
  // distinct question is asked of the new Program once (0: not yet, 1: same, 2: changed).
  const status = new Uint8Array(prev?.questions.length ?? 0);
  const same = (q: number): boolean => {
    if (status[q] === 0) {
      const question = prev!.questions[q];
      const nul = question.indexOf('\0');
      status[q] = program.answerOf(question.slice(0, nul), question.slice(nul + 1), versionOf) === prev!.answers[q] ? 1 : 2;
    }
    return status[q] === 1;
  };
  const clean = new Map<string, RootRecord>();
  const seenPaths = new Set<string>();
  for (const r of prev?.roots ?? []) {
    const once = !seenPaths.has(r.path);
    seenPaths.add(r.path);
    if (once && present.has(r.path) && r.deps.every(same)) clean.set(r.path, r);
    else clean.delete(r.path);
  }

  const toRun = modules.filter((m) => !clean.has(m.path));
  const rerun =
    input.inPool && toRun.length >= MIN_ROOTS_IN_POOL
      ? await runRootsInPool(input.inPool, toRun, versionsOf(program, blobIds, versionOf), input.onProgress)
      : await runRoots(program, toRun, sources, versionOf, input.fileTimeLimitMs, input.onProgress);
  const ordered: (RootRecord | RunRecord)[] = [];
  const diagnostics: FileDiagnostic[] = [];
  for (const m of modules) {
    const r = rerun.get(m.path) ?? clean.get(m.path);
    if (!r) continue;
    ordered.push(r);
    diagnostics.push(...r.diagnostics);
  }
  // Copies: the caller sets fingerprints on what it is given, and the stored state keeps these.
  const findings = mergeRootFindings(ordered).map((f) => ({ ...f, trace: f.trace.map((s) => ({ ...s })) }));
  const stats: CrossFileStats = { roots: modules.length, rerun: rerun.size, reused: ordered.length - rerun.size };
  const unchanged = prev !== undefined && rerun.size === 0 && ordered.length === prev.roots.length && ordered.every((r, i) => r === prev.roots[i]);
  // Nothing to store when unchanged: the stored state is this one.
  let state: CrossFileState | undefined;
  if (!unchanged) {
    // The rerun roots' questions are mostly the ones they asked before.
    const asked = (prev?.roots ?? []).filter((r) => !clean.has(r.path)).map((r) => r.deps);
    const builder = new StateBuilder(prev, asked);
    state = builder.finish(ordered.map((r) => (rerun.get(r.path) === r ? { ...r, deps: builder.fromRecorded((r as RunRecord).deps) } : (r as RootRecord))));
  }
  return { findings, diagnostics, state, stats };
}

/** Runs roots in order, each over a fresh state, recording the questions each asked and what it reported. */
async function runRoots(
  program: Program,
  roots: ModuleIR[],
  sources: Map<string, string>,
  versionOf: (p: string) => string,
  fileTimeLimitMs: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, RunRecord>> {
  const out = new Map<string, RunRecord>();
  const ticker = new EventLoopTicker();
  for (const module of roots) {
    await ticker.maybeYield();
    out.set(module.path, analyseRootTracked(program, module, sources, fileTimeLimitMs, versionOf));
    onProgress?.(out.size, roots.length);
  }
  return out;
}

async function runRootsInPool(inPool: RootRunner, roots: ModuleIR[], versions: Map<string, string>, onProgress?: (done: number, total: number) => void): Promise<Map<string, RunRecord>> {
  const results = await inPool(roots, versions, onProgress);
  return new Map(results.map((r) => [r.path, r]));
}

/** Every version a root's questions may name, for roots run in workers: each file of the scan's and each module's. */
function versionsOf(program: Program, blobIds: Map<string, string>, versionOf: (p: string) => string): Map<string, string> {
  const out = new Map<string, string>();
  for (const p of blobIds.keys()) out.set(p, versionOf(p));
  for (const p of program.modules.keys()) out.set(p, versionOf(p));
  return out;
}
