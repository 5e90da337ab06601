/**
 * Call sites where tainted data enters a function of the tree, so a sink inside a shared helper is
 * reported where each caller hands it the data (one finding per vulnerable call, each its own issue
 * to triage) besides once at the helper's sink line (`reporting.ts`).
 *
 * Every call to a function of the tree that is analysed (inlined in context, or through its
 * summary) opens a `CallSite` for as long as the call runs. The site remembers the origins of the
 * taint its arguments carry (a taint's origin is its kind and its first trace step, or the
 * parameter a placeholder stands for; copies along the path keep it). A taint that reaches a sink
 * while sites are open is also reported at the outermost open site its origin entered through; a
 * taint that entered through none (its source is inside the helper) is reported at the sink only.
 * A value that comes back out of the call is no longer inside it: the site is closed when the call
 * returns.
 *
 * Each site also collects the sinks its parameters reached (`hits`, the same shape as a summary's),
 * so a later call answered from the inline cache reports them again at its own call site.
 */
import type { Loc } from '../ir/types.js';
import type { AnalysisState, SinkHit } from './state.js';
import { deepTaints, type AbsValue, type Taint } from './values.js';
import { splatArgument } from './keyword-models.js';

/** Where a taint came in: the parameter it was passed as, and how many trace steps it had then. */
interface Entry {
  param: number | 'this';
  stepCount: number;
  /** Sanitizers it had already: a replay adds only those applied inside the call. */
  sanitized: readonly string[];
}

export interface CallSite {
  readonly filePath: string;
  readonly loc: Loc;
  /** Taint origin → the parameter it entered as. */
  readonly entries: Map<string, Entry>;
  /** Sinks the call's parameters reached while it ran (replayed by later cached calls). */
  readonly hits: SinkHit[];
}

/** A taint's origin: kind and source location (or the placeholder's parameter); undefined when it has none. */
export function originOf(t: Taint): string | undefined {
  if (t.param) return `$${t.param.fn}:${t.param.index}`;
  const first = t.steps[0];
  return first ? `${t.kind}|${first.filePath}:${first.line}:${first.column}` : undefined;
}

/** Opens the site of a call whose arguments (positional, then by parameter name) are given. */
export function openCallSite(
  st: AnalysisState,
  filePath: string,
  loc: Loc,
  args: readonly AbsValue[],
  kwargs: Record<string, AbsValue>,
  paramNames: readonly string[],
  thisValue?: AbsValue,
): CallSite {
  const site: CallSite = { filePath, loc, entries: new Map(), hits: [] };
  const enter = (v: AbsValue | undefined, param: number | 'this'): void => {
    for (const t of deepTaints(v)) {
      const origin = originOf(t);
      if (origin !== undefined && !site.entries.has(origin)) site.entries.set(origin, { param, stepCount: t.steps.length, sanitized: t.sanitized });
    }
  };
  args.forEach((a, i) => enter(a, i));
  for (const [name, v] of Object.entries(kwargs)) {
    const i = paramNames.indexOf(name);
    if (i >= 0) enter(v, i);
  }
  // Parameters filled from a `**mapping` argument (keyword-models.ts).
  paramNames.forEach((name, i) => {
    if (i >= args.length && !(name in kwargs)) enter(splatArgument(kwargs, name), i);
  });
  if (thisValue?.taints) enter({ taints: thisValue.taints }, 'this');
  st.callSites.push(site);
  return site;
}

/** Closes a site when its call returns (with any site opened inside it that was left open). */
export function closeCallSite(st: AnalysisState, site: CallSite): void {
  const at = st.callSites.lastIndexOf(site);
  if (at >= 0) st.callSites.length = at;
}

/** The outermost open call site the taint entered through, if any. */
export function entrySiteOf(st: AnalysisState, t: Taint): CallSite | undefined {
  if (st.callSites.length === 0) return undefined;
  const origin = originOf(t);
  if (origin === undefined) return undefined;
  return st.callSites.find((s) => s.entries.has(origin));
}

/** Records a sink reached by a taint on every open site it entered through (for cached calls to replay). */
export function recordOnSites(st: AnalysisState, t: Taint, sinkKind: string, filePath: string, loc: Loc): void {
  if (st.callSites.length === 0) return;
  const origin = originOf(t);
  if (origin === undefined) return;
  for (const site of st.callSites) {
    const entry = site.entries.get(origin);
    if (!entry || site.hits.length >= 64) continue;
    // Sanitizers applied inside the call: a hit is the same only with the same ones (a sanitized
    // hit recorded first must not hide an unsanitized one from a cached call's replay).
    const sanitized = t.sanitized.filter((k) => !entry.sanitized.includes(k));
    if (site.hits.some((h) => h.param === entry.param && h.sinkKind === sinkKind && h.loc.startIndex === loc.startIndex && h.filePath === filePath && sameKinds(h.sanitized, sanitized))) continue;
    site.hits.push({ param: entry.param, sinkKind, sanitized, steps: t.steps.slice(entry.stepCount), filePath, loc });
  }
}

function sameKinds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((k) => b.includes(k));
}
