/**
 * Routes declared by attributes on a controller's methods (Symfony's `#[Route('/articles/{id}',
 * requirements: ['id' => '\d+'])]`, a class-level `#[Route('/admin')]` prefixing each path): the
 * framework hands each `{placeholder}` of the path to the method's parameter of the same name, as
 * text from the URL, unless the route constrains it to a safe alphabet (the `requirements` array
 * or an inline `{id<\d+>}`). Recorded as route bindings named by the attribute's resolved class, so
 * a `routeParameter` source row decides which attributes are routes (route-parameters.ts).
 */
import type { Annotation, ClassIR, Expr } from '../ir/types.js';
import type { RouteBinding } from './route-parameters.js';

const MAX_BINDINGS = 200;
/** `{id}`, `{id<\d+>}`, `{page?1}`, `{!slug}`: name, then an inline requirement when written. */
const PLACEHOLDER = /\{!?([A-Za-z_]\w*)(?:<([^>{}]{0,200})>)?(?:\?[^}]{0,200})?\}/g;

const constText = (e: Expr | undefined): string | undefined => (e?.kind === 'const' && typeof e.value === 'string' ? e.value : undefined);

/** The path an attribute routes: its first argument or `path:`. */
const routePath = (a: Annotation): string | undefined => constText(a.args[0] ?? a.kwargs?.path);

/** `requirements: ['id' => '\d+']`: each placeholder's pattern. */
function requirements(a: Annotation): Map<string, string> {
  const out = new Map<string, string>();
  const req = a.kwargs?.requirements ?? a.args[1];
  if (req?.kind !== 'object') return out;
  for (const entry of req.entries) {
    const pattern = constText(entry.value);
    if (typeof entry.key === 'string' && pattern !== undefined) out.set(entry.key, pattern);
  }
  return out;
}

/** The bindings of one class's attribute routes; `isSafePattern` judges a requirement. */
export function attributeRouteBindings(cls: ClassIR, isSafePattern: (pattern: string) => boolean): RouteBinding[] {
  const out: RouteBinding[] = [];
  for (const fn of cls.methods) {
    for (const route of fn.annotations) {
      const path = routePath(route);
      const registrar = route.qualified ?? route.name;
      if (path === undefined || out.length >= MAX_BINDINGS) continue;
      const prefixes = cls.annotations.filter((c) => (c.qualified ?? c.name) === registrar);
      const prefix = prefixes.map(routePath).find((p) => p !== undefined) ?? '';
      const required = new Map([...prefixes.flatMap((c) => [...requirements(c)]), ...requirements(route)]);
      const placeholders = [...(prefix + path).matchAll(PLACEHOLDER)].map((m) => {
        const pattern = m[2] ?? required.get(m[1]);
        return { name: m[1], constrained: pattern !== undefined && isSafePattern(pattern) };
      });
      if (placeholders.length) out.push({ registrar, target: `${cls.qualified}.${fn.name}`, placeholders, byName: true });
    }
  }
  return out;
}
