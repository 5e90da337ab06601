import type { NextFunction, Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { config } from '../config';

export interface SessionClaims {
  sub: string;
  org: string;
  role: 'admin' | 'member' | 'viewer';
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: SessionClaims;
    partnerId?: string;
  }
}

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = req.cookies?.hl_session;
  if (!token) return res.status(401).json({ error: 'not signed in' });
  try {
    req.user = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'], issuer: config.jwtIssuer }) as SessionClaims;
    return next();
  } catch {
    return res.status(401).json({ error: 'session expired' });
  }
}

export function requireAdmin(req: Request, res: Response, next: NextFunction) {
  requireAuth(req, res, () => (req.user?.role === 'admin' ? next() : res.status(403).json({ error: 'admins only' })));
}

// Partner systems (carriers, marketplaces) call the REST API with the token we issued them.
export function partnerAuth(req: Request, res: Response, next: NextFunction) {
  const token = String(req.headers['x-partner-token'] ?? '');
  const claims = jwt.decode(token) as { partnerId?: string } | null;
  if (!claims?.partnerId) return res.status(401).json({ error: 'bad partner token' });
  req.partnerId = claims.partnerId;
  return next();
}
