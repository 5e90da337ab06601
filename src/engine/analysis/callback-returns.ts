/**
 * Sinks on what a registered callback returns (`callbackReturn` sink rows): WordPress prints the
 * string a shortcode handler returns into the page (`add_shortcode('ref', function ($atts) { return
 * '<a href="…' . $_GET['ref'] . '">'; })`), so that return value is page output. The handler runs
 * where it is registered, and its result stands in for the argument that named it. Its parameters
 * are what `callbackParams` source rows of the same call say (a shortcode's attributes are written
 * into the post by any author, contributors included), else unknown.
 */
import type { Expr } from '../ir/types.js';
import type { SourceRow } from '../rules/schema.js';
import { callableArgs } from './callable-args.js';
import { evalCheck, type CallFacts } from './checks.js';
import type { Env } from './env.js';
import { callFunction } from './functions.js';
import { snippet, step } from './reporting.js';
import type { Frame, AnalysisState } from './state.js';
import { tainted, UNKNOWN, type AbsValue } from './values.js';

/**
 * `args` with each function among them (a closure, a constant string naming a function, a
 * `[$object, 'method']` pair) replaced by what it returns when run. `sources` are the source rows
 * of the call: those with `callbackParams` give the callback its tainted parameters.
 */
export function returnedBy(st: AnalysisState, e: Extract<Expr, { kind: 'call' }>, args: AbsValue[], env: Env, frame: Frame, sources: SourceRow[], facts: CallFacts): AbsValue[] {
  const given = sources.filter((row) => row.callbackParams && (!row.when || evalCheck(row.when, facts)));
  const callables = callableArgs(st, e.args, args, env, frame);
  return args.map((arg, i) => {
    const callee = callables[i];
    if (!callee?.fn) return arg;
    const params = callee.fn.fn.params.map((_, p) => {
      const rows = given.filter((row) => row.callbackParams!.includes(p));
      if (!rows.length) return UNKNOWN;
      const s = step(frame.module, e.loc, `source: ${snippet(st, frame.module, e.loc, 60)}`);
      return tainted(rows.map((row) => ({ kind: row.kind, steps: [s], sanitized: row.sanitized ?? [], numeric: row.numeric })));
    });
    return callFunction(st, callee, params, {}, callee.fn.boundThis, e.loc, frame, true);
  });
}
