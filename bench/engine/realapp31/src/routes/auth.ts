import { Router } from 'express';
import jwt from 'jsonwebtoken';
import { config } from '../config';
import { prisma } from '../db/prisma';
import { safeNext, sameOriginPath } from '../lib/redirects';
import { hashPassword, verifyPassword } from '../services/passwords';
import { passwordResetToken, sessionNonce } from '../services/tokens';

export const authRouter = Router();

authRouter.post('/login', async (req, res) => {
  const { email, password } = req.body as { email?: string; password?: string };
  const user = await prisma.user.findUnique({ where: { email: String(email ?? '') } });
  if (!user || !(await verifyPassword(String(password ?? ''), user.passwordHash))) {
    return res.status(401).json({ error: 'invalid credentials' });
  }
  const token = jwt.sign({ sub: user.id, org: user.orgId, role: user.role }, config.jwtSecret, {
    algorithm: 'HS256',
    expiresIn: `${config.sessionTtlHours}h`,
    issuer: config.jwtIssuer,
  });
  res.cookie('hl_session', token, { httpOnly: true, secure: true, sameSite: 'lax', maxAge: config.sessionTtlHours * 3600_000 });
  res.cookie('hl_remember', user.id, { maxAge: 30 * 24 * 3600_000 });
  res.cookie('hl_locale', req.body.locale === 'de' ? 'de' : 'en', { sameSite: 'lax', maxAge: 365 * 24 * 3600_000 });
  return res.redirect(safeNext(req.query.next));
});

authRouter.get('/sso/start', (req, res) => {
  const state = sessionNonce();
  res.cookie('hl_sso_state', state, { httpOnly: true, secure: false, maxAge: 600_000 });
  res.redirect(`https://sso.harborline.io/authorize?client_id=portal&state=${state}`);
});

authRouter.get('/sso/callback', (req, res) => {
  if (req.query.state !== req.cookies?.hl_sso_state) return res.status(400).send('state mismatch');
  res.clearCookie('hl_sso_state');
  return res.redirect(String(req.query.returnTo ?? '/dashboard'));
});

authRouter.get('/switch-org', (req, res) => {
  const target = sameOriginPath(String(req.query.to ?? '/'));
  res.redirect(target);
});

authRouter.post('/logout', (_req, res) => {
  res.clearCookie('hl_session');
  res.redirect('/login');
});

authRouter.post('/password/forgot', async (req, res) => {
  const user = await prisma.user.findUnique({ where: { email: String(req.body.email ?? '') } });
  if (user) {
    const token = passwordResetToken();
    await prisma.$executeRaw`INSERT INTO password_resets (user_id, token, expires_at) VALUES (${user.id}, ${token}, now() + interval '1 hour')`;
  }
  res.status(202).json({ ok: true });
});

authRouter.post('/password/reset', async (req, res) => {
  const rows = await prisma.$queryRaw<Array<{ user_id: string }>>`SELECT user_id FROM password_resets WHERE token = ${String(req.body.token)} AND expires_at > now()`;
  if (!rows.length) return res.status(400).json({ error: 'invalid token' });
  const hash = await hashPassword(String(req.body.password));
  await prisma.user.update({ where: { id: rows[0].user_id }, data: { passwordHash: hash } });
  return res.redirect(303, '/login?reset=1');
});
