/**
 * Walks a module's IR as plain data (statements, expressions, nested functions and class bodies
 * alike), for module-wide facts read before any body is analysed.
 */
import type { Expr, ModuleIR } from '../ir/types.js';

export type CallExpr = Extract<Expr, { kind: 'call' }>;

/** A node of the IR as the walk meets it: any object that is not an array; statements and expressions carry a `kind`. */
export type IrNode = { readonly kind?: unknown };

/**
 * Every object below `root` (an array's items, an object's values, `loc`s skipped), parents before
 * their children, each once (the IR shares nodes, e.g. a function both in `functions` and in the
 * statement declaring it). An explicit stack, not recursion: the walk runs while the Program reads
 * module heads, where a file nested thousands of levels deep overflowing the call stack would fail
 * the whole scan, instead of the analysis reporting that file as not fully analysed. Children are
 * pushed last first, so the order is that of a recursive walk.
 */
export function forEachNode(root: unknown, visit: (node: IrNode) => void): void {
  const seen = new WeakSet<object>();
  const stack: unknown[] = [root];
  while (stack.length > 0) {
    const node = stack.pop();
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push(node[i]);
      continue;
    }
    visit(node);
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i][0] !== 'loc') stack.push(entries[i][1]);
  }
}

/**
 * The call expressions of each module, in walk order, found once: half a dozen module-wide readers
 * (route registrations, view settings, installed sanitizers, route parameters, class views) each
 * ask for them, and walking the whole IR as plain data once per reader cost about 5% of a scan.
 * A module's IR does not change once lowered.
 */
const callsByModule = new WeakMap<ModuleIR, readonly CallExpr[]>();

function callsOf(module: ModuleIR): readonly CallExpr[] {
  let calls = callsByModule.get(module);
  if (!calls) {
    const found: CallExpr[] = [];
    forEachNode([module.topLevel, module.functions, module.classes], (node) => {
      if (node.kind === 'call') found.push(node as CallExpr);
    });
    calls = found;
    callsByModule.set(module, calls);
  }
  return calls;
}

/** Every call expression of a module: its top level, functions and classes. */
export function forEachCall(module: ModuleIR, visit: (call: CallExpr) => void): void {
  for (const call of callsOf(module)) visit(call);
}
