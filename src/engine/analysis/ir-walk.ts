/**
 * Every call expression of a module, found by walking its IR as plain data (statements, nested
 * functions and class bodies alike). For module-wide facts read before any body is analysed.
 */
import type { Expr, ModuleIR } from '../ir/types.js';

export type CallExpr = Extract<Expr, { kind: 'call' }>;

export function forEachCall(module: ModuleIR, visit: (call: CallExpr) => void): void {
  const seen = new WeakSet<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    if ((node as Expr).kind === 'call') visit(node as CallExpr);
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') walk(value);
  };
  walk(module.topLevel);
  walk(module.functions);
  walk(module.classes);
}
