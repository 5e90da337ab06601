/**
 * Flask function views registered from another module: a `urls.py` that imports the view modules
 * and wires them up, `app.add_url_rule("/expenses/by-vendor/<vendor>", "by_vendor", expenses.by_vendor)`
 * or `view_func=by_vendor` after `from .views.expenses import by_vendor`. The view and the call
 * live in different files, so the rule is read into the registering module's head (module-head.ts)
 * with the view's dotted name as the imports resolve it, and the Program indexes it by the view's
 * simple name (program.ts `functionViewRoutes`). A function gets the route decorator a rule stands
 * for only when that dotted name resolves to the function itself (its module and name), so a
 * function of the same name elsewhere is no view. Registrations in the view's own module are
 * python-url-rules.ts's; only constant rules count, as for class-based views.
 */
import type { Annotation, Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import { withRegisteredRoutes } from './python-url-rules.js';
import { forEachCall } from './ir-walk.js';
import type { AnalysisState } from './state.js';

export interface FunctionViewRoute {
  /** The view's simple name (`by_vendor`): the Program's index key. */
  view: string;
  /** The view's dotted name through the registering module's imports (`app.views.expenses.by_vendor`). */
  target: string;
  rule: string;
  /** The receiver as written (`app`, `bp`), for the decorator's written name. */
  receiver: string;
}

const REGISTER_METHOD = 'add_url_rule';
const VIEW_FUNC_POSITION = 2;
const MAX_ROUTES = 128;

/**
 * Django's routing calls (`path("<slug:slug>/", views.detail)` in a `urls.py`): recorded under this
 * receiver, which no Flask rule has, so they add no route decorator; `djangoRouteRules` reads them.
 */
const DJANGO_ROUTERS = new Set(['django.urls.path', 'django.urls.re_path', 'django.conf.urls.url']);
const DJANGO_ROUTE = '$django';

const constText = (e: Expr | undefined): string | undefined => (e?.kind === 'const' && typeof e.value === 'string' ? e.value : undefined);

/** `expenses.by_vendor` or an imported `by_vendor` → its dotted name through the module's imports. */
function importedTarget(view: Expr | undefined, imports: Map<string, string>): { view: string; target: string } | undefined {
  if (view?.kind === 'name') {
    const target = imports.get(view.name);
    return target ? { view: target.slice(target.lastIndexOf('.') + 1), target } : undefined;
  }
  if (view?.kind === 'member' && typeof view.property === 'string' && view.object.kind === 'name') {
    const owner = imports.get(view.object.name);
    return owner ? { view: view.property, target: `${owner}.${view.property}` } : undefined;
  }
  return undefined;
}

function writtenName(e: Expr): string {
  if (e.kind === 'name') return e.name;
  if (e.kind === 'member' && typeof e.property === 'string') return `${writtenName(e.object)}.${e.property}`;
  return '?';
}

/** The function views a Python module registers, with constant rules, that are defined in other modules. */
export function functionViewRoutes(m: ModuleIR): FunctionViewRoute[] {
  const out: FunctionViewRoute[] = [];
  let imports: Map<string, string> | undefined;
  forEachCall(m, (call) => {
    if (out.length >= MAX_ROUTES) return;
    if (call.callee.kind === 'name') {
      imports ??= new Map(m.imports.map((b) => [b.local, b.qualified]));
      const router = imports.get(call.callee.name);
      const rule = constText(call.args[0]);
      const found = router && DJANGO_ROUTERS.has(router) && rule !== undefined ? importedTarget(call.args[1], imports) : undefined;
      if (found && rule !== undefined) out.push({ ...found, rule, receiver: DJANGO_ROUTE });
      return;
    }
    if (call.callee.kind !== 'member' || call.callee.property !== REGISTER_METHOD) return;
    const rule = constText(call.kwargs?.rule ?? call.args[0]);
    if (rule === undefined) return;
    imports ??= new Map(m.imports.map((b) => [b.local, b.qualified]));
    const found = importedTarget(call.kwargs?.view_func ?? call.args[VIEW_FUNC_POSITION], imports);
    if (found) out.push({ ...found, rule, receiver: writtenName(call.callee.object) });
  });
  return out;
}

/**
 * `fn` with every route registered for it by `add_url_rule`, in its own module or in another one,
 * added to its annotations as the `<receiver>.route(rule)` decorator each call stands for. Only
 * Python modules record such rules (module-head.ts), so other languages find none.
 */
export function withAllRegisteredRoutes(st: AnalysisState, fn: FunctionIR, module: ModuleIR): FunctionIR {
  const local = withRegisteredRoutes(fn, module);
  if (fn.className) return local;
  const entries = st.program.functionViewRoutes.get(fn.name);
  if (!entries?.length) return local;
  const routes: Annotation[] = [];
  for (const { value } of entries) {
    if (value.receiver === DJANGO_ROUTE) continue;
    const place = st.program.resolvePythonName(value.target);
    if (place?.module !== module || place.rest.length !== 1 || place.rest[0] !== fn.name) continue;
    if (!module.topLevel.body.some((s) => s.kind === 'function' && s.fn === fn)) continue;
    const args: Expr[] = [{ kind: 'const', value: value.rule, loc: fn.loc }];
    const callee: Expr = { kind: 'member', object: { kind: 'name', name: value.receiver, loc: fn.loc }, property: 'route', loc: fn.loc };
    routes.push({ name: `${value.receiver}.route`, expr: { kind: 'call', callee, args, kwargs: {}, loc: fn.loc }, args, kwargs: {}, loc: fn.loc });
  }
  return routes.length ? { ...local, annotations: [...local.annotations, ...routes] } : local;
}

/** The routes of every Django `path()` / `re_path()` call of the tree (in another module) that registers `fn`. */
export function djangoRouteRules(st: AnalysisState, fn: FunctionIR, module: ModuleIR): string[] {
  if (fn.className) return [];
  return (st.program.functionViewRoutes.get(fn.name) ?? []).flatMap(({ value }) => {
    if (value.receiver !== DJANGO_ROUTE) return [];
    const place = st.program.resolvePythonName(value.target);
    return place?.module === module && place.rest.length === 1 && place.rest[0] === fn.name ? [value.rule] : [];
  });
}
