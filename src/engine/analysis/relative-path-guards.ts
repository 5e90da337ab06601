/**
 * Confinement proved through a relative path, Go's idiom:
 *
 *     full := filepath.Join(base, name)
 *     rel, err := filepath.Rel(base, full)
 *     if err != nil || strings.HasPrefix(rel, "..") { return ErrOutside }
 *
 * `rel` is `full` seen from `base`; when it does not start with `..`, `full` lies under `base`
 * (Rel works on cleaned paths, so `a/../../x` cannot hide a climb). Past the failed prefix test,
 * the target path is clean for path sinks, and so are the parts a `filepath.Join` assigned to it
 * was built from. `".." + string(filepath.Separator)` counts too: its known start is `..`.
 */
import type { Expr } from '../ir/types.js';
import type { GuardOps } from './guards.js';
import { knownStart } from './string-prefix.js';
import { hasTaint, sanitize } from './values.js';

/** Relative-path functions and the position of the path made relative. */
const RELATIVE_PATH_CALLS = new Map<string, number>([
  ['path/filepath.Rel', 1],
]);
/** Calls joining their arguments into one path. */
const JOINS = new Set(['path/filepath.Join', 'path.Join']);

export function narrowRelativePathGuard(test: Expr, truthy: boolean, ops: GuardOps): void {
  if (truthy || test.kind !== 'call' || test.callee.kind !== 'member' || test.args.length < 1) return;
  if (test.callee.property !== 'startsWith') return;
  if (!leadingText(test.args[0], ops)?.startsWith('..')) return;
  const rel = test.callee.object;
  if (rel.kind !== 'name') return;
  const made = ops.definition?.(rel.name);
  if (made?.kind !== 'call') return;
  const position = RELATIVE_PATH_CALLS.get(nameOf(made.callee, ops) ?? '');
  const target = position === undefined ? undefined : made.args[position];
  if (!target) return;
  clean(target, ops);
  if (target.kind !== 'name') return;
  const joined = ops.definition?.(target.name);
  if (joined?.kind === 'call' && JOINS.has(nameOf(joined.callee, ops) ?? '')) for (const part of joined.args) clean(part, ops);
}

/** The text an expression is known to start with; a concatenation by its leading part (guard values are read without effects). */
function leadingText(e: Expr, ops: GuardOps): string | undefined {
  if (e.kind === 'concat') return e.parts[0] && leadingText(e.parts[0], ops);
  if (e.kind === 'binary' && e.op === 'add') return leadingText(e.left, ops);
  return knownStart(ops.value(e));
}

function clean(e: Expr, ops: GuardOps): void {
  if (e.kind !== 'name' && e.kind !== 'member') return;
  const v = ops.value(e);
  if (hasTaint(v)) ops.rebind(e, { ...sanitize(v, ['path']), ...(v.states ? { states: v.states } : {}) });
}

function nameOf(e: Expr, ops: GuardOps): string | undefined {
  if (e.kind === 'name') return ops.value(e).qname ?? e.qualified ?? e.name;
  if (e.kind === 'member' && typeof e.property === 'string') {
    const base = nameOf(e.object, ops);
    return base ? `${base}.${e.property}` : undefined;
  }
  return undefined;
}
