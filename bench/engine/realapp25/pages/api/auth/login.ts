import type { NextApiRequest, NextApiResponse } from 'next';
import { issueSession, verifyPassword } from '../../../lib/auth';
import { rememberMeCookie, sessionCookie } from '../../../lib/session';
import { isLocalPath } from '../../../lib/urls';
import { findByEmail } from '../../../services/users';

export default async function handler(req: NextApiRequest, res: NextApiResponse) {
  if (req.method !== 'POST') return res.status(405).end();
  const { email, password, remember } = req.body as { email?: string; password?: string; remember?: boolean };
  if (typeof email !== 'string' || typeof password !== 'string') return res.status(400).json({ error: 'missing' });

  const user = await findByEmail(email.toLowerCase());
  const ok = user && (await verifyPassword(password, { passwordHash: user.password_hash, passwordAlgo: user.password_algo, salt: user.salt ?? undefined }));
  if (!user || !ok) return res.status(401).json({ error: 'invalid credentials' });

  const token = issueSession({ id: user.id, role: user.role, handle: user.handle });
  res.setHeader('Set-Cookie', remember ? [sessionCookie(token), rememberMeCookie(token)] : [sessionCookie(token)]);

  const next = typeof req.query.next === 'string' ? req.query.next : '/';
  return res.redirect(303, isLocalPath(next) ? next : '/');
}
