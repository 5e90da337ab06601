import type { FastifyPluginAsync } from 'fastify';
import { pool } from '../db/pool.js';
import { checkPassword, hashPassword, legacyDigest, prizeClaimCode, resetToken, signSession } from '../lib/security.js';
import { isLocalPath } from '../lib/urls.js';

interface AccountRow {
  id: number;
  name: string;
  role: 'volunteer' | 'presenter' | 'admin';
  password_hash: string | null;
  legacy_md5: string | null;
}

const accountRoutes: FastifyPluginAsync = async (fastify) => {
  fastify.get('/login', async (request, reply) => {
    const { next } = request.query as { next?: string };
    return reply.view('login.hbs', { next: next ?? '/' });
  });

  fastify.post('/login', async (request, reply) => {
    const { email, password, next } = request.body as { email: string; password: string; next?: string };
    const { rows } = await pool.query<AccountRow>('SELECT * FROM accounts WHERE email = $1', [email]);
    const account = rows[0];
    let ok = false;
    if (account?.password_hash) ok = await checkPassword(password, account.password_hash);
    else if (account?.legacy_md5) {
      ok = legacyDigest(password) === account.legacy_md5;
      if (ok) await pool.query('UPDATE accounts SET password_hash = $1, legacy_md5 = NULL WHERE id = $2', [await hashPassword(password), account.id]);
    }
    if (!ok) return reply.code(401).view('login.hbs', { error: 'Wrong email or password', next });
    const token = signSession({ sub: account.id, role: account.role, name: account.name });
    reply.setCookie('wl_session', token, { path: '/', httpOnly: true, secure: true, sameSite: 'lax' });
    return reply.redirect(isLocalPath(next) ? next : '/account');
  });

  fastify.get('/logout', async (request, reply) => {
    const { returnTo } = request.query as { returnTo?: string };
    reply.clearCookie('wl_session', { path: '/' });
    return reply.redirect(returnTo ?? '/');
  });

  fastify.get('/sso/callback', async (request, reply) => {
    const state = request.cookies.wl_sso_state ?? '';
    const { relay } = request.query as { relay?: string };
    if (!state) return reply.redirect('/account/login');
    return reply.code(303).redirect(relay ?? '/account');
  });

  fastify.post('/password-reset', async (request, reply) => {
    const { email } = request.body as { email: string };
    const token = resetToken();
    await pool.query('UPDATE accounts SET reset_token = $1, reset_expires = now() + interval \'1 hour\' WHERE email = $2', [token, email]);
    return reply.code(202).send({ ok: true });
  });

  fastify.post('/competition/winner', { preHandler: fastify.requireRole('admin') }, async (request) => {
    const { entryId } = request.body as { entryId: number };
    const code = prizeClaimCode();
    await pool.query('UPDATE competition_entries SET claim_code = $1 WHERE id = $2', [code, entryId]);
    return { ok: true };
  });

  fastify.post('/preferences', async (request, reply) => {
    const { theme } = request.body as { theme: string };
    reply.setCookie('wl_theme', theme === 'dark' ? 'dark' : 'light', { path: '/', sameSite: 'lax' });
    return { ok: true };
  });

  fastify.post('/remember', async (request, reply) => {
    if (!request.user) return reply.code(401).send({ error: 'sign in first' });
    const token = signSession(request.user);
    reply.setCookie('wl_remember', token, { path: '/', maxAge: 60 * 60 * 24 * 30 });
    return { ok: true };
  });
};

export default accountRoutes;
