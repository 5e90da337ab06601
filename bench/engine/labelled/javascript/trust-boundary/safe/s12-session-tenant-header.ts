import { Request, Response, NextFunction } from 'express';
import { memberships } from '../services/memberships';

export async function tenantContext(req: Request, res: Response, next: NextFunction) {
  const requested = req.headers['x-tenant-id'];
  if (typeof requested === 'string' && requested.length > 0) {
    const membership = await memberships.find(req.session.userId, requested);
    if (!membership) return res.status(403).json({ error: 'not a member' });
    req.session.tenantId = membership.tenantId;
  }
  next();
}
