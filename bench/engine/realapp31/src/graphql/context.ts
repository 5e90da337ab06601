import type { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import { GraphQLError } from 'graphql';
import { config } from '../config';

export interface SessionUser {
  id: string;
  orgId: string;
  role: 'admin' | 'member' | 'viewer';
}

export interface GqlContext {
  req: Request;
  res: Response;
  user: SessionUser | null;
}

export async function buildContext({ req, res }: { req: Request; res: Response }): Promise<GqlContext> {
  const header = req.headers.authorization ?? '';
  const token = header.startsWith('Bearer ') ? header.slice(7) : req.cookies?.hl_session;
  if (!token) return { req, res, user: null };
  try {
    const claims = jwt.verify(token, config.jwtSecret, { algorithms: ['HS256'], issuer: config.jwtIssuer }) as jwt.JwtPayload;
    return { req, res, user: { id: String(claims.sub), orgId: String(claims.org), role: claims.role } };
  } catch {
    return { req, res, user: null };
  }
}

export function requireUser(ctx: GqlContext): SessionUser {
  if (!ctx.user) throw new GraphQLError('Not signed in', { extensions: { code: 'UNAUTHENTICATED' } });
  return ctx.user;
}
