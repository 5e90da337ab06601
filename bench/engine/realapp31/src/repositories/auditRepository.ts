import { Prisma } from '@prisma/client';
import { prisma } from '../db/prisma';

export async function recordAudit(orgId: string, actor: string, action: string, detail: string): Promise<void> {
  await prisma.$executeRaw`INSERT INTO audit_log (org_id, actor, action, detail) VALUES (${orgId}, ${actor}, ${action}, ${detail})`;
}

export function auditTrail(orgId: string, action?: string) {
  const filter = action ? Prisma.sql`AND action = ${action}` : Prisma.empty;
  return prisma.$queryRaw`SELECT id, actor, action, detail, created_at FROM audit_log WHERE org_id = ${orgId} ${filter} ORDER BY created_at DESC LIMIT 200`;
}

export function auditByActor(orgId: string, actor: string) {
  return prisma.$queryRawUnsafe('SELECT id, action, detail, created_at FROM audit_log WHERE org_id = $1 AND actor = \'' + actor + "' ORDER BY created_at DESC", orgId);
}
