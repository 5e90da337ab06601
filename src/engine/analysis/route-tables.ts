/**
 * Routing tables written as data, the way a home-grown PHP router (or FastRoute's style) reads
 * them: `['GET', '/students/{id}', [StudentController::class, 'profile']]` rows of a returned array,
 * or `'/students/{id}' => [StudentController::class, 'profile']` entries. A router dispatching such a
 * table hands each `{placeholder}` to the handler's parameters as URL text; `{id:\d+}` constrains it
 * to the pattern, which keeps it out of reach when the pattern only admits a safe alphabet
 * (route-parameters.ts `safeRoutePattern`). Recorded as route bindings under the registrar name
 * ROUTE_TABLE, which a `routeParameter` source row names (rules/php/models/core.yaml).
 *
 * Recognised by shape only: a constant path starting with `/` that has placeholders, beside a
 * `[Class, 'method']` pair whose class name is written as one (a capital or a namespace).
 */
import type { Expr, ModuleIR } from '../ir/types.js';
import { forEachNode } from './ir-walk.js';
import type { RouteBinding } from './route-parameters.js';

export const ROUTE_TABLE = 'php.routeTable';

const MAX_BINDINGS = 200;
const MAX_PATH = 300;

const constText = (e: Expr | null | undefined): string | undefined => (e?.kind === 'const' && typeof e.value === 'string' ? e.value : undefined);

/** `[Class::class, 'method']` as `Class.method` (dots), when the class is written as a class name. */
function handlerOf(e: Expr | undefined): string | undefined {
  if (e?.kind !== 'array' || e.elements.length !== 2) return undefined;
  const cls = constText(e.elements[0]);
  const method = constText(e.elements[1]);
  if (!cls || !method || !/^\\?[A-Z][\w\\]*$|\\/.test(cls) || !/^\w+$/.test(method)) return undefined;
  return `${cls.replace(/^\\+/, '').replace(/\\+/g, '.')}.${method}`;
}

/** The placeholders of a route path: `{name}` and `{name:pattern}` (the pattern may hold `{m,n}`). */
export function pathPlaceholders(path: string, isSafe: (pattern: string) => boolean): { name: string; constrained: boolean }[] | undefined {
  if (path.length > MAX_PATH) return undefined;
  const out: { name: string; constrained: boolean }[] = [];
  for (let i = path.indexOf('{'); i >= 0 && i < path.length; i = path.indexOf('{', i)) {
    let depth = 0;
    let end = i;
    for (; end < path.length; end++) {
      if (path[end] === '{') depth++;
      else if (path[end] === '}' && --depth === 0) break;
    }
    if (depth !== 0) return undefined;
    const inner = path.slice(i + 1, end);
    const colon = inner.indexOf(':');
    const name = colon < 0 ? inner : inner.slice(0, colon);
    if (!/^[A-Za-z_]\w*$/.test(name)) return undefined;
    out.push({ name, constrained: colon >= 0 && isSafe(inner.slice(colon + 1)) });
    i = end + 1;
  }
  return out;
}

/** A route path (`/x/{id}`, or `GET /x/{id}` as a key) with its placeholders. */
function routePath(text: string | undefined, isSafe: (pattern: string) => boolean): { name: string; constrained: boolean }[] | undefined {
  const path = text?.replace(/^[A-Z|,]{3,30}\s+/, '');
  if (!path?.startsWith('/') || !path.includes('{')) return undefined;
  const found = pathPlaceholders(path, isSafe);
  return found?.length ? found : undefined;
}

/** The route bindings a module's routing tables declare. */
export function routeTableBindings(m: ModuleIR, isSafe: (pattern: string) => boolean): RouteBinding[] {
  const out: RouteBinding[] = [];
  const add = (placeholders: { name: string; constrained: boolean }[] | undefined, target: string | undefined): void => {
    if (placeholders && target && out.length < MAX_BINDINGS) out.push({ registrar: ROUTE_TABLE, target, placeholders });
  };
  forEachNode([m.topLevel, m.functions, m.classes], (node) => {
    if (node.kind === 'array') {
      const elements = (node as Extract<Expr, { kind: 'array' }>).elements;
      if (elements.length < 2 || elements.length > 4) return;
      const target = handlerOf(elements[elements.length - 1]);
      if (target) add(elements.slice(0, -1).map((e) => routePath(constText(e), isSafe)).find(Boolean), target);
    } else if (node.kind === 'object') {
      for (const entry of (node as Extract<Expr, { kind: 'object' }>).entries) {
        if (typeof entry.key === 'string') add(routePath(entry.key, isSafe), handlerOf(entry.value));
      }
    }
  });
  return out;
}
