/**
 * A path built from a name before the name was checked (`$target = $dir . '/' . $name;` then
 * `if (strpos($name, '..') !== false) exit;`): on the branch where the check cleared the name, a local
 * assigned once from text joining that name is cleared too, when every request value it holds came in
 * through that name (same origin as the name's data before the check), so `fopen($target)` sees the check.
 * Only text concatenation (`.`, `+`, template parts) is followed; neither variable may be reassigned.
 */
import type { Expr, FunctionIR } from '../ir/types.js';
import { reassigned, singleAssignments } from './single-assignment.js';
import { deepTaints, type AbsValue, type Taint } from './values.js';

function concatParts(e: Expr): Expr[] | undefined {
  if (e.kind === 'concat') return e.parts;
  if (e.kind === 'binary' && e.op === 'add') return [...(concatParts(e.left) ?? [e.left]), ...(concatParts(e.right) ?? [e.right])];
  return undefined;
}

/** Where a taint entered: its source step, or the parameter it stands for. */
function originOf(t: Taint): string {
  if (t.param) return `param:${JSON.stringify(t.param)}`;
  const s = t.steps[0];
  return s ? `${t.kind}@${s.filePath}:${s.line}:${s.column}` : '';
}

/**
 * The locals built by concatenation from the checked name whose data all came through it.
 * `before`: the name's value before the check; `value`: a local's value on this path.
 */
export function composedFromChecked(fn: FunctionIR, checked: Expr, before: AbsValue, value: (e: Expr) => AbsValue): Expr[] {
  if (checked.kind !== 'name' || reassigned(fn, checked.name)) return [];
  const origins = new Set(deepTaints(before).map(originOf));
  origins.delete('');
  const out: Expr[] = [];
  for (const [local, e] of singleAssignments(fn)) {
    const parts = local === checked.name ? undefined : concatParts(e);
    if (!parts?.some((p) => p.kind === 'name' && p.name === checked.name)) continue;
    const target: Expr = { kind: 'name', name: local, loc: e.loc };
    const taints = deepTaints(value(target));
    if (taints.length && taints.every((t) => origins.has(originOf(t)))) out.push(target);
  }
  return out;
}
