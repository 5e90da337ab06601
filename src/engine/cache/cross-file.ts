/**
 * Incremental cross-file analysis: what `Analyzer.runModule(root)` produced last time is reused
 * for every root whose inputs are unchanged, and only the others are analysed again.
 *
 * What a root's result depends on is recorded while it runs:
 * - every question it asked the Program (analysis/tracked-map.ts): a module by path, a function
 *   or class by name, the supertypes of a type, a configuration value... with a digest of the
 *   answer (which module versions it returned, or that nothing was found). A module's version is
 *   its blob id plus the relative types rewritten in it (they depend on which files exist).
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
import v8 from 'node:v8';
import { Analyzer } from '../analysis/interpreter.js';
import type { Program } from '../analysis/program.js';
import { toFindings } from '../analysis/to-findings.js';
import type { FileDiagnostic, Finding } from '../findings.js';
import type { ModuleIR } from '../ir/types.js';
import { EventLoopTicker } from '../yield.js';
import { stopDiagnostic } from '../analysis/stop-diagnostics.js';

const FORMAT = 1;

/** What one root's analysis produced and read. */
interface RootRecord {
  path: string;
  /** `kind\0key` → answer digest (null: nothing found). */
  deps: Map<string, string | null>;
  /** State cache keys touched (`map\0key`). */
  keys: string[];
  findings: Finding[];
  diagnostics: FileDiagnostic[];
}

interface SavedState {
  format: number;
  roots: RootRecord[];
}

export interface CrossFileStats {
  roots: number;
  rerun: number;
  reused: number;
  groups: number;
  largestGroup: number;
  restarts: number;
}

export function decodeState(bytes: Buffer | undefined): RootRecord[] | undefined {
  if (!bytes) return undefined;
  try {
    const value = v8.deserialize(bytes) as SavedState;
    if (!value || value.format !== FORMAT || !Array.isArray(value.roots)) return undefined;
    for (const r of value.roots) {
      if (typeof r.path !== 'string' || !(r.deps instanceof Map) || !Array.isArray(r.keys) || !Array.isArray(r.findings) || !Array.isArray(r.diagnostics)) return undefined;
    }
    return value.roots;
  } catch {
    return undefined;
  }
}

export function encodeState(roots: RootRecord[]): Buffer {
  return v8.serialize({ format: FORMAT, roots } satisfies SavedState);
}

/** Connected groups of roots (indexes) that share a state key. */
function groupsOf(roots: readonly RootRecord[]): number[] {
  const parent = roots.map((_, i) => i);
  const find = (i: number): number => {
    while (parent[i] !== i) {
      parent[i] = parent[parent[i]];
      i = parent[i];
    }
    return i;
  };
  const owner = new Map<string, number>();
  roots.forEach((r, i) => {
    for (const k of r.keys) {
      const o = owner.get(k);
      if (o === undefined) owner.set(k, i);
      else parent[find(i)] = find(o);
    }
  });
  return roots.map((_, i) => find(i));
}

export interface CrossFileInput {
  program: Program;
  modules: ModuleIR[];
  sources: Map<string, string>;
  /** Path → blob id of every file of the scan. */
  blobIds: Map<string, string>;
  previous: RootRecord[] | undefined;
  /** Per-file time limit of a root's analysis, in ms (AnalyzeOptions.fileTimeLimitMs). */
  fileTimeLimitMs: number;
  onProgress?: (done: number, total: number) => void;
}

export interface CrossFileOutput {
  findings: Finding[];
  diagnostics: FileDiagnostic[];
  roots: RootRecord[];
  stats: CrossFileStats;
}

