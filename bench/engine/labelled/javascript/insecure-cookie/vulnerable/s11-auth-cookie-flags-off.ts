import { Request, Response } from 'express';
import jwt from 'jsonwebtoken';

const baseCookie = { path: '/', sameSite: 'lax' as const };

export function issueToken(req: Request, res: Response) {
  const token = jwt.sign({ sub: req.user!.id }, process.env.JWT_SECRET as string, { expiresIn: '1h' });
  res.cookie('auth_token', token, { ...baseCookie, httpOnly: false, secure: false, maxAge: 3600_000 });
  res.status(204).end();
}
