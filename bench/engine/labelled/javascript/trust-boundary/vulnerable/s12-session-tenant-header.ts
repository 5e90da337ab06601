import { Request, Response, NextFunction } from 'express';

export function tenantContext(req: Request, res: Response, next: NextFunction) {
  const tenant = req.headers['x-tenant-id'];
  if (typeof tenant === 'string' && tenant.length > 0) {
    req.session.tenantId = tenant;
  }
  next();
}
