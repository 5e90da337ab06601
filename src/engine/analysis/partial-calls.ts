/**
 * `functools.partial`: `sh = functools.partial(subprocess.run, shell=True)` then `sh(cmd)` runs
 * `subprocess.run(cmd, shell=True)`; `lister = partial(run, "ls")` then `lister(d)` runs
 * `run("ls", d)`. A call of a name the function (or, when the function does not bind the name, the
 * module) assigns exactly once from a partial is evaluated as the call it stands for: the wrapped
 * callable with the preset arguments first and the preset keywords under the call's own, so sink
 * rows that look at keywords (`shell=True`) and tree functions see the whole call. The preset
 * arguments are read where the call is, not where the partial was made (they are almost always
 * constants or module names).
 */
import type { Expr } from '../ir/types.js';
import { moduleConstantDefinition, singleAssignment } from './single-assignment.js';
import type { Frame } from './state.js';

type Call = Extract<Expr, { kind: 'call' }>;

const PARTIALS = new Set(['functools.partial']);
const MAX_DEPTH = 3;

export function expandPartial(e: Call, frame: Frame, depth = 0): Call | undefined {
  if (e.callee.kind !== 'name' || depth >= MAX_DEPTH) return undefined;
  const def = definitionOf(e.callee.name, frame);
  if (!def || def.kind !== 'call' || def.args.length === 0 || !PARTIALS.has(writtenName(def.callee) ?? '')) return undefined;
  if ([...def.args, ...e.args].some(isSpread)) return undefined;
  const [target, ...preset] = def.args;
  if (target.kind === 'name' && target.name === e.callee.name) return undefined;
  const call: Call = { ...e, callee: target, args: [...preset, ...e.args] };
  if (def.kwargs || e.kwargs) call.kwargs = { ...def.kwargs, ...e.kwargs };
  return expandPartial(call, frame, depth + 1) ?? call;
}

/** `*xs` / `**kw`, lowered as unknown expressions: their positions are not known. */
function isSpread(a: Expr): boolean {
  return a.kind === 'unknown' && (a.note === 'spread' || a.note === 'dict-spread');
}

function definitionOf(name: string, frame: Frame): Expr | undefined {
  if (frame.fn.params.some((p) => p.name === name)) return undefined;
  return frame.fn.locals?.includes(name) ? singleAssignment(frame.fn, name) : moduleConstantDefinition(frame.fn, frame.module, name);
}

/** `functools.partial` / `partial` as the lowerer resolved it through imports. */
function writtenName(e: Expr): string | undefined {
  if (e.kind === 'name') return e.qualified ?? e.name;
  if (e.kind === 'member' && typeof e.property === 'string') {
    const base = writtenName(e.object);
    return base ? `${base}.${e.property}` : undefined;
  }
  return undefined;
}
