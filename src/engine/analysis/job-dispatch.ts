/**
 * Queued jobs (Laravel's `ShouldQueue` classes): `ProcessUpload::dispatch($path, $mode)` or
 * `dispatch(new ProcessUpload($path, $mode))` builds the job with those values and a worker later
 * runs its `handle()` method on it. The analysis has no queue in between, so the dispatch is
 * evaluated as `(new ProcessUpload($path, $mode))->handle()`: what a controller hands a job reaches
 * the sinks of `handle` through the job's constructor-set properties. `handle`'s own parameters are
 * services the container injects, not data, so it is called without arguments. Which interfaces mark
 * a job, its dispatch methods and helper, and its run method are a trait of the language.
 */
import type { Expr } from '../ir/types.js';
import type { Env } from './env.js';
import type { AnalysisState, Frame } from './state.js';

type Call = Extract<Expr, { kind: 'call' }>;

/** The `handle()` call a job dispatch stands for, or undefined when `e` dispatches no job of the tree. */
export function jobDispatch(st: AnalysisState, e: Call, env: Env, frame: Frame): Call | undefined {
  const jobs = frame.traits.queuedJobs;
  if (!jobs) return undefined;
  let made: Expr | undefined;
  if (e.callee.kind === 'member' && typeof e.callee.property === 'string' && jobs.dispatchMethods.includes(e.callee.property)) {
    // `Job::dispatch(a, b)`: the static call on the job class builds `new Job(a, b)`.
    const target = st.evalExpr(e.callee.object, env, frame);
    if (target.cls && isJob(st, target.cls.qualified, frame)) made = { kind: 'call', callee: e.callee.object, args: e.args, isNew: true, loc: e.loc };
  } else if (e.callee.kind === 'name' && e.callee.name === jobs.dispatchHelper && e.args.length >= 1) {
    // `dispatch(new Job(a, b))`: the job is the argument.
    const job = e.args[0];
    if (job.kind === 'call' && job.isNew) {
      const target = st.evalExpr(job.callee, env, frame);
      if (target.cls && isJob(st, target.cls.qualified, frame)) made = job;
    }
  }
  if (!made) return undefined;
  return { kind: 'call', callee: { kind: 'member', object: made, property: jobs.runMethod, loc: e.loc }, args: [], loc: e.loc };
}

function isJob(st: AnalysisState, classQualified: string, frame: Frame): boolean {
  const markers = frame.traits.queuedJobs?.interfaces ?? [];
  return st.program.withSupertypes([classQualified], frame.family).some((t) => markers.includes(t));
}
