/**
 * CodeIgniter 4 route definitions (app/Config/Routes.php): `$routes->get('plots/(:num)',
 * 'Plots::show/$1')`. The handler is a `'Controller::method/$1/$2'` string (the framework's own
 * syntax, recognised by its shape whatever the collection variable is called): the controller is
 * in `App\Controllers` unless written fully qualified or registered inside a
 * `$routes->group(…, ['namespace' => 'App\Controllers\Api'], function ($routes) { … })`. Each
 * `$n` passes the n-th placeholder of the path to the method's next parameter, as URL text unless
 * the placeholder only admits a safe alphabet (`(:num)`, `(:alpha)`, `(:alphanum)`, `(:hash)`, or a
 * `(…)` group whose pattern `safeRoutePattern` accepts); `(:segment)` and `(:any)` are client text.
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { forEachCall, type CallExpr } from './ir-walk.js';
import type { RouteBinding } from './route-parameters.js';

/** The registrar name a source row's `routeParameter` lists (`CodeIgniter.Router.RouteCollection.get`). */
const COLLECTION = 'CodeIgniter.Router.RouteCollection';
const VERBS = new Set(['get', 'post', 'put', 'patch', 'delete', 'options', 'head', 'add', 'match']);
const DEFAULT_NAMESPACE = 'App.Controllers';
const HANDLER = /^\\?([A-Za-z_][\w\\]{0,200})::([A-Za-z_]\w{0,100})((?:\/\$\d{1,2}){0,9})$/;
/** A placeholder of a route path: `(:num)` and friends, or a regex group. */
const PLACEHOLDER = /\(:(num|alpha|alphanum|hash|segment|any)\)|\(([^()]{1,100})\)/g;
const SAFE_NAMED = new Set(['num', 'alpha', 'alphanum', 'hash']);
const MAX_BINDINGS = 200;

const constText = (e: Expr | undefined): string | undefined => (e?.kind === 'const' && typeof e.value === 'string' ? e.value : undefined);

/** `group('api', ['namespace' => 'App\Controllers\Api'], fn)`: the namespace and the closure's extent. */
function groupNamespace(call: CallExpr): { start: number; end: number; namespace: string } | undefined {
  const options = call.args.find((a) => a.kind === 'object');
  const body = call.args.find((a) => a.kind === 'function');
  if (options?.kind !== 'object' || body?.kind !== 'function') return undefined;
  const entry = options.entries.find((en) => en.key === 'namespace');
  const ns = constText(entry?.value);
  return ns ? { start: body.loc.startIndex, end: body.loc.endIndex, namespace: ns.replace(/^\\+/, '').replace(/\\+/g, '.') } : undefined;
}

/** The route bindings CodeIgniter route definitions in this module register. */
export function codeIgniterRouteBindings(m: ModuleIR, safeRoutePattern: (p: string) => boolean): RouteBinding[] {
  const groups: { start: number; end: number; namespace: string }[] = [];
  const routes: CallExpr[] = [];
  forEachCall(m, (call) => {
    if (call.callee.kind !== 'member' || typeof call.callee.property !== 'string') return;
    if (call.callee.property === 'group') {
      const g = groupNamespace(call);
      if (g) groups.push(g);
    } else if (VERBS.has(call.callee.property) && routes.length < MAX_BINDINGS) routes.push(call);
  });
  const out: RouteBinding[] = [];
  for (const call of routes) {
    const verb = (call.callee as Extract<Expr, { kind: 'member' }>).property as string;
    const at = verb === 'match' ? 1 : 0;
    const path = constText(call.args[at]);
    const handler = HANDLER.exec(constText(call.args[at + 1]) ?? '');
    if (path === undefined || !handler) continue;
    const [, controller, method, refs] = handler;
    const written = controller.replace(/\\+/g, '.');
    // The innermost group around the call names the namespace of an unqualified controller.
    const group = groups.filter((g) => g.start <= call.loc.startIndex && call.loc.endIndex <= g.end).sort((a, b) => b.start - a.start)[0];
    const qualified = controller.includes('\\') && constText(call.args[at + 1])!.startsWith('\\') ? written : `${group?.namespace ?? DEFAULT_NAMESPACE}.${written}`;
    const placeholders = [...path.matchAll(PLACEHOLDER)].map((p) => (p[1] ? SAFE_NAMED.has(p[1]) : safeRoutePattern(p[2])));
    const passed = [...refs.matchAll(/\$(\d{1,2})/g)].map((r) => Number(r[1]) - 1);
    if (!passed.length) continue;
    out.push({
      registrar: `${COLLECTION}.${verb}`,
      target: `${qualified}.${method}`,
      // By position: the method's k-th parameter gets the placeholder its k-th `$n` names.
      placeholders: passed.map((i) => ({ name: `$${i + 1}`, constrained: placeholders[i] ?? true })),
    });
  }
  return out;
}
