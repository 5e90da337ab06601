/**
 * The routes the running application really serves, read from the application itself (Fastify's
 * route tree and the OpenAPI document), so a suite built on them covers a new route without
 * being told.
 */
import type { FastifyInstance } from 'fastify';

export interface ServedRoute {
  method: string;
  /** Path in Fastify's syntax: `/v1/issues/:issueId`. */
  path: string;
}

/**
 * Every method × path of Fastify's route tree. printRoutes draws a tree whose lines are
 * `<indent><branch> <segment> (<METHODS>)`; a segment's full path is its ancestors' segments joined.
 */
export function servedRoutes(app: FastifyInstance): ServedRoute[] {
  const routes: ServedRoute[] = [];
  const stack: { depth: number; path: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│\s]*)[├└]── (\S+)(?: \(([A-Z, ]+)\))?$/u.exec(line);
    if (!match) continue;
    const depth = [...match[1]!].length / 4;
    while (stack.length > 0 && stack[stack.length - 1]!.depth >= depth) stack.pop();
    const full = (stack[stack.length - 1]?.path ?? '') + match[2]!;
    stack.push({ depth, path: full });
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, path: full });
  }
  return routes;
}

export interface DocumentedOperation {
  method: string;
  /** Path in Fastify's syntax, converted from the document's `{param}`. */
  path: string;
  /** Query parameters, by name. */
  query: string[];
}

/** The operations of the OpenAPI document the application serves. */
export function documentedOperations(document: { paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>> }): DocumentedOperation[] {
  const operations: DocumentedOperation[] = [];
  for (const [template, methods] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      operations.push({
        method: method.toUpperCase(),
        path: template.replace(/\{(\w+)\}/g, ':$1'),
        query: (operation.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name),
      });
    }
  }
  return operations;
}

/** Whether a concrete URL (`/v1/issues/iss_1?x=y`) is an instance of a route path (`/v1/issues/:issueId`). */
export function matchesRoute(url: string, routePath: string): boolean {
  const pattern = routePath.split('/').map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^${pattern.join('/')}$`).test(url.split('?')[0]!);
}
