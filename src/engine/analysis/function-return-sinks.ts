/**
 * The `return` sink rows that apply to the running function (return-sinks.ts matches a row to a
 * function; this resolves the function's decorators, class and types in its module), computed
 * once per function.
 */
import { Env } from './env.js';
import { withAllRegisteredRoutes } from './python-function-views.js';
import { setsImportedResponseNonHtml } from './python-response-type.js';
import { returnSinksFor } from './return-sinks.js';
import { annotationNames, classTypesOf, frameFor, glob, typesOf } from './resolve.js';
import type { SinkRow } from '../rules/schema.js';
import type { AnalysisState, Frame } from './state.js';

/** Sink rows on this function's return value (Spring `@ResponseBody` handlers, Flask views), computed once per function. */
export function returnSinks(st: AnalysisState, frame: Frame): SinkRow[] {
  if (frame.models.returnSinks.length === 0) return [];
  let rows = st.returnSinkCache.get(frame.fn.id);
  if (!rows) {
    const env = st.moduleEnvs.get(frame.module.path);
    const ready = env !== undefined && env !== 'pending';
    const scope = ready ? env : new Env(undefined);
    const top = frameFor(st, frame.module.topLevel, frame.module);
    const cls = frame.module.classes.find((c) => c.methods.includes(frame.fn));
    // Flask views registered with `add_url_rule` (here or in another module) carry the route decorator that call stands for.
    const fn = frame.traits.pythonWebIdioms ? withAllRegisteredRoutes(st, frame.fn, frame.module) : frame.fn;
    rows = returnSinksFor(frame.models.returnSinks, fn, cls, {
      annotationNames: (a) => annotationNames(st, a, frame.module),
      classTypes: () => classTypesOf(st, frame.fn, frame.module),
      evalExpr: (x) => st.evalExpr(x, scope, top),
      typesOf: (v) => typesOf(st, v, frame.family),
      exportNames: () => Object.entries(frame.module.exports).filter(([, id]) => id === frame.fn.id).map(([name]) => name),
      pathMatches: (pattern) => glob(st, pattern)(frame.module.path),
    });
    // A view that types the imported response object (Bottle's `response.content_type = "text/plain"`) returns no HTML.
    if (frame.traits.pythonWebIdioms && rows.some((r) => r.return?.viewResponse) && setsImportedResponseNonHtml(frame.fn)) rows = rows.filter((r) => !r.return?.viewResponse);
    // Decorators resolve in the module scope: while it runs, ask again next time.
    if (ready) st.returnSinkCache.set(frame.fn.id, rows);
  }
  return rows;
}
