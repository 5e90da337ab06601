/**
 * Incremental cross-file analysis: what `Analyzer.runModule(root)` produced last time is reused
 * for every root whose inputs are unchanged, and only the others are analysed again.
 *
 * What a root's result depends on is recorded while it runs:
 * - every question it asked the Program (analysis/tracked-map.ts): a module by path, a function
 *   or class by name, the supertypes of a type, a configuration value... with a digest of the
 *   answer (which module versions it returned, or that nothing was found). A module's version is
 *   its blob id plus a digest of the relative types rewritten in it (they depend on which files
 *   exist). The stored form: cross-file-state.ts.
 * - every key of the AnalysisState caches it touched (summaries, module scopes, in-context
 *   results, findings). The interpreter shares those caches between roots, so what one root
 *   computes another may reuse: roots that share a key form a group, and a group is reused or
 *   rerun as a whole. One exception: a qualified name cached as resolving to nothing in the tree
 *   (builtins, libraries) is recorded as the question "does locateName find it" instead.
 *
 * A rescan asks each recorded question of the new Program; a group with any changed answer (or a
 * root gone) is dirty. The dirty groups' roots and the new roots run again, in the tree's order,
 * over one fresh state; if they touch a key of a clean group, that group joins them and the rerun
 * starts over (so no state is shared across what is reused and what is rerun). Findings are kept
 * per root in the order the root first reported them, so the merged list is the one a full scan
 * builds. Correctness over reuse: anything unrecognised reruns.
 */
import { createHash } from 'node:crypto';
import { Analyzer } from '../analysis/interpreter.js';
import type { Program } from '../analysis/program.js';
import { toFindings } from '../analysis/to-findings.js';
import type { FileDiagnostic, Finding } from '../findings.js';
import type { ModuleIR } from '../ir/types.js';
import { EventLoopTicker } from '../yield.js';
import { stopDiagnostic } from '../analysis/stop-diagnostics.js';
import { groupsOf, keyHash, StateBuilder, type CrossFileState, type RootRecord } from './cross-file-state.js';

export { decodeState, encodeState, type CrossFileState } from './cross-file-state.js';

/** A root analysed in this run: its questions as recorded, not yet indexed into a state's tables. */
interface RunRecord extends Omit<RootRecord, 'deps'> {
  deps: Map<string, string | null>;
}

export interface CrossFileStats {
  roots: number;
  rerun: number;
  reused: number;
  groups: number;
  largestGroup: number;
  restarts: number;
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
  const previous = prev?.roots ?? [];
  const groupOf = prev?.groups ?? [];

  // Which previous groups are still valid: every root present, every recorded answer the same.
  // Each distinct question is asked of the new Program once (0: not yet, 1: same, 2: changed).
  const status = new Uint8Array(prev?.questions.length ?? 0);
  const same = (q: number): boolean => {
    if (status[q] === 0) {
      const question = prev!.questions[q];
      const nul = question.indexOf('\0');
      status[q] = program.answerOf(question.slice(0, nul), question.slice(nul + 1), versionOf) === prev!.answers[q] ? 1 : 2;
    }
    return status[q] === 1;
  };
  const dirtyGroups = new Set<number>();
  const seenPaths = new Set<string>();
  previous.forEach((r, i) => {
    if (dirtyGroups.has(groupOf[i])) return;
    let ok = present.has(r.path) && !seenPaths.has(r.path);
    seenPaths.add(r.path);
    if (ok) ok = r.deps.every(same);
    if (!ok) dirtyGroups.add(groupOf[i]);
  });
  const clean = new Map<string, RootRecord>();
  const rootsOfGroup = new Map<number, RootRecord[]>();
  previous.forEach((r, i) => {
    if (dirtyGroups.has(groupOf[i])) return;
    clean.set(r.path, r);
    const list = rootsOfGroup.get(groupOf[i]);
    if (list) list.push(r);
    else rootsOfGroup.set(groupOf[i], [r]);
  });

  const stats: CrossFileStats = { roots: modules.length, rerun: 0, reused: 0, groups: 0, largestGroup: 0, restarts: 0 };
  let rerun: Map<string, RunRecord>;
  for (;;) {
    rerun = await runRoots(program, modules.filter((m) => !clean.has(m.path)), sources, versionOf, input.fileTimeLimitMs, input.onProgress);
    // A rerun root that shares a state key with a reused group: that group runs again with them.
    const touched = new Set<number>();
    for (const r of rerun.values()) for (const k of r.keys) touched.add(k);
    const conflicts = new Set<number>();
    if (touched.size) {
      for (const [g, list] of rootsOfGroup) if (list.some((r) => r.keys.some((k) => touched.has(k)))) conflicts.add(g);
    }
    if (conflicts.size === 0) break;
    stats.restarts++;
    for (const g of conflicts) {
      for (const r of rootsOfGroup.get(g)!) clean.delete(r.path);
      rootsOfGroup.delete(g);
    }
  }

