/**
 * The cross-file analysis of a scan's roots over the worker threads. Each root is analysed over its
 * own state (analysis/root-analysis.ts), so where it runs does not change its result: a worker
 * builds the scan's Program from the same input and runs the roots it is given, and the results
 * come back in the roots' order. It pays when the analysis is large against shipping the input
 * (every module's IR and text) once to each worker: index.ts decides.
 */
import type { Worker } from 'node:worker_threads';
import { Program } from '../analysis/program.js';
import { analyseRoot, analyseRootTracked, type TrackedRootResult } from '../analysis/root-analysis.js';
import type { MapperStatement } from '../analysis/mybatis-xml.js';
import type { TemplateFile } from '../analysis/template-files.js';
import type { ModuleIR } from '../ir/types.js';
import { ruleSetFor } from '../rules/loader.js';
import type { EnginePool } from './pool.js';

/** What a Program is built from (as analyzeFiles builds it), with the rule packs' folder. */
export interface RootsInput {
  modules: ModuleIR[];
  sources: Map<string, string>;
  config: Map<string, string>;
  templates: ReadonlyMap<string, TemplateFile>;
  mapperStatements: ReadonlyMap<string, MapperStatement>;
  rulesDir: string;
}

export interface RootsJob {
  /** Which shared input (scan) the roots belong to: a worker may hold the inputs of several scans at once. */
  inputId: number;
  roots: string[];
  limitMs: number;
  /** With it, each root's questions are recorded (incremental analysis), naming modules by these versions. */
  versions?: Map<string, string>;
}

/** Roots per job: small enough to even out roots of very different cost, large enough to keep messages few. */
const ROOTS_PER_JOB = 8;
/** Ids of the inputs this thread shares, one per scan (several scans of a process share one pool). */
let nextInputId = 1;

export function programOf(input: RootsInput): Program {
  return new Program(input.modules, input.sources, input.config, ruleSetFor(input.rulesDir), input.templates, input.mapperStatements);
}

/** In a worker: the roots of a job, each on its own. */
export function runRootsJob(program: Program, job: RootsJob): TrackedRootResult[] {
  const { versions } = job;
  const { sources } = program;
  return job.roots.map((path) => {
    const module = program.modules.get(path);
    if (!module) throw new Error(`root ${path} is not in the program`);
    // A path the scan has no version for: what the main thread's versionOf gives it (no blob id, no rewrite).
    if (versions) return analyseRootTracked(program, module, sources, job.limitMs, (p) => versions.get(p) ?? '?:');
    return { path, deps: new Map(), ...analyseRoot(program, module, sources, job.limitMs) };
  });
}

/** In the main thread: the roots over the pool's workers, results in the roots' order. */
export async function analyseRootsInPool(
  pool: EnginePool,
  input: RootsInput,
  roots: readonly ModuleIR[],
  limitMs: number,
  versions?: Map<string, string>,
  onProgress?: (done: number, total: number) => void,
): Promise<TrackedRootResult[]> {
  const shared = { value: input, sentTo: new Set<Worker>() };
  const inputId = nextInputId++;
  const jobs: string[][] = [];
  for (let i = 0; i < roots.length; i += ROOTS_PER_JOB) jobs.push(roots.slice(i, i + ROOTS_PER_JOB).map((m) => m.path));
  let done = 0;
  try {
    const results = await Promise.all(
      jobs.map(async (paths) => {
        const out = await pool.runShared<TrackedRootResult>(shared, { kind: 'roots', inputId, roots: paths, limitMs, versions });
        done += paths.length;
        onProgress?.(done, roots.length);
        return out;
      }),
    );
    return results.flat();
  } finally {
    pool.release(shared, { kind: 'release', inputId });
  }
}
