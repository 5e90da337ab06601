/**
 * Every call expression of a module, found by walking its IR as plain data (statements, nested
 * functions and class bodies alike). For module-wide facts read before any body is analysed.
 */
import type { Expr, ModuleIR } from '../ir/types.js';

export type CallExpr = Extract<Expr, { kind: 'call' }>;

export function forEachCall(module: ModuleIR, visit: (call: CallExpr) => void): void {
  // An explicit stack, not recursion: the IR of a deeply nested file (one the lowerer could only
  // partly follow) is deeper than the call stack, and this runs outside the per-file guard that
  // turns an overflow into a diagnostic, so an overflow here failed the whole scan. Whether it
  // overflowed depended on whether V8 had optimised the walk yet (smaller frames), so it failed
  // at random, more often on a busy machine. Children are pushed in reverse so nodes are visited
  // in the order the recursive walk visited them (depth first, each shared node at its first use).
  const seen = new WeakSet<object>();
  const pending: unknown[] = [module.classes, module.functions, module.topLevel];
  while (pending.length > 0) {
    const node = pending.pop();
    if (!node || typeof node !== 'object' || seen.has(node)) continue;
    seen.add(node);
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) pending.push(node[i]);
      continue;
    }
    if ((node as Expr).kind === 'call') visit(node as CallExpr);
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) if (entries[i]![0] !== 'loc') pending.push(entries[i]![1]);
  }
}
