/**
 * The abstract interpreter: runs every function of the program over abstract values, once as a
 * summary (parameters are symbolic taints, so what reaches the return value and which sinks each
 * parameter reaches are recorded) and again in context where a call passes information a summary
 * cannot carry (types, constants, functions). Findings come from sinks reached by real taint and
 * from pattern rules whose checks hold on the abstract arguments.
 *
 * This file only wires the modules together over one shared state (`state.ts`, which says who
 * writes what): `statements.ts`, `expressions.ts`, `narrowing.ts`, `calls.ts` (model
 * application), `functions.ts` (inlining), `summaries.ts`, `instances.ts`, `invoke.ts`,
 * `resolve.ts` (names and module scopes), `containers.ts`, `reporting.ts`.
 *
 * Invariants: it never throws on odd IR (unknown nodes evaluate to unknown values), it is
 * bounded (inline depth, loop iterations, a work budget), and it reads no files.
 */
import type { ModuleIR } from '../ir/types.js';
import { evalExpr } from './expressions.js';
import type { Program } from './program.js';
import { moduleEnv } from './resolve.js';
import { AnalysisState, WORK_BUDGET, type RawFinding } from './state.js';
import { execBlock } from './statements.js';
import { summaryOf } from './summaries.js';

export type { RawFinding } from './state.js';

export class Analyzer {
  readonly state: AnalysisState;

  constructor(program: Program) {
    const st = new AnalysisState(program);
    st.evalExpr = (e, env, frame) => evalExpr(st, e, env, frame);
    st.execBlock = (stmts, env, frame) => execBlock(st, stmts, env, frame);
    this.state = st;
  }

  get findings(): Map<string, RawFinding> {
    return this.state.findings;
  }

  /** Analyses every module and every function of the program. */
  run(): void {
    for (const module of this.state.program.modules.values()) this.runModule(module);
  }

  /** Runs a module's top level, then summarises each of its functions in source order; stops at `deadline` (performance.now()). */
  runModule(module: ModuleIR, deadline = Infinity): void {
    this.state.work = 0;
    this.state.deadline = deadline;
    this.state.timedOut = false;
    this.state.nextDeadlineCheck = 0;
    moduleEnv(this.state, module);
    const fns = [...module.functions].sort((a, b) => a.loc.startIndex - b.loc.startIndex);
    for (const fn of fns) summaryOf(this.state, fn, module);
  }

  /** Whether the last runModule stopped at its deadline (the per-file time limit). */
  get stoppedAtDeadline(): boolean {
    return this.state.timedOut;
  }

  /** Whether the last runModule stopped at the work budget before it had executed everything. */
  get stoppedAtBudget(): boolean {
    return this.state.work > WORK_BUDGET * 4;
  }
}
