import { Request, Response, NextFunction } from 'express';

declare module 'express-session' {
  interface SessionData {
    tenantId?: string;
  }
}

export function selectTenant(req: Request, res: Response, next: NextFunction) {
  const requested = req.get('X-Tenant-Id');
  if (requested) {
    req.session.tenantId = requested;
  }
  if (!req.session.tenantId) {
    return res.status(400).json({ error: 'tenant required' });
  }
  next();
}
