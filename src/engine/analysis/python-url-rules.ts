/**
 * Flask views registered by a call instead of a decorator: `app.add_url_rule("/u/<name>", "user",
 * user)`, `bp.add_url_rule(rule, view_func=user, methods=["POST"])`. Flask's `route` decorator is
 * itself `add_url_rule(rule, endpoint, f, **options)`, so a function registered this way is a view
 * exactly as if `@app.route(rule, **options)` were written on it: the call is turned into that
 * decorator (on the same receiver, so its type resolves as a decorator's would) and added to the
 * function's annotations. Route-parameter sources, view return values and Werkzeug's typed
 * converters then follow from the rows and code that already handle the decorator.
 *
 * Only a function named directly by the call and defined at the top level of the same module is
 * matched (`view_func=Cls.as_view(...)` is a class-based view, found through its class).
 */
import type { Annotation, Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import { forEachNode } from './ir-walk.js';

/** Werkzeug/Flask: `add_url_rule(rule, endpoint=None, view_func=None, provide_automatic_options=None, **options)`. */
const REGISTER_METHOD = 'add_url_rule';
const VIEW_FUNC_POSITION = 2;
/** Arguments of `add_url_rule` that are not options of `route`. */
const NOT_ROUTE_OPTIONS = new Set(['rule', 'endpoint', 'view_func', 'provide_automatic_options']);

type Call = Extract<Expr, { kind: 'call' }>;

const byModule = new WeakMap<ModuleIR, Map<string, Annotation[]>>();
const withRoutes = new WeakMap<FunctionIR, FunctionIR>();

/** `fn` with the routes registered for it by `add_url_rule` calls added to its annotations (`fn` itself when there are none). */
export function withRegisteredRoutes(fn: FunctionIR, module: ModuleIR): FunctionIR {
  const done = withRoutes.get(fn);
  if (done) return done;
  let result = fn;
  if (!fn.className && module.topLevel.body.some((s) => s.kind === 'function' && s.fn === fn)) {
    const routes = registrations(module).get(fn.name);
    if (routes?.length) result = { ...fn, annotations: [...fn.annotations, ...routes] };
  }
  withRoutes.set(fn, result);
  return result;
}

/** Route decorators by the name of the function each `add_url_rule` call in the module registers. */
function registrations(module: ModuleIR): Map<string, Annotation[]> {
  let found = byModule.get(module);
  if (found) return found;
  found = new Map();
  for (const call of registerCalls(module.topLevel.body)) {
    const view = call.kwargs?.view_func ?? call.args[VIEW_FUNC_POSITION];
    if (view?.kind !== 'name' || call.callee.kind !== 'member') continue;
    const rule = call.kwargs?.rule ?? call.args[0];
    const options = Object.fromEntries(Object.entries(call.kwargs ?? {}).filter(([k]) => !NOT_ROUTE_OPTIONS.has(k)));
    const args = rule ? [rule] : [];
    const callee: Expr = { kind: 'member', object: call.callee.object, property: 'route', loc: call.callee.loc };
    const decorator: Call = { kind: 'call', callee, args, kwargs: options, loc: call.loc };
    const annotation: Annotation = { name: `${writtenName(call.callee.object)}.route`, expr: decorator, args, kwargs: options, loc: call.loc };
    found.set(view.name, [...(found.get(view.name) ?? []), annotation]);
  }
  byModule.set(module, found);
  return found;
}

/** Every `<x>.add_url_rule(...)` call in the statements (nested functions included: `def init(app): app.add_url_rule(...)`). */
function registerCalls(body: unknown): Call[] {
  const out: Call[] = [];
  forEachNode(body, (node) => {
    if (node.kind !== 'call') return;
    const call = node as Call;
    if (call.callee.kind === 'member' && call.callee.property === REGISTER_METHOD) out.push(call);
  });
  return out;
}

/** `app`, `bp`, `self.app`: the receiver as written, for the annotation's written name. */
function writtenName(e: Expr): string {
  if (e.kind === 'name') return e.name;
  if (e.kind === 'member' && typeof e.property === 'string') return `${writtenName(e.object)}.${e.property}`;
  if (e.kind === 'this') return 'self';
  return '?';
}
