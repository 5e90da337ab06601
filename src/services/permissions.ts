/**
 * Roles and the permissions they grant. The API names issue:view and codebase:scan; the others
 * are Vigil's own (issue:update for PATCH, and the admin-only management permissions).
 */
import type { Plan, Role } from '../store/schema.js';
import { ForbiddenError } from './errors.js';

export const PERMISSIONS = ['issue:view', 'issue:update', 'codebase:scan', 'codebase:manage', 'key:manage'] as const;
export type Permission = (typeof PERMISSIONS)[number];

const TRIAGE: readonly Permission[] = ['issue:view', 'issue:update', 'codebase:scan'];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  viewer: ['issue:view'],
  developer: TRIAGE,
  security_engineer: TRIAGE,
  admin: PERMISSIONS,
};

/** Who is calling: resolved from an API key. */
export interface Principal {
  keyId: string;
  projectId: string;
  role: Role;
  plan: Plan;
}

export function hasPermission(principal: Principal, permission: Permission): boolean {
  return ROLE_PERMISSIONS[principal.role].includes(permission);
}

export function requirePermission(principal: Principal, permission: Permission): void {
  if (!hasPermission(principal, permission)) {
    throw new ForbiddenError(`This API key's role (${principal.role}) lacks the permission ${permission}`);
  }
}

/** Features sold with the Enterprise plan: manual scans through the API and the issues routes. */
export type EnterpriseFeature = 'scan' | 'issues';

const FEATURE_NAMES: Record<EnterpriseFeature, string> = {
  scan: 'Starting scans through the API',
  issues: 'The issues API',
};

export function requireEnterprisePlan(principal: Principal, feature: EnterpriseFeature): void {
  if (principal.plan !== 'enterprise') {
    throw new ForbiddenError(
      `${FEATURE_NAMES[feature]} requires the Enterprise plan (this project is on the ${principal.plan} plan)`,
    );
  }
}
