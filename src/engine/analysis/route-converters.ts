/**
 * Werkzeug route converters (Flask, Quart): in `@app.route("/posts/<int:post_id>")` the router
 * only calls the view when the segment parses as the converter's type, and passes the converted
 * value, so `post_id` is a number or a UUID, never text an attacker chose. Parameters bound by a
 * `string`, `path` or `any` converter (or none) stay request data. The same holds for the
 * value read back from `request.view_args["post_id"]` in that view.
 */
import type { FunctionIR } from '../ir/types.js';
import { withRegisteredRoutes } from './python-url-rules.js';
import type { Frame } from './state.js';
import type { AbsValue } from './values.js';

// Route parameters bound by routing tables written as calls (Laravel) live beside these; calls.ts reads both from here.
export { readsConstrainedRoute } from './route-parameters.js';

const TYPED_CONVERTER = /<\s*(int|float|uuid)(\([^)]*\))?\s*:\s*([A-Za-z_]\w*)\s*>/g;

/** True when every route decorator of `fn` that binds `param` binds it through a typed converter. */
export function boundByTypedConverter(fn: FunctionIR, param: string): boolean {
  const rules = fn.annotations.flatMap((a) => (a.args[0]?.kind === 'const' && typeof a.args[0].value === 'string' ? [a.args[0].value] : []));
  return typedInEveryRule(rules, param);
}

/** True when every one of the URL rules that binds `param` binds it through a typed converter (and one does). */
export function typedInEveryRule(rules: readonly string[], param: string): boolean {
  let typed = false;
  for (const rule of rules) {
    if (!rule.includes(`${param}>`)) continue;
    const names = [...rule.matchAll(TYPED_CONVERTER)].map((m) => m[3]);
    if (!names.includes(param)) return false;
    typed = true;
  }
  return typed;
}

const VIEW_ARGS = new Set(['flask.request.view_args', 'quart.request.view_args', 'werkzeug.wrappers.Request.view_args', 'flask.Request.view_args']);

/** `request.view_args[key]` read in a view whose routes bind `key` through a typed converter. */
export function typedViewArg(obj: AbsValue, key: string, frame: Frame): boolean {
  return obj.qname !== undefined && VIEW_ARGS.has(obj.qname) && boundByTypedConverter(withRegisteredRoutes(frame.fn, frame.module), key);
}
