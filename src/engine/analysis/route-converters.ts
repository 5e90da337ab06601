/**
 * Werkzeug route converters (Flask, Quart): in `@app.route("/posts/<int:post_id>")` the router
 * only calls the view when the segment parses as the converter's type, and passes the converted
 * value, so `post_id` is a number or a UUID, never text an attacker chose. Parameters bound by a
 * `string`, `path` or `any` converter (or none) stay request data. The same holds for the
 * value read back from `request.view_args["post_id"]` in that view. Bottle's `<post_id:int>` /
 * `<price:float>` filters convert the same way.
 */
import type { FunctionIR, ModuleIR } from '../ir/types.js';
import { anyNameMatches } from '../rules/names.js';
import { annotationNames } from './resolve.js';
import type { AnalysisState } from './state.js';
import { withAllRegisteredRoutes } from './python-function-views.js';
import type { Frame } from './state.js';
import type { AbsValue } from './values.js';

// Route parameters bound by routing tables written as calls (Laravel) live beside these; calls.ts reads both from here.
export { readsConstrainedRoute } from './route-parameters.js';

const TYPED_CONVERTER = /<\s*(int|float|uuid)(\([^)]*\))?\s*:\s*([A-Za-z_]\w*)\s*>/g;
/** Bottle's wildcard filters put the name first: `/visits/<household_id:int>`. */
const BOTTLE_FILTER = /<\s*([A-Za-z_]\w*)\s*:\s*(?:int|float)\s*>/g;

/** True when every route decorator of `fn` that binds `param` binds it through a typed converter. */
export function boundByTypedConverter(fn: FunctionIR, param: string): boolean {
  const rules = fn.annotations.flatMap((a) => (a.args[0]?.kind === 'const' && typeof a.args[0].value === 'string' ? [a.args[0].value] : []));
  return typedInEveryRule(rules, param);
}

/** True when every one of the URL rules that binds `param` binds it through a typed converter (and one does). */
export function typedInEveryRule(rules: readonly string[], param: string): boolean {
  let typed = false;
  for (const rule of rules) {
    if (!rule.includes(`${param}>`) && !rule.includes(`<${param}:`)) continue;
    const names = [...[...rule.matchAll(TYPED_CONVERTER)].map((m) => m[3]), ...[...rule.matchAll(BOTTLE_FILTER)].map((m) => m[1])];
    if (!names.includes(param)) return false;
    typed = true;
  }
  return typed;
}

/** Routers whose rules use Werkzeug's `<converter:name>` syntax (FastAPI's `{name}` rules bind query parameters too). */
const WERKZEUG_ROUTER = /^(flask|quart)\./;

/**
 * True when `param` of a Werkzeug-routed view is bound by none of its routes: every route decorator
 * (those `routeDecorators` names) has a constant rule and no rule has a `<…param>` placeholder. The
 * router then never passes it: it comes from `defaults=` or from a decorator wrapping the view
 * (`@with_patient` loading a record and passing `patient=`), not from the URL.
 */
export function unboundByEveryRoute(st: AnalysisState, fn: FunctionIR, module: ModuleIR, routeDecorators: string | string[], param: string): boolean {
  const routes = fn.annotations.filter((a) => anyNameMatches(routeDecorators, annotationNames(st, a, module)));
  if (!routes.length) return false;
  const placeholder = new RegExp(`<\\s*(?:\\w+(?:\\([^)]*\\))?\\s*:\\s*)?${param}\\s*>`);
  return routes.every((a) => {
    const names = annotationNames(st, a, module);
    const rule = a.args[0] ?? a.kwargs?.rule;
    if (rule?.kind !== 'const' || typeof rule.value !== 'string') return false;
    if (!names.some((n) => WERKZEUG_ROUTER.test(n)) && (!names.some((n) => n.endsWith('.route')) || rule.value.includes('{'))) return false;
    return !placeholder.test(rule.value);
  });
}

const VIEW_ARGS = new Set(['flask.request.view_args', 'quart.request.view_args', 'werkzeug.wrappers.Request.view_args', 'flask.Request.view_args']);

/** `request.view_args[key]` read in a view whose routes bind `key` through a typed converter. */
export function typedViewArg(st: AnalysisState, obj: AbsValue, key: string, frame: Frame): boolean {
  return obj.qname !== undefined && VIEW_ARGS.has(obj.qname) && boundByTypedConverter(withAllRegisteredRoutes(st, frame.fn, frame.module), key);
}
