/**
 * Sinks on what a registered callback returns (`callbackReturn` sink rows): WordPress prints the
 * string a shortcode handler returns into the page (`add_shortcode('ref', function () { return
 * '<a href="…' . $_GET['ref'] . '">'; })`), so that return value is page output. The handler runs
 * where it is registered, with no arguments the analysis knows (a shortcode's attributes come from
 * the post, not the request), and its result stands in for the argument that named it.
 */
import type { Loc } from '../ir/types.js';
import { callFunction } from './functions.js';
import type { Frame, AnalysisState } from './state.js';
import { isConst, type AbsValue } from './values.js';

/**
 * `args` with each function among them (a closure, or a constant string naming a function, looked
 * up with `byName`) replaced by what it returns when run.
 */
export function returnedBy(st: AnalysisState, args: AbsValue[], loc: Loc, frame: Frame, byName: (name: string) => AbsValue): AbsValue[] {
  return args.map((arg) => {
    const named = isConst(arg) && typeof arg.const.value === 'string' && /^[A-Za-z_]\w*$/.test(arg.const.value) ? byName(arg.const.value) : undefined;
    const callee = arg.fn ? arg : named?.fn ? named : undefined;
    return callee ? callFunction(st, callee, [], {}, callee.fn!.boundThis, loc, frame, true) : arg;
  });
}
