/**
 * Functions a module registers as route handlers through Express's routing API on a receiver the
 * analysis cannot type: `app.post('/orders', validate, (req, res) => { … })` inside
 * `module.exports = (app, db) => { … }`, `router.route('/items/:id').get(handler)`. The receiver
 * is a parameter, so no `callbacks` row applies; the shape of the call (a routing method given a
 * constant path that begins with `/`, then functions) is the registration, and it is evidence
 * handler-inference.ts weighs beside how the parameters are used. It is never decided from the
 * names of variables, functions or files: only the routing method names Express defines.
 */
import type { Expr, FunctionIR, ModuleIR } from '../ir/types.js';
import { forEachCall } from './ir-walk.js';

const ROUTE_METHODS = new Set(['get', 'post', 'put', 'patch', 'delete', 'del', 'all', 'use', 'options', 'head']);

const cache = new WeakMap<ModuleIR, Set<string>>();

/** Ids of the functions of `module` passed as handlers of a route-registration call. */
export function routeRegisteredFunctions(module: ModuleIR): Set<string> {
  let hit = cache.get(module);
  if (!hit) cache.set(module, (hit = collect(module)));
  return hit;
}

const isRoutePath = (e: Expr | undefined): boolean => e?.kind === 'const' && typeof e.value === 'string' && e.value.startsWith('/');

/** `x.get('/p', …)`, or `x.route('/p').get(…)`: a routing method whose route is a constant path. */
function isRegistration(e: Extract<Expr, { kind: 'call' }>): boolean {
  if (e.callee.kind !== 'member' || typeof e.callee.property !== 'string' || !ROUTE_METHODS.has(e.callee.property)) return false;
  if (isRoutePath(e.args[0])) return true;
  const owner = e.callee.object;
  return owner.kind === 'call' && owner.callee.kind === 'member' && owner.callee.property === 'route' && isRoutePath(owner.args[0]);
}

function collect(module: ModuleIR): Set<string> {
  const out = new Set<string>();
  const byName = new Map<string, FunctionIR>();
  for (const fn of module.functions) if (!fn.className) byName.set(fn.name, fn);
  forEachCall(module, (e) => {
    if (!isRegistration(e)) return;
    for (const a of e.args) {
      if (a.kind === 'function') out.add(a.fn.id);
      else if (a.kind === 'name' && byName.has(a.name)) out.add(byName.get(a.name)!.id);
    }
  });
  return out;
}