export async function incrementalCrossFile(input: CrossFileInput): Promise<CrossFileOutput> {
  const { program, modules, sources, blobIds } = input;
  const versions = new Map<string, string>();
  const versionOf = (p: string): string => {
    let v = versions.get(p);
    if (v === undefined) {
      v = `${blobIds.get(p) ?? '?'}:${program.normalisation.get(p) ?? ''}`;
      versions.set(p, v);
    }
    return v;
  };
  const present = new Set(modules.map((m) => m.path));
  const previous = input.previous ?? [];
  const groupOf = groupsOf(previous);

  // Which previous groups are still valid: every root present, every recorded answer the same.
  const answers = new Map<string, string | null>();
  const answerOf = (dep: string): string | null => {
    if (answers.has(dep)) return answers.get(dep)!;
    const nul = dep.indexOf('\0');
    const a = program.answerOf(dep.slice(0, nul), dep.slice(nul + 1), versionOf);
    answers.set(dep, a);
    return a;
  };
  const dirtyGroups = new Set<number>();
  const seenPaths = new Set<string>();
  previous.forEach((r, i) => {
    if (dirtyGroups.has(groupOf[i])) return;
    let ok = present.has(r.path) && !seenPaths.has(r.path);
    seenPaths.add(r.path);
    if (ok) {
      for (const [dep, answer] of r.deps) {
        if (answerOf(dep) !== answer) {
          ok = false;
          break;
        }
      }
    }
    if (!ok) dirtyGroups.add(groupOf[i]);
  });
  const clean = new Map<string, RootRecord>();
  const cleanGroupOfKey = new Map<string, number>();
  const rootsOfGroup = new Map<number, RootRecord[]>();
  previous.forEach((r, i) => {
    if (dirtyGroups.has(groupOf[i])) return;
    clean.set(r.path, r);
    rootsOfGroup.set(groupOf[i], [...(rootsOfGroup.get(groupOf[i]) ?? []), r]);
    for (const k of r.keys) cleanGroupOfKey.set(k, groupOf[i]);
  });

  const stats: CrossFileStats = { roots: modules.length, rerun: 0, reused: 0, groups: 0, largestGroup: 0, restarts: 0 };
  let rerun: Map<string, RootRecord>;
  for (;;) {
    const conflicts = new Set<number>();
    rerun = await runRoots(program, modules.filter((m) => !clean.has(m.path)), sources, versionOf, (k) => {
      const g = cleanGroupOfKey.get(k);
      if (g !== undefined) conflicts.add(g);
    }, input.fileTimeLimitMs, input.onProgress);
    if (conflicts.size === 0) break;
    // A rerun root shares state with a reused group: that group runs again with them.
    stats.restarts++;
    for (const g of conflicts) {
      for (const r of rootsOfGroup.get(g) ?? []) {
        clean.delete(r.path);
        for (const k of r.keys) cleanGroupOfKey.delete(k);
      }
    }
  }

  const roots: RootRecord[] = [];
  const findings: Finding[] = [];
  const diagnostics: FileDiagnostic[] = [];
  for (const m of modules) {
    const r = rerun.get(m.path) ?? clean.get(m.path);
    if (!r) continue;
    roots.push(r);
    findings.push(...r.findings.map((f) => ({ ...f, trace: f.trace.map((s) => ({ ...s })) })));
    diagnostics.push(...r.diagnostics);
  }
  stats.rerun = rerun.size;
  stats.reused = roots.length - rerun.size;
  const groups = groupsOf(roots);
  const sizes = new Map<number, number>();
  for (const g of groups) sizes.set(g, (sizes.get(g) ?? 0) + 1);
  stats.groups = sizes.size;
  stats.largestGroup = Math.max(0, ...sizes.values());
  return { findings, diagnostics, roots, stats };
}

/** Runs roots in order over one fresh state, recording what each read, touched and reported. */
async function runRoots(
  program: Program,
  roots: ModuleIR[],
  sources: Map<string, string>,
  versionOf: (p: string) => string,
  onKey: (key: string) => void,
  fileTimeLimitMs: number,
  onProgress?: (done: number, total: number) => void,
): Promise<Map<string, RootRecord>> {
  const analyzer = new Analyzer(program);
  const out = new Map<string, RootRecord>();
  const creator = new Map<string, RootRecord>();
  const ticker = new EventLoopTicker();
  let done = 0;
  try {
    for (const module of roots) {
      await ticker.maybeYield();
      const record: RootRecord = { path: module.path, deps: new Map(), keys: [], findings: [], diagnostics: [] };
      const keys = new Set<string>();
      program.tracker = {
        versionOf,
        record: (kind, key, answer) => {
          record.deps.set(`${kind}\0${key}`, answer);
        },
      };
      analyzer.state.onTouch = (map, key, value) => {
        if (map === 'qnameCache') {
          // A miss is followed by the set that says what the name resolves to.
          if (value === undefined) return;
          // A name the tree has nothing for (builtins, libraries): resolve.ts caches null when
          // locateName finds nothing, a pure function of the Program, so it is recorded as that
          // question instead of a shared key.
          if (value === null && program.answerOf('locate', key, versionOf) === null) {
            record.deps.set(`locate\0${key}`, null);
            return;
          }
        }
        const k = `${map}\0${key}`;
        if (keys.has(k)) return;
        keys.add(k);
        onKey(k);
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
      record.keys = [...keys];
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
