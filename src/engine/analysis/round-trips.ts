/**
 * Values that go out and come back within one module: a `roundTrip` source path (`sources` rows
 * with `roundTrip: true`, Express's `req.session.*`) is no source by itself, but what the module wrote
 * there with data of the row's kind reads back as that data in the module's later code (a login form
 * handler stores `req.query.returnTo` in the session; the handler of its POST redirects to
 * `req.session.returnTo`). Keyed by module and member name, in `AnalysisState.roundTrips`; only
 * writes seen before the read count (handlers run in the order the module registers them: a middleware
 * registered with `router.use` before the route that reads its `res.locals`; functions only exported
 * run in the order their summaries are taken, which need not be that).
 */
import type { Loc } from '../ir/types.js';
import { step, snippet } from './reporting.js';
import type { AnalysisState, Frame } from './state.js';
import { addStep, deepTaints, sanitize, tainted, type AbsValue } from './values.js';

const MAX_KEPT = 8;

/** A member write: keeps the taints of the rows' kinds it stores under a `roundTrip` path. */
export function noteRoundTripWrite(st: AnalysisState, names: readonly string[], value: AbsValue, frame: Frame): void {
  const rows = frame.models.roundTripPaths.find(names);
  if (!rows.length) return;
  const kinds = new Set(rows.map((r) => r.kind));
  const taints = deepTaints(value).filter((t) => kinds.has(t.kind) && !t.param);
  if (!taints.length) return;
  const key = `${frame.module.path}|${names[0]}`;
  st.roundTrips.set(key, [...(st.roundTrips.get(key) ?? []), ...taints].slice(-MAX_KEPT));
}

/** A member read of a `roundTrip` path: what the module wrote there, with the read as a step. */
export function roundTripRead(st: AnalysisState, names: readonly string[], loc: Loc, frame: Frame): AbsValue | undefined {
  const rows = frame.models.roundTripPaths.find(names);
  if (!rows.length) return undefined;
  const kept = st.roundTrips.get(`${frame.module.path}|${names[0]}`);
  if (!kept?.length) return undefined;
  // The row's `sanitized` kinds: where it already is (a session value stored again is no new crossing).
  const kinds = rows.flatMap((r) => r.sanitized ?? []);
  const read = tainted(addStep(kept, step(frame.module, loc, `read back: ${snippet(st, frame.module, loc, 60)}`)), { qname: names[0] });
  return kinds.length ? { ...sanitize(read, kinds), qname: names[0] } : read;
}
