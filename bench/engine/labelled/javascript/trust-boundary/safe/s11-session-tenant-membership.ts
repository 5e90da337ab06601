import { Request, Response, NextFunction } from 'express';
import { membershipsFor } from '../services/memberships';

declare module 'express-session' {
  interface SessionData {
    userId?: string;
    tenantId?: string;
  }
}

export async function selectTenant(req: Request, res: Response, next: NextFunction) {
  const requested = req.get('X-Tenant-Id');
  if (requested) {
    const memberships = await membershipsFor(req.session.userId as string);
    const match = memberships.find((m) => m.tenantId === requested);
    if (!match) {
      return res.status(403).json({ error: 'not a member' });
    }
    req.session.tenantId = match.tenantId;
  }
  if (!req.session.tenantId) {
    return res.status(400).json({ error: 'tenant required' });
  }
  next();
}
