/**
 * Calls that build a filesystem path from their arguments (`pathBuilders` model rows:
 * `path.join(root, name)`, `os.path.join(…)`, `filepath.Join(…)`, PHP `realpath($p)`), found by the callee's name.
 */
import type { PathBuilderRow } from '../rules/schema.js';
import type { Expr } from '../ir/types.js';
import type { Frame } from './state.js';
import type { AbsValue } from './values.js';

/** The model row of a path-building call (`path.join(…)`, `os.path.join(…)`), else undefined. `value` evaluates a name quietly. */
export function pathBuilderOf(e: Extract<Expr, { kind: 'call' }>, frame: Frame, value: (e: Expr) => AbsValue): PathBuilderRow | undefined {
  // A function called by its own name (PHP `realpath($p)`).
  if (e.callee.kind === 'name') {
    const name = e.callee.qualified ?? value(e.callee).qname;
    return name ? frame.models.pathBuilders.find([name])[0] : undefined;
  }
  if (e.callee.kind !== 'member' || typeof e.callee.property !== 'string') return undefined;
  const owner = e.callee.object;
  const base =
    owner.kind === 'name'
      ? (owner.qualified ?? value(owner).qname)
      : owner.kind === 'member' && owner.object.kind === 'name' && typeof owner.property === 'string'
        ? `${owner.object.qualified ?? owner.object.name}.${owner.property}`
        : undefined;
  return base ? frame.models.pathBuilders.find([`${base}.${e.callee.property}`])[0] : undefined;
}
