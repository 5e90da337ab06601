/**
 * View renderers of the tree: a function that `extract()`s a parameter and includes a file whose
 * path is built from a parameter (a home-grown `View::render($template, $data)`: `extract($data);
 * require ROOT . $template . '.php'`), or one that hands its own parameters to such a function
 * (a base controller's `render($template, $data)` calling `View::render`). Which file is included
 * and which variables it prints are known only in the caller's context (the template's name is a
 * constant there), which a summary made on placeholders cannot stand for; so functions.ts runs
 * these in context past the inline depth and the contexts-per-function bound, as it does getters
 * (recursion and the work budget still stop them). Each rendered view then reports its unescaped
 * echoes at its own lines (file-includes.ts).
 *
 * Decided from the language's inclusion calls and `extract` (traits.fileInclusion), never from the
 * code's names. A wrapper is followed through at most MAX_WRAPPERS calls of methods of the tree.
 */
import type { Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import { forEachNode, type CallExpr } from './ir-walk.js';
import type { AnalysisState, Frame } from './state.js';

const MAX_WRAPPERS = 3;
const MAX_CALLS = 40;

/** The parameter names an expression reads (`ROOT . $template . '.php'` reads `$template`). */
function readsParam(e: Expr | undefined, params: ReadonlySet<string>): boolean {
  let found = false;
  forEachNode(e, (node) => {
    if (!found && node.kind === 'name' && params.has((node as Extract<Expr, { kind: 'name' }>).name)) found = true;
  });
  return found;
}

function callsOf(fn: FunctionIR): CallExpr[] {
  const calls: CallExpr[] = [];
  forEachNode(fn.body, (node) => {
    if (node.kind === 'call' && calls.length < MAX_CALLS) calls.push(node as CallExpr);
  });
  return calls;
}

const calleeName = (call: CallExpr): string | undefined => (call.callee.kind === 'name' ? call.callee.name : undefined);

/** The method of the tree a call names: `$this->m()`, `self::m()`, `View::m()`. */
function calledMethod(st: AnalysisState, call: CallExpr, fn: FunctionIR, module: ModuleIR): { fn: FunctionIR; module: ModuleIR } | undefined {
  const callee = call.callee;
  if (callee.kind !== 'member' || typeof callee.property !== 'string') return undefined;
  let owner: string | undefined;
  if (callee.object.kind === 'this' && fn.className) owner = module.classes.find((c) => c.name === fn.className)?.qualified;
  else if (callee.object.kind === 'name' && callee.object.qualified) owner = callee.object.qualified;
  if (!owner) return undefined;
  const found = st.program.findMethod(owner, callee.property, -1, module);
  return found ? { fn: found.fn, module: found.module } : undefined;
}

/** Whether `fn` renders a view file from its parameters, itself or through a renderer it calls. */
export function isViewRenderer(st: AnalysisState, fn: FunctionIR, module: ModuleIR, frame: Frame, depth = 0): boolean {
  const inclusion = frame.traits.fileInclusion;
  if (!inclusion || !fn.params.length) return false;
  const params = new Set(fn.params.map((p) => p.name));
  const calls = callsOf(fn);
  const extracts = calls.some((c) => calleeName(c) === inclusion.extract && readsParam(c.args[0], params));
  if (extracts && calls.some((c) => inclusion.calls.has(calleeName(c) ?? '') && readsParam(c.args[0], params))) return true;
  if (depth >= MAX_WRAPPERS) return false;
  return calls.some((c) => {
    if (!c.args.some((a) => readsParam(a, params))) return false;
    const target = calledMethod(st, c, fn, module);
    return !!target && target.fn !== fn && isViewRenderer(st, target.fn, target.module, frame, depth + 1);
  });
}
