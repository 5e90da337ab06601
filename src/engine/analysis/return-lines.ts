/**
 * Where a sink on a returned value is reported when the returned text spans lines: a handler that
 * returns a whole HTML page as one template literal (`@Header('Content-Type', 'text/html')`) has its
 * escaped lines (`<h1>${escapeHtml(v.plate)}</h1>`) and its unescaped ones in the same statement.
 * Each tainted part is reported on its own line, as a building statement is (build-sites.ts), but
 * only when every taint of the value the sink would report comes from a plain name or member part
 * of the text (also through `??`, `||` and `?:` fallbacks); otherwise the whole statement, as before.
 */
import type { Expr, Loc } from '../ir/types.js';
import type { Env } from './env.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, taintKey, type AbsValue, type Taint } from './values.js';
import { lineAround } from './build-sites.js';

/** How many parts of one returned text are looked at (a generated page may have hundreds). */
const MAX_PARTS = 64;

export interface PartSink {
  loc: Loc;
  taints: Taint[];
}

/** The tainted parts of a multi-line returned text by line, or undefined to report the whole statement. */
export function taintedPartLines(st: AnalysisState, expr: Expr, statement: Loc, value: AbsValue, sinkKind: string, env: Env, frame: Frame): PartSink[] | undefined {
  if (statement.endLine === statement.line || !isText(expr)) return undefined;
  const seen = (t: Taint) => !t.sanitized.includes(sinkKind) && !t.sanitized.includes('*');
  const wanted = deepTaints(value).filter(seen);
  if (!wanted.length) return undefined;
  const leaves: Expr[] = [];
  const queue: Expr[] = [expr];
  while (queue.length) {
    const part = queue.pop()!;
    if (leaves.length > MAX_PARTS) return undefined;
    if (part.kind === 'concat') queue.push(...part.parts);
    else if (part.kind === 'binary' && (part.op === 'add' || part.op === 'nullish' || part.op === 'or')) queue.push(part.left, part.right);
    else if (part.kind === 'cond') queue.push(part.then, part.else);
    else if (isNamedChain(part)) leaves.push(part);
  }
  const byLine = new Map<number, PartSink>();
  const covered = new Set<string>();
  for (const leaf of leaves) {
    const taints = deepTaints(st.evalExpr(leaf, env, frame)).filter(seen);
    if (!taints.length) continue;
    for (const t of taints) covered.add(taintKey(t));
    const at = byLine.get(leaf.loc.line);
    if (at) at.taints.push(...taints);
    else byLine.set(leaf.loc.line, { loc: lineAround(st.program.sources.get(frame.module.path) ?? '', leaf.loc), taints });
  }
  if (!wanted.every((t) => covered.has(taintKey(t)))) return undefined;
  return [...byLine.values()];
}

function isText(expr: Expr): boolean {
  return expr.kind === 'concat' || (expr.kind === 'binary' && expr.op === 'add');
}

/** Names and members by constant keys: reading them runs no code and reports nothing. */
function isNamedChain(e: Expr): boolean {
  return e.kind === 'name' || (e.kind === 'member' && typeof e.property === 'string' && (e.object.kind === 'this' || isNamedChain(e.object)));
}
