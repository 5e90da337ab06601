/**
 * The one state object every module of the interpreter shares, and the types they pass around.
 *
 * The interpreter is split by job (statements, expressions, narrowing, calls and model
 * application, function calls and summaries, reporting); each module is a set of functions that
 * take this state as their first argument. Who writes what:
 *
 * - `findings`: written only by `reporting.ts` (`addFinding`); `module-state.ts` puts back what it
 *   held after evaluating the values functions write to module state (that evaluation reports nothing).
 * - `summaries`, `building`: written only by `summaries.ts` (`summaryOf`); `reporting.ts` adds
 *   sink hits to the summary being built (`building`).
 * - `moduleEnvs`, `runningModuleEnvs`, `closures`, `qnameCache`, `globMatchers`: written only by
 *   `resolve.ts`.
 * - `returnSinkCache`: written only by `calls.ts` (`returnSinks`).
 * - `instanceTemplates`: written only by `instances.ts`.
 * - `inlineCache`, `inlineStack`, `contextsPerFunction`, `referenceOuts`: written only by `functions.ts`
 *   (`calls.ts` clears `referenceOuts` when it takes them).
 * - `callSites`: opened and closed by `functions.ts` and `summaries.ts` around each call of a
 *   function of the tree (`call-sites.ts`); `reporting.ts` reads them to place findings and adds hits.
 * - `work`: counted up by `expressions.ts` and `statements.ts`, read by `functions.ts`, reset
 *   per module by `interpreter.ts`.
 * - `evalExpr`, `execBlock`: the two re-entry points (an expression may call a function whose body
 *   is statements; a statement evaluates expressions). `interpreter.ts` sets them once, so the
 *   modules never import each other in a cycle.
 */
import type { TraceStep } from '../findings.js';
import type { Expr, FunctionIR, Loc, ModuleIR, Stmt } from '../ir/types.js';
import type { LanguageFamily } from '../parse/languages.js';
import type { CallSite } from './call-sites.js';
import type { PatternRule, SinkRow, TaintRule } from '../rules/schema.js';
import type { Env } from './env.js';
import type { LanguageTraits } from './languages.js';
import type { FamilyModels } from './models.js';
import type { Program } from './program.js';
import type { AbsValue, Taint } from './values.js';

export interface RawFinding {
  rule: TaintRule | PatternRule;
  filePath: string;
  loc: Loc;
  trace: TraceStep[];
  message?: string;
}

/** A sink a function's parameter (or `this`) reaches, recorded in its summary. */
export interface SinkHit {
  param: number | 'this';
  /** The members of the parameter that reached the sink (`ParamRef.path`); none: all of it. */
  path?: readonly string[];
  sinkKind: string;
  sanitized: readonly string[];
  steps: TraceStep[];
  filePath: string;
  loc: Loc;
}

/** What a function does with symbolic parameters: its return value and the sinks they reach. */
export interface Summary {
  ret: AbsValue;
  sinks: SinkHit[];
}

/** One activation of a function: where it is, its language's models and traits, `this`, and what it returned. */
export interface Frame {
  fn: FunctionIR;
  module: ModuleIR;
  family: LanguageFamily;
  models: FamilyModels;
  traits: LanguageTraits;
  thisValue?: AbsValue;
  returns: AbsValue[];
  /** Per enclosing loop, the states that left it by `break`/`continue` (they reach the code after it). */
  loopExits?: Env[][];
}

/** A call analysed in context: its value, and the sinks its parameters reached (replayed at later call sites). */
export interface InlineResult {
  value: AbsValue;
  hits: SinkHit[];
  /** By parameter position, the last values of parameters passed by reference (PHP `&$x`). */
  refs?: (AbsValue | undefined)[];
  /** The arguments (with their traces) of the run that made this entry (`cached-traces.ts`). */
  args?: readonly AbsValue[];
  /**
   * Inline levels the run that made this entry had left below it: a run made deeper (its helpers
   * cut off by the bound) does not answer a call with more levels left (functions.ts).
   */
  levelsLeft: number;
}

