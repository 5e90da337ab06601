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
 * statement declaring it).
 */
export function forEachNode(root: unknown, visit: (node: IrNode) => void): void {
  const seen = new WeakSet<object>();
  const walk = (node: unknown): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (Array.isArray(node)) {
      for (const child of node) walk(child);
      return;
    }
    visit(node);
    for (const [key, value] of Object.entries(node)) if (key !== 'loc') walk(value);
  };
  walk(root);
}

/** Every call expression of a module: its top level, functions and classes. */
export function forEachCall(module: ModuleIR, visit: (call: CallExpr) => void): void {
  forEachNode([module.topLevel, module.functions, module.classes], (node) => {
    if (node.kind === 'call') visit(node as CallExpr);
  });
}
