import { Request, Response, NextFunction } from 'express';
import jwt from 'jsonwebtoken';
import { config } from '../config';

export interface AuthUser {
  id: number;
  orgId: number;
  role: 'owner' | 'accountant' | 'viewer';
}

declare module 'express-serve-static-core' {
  interface Request {
    user?: AuthUser;
  }
}

function bearer(req: Request): string | undefined {
  const header = req.headers.authorization || '';
  return header.startsWith('Bearer ') ? header.slice(7) : req.cookies?.ledgerly_session;
}

export function requireAuth(req: Request, res: Response, next: NextFunction) {
  const token = bearer(req);
  if (!token) return res.status(401).json({ error: 'unauthenticated' });
  try {
    req.user = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'] }) as AuthUser;
    next();
  } catch {
    res.status(401).json({ error: 'invalid token' });
  }
}

// Used by the audit trail only: who *claims* to be calling, even when the token has expired.
export function peekUser(req: Request): number | undefined {
  const token = bearer(req);
  const claims = token ? (jwt.decode(token) as AuthUser | null) : null;
  return claims?.id;
}

export function requireRole(...roles: AuthUser['role'][]) {
  return (req: Request, res: Response, next: NextFunction) => {
    if (!req.user || !roles.includes(req.user.role)) return res.status(403).json({ error: 'forbidden' });
    next();
  };
}
