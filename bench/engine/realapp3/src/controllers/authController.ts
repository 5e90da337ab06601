import { Request, Response } from 'express';
import jwt from 'jsonwebtoken';
import bcrypt from 'bcrypt';
import { config } from '../config';
import { pool } from '../repositories/db';
import { resetToken, emailCode, legacyPasswordDigest, hashPassword } from '../utils/tokens';
import { preferencesService } from '../services/preferencesService';

function isLocalPath(target: unknown): target is string {
  return typeof target === 'string' && target.startsWith('/') && !target.startsWith('//') && !target.startsWith('/\\');
}

export const authController = {
  async login(req: Request, res: Response) {
    const { email, password } = req.body;
    const { rows } = await pool.query('SELECT id, org_id, role, password_hash, legacy FROM users WHERE email = $1', [email]);
    const user = rows[0];
    const ok = user && (user.legacy ? legacyPasswordDigest(password) === user.password_hash : await bcrypt.compare(password, user.password_hash));
    if (!ok) return res.status(401).json({ error: 'invalid credentials' });

    const token = jwt.sign({ id: user.id, orgId: user.org_id, role: user.role }, config.jwtSecret, { expiresIn: '8h' });
    res.cookie('ledgerly_session', token, { httpOnly: true, secure: true, sameSite: 'strict', maxAge: 8 * 3600 * 1000 });
    req.session.userId = user.id;

    const returnTo = req.query.returnTo;
    if (isLocalPath(returnTo)) return res.redirect(returnTo);
    res.redirect('/app');
  },

  // Single sign-on from the marketing site keeps the visitor's place.
  async ssoCallback(req: Request, res: Response) {
    const token = jwt.sign({ id: req.body.userId, orgId: req.body.orgId, role: 'viewer' }, config.jwtSecret, { expiresIn: '1h' });
    res.cookie('ledgerly_sso', token, { maxAge: 3600 * 1000 });
    req.session.impersonating = req.body.impersonate;
    res.redirect(req.query.next as string);
  },

  logout(req: Request, res: Response) {
    res.clearCookie('ledgerly_session');
    req.session.destroy(() => res.redirect('/login'));
  },

  async rememberPreferences(req: Request, res: Response) {
    const prefs = preferencesService.fromCookie(req.cookies.prefs);
    res.cookie('prefs', preferencesService.toCookie(prefs), { maxAge: 30 * 24 * 3600 * 1000, sameSite: 'lax' });
    res.json(prefs);
  },

  async preferencesV2(req: Request, res: Response) {
    res.json(preferencesService.fromHeader(req.get('x-preferences')));
  },

  async requestReset(req: Request, res: Response) {
    const token = resetToken();
    await pool.query('UPDATE users SET reset_token = $1, reset_expires = now() + interval \'1 hour\' WHERE email = $2', [token, req.body.email]);
    res.status(202).json({ sent: true });
  },

  async requestEmailCode(req: Request, res: Response) {
    const code = emailCode();
    await pool.query('UPDATE users SET email_code = $1 WHERE id = $2', [code, req.user!.id]);
    res.status(202).json({ sent: true });
  },

  async changePassword(req: Request, res: Response) {
    const hash = await hashPassword(req.body.password);
    await pool.query('UPDATE users SET password_hash = $1, legacy = false WHERE id = $2', [hash, req.user!.id]);
    res.status(204).end();
  },

  goToInvoice(req: Request, res: Response) {
    res.redirect(`/app/invoices/${encodeURIComponent(req.params.id)}`);
  },
};
