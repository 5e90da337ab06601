/**
 * Members that are sources by name (`source` rows with a `path`: `express.Request.query`,
 * `koa.Context.request.body`, `flask.request.args`). A member read in the code asks here
 * (`expressions.ts`); so does applying a summary whose parameter placeholder read members of its
 * parameter (`ParamRef.path`) to an actual argument that carries no taint of its own but whose
 * members are sources (a framework request passed down past the inline bound: `c(req)` reading
 * `req.query.id`), so the call gives what the same reads would give in context.
 */
import type { Loc } from '../ir/types.js';
import { installedSanitizerKinds } from './installed-sanitizers.js';
import { step, snippet } from './reporting.js';
import { memberNames } from './resolve.js';
import type { AnalysisState, Frame } from './state.js';
import { deepTaints, tainted, type AbsValue, type Taint } from './values.js';

/**
 * The value of a member whose qualified names a source row lists, with its trace starting at `loc`
 * (`label` says what was read); undefined when no row names it.
 */
export function sourceMemberRead(st: AnalysisState, names: readonly string[], loc: Loc, label: string, frame: Frame): AbsValue | undefined {
  const models = frame.models;
  const sources = models.sourcePaths.find(names);
  if (!sources.length) return undefined;
  const s = step(frame.module, loc, `source: ${label}`);
  const installed = installedSanitizerKinds(frame.module, models); // middleware the file installs
  return tainted(
    sources.map((row) => ({ kind: row.kind, steps: [s], sanitized: installed.length ? [...new Set([...(row.sanitized ?? []), ...installed])] : row.sanitized ?? [], numeric: row.numeric })),
    { qname: names[0] },
  );
}

/**
 * The source taints a member path of an actual argument holds by the models (`req` then `query`
 * then `id`), read at the call `loc`: fields the argument lists are followed, a member of a library
 * object is named from its type or name as a read in context names it, and the first member a
 * source row lists gives its taint (its own members carry the same). An object that may hold
 * unlisted keys, or a member with no name the models know, gives nothing here (the argument's
 * listed taints, `taintsAtPath`, already stand for it). Bounded by the path's length (at most
 * `MAX_PARAM_PATH` members).
 */
export function modelledPathTaints(st: AnalysisState, actual: AbsValue | undefined, path: readonly string[] | undefined, loc: Loc, frame: Frame): Taint[] {
  if (!actual || !path?.length || actual.fn || actual.module) return [];
  let current: AbsValue = actual;
  for (let i = 0; i < path.length; i++) {
    const key = path[i]!;
    const field = current.fields?.get(key);
    if (field) {
      current = field;
      continue;
    }
    if (current.open || current.anyField) return [];
    const names = memberNames(st, current, key, frame);
    if (!names.length) return [];
    const read = path.slice(0, i + 1).join('.');
    const source = sourceMemberRead(st, names, loc, `${read} of the argument of ${snippet(st, frame.module, loc, 60)}`, frame);
    if (source) return deepTaints(source);
    current = { qname: names[0] };
  }
  return [];
}
