/**
 * Calls that build a filesystem path from their arguments (`pathBuilders` model rows:
 * `path.join(root, name)`, `os.path.join(…)`, `filepath.Join(…)`, PHP `realpath($p)`), found by the callee's name.
 */
import type { PathBuilderRow } from '../rules/schema.js';
import type { Expr } from '../ir/types.js';
import { qualifiedName } from './guards.js';
import type { Frame } from './state.js';
import type { AbsValue } from './values.js';

/** The model row of a path-building call (`path.join(…)`, `os.path.join(…)`, `realpath($p)`), else undefined. `value` evaluates a name quietly. */
export function pathBuilderOf(e: Extract<Expr, { kind: 'call' }>, frame: Frame, value: (e: Expr) => AbsValue): PathBuilderRow | undefined {
  const name = qualifiedName(e.callee, value);
  return name ? frame.models.pathBuilders.find([name])[0] : undefined;
}

/** Whether an expression joins a path from parts (a `pathBuilders` call that composes: not a resolver like `realpath`). */
export function joinsPath(e: Expr, frame: Frame, value: (e: Expr) => AbsValue): boolean {
  if (e.kind !== 'call') return false;
  const row = pathBuilderOf(e, frame, value);
  return row !== undefined && row.composes !== false;
}