  const findings: Finding[] = [];
  const diagnostics: FileDiagnostic[] = [];
  const ordered: (RootRecord | RunRecord)[] = [];
  for (const m of modules) {
    const r = rerun.get(m.path) ?? clean.get(m.path);
    if (!r) continue;
    ordered.push(r);
    findings.push(...r.findings.map((f) => ({ ...f, trace: f.trace.map((s) => ({ ...s })) })));
    diagnostics.push(...r.diagnostics);
  }
  // Groups of this scan: a reused root keeps its group (its group was reused whole, and no rerun
  // root shares a key with it, or it would have been rerun); the rerun roots are grouped anew.
  const previousGroup = new Map<RootRecord, number>();
  previous.forEach((r, i) => previousGroup.set(r, groupOf[i]));
  const rerunList = [...rerun.values()];
  const rerunGroup = new Map<RunRecord, number>();
  groupsOf(rerunList.map((r) => r.keys)).forEach((g, i) => rerunGroup.set(rerunList[i], g));
  const first = new Map<string, number>();
  const groups = ordered.map((r, i) => {
    const k = rerunGroup.has(r as RunRecord) ? `n${rerunGroup.get(r as RunRecord)}` : `p${previousGroup.get(r as RootRecord)}`;
    if (!first.has(k)) first.set(k, i);
    return first.get(k)!;
  });
  stats.rerun = rerun.size;
  stats.reused = ordered.length - rerun.size;
  const sizes = new Map<number, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  stats.groups = sizes.size;
  stats.largestGroup = Math.max(0, ...sizes.values());
  const unchanged = prev !== undefined && rerun.size === 0 && ordered.length === previous.length && ordered.every((r, i) => r === previous[i]);
  // Nothing to store when unchanged: the stored state is this one.
  let state: CrossFileState | undefined;
  if (!unchanged) {
    // The rerun roots' questions are mostly the ones they asked before.
    const asked = previous.filter((r) => !clean.has(r.path)).map((r) => r.deps);
    const builder = new StateBuilder(prev, asked);
    const roots = ordered.map((r) => (rerun.get(r.path) === r ? { ...r, deps: builder.fromRecorded((r as RunRecord).deps) } : { ...r, deps: builder.fromPrevious((r as RootRecord).deps) }));
    state = { ...builder.finish(roots), groups };
  }
  return { findings, diagnostics, state, stats };
}

/** Runs roots in order over one fresh state, recording what each read, touched and reported. */
async function runRoots(
  program: Program,
  roots: ModuleIR[],
  sources: Map<string, string>,
  versionOf: (p: string) => string,
  fileTimeLimitMs: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, RunRecord>> {
  const analyzer = new Analyzer(program);
  const out = new Map<string, RunRecord>();
  const creator = new Map<string, RunRecord>();
  // Whether locateName finds nothing for a qualified name: a pure function of the Program, asked
  // once per name for the whole run rather than at every touch of a cached null.
  const nothingFound = new Map<string, boolean>();
  const locatesNothing = (key: string): boolean => {
    let out = nothingFound.get(key);
    if (out === undefined) nothingFound.set(key, (out = program.answerOf('locate', key, versionOf) === null));
    return out;
  };
  const ticker = new EventLoopTicker();
  let done = 0;
  try {
    for (const module of roots) {
      await ticker.maybeYield();
      const record: RunRecord = { path: module.path, deps: new Map(), keys: new Float64Array(0), findings: [], diagnostics: [] };
      // Per map (or question kind), the keys this root touched (asked) so far: most touches repeat
      // one, and finding it without building `map\0key` first saves a string per touch.
      const keys = new Map<string, Set<string>>();
      const asked = new Map<string, Set<string>>();
      const hashes: number[] = [];
      const firstTime = (byKind: Map<string, Set<string>>, kind: string, key: string): boolean => {
        let seen = byKind.get(kind);
        if (!seen) byKind.set(kind, (seen = new Set()));
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      };
      program.tracker = {
        versionOf,
        record: (kind, key, answer) => {
          record.deps.set(`${kind}\0${key}`, answer);
          firstTime(asked, kind, key);
        },
        knows: (kind, key) => asked.get(kind)?.has(key) === true,
      };
      analyzer.state.onTouch = (map, key, value) => {
        if (map === 'qnameCache') {
          // A miss is followed by the set that says what the name resolves to.
          if (value === undefined) return;
          // A name the tree has nothing for (builtins, libraries): resolve.ts caches null when
          // locateName finds nothing, a pure function of the Program, so it is recorded as that
          // question instead of a shared key.
          if (value === null && locatesNothing(key)) {
            if (firstTime(asked, 'locate', key)) record.deps.set(`locate\0${key}`, null);
            return;
          }
        }
        if (firstTime(keys, map, key)) hashes.push(keyHash(`${map}\0${key}`));
      };
      // The root's own content is a dependency like any other module it reads.
      program.modules.get(module.path);
      try {
        analyzer.runModule(module, performance.now() + fileTimeLimitMs);
        const stopped = stopDiagnostic(analyzer, module.path, fileTimeLimitMs);
        if (stopped) record.diagnostics.push(stopped);
      } catch (error) {
        record.diagnostics.push({ filePath: module.path, line: 1, column: 1, code: 'analysis-failed', message: `analysis failed: ${(error as Error).message}` });
      }
      program.tracker = undefined;
      analyzer.state.onTouch = undefined;
      record.keys = Float64Array.from(hashes);
      // Findings first reported while this root ran belong to it (the map only grows).
      if (analyzer.findings.size !== creator.size) for (const k of analyzer.findings.keys()) if (!creator.has(k)) creator.set(k, record);
      out.set(module.path, record);
      onProgress?.(++done, roots.length);
    }
  } finally {
    program.tracker = undefined;
    analyzer.state.onTouch = undefined;
  }
  for (const [k, raw] of analyzer.findings) {
    const owner = creator.get(k);
    if (owner) owner.findings.push(...toFindings([raw], sources));
  }
  return out;
}