export const MAX_INLINE_DEPTH = 2;
/** Contexts a function is analysed in beyond its summary; past this its summary is used. */
export const MAX_CONTEXTS_PER_FUNCTION = 6;
/** Work units (expressions evaluated) per module before in-context analysis stops. */
export const WORK_BUDGET = 400_000;

/**
 * How calls of functions of the tree were analysed, counted only when a benchmark sets
 * `AnalysisState.stats` (bench/engine/contexts.mjs): outcome → calls, and the work units spent in
 * outermost in-context analyses (nested ones are inside them).
 */
export interface CallStats {
  outcomes: Map<string, number>;
  inContextWork: number;
}

export class AnalysisState {
  /** One finding per rule and sink location (key: rule id, path, start and end offsets). */
  readonly findings: Map<string, RawFinding> = new Map();
  /** Function id → its summary, or 'pending' while it is computed (recursion sees none). */
  readonly summaries: Map<string, Summary | 'pending'> = new Map();
  /** Summaries being computed, by function id: sink hits of symbolic taints land here. */
  readonly building: Map<string, Summary> = new Map();
  /** Module path → its top-level bindings once run, 'pending' while running (import cycles). */
  readonly moduleEnvs: Map<string, Env | 'pending'> = new Map();
  /** Module path → its top-level scope while it runs: what a method called from the top level sees so far. */
  readonly runningModuleEnvs: Map<string, Env> = new Map();
  /** Function id → the scope it was defined in (first seen), used when it is called from elsewhere. */
  readonly closures: Map<string, Env> = new Map();
  /** In-context call results by function id and argument signature, with the sinks its parameters reached. */
  readonly inlineCache: Map<string, InlineResult> = new Map();
  /**
   * The by-reference parameters' last values of the in-context call `functions.ts` just finished
   * (undefined after a summary call); `calls.ts` takes them at once to rebind the caller's variables.
   */
  referenceOuts: (AbsValue | undefined)[] | undefined;
  /** Calls of functions of the tree in progress, outermost first (`call-sites.ts`). */
  readonly callSites: CallSite[] = [];
  /**
   * Functions being analysed in context, innermost last, with the inline level each counts as
   * (functions.ts): one past its caller's, except a function written inside a function's run
   * (a callback), which counts from where it was written.
   */
  readonly inlineStack: { fn: string; level: number }[] = [];
  readonly contextsPerFunction: Map<string, number> = new Map();
  /** Class qualified name → the instance its field initialisers and constructor build. */
  readonly instanceTemplates: Map<string, AbsValue> = new Map();
  /** `family|qname` → what it resolves to in the tree (null: nothing). */
  readonly qnameCache: Map<string, AbsValue | null> = new Map();
  readonly globMatchers = new Map<string, (p: string) => boolean>();
  /** `module path|member name` → the input taints the module wrote to a `roundTrip` source path (round-trips.ts). */
  readonly roundTrips: Map<string, Taint[]> = new Map();
  /** Function id → the sink rows on its return value (`returnSinks` in calls.ts). */
  readonly returnSinkCache: Map<string, SinkRow[]> = new Map();
  /** Bounds of in-context analysis (the constants above; a benchmark may lower them to measure what they cost). */
  readonly limits = { inlineDepth: MAX_INLINE_DEPTH, contextsPerFunction: MAX_CONTEXTS_PER_FUNCTION };
  /** Unset except in bench/engine/contexts.mjs. */
  stats?: CallStats;
  /** Work done in the current module (see WORK_BUDGET). */
  work = 0;
  /** performance.now() past which the current module's analysis stops (the per-file time limit). */
  deadline = Infinity;
  /** The work count at which statements.ts next reads the clock. */
  nextDeadlineCheck = 0;
  /** Whether the current module's analysis stopped at its deadline. */
  timedOut = false;

  /** Evaluates an expression (set by `interpreter.ts` to `expressions.evalExpr`). */
  evalExpr: (e: Expr, env: Env, frame: Frame) => AbsValue = unwired;
  /** Runs a block of statements (set by `interpreter.ts` to `statements.execBlock`). */
  execBlock: (stmts: Stmt[], env: Env, frame: Frame) => void = unwired;

  constructor(readonly program: Program) {}
}

function unwired(): never {
  throw new Error('analysis state used before interpreter.ts wired it');
}
