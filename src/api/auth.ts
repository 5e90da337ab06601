/**
 * Authentication and authorisation, run before validation on every route (so an anonymous
 * caller learns nothing from validation messages). A route declares what it needs in its
 * config: `{ access: { permission, plan } }`; only routes marked `public` (the OpenAPI document)
 * skip this.
 *
 * The key may come in any of the three headers of the spec, on every route. When several are
 * sent, the first present of Authorization, X-API-Key, x-service-token is used.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { authenticateKeyCached } from '../services/key-cache.js';
import { DomainError } from '../services/errors.js';
import { requireEnterprisePlan, requirePermission, type EnterpriseFeature, type Permission, type Principal } from '../services/permissions.js';
import type { Db } from '../store/schema.js';

export const TOKEN_MISSING = 'Token is missing';
export const TOKEN_INVALID = 'Invalid or expired token';

export class UnauthorizedError extends DomainError {
  override name = 'UnauthorizedError';
}

export interface RouteAccess {
  public?: boolean;
  permission?: Permission;
  plan?: EnterpriseFeature;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
  interface FastifyRequest {
    principal: Principal | null;
  }
}

function headerValue(request: FastifyRequest, name: string): string | undefined {
  const value = request.headers[name];
  const text = Array.isArray(value) ? value[0] : value;
  return text === undefined || text.trim() === '' ? undefined : text.trim();
}

/** The presented key, '' for an Authorization header that is not a Bearer token, undefined when none. */
export function presentedKey(request: FastifyRequest): string | undefined {
  const authorization = headerValue(request, 'authorization');
  // `Authorization: Bearer` with nothing after it carries no key: as if the header were absent.
  if (authorization !== undefined && !/^Bearer$/i.test(authorization)) {
    const match = /^Bearer\s+(\S+)$/i.exec(authorization);
    return match ? match[1] : '';
  }
  return headerValue(request, 'x-api-key') ?? headerValue(request, 'x-service-token');
}

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('principal', null);
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    // Default deny: a route without access config still needs a valid key.
    if (request.is404 || access?.public) return;
    const key = presentedKey(request);
    if (key === undefined) throw new UnauthorizedError(TOKEN_MISSING);
    const principal = key === '' ? null : await authenticateKeyCached(db, key);
    if (!principal) throw new UnauthorizedError(TOKEN_INVALID);
    if (access?.permission) requirePermission(principal, access.permission);
    if (access?.plan) requireEnterprisePlan(principal, access.plan);
    request.principal = principal;
  });
}

/** The principal of an authenticated route (the hook guarantees it is set). */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw new UnauthorizedError(TOKEN_MISSING);
  return request.principal;
}
